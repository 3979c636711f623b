/**
 * `gainToStart { n, who }`: the minion a role names gains n blood or life from the bank, never beyond what it
 * starts with (vtes-es 1.2; imbued appendix A.1): a vampire its capacity, an imbued its cost (its starting life),
 * another ally the life its card gives it (Rejuvenate: "not to exceed starting life"). What would go beyond stays
 * in the bank.
 */
import { bankToCard } from '../../core/ops';
import { lifeGainBarred } from '../../core/no-life-gain';
import { cardName } from '../../core/queries';
import { capacityOf, defOf, isImbued, isVampire, type VtesState } from '../../core/state';
import { isEffect } from '../../schema/effect-query';
import { type PrimDef, whoUid } from './def';

/** What minion `u` starts with: a vampire's capacity, an imbued's starting life, an ally's printed life. */
export function startingAmount(s: VtesState, u: string): number {
  if (isVampire(s, u) || isImbued(s, u)) return capacityOf(s, u);
  const ally = defOf(s, u)
    .modes.flatMap((m) => m.effects)
    .find(isEffect('ally')) as { life: number } | undefined;
  return ally?.life ?? capacityOf(s, u);
}

/** How much minion `u` may gain now, up to `n`. */
const room = (s: VtesState, u: string, n: number) =>
  lifeGainBarred(s, u) ? 0 : Math.max(0, Math.min(n, startingAmount(s, u) - s.cards[u].blood));

export const gainToStartPrim: PrimDef<'gainToStart'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    const k = room(s, u, pr.n);
    if (k <= 0) return;
    bankToCard(s, u, k);
    ev.push({ type: 'vtes.addBlood', params: { uid: u, name: cardName(s, u), n: k }, rule: 'vtes-es:1.2' });
  },
  possible: (s, pr, c) => room(s, whoUid(c, pr.who), pr.n) > 0,
  text: (pr) => ({ key: `prim.gainToStart_${pr.who}`, params: { n: pr.n } }),
  // the target of an action is one the user chose: a gain for it
  botValue: (pr) => (pr.who === 'opponent' ? -pr.n : pr.n),
};
