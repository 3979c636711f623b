/**
 * "Cannot have or use equipment (or retainers)" (vtes-es 6.1.3, 6.1.4; the minion's own `noCarry`: Beast, Enkidu, and
 * an ally's mode in play: Ponticulus):
 * whether a card may not be put on a minion, read where a card is offered to go on a minion or is moved onto one
 * (an equip or employ mode, a take-equipment action, a diablerie's equipment, a strike stealing equipment, a master
 * card or an action card put on it). Nothing is read when no minion in play has the record: the host's own modes only.
 */
import { attachBarred, defOf, type VtesState } from './state';
import { isKind } from '../schema/effect-query';

/** The kind of carried card `noCarry` names for card `card`: equipment (a location is not carried), a retainer, or none. */
function carriedKind(s: VtesState, card: string): 'equipment' | 'retainer' | undefined {
  const d = defOf(s, card);
  if (d.types.includes('Retainer')) return 'retainer';
  if (d.types.includes('Equipment') && !d.classes?.includes('location')) return 'equipment';
  return undefined;
}

/** Whether minion `host`'s own text refuses cards of kind `kind` ("cannot have or use equipment"). */
export function refusesCarry(s: VtesState, host: string, kind: 'equipment' | 'retainer'): boolean {
  const h = s.cards[host];
  if (!h) return false;
  const d = defOf(s, host);
  const own = d.kind === 'crypt' ? 'vampire' : d.types.includes('Ally') ? 'ally' : undefined;
  if (!own) return false;
  return d.modes.some((m) => m.kind === own && m.effects.some((e) => isKind(e, 'noCarry') && e.types.includes(kind)));
}

/** Whether card `card` may not go on minion `host`: its own text refuses the card's class (`noAttach`) or type (`noCarry`). */
export function cannotHold(s: VtesState, card: string, host: string): boolean {
  if (attachBarred(s, card, host)) return true;
  const k = carriedKind(s, card);
  return k !== undefined && refusesCarry(s, host, k);
}
