/**
 * A card's scenarios played both ways (issue 27 item 8; tests only): each family case and card scenario of its
 * definition, with its effects and stripped of them (what a stripped run throws is its outcome), for the per-round test
 * files that run one card at a time what the coverage gate runs for all.
 */
import type { CardDef } from '../schema/effects';
import { familyCases } from './families';
import { CARD_SCENARIOS } from './card-scenarios';

export interface BothWays {
  family: string;
  expected: number;
  got: number;
  stripped: unknown;
}

export function bothWays(def: CardDef): BothWays[] {
  return [...familyCases(def), ...(CARD_SCENARIOS[def.id]?.(def) ?? [])].map((k) => {
    let stripped: unknown;
    try {
      stripped = k.run(true);
    } catch (e) {
      stripped = e;
    }
    return { family: k.family, expected: k.expected, got: k.run(false), stripped };
  });
}
