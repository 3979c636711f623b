/**
 * The scenario family of a ready vampire's own text giving its Methuselah's minions stealth on actions of a kind (issue 30
 * item 1; tests only; vtes-es 6.2.2.2; `{ e: 'mod', stat: 'stealth', who: 'every', if: all [yours minion, action kind] }`,
 * core/queries.ts `everyMods`): while it is ready, its Methuselah's equip actions get one stealth more (Roderick Phillips
 * March). The vampire is ready beside a test vampire of its Methuselah, which takes an action of that kind with a
 * test card of it (an equipment, a retainer, an ally); the prey's vampire may block. Measured: the stealth of that action as
 * announced (1 without the text: these actions are +1 stealth, vtes-es 6.1).
 */
import type { CardDef, Effect } from '../schema/effects';
import type { ActionKind, Cond } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { dec } from './testing';
import { Scenario } from './scenario';
import { GEAR } from './families-crypt';
import { type FamilyCase, testVampire } from './test-vampire';

const ACTOR = testVampire('Test Equipper', {});
/** The prey's vampire, so that the action waits for its block decision. */
const WATCHER = testVampire('Test Equip Watcher', {});
const CARD_OF: Partial<Record<ActionKind, CardDef>> = { equip: GEAR[0], employ: GEAR[1], recruit: GEAR[2] };

/** The action kind an every-minion stealth Condition names beside "a minion you control", if that is all it says. */
function kindOf(c: Cond): ActionKind | undefined {
  if (c.c !== 'all' || c.of.length !== 2) return undefined;
  const yours = c.of.some((x) => x.c === 'yours' && x.who === 'minion');
  const act = c.of.find((x) => x.c === 'action');
  return yours && act?.c === 'action' ? act.kind : undefined;
}

function stealthCase(def: CardDef, n: number, card: CardDef): FamilyCase {
  return {
    family: "ready vampire's own stealth for its Methuselah's actions of a kind",
    expected: 1 + n,
    run(strip) {
      const sc = new Scenario({
        seats: [
          {
            ready: [
              { card: def.name, blood: 3 },
              { card: ACTOR.name, blood: 3 },
            ],
            hand: [card.name],
            pool: 30,
          },
          { ready: [{ card: WATCHER.name, blood: 3 }] },
        ],
        defs: [def, ACTOR, WATCHER, card],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(ACTOR.name);
      const c = sc.uid(card.name, 0, 'hand');
      sc.choose(`min:${a}`);
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`card:${a}:${c}`));
      if (!o) throw new Error(`scenario: ${card.name} not offered`);
      sc.choose(o.id);
      return sc.s.act?.stealth ?? -1;
    },
  };
}

/** The cases of this family a vampire fits. */
export function cryptEveryActionCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.kind !== 'vampire'
      ? []
      : m.effects.flatMap((e: Effect): FamilyCase[] => {
          if (!isKind(e, 'mod') || e.who !== 'every' || e.stat !== 'stealth' || e.per || !e.if || typeof e.n !== 'number') return [];
          const k = kindOf(e.if);
          const card = k && CARD_OF[k];
          return card ? [stealthCase(def, e.n, card)] : [];
        }),
  );
}
