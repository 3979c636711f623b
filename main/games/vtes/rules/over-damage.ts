/**
 * A vampire's own damage limit for one combat (vtes-es 6.4.6; the effect `burnOverDamage { n }`: "is burned, without
 * going into torpor, if it takes more than n damage during a single combat": Franciscus). The damage it takes after
 * prevention is tallied in the combat's `damageTaken`; the damage that takes it over n burns it instead of being
 * resolved. Read by `applyDamage` for a vampire in combat only: a vampire without the record returns at once.
 */
import { burnCard, setStep } from '../core/ops';
import { cardName } from '../core/queries';
import { defOf, type Ev, isVampire, type VtesState } from '../core/state';
import { isEffect } from '../schema/effect-query';

/** The limit of vampire `v`'s own text, if any. */
function limitOf(s: VtesState, v: string): number | undefined {
  if (s.cards[v].contested) return undefined;
  const e = defOf(s, v)
    .modes.find((m) => m.kind === 'vampire')
    ?.effects.find(isEffect('burnOverDamage'));
  return e?.n;
}

/** Vampire `v` of the combat takes `n` damage now: true when that takes it over its limit (it is burned). */
export function overDamage(s: VtesState, v: string, n: number, ev: Ev): boolean {
  const combat = s.combat;
  if (!combat || n <= 0 || !isVampire(s, v)) return false;
  const limit = limitOf(s, v);
  if (limit === undefined) return false;
  const taken = (combat.damageTaken?.[v] ?? 0) + n;
  setStep(s, 'combat', { damageTaken: { ...combat.damageTaken, [v]: taken } });
  if (taken <= limit) return false;
  burnCard(s, v, ev, 'vtes-es:6.4.6');
  ev.push({ type: 'vtes.destroyed', params: { name: cardName(s, v) }, rule: 'vtes-es:6.4.6' });
  return true;
}
