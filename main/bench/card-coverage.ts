/**
 * V:TES card coverage (issue 27 item 11): how many official cards play themselves and how much of the
 * tournament-winning decks they cover (main/games/vtes/data/coverage.ts computes the figures).
 * - Suite 'cardCoverage' of `npm run bench`: JSON lines `vtes.cards.full` (cards `full` / all cards),
 *   `vtes.twd.librarySlotsFull`, `vtes.twd.cryptSlotsFull` (TWD slots whose card is `full`) and
 *   `vtes.twd.decksAllFull` (TWD decks made of `full` cards only), fractions 0-1, over ../shared/data.
 * - `npm run cards:coverage [-- --data <dir>] [-- --catalog <catalog.sqlite>]` (scripts/cards-coverage.mjs):
 *   the same figures as a report for people: counts by card type and status, the TWD coverage, the 50
 *   most played cards still not `full`, entries whose card changed. The catalog is ../shared/data's
 *   official files, another folder of them (`--data`), or a catalog the user imported (`--catalog`);
 *   the TWD decks are `<data>/twd/*.txt` (none when the folder is missing).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readAllCards } from '../cards/repo';
import type { CardDetail } from '../cards/types';
import { parseVeknFiles } from '../cards/vekn';
import { catalogMigrations } from '../db/migrations/catalog';
import { loadSqlJs } from '../db/sqljs';
import { Store } from '../db/store';
import { buildCardIndex } from '../decks/cards';
import { importDeck } from '../decks/formats';
import { cardCoverage, fraction, fullTest, type CardCoverage, type CoverageDeck } from '../games/vtes/data/coverage';
import { completionOrder, missingByDeck } from '../games/vtes/data/deck-completion';
import { SHARED_DATA } from '../testing/shared-data';
import { report, type Bench } from './harness';

const OFFICIAL = ['vekn/vtescrypt.csv', 'vekn/vteslib.csv', 'vekn/vtessets.csv', 'vekn/vteslibmeta.csv'];

export interface CoverageSources {
  /** A folder laid out as ../shared/data (vekn/*.csv, twd/*.txt). */
  data?: string;
  /** A catalog.sqlite the user imported (its V:TES cards replace the folder's official files). */
  catalog?: string;
}

export async function catalogCards(file: string): Promise<CardDetail[]> {
  const SQL = await loadSqlJs();
  const store = Store.open(SQL, { file, migrations: catalogMigrations });
  try {
    return readAllCards(store, 'vtes');
  } finally {
    store.close();
  }
}

export function officialCards(dir: string): CardDetail[] {
  return parseVeknFiles(OFFICIAL.map((rel) => ({ name: path.basename(rel), content: fs.readFileSync(path.join(dir, rel), 'utf8') }))).cards;
}

/** The TWD decks of `<dir>/twd` resolved against the catalog (lines naming no known card are left out). */
export function twdDecks(dir: string, cards: readonly CardDetail[]): CoverageDeck[] {
  const twd = path.join(dir, 'twd');
  if (!fs.existsSync(twd)) return [];
  const index = buildCardIndex(cards);
  return fs
    .readdirSync(twd)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => importDeck(index, fs.readFileSync(path.join(twd, f), 'utf8'), { fileName: f }).content);
}

async function loadSources(src: CoverageSources): Promise<{ cards: CardDetail[]; decks: CoverageDeck[] }> {
  const dir = src.data ?? SHARED_DATA;
  const cards = src.catalog ? await catalogCards(src.catalog) : officialCards(dir);
  return { cards: cards.filter((c) => c.game === 'vtes'), decks: twdDecks(dir, cards) };
}

export async function loadCoverage(src: CoverageSources = {}, top = 50): Promise<CardCoverage> {
  const { cards, decks } = await loadSources(src);
  return cardCoverage(cards, decks, top);
}

/** The first `n` cards of the greedy order that makes the most TWD decks entirely full (deck-completion.ts), as lines. */
export async function completionLines(src: CoverageSources, n: number): Promise<string[]> {
  const { cards, decks } = await loadSources(src);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const steps = completionOrder(missingByDeck(decks, fullTest(cards)), n);
  return [
    `The ${steps.length} cards not full that make the most TWD decks entirely full, in order (decks entirely full once done):`,
    ...steps.map((s, i) => {
      const c = byId.get(s.id);
      return `  ${String(i + 1).padStart(3)}. ${c?.name ?? '?'} [${s.id}, ${c?.types[0] ?? '?'}] in ${s.decks} decks -> ${s.decksAllFull}`;
    }),
  ];
}

