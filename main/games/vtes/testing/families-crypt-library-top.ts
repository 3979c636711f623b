/**
 * The scenario family of a vampire's own master phase look at the top of its Methuselah's library (issue 30 item 1;
 * tests only; the window `master`, the primitive `shuffleTop`, vtes-es 5, 1.1.2): Anatole looks at the top five cards
 * and shuffles them. In the master phase the vampire is ready, the library holds ten cards; the ability is used.
 * Measured: 1 when the top cards are the same cards in another order, 10 when the rest of the library is unchanged.
 * With the effects stripped no use is offered.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

function shuffleTopCase(def: CardDef, n: number): FamilyCase {
  return {
    family: 'own master phase ability: the top of the library looked at and shuffled',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'master',
        seats: [{ ready: [{ card: def.name, blood: 3 }], library: Array(10).fill('Blood Doll') }, {}],
        defs: [def],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const before = sc.s.seats[0].zones.library;
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:`));
      if (!o) throw new Error(`scenario: ${def.name} offers no use in the master phase`);
      sc.choose(o.id);
      const after = sc.s.seats[0].zones.library;
      const same = [...after.slice(0, n)].sort().join() === [...before.slice(0, n)].sort().join();
      const moved = after.slice(0, n).join() !== before.slice(0, n).join();
      return (same && moved ? 1 : 0) + (after.slice(n).join() === before.slice(n).join() ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits: its own free master phase ability whose one primitive is `shuffleTop`. */
export function cryptLibraryTopCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) =>
      isKind(e, 'ability') && e.window === 'master' && e.effects.length === 1 && e.effects[0].p === 'shuffleTop'
        ? [shuffleTopCase(def, e.effects[0].n)]
        : [],
    ),
  );
}
