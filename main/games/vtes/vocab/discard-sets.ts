/**
 * A discard cost of several cards (vtes-es 1.1.2, 1.6.1.2: "discard two master cards", Tension in the Ranks; "discard two
 * copies of the same card", Specialization): the sets of hand cards that may pay it, each chosen whole as the use is
 * chosen, so the use's option names its paying cards (`AbilityUse.card`, the instance ids joined with `+`). Sets of the
 * same cards by name are one choice (discarding one copy or another changes nothing seen), in hand order. Pure.
 */
import type { VtesState } from '../core/state';

/** The join of a set's instance ids in a use's `card` field. */
const JOIN = '+';

/** The hand cards a use's `card` field names: one card, or a set of several joined with `+`. */
export function payingCards(card: string): string[] {
  return card.split(JOIN);
}

/**
 * The sets of `n` cards among `cards` (already those of the cost's kind, in hand order), with `same` only copies of one
 * card; one set for each distinct group of card ids.
 */
export function discardSets(s: VtesState, cards: readonly string[], n: number, same: boolean): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const pick = (from: number, chosen: string[]) => {
    if (chosen.length === n) {
      const key = chosen
        .map((u) => s.cards[u].cid)
        .sort()
        .join(JOIN);
      if (!seen.has(key)) {
        seen.add(key);
        out.push(chosen.join(JOIN));
      }
      return;
    }
    for (let i = from; i < cards.length; i++) {
      if (same && chosen.length && s.cards[cards[i]].cid !== s.cards[chosen[0]].cid) continue;
      pick(i + 1, [...chosen, cards[i]]);
    }
  };
  if (cards.length >= n) pick(0, []);
  return out;
}
