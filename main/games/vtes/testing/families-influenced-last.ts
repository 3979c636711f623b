/**
 * A master card put only on a vampire that entered its player's ready region during that player's last influence phase
 * (issue 29, h-masters, thirteenth session; tests only): the Condition leaf `influencedLast` (vtes-es 7; kept by
 * core/state.ts `influenced`, only in a game where a card asks it). Legendary Vampire: on such a vampire of capacity 7
 * or more, +2 bleed and +2 votes; any vampire may call a referendum to burn it (+1 stealth).
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { ids } from './testing';
import { statBonus } from '../core/queries';

const PASS = ['pass', 'decline', 'done', 'none', 'noMore'];
const naming = (sc: Scenario, uid: string) => ids(sc.s).filter((x) => x.split(':').includes(uid));

/** A vampire of capacity 7 waiting in the uncontrolled region with all its blood. */
export const NEWCOMER = testVampire('Test Newcomer Elder', {}, [], 'Caitiff', { capacity: 7 });
/** A vampire of capacity 7 already ready before that influence phase. */
export const OLD_HAND = testVampire('Test Old Hand Elder', {}, [], 'Caitiff', { capacity: 7 });
/** A vampire of capacity 6 that also enters in that influence phase. */
const YOUNGER = testVampire('Test Younger Newcomer', {}, [], 'Caitiff', { capacity: 6 });

/** The set-up of `influencedLastCase` (below), stopped at seat 0's next master phase (its minion phase if it had nothing to play). */
export function atNextMaster(def: CardDef, strip: boolean, skip = false) {
  const sc = new Scenario({
    phase: 'influence',
    seats: [
      {
        ready: [{ card: OLD_HAND.name, blood: 3 }],
        uncontrolled: [
          { card: NEWCOMER.name, blood: 7 },
          { card: YOUNGER.name, blood: 6 },
        ],
        hand: [def.name],
        library: Array<string>(10).fill('Blood Doll'),
      },
      { library: Array<string>(10).fill('Blood Doll') },
    ],
    defs: [def, NEWCOMER, OLD_HAND, YOUNGER],
    strip: strip ? [def.name] : [],
  });
  const nu = sc.uid(NEWCOMER.name, 0, 'uncontrolled');
  const yo = sc.uid(YOUNGER.name, 0, 'uncontrolled');
  const old = sc.uid(OLD_HAND.name);
  for (const v of [nu, yo]) {
    const o = naming(sc, v).find((x) => x.startsWith('influence'));
    if (!o) throw new Error(`not influenced: ${ids(sc.s).join(' ')}`);
    sc.choose(o);
  }
  const card = sc.uid(def.name, 0, 'hand');
  // seat 0's next turn (two seats), or the one after with `skip`: its master phase, or its minion phase when the
  // master phase had nothing to offer
  const turn = sc.s.turn + (skip ? 4 : 2);
  for (let i = 0; i < 120 && !(sc.s.turn === turn && ['master', 'minion'].includes(sc.s.phase)); i++) {
    const opts = ids(sc.s);
    sc.choose(opts.find((x) => PASS.includes(x)) ?? opts[0]);
  }
  if (sc.s.turn !== turn || sc.s.active !== 0) throw new Error(`not at seat 0's turn: ${sc.s.turn} ${sc.s.active}`);
  return { sc, card, nu, yo, old };
}

/**
 * Seat 0 is in its influence phase: `NEWCOMER` and `YOUNGER` (all their blood) are moved out of the uncontrolled
 * region, `OLD_HAND` is already ready; then every turn passes until seat 0's next master phase (`skip`: one more of its
 * turns passes first, so the influence phase that moved them is no longer its last), where the card is played on the
 * first vampire offered. Measured: 100 if `NEWCOMER` is offered, 10 if `OLD_HAND` is, 1 if `YOUNGER` is, + 1000 × the
 * bleed bonus and 10,000 × the votes bonus of the vampire it went on.
 */
export function influencedLastCase(def: CardDef, strip: boolean, skip = false): number {
  const { sc, card, nu, yo, old } = atNextMaster(def, strip, skip);
  const play = naming(sc, card)[0];
  if (!play) return 0;
  sc.choose(play);
  const offered = (naming(sc, nu).length ? 100 : 0) + (naming(sc, old).length ? 10 : 0) + (naming(sc, yo).length ? 1 : 0);
  const first = naming(sc, nu)[0] ?? naming(sc, old)[0];
  if (first) sc.choose(first);
  const on = sc.s.cards[card].host;
  return offered + (on ? 1000 * statBonus(sc.s, 'bleed', on) + 10000 * statBonus(sc.s, 'votes', on) : 0);
}

export const INFLUENCED_LAST_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Legendary Vampire: on a vampire of capacity 7+ that entered your ready region in your last influence phase: +2 bleed
  '101091': (def) => [
    {
      family: 'on a capacity 7+ vampire influenced in your last influence phase: +2 bleed, +2 votes',
      expected: 22100,
      run: (s) => influencedLastCase(def, s),
    },
  ],
};

/** The checks of the rulings of testing/rulings-influenced-last.ts, by entry key; `def` reads a card's definition by official id. */
export function influencedLastRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // Legendary Vampire: only the last influence phase counts, not the one before
    'legendary-last-only': () => {
      const n = influencedLastCase(def('101091'), false, true);
      if (n !== 0) throw new Error(`Legendary Vampire offered after a second influence phase: ${n}`);
    },
  };
}
