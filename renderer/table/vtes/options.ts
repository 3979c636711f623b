/**
 * Places a V:TES decision's options on the table: the card (minion, hand card, uncontrolled
 * vampire, card in play) or the Methuselah an option names through its `params` (`uid`, `card`,
 * `seat`), so the player can click the thing itself. The option list stays as the fallback.
 * Pure: no React.
 */
import { paramInt, paramString } from '../../../main/common/option-params';
import type { Decision, Option } from '../../../main/engine/types';
import { groupOptions } from '../kit/options';

export interface PlacedOptions {
  /** card uid → options naming it */
  card: Map<string, Option[]>;
  /** seat → options naming that Methuselah */
  seat: Map<number, Option[]>;
}

/** `uid` names the card an option acts on; `card` a card that is not a minion (a trophy, a card in play). */
const cardOf = (o: Option) => paramString(o.params, 'uid') ?? paramString(o.params, 'card');

/** What one option names on the board: its card (and the card it aims at, `target`), or else its Methuselah. */
export function pointedTarget(o: Option | null): { uid: string | null; seat: number | null; aim?: string | null } {
  if (!o) return { uid: null, seat: null };
  const uid = cardOf(o) ?? null;
  const seat = uid ? null : (paramInt(o.params, 'seat') ?? null);
  const aim = paramString(o.params, 'target');
  return aim ? { uid, seat, aim } : { uid, seat };
}

export function placeOptions(decision: Decision | null): PlacedOptions {
  const options = decision?.options ?? [];
  return {
    card: groupOptions(options, cardOf),
    seat: groupOptions(options, (o) => (cardOf(o) ? null : paramInt(o.params, 'seat'))),
  };
}

/**
 * Seats in table order as seen from `me`: me first, then my prey, its prey... (so the predator
 * comes last). Ousted seats keep their place. For 'public' the order starts at seat 0. `seating`: the order a card
 * set (the view's `seating`), followed instead of the seats' indices.
 */
export function tableOrder(seats: { seat: number; prey: number }[], me: number | 'public', seating?: readonly number[]): number[] {
  const n = seats.length;
  // a card changed the seating (Dramatic Upheaval): its order, from me
  if (seating?.length === n) {
    const i = me === 'public' ? 0 : Math.max(0, seating.indexOf(me));
    return Array.from({ length: n }, (_, k) => seating[(i + k) % n]);
  }
  const start = me === 'public' ? 0 : me;
  return Array.from({ length: n }, (_, i) => (start + i) % n);
}
