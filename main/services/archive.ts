/**
 * The tournament archive (issue 17, parts 2-3): import of the TWDA the user downloaded, search
 * by card, clan, discipline, players, date, event, winner and archetype words, per-card
 * popularity, and suggestions for a deck. Kept in catalog.sqlite (reference data, rewritten by an
 * import only), replaced as a whole by each import.
 */
import { AppError } from '../common/errors';
import { norm, pipeList } from '../cards/normalize';
import { catalogVersion } from '../cards/repo';
import type { Store } from '../db/store';
import { ARCHIVE_LIMITS, sizeText } from '../common/import-limits';
import {
  deckSize,
  firstLongLine,
  parseTwdaJson,
  readTwdaEntry,
  readTwdFile,
  twdaEntryId,
  twdaEntryLines,
  type ArchiveDeck,
  type ArchiveReadResult,
} from '../decks/archive';
import type {
  ArchiveDeckDetail,
  ArchiveDeckSummary,
  ArchiveImportProgress,
  ArchiveImportSummary,
  ArchiveQuery,
  ArchiveSearchResult,
  ArchiveStatus,
  ArchiveSuggestion,
  CardArchiveStats,
} from '../decks/archive-types';
import type { DeckCardIndex } from '../decks/cards';
import { capacitySummary } from '../decks/traits';

const META_VERSION = 'archive_version';
const META_AT = 'archive_imported_at';
/** A clan is the deck's when its vampires are at least this share of the crypt. */
const CLAN_SHARE = 0.25;
/** A discipline is the deck's when half the crypt has it or the library asks for it this many times. */
const DISC_CRYPT_SHARE = 0.5;
const DISC_LIBRARY_COPIES = 4;

const tick = () => new Promise<void>((r) => setImmediate(r));
/** Decks read between two yields to the event loop (and two progress events). */
const READ_CHUNK = 25;

const tooManyDecks = () => new AppError('invalid_input', 'archive.too_many_decks', { max: ARCHIVE_LIMITS.decks });
const deckTooLarge = (id: string, count: number) =>
  new AppError('invalid_input', 'archive.deck_too_large', { id: id.slice(0, 80), count, max: ARCHIVE_LIMITS.cardsPerDeck });

/** Every file and the whole import within ARCHIVE_LIMITS, before any is read. */
function checkSizes(json: ImportArchiveFile[], texts: ImportArchiveFile[]): void {
  let total = 0;
  for (const [list, max] of [
    [json, ARCHIVE_LIMITS.jsonFileChars],
    [texts, ARCHIVE_LIMITS.textFileChars],
  ] as const) {
    for (const f of list) {
      if (f.content.length > max) throw new AppError('invalid_input', 'archive.file_too_large', { file: f.name, max: sizeText(max) });
      total += f.content.length;
    }
  }
  if (total > ARCHIVE_LIMITS.totalChars)
    throw new AppError('invalid_input', 'archive.total_too_large', { max: sizeText(ARCHIVE_LIMITS.totalChars) });
  if (texts.length > ARCHIVE_LIMITS.decks) throw tooManyDecks();
}

/** A deck read whole but over the cards limit stops the import (a hostile or broken file, not a tournament deck). */
function checkDeckSize(r: ArchiveReadResult): ArchiveReadResult {
  if (r.ok) {
    const n = deckSize(r.deck.content);
    if (n > ARCHIVE_LIMITS.cardsPerDeck) throw deckTooLarge(r.deck.id, n);
  }
  return r;
}

/** The rows a deck adds to archive_cards (one per card of the deck). */
const cardRows = (r: ArchiveReadResult) =>
  r.ok ? Object.keys(r.deck.content.crypt).length + Object.keys(r.deck.content.library).length : 0;

export interface ImportArchiveFile {
  name: string;
  content: string;
}

