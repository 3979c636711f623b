/**
 * Abilities used in a combat their card is not in (vtes-es 6.4.2, 6.4; an ability of window `beforeRange` with
 * `bystander`: Mariel, Lady Thunder locks to stop another pair of minions' fight before its range is set). Each
 * round, before range, once the out-of-turn master cards were offered, each Methuselah with such a use (in table order
 * from the active one) is asked once (decision `bystander`, options `byuse` and `bypass`); the combatants' own step never
 * offers them. Nothing is walked when no card of the game has such an ability (`bystanderGame`, once per definitions
 * table).
 */
import type { Decision, SeatId } from '../../../engine/types';
import { COMBAT_OPTIONS as ids } from '../../../common/vtes-options';
import { setStep } from '../core/ops';
import { dec, opt } from '../core/decision';
import { cardName } from '../core/queries';
import { pollOrder } from '../core/steps';
import { defsOf, type DefsTable } from '../core/card-tables';
import type { Ev, VtesState } from '../core/state';
import { isKind } from '../schema/effect-query';
import { abilityAt, abilityUses, type AbilityUse, findUse, useAbility, useFields } from '../vocab/abilities';

const BYSTANDER = new WeakMap<DefsTable, boolean>();

/** Whether any card of the game has a bystander ability (read once per definitions table). */
function bystanderGame(s: VtesState): boolean {
  const defs = defsOf(s);
  let has = BYSTANDER.get(defs);
  if (has === undefined) {
    has = false;
    for (const id in defs)
      if (defs[id].modes.some((m) => m.effects.some((e) => isKind(e, 'ability') && !!e.bystander))) {
        has = true;
        break;
      }
    BYSTANDER.set(defs, has);
  }
  return has;
}

/** Seat `x`'s bystander uses in the combat under way: not from a card in it (nor on a minion in it). */
function bystanderUses(s: VtesState, x: SeatId): AbilityUse[] {
  const combat = s.combat!;
  const inIt = (u: string) => u === combat.a || u === combat.b || s.cards[u]?.host === combat.a || s.cards[u]?.host === combat.b;
  return abilityUses(s, 'beforeRange', { seat: x }).filter((u) => u.ability.bystander && !inIt(u.source));
}

/** Whether a use of the combatants' own before-range step is a bystander's (never offered there). */
export const bystanderOnly = (u: AbilityUse): boolean => !!u.ability.bystander;

/** The next Methuselah asked about its bystander uses this round, before range, and its uses, if any. */
export function bystanderSeat(s: VtesState): { seat: SeatId; uses: AbilityUse[] } | undefined {
  if (!bystanderGame(s)) return undefined;
  const combat = s.combat!;
  for (const x of pollOrder(s, s.active)) {
    if ((combat.byAsked ?? []).includes(x)) continue;
    const uses = bystanderUses(s, x);
    if (uses.length) return { seat: x, uses };
  }
  return undefined;
}

/** The question of the next Methuselah asked about its bystander uses this round, if any. */
export function bystanderDecision(s: VtesState): Decision | null {
  const next = bystanderSeat(s);
  if (!next) return null;
  const combat = s.combat!;
  {
    const { seat: x, uses } = next;
    const o = uses.map((u) => opt(ids.encode('byuse', useFields(s, u)), 'useAbility', { card: cardName(s, u.source) }, { card: u.source }));
    o.push(opt(ids.encode('bypass', {}), 'noMore'));
    return dec(x, 'bystander', 'bystander', o, 'vtes-es:6.4.2', { name: cardName(s, combat.a), other: cardName(s, combat.b) });
  }
  return null;
}

/** The bystander decision answered by seat `x`: the use made (`card`, `ability`), or none; the seat is not asked again this round. */
export function bystanderAnswered(s: VtesState, x: SeatId, use: { card: string; ability: string } | undefined, ev: Ev): void {
  const combat = s.combat!;
  setStep(s, 'combat', { byAsked: [...(combat.byAsked ?? []), x] });
  if (!use) return;
  const a = abilityAt(s, use.card, use.ability);
  const c = { seat: x };
  useAbility(
    s,
    findUse(s, 'beforeRange', c, use.card, undefined, (y) => y === a),
    c,
    ev,
  );
}
