/**
 * The scenario family of an offered action removing a vampire of the user's uncontrolled region from the game to put
 * blood on another there (issue 30 item 1; tests only; vtes-es 1.1.2, 4; the primitive `feedUncontrolled`,
 * vocab/prims/feed-uncontrolled.ts; Malgorzata). Seat 0's vampire takes the action (unblocked); its uncontrolled region
 * holds two test vampires (0 and 1 blood); the first is removed, the second fed. Measured: 1 when the first is out of
 * the game, 10 when the second has 1 + n blood.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const GONE = testVampire('Test Fed Gone', {});
const FED = testVampire('Test Fed Kept', {});
const FOE = testVampire('Test Fed Foe', {});

function feedCase(def: CardDef, n: number): FamilyCase {
  return {
    family: 'offered action: an uncontrolled vampire removed from the game, blood on another',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        defs: [def, GONE, FED, FOE],
        seats: [
          {
            ready: [{ card: def.name, blood: 4 }],
            uncontrolled: [
              { card: GONE.name, blood: 0 },
              { card: FED.name, blood: 1 },
            ],
          },
          { ready: [{ card: FOE.name, blood: 4 }] },
        ],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const [g, f] = [sc.uid(GONE.name, 0, 'uncontrolled'), sc.uid(FED.name, 0, 'uncontrolled')];
      sc.choose(`min:${v}`);
      const use = dec(sc.s).options.find((o) => o.id.startsWith('use:') && o.id.split(':').includes(v));
      if (!use) throw new Error(`scenario: ${def.name} offers no action`);
      sc.choose(use.id);
      sc.s = passUntil(sc.s, (x) => x.pick?.then === 'uncontrolledRemove' || !x.act);
      const out = ids(sc.s).find((x) => x.split(':').includes(g));
      if (!out) throw new Error(`scenario: no vampire to remove: ${ids(sc.s).join(' ')}`);
      sc.choose(out);
      const into = ids(sc.s).find((x) => x.split(':').includes(f));
      if (into) sc.choose(into);
      return (sc.s.cards[g].zone !== 'uncontrolled' ? 1 : 0) + (sc.s.cards[f].blood === 1 + n ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits: its own action whose one primitive is `feedUncontrolled`. */
export function cryptFeedCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter((e): e is Ability => isKind(e, 'ability') && e.window === 'action' && e.effects.length === 1)
    .flatMap((e) => {
      const p = e.effects[0];
      return p.p === 'feedUncontrolled' ? [feedCase(def, p.n)] : [];
    });
}
