/**
 * Out-of-turn master cards played (vtes-es 1.6.2.4; vtes-pl "Karty mistrza grane poza turą"): the card is played
 * and paid as core/steps.ts `playOutOfTurn` says, then its `prims` effects run where it is played, their
 * roles read from the action under way: its acting minion is `actor` and `minion`, the Methuselah it is
 * directed at `target` (Archon Investigation burns the minion bleeding its player); in a moment naming cards, its `minion`
 * is one of them, its player's own first (Rötschreck: the vampire about to take aggravated damage). A card cancelling a card
 * as it is played acts through rules/cancel.ts, not here.
 */
import type { SeatId } from '../../../engine/types';
import { defOf, type Ev, type VtesState } from '../core/state';
import { playOutOfTurn } from '../core/steps';
import { cancelsAsPlayed } from '../schema/modes';
import { isKind } from '../schema/effect-query';
import { runPrimsIf } from '../vocab/primitives';
import { resetAutoPress } from '../vocab/prims/auto-press';

export function playOotCard(s: VtesState, seat: SeatId, h: string, mi: number, ev: Ev): void {
  const m = defOf(s, h).modes[mi];
  const act = s.act;
  playOutOfTurn(s, seat, h, mi, ev);
  // a card played in a combat sets its pressing cards' counters back (Trap: vocab/prims/auto-press.ts)
  if (s.combat?.autoPress) resetAutoPress(s);
  if (cancelsAsPlayed(m)) return;
  // a moment naming cards (the vampires about to take aggravated damage): the card's target is the player's own one, or the first
  const named = s.moment?.cards?.filter((u) => s.cards[u]);
  const on = named?.length ? (named.find((u) => s.cards[u].controller === seat) ?? named[0]) : undefined;
  // a Methuselah being ousted (9.1: Life Boon's "a Methuselah with no pool") is the card's target Methuselah
  const target = s.moment?.oust ? s.moment.subject : act?.target;
  const ctx = { seat, source: h, minion: on ?? act?.actor, actor: act?.actor, target, targetCard: act?.targetCard };
  for (const e of m.effects) if (isKind(e, 'prims')) runPrimsIf(s, e, ctx, ev);
}
