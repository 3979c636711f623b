/**
 * Which cards stand between the tournament decks and playing themselves entirely (issues 29 and 30:
 * "≥ 30 % of the TWD decks entirely `full`"). A deck plays itself only when every distinct card in it
 * is `full`, so the slot figures of `coverage.ts` say little about whole decks: a deck missing eight
 * different cards gains nothing from the most played card it lacks until the other seven are done too.
 *
 * Two views, pure over the decks and a `full` test:
 * - `missingHistogram`: how many decks miss 0, 1, 2, … distinct cards (the last bucket holds the rest);
 * - `completionOrder`: a greedy order of the cards not `full` that makes the most decks entirely full
 *   soonest. Each step takes the card with the highest weight over the decks still incomplete, a deck
 *   missing k cards giving each of them 1 / k² (a card that finishes a deck counts 1, one of ten
 *   missing counts 1/100), and records how many decks are entirely full once it is done. Ties go to
 *   the card in more decks, then to the smaller id, so the order is deterministic.
 */
/** A deck as card ids and copies (`vtes:` prefixes allowed). */
export interface CoverageDeck {
  crypt: Record<string, number>;
  library: Record<string, number>;
}

const idOf = (uid: string) => uid.slice(uid.indexOf(':') + 1);

/** The distinct cards of each deck that are not `full` (crypt and library together). */
export function missingByDeck(decks: readonly CoverageDeck[], isFull: (id: string) => boolean): Set<string>[] {
  return decks.map((d) => {
    const out = new Set<string>();
    for (const part of [d.crypt, d.library]) for (const uid of Object.keys(part)) if (!isFull(idOf(uid))) out.add(idOf(uid));
    return out;
  });
}

/** Decks by how many distinct cards they miss: index k = decks missing k cards; the last index holds `max` or more. */
export function missingHistogram(missing: readonly Set<string>[], max = 12): number[] {
  const out = new Array<number>(max + 1).fill(0);
  for (const m of missing) out[Math.min(m.size, max)]++;
  return out;
}

export interface CompletionStep {
  id: string;
  /** Decks entirely `full` once this card and every card before it are. */
  decksAllFull: number;
  /** Decks that hold this card (and missed it). */
  decks: number;
}

/** The greedy order (module comment) of at most `limit` cards; stops early when no deck misses a card. */
export function completionOrder(missing: readonly Set<string>[], limit: number): CompletionStep[] {
  const left = missing.map((m) => new Set(m));
  const decksOf = new Map<string, number[]>();
  left.forEach((m, d) => {
    for (const id of m) {
      const list = decksOf.get(id);
      if (list) list.push(d);
      else decksOf.set(id, [d]);
    }
  });
  let complete = left.filter((m) => m.size === 0).length;
  const steps: CompletionStep[] = [];
  while (steps.length < limit && decksOf.size > 0) {
    let best = '';
    let bestScore = -1;
    let bestDecks = 0;
    for (const [id, ds] of decksOf) {
      let score = 0;
      for (const d of ds) score += 1 / (left[d].size * left[d].size);
      if (score > bestScore || (score === bestScore && (ds.length > bestDecks || (ds.length === bestDecks && id < best)))) {
        best = id;
        bestScore = score;
        bestDecks = ds.length;
      }
    }
    for (const d of decksOf.get(best) ?? []) {
      left[d].delete(best);
      if (left[d].size === 0) complete++;
    }
    decksOf.delete(best);
    steps.push({ id: best, decksAllFull: complete, decks: bestDecks });
  }
  return steps;
}
