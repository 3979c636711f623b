/**
 * `poolOrBurnOwn { n, sel }` (vtes-es 1.1.2, 4): the Methuselah of the use burns n pool, unless it burns one card the
 * Selector takes (one of its own vampires), which burns the card of the use too (Antediluvian Awakening, in each
 * Methuselah's unlock phase: the trigger's `seat: 'active'`). A pick: the pool, or one of the candidates; with none, the
 * pool is burned at once.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { burnCard, burnPool } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { selectedCards, selectorRef } from '../../core/params/selector';
import { type PrimDef } from './def';

/** The choice made: `card` burned with the card of the use (`self`), or (none) n pool burned. */
export function poolOrBurnOwnChosen(
  s: VtesState,
  seat: SeatId,
  data: { readonly self: string; readonly n: number },
  card: string,
  ev: Ev,
): void {
  const c = card ? s.cards[card] : undefined;
  if (c && (c.zone === 'ready' || c.zone === 'torpor')) {
    burnCard(s, card, ev, 'vtes-es:1.1.2');
    if (s.cards[data.self]?.zone === 'play') burnCard(s, data.self, ev, 'vtes-es:1.1.2');
    return;
  }
  ev.push({ type: 'vtes.poolBurned', params: { seat, n: burnPool(s, seat, data.n) }, rule: 'vtes-es:1.1.2' });
}

export const poolOrBurnOwnPrim: PrimDef<'poolOrBurnOwn'> = {
  run(s, pr, c, ev) {
    const vs = selectedCards(s, pr.sel, c);
    if (!vs.length) return poolOrBurnOwnChosen(s, c.seat, { self: c.source, n: pr.n }, '', ev);
    setPick(
      s,
      c.seat,
      'poolOrBurnOwn',
      [
        { id: PICK_OPTIONS.encode('k', { pool: String(pr.n) }), label: 'poolOrTransfersPool', params: { label: { n: pr.n } } },
        ...vs.map((v) => ({
          id: PICK_OPTIONS.encode('t', { card: v }),
          label: 'burnOwnFor',
          params: { uid: v, label: { name: cardName(s, v) } },
        })),
      ],
      { then: 'poolOrBurnOwn', data: { self: c.source, n: pr.n } },
    );
  },
  text: (pr) => ({ key: 'prim.poolOrBurnOwn', params: { n: pr.n, sel: selectorRef(pr.sel) } }),
  // pool (or a vampire) lost by the Methuselah of the use
  botValue: (pr) => -pr.n,
};