/** Clans and disciplines a deck is searched by (see the constants above). */
export function deckTraits(index: DeckCardIndex, content: ArchiveDeck['content']): { clans: string[]; disciplines: string[] } {
  const cryptTotal = Object.values(content.crypt).reduce((a, b) => a + b, 0) || 1;
  const clans = new Map<string, number>();
  const disc = new Map<string, number>();
  for (const [uid, n] of Object.entries(content.crypt)) {
    const c = index.byUid.get(uid);
    if (!c) continue;
    for (const cl of c.clans) clans.set(cl, (clans.get(cl) ?? 0) + n);
    for (const d of c.disciplines) disc.set(d.code, (disc.get(d.code) ?? 0) + n);
  }
  const lib = new Map<string, number>();
  for (const [uid, n] of Object.entries(content.library)) {
    const c = index.byUid.get(uid);
    if (!c) continue;
    for (const code of new Set(c.libraryDisciplines.flat())) lib.set(code, (lib.get(code) ?? 0) + n);
  }
  const disciplines = new Set<string>();
  for (const [code, n] of disc) if (n >= cryptTotal * DISC_CRYPT_SHARE) disciplines.add(code);
  for (const [code, n] of lib) if (n >= DISC_LIBRARY_COPIES && disc.has(code)) disciplines.add(code);
  return {
    clans: [...clans]
      .filter(([, n]) => n >= cryptTotal * CLAN_SHARE)
      .map(([c]) => c)
      .sort(),
    disciplines: [...disciplines].sort(),
  };
}

const splitPipe = (s: string) => s.split('|').filter(Boolean);

/**
 * A crypt as a result row summarizes it (issue 32 item 2): the TWD capacity figures (sum of the 4
 * lowest, of the 4 highest, mean) and the groups; null when no crypt card is in the catalog.
 */
export function cryptSummary(index: DeckCardIndex, crypt: Record<string, number>): ArchiveDeckSummary['crypt'] | null {
  const caps: number[] = [];
  const groups = new Set<string>();
  for (const [uid, n] of Object.entries(crypt)) {
    const c = index.byUid.get(uid);
    if (!c) continue;
    if (typeof c.capacity === 'number') for (let i = 0; i < n; i++) caps.push(c.capacity);
    if (c.group) groups.add(c.group);
  }
  if (!caps.length) return null;
  return { ...capacitySummary(caps), groups: [...groups].sort((a, b) => (Number(a) || 99) - (Number(b) || 99)) };
}

export class ArchiveService {
  private importing = false;
  private playedMemo: { key: string; value: { version: string; counts: Map<number, number> } } | null = null;
  private memo: { version: string; decks: Map<string, Set<string>>; played: Map<string, number> } | null = null;

  constructor(
    private readonly store: Store,
    private readonly index: () => DeckCardIndex,
    private readonly now: () => Date = () => new Date(),
    /** bounds the one transaction that writes an import (a test lowers it) */
    private readonly maxCardRows: number = ARCHIVE_LIMITS.cardRows,
  ) {}

