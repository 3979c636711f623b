/**
 * Scenarios of the master cards that keep a chosen card (issue 29; tests only; effect `keepsChosen`, Condition leaf
 * `keptChoice`, vocab/kept-choice.ts), by official card id, as testing/master-sweep-scenarios.ts: each plays the card
 * through the engine's decisions, measures what it does and fails once its effects are stripped. Shapes: the card
 * played in the master phase, its controller choosing among two vampires, the chosen one served in the next unlock
 * phase (ready or in torpor); the card stolen as a (D) action, its new controller choosing again.
 */
import { expect } from 'vitest';
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './families';
import { Scenario } from './scenario';
import { dec, ids, passUntil } from './testing';
import { testVampire } from './test-vampire';
import { toTorpor } from '../core/ops';

const FIRST = testVampire('Test Chosen First', {}, []);
const SECOND = testVampire('Test Chosen Second', {}, []);
const THIEF = testVampire('Test Chosen Thief', {}, []);

/** The option of the pending decision naming the card `c`, or undefined. */
const optionWith = (sc: Scenario, c: string) => ids(sc.s).find((x) => x.split(':').includes(c));

/**
 * Seat 0 plays the card in its master phase with two ready vampires (1 blood each), seat 1 with `theirs`, and chooses
 * its second vampire when asked.
 */
function playedChoosingSecond(def: CardDef, strip: boolean, theirs: { card: string; blood: number }[] = []): Scenario {
  const sc = new Scenario({
    phase: 'master',
    seats: [{ hand: [def.name], ready: [FIRST, SECOND].map((v) => ({ card: v.name, blood: 1 })) }, { ready: theirs }],
    defs: [def, FIRST, SECOND, THIEF],
    strip: strip ? [def.name] : [],
  });
  sc.play(def.name);
  if (sc.s.pick) sc.choose(optionWith(sc, sc.uid(SECOND.name)) ?? ids(sc.s)[0]);
  return sc;
}

/**
 * The card played choosing the second vampire (`playedChoosingSecond`); with `torpor` that vampire is then in torpor.
 * In seat 0's next unlock phase every use of the card is taken. Measured: the blood the second vampire gained x10, the
 * first's.
 */
export function keptChoiceServed(def: CardDef, strip: boolean, torpor = false): number {
  const sc = playedChoosingSecond(def, strip);
  const second = sc.uid(SECOND.name);
  if (torpor) sc.s = moveToTorpor(sc, second);
  sc.s = passUntil(sc.s, (x) => x.active === 1, 80);
  sc.s = passUntil(sc.s, (x) => x.active === 0 && dec(x).kind === 'vtes.unlock', 80);
  const card = sc.uid(def.name, 0, 'play');
  for (let use = optionWith(sc, card), i = 0; use && i < 4; use = optionWith(sc, card), i++) sc.choose(use);
  return (sc.s.cards[second].blood - 1) * 10 + (sc.s.cards[sc.uid(FIRST.name)].blood - 1);
}

/** A test set-up: the vampire sent to its controller's torpor (through the ops helper, on a copy of the state). */
function moveToTorpor(sc: Scenario, v: string) {
  const s = structuredClone(sc.s);
  toTorpor(s, v, []);
  return s;
}

/**
 * The card played choosing seat 0's second vampire (`playedChoosingSecond`); in seat 1's minion phase seat 1's vampire
 * steals it as a (D) action, unblocked. Measured: 10 if seat 1 controls it after, 1 if it now keeps seat 1's vampire as
 * chosen.
 */
export function keptChoiceStolen(def: CardDef, strip: boolean): number {
  const sc = playedChoosingSecond(def, strip, [{ card: THIEF.name, blood: 3 }]);
  const card = sc.uid(def.name, 0, 'play');
  const thief = sc.uid(THIEF.name, 1);
  sc.s = passUntil(sc.s, (x) => x.active === 1 && x.phase === 'minion' && dec(x).kind === 'vtes.minion', 80);
  const m = `min:${thief}`;
  if (!ids(sc.s).includes(m)) return 0;
  sc.choose(m);
  const steal = ids(sc.s).find((o) => o.startsWith('stealAct:') && o.split(':').includes(card));
  if (!steal) return 0;
  sc.choose(steal);
  sc.s = passUntil(sc.s, (x) => !x.act, 40);
  return (sc.s.cards[card].controller === 1 ? 10 : 0) + (sc.s.cards[card].chose === thief ? 1 : 0);
}

/** The checks of the rulings of testing/rulings-master-chosen.ts, by entry key; `def` reads a card's definition by official id. */
export function masterChosenRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // PIB 20150522: the chosen vampire, in torpor at its controller's unlock phase, still gains the 2 blood
    'rack-torpor': () => expect(keptChoiceServed(def('101536'), false, true)).toBe(20),
  };
}

export const MASTER_CHOSEN_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // The Rack: a ready vampire of its controller's chosen as it is played or stolen; 2 blood to it in each unlock phase
  '101536': (def) => [
    {
      family: 'played: the chosen vampire (not another) gains 2 blood in the unlock phase',
      expected: 20,
      run: (s) => keptChoiceServed(def, s),
    },
    { family: "stolen as a (D) action: the new controller's vampire chosen", expected: 11, run: (s) => keptChoiceStolen(def, s) },
  ],
};
