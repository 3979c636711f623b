/**
 * Deck benchmark (suite 'decks'): import of the 903 TWD files (parse + name resolution),
 * legality of all of them, and the editor's path after each edit (legality + statistics of the
 * edited content), as percentiles over seeded random edits.
 */
import { buildCardIndex } from '../decks/cards';
import { exportDeck, importDeck } from '../decks/formats';
import { checkLegality } from '../decks/legality';
import { deckStats } from '../decks/stats';
import { realCards, twdFiles } from '../testing/real-decks';
import type { DeckContent } from '../decks/types';
import { percentile, report, timeMs, type Bench } from './harness';

/** Small deterministic generator (mulberry32) so every run makes the same edits. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const decksBench: Bench = async () => {
  const cards = realCards();
  const built = timeMs(() => buildCardIndex(cards));
  const index = built.value;
  report('decks.card_index_build', built.ms, 'ms', { cards: index.byUid.size });

  const files = twdFiles();
  const imported = timeMs(() => files.map((f) => importDeck(index, f.text, { fileName: f.name })));
  report('decks.twd_import_all', imported.ms, 'ms', { files: files.length });
  report('decks.twd_import_per_file', imported.ms / files.length, 'ms');
  const decks = imported.value.map((r) => r.content);

  const validated = timeMs(() => decks.map((d) => checkLegality(index, d)));
  report('decks.legality_all', validated.ms, 'ms', { decks: decks.length, legal: validated.value.filter((r) => r.legal).length });

  const stats = timeMs(() => decks.map((d) => deckStats(index, d)));
  report('decks.stats_all', stats.ms, 'ms', { decks: decks.length });

  const exported = timeMs(() => decks.map((d) => exportDeck(index, d, 'twd')));
  report('decks.twd_export_all', exported.ms, 'ms', { decks: decks.length });

  // Editor path: one edit (add or remove a copy of a crypt or library card), then legality and
  // statistics of the whole deck, as DeckEditor asks through decks.analyze.
  const random = rng(20261121);
  const pool = [...index.byUid.values()];
  const times: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const base = decks[Math.floor(random() * decks.length)];
    const d: DeckContent = { ...base, crypt: { ...base.crypt }, library: { ...base.library } };
    const card = random() < 0.5 ? pool[Math.floor(random() * pool.length)] : null;
    const section = card ? (card.kind === 'crypt' ? d.crypt : d.library) : random() < 0.3 ? d.crypt : d.library;
    const uid = card ? card.uid : Object.keys(section)[Math.floor(random() * Object.keys(section).length)];
    const t = timeMs(() => {
      if (card) section[uid] = (section[uid] ?? 0) + 1;
      else if (section[uid] > 1) section[uid]--;
      else delete section[uid];
      return { legality: checkLegality(index, d), stats: deckStats(index, d) };
    });
    times.push(t.ms);
  }
  times.sort((a, b) => a - b);
  report('decks.edit_to_analysis_p50', percentile(times, 50), 'ms', { edits: times.length });
  report('decks.edit_to_analysis_p95', percentile(times, 95), 'ms', { edits: times.length });
  report('decks.edit_to_analysis_max', times[times.length - 1], 'ms', { edits: times.length });
};
