/**
 * `lookUncontrolled { whose: 'prey' }`: the user looks at one card of its prey's uncontrolled region, chosen by its
 * place there (vtes-es 1.1.2: the uncontrolled region is face down; Harrod's unlock phase ability). Asked as a pick
 * (`lookUncontrolled`, the places in the region; one card: no question); the card's name is shown to the user alone (a
 * log line visible to that seat), nothing moves. Possible only with a card there.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { type Ev, preyOf, type VtesState } from '../../core/state';
import { type PrimDef, plain } from './def';

/** The answer to `lookUncontrolled` (rules/picks.ts): `seat` sees card `u`, if it is still in that region. */
export function uncontrolledLooked(s: VtesState, seat: SeatId, owner: SeatId, u: string, ev: Ev): void {
  if (s.cards[u]?.zone !== 'uncontrolled' || !s.seats[owner].zones.uncontrolled.includes(u)) return;
  const pos = s.seats[owner].zones.uncontrolled.indexOf(u) + 1;
  ev.push({
    type: 'vtes.uncontrolledSeen',
    params: { name: cardName(s, u), pos, seat: owner + 1 },
    visibleTo: [seat],
    rule: 'vtes-es:1.1.2',
  });
}

export const lookUncontrolledPrim: PrimDef<'lookUncontrolled'> = {
  run(s, _pr, c, ev) {
    const prey = preyOf(s, c.seat);
    const zone = s.seats[prey].zones.uncontrolled;
    if (!zone.length) return;
    if (zone.length === 1) return uncontrolledLooked(s, c.seat, prey, zone[0], ev);
    setPick(
      s,
      c.seat,
      'lookUncontrolled',
      zone.map((u, i) => ({ id: PICK_OPTIONS.encode('t', { card: u }), label: 'uncontrolled', params: { uid: u, label: { pos: i + 1 } } })),
      { then: 'lookUncontrolled', data: { owner: prey } },
    );
  },
  possible: (s, _pr, c) => s.seats[preyOf(s, c.seat)].zones.uncontrolled.length > 0,
  text: () => plain('prim.lookUncontrolled_prey'),
  // what the prey will bring out next is known: worth a little
  botValue: () => 0.2,
};