export const cardCoverageBench: Bench = async () => {
  const c = await loadCoverage();
  report('vtes.cards.full', fraction(c.totals.full, c.cards), 'fraction', { full: c.totals.full, cards: c.cards });
  report('vtes.twd.librarySlotsFull', fraction(c.twd.librarySlotsFull, c.twd.librarySlots), 'fraction', { slots: c.twd.librarySlots });
  report('vtes.twd.cryptSlotsFull', fraction(c.twd.cryptSlotsFull, c.twd.cryptSlots), 'fraction', { slots: c.twd.cryptSlots });
  report('vtes.twd.decksAllFull', fraction(c.twd.decksAllFull, c.twd.decks), 'fraction', {
    decks: c.twd.decks,
    missingDistinctCards: c.decksMissing,
  });
};

const pct = (n: number, of: number) => `${(100 * fraction(n, of)).toFixed(1)} %`;

/** The coverage report as lines of text. */
export function coverageLines(c: CardCoverage): string[] {
  const row = (label: string, s: { full: number; draft: number; manual: number }) =>
    `  ${label.padEnd(28)} ${String(s.full).padStart(6)} ${String(s.draft).padStart(6)} ${String(s.manual).padStart(7)}`;
  const out = [
    `V:TES cards: ${c.cards} (full ${c.totals.full}, ${pct(c.totals.full, c.cards)})`,
    '',
    `  ${'type'.padEnd(28)}   full  draft  manual`,
  ];
  for (const [type, s] of Object.entries(c.byType).sort(([a], [b]) => a.localeCompare(b))) out.push(row(type, s));
  out.push(row('all', c.totals), '');
  const t = c.twd;
  out.push(
    `TWD decks: ${t.decks}`,
    `  library slots full: ${t.librarySlotsFull} / ${t.librarySlots} (${pct(t.librarySlotsFull, t.librarySlots)})`,
    `  crypt slots full:   ${t.cryptSlotsFull} / ${t.cryptSlots} (${pct(t.cryptSlotsFull, t.cryptSlots)})`,
    `  decks entirely full: ${t.decksAllFull} / ${t.decks}`,
    `  decks by distinct cards not full (0, 1, 2, …, ${c.decksMissing.length - 1}+): ${c.decksMissing.join(' ')}`,
    '',
    `The ${c.topNotFull.length} most played cards not full (TWD slots, decks):`,
    ...c.topNotFull.map(
      (x, i) => `  ${String(i + 1).padStart(2)}. ${x.name} [${x.id}, ${x.type}, ${x.status}] ${x.slots} slots, ${x.decks} decks`,
    ),
  );
  if (c.stale.length) out.push('', `Entries written from another text (played manually until reviewed): ${c.stale.join(', ')}`);
  if (c.mismatch.length) out.push('', `Entries whose Disciplines differ from the card's: ${c.mismatch.join(', ')}`);
  if (c.missing.length) out.push('', `Entries whose id the catalog does not have: ${c.missing.join(', ')}`);
  return out;
}

/**
 * `npm run cards:coverage` (scripts/cards-coverage.mjs): `--data <dir>`, `--catalog <file>`, `--json`,
 * `--top <n>` (how many of the most played cards not full to list, 50 by default), `--decks <n>` (instead of the
 * report, the first n cards of the order that makes the most decks entirely full: deck-completion.ts).
 */
export async function coverageCli(argv: readonly string[]): Promise<void> {
  const opt = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const decks = Number(opt('--decks'));
  if (Number.isInteger(decks) && decks > 0) {
    console.log((await completionLines({ data: opt('--data'), catalog: opt('--catalog') }, decks)).join('\n'));
    return;
  }
  const top = Number(opt('--top') ?? 50);
  const c = await loadCoverage({ data: opt('--data'), catalog: opt('--catalog') }, Number.isInteger(top) && top > 0 ? top : 50);
  console.log(argv.includes('--json') ? JSON.stringify(c, null, 2) : coverageLines(c).join('\n'));
}
