/**
 * Scenario families of a vampire that rearranges the top of its library or gives another blocker intercept (issue 30
 * item 1; tests only; Maris Streck):
 * - an offered action whose primitive is `arrangeTop { n }` (vtes-es 1.1.2; vocab/prims/arrange-top.ts): seat 0's
 *   vampire takes the action (unblocked); each card is then put in the reverse of its order, the last one placed by
 *   itself. Measured: 1 when the library's top n are the old top n reversed, 10 when the card below them stayed.
 * - an intercept-window ability of the vampire for its Methuselah's blocker (`who.role: 'blocker'`, paid in the
 *   vampire's blood; vtes-es 6.2.2.2): seat 0's minion (+1 stealth) bleeds seat 1, whose watcher (no intercept)
 *   attempts to block while the vampire is locked (usable locked, ANK 20220705); the vampire's use is taken. Measured:
 *   1 when the block makes a combat, 10 when the vampire paid its 1 blood.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_CLUB } from './families-melee';
import { type FamilyCase, testVampire } from './test-vampire';

const SNEAK = testVampire('Test Arrange Sneak', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);
const WATCH = testVampire('Test Arrange Watch', {});
const OTHER = testVampire('Test Arrange Other', {});

function arrangeCase(def: CardDef, n: number): FamilyCase {
  return {
    family: 'offered action: look at the top cards of the library and put them back in any order',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        defs: [def, OTHER, TEST_CLUB],
        seats: [
          { ready: [{ card: def.name, blood: 4 }], library: Array(n + 2).fill(TEST_CLUB.name) },
          { ready: [{ card: OTHER.name, blood: 4 }] },
        ],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const lib = [...sc.s.seats[0].zones.library];
      sc.choose(`min:${v}`);
      const use = dec(sc.s).options.find((o) => o.id.startsWith('use:') && o.id.split(':').includes(v));
      if (!use) throw new Error(`scenario: ${def.name} offers no action`);
      sc.choose(use.id);
      sc.s = passUntil(sc.s, (x) => x.pick?.then === 'arrangeTop' || !x.act);
      for (let i = 0; i < n && sc.s.pick?.then === 'arrangeTop'; i++) {
        const last = ids(sc.s)
          .filter((x) => x.startsWith('t:'))
          .pop();
        if (!last) break;
        sc.choose(last);
      }
      const now = sc.s.seats[0].zones.library;
      const want = lib.slice(0, n).reverse();
      return (JSON.stringify(now.slice(0, n)) === JSON.stringify(want) ? 1 : 0) + (now[n] === lib[n] ? 10 : 0);
    },
  };
}

function blockerInterceptCase(def: CardDef, cost: number): FamilyCase {
  return {
    family: "intercept for its Methuselah's blocker, paid in the vampire's blood",
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        defs: [def, SNEAK, WATCH],
        seats: [
          { ready: [{ card: SNEAK.name, blood: 4 }] },
          {
            ready: [
              { card: def.name, blood: 4, locked: true },
              { card: WATCH.name, blood: 4 },
            ],
          },
        ],
        strip: strip ? [def.name] : [],
      });
      const [a, v, w] = [sc.uid(SNEAK.name), sc.uid(def.name, 1), sc.uid(WATCH.name, 1)];
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.choose(`block:${w}`);
      const use = ids(sc.s).find((x) => x.split(':').includes(v));
      if (!use) throw new Error(`scenario: ${def.name} offers no intercept: ${ids(sc.s).join(' ')}`);
      sc.choose(use);
      const after = passUntil(sc.s, (x) => !!x.combat || !x.act);
      return (after.combat ? 1 : 0) + (after.cards[v].blood === 4 - cost ? 10 : 0);
    },
  };
}

/** The cases of these families a vampire fits. */
export function cryptArrangeCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter((e): e is Ability => isKind(e, 'ability'))
    .flatMap((e) => {
      const p = e.effects[0];
      if (e.window === 'action' && e.effects.length === 1 && p.p === 'arrangeTop' && !e.action?.target) return [arrangeCase(def, p.n)];
      const blood = e.cost.length === 1 && e.cost[0].c === 'blood' ? e.cost[0].n : undefined;
      if (
        e.window === 'intercept' &&
        e.who?.role === 'blocker' &&
        blood !== undefined &&
        e.effects.length === 1 &&
        p.p === 'bonus' &&
        p.stat === 'intercept' &&
        p.n === 1
      )
        return [blockerInterceptCase(def, blood)];
      return [];
    });
}
