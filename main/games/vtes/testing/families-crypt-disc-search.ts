/**
 * The scenario family of an action a vampire's text offers other vampires: search the library for a Discipline
 * master card and move it onto the acting vampire (issue 30 item 1; tests only; the primitive
 * vocab/prims/seek-discipline.ts with `on: 'minion'`, core/discipline-card.ts, vtes-es 1.6.2.2, 6.1): every Gangrel but
 * this vampire may take a +1 stealth action to find, in its own Methuselah's library, a Discipline master card of one of
 * three Disciplines and put it on itself (Lord Ashton). The vampire is another Methuselah's; a test vampire of
 * the Selector's clan, of the acting Methuselah, takes the action unblocked; its library holds a Discipline card of the
 * first Discipline named and one of a Discipline not named. Measured: the acting vampire's capacity and level of that
 * Discipline gained (2), plus 10 when only the card named is offered, plus 100 when the vampire itself is offered no such
 * action in its own Methuselah's turn ("other"). With the effects stripped no action is offered.
 */
import { PICK_OPTIONS } from '../../../common/vtes-options';
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import type { PrimOf } from '../schema/prim-records';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** A test Discipline master card (1.6.2.2). */
const discCard = (disc: string): CardDef => ({
  id: `test-disc-card-${disc}`,
  name: `Test Discipline Card ${disc}`,
  kind: 'library',
  types: ['Master'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'master', conditions: [], effects: [{ e: 'discipline', disc }] }],
  automation: 'full',
});

/** A Discipline none of `discs` is. */
const otherDisc = (discs: readonly string[]): string => ['aus', 'dom', 'obf', 'pre', 'tha'].find((d) => !discs.includes(d))!;

function searchCase(def: CardDef, a: Ability, p: PrimOf<'seekDiscipline'>, clan: string): FamilyCase {
  const disc = p.discs![0];
  const sought = discCard(disc);
  const other = discCard(otherDisc(p.discs!));
  const actor = testVampire('Test Seeker', {}, [], clan);
  return {
    family: "another vampire's action offered by a vampire's text: a Discipline card from the library onto it",
    expected: 112,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [
          { ready: [{ card: actor.name, blood: 3 }], library: [other.name, sought.name, 'Blood Doll'], hand: [] },
          { ready: [{ card: def.name, blood: 3 }] },
        ],
        defs: [def, actor, sought, other],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(actor.name, 0);
      const card = sc.uid(def.name, 1);
      sc.choose(`min:${v}`);
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${card}:`) && x.id.includes(`:${v}`));
      if (!o) throw new Error(`scenario: ${def.name} offers no action`);
      sc.choose(o.id);
      const lib = (x: CardDef) => PICK_OPTIONS.encode('lib', { cid: x.id });
      sc.s = passUntil(sc.s, (x) => !x.act || dec(x).options.some((y) => y.id === lib(sought)), 20);
      const offered = dec(sc.s).options.filter((y) => y.id.startsWith('lib:'));
      const exact = offered.length === 1 && offered[0].id === lib(sought) ? 10 : 0;
      if (offered.length) sc.choose(lib(sought));
      sc.s = passUntil(sc.s, (x) => !x.act, 20);
      const c = sc.s.cards[v];
      const gained = (c.capBonus ?? 0) + (c.discBonus?.[disc] ?? 0);
      return gained + exact + (selfOffered(def, strip) ? 0 : 100);
    },
  };
}

/** Whether the vampire itself is offered its own text's action (its Methuselah's minion phase). */
function selfOffered(def: CardDef, strip: boolean): boolean {
  const sc = new Scenario({
    phase: 'minion',
    seats: [{ ready: [{ card: def.name, blood: 3 }] }, {}],
    defs: [def],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name, 0);
  sc.choose(`min:${v}`);
  return dec(sc.s).options.some((x) => x.id.startsWith(`use:${v}:`));
}

/** The cases of this family a vampire fits: an action offered to vampires of a clan whose one primitive seeks a Discipline card for them. */
export function cryptDiscSearchCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) => {
      if (!isKind(e, 'ability') || e.window !== 'action' || e.who?.role || e.effects.length !== 1) return [];
      const p = e.effects[0];
      const w = e.who?.where;
      return p.p === 'seekDiscipline' && p.on === 'minion' && p.discs && w?.c === 'clan' ? [searchCase(def, e, p, w.clan)] : [];
    }),
  );
}
