/**
 * A vampire's own "while it acts, the cards its controller plays are not replaced until the action ends" (vtes-es
 * 1.6.1.2; the effect `noReplacePlayed { while: 'acting' }`: Skidmark). Each card that Methuselah plays from the hand
 * during the vampire's action (the action card itself, its modifiers, the combat cards of its combats, the cards played
 * after resolution) leaves the hand one card short: the seat's `noReplaceAction`, drawn up as the action ends
 * (rules/resolution.ts `finishAction`; G00020). The longest "do not replace" wins (LSJ 20070320-1, Hagar Stone's ruling
 * on the same clause): a card whose own clause lasts the action or longer keeps its own; one whose clause ends with the
 * combat is moved to the action's. Nothing is read unless a card of the game says it (core/defs-index.ts).
 */
import type { SeatId } from '../../../engine/types';
import type { Mode } from '../schema/effects';
import { isEffect } from '../schema/effect-query';
import { defsIndex } from './defs-index';
import { markSeat, setStep } from './ops';
import { defOf, type VtesState } from './state';

/** Whether vampire `v` says that the cards its controller plays while it acts are not replaced. */
function holdsBack(s: VtesState, v: string): boolean {
  const c = s.cards[v];
  if (!c || c.contested || c.zone !== 'ready') return false;
  return defOf(s, v).modes.some((m) => m.kind === 'vampire' && m.effects.some(isEffect('noReplacePlayed')));
}

/**
 * A card of mode(s) `modes` has just left the hand of `seat` while `actor` (the acting minion, if an action is under way or
 * being announced) acts: when the actor's own text says it, the card is not replaced until the action ends. Called before
 * the hand is drawn up.
 */
export function playedNotReplaced(s: VtesState, seat: SeatId, actor: string | undefined, modes: readonly (Mode | undefined)[]): void {
  if (!actor || !defsIndex(s).kinds.has('noReplacePlayed')) return;
  if (s.cards[actor]?.controller !== seat || !holdsBack(s, actor)) return;
  const own = modes.flatMap((m) => m?.effects.filter(isEffect('noReplace')) ?? []);
  // the card's own clause lasts the action or longer: it wins (LSJ 20070320-1)
  if (own.some((e) => e.for !== 'combat')) return;
  // its clause ends with the combat: the action's is longer, so the combat's mark moves to the action
  const combat = s.combat;
  if (own.length && combat?.noReplace?.[seat])
    setStep(s, 'combat', { noReplace: { ...combat.noReplace, [seat]: combat.noReplace[seat] - 1 } });
  markSeat(s, seat, { noReplaceAction: (s.seats[seat].noReplaceAction ?? 0) + 1 });
}
