/**
 * `feedUncontrolled { n }`: the user removes a vampire of its uncontrolled region from the game (picked first, pick
 * `uncontrolledRemove`) and puts n blood from the bank on another vampire of that region (picked next, as
 * `bloodToUncontrolled` picks: `uncontrolledBlood`); vtes-es 1.1.2, 4; Malgorzata's +1 stealth action. Possible only with
 * two vampires there.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { removeFromGame } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { type Ev, isVampire, type VtesState } from '../../core/state';
import type { PrimDef } from './def';

const vampires = (s: VtesState, seat: SeatId) => s.seats[seat].zones.uncontrolled.filter((v) => isVampire(s, v));

/** Asks `seat` which of the vampires `vs` of its uncontrolled region the pick `kind` takes. */
function askAmong(s: VtesState, seat: SeatId, vs: string[], kind: string, next: Parameters<typeof setPick>[4]): void {
  const zone = s.seats[seat].zones.uncontrolled;
  setPick(
    s,
    seat,
    kind,
    vs.map((v) => ({
      id: PICK_OPTIONS.encode('t', { card: v }),
      label: 'uncontrolled',
      params: { uid: v, label: { pos: zone.indexOf(v) + 1 } },
    })),
    next,
  );
}

/** The answer to `uncontrolledRemove` (rules/picks.ts): `v` leaves the game, then the vampire fed is asked. */
export function uncontrolledRemoved(s: VtesState, seat: SeatId, v: string, n: number, ev: Ev): void {
  if (s.cards[v]?.zone !== 'uncontrolled') return;
  const name = cardName(s, v);
  removeFromGame(s, v);
  ev.push({ type: 'vtes.removedFromGame', params: { uid: v, name }, rule: 'vtes-es:1.1.2', reveals: true });
  const rest = vampires(s, seat);
  if (rest.length) askAmong(s, seat, rest, 'uncontrolledTarget', { then: 'uncontrolledBlood', data: { n } });
}

export const feedUncontrolledPrim: PrimDef<'feedUncontrolled'> = {
  run(s, pr, c) {
    const vs = vampires(s, c.seat);
    if (vs.length >= 2) askAmong(s, c.seat, vs, 'uncontrolledRemove', { then: 'uncontrolledRemove', data: { n: pr.n } });
  },
  possible: (s, _pr, c) => vampires(s, c.seat).length >= 2,
  text: (pr) => ({ key: 'prim.feedUncontrolled', params: { n: pr.n } }),
  // blood on a vampire to come, a crypt card lost
  botValue: (pr) => pr.n - 2,
};
