/**
 * `gainTrait { trait }`: the minion of the use, a vampire in play, gains the trait for as long as it stays in play, its
 * clan and its own traits kept (vtes-es 11; core/state.ts `defOf` reads the card's `gainedTraits` mark, so every trait
 * Condition and filter sees it): Lilith's Blessing's "becomes Bahari". Possible only on a vampire without the trait.
 */
import { logRef } from '../../core/decision';
import { markCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { defOf, isVampire, type VtesState } from '../../core/state';
import type { Trait } from '../../schema/effects';
import { type PrimDef, whoUid } from './def';

const gains = (s: VtesState, u: string | undefined, t: Trait): u is string =>
  u !== undefined && !!s.cards[u] && isVampire(s, u) && !defOf(s, u).traits?.includes(t);

export const gainTraitPrim: PrimDef<'gainTrait'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, 'minion');
    if (!gains(s, u, pr.trait)) return;
    markCard(s, u, { gainedTraits: [...(s.cards[u].gainedTraits ?? []), pr.trait] });
    ev.push({
      type: 'vtes.gainedTrait',
      params: { seat: s.cards[u].controller, name: cardName(s, u), trait: logRef(`traitName.${pr.trait}`) },
      rule: 'vtes-es:11',
      reveals: true,
    });
  },
  possible: (s, pr, c) => gains(s, c.minion, pr.trait),
  text: (pr) => ({ key: `prim.gainTrait_${pr.trait}`, params: {} }),
  // what the trait is worth is what the deck's cards make of it
  botValue: () => 0,
};
