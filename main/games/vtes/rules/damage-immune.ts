/**
 * A minion immune to non-aggravated damage (vtes-es 6.4.6 "Daño"; vtes-pl "Obrażenia"; the record `immune`: Ponticulus,
 * Tye Cooper): its own text, read as a combat round's damage is gathered (rules/strikes.ts: no prevention is asked for
 * damage it does not take) and as any damage is resolved (`applyDamage`, combat or not). Aggravated damage still counts.
 * One read of the minion's own mode, only where damage is dealt to it.
 */
import type { VtesState } from '../core/state';
import { defOf } from '../core/state';
import { isKind } from '../schema/effect-query';

/** Whether minion `u`'s own text makes it immune to non-aggravated damage. */
export function immuneNonAgg(s: VtesState, u: string): boolean {
  const c = s.cards[u];
  if (!c || c.contested) return false;
  const m = defOf(s, u).modes[c.mode ?? 0];
  return !!m && (m.kind === 'ally' || m.kind === 'vampire') && m.effects.some((e) => isKind(e, 'immune') && e.to === 'nonAgg');
}
