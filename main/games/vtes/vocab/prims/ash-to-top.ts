/**
 * `ashToTop { n, discardRandom? }`: the user moves n library cards of its ash heap to the top of its library, chosen one
 * at a time (pick `ashToTop`; all there are when fewer; the card being played is not among them: LSJ 20090722), then,
 * with `discardRandom`, draws up (a hand short of its size draws the cards first: LSJ 20080612-2), discards n
 * cards of its hand at random (the game's seeded generator) and draws up again (vtes-es 1.1.2,
 * 1.6.1.2: Sudario Refraction). The ash heap is public: the choices are too. The cards are chosen as the effect
 * resolves, not named as the action is announced (LSJ 20050422, listed). Possible only with such a card there.
 */
import type { SeatId } from '../../../../engine/types';
import { RngCursor } from '../../../../engine/rng';
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { drawUp, moveTo, setGame } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type Ev, type VtesState } from '../../core/state';
import { type PrimDef } from './def';

/** The library cards of `seat`'s ash heap the primitive may take (not the card being played). */
function candidates(s: VtesState, seat: SeatId, source: string): string[] {
  return s.seats[seat].zones.ash.filter((u) => u !== source && defOf(s, u).kind === 'library');
}

/** `k` cards of the hand at random to the ash heap, then the hand drawn up. */
function discardRandom(s: VtesState, seat: SeatId, k: number, ev: Ev): void {
  if (k <= 0) return;
  const hand = [...s.seats[seat].zones.hand];
  const n = Math.min(k, hand.length);
  if (n > 0) {
    const cur = new RngCursor(s.rng);
    const chosen: string[] = [];
    for (let i = 0; i < n; i++) chosen.push(...hand.splice(cur.int(hand.length), 1));
    setGame(s, { rng: cur.state });
    for (const h of chosen) {
      moveTo(s, h, 'ash', seat);
      ev.push({ type: 'vtes.discard', params: { seat, card: cardName(s, h) }, rule: 'vtes-es:1.6.1.2', reveals: true });
    }
  }
  drawUp(s, seat, ev);
}

/** What the pick carries: cards left to take, the card played, how many to discard at random once over. */
export type AshToTopData = { left: number; source: string; discard: number };

/** The next card taken (`left` more), or the taking is over: the random discard and the draw. */
export function ashToTopStep(s: VtesState, seat: SeatId, d: AshToTopData, ev: Ev): void {
  const cards = d.left > 0 ? candidates(s, seat, d.source) : [];
  if (!cards.length) {
    // a hand short of its size draws the cards first, then discards at random (LSJ 20080612-2)
    if (d.discard > 0) drawUp(s, seat, ev);
    return discardRandom(s, seat, d.discard, ev);
  }
  setPick(
    s,
    seat,
    'ashToTop',
    cards.map((u) => ({ id: PICK_OPTIONS.encode('t', { card: u }), label: 'target', params: { uid: u, label: { name: cardName(s, u) } } })),
    { then: 'ashToTop', data: d },
  );
}

/** The answer to `ashToTop` (rules/picks.ts): card `u` to the top of the library, then the next one asked. */
export function ashToTopTaken(s: VtesState, seat: SeatId, u: string, d: AshToTopData, ev: Ev): void {
  if (!candidates(s, seat, d.source).includes(u)) return ashToTopStep(s, seat, { ...d, left: 0 }, ev);
  moveTo(s, u, 'library', seat, true);
  ev.push({ type: 'vtes.ashToTop', params: { seat, card: cardName(s, u) }, rule: 'vtes-es:1.1.2', reveals: true });
  ashToTopStep(s, seat, { ...d, left: d.left - 1 }, ev);
}

export const ashToTopPrim: PrimDef<'ashToTop'> = {
  run: (s, pr, c, ev) => ashToTopStep(s, c.seat, { left: pr.n, source: c.source, discard: pr.discardRandom ? pr.n : 0 }, ev),
  possible: (s, _pr, c) => candidates(s, c.seat, c.source).length > 0,
  text: (pr) => ({ key: `prim.ashToTop${pr.discardRandom ? '_discard' : ''}`, params: { n: pr.n } }),
  // the cards chosen drawn again soon, the random discard a loss of choice
  botValue: (pr) => (pr.discardRandom ? 0.4 : 0.6) * pr.n,
};
