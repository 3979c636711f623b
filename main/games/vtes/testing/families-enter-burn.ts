/**
 * Scenarios of an ally burning an ally or retainer of its Methuselah as it enters play (issue 29; tests only; the primitive
 * `burnOwn`, vocab/prims/burn-own.ts; G00151): War Ghoul; and its location burned by locking and burning itself. Each plays the card through
 * the engine's decisions and fails once its effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_ALLY, TEST_PLACE } from './action-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

/**
 * Seat 0's vampire recruits the ally, a plain ally of seat 0's already ready: measured 10 if that ally is burned, 1 if the new
 * ally is still ready.
 */
function burnOwnCase(def: CardDef): FamilyCase {
  const RECRUITER = testVampire('Test Recruiter', {}, [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'an ally entering play burns another ally of its Methuselah',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [
          {
            pool: 20,
            ready: [
              { card: RECRUITER.name, blood: 4 },
              { card: TEST_ALLY.name, blood: 2 },
            ],
            hand: [def.name],
          },
          {},
        ],
        defs: [def, RECRUITER, TEST_ALLY],
        strip: strip ? [def.name] : [],
      });
      const card = sc.uid(def.name, 0, 'hand');
      sc.play(def.name, { by: RECRUITER.name });
      sc.s = passUntil(sc.s, (x) => !x.act, 40);
      const burned = sc.s.cards[sc.uid(TEST_ALLY.name)].zone === 'ash' ? 10 : 0;
      return burned + (sc.s.cards[card].zone === 'ready' ? 1 : 0);
    },
  };
}

/** Seat 0's War Ghoul, in the minion phase, locks and burns itself to burn seat 1's location: 10 if it burned, 1 if the location did. */
function burnLocationCase(def: CardDef): FamilyCase {
  return {
    family: 'an ally locking and burning itself to burn a location',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: def.name, blood: 5 }] }, { play: [TEST_PLACE.name] }],
        defs: [def, TEST_PLACE],
        strip: strip ? [def.name] : [],
      });
      const ghoul = sc.uid(def.name);
      const place = sc.uid(TEST_PLACE.name, 1);
      const o = ids(sc.s).find((x) => x.startsWith(`use:${ghoul}:`) && x.split(':').includes(place));
      if (!o) return 0;
      sc.choose(o);
      return (sc.s.cards[ghoul].zone === 'ash' ? 10 : 0) + (sc.s.cards[place].zone === 'ash' ? 1 : 0);
    },
  };
}

export const ENTER_BURN_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // War Ghoul: 5 life, 4 strength; burns an ally or retainer of its Methuselah as it enters play; 1 damage prevented each
  // round; a (D) action to enter combat with a vampire; lock and burn itself to burn a location, out of combat
  '102144': (def) => [burnOwnCase(def), burnLocationCase(def)],
};
