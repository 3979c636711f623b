/**
 * `bloodAmong { n, sel }`: n blood from the bank distributed among the cards the Selector takes (one or more), one blood at a
 * time, the user choosing each time which card gets it (pick `bloodAmong`; vtes-es 1.2). A vampire gets no blood past its
 * capacity, so only cards with room are offered; the distribution stops when no card has room (Dmitra Ilyanova's
 * referendum: four blood of the bank shared out over ready vampires). The choices are public.
 */
import type { SeatId } from '../../../../engine/types';
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { bankToCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { capacityOf, type Ev, isVampire, type VtesState } from '../../core/state';
import { selectedCards, selectorRef } from '../../core/params/selector';
import type { Selector } from '../../schema/schema-params';
import { type PrimDef } from './def';

/** What the distribution carries between its picks: the blood left to place and the cards it may go to. */
export interface BloodAmongData {
  readonly left: number;
  readonly sel: Selector;
}

/** The cards that may take one more blood now. */
function candidates(s: VtesState, seat: SeatId, sel: Selector): string[] {
  return selectedCards(s, sel, { seat }).filter((u) => !isVampire(s, u) || s.cards[u].blood < capacityOf(s, u));
}

/** The next blood placed (`left` more), or the distribution is over. */
export function bloodAmongStep(s: VtesState, seat: SeatId, d: BloodAmongData): void {
  const cards = d.left > 0 ? candidates(s, seat, d.sel) : [];
  if (!cards.length) return;
  setPick(
    s,
    seat,
    'bloodAmong',
    cards.map((u) => ({ id: PICK_OPTIONS.encode('t', { card: u }), label: 'target', params: { uid: u, label: { name: cardName(s, u) } } })),
    { then: 'bloodAmong', data: { left: d.left, sel: d.sel } },
  );
}

/** The answer to `bloodAmong` (rules/picks.ts): 1 blood from the bank onto card `u`, then the next one asked. */
export function bloodAmongPlaced(s: VtesState, seat: SeatId, u: string, d: BloodAmongData, ev: Ev): void {
  if (!candidates(s, seat, d.sel).includes(u)) return;
  bankToCard(s, u, 1);
  ev.push({ type: 'vtes.addBlood', params: { uid: u, name: cardName(s, u), n: 1 }, rule: 'vtes-es:1.2' });
  bloodAmongStep(s, seat, { left: d.left - 1, sel: d.sel });
}

export const bloodAmongPrim: PrimDef<'bloodAmong'> = {
  run: (s, pr, c) => bloodAmongStep(s, c.seat, { left: pr.n, sel: pr.sel }),
  possible: (s, pr, c) => candidates(s, c.seat, pr.sel).length > 0,
  text: (pr) => ({ key: 'prim.bloodAmong', params: { n: pr.n, sel: selectorRef({ ...pr.sel, count: 'any' }) } }),
  // the user puts the blood on its own vampires: worth as much as the blood
  botValue: (pr) => (pr.sel.whose === 'other' ? 0 : pr.n),
};
