/**
 * Actions costing one vampire more (the vampire effect `actionCost { kind, n }`; vtes-es 6.1, 6.2.3): "bleed actions
 * cost Marciana 1 additional blood". Such an action is not offered to the vampire while it has less blood than that
 * (rules/minion.ts), and the blood is burned with the action's costs as it succeeds (rules/resolution.ts
 * `resolveSuccess`). A bleed is the basic bleed or an action card that bleeds (core/queries.ts `isBleed`). Nothing is
 * read unless a card of the game has the record (defs index).
 */
import { burnBlood } from '../core/ops';
import { defsIndex } from '../core/defs-index';
import { cardName, isBleed, vampAbility } from '../core/queries';
import type { ActionState, Ev, Step, VtesState } from '../core/state';
import type { ActionKind } from '../schema/schema-params';
import type { Effect } from '../schema/effects';

/** The vampire's own `actionCost` records. */
const costsOf = (s: VtesState, u: string) => vampAbility(s, u, 'actionCost') as Extract<Effect, { e: 'actionCost' }>[];

/** The extra blood actions of `kind` cost vampire `u` (0 for nearly every vampire). */
export function actionSurcharge(s: VtesState, u: string, kind: ActionKind): number {
  if (!defsIndex(s).kinds.has('actionCost')) return 0;
  let n = 0;
  for (const e of costsOf(s, u)) if (e.kind === kind) n += e.n;
  return n;
}

/** 6.2.3: the action succeeded: its acting vampire burns what its own text adds to the cost of actions of that kind. */
export function payActionSurcharge(s: VtesState, action: Step<ActionState>, ev: Ev): void {
  if (!defsIndex(s).kinds.has('actionCost')) return;
  const u = action.actor;
  let n = 0;
  for (const e of costsOf(s, u)) if (e.kind === 'bleed' ? isBleed(s, action) : e.kind === action.kind) n += e.n;
  if (n <= 0) return;
  const k = burnBlood(s, u, n);
  ev.push({ type: 'vtes.actionSurcharge', params: { name: cardName(s, u), n: k }, rule: 'vtes-es:6.2.3' });
}
