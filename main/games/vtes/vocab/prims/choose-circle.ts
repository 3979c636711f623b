/**
 * `chooseCircle`: the card of the use joins a Blood Brother circle its user chooses (vtes-es:11, clan Blood Brother: "as
 * this vampire enters play, choose any circle": New Blood), a pick among the printed circles; the circle stays on the
 * card while it is in play (`Inst.circle`, cleared as it burns). Not modelled: joining the "circle of one" of a vampire
 * with no circle designation (ANK 20211113): no rule reads a circle of one.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { markCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { type Circle, CircleSchema } from '../../schema/schema-params';
import { type PrimDef } from './def';

/** The answer (the pick's continuation, rules/picks.ts): the card joins the circle named, if it is still in play. */
export function circleChosen(s: VtesState, seat: SeatId, card: string, circle: string, ev: Ev): void {
  const c = CircleSchema.safeParse(circle);
  if (!c.success || !s.cards[card] || !['ready', 'torpor'].includes(s.cards[card].zone)) return;
  markCard(s, card, { circle: c.data });
  ev.push({ type: 'vtes.circleChosen', params: { seat, name: cardName(s, card), circle: c.data }, rule: 'vtes-es:11' });
}

export const chooseCirclePrim: PrimDef<'chooseCircle'> = {
  run(s, _pr, c) {
    const options = CircleSchema.options.map((x: Circle) => ({
      id: PICK_OPTIONS.encode('circle', { circle: x }),
      label: 'circle',
      params: { label: { circle: x } },
    }));
    setPick(s, c.seat, 'chooseCircle', options, { then: 'chooseCircle', data: { card: c.source } });
  },
  text: () => ({ key: 'prim.chooseCircle', params: {} }),
  // a circle is worth nothing by itself
  botValue: () => 0,
};
