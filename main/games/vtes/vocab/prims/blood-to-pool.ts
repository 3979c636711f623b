/**
 * `bloodToPool { min, max?, from }`: blood of a vampire the user controls to the user's pool (vtes-es
 * 1.2): an amount the user picks between `min` and `max` (none: all the vampire has), asked next; when
 * the vampire has less than `min`, what it has (Minion Tap, Villein: LSJ 20100216).
 */
import type { SeatId } from '../../../../engine/types';
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { cardToPool } from '../../core/ops';
import { cardName } from '../../core/queries';
import { type Ev, isVampire, type VtesState } from '../../core/state';
import { setPick } from '../../core/steps';
import { type PrimDef, whoUid } from './def';

/** `n` blood of `card` to `seat`'s pool (the pick's answer, or the only amount possible). */
export function bloodToPool(s: VtesState, card: string, seat: SeatId, n: number, ev: Ev): void {
  const k = Math.min(n, s.cards[card].blood);
  if (k <= 0) return;
  cardToPool(s, card, seat, k);
  ev.push({ type: 'vtes.bloodDoll', params: { seat, uid: card, name: cardName(s, card), n: k, dir: 'out' }, rule: 'vtes-es:1.2' });
}

export const bloodToPoolPrim: PrimDef<'bloodToPool'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.from);
    const b = s.cards[u].blood;
    const hi = Math.min(pr.max ?? b, b);
    const lo = Math.min(pr.min, hi);
    if (hi === lo) return bloodToPool(s, u, c.seat, hi, ev);
    const amounts = Array.from({ length: hi - lo + 1 }, (_, i) => hi - i);
    setPick(
      s,
      c.seat,
      'bloodToPool',
      amounts.map((n) => ({ id: PICK_OPTIONS.encode('k', { pool: n }), label: 'bloodToPool', params: { n, label: { n } } })),
      { then: 'bloodToPool', data: { card: u } },
    );
  },
  // only a vampire of the user's with blood (Villein: "a vampire you control who has any amount of blood")
  possible(s, pr, c) {
    const u = whoUid(c, pr.from);
    return isVampire(s, u) && s.cards[u].controller === c.seat && s.cards[u].blood > 0;
  },
  text: (pr) => ({
    key: `prim.bloodToPool${pr.max === undefined ? '' : '_range'}`,
    params: { min: pr.min, ...(pr.max === undefined ? {} : { max: pr.max }) },
  }),
  // pool gained for blood the vampire had: worth a little (blood on a vampire is worth about as much)
  botValue: (pr) => 0.5 * (pr.max ?? pr.min + 2),
};
