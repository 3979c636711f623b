/**
 * Scenarios of the master cards in play swept by the ninth session's masters helper from records that existed
 * (issue 29; tests only), by official card id, as testing/master-sweep-scenarios.ts: each plays the card through the
 * engine's decisions, measures what it does and fails once its effects are stripped. Shapes: a lock to draw cards
 * (discard down afterward); a card stolen as a (D) action; pool for votes in the polling step, once each turn.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './families';
import { Scenario } from './scenario';
import { announce, chooseP, dec, ids, passUntil, uid, V } from './testing';
import { build } from './testing';
import { testVampire } from './test-vampire';

const MINE = testVampire('Test Thief', {}, []);
const THEIRS = testVampire('Test Owner', {}, []);

/** The option of the pending decision naming the card `c`, or undefined. */
const optionWith = (sc: Scenario, c: string) => ids(sc.s).find((x) => x.split(':').includes(c));

/**
 * Seat 0's card in play in its minion phase, 7 cards in hand and 5 in the library: its use taken, and the discard down
 * answered with the first cards offered. Measured: the cards drawn from the library x10, the hand size after.
 */
function lockToDraw(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [
      {
        ready: [{ card: MINE.name, blood: 3 }],
        hand: Array.from({ length: 7 }, () => 'Blood Doll'),
        library: Array.from({ length: 5 }, () => 'Blood Doll'),
        play: [def.name],
      },
      {},
    ],
    defs: [def, MINE],
    strip: strip ? [def.name] : [],
  });
  const use = optionWith(sc, sc.uid(def.name, 0, 'play'));
  if (use) sc.choose(use);
  for (let i = 0; i < 5 && sc.s.pick; i++) sc.choose(ids(sc.s)[0]);
  return (5 - sc.s.seats[0].zones.library.length) * 10 + sc.s.seats[0].zones.hand.length;
}

/** Seat 1's card in play: seat 0's vampire steals it as a (D) action, unblocked. Measured: 10 if seat 0 controls it after, 1 if the action was directed at seat 1. */
export function stolenByAction(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: MINE.name, blood: 3 }] }, { play: [def.name], ready: [{ card: THEIRS.name, blood: 3 }] }],
    defs: [def, MINE, THEIRS],
    strip: strip ? [def.name] : [],
  });
  const c = sc.uid(def.name, 1, 'play');
  sc.choose(`min:${sc.uid(MINE.name)}`);
  const steal = ids(sc.s).find((o) => o.startsWith('stealAct:') && o.split(':').includes(c));
  if (!steal) return 0;
  sc.choose(steal);
  const directed = sc.s.act?.target === 1 ? 1 : 0;
  sc.s = passUntil(sc.s, (x) => !x.act);
  return directed + (sc.s.cards[c].zone === 'play' && sc.s.cards[c].controller === 0 ? 10 : 0);
}

/**
 * Seat 0's card in play; Horst von Brühl calls Ancilla Empowerment and seat 0 takes every use of the card offered in the
 * polling. Measured: the votes for x100, how many uses were offered (x10), seat 0's pool lost.
 */
function pollingVotes(def: CardDef, strip: boolean): number {
  let s = build({
    defs: strip ? [{ ...def, modes: def.modes.map((m) => ({ ...m, effects: [] })) }] : [def],
    seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'], play: [def.name] }, {}],
  });
  const c = uid(s, def.name, 0, 'play');
  const pool = s.seats[0].pool;
  s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
  let used = 0;
  for (let i = 0; i < 10 && s.ref?.step === 'polling'; i++) {
    const o = ids(s).find((x) => x.split(':').includes(c));
    if (!o || dec(s).seat !== 0) break;
    s = chooseP(s, o);
    used++;
  }
  return (s.ref?.yes ?? 0) * 100 + used * 10 + (pool - s.seats[0].pool);
}

export const MASTER_INPLAY_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Fragment of the Book of Nod: lock to draw 2 cards, discard down afterward; vampires may steal it as a (D) action
  '100785': (def) => [
    { family: 'lock: draw 2 cards, then discard down to the hand size', expected: 27, run: (s) => lockToDraw(def, s) },
    { family: "another Methuselah's vampire steals it as a (D) action", expected: 11, run: (s) => stolenByAction(def, s) },
  ],
  // Ferraille: once each turn, 1 pool for +3 votes in the polling step
  '100722': (def) => [{ family: 'polling: 1 pool for +3 votes, once each turn', expected: 311, run: (s) => pollingVotes(def, s) }],
};
