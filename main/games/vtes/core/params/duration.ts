/**
 * Durations (issue 27 item 4; vocab/schema-params.ts `Duration`), interpreted here and nowhere else:
 * where the game is when a lasting effect begins (`stampNow`), whether the effect still lasts
 * (`lasts`), and its words in a card's text (`durationRef`, cards-vtes `dur.*`). An effect lasts
 * until the end of the action (vtes-es 6.2), of the combat (6.4) or of its round (6.4.1), of the turn
 * (3), until its user's next unlock phase (4) or its discard phase (8), or while its card stays in play (1.1.2).
 */
import type { SeatId } from '../../../../engine/types';
import { living, type Lasting, type Stamp, type VtesState } from '../state';

export type { Lasting, Stamp } from '../state';
import type { Duration } from '../../schema/schema-params';
import type { ParamRef } from './ctx';

/** The stamp of now, for an effect of `seat` (the user) from the card `card`. */
export function stampNow(s: VtesState, seat: SeatId, card?: string): Stamp {
  const k = s.combat;
  return {
    turn: s.turn,
    seat,
    ...(s.act ? { actor: s.act.actor } : {}),
    ...(k ? { combat: `${k.a}|${k.b}`, round: k.round } : {}),
    ...(card ? { card } : {}),
  };
}

/** Whether an effect that began at `since` with this duration still lasts now. */
export function lasts(s: VtesState, d: Duration, since: Stamp): boolean {
  const k = s.combat;
  switch (d) {
    case 'action':
      return s.turn === since.turn && !!s.act && s.act.actor === since.actor;
    case 'combat':
      return !!k && !k.ended && `${k.a}|${k.b}` === since.combat && s.turn === since.turn;
    case 'round':
      return !!k && `${k.a}|${k.b}` === since.combat && k.round === since.round && s.turn === since.turn;
    case 'turn':
      return s.turn === since.turn;
    case 'untilUnlock':
      // until the user's next unlock phase (the first phase of the user's next turn): the turn it began and
      // the turns of the others after it, fewer than a full round of the Methuselahs still playing
      return s.turn === since.turn || (s.turn > since.turn && s.active !== since.seat && s.turn - since.turn < living(s).length);
    case 'untilDiscard':
      // until the discard phase of the turn it began in (3, 8)
      return s.turn === since.turn && s.phase !== 'discard';
    case 'inPlay': {
      const c = since.card === undefined ? undefined : s.cards[since.card];
      return !!c && (c.zone === 'play' || c.zone === 'ready' || c.zone === 'attached' || c.zone === 'torpor');
    }
  }
}

/** The sum of the effects on card `uid` that still last now. */
export function lastingSum(s: VtesState, list: readonly Lasting[] | undefined, uid: string): number {
  let n = 0;
  if (list) for (const e of list) if (e.uid === uid && lasts(s, e.for, e.at)) n += e.n;
  return n;
}

/** The duration in words ("until the end of this round"). */
export function durationRef(d: Duration): ParamRef {
  return { key: `dur.${d}`, params: {} };
}
