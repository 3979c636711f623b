/**
 * Scenarios of a card in play whose abilities any Methuselah may use (issue 29; tests only; the ability field
 * `anyMethuselah`, vocab/abilities.ts `abilityUses`, the cost `masterAction`, the primitive `counter { gain }`;
 * vtes-es 5, 6.1, 6.2.1): Open War. Played by a baron, it goes in play; another Methuselah's anarch enters combat with
 * a minion of its controller, or burns its location for 2 pool, as (D) actions; another Methuselah spends a master
 * phase action and 1 pool to put a counter on it, and the fourth burns it and gains that Methuselah 4 pool. Each plays
 * the card through the engine's decisions and fails once its effects are stripped (data/coverage-gate.test.ts).
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import { TEST_PLACE } from './action-scenarios';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const BARON = testVampire('Test Baron', {}, [], 'Caitiff', { sect: 'anarch', title: 'baron' });
const RIVAL = testVampire('Test Rival Anarch', {}, [], 'Caitiff', { sect: 'anarch' });
const HOLDER = testVampire('Test Holder', {});

/** Seat 1's anarch, in seat 1's minion phase: the option of an action from seat 0's card `card` at `target`, if offered. */
function offered(sc: Scenario, card: string, target: string): string | undefined {
  sc.choose(`min:${sc.uid(RIVAL.name, 1)}`);
  return ids(sc.s).find((o) => o.startsWith(`use:${card}:`) && o.split(':').includes(target));
}

/**
 * Played by a baron, nobody blocks: in play (1). Seat 1's anarch enters combat with seat 0's vampire as a (D) action
 * (tens); burns seat 0's location for 2 pool (hundreds); seat 1 puts a counter on it with a master phase action and 1
 * pool (thousands); with 3 counters on it, the fourth burns it and seat 1 gains 4 pool (ten thousands).
 */
function openCase(def: CardDef) {
  return (strip: boolean): number => {
    const strip_ = strip ? [def.name] : [];
    const sc = new Scenario({
      seats: [{ ready: [{ card: BARON.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: HOLDER.name, blood: 3 }] }],
      defs: [def, BARON, HOLDER],
      strip: strip_,
    });
    const c = sc.uid(def.name, 0, 'hand');
    sc.play(def.name, { by: BARON.name });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const played = sc.s.cards[c].zone === 'play' ? 1 : 0;
    // seat 1's anarch enters combat with seat 0's vampire
    const arranged = (pool: number, counters = 0, phase: 'minion' | 'master' = 'minion') =>
      new Scenario({
        phase,
        active: 1,
        seats: [
          { ready: [{ card: HOLDER.name, blood: 3 }], play: [{ card: def.name, blood: counters }, TEST_PLACE.name] },
          { ready: [{ card: RIVAL.name, blood: 4 }], pool },
        ],
        defs: [def, RIVAL, HOLDER, TEST_PLACE],
        strip: strip_,
      });
    const fight = arranged(20);
    const card = fight.uid(def.name, 0);
    const o = offered(fight, card, fight.uid(HOLDER.name, 0));
    let combat = 0;
    if (o) {
      fight.choose(o);
      fight.s = passUntil(fight.s, (x) => !!x.combat || !x.act, 40);
      combat = fight.s.combat && fight.s.act?.target === 0 ? 10 : 0;
    }
    // seat 1's anarch burns seat 0's location for 2 pool
    const burn = arranged(20);
    const place = burn.uid(TEST_PLACE.name, 0);
    const b = offered(burn, burn.uid(def.name, 0), place);
    let burned = 0;
    if (b) {
      burn.choose(b);
      burn.s = passUntil(burn.s, (x) => !x.act, 40);
      burned = burn.s.cards[place].zone === 'ash' && burn.pool(1) === 18 ? 100 : 0;
    }
    return played + combat + burned + counterUses(def, arranged);
  };
}

/** Seat 1's master phase: a counter for a master phase action and 1 pool (thousands); the fourth pays 4 pool (ten thousands). */
function counterUses(def: CardDef, arranged: (pool: number, counters?: number, phase?: 'minion' | 'master') => Scenario): number {
  const use = (sc: Scenario, card: string) => ids(sc.s).find((o) => o.startsWith(`use:${card}:`));
  const one = arranged(20, 0, 'master');
  const c1 = one.uid(def.name, 0);
  const o1 = use(one, c1);
  let first = 0;
  if (o1) {
    one.choose(o1);
    first = one.s.cards[c1].blood === 1 && one.pool(1) === 19 && one.s.turnFlags.masterLeft === 0 ? 1000 : 0;
  }
  const four = arranged(20, 3, 'master');
  const c4 = four.uid(def.name, 0);
  const o4 = use(four, c4);
  let paid = 0;
  if (o4) {
    four.choose(o4);
    paid = four.s.cards[c4].zone === 'ash' && four.pool(1) === 23 ? 10000 : 0;
  }
  return first + paid;
}

export const OPEN_ABILITIES_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Open War: +1 stealth, requires a baron, one per game; in play: anarchs may enter combat with a minion or burn a
  // location for 2 pool as (D) actions; Methuselahs may spend a master phase action to move 1 pool onto it; at 4
  // counters it burns and (the Methuselah who moved the fourth) gains 4 pool
  '101324': (def) => [
    { family: 'a card in play whose actions and master phase use any Methuselah may take', expected: 11111, run: openCase(def) },
  ],
};
