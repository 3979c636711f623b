/**
 * A minion's own text barring the opposing minion in the first round of their combat (vtes-es 6.4.2 "Determinar la
 * distancia", 6.4.3 "Ataque"; vtes-pl "Ustalanie zasięgu", "Cios"; the record `firstRoundBar`): the opposing minion for
 * which its Condition holds cannot strike in round 1, and with `maneuvers` cannot maneuver either (Ossian, against a
 * vampire that played a card requiring Auspex during this action). Read by rules/combat.ts where strikes and maneuvers
 * are offered; a card's absence costs one walk of the opposing minion's own modes in round 1 only.
 */
import type { VtesState } from '../core/state';
import { defOf } from '../core/state';
import { other } from '../core/queries';
import { holds } from '../core/params/cond';
import { isKind } from '../schema/effect-query';
import { defsIndex } from '../core/defs-index';

/** Whether minion `u` may not strike (`strike`) or maneuver (`maneuver`) in this round of its combat. */
export function firstRoundBarred(s: VtesState, u: string, what: 'strike' | 'maneuver'): boolean {
  const combat = s.combat;
  if (!combat || combat.round !== 1) return false;
  const opp = other(combat, u);
  for (const m of defOf(s, opp).modes) {
    if (m.kind !== 'ally' && m.kind !== 'vampire') continue;
    for (const e of m.effects)
      if (
        isKind(e, 'firstRoundBar') &&
        (what === 'strike' || e.maneuvers) &&
        (!e.if || holds(s, e.if, { seat: s.cards[opp].controller, source: opp, minion: opp, opponent: u }))
      )
        return true;
  }
  return false;
}

/**
 * Whether minion `u` may not maneuver to `range` in any round because of the minion opposing it (the record
 * `opposingBar` on that minion's own text or a card on it: The Crusader Sword). Costs nothing when no card of the game
 * has the record (defs index).
 */
export function opposingManeuverBarred(s: VtesState, u: string, range: 'close' | 'long'): boolean {
  const combat = s.combat;
  if (!combat || !defsIndex(s).kinds.has('opposingBar')) return false;
  const opp = other(combat, u);
  const seat = s.cards[opp].controller;
  for (const x of [opp, ...s.cards[opp].attached])
    for (const m of defOf(s, x).modes)
      for (const e of m.effects)
        if (isKind(e, 'opposingBar') && e.maneuverTo === range && (!e.if || holds(s, e.if, { seat, source: x, minion: opp, opponent: u })))
          return true;
  return false;
}
