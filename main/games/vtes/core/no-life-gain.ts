/**
 * An ally that cannot gain life (vtes-es 1.2; the record `noLifeGain`: Shambling Hordes, Rotting Behemoth, Aggressive
 * Corpse): the life an effect would give it stays in the blood bank. Read by the primitives that move counters from the
 * bank onto a minion (`move`, `gainToStart`, `gainBlood`); its life as it enters play is its printed life, not a gain.
 * One read of the card's own mode, only where life would be gained.
 */
import { defOf, type VtesState } from './state';
import { isKind } from '../schema/effect-query';

/** Whether card `u`'s own text bars it from gaining life. */
export function lifeGainBarred(s: VtesState, u: string): boolean {
  const c = s.cards[u];
  if (!c || c.contested) return false;
  const d = defOf(s, u);
  return d.kind === 'library' && !!d.modes[c.mode ?? 0]?.effects.some((e) => isKind(e, 'noLifeGain'));
}
