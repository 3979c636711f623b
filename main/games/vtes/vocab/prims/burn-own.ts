/**
 * `burnOwn { of }`: as the card enters play, one of its Methuselah's allies or retainers is burned (vtes-es 1.1.2, 6.1.5; G00151: War
 * Ghoul, The Vozhd of Sofia): another of the user's ready allies, or of the retainers on its minions (ready or in
 * torpor), of the kinds `of` names, is burned, its Methuselah choosing when there are several (pick `burnOwn`, answered
 * by the `burnTarget` continuation); with none, the card itself burns (RTR 19961113). Mandatory, however the card entered
 * play (ANK 20170309-2: its `vtes.enters` trigger runs wherever it enters).
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { burnCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { becameAlly, defOf, type VtesState } from '../../core/state';
import type { SeatId } from '../../../../engine/types';
import type { PrimOf } from '../../schema/prim-records';
import { type PrimDef } from './def';

/** The user's other allies and retainers of the kinds asked (a ready ally; a retainer on a ready or torpid minion). */
export function ownBurnable(s: VtesState, pr: PrimOf<'burnOwn'>, seat: SeatId, self: string): string[] {
  const z = s.seats[seat].zones;
  const out: string[] = [];
  for (const u of z.ready) {
    if (u === self || s.cards[u].contested) continue;
    if (pr.of.includes('ally') && (defOf(s, u).types.includes('Ally') || becameAlly(s, u))) out.push(u);
  }
  if (pr.of.includes('retainer'))
    for (const m of [...z.ready, ...z.torpor])
      for (const x of s.cards[m].attached) if (x !== self && defOf(s, x).types.includes('Retainer')) out.push(x);
  return out;
}

export const burnOwnPrim: PrimDef<'burnOwn'> = {
  run(s, pr, c, ev) {
    const xs = ownBurnable(s, pr, c.seat, c.source);
    if (xs.length <= 1) {
      const u = xs[0] ?? c.source;
      if (s.cards[u] && (s.cards[u].zone === 'ready' || s.cards[u].zone === 'attached')) burnCard(s, u, ev, 'vtes-es:1.1.2');
      return;
    }
    setPick(
      s,
      c.seat,
      'burnOwn',
      xs.map((x) => ({ id: PICK_OPTIONS.encode('t', { card: x }), label: 'target', params: { uid: x, label: { name: cardName(s, x) } } })),
      { then: 'burnTarget', data: {} },
    );
  },
  text: (pr) => ({ key: `prim.burnOwn_${pr.of.join('_')}`, params: {} }),
  // one of the user's own allies or retainers given up (or the card itself)
  botValue: () => -2,
};
