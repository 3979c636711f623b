/**
 * The scenario family of a vampire's text raising the price of the reaction cards played while it acts (issue 30 item 1;
 * tests only; vtes-es 1.6.1.3; a ready vampire's `costMod` of `who: 'every'` whose Condition says the vampire is acting,
 * with "younger vampires" the paying minion younger than it: core/cost-mods.ts; Strohmann, Conrad Adoula, Nergal). The
 * vampire (seat 0) bleeds seat 1; a test reaction card of the record's kind (and Discipline), printed at 2 blood, is
 * priced for seat 1's younger test vampire during that action, before it, and for an older one during it. Measured: the
 * younger one's price in the action, plus 10 times its price before, plus 100 times the older one's in the action.
 * Stripped: the printed price each time (222).
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { costFor } from '../core/cost-mods';
import { Scenario } from './scenario';
import { testLibraryCard } from './test-library-cards';
import { type FamilyCase, testVampire } from './test-vampire';

type CostMod = Extract<Effect, { e: 'costMod' }>;

const leaves = (e: CostMod) => (e.if?.c === 'all' ? e.if.of : e.if ? [e.if] : []);
const whileActing = (e: CostMod): boolean => leaves(e).some((c) => c.c === 'acting' && c.who === 'self');
const youngerOnly = (e: CostMod): boolean => leaves(e).some((c) => c.c === 'younger' && c.who === 'minion' && c.than === 'self');

function actingPriceCase(def: CardDef, e: CostMod & { of: { type?: string; disc?: string } }): FamilyCase {
  const disc = e.of.disc;
  const card: CardDef = {
    ...testLibraryCard('Test Priced Reaction', 'Reaction', {
      kind: 'reaction',
      conditions: disc ? [{ r: 'disc', disc, level: 1 }] : [],
      effects: [],
    }),
    blood: 2,
    ...(disc ? { libDisc: [[disc]] } : {}),
  };
  const cap = def.capacity ?? 8;
  const young = testVampire('Test Young Reactor', {}, [], 'Caitiff', { capacity: Math.max(1, cap - 2) });
  const old = testVampire('Test Old Reactor', {}, [], 'Caitiff', { capacity: cap + 1 });
  const raised = Math.max(0, 2 + e.n);
  return {
    family: 'cost modifier: reaction cards played while the vampire acts',
    expected: raised + 20 + 100 * (youngerOnly(e) ? 2 : raised),
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: def.name, blood: 4 }] },
          {
            ready: [
              { card: young.name, blood: 3 },
              { card: old.name, blood: 3 },
            ],
          },
        ],
        defs: [def, young, old, card],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const price = (u: string) => Number(costFor(sc.s, card, 1, u).blood ?? 0);
      const before = price(sc.uid(young.name, 1));
      sc.choose(`min:${v}`).choose(`bleed:${v}`);
      return price(sc.uid(young.name, 1)) + 10 * before + 100 * price(sc.uid(old.name, 1));
    },
  };
}

/** The cases of this family a vampire fits: its own `costMod` of every minion's reaction cards while it acts. */
export function cryptActingPriceCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => (m.kind === 'vampire' ? m.effects : []))
    .flatMap((e) =>
      isKind(e, 'costMod') && e.who === 'every' && typeof e.of === 'object' && e.of.type === 'reaction' && whileActing(e)
        ? [actingPriceCase(def, e as CostMod & { of: { type?: string; disc?: string } })]
        : [],
    );
}
