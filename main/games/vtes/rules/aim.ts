/**
 * An aim riding on a strike (vocab/prims/aim.ts; vtes-es 6.4.5, 6.4.6): the opposing Methuselah's discards that
 * cancel it as it is played (pick `aimCancel`, the cards replaced as discards are), and, as the damage of the
 * aimed strike is resolved after prevention, its extra damage of the same kind when any of the strike's damage
 * landed, and the opposing minion barred from pressing this round.
 */
import type { SeatId } from '../../../engine/types';
import { moveTo, setStep } from '../core/ops';
import { cardName, other } from '../core/queries';
import { fixHand } from '../core/steps';
import type { Ev, VtesState } from '../core/state';
import { askAimCancel, setAim } from '../vocab/prims/aim';
import { strikeAgg } from '../vocab/prims-combat';

/** The answer of the pick `aimCancel`: `card` discarded (or none: the aim is kept). */
export function aimCancelAnswer(
  s: VtesState,
  seat: SeatId,
  data: { minion: string; plus: number; noPress?: true; n: number; chosen: readonly string[] },
  card: string | undefined,
  ev: Ev,
): void {
  if (!card) return setAim(s, data.minion, data.plus, data.noPress);
  const chosen = [...data.chosen, card];
  if (chosen.length < data.n) return askAimCancel(s, seat, { ...data, chosen });
  for (const h of chosen) {
    moveTo(s, h, 'ash', s.cards[h].owner);
    ev.push({ type: 'vtes.discard', params: { seat, card: cardName(s, h) }, reveals: true });
  }
  ev.push({ type: 'vtes.aimCancelled', params: { name: cardName(s, data.minion) }, rule: 'vtes-es:6.4.3' });
  fixHand(s, seat, ev);
}

/**
 * The damage (after prevention) minion `d.uid` takes: when the opposing strike carries an aim and some of that
 * strike's damage lands (more than the round's environmental share), the aim's extra damage of the strike's kind.
 */
export function aimedDamage(
  s: VtesState,
  d: { uid: string; env?: number },
  left: { normal: number; agg: number },
  ev: Ev,
): { normal: number; agg: number } {
  const combat = s.combat;
  if (!combat) return left;
  const from = other(combat, d.uid);
  const st = combat.strikes[from];
  if (!st?.aim || (st.kind !== 'hand' && st.kind !== 'damage') || left.normal + left.agg <= (d.env ?? 0)) return left;
  if (st.aim.noPress) setStep(s, 'combat', { noPress: [...(combat.noPress ?? []), { uid: d.uid, round: combat.round }] });
  ev.push({ type: 'vtes.aimed', params: { name: cardName(s, d.uid), n: st.aim.plus }, rule: 'vtes-es:6.4.5' });
  return strikeAgg(s, st, from) ? { ...left, agg: left.agg + st.aim.plus } : { ...left, normal: left.normal + st.aim.plus };
}

/** Whether minion `u` cannot press this round (an aim's rider). */
export const pressBarred = (s: VtesState, u: string): boolean =>
  !!s.combat && (s.combat.noPress ?? []).some((x) => x.uid === u && x.round === s.combat!.round);
