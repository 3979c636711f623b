/**
 * The scenario family of a vampire's own library search to the hand (issue 30 item 1; tests only; the primitive
 * vocab/prims/seek-to-hand.ts, vtes-es 1.6.1.2): "can search your library for a minion card (an equipment card, a
 * card named X), reveal it and move it to your hand", as an action of the vampire (Mistress Fanchon, Sakhar, Dan
 * Murdock) or in its controller's unlock phase (Ivan Krenyenko). The library holds a card the record seeks and one it
 * does not (and, for a record naming no class, none of the class it excludes); the action is taken unblocked, or the
 * unlock phase ability used, and the card sought picked. Measured: every card offered is one the record seeks (10), the
 * card sought is in the hand (1). With the effects stripped no use is offered.
 */
import { PICK_OPTIONS } from '../../../common/vtes-options';
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import type { PrimOf } from '../schema/prim-records';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

type Seek = PrimOf<'seekToHand'>;

/** A test library card of a type, a name and classes. */
const libCard = (name: string, type: string, classes?: CardDef['classes']): CardDef => ({
  id: `test-seek-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  kind: 'library',
  types: [type],
  clan: [],
  reqs: [],
  modes: [
    type === 'Ally'
      ? { kind: 'ally', conditions: [], effects: [{ e: 'ally', life: 1, strength: 1, bleed: 1 }] }
      : { kind: type === 'Equipment' ? 'equip' : 'master', conditions: [], effects: [] },
  ],
  automation: 'full',
  ...(classes ? { classes } : {}),
});

/** The card the record seeks and the cards it does not (another type or name; the class it excludes). */
function library(p: Seek): { sought: CardDef; others: CardDef[] } {
  const sought = libCard(p.name ?? `Test Sought ${p.type ?? 'Card'}`, p.type ?? 'Master');
  const others = [libCard('Test Other Kind', p.type === 'Master' ? 'Equipment' : 'Master')];
  if (p.notClass) others.push(libCard(`Test Excluded ${p.notClass}`, p.type ?? 'Master', [p.notClass]));
  return { sought, others };
}

function seekCase(def: CardDef, a: Ability, p: Seek): FamilyCase {
  const { sought, others } = library(p);
  const unlock = a.window === 'unlock';
  return {
    family: `vampire's own library search to the hand (${unlock ? 'unlock phase' : 'action'})`,
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        ...(unlock ? { phase: 'unlock' as const } : {}),
        seats: [
          { ready: [{ card: def.name, blood: 3 }], library: [...others.map((o) => o.name), sought.name, 'Blood Doll'], hand: [] },
          {},
        ],
        defs: [def, sought, ...others],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      if (!unlock) sc.choose(`min:${v}`);
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:`));
      if (!o) throw new Error(`scenario: ${def.name} offers no search`);
      sc.choose(o.id);
      const lib = (x: CardDef) => PICK_OPTIONS.encode('lib', { cid: x.id });
      sc.s = passUntil(sc.s, (x) => !x.act || dec(x).options.some((y) => y.id === lib(sought)), 20);
      const offered = dec(sc.s).options.filter((y) => y.id.startsWith('lib:'));
      const exact = offered.length === 1 && offered[0].id === lib(sought) ? 10 : 0;
      if (offered.length) sc.choose(lib(sought));
      sc.s = passUntil(sc.s, (x) => !x.act, 20);
      return exact + (sc.s.seats[0].zones.hand.some((u) => sc.s.cards[u].cid === sought.id) ? 1 : 0);
    },
  };
}

/** The cases of this family a vampire fits: an action or unlock phase ability of its own whose one primitive is `seekToHand`. */
export function cryptSeekCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) => {
      if (!isKind(e, 'ability') || e.who?.role !== 'self' || (e.window !== 'action' && e.window !== 'unlock') || e.effects.length !== 1)
        return [];
      const p = e.effects[0];
      return p.p === 'seekToHand' && !e.action?.target ? [seekCase(def, e, p)] : [];
    }),
  );
}
