/**
 * `bloodAmong { n, sel }`: n blood from the bank distributed among the cards the Selector takes (one or more), one blood at a
 * time, the user choosing each time which card gets it (pick `bloodAmong`; vtes-es 1.2). A vampire gets no blood past its
 * capacity, so only cards with room are offered; the distribution stops when no card has room (Dmitra Ilyanova's
 * referendum: four blood of the bank shared out over ready vampires). The choices are public. `poolAmong { sel }`: the
 * same from the user's pool, any number of blood, the user stopping when they like (pick `poolAmong`: Gird Minions).
 */
import type { SeatId } from '../../../../engine/types';
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { bankToCard, poolToCard } from '../../core/ops';
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
  /** From the user's pool, as many as they like (`poolAmong`), not from the bank. */
  readonly fromPool?: boolean;
}

/** The cards that may take one more blood now. */
function candidates(s: VtesState, seat: SeatId, sel: Selector): string[] {
  return selectedCards(s, sel, { seat }).filter((u) => !isVampire(s, u) || s.cards[u].blood < capacityOf(s, u));
}

/** The next blood placed (`left` more), or the distribution is over. */
export function bloodAmongStep(s: VtesState, seat: SeatId, d: BloodAmongData): void {
  const cards = d.left > 0 && (!d.fromPool || s.seats[seat].pool > 0) ? candidates(s, seat, d.sel) : [];
  if (!cards.length) return;
  const o = cards.map((u) => ({
    id: PICK_OPTIONS.encode('t', { card: u }),
    label: 'target',
    params: { uid: u, label: { name: cardName(s, u) } },
  }));
  // from the pool, "any number": the user may stop after any blood
  if (d.fromPool) o.push({ id: PICK_OPTIONS.encode('done', {}), label: 'noMore', params: { uid: '', label: { name: '' } } });
  setPick(s, seat, d.fromPool ? 'poolAmong' : 'bloodAmong', o, {
    then: 'bloodAmong',
    data: { left: d.left, sel: d.sel, ...(d.fromPool ? { fromPool: true } : {}) },
  });
}

/** The answer to `bloodAmong` (rules/picks.ts): 1 blood from the bank onto card `u`, then the next one asked. */
export function bloodAmongPlaced(s: VtesState, seat: SeatId, u: string, d: BloodAmongData, ev: Ev): void {
  if (!candidates(s, seat, d.sel).includes(u)) return;
  if (d.fromPool && s.seats[seat].pool <= 0) return;
  if (d.fromPool) poolToCard(s, seat, u, 1);
  else bankToCard(s, u, 1);
  ev.push({ type: 'vtes.addBlood', params: { uid: u, name: cardName(s, u), n: 1 }, rule: 'vtes-es:1.2' });
  bloodAmongStep(s, seat, { ...d, left: d.left - 1 });
}

export const bloodAmongPrim: PrimDef<'bloodAmong'> = {
  run: (s, pr, c) => bloodAmongStep(s, c.seat, { left: pr.n, sel: pr.sel }),
  possible: (s, pr, c) => candidates(s, c.seat, pr.sel).length > 0,
  text: (pr) => ({ key: 'prim.bloodAmong', params: { n: pr.n, sel: selectorRef({ ...pr.sel, count: 'any' }) } }),
  // the user puts the blood on its own vampires: worth as much as the blood
  botValue: (pr) => (pr.sel.whose === 'other' ? 0 : pr.n),
};

export const poolAmongPrim: PrimDef<'poolAmong'> = {
  // as many as the pool holds, one by one
  run: (s, pr, c) => bloodAmongStep(s, c.seat, { left: s.seats[c.seat].pool, sel: pr.sel, fromPool: true }),
  possible: (s, pr, c) => s.seats[c.seat].pool > 0 && candidates(s, c.seat, pr.sel).length > 0,
  text: (pr) => ({ key: 'prim.poolAmong', params: { sel: selectorRef({ ...pr.sel, count: 'any' }) } }),
  // pool turned into blood on the user's own vampires: about even
  botValue: () => 0.5,
};
