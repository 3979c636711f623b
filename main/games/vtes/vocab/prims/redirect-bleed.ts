/**
 * `redirectBleed`: the bleed under way against the user is redirected to another Methuselah the user chooses
 * (a pick among the Methuselahs still playing other than the acting one and the user; vtes-es 6.1.1: a bleed
 * redirected is a bleed of the new target). Aksinya Daclau's "redirect the bleed to any other Methuselah". The
 * pick's answer is handled where redirect reaction cards are (rules/action.ts `redirectBleedTo`). Possible only
 * while a bleed is directed at the user, once blocks are declined, and another Methuselah may receive it.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { isBleed } from '../../core/queries';
import { setPick } from '../../core/steps';
import { living, type VtesState } from '../../core/state';
import { type PrimDef, plain } from './def';

/** The Methuselahs the bleed may go to: any still playing but the acting one and the user. */
function redirectSeats(s: VtesState, seat: SeatId): SeatId[] {
  const a = s.act;
  // as the redirect reaction cards: once blocks are declined (the reaction and modifier steps; LSJ 20000507)
  if (!a || !isBleed(s, a) || a.target !== seat || (a.step !== 'react' && a.step !== 'afterBlock')) return [];
  return living(s).filter((x) => x !== a.seat && x !== seat);
}

export const redirectBleedPrim: PrimDef<'redirectBleed'> = {
  run(s, _pr, c) {
    const seats = redirectSeats(s, c.seat);
    if (!seats.length) return;
    setPick(
      s,
      c.seat,
      'redirectBleed',
      seats.map((x) => ({
        id: PICK_OPTIONS.encode('s', { seat: String(x) }),
        label: 'redirectBleedTo',
        params: { label: { seat: x + 1 } },
      })),
      { then: 'redirectBleed', data: {} },
    );
  },
  possible: (s, _pr, c) => redirectSeats(s, c.seat).length > 0,
  text: () => plain('prim.redirectBleed'),
  // the whole bleed leaves the user's pool
  botValue: () => 2,
};
