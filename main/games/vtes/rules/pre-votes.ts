/**
 * Reactions played in a referendum's polling while nobody has voted yet (vtes-es 6.3.2-6.3.3; window
 * `beforeVotes`): as the polling opens, each other Methuselah holding such a card is asked first, in polling order
 * (`ref.pre`), before the caller's Methuselah casts the first votes; while nothing is cast yet they stay playable in
 * the polling too (core/queries.ts `inWindow`). And what a passed referendum's effect cost a Methuselah whose
 * `mirrorPoolLoss` marked it (Poison Pill), lost by the caller's Methuselah too; the toll of a failed referendum
 * (`failToll`: Elder Kindred Network).
 * Cost: one look at the other Methuselahs' hands as a political action's polling opens; nothing else.
 */
import { playLabel } from '../vocab/mode-label';
import type { Decision } from '../../../engine/types';
import type { SeatId } from '../../../engine/types';
import { REF_OPTIONS as ids } from '../../../common/vtes-options';
import { burnPool, setStep } from '../core/ops';
import { defOf, type Ev, type VtesState } from '../core/state';
import { dec, opt, type Opt } from '../core/decision';
import { mayReact, playableModes, readyMinions } from '../core/queries';
import { windowOf } from '../schema/modes';
import { playReaction } from './reactions';

/** Whether card `h` has a reaction mode of the "before any votes" window (read from its data). */
function preVoteCard(s: VtesState, h: string): boolean {
  return defOf(s, h).modes.some((m) => m.kind === 'reaction' && !!windowOf(m).beforeVotes);
}

/** The Methuselahs (polling order, the caller's left out) holding a "before any votes" reaction as the polling opens. */
export function preVoteSeats(s: VtesState, order: readonly SeatId[], caller: SeatId): SeatId[] {
  return order.filter((x) => x !== caller && s.seats[x].zones.hand.some((h) => preVoteCard(s, h)));
}

/** The "before any votes" reactions seat `seat` may play now, one option per card, mode and reacting minion. */
export function preVoteOptions(s: VtesState, seat: SeatId): Opt[] {
  const o: Opt[] = [];
  for (const r of readyMinions(s, seat)) {
    if (!mayReact(s, r, seat)) continue;
    for (const h of s.seats[seat].zones.hand) {
      if (!preVoteCard(s, h)) continue;
      const d = defOf(s, h);
      for (const mi of playableModes(s, h, r, seat, ['reaction']))
        if (windowOf(d.modes[mi]).beforeVotes)
          o.push(
            opt(ids.encode('preact', { card: h, mode: mi, reactor: r }), 'reaction', playLabel(s, h, mi), { card: h, uid: r, mode: mi }),
          );
    }
  }
  return o;
}

/** The first Methuselah of `ref.pre` is asked for its "before any votes" reactions, or none (it is passed over). */
export function preVoteDecision(s: VtesState): Decision | null {
  const seat = s.ref!.pre![0];
  if (s.seats[seat].ousted) return null;
  const o = preVoteOptions(s, seat);
  if (!o.length) return null;
  o.push(opt(ids.encode('done', {}), 'preVoteDone'));
  return dec(seat, 'vote', 'preVote', o, 'vtes-es:6.3.2');
}

/** An answer to the "before any votes" question: a reaction played (asked again), or done (the next Methuselah). */
export function handlePreVote(s: VtesState, o: NonNullable<ReturnType<typeof ids.decode>>, ev: Ev): void {
  const ref = s.ref!;
  if (o.kind === 'preact') {
    playReaction(s, o.card, Number(o.mode), o.reactor, ev);
    return;
  }
  setStep(s, 'ref', { pre: ref.pre!.slice(1) });
}

/** The pools of the Methuselahs whose `mirrorPoolLoss` marked the referendum, before its outcome. */
export function poolsBefore(s: VtesState, mirror: readonly SeatId[] | undefined): number[] | undefined {
  return mirror?.length ? mirror.map((x) => s.seats[x].pool) : undefined;
}

/** The pool each marked Methuselah lost to the outcome is burned by the caller's Methuselah too (Poison Pill). */
export function mirrorPoolLoss(s: VtesState, mirror: readonly SeatId[], before: readonly number[], caller: SeatId, ev: Ev): void {
  mirror.forEach((x, i) => {
    const lost = before[i] - s.seats[x].pool;
    if (lost <= 0 || s.seats[caller].ousted) return;
    ev.push({ type: 'vtes.poolBurned', params: { seat: caller, n: burnPool(s, caller, lost) }, rule: 'vtes-es:6.3.2' });
  });
}

/** A failed referendum marked by `failToll` cards: the caller's Methuselah burns 1 pool plus the vote difference, per card. */
export function failToll(s: VtesState, caller: SeatId, cards: number, diff: number, ev: Ev): void {
  if (s.seats[caller].ousted) return;
  const n = cards * (1 + Math.max(0, diff));
  ev.push({ type: 'vtes.poolBurned', params: { seat: caller, n: burnPool(s, caller, n) }, rule: 'vtes-es:6.3.2' });
}
