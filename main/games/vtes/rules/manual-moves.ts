/**
 * Moving cards by hand (issue 34 §1; vtes-es 1.4, 1.1): any card between any regions — hand,
 * library top or bottom, ash heap, crypt, uncontrolled, ready, torpor, in play, removed from the
 * game — and attaching a card to a minion or taking it off. A card leaving play leaves its counters
 * in the bank, its markers and label behind, and the cards on it go to their owners' ash heaps.
 */
import type { SeatId } from '../../../engine/types';
import { attach, bankToCard, capOverflow, cardToBank, markCard, moveTo, setLocked } from '../core/ops';
import { capacityOf, type Ev, type VtesState, type Zone } from '../core/state';

const IN_PLAY: ReadonlySet<Zone> = new Set(['ready', 'torpor', 'incapacitated', 'play', 'attached', 'uncontrolled']);

/** Where a region of the manual moves puts a card: its zone, its seat and whether on top. */
function placeOf(s: VtesState, u: string, zone: string, seat: SeatId): { zone: Zone; seat: SeatId; top: boolean } {
  const c = s.cards[u];
  // a card comes into play under its controller (or, from outside play, the Methuselah moving it)
  const ctl =
    c.zone === 'ready' || c.zone === 'torpor' || c.zone === 'incapacitated' || c.zone === 'play' || c.zone === 'attached'
      ? c.controller
      : seat;
  switch (zone) {
    case 'libraryTop':
      return { zone: 'library', seat: c.owner, top: true };
    case 'libraryBottom':
      return { zone: 'library', seat: c.owner, top: false };
    case 'ready':
    case 'torpor':
    case 'incapacitated':
    case 'play':
      return { zone, seat: ctl, top: false };
    case 'uncontrolled':
      return { zone, seat: c.owner === ctl ? c.owner : ctl, top: false };
    default:
      return { zone: zone as Zone, seat: c.owner, top: false };
  }
}

/** Takes what a card carries off it as it leaves play: counters, markers, label, the lock; the cards on it go to the ash heap. */
function leavePlay(s: VtesState, u: string, ev: Ev): void {
  for (const a of [...s.cards[u].attached]) {
    leavePlay(s, a, ev);
    moveTo(s, a, 'ash', s.cards[a].owner);
  }
  if (s.cards[u].blood > 0) cardToBank(s, u, s.cards[u].blood);
  setLocked(s, u, false);
  markCard(s, u, { marks: undefined, label: undefined, controller: s.cards[u].owner });
}

export function moveByHand(s: VtesState, u: string, zone: string, seat: SeatId, ev: Ev): void {
  const p = placeOf(s, u, zone, seat);
  const from = s.cards[u].zone;
  const staysInPlay =
    p.zone === 'ready' || p.zone === 'torpor' || p.zone === 'incapacitated' || p.zone === 'play' || p.zone === 'uncontrolled';
  if (IN_PLAY.has(from) && !staysInPlay) leavePlay(s, u, ev);
  moveTo(s, u, p.zone, p.seat, p.top);
  // imbued appendix 5: an imbued leaving the incapacitated region by any effect gains 1 life, up to its starting life
  if (from === 'incapacitated' && p.zone === 'ready' && s.cards[u].blood < capacityOf(s, u)) bankToCard(s, u, 1);
  // vtes-es 7 (and 1.2): an uncontrolled vampire may hold more counters than its capacity; once it is
  // in play (ready or in torpor, here moved by hand) the excess goes back to the bank at once
  capOverflow(s, u);
}

/** Puts a card (from the hand, in play or on another minion) on a minion, under that minion's controller. */
export function attachByHand(s: VtesState, u: string, host: string): void {
  attach(s, u, host);
}

/** Takes a card off its minion: it stays in play, before its controller. */
export function detachByHand(s: VtesState, u: string): void {
  const c = s.cards[u];
  moveTo(s, u, 'play', c.controller);
}
