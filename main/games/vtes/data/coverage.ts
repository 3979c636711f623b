/**
 * How much of the card pool and of the tournament decks plays itself (issue 27 item 11): cards by
 * type and status (`full`: a reviewed entry written from the card's current text; `draft`: an entry
 * waiting for review; `manual`: no entry, or one the catalog card no longer agrees with), the slots
 * of the tournament-winning decks whose card is `full` (library and crypt apart), the decks made of
 * `full` cards only, and the most played cards still not `full`. Pure: the catalog and the decks are
 * given (main/bench/card-coverage.ts reads them).
 */
import type { CardDetail } from '../../../cards/types';
import { missingByDeck, missingHistogram, type CoverageDeck } from './deck-completion';
import { CARD_DATA, dataStatus, type DataStatus } from './load';

export type CoverageStatus = 'full' | 'draft' | 'manual';

export type { CoverageDeck } from './deck-completion';

export interface StatusCounts {
  full: number;
  draft: number;
  manual: number;
}

export interface CardCoverage {
  cards: number;
  totals: StatusCounts;
  byType: Record<string, StatusCounts>;
  /** Entries whose card's text changed since they were written, or whose Disciplines differ: played manually. */
  stale: string[];
  mismatch: string[];
  /** Entries whose id the catalog does not have. */
  missing: string[];
  twd: {
    decks: number;
    librarySlots: number;
    librarySlotsFull: number;
    cryptSlots: number;
    cryptSlotsFull: number;
    decksAllFull: number;
  };
  /** Decks by how many distinct cards not `full` they hold (deck-completion.ts; the last entry: that many or more). */
  decksMissing: number[];
  /** The most played cards (TWD slots) that are not `full`, most played first. */
  topNotFull: { id: string; name: string; type: string; status: CoverageStatus; slots: number; decks: number }[];
}

const statusOf = (s: DataStatus): CoverageStatus => (s === 'full' ? 'full' : s === 'draft' ? 'draft' : 'manual');
const idOf = (uid: string) => uid.slice(uid.indexOf(':') + 1);

export function cardCoverage(cards: readonly CardDetail[], decks: readonly CoverageDeck[], top = 50): CardCoverage {
  const status = new Map<string, CoverageStatus>();
  const totals: StatusCounts = { full: 0, draft: 0, manual: 0 };
  const byType: Record<string, StatusCounts> = {};
  const stale: string[] = [];
  const mismatch: string[] = [];
  for (const c of cards) {
    const s = dataStatus(c);
    if (s === 'stale') stale.push(c.id);
    if (s === 'mismatch') mismatch.push(c.id);
    const k = statusOf(s);
    status.set(c.id, k);
    totals[k]++;
    const type = c.types[0] ?? '?';
    (byType[type] ??= { full: 0, draft: 0, manual: 0 })[k]++;
  }
  const twd = { decks: decks.length, librarySlots: 0, librarySlotsFull: 0, cryptSlots: 0, cryptSlotsFull: 0, decksAllFull: 0 };
  const played = new Map<string, { slots: number; decks: number }>();
  for (const d of decks) {
    let all = true;
    for (const [part, counts] of [
      ['library', d.library],
      ['crypt', d.crypt],
    ] as const)
      for (const [uid, n] of Object.entries(counts)) {
        const id = idOf(uid);
        const full = status.get(id) === 'full';
        if (part === 'library') {
          twd.librarySlots += n;
          if (full) twd.librarySlotsFull += n;
        } else {
          twd.cryptSlots += n;
          if (full) twd.cryptSlotsFull += n;
        }
        if (full) continue;
        all = false;
        const p = played.get(id) ?? { slots: 0, decks: 0 };
        played.set(id, { slots: p.slots + n, decks: p.decks + 1 });
      }
    if (all) twd.decksAllFull++;
  }
  const byId = new Map(cards.map((c) => [c.id, c]));
  const topNotFull = [...played]
    .sort(([a, x], [b, y]) => y.slots - x.slots || y.decks - x.decks || a.localeCompare(b))
    .slice(0, top)
    .map(([id, p]) => {
      const c = byId.get(id);
      return { id, name: c?.name ?? '?', type: c?.types[0] ?? '?', status: status.get(id) ?? 'manual', ...p };
    });
  const missing = [...CARD_DATA.keys()].filter((id) => !byId.has(id));
  const decksMissing = missingHistogram(missingByDeck(decks, (id) => status.get(id) === 'full'));
  return { cards: cards.length, totals, byType, stale, mismatch, missing, twd, decksMissing, topNotFull };
}

/** Whether a card of this catalog is `full` (its entry agrees with its current text). */
export function fullTest(cards: readonly CardDetail[]): (id: string) => boolean {
  const full = new Set(cards.filter((c) => dataStatus(c) === 'full').map((c) => c.id));
  return (id) => full.has(id);
}

/** A fraction 0-1 (0 when there is nothing to count). */
export const fraction = (n: number, of: number): number => (of ? n / of : 0);