  private meta(key: string): string | undefined {
    return this.store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [key])?.value;
  }

  version(): string {
    return this.meta(META_VERSION) ?? '0';
  }

  status(): ArchiveStatus {
    const r = this.store.get<{ k: number; a: string | null; b: string | null }>(
      'SELECT count(*) AS k, min(date) AS a, max(date) AS b FROM archive_decks',
    );
    const out: ArchiveStatus = { decks: Number(r?.k ?? 0) };
    const at = this.meta(META_AT);
    if (at) out.importedAt = at;
    if (r?.a) out.firstDate = r.a;
    if (r?.b) out.lastDate = r.b;
    return out;
  }

  /**
   * Reads every file first (the deck files of the folder, or one JSON file of the archive), then
   * replaces the archive in one transaction. Nothing changes when no deck can be read, or when a
   * file, a line, a deck or the whole import is over its limit (ARCHIVE_LIMITS, checked before
   * anything is written). The decks are read in chunks that yield to the event loop, so the host
   * answers other calls (and shows the progress) meanwhile.
   */
  async import(files: ImportArchiveFile[], onProgress: (p: ArchiveImportProgress) => void = () => {}): Promise<ArchiveImportSummary> {
    if (this.importing) throw new AppError('import_failed', 'archive.busy');
    this.importing = true;
    try {
      const index = this.index();
      if (!index.byUid.size) throw new AppError('not_found', 'decks.no_card_data');
      const json = files.filter((f) => /\.json$/i.test(f.name));
      const texts = files.filter((f) => /\.(txt|twd)$/i.test(f.name));
      if (!json.length && !texts.length) throw new AppError('invalid_input', 'archive.no_files');
      checkSizes(json, texts);
      const entries: { raw: unknown; i: number }[] = [];
      for (const f of json) {
        const list = parseTwdaJson(f.content);
        if (!list) throw new AppError('invalid_input', 'archive.bad_json', { file: f.name });
        list.forEach((raw, i) => entries.push({ raw, i }));
        if (entries.length + texts.length > ARCHIVE_LIMITS.decks) throw tooManyDecks();
        await tick();
      }
      const total = texts.length + entries.length;
      const results: ArchiveReadResult[] = [];
      let rows = 0;
      const step = async () => {
        rows += cardRows(results[results.length - 1]);
        if (rows > this.maxCardRows) throw new AppError('invalid_input', 'archive.too_many_cards', { max: this.maxCardRows });
        if (results.length % READ_CHUNK === 0 || results.length === total) {
          onProgress({ phase: 'read', done: results.length, total });
          await tick();
        }
      };
      for (const f of texts) {
        const long = firstLongLine(f.content, ARCHIVE_LIMITS.lineChars);
        if (long) throw new AppError('invalid_input', 'archive.line_too_long', { file: f.name, line: long, max: ARCHIVE_LIMITS.lineChars });
        results.push(checkDeckSize(readTwdFile(index, f.name, f.content)));
        await step();
      }
      for (const { raw, i } of entries) {
        const lines = twdaEntryLines(raw);
        if (lines > ARCHIVE_LIMITS.cardsPerDeck) throw deckTooLarge(twdaEntryId(raw, i), lines);
        results.push(checkDeckSize(readTwdaEntry(index, raw, i)));
        await step();
      }
      const decks = new Map<string, ArchiveDeck>();
      const skipped: ArchiveImportSummary['skipped'] = [];
      for (const r of results) {
        if (!r.ok) skipped.push({ id: r.id, reason: r.reason });
        else if (decks.has(r.deck.id)) skipped.push({ id: r.deck.id, reason: 'duplicate' });
        else decks.set(r.deck.id, r.deck);
      }
      if (!decks.size) throw new AppError('invalid_input', 'archive.no_decks', { count: skipped.length });
      onProgress({ phase: 'write', done: 0, total: decks.size });
      await tick();
      this.write([...decks.values()], index);
      onProgress({ phase: 'done', done: decks.size, total: decks.size });
      return { decks: decks.size, skipped };
    } finally {
      this.importing = false;
    }
  }

  private write(decks: ArchiveDeck[], index: DeckCardIndex): void {
    const version = String(Number(this.version()) + 1);
    this.store.write((db) => {
      db.run('DELETE FROM archive_cards');
      db.run('DELETE FROM archive_decks');
      const insDeck = db.prepare(
        `INSERT INTO archive_decks (id, event, place, date, year, rounds, players, winner, url, name, author, clans_n, disc_n, words_n, event_n, winner_n, crypt_count, library_count, content)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const insCard = db.prepare('INSERT OR REPLACE INTO archive_cards (deck_id, uid, count) VALUES (?, ?, ?)');
      try {
        for (const d of decks) {
          const c = d.content;
          const t = deckTraits(index, c);
          const sum = (x: Record<string, number>) => Object.values(x).reduce((a, b) => a + b, 0);
          insDeck.run([
            d.id,
            d.event,
            d.place ?? null,
            d.date ?? null,
            d.date ? Number(d.date.slice(0, 4)) : null,
            d.rounds ?? null,
            d.players ?? null,
            d.winner ?? null,
            d.url ?? null,
            c.name,
            c.author ?? null,
            pipeList(t.clans, true),
            pipeList(t.disciplines),
            ` ${norm(`${c.name} ${c.notes}`).replace(/[^\p{L}\p{N}]+/gu, ' ')} `,
            norm(`${d.event} ${d.place ?? ''}`),
            norm(d.winner ?? ''),
            sum(c.crypt),
            sum(c.library),
            JSON.stringify(c),
          ]);
          for (const section of [c.crypt, c.library]) for (const [uid, n] of Object.entries(section)) insCard.run([d.id, uid, n]);
        }
      } finally {
        insDeck.free();
        insCard.free();
      }
      db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', [META_VERSION, version]);
      db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', [META_AT, this.now().toISOString()]);
    });
    this.memo = null;
  }

  search(q: ArchiveQuery): ArchiveSearchResult {
    const where: string[] = [];
    const params: (string | number)[] = [];
    const cards = [...new Set(q.cards ?? [])];
    if (cards.length && q.cardMode === 'any') {
      where.push(`d.id IN (SELECT deck_id FROM archive_cards WHERE uid IN (${cards.map(() => '?').join(', ')}))`);
      params.push(...cards);
    } else {
      for (const uid of cards) {
        where.push('d.id IN (SELECT deck_id FROM archive_cards WHERE uid = ?)');
        params.push(uid);
      }
    }
    const clans = (q.clans ?? []).map(norm).filter(Boolean);
    if (clans.length) {
      where.push(`(${clans.map(() => 'instr(lower(d.clans_n), ?) > 0').join(' OR ')})`);
      params.push(...clans.map((c) => `|${c}|`));
    }
    for (const code of (q.disciplines ?? []).map(norm).filter(Boolean)) {
      where.push('instr(d.disc_n, ?) > 0');
      params.push(`|${code}|`);
    }
    if (q.minPlayers !== undefined) {
      where.push('d.players >= ?');
      params.push(q.minPlayers);
    }
    if (q.maxPlayers !== undefined) {
      where.push('d.players <= ?');
      params.push(q.maxPlayers);
    }
    const day = (s: string, end: boolean) => (/^\d{4}$/.test(s) ? `${s}-${end ? '12-31' : '01-01'}` : s);
    if (q.from?.trim()) {
      where.push('d.date >= ?');
      params.push(day(q.from.trim(), false));
    }
    if (q.to?.trim()) {
      where.push('d.date <= ?');
      params.push(day(q.to.trim(), true));
    }
    if (q.event?.trim()) {
      where.push('instr(d.event_n, ?) > 0');
      params.push(norm(q.event));
    }
    if (q.winner?.trim()) {
      where.push('instr(d.winner_n, ?) > 0');
      params.push(norm(q.winner));
    }
    for (const w of norm(q.words ?? '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)) {
      where.push('instr(d.words_n, ?) > 0');
      params.push(` ${w}`);
    }
    const sql = where.length ? where.join(' AND ') : '1';
    const total = Number(this.store.get<{ k: number }>(`SELECT count(*) AS k FROM archive_decks d WHERE ${sql}`, params)?.k ?? 0);
    const rows = this.store.all<SummaryRow & { content: string }>(
      `SELECT ${SUMMARY_COLS}, d.content FROM archive_decks d WHERE ${sql} ORDER BY d.date IS NULL, d.date DESC, d.id LIMIT ? OFFSET ?`,
      [...params, q.limit, q.offset],
    );
    const index = rows.length ? this.index() : null;
    return {
      total,
      items: rows.map((r) => {
        const s = summaryOf(r);
        const crypt = index ? cryptSummary(index, (JSON.parse(r.content) as ArchiveDeckDetail['content']).crypt) : null;
        if (crypt) s.crypt = crypt;
        return s;
      }),
    };
  }

  get(id: string): ArchiveDeckDetail {
    const r = this.store.get<SummaryRow & { rounds: string | null; url: string | null; author: string | null; content: string }>(
      `SELECT ${SUMMARY_COLS}, d.rounds, d.url, d.author, d.content FROM archive_decks d WHERE d.id = ?`,
      [id],
    );
    if (!r) throw new AppError('not_found', 'archive.not_found', { id });
    const out: ArchiveDeckDetail = { ...summaryOf(r), content: JSON.parse(r.content) as ArchiveDeckDetail['content'] };
    if (r.rounds) out.rounds = r.rounds;
    if (r.url) out.url = r.url;
    if (r.author) out.author = r.author;
    return out;
  }

  /** Archive decks per card, keyed by the catalog's row number `n` (ranks the card search). */
  played(): { version: string; counts: Map<number, number> } | undefined {
    const version = this.version();
    if (version === '0') return undefined;
    // the counts are keyed by the catalog's row numbers: a card import renumbers new cards
    const key = `${version}\u0000${catalogVersion(this.store)}`;
    if (this.playedMemo?.key === key) return this.playedMemo.value;
    const rows = this.store.all<{ n: number; k: number }>(
      'SELECT c.n AS n, count(*) AS k FROM archive_cards a JOIN cards c ON c.uid = a.uid GROUP BY a.uid',
    );
    const value = { version, counts: new Map(rows.map((r) => [r.n, Number(r.k)])) };
    this.playedMemo = { key, value };
    return value;
  }

  private decksByCard(): { decks: Map<string, Set<string>>; played: Map<string, number> } {
    const version = this.version();
    if (this.memo?.version === version) return this.memo;
    const decks = new Map<string, Set<string>>();
    const played = new Map<string, number>();
    // one row per deck (its cards as one string): far fewer rows through sql.js than one per card
    for (const r of this.store.all<{ d: string; u: string }>(
      'SELECT deck_id AS d, group_concat(uid) AS u FROM archive_cards GROUP BY deck_id',
    )) {
      const s = new Set(r.u.split(','));
      decks.set(r.d, s);
      for (const u of s) played.set(u, (played.get(u) ?? 0) + 1);
    }
    this.memo = { version, decks, played };
    return this.memo;
  }

  cardStats(uid: string, limit = 10): CardArchiveStats {
    const total = Number(this.store.get<{ k: number }>('SELECT count(*) AS k FROM archive_decks')?.k ?? 0);
    const years = this.store.all<{ y: number; k: number }>(
      'SELECT year AS y, count(*) AS k FROM archive_decks WHERE year IS NOT NULL GROUP BY year ORDER BY year',
    );
    const mine = new Map(
      this.store
        .all<{ y: number; k: number }>(
          'SELECT d.year AS y, count(*) AS k FROM archive_cards a JOIN archive_decks d ON d.id = a.deck_id WHERE a.uid = ? AND d.year IS NOT NULL GROUP BY d.year',
          [uid],
        )
        .map((r) => [Number(r.y), Number(r.k)]),
    );
    const { decks } = this.decksByCard();
    const withCounts = new Map<string, number>();
    let count = 0;
    for (const uids of decks.values()) {
      if (!uids.has(uid)) continue;
      count++;
      for (const u of uids) if (u !== uid) withCounts.set(u, (withCounts.get(u) ?? 0) + 1);
    }
    const index = this.index();
    const withCards = [...withCounts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([u, k]) => ({ uid: u, name: index.byUid.get(u)?.displayName ?? u, decks: k }));
    return {
      decks: count,
      total,
      perYear: years.map((r) => ({ year: Number(r.y), decks: mine.get(Number(r.y)) ?? 0, total: Number(r.k) })),
      withCards,
    };
  }

  /**
   * Cards that the archive decks most like this one play and this one does not: the `similar`
   * decks sharing the largest part of their cards with it (Jaccard index over the card lists),
   * then the cards most of them play.
   */
  suggest(uids: string[], limit = 12, similar = 40): ArchiveSuggestion[] {
    const mine = new Set(uids);
    if (!mine.size) return [];
    const { decks } = this.decksByCard();
    const scored: { uids: Set<string>; score: number }[] = [];
    for (const s of decks.values()) {
      let shared = 0;
      for (const u of mine) if (s.has(u)) shared++;
      if (shared) scored.push({ uids: s, score: shared / (s.size + mine.size - shared) });
    }
    scored.sort((a, b) => b.score - a.score);
    const top = scored.slice(0, similar);
    const counts = new Map<string, number>();
    for (const d of top) for (const u of d.uids) if (!mine.has(u)) counts.set(u, (counts.get(u) ?? 0) + 1);
    const index = this.index();
    return [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([uid, k]) => ({ uid, name: index.byUid.get(uid)?.displayName ?? uid, decks: k, of: top.length }));
  }
}

type SummaryRow = {
  id: string;
  event: string;
  place: string | null;
  date: string | null;
  players: number | null;
  winner: string | null;
  name: string;
  clans: string;
  disc: string;
  cc: number;
  lc: number;
};
const SUMMARY_COLS =
  'd.id, d.event, d.place, d.date, d.players, d.winner, d.name, d.clans_n AS clans, d.disc_n AS disc, d.crypt_count AS cc, d.library_count AS lc';

function summaryOf(r: SummaryRow): ArchiveDeckSummary {
  const s: ArchiveDeckSummary = {
    id: r.id,
    event: r.event,
    name: r.name,
    clans: splitPipe(r.clans),
    disciplines: splitPipe(r.disc),
    cryptCount: Number(r.cc),
    libraryCount: Number(r.lc),
  };
  if (r.place) s.place = r.place;
  if (r.date) s.date = r.date;
  if (r.players !== null) s.players = Number(r.players);
  if (r.winner) s.winner = r.winner;
  return s;
}
