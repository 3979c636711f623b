/**
 * `employFromHand { class? }`: the minion (in its combat) employs a retainer card of its controller's hand, of that
 * class (an animal: Pack Alpha), chosen as the primitive runs (vtes-es 6.4, 1.6.1.3: its requirements met and its cost
 * paid as normal, cost reductions included: RTR 20070707, ANK 20230824); the chosen one is put on the minion with its
 * life by rules/employ-from-hand.ts. A retainer played by hand (no reviewed entry) is not offered: its life is not known.
 */
import type { SeatId } from '../../../../engine/types';
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { canPay, cardName, playableModes } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type VtesState } from '../../core/state';
import type { PrimOf } from '../../schema/prim-records';
import { type PrimDef } from './def';

type Rec = PrimOf<'employFromHand'>;

/** Whether hand card `h` is a retainer the record lets minion `u` employ now (requirements and cost met). */
function fits(s: VtesState, pr: Rec, seat: SeatId, u: string, h: string): boolean {
  const d = defOf(s, h);
  if (d.kind !== 'library' || !d.types.includes('Retainer') || d.automation !== 'full') return false;
  if (pr.class && !d.classes?.includes(pr.class)) return false;
  // requirements ignored: only the cost, paid as normal by the minion and its Methuselah
  if (pr.ignoreReqs) return canPay(s, d, u, seat);
  return playableModes(s, h, u, seat, ['retainer']).length > 0;
}

/** The retainers of the hand minion `u` may employ. */
const retainers = (s: VtesState, pr: Rec, seat: SeatId, u: string) => s.seats[seat].zones.hand.filter((h) => fits(s, pr, seat, u, h));

export const employFromHandPrim: PrimDef<'employFromHand'> = {
  run: (s, pr, c) => {
    const u = c.minion;
    if (!u) return;
    const rs = retainers(s, pr, c.seat, u);
    if (!rs.length) return;
    setPick(
      s,
      c.seat,
      'employFromHand',
      rs.map((h) => ({
        id: PICK_OPTIONS.encode('t', { card: h }),
        label: 'employRetainer',
        params: { uid: h, label: { card: cardName(s, h) } },
      })),
      { then: 'employFromHand', data: { minion: u } },
    );
  },
  possible: (s, pr, c) => !!c.minion && retainers(s, pr, c.seat, c.minion).length > 0,
  text: (pr) => ({ key: `prim.employFromHand${pr.class ? `_${pr.class}` : ''}${pr.ignoreReqs ? '_anyReqs' : ''}`, params: {} }),
  // a retainer in play for this combat and the next ones
  botValue: () => 1.5,
};
