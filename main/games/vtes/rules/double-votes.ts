/**
 * "During a referendum, if this vampire is ready, your vampires' votes are doubled when results are tallied" (the effect
 * `doubleVotes` of a vampire's own text, vtes-es 6.3.2, 6.3.3; Orlando Oriundus). When the polling ends, for each
 * Methuselah with such a ready vampire, the votes its vampires cast (the referendum's tally per vampire: not the Edge's
 * vote nor a political action card's own vote) count twice, once however many such vampires it has. Nothing is read
 * unless a card of the game says it (core/defs-index.ts).
 */
import type { SeatId } from '../../../engine/types';
import { defsIndex } from '../core/defs-index';
import { defOf, living, type VtesState } from '../core/state';
import { isEffect } from '../schema/effect-query';

/** Whether `seat` has a ready vampire whose own text doubles its vampires' votes. */
function doubles(s: VtesState, seat: SeatId): boolean {
  return s.seats[seat].zones.ready.some(
    (v) => !s.cards[v].contested && defOf(s, v).modes.some((m) => m.kind === 'vampire' && m.effects.some(isEffect('doubleVotes'))),
  );
}

/** The votes for and against the tally adds (6.3.2): each doubling Methuselah's vampires' votes once more. */
export function doubledVotes(s: VtesState): { yes: number; no: number } {
  const out = { yes: 0, no: 0 };
  const ref = s.ref;
  if (!ref?.tally || !defsIndex(s).kinds.has('doubleVotes')) return out;
  const seats = living(s).filter((x) => doubles(s, x));
  if (!seats.length) return out;
  for (const [v, t] of Object.entries(ref.tally)) {
    if (!s.cards[v] || !seats.includes(s.cards[v].controller) || (ref.abstained ?? []).includes(v)) continue;
    out.yes += t[0];
    out.no += t[1];
  }
  return out;
}
