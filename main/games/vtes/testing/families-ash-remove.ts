/**
 * Scenarios of an ally that, as it enters play, removes an ally or vampire card of its Methuselah's ash heap from the game
 * or burns (issue 29; tests only; the primitive `ashRemoveOrBurn`, vocab/prims/ash-remove-or-burn.ts; LSJ 20030701-2):
 * Shambling Hordes, Rotting Behemoth; and an ally's strength counted by its life (`mod strength per counters`). Each
 * plays the card through the engine's decisions and fails once its effects are stripped (data/coverage-gate.test.ts).
 */
import type { CardDef } from '../schema/effects';
import { strengthOf } from '../core/queries';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_ALLY } from './action-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

/** A recruiter meeting the card's first mode: its Disciplines, the card's clan. */
const recruiterFor = (def: CardDef) =>
  testVampire(
    'Test Recruiter',
    Object.fromEntries(def.modes[0].conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : []))),
    [],
    def.clan[0] ?? 'Caitiff',
  );

/**
 * Seat 0's vampire recruits the ally with an ally card in its ash heap; asked, it removes that card: 10 if the card left the
 * game, 1 if the ally is ready; `burn`: it chooses to burn the ally instead (10 if offered, 1 if the ally burned and the card stays).
 */
function ashRemoveCase(def: CardDef, burn: boolean): FamilyCase {
  const recruiter = recruiterFor(def);
  return {
    family: burn ? 'an ally entering play burned instead of removing an ash heap card' : 'an ally entering play removes an ash heap card',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ pool: 20, ready: [{ card: recruiter.name, blood: 5 }], hand: [def.name], ash: [TEST_ALLY.name] }, {}],
        defs: [def, recruiter, TEST_ALLY],
        strip: strip ? [def.name] : [],
      });
      const card = sc.uid(def.name, 0, 'hand');
      const ash = sc.uid(TEST_ALLY.name, 0, 'ash');
      sc.play(def.name, { by: recruiter.name });
      sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'ashRemoveOrBurn', 40);
      let offered = false;
      if (sc.s.pick?.kind === 'ashRemoveOrBurn') {
        const o = dec(sc.s).options.find((x) => (burn ? x.id === 'none' : x.id.split(':').includes(ash)));
        offered = !!o;
        if (o) sc.choose(o.id);
      }
      sc.s = passUntil(sc.s, (x) => !x.act, 40);
      // burned instead: the choice was offered (10) and the ally is in the ash heap with the card kept there (1)
      if (burn) return (offered ? 10 : 0) + (sc.s.cards[card].zone === 'ash' && sc.s.cards[ash].zone === 'ash' ? 1 : 0);
      return (sc.s.cards[ash].zone !== 'ash' && sc.s.cards[ash].zone !== 'hand' ? 10 : 0) + (sc.s.cards[card].zone === 'ready' ? 1 : 0);
    },
  };
}

/** The ally in play with 2 life: its strength (its printed strength plus 1 for each life). */
function strengthPerLifeCase(def: CardDef, printed: number): FamilyCase {
  return {
    family: "an ally's strength counted by its life",
    expected: printed + 2,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: def.name, blood: 2 }] }, {}],
        defs: [def],
        strip: strip ? [def.name] : [],
      });
      return strengthOf(sc.s, sc.uid(def.name));
    },
  };
}

const FOE = testVampire('Test Foe', {});

/** Seat 0's ally (3 life) enters combat with seat 1's vampire by its (D) action costing 1 life: 10 if the combat starts, + the life paid. */
function lifeCostCombatCase(def: CardDef): FamilyCase {
  return {
    family: "an ally's action to enter combat costing life",
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: def.name, blood: 3 }] }, { ready: [{ card: FOE.name, blood: 4 }] }],
        defs: [def, FOE],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(def.name);
      const v = sc.uid(FOE.name, 1);
      if (!ids(sc.s).includes(`min:${a}`)) return 0;
      sc.choose(`min:${a}`);
      const o = ids(sc.s).find((x) => x.startsWith(`use:${a}:`) && x.split(':').includes(v));
      if (!o) return 0;
      sc.choose(o);
      sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act, 40);
      return (sc.s.combat ? 10 : 0) + 3 - sc.s.cards[a].blood;
    },
  };
}

export const ASH_REMOVE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Shambling Hordes: zombie, 3 life ([NEC] 4), 0 strength; as it enters play, an ally or vampire of its Methuselah's ash
  // heap removed from the game or it burns; +1 strength for each life; a (D) action to enter combat; gains no life
  '101751': (def) => [ashRemoveCase(def, false), ashRemoveCase(def, true), strengthPerLifeCase(def, 0)],
  // Rotting Behemoth: zombie, 6 life, 3 strength; the same choice as it enters play; gains no life; a (D) action costing
  // 1 life to enter combat; [OBL] a press in round 1 for 1 life
  '102304': (def) => [ashRemoveCase(def, false), ashRemoveCase(def, true), lifeCostCombatCase(def)],
};
