/**
 * The start of a combat (vtes-es 6.4 "Combate", 6.4.2; vtes-pl "Walka"): the combat frame pushed with
 * its record, the optional maneuvers its combatants' own records give them. Kept apart from the combat
 * windows so that the end of a combat (strikes.ts) can start a queued one (Psyche!).
 */
import { cardDeed } from '../core/deeds';
import { breakWithdrawal, pushFrame } from '../core/ops';
import type { Ev, VtesState } from '../core/state';
import { cardName, statBonus } from '../core/queries';

/** The optional maneuvers the combatants' own records give them in the first round of a combat (6.4.2). */
export function firstRoundManeuvers(s: VtesState, a: string, b: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const u of [a, b]) {
    const n = statBonus(s, 'firstRoundManeuvers', u);
    if (n > 0) out[u] = n;
  }
  return out;
}

/**
 * The optional maneuvers a combat starts with (6.4.2): those of the first round and those "each
 * combat" (a weapon's, a vampire's own), the latter kept for the later rounds until used.
 */
export function startManeuvers(s: VtesState, a: string, b: string): Record<string, number> {
  const out = firstRoundManeuvers(s, a, b);
  for (const u of [a, b]) {
    const n = statBonus(s, 'combatManeuvers', u);
    if (n > 0) out[u] = (out[u] ?? 0) + n;
  }
  return out;
}

/** The optional maneuvers or presses "each combat" of the combatants (`combatFlex`: Ruins of Ceoris), used as one or the other. */
function startFlex(s: VtesState, a: string, b: string): { flex?: Record<string, number> } {
  const out: Record<string, number> = {};
  for (const u of [a, b]) {
    const n = statBonus(s, 'combatFlex', u);
    if (n > 0) out[u] = n;
  }
  return Object.keys(out).length ? { flex: out } : {};
}

/**
 * What a combatant's cards do to the opposing Methuselah's hand while it is in combat (`opponentOpenHand`: Owl Companion;
 * `opponentHandSize`: Raptor [ANI]): kept in the combat's record, gone with it (view/seatview.ts, core/queries.ts).
 */
function startHands(s: VtesState, a: string, b: string): { openHands?: number[]; handSize?: Record<number, number> } {
  const open: number[] = [];
  const size: Record<number, number> = {};
  for (const [u, o] of [
    [a, b],
    [b, a],
  ]) {
    // only a combatant carrying cards has such a retainer: nothing read otherwise
    if (!s.cards[u].attached.length) continue;
    const seat = s.cards[o].controller;
    if (statBonus(s, 'opponentOpenHand', u) > 0 && !open.includes(seat)) open.push(seat);
    const n = statBonus(s, 'opponentHandSize', u);
    if (n) size[seat] = (size[seat] ?? 0) + n;
  }
  return { ...(open.length ? { openHands: open } : {}), ...(Object.keys(size).length ? { handSize: size } : {}) };
}

export function startCombat(s: VtesState, a: string, b: string, ev: Ev): void {
  // 9.2: a withdrawing Methuselah's minion entering combat breaks the withdrawal
  for (const u of [a, b]) {
    breakWithdrawal(s, s.cards[u].controller);
    cardDeed(s, u, 'combat');
  }
  pushFrame(s, 'combat', {
    a,
    b,
    round: 1,
    step: 'preRange',
    range: 'close',
    asker: a,
    passes: 0,
    lastMove: null,
    strikes: {},
    extraLeft: {},
    extraSource: {},
    handOnly: false,
    nextClose: false,
    strengthSet: {},
    env: {},
    usedRound: {},
    usedCombat: {},
    // a minion's own optional maneuvers in the first round (Jack "Hannibal137" Harmon) or each combat, 6.4.2
    optManeuvers: startManeuvers(s, a, b),
    optPresses: {},
    ...startFlex(s, a, b),
    ...startHands(s, a, b),
    usedAbilities: [],
    damage: [],
    lostBlood: {},
    ended: false,
    unlockAtEnd: [],
    played: [],
  });
  ev.push({ type: 'vtes.combat', params: { a: cardName(s, a), b: cardName(s, b) }, rule: 'vtes-es:6.4' });
}
