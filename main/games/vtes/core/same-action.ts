/**
 * "The same action" (issue 29; vtes-es 6.1, 6.1.1, 6.1.6; vtes-pl "Rodzaje akcji"): what an action is,
 * so that a minion barred from performing the same action again this turn (Change of Target, Obedience:
 * the `endAction` primitive's `noRepeat`) is not offered it. The rulebook's own limits stay where they
 * are (one bleed each turn, an action card or a card in play once each turn: `turnFlags.bled`,
 * `actedWith`); this record adds the actions without a card (LSJ 20060522: not the same as a card's),
 * the same only with the same target (RTR 19950509, LSJ 20080710: taking equipment is the same action
 * when one piece is the same, ANK 20200502), and the actions of cards in play, each its own card
 * (LSJ 20080725). Kept in the turn's records as `<minion>|<key>` (`turnFlags.sameBarred`).
 */
import type { MinionOption } from '../../../common/vtes-options';
import { useThisTurn } from './ops';
import type { ActionState, Step, VtesState } from './state';

/** The keys of an announced action: any one barred makes it the same action. */
export function actionKeys(s: VtesState, a: Step<ActionState> | ActionState): string[] {
  if (a.offer) return [`offer:${a.offer.card}:${a.offer.n}`];
  if (a.card) return [`card:${s.cards[a.card].cid}`];
  switch (a.kind) {
    case 'bleed':
    case 'hunt':
    case 'anarch':
    case 'leaveTorpor':
      return [a.kind];
    case 'equip':
      return [a.targetCard, ...(a.takeAlso ?? [])].flatMap((x) => (x ? [`equip:${x}`] : []));
    default:
      return a.targetCard ? [`${a.kind}:${a.targetCard}`] : [a.kind];
  }
}

/** The keys of an action offered in the minion phase (an option of MINION_OPTIONS), as `actionKeys` reads it once announced. */
export function optionKeys(s: VtesState, o: MinionOption | undefined): string[] {
  switch (o?.kind) {
    case 'bleed':
    case 'hunt':
    case 'anarch':
      return [o.kind];
    case 'leave':
      return ['leaveTorpor'];
    case 'rescue':
      return [`rescue:${o.target}`];
    case 'diab':
      return [`diablerie:${o.target}`];
    case 'takeEquip':
      return o.equipment.split('+').map((x) => `equip:${x}`);
    case 'burnAct':
      return [`burnCard:${o.card}`];
    case 'burnImbued':
      return [`burnCard:${o.target}`];
    case 'stealAct':
      return [`stealCard:${o.card}`];
    case 'fight':
    case 'red':
      return [`combat:${o.target}`];
    case 'card':
      return [`card:${s.cards[o.card].cid}`];
    case 'use':
    case 'useAt':
      return [`offer:${o.card}:${o.ability}`];
    default:
      return [];
  }
}

/** The acting minion of action `a` cannot perform the same action again this turn. */
export function barSameAction(s: VtesState, a: Step<ActionState>): void {
  for (const k of actionKeys(s, a)) useThisTurn(s, 'sameBarred', `${a.actor}|${k}`);
}

/** Whether minion `u` is barred from an action of these keys this turn. */
export function sameActionBarred(s: VtesState, u: string, keys: readonly string[]): boolean {
  const barred = s.turnFlags.sameBarred;
  return !!barred && keys.some((k) => barred.includes(`${u}|${k}`));
}
