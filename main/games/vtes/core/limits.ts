/**
 * The limits of a mode that depend on what happened in the action (vocab/modes.ts `limitsOf`): a
 * minion plays a given action modifier or reaction at most once per action (vtes-es 1.6.3.2, 1.6.3.6;
 * vtes-pl "Karty modyfikatorów akcji", "Karty reakcji"), whatever the mode or Discipline level it
 * uses, and whether or not it was locked or unlocked in between. The action record keeps, per minion,
 * the cards it played with a mode under that limit (`ActionState.used`); `queries.ts` `withinLimits`
 * asks `usedInAction` before a mode is offered, and every play records itself with `useInAction`.
 */
import { setStep, useThisTurn } from './ops';
import type { CardDef } from '../data/starters';
import type { LimitOnce, Mode } from '../schema/effects';
import { hasLimit } from '../schema/modes';
import type { VtesState } from './state';

/**
 * Whether minion `uid` already played card `cid` within the Duration of a "once" limit (schema.ts
 * `LimitOnce`): in this combat round or this combat (the combat's records, 6.4), in the action under
 * way (1.6.3.2, 1.6.3.6), in this turn (3: the turn's records), since its last unlock phase (4: the card's marks, cleared as it unlocks).
 * Each Duration is read where the game keeps it, here and nowhere else.
 */
export function playedWithin(s: VtesState, uid: string, cid: string, once: LimitOnce): boolean {
  switch (once) {
    case 'round':
      return (s.combat?.usedRound[uid] ?? []).includes(cid);
    case 'combat':
      return (s.combat?.usedCombat[uid] ?? []).includes(cid);
    case 'action':
      return usedInAction(s, uid, cid);
    case 'turn':
      return (s.turnFlags.playedTurn ?? []).includes(`${uid}:${cid}`);
    case 'untilUnlock':
      return (s.cards[uid].sinceUnlock ?? []).includes(cid);
  }
}

/** Whether minion `uid` already played, in the action under way, a mode of card `cid` limited to once per action. */
export function usedInAction(s: VtesState, uid: string, cid: string): boolean {
  const used = s.act?.used[uid];
  return !!used && used.includes(cid);
}

/**
 * Records that minion `uid` played mode `m` of card `d`: in the action under way (when the mode is limited
 * to once per action), and in the turn (when it is limited to once each turn, `turnFlags.playedTurn`).
 */
export function useInAction(s: VtesState, uid: string, d: CardDef, m: Mode): void {
  if (hasLimit(m, 'turn')) useThisTurn(s, 'playedTurn', `${uid}:${d.id}`);
  const a = s.act;
  if (!a || !hasLimit(m, 'action')) return;
  setStep(s, 'act', { used: { ...a.used, [uid]: [...(a.used[uid] ?? []), d.id] } });
}
