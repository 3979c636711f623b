/**
 * Small steps shared by the frames of the V:TES rules (issue 11 item 1): pushing a pick (a small
 * choice with typed continuation data), the table order used to poll Methuselahs (vtes-es 2.1; vtes-pl
 * "Kolejność gry"), the hand size fixed after a change (vtes-es 1.6.1.2, 7; vtes-pl "Dobieranie kart"),
 * cards played out of turn by a Methuselah (vtes-es 1.6.1, 1.6.3.7; vtes-pl "Zagranie karty"),
 * infernal minions (vtes-es 11 Infernal; vtes-pl "Cechy"), hostages and the triggers run after moves.
 */
import type { SeatId } from '../../../engine/types';
import type { Effect } from '../schema/effects';
import { outOfTurnOf } from '../schema/modes';
import { OUT_OF_TURN, PICK_OPTIONS, UNLOCK_OPTIONS } from '../../../common/vtes-options';
import { drawUp, markCard, markSeat, moveTo, pushFrame } from './ops';
import { defOf, type Ev, handSize, isAlly, isVampire, seatAt, type Pick, type PickNext, uidsOfCid, type VtesState } from './state';
import { defsIndex } from './defs-index';
import { opt, type Opt } from './decision';
import { openManual } from './manual';
import { cardName, discardChoices, hasTrait, liveMode, payCost, playableModes, playFromHand, toAsh } from './queries';

export { discardChoices };
import { checkCardContest } from './contests';
import { isEffect } from '../schema/effect-query';

/** Out-of-turn master cards `seat` may play now (1.6.2.4, 5). */
export function ootOptions(s: VtesState, seat: SeatId): Opt[] {
  const o: Opt[] = [];
  for (const h of s.seats[seat].zones.hand) {
    const d = defOf(s, h);
    for (const mi of playableModes(s, h, null, seat, ['master']))
      if (outOfTurnOf(d.modes[mi]))
        o.push(opt(OUT_OF_TURN.encode('oot', { card: h, mode: mi }), 'playOutOfTurn', { card: d.name }, { card: h }));
  }
  return o;
}

/** Plays an out-of-turn master card: its cost now, one master action less in the next master phase (5). */
export function playOutOfTurn(s: VtesState, seat: SeatId, h: string, mi: number, ev: Ev): void {
  const d = defOf(s, h);
  const m = d.modes[mi];
  playFromHand(s, h, seat, ev);
  markCard(s, h, { mode: mi });
  payCost(s, d, null, seat, ev);
  markSeat(s, seat, { masterDebt: 1 });
  // vtes-pl "Drobnostka": a trifle played out of turn gives its extra master action in the next master phase
  if (s.edition === 'vekn-current' && m.effects.some(isEffect('trifle'))) markSeat(s, seat, { trifleNext: true });
  ev.push({ type: 'vtes.outOfTurn', params: { seat, card: d.name }, rule: 'vtes-es:1.6.2.4' });
  if (m.effects.some(isEffect('inPlay'))) {
    moveTo(s, h, 'play', seat);
    checkCardContest(s, h, ev);
  } else toAsh(s, h);
  if (m.effects.some(isEffect('manual'))) openManual(s, seat);
}

/** vtes-es:11 / vtes-pl:Cechy: an infernal minion does not unlock as normal in its controller's unlock phase. */
export function isInfernal(s: VtesState, u: string): boolean {
  return (isVampire(s, u) || isAlly(s, u)) && hasTrait(s, u, 'infernal');
}

/** Locked infernal minions the acting Methuselah may unlock now for 1 pool each (vtes-es:11 Infernal). */
export function infernalOptions(s: VtesState): Opt[] {
  const active = s.active;
  if (s.seats[active].pool < 1) return [];
  return [...s.seats[active].zones.ready, ...s.seats[active].zones.torpor]
    .filter((u) => s.cards[u].locked && !s.cards[u].contested && isInfernal(s, u))
    .map((u) => opt(UNLOCK_OPTIONS.encode('infernal', { minion: u }), 'infernalUnlock', { name: cardName(s, u) }, { uid: u }));
}

/** Cards in play (any Methuselah) with the effect. */
export function inPlayWith(s: VtesState, e: Effect['e']): string[] {
  if (!defsIndex(s).kinds.has(e)) return []; // no card of this game has it (issue 14 item 2)
  const out: string[] = [];
  for (let x = 0; x < s.n; x++) {
    const seat = s.seats[x];
    if (seat.ousted || seat.withdrawn) continue; // living seats, in seat order
    for (const u of seat.zones.play) if (liveMode(s, u)?.effects.some(isEffect(e))) out.push(u);
  }
  return out;
}

/** What the card modules do after the events of a step (cards/index.ts, given by the kernel). */
export interface EventHooks {
  /** A ready minion left the ready region (its burn or torpor event). */
  readyLeft: (s: VtesState, e: Ev[number], ev: Ev) => void;
  /** The events from index `from` have been read. */
  afterEvents: (s: VtesState, ev: Ev, from: number) => void;
}

/** Pushes a pick frame: a small choice whose answer continues with `next` (typed data). */
/** A pick's options naming cards to choose among (`label` is the option's text key: 'target' = "{{name}}"). */
export function cardTargets(s: VtesState, cards: readonly string[], label = 'target'): Pick['options'] {
  return cards.map((t) => ({ id: PICK_OPTIONS.encode('t', { card: t }), label, params: { uid: t, label: { name: cardName(s, t) } } }));
}

export function setPick(s: VtesState, seat: SeatId, kind: string, options: Pick['options'], next: PickNext): void {
  pushFrame(s, 'pick', { seat, kind, options, then: next.then, data: next.data } as Pick);
}

export function uniqueInPlay(s: VtesState, seat: SeatId, cid: string): boolean {
  // the cards of that id only (state.ts `uidsOfCid`), not the whole table
  const all = uidsOfCid(s, cid);
  for (let i = 0; i < all.length; i++) {
    const c = s.cards[all[i]];
    if (c.cid === cid && c.controller === seat && (c.zone === 'play' || c.zone === 'attached' || c.zone === 'ready')) return true;
  }
  return false;
}

export function pollOrder(s: VtesState, from: SeatId): SeatId[] {
  const out: SeatId[] = [];
  for (let k = 0; k < s.n; k++) {
    const x = s.seating ? seatAt(s, from, k) : (from + k) % s.n;
    if (!s.seats[x].ousted && !s.seats[x].withdrawn) out.push(x);
  }
  return out;
}

/** Keeps the hand at its size: discards at random above it are not allowed, the player chooses (1.6.1.2). */
export function fixHand(s: VtesState, seat: SeatId, ev: Ev): void {
  const over = s.seats[seat].zones.hand.length - handSize(s, seat);
  if (over > 0) {
    setPick(s, seat, 'discardDown', discardChoices(s, seat), { then: 'discardDown', data: {} });
  } else drawUp(s, seat, ev);
}
