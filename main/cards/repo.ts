/**
 * Writes card data into catalog.sqlite (schema: migration 2 in main/db/migrations/catalog.ts).
 * All writes of one import run in one `store.write` transaction: a failure leaves the previous
 * data intact.
 */
import type { Database, Statement } from 'sql.js';
import type { Store } from '../db/store';
import { nameWords, norm, pipeList } from './normalize';
import type { CardDetail, GameId, ImportProgress, ImportSummary } from './types';
import type { ParsedCatalog, ParsedSet } from './vekn';

const COLUMNS = [
  'n',
  'uid',
  'game',
  'id',
  'kind',
  'name',
  'display_name',
  'sort_name',
  'types',
  'types_n',
  'clans',
  'clans_n',
  'sect',
  'sect_n',
  'capacity',
  'grp',
  'grp_num',
  'adv',
  'pool_cost',
  'pool_num',
  'blood_cost',
  'blood_num',
  'conviction_cost',
  'conviction_num',
  'title',
  'title_n',
  'votes',
  'banned',
  'uniq',
  'burn',
  'sets_n',
  'artists_n',
  'path_n',
  'names_n',
] as const;

const INSERT_SQL = `INSERT INTO cards (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`;
const UPDATE_SQL = `UPDATE cards SET ${COLUMNS.slice(1)
  .map((c) => `${c} = ?`)
  .join(', ')} WHERE n = ?`;

/** JSON with object keys sorted, so equal cards always serialize the same way. */
export function stableJson(v: unknown): string {
  return JSON.stringify(v, (_k, val: unknown) =>
    val && typeof val === 'object' && !Array.isArray(val)
      ? Object.fromEntries(Object.entries(val as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : val,
  );
}

const num = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : null);

function isUnique(c: CardDetail): boolean {
  if (c.kind === 'crypt') return !/non-unique/i.test(c.text);
  return /(^|\n)\W*unique\b/i.test(c.text);
}

/** Column values of a card (without `n`), in COLUMNS order. */
function rowValues(c: CardDetail): (string | number | null)[] {
  const setValues = c.printings.flatMap((p) => [p.set, p.setName, p.setNameEs]);
  return [
    c.uid,
    c.game,
    c.id,
    c.kind,
    c.name,
    c.displayName,
    norm(c.displayName),
    pipeList(c.types, true),
    pipeList(c.types),
    pipeList(c.clans, true),
    pipeList(c.clans),
    c.sect ?? null,
    c.sect ? pipeList([c.sect]) : null,
    c.capacity ?? null,
    c.group ?? null,
    num(c.group),
    c.advanced ? 1 : 0,
    c.poolCost ?? null,
    num(c.poolCost),
    c.bloodCost ?? null,
    num(c.bloodCost),
    c.convictionCost ?? null,
    num(c.convictionCost),
    c.title ?? null,
    c.title ? pipeList([c.title]) : null,
    c.votes ?? null,
    c.banned ?? null,
    isUnique(c) ? 1 : 0,
    c.burnOption ? 1 : 0,
    pipeList([...new Set(setValues)]),
    pipeList(c.artists),
    c.path ? pipeList([c.path]) : null,
    nameWords([c.name, c.displayName, c.aka, c.nameEs, c.namePl]),
  ];
}

class Writer {
  private readonly ins: Statement;
  private readonly upd: Statement;
  private readonly delDisc: Statement;
  private readonly insDisc: Statement;
  private readonly delFts: Statement;
  private readonly insFts: Statement;
  private readonly putData: Statement;
  private nextN: number;

  constructor(private readonly db: Database) {
    this.ins = db.prepare(INSERT_SQL);
    this.upd = db.prepare(UPDATE_SQL);
    this.delDisc = db.prepare('DELETE FROM card_disciplines WHERE n = ?');
    this.insDisc = db.prepare('INSERT OR REPLACE INTO card_disciplines (n, code, level) VALUES (?, ?, ?)');
    this.delFts = db.prepare('DELETE FROM cards_fts WHERE docid = ?');
    this.insFts = db.prepare('INSERT INTO cards_fts (docid, name, display_name, aka, name_es, text, text_es) VALUES (?, ?, ?, ?, ?, ?, ?)');
    this.putData = db.prepare('INSERT OR REPLACE INTO card_data (n, data) VALUES (?, ?)');
    this.nextN = Number(db.exec('SELECT coalesce(max(n), 0) FROM cards')[0].values[0][0]) + 1;
  }

  private children(n: number, c: CardDetail): void {
    for (const d of c.disciplines) this.insDisc.run([n, d.code, d.level]);
    for (const alt of c.libraryDisciplines) for (const code of alt) this.insDisc.run([n, code, 0]);
    // a built-in card's Polish name is searched as another name (aka), its Polish text with its text
    const aka = [c.aka, c.namePl].filter(Boolean).join(' ');
    const text = [c.text, c.textPl].filter(Boolean).join('\n');
    this.insFts.run([n, c.name, c.displayName, aka, c.nameEs ?? '', text, c.textEs ?? '']);
  }

  insert(c: CardDetail, data: string): void {
    const n = this.nextN++;
    this.ins.run([n, ...rowValues(c)]);
    this.putData.run([n, data]);
    this.children(n, c);
  }

  update(n: number, c: CardDetail, data: string): void {
    this.upd.run([...rowValues(c), n]);
    this.putData.run([n, data]);
    this.delDisc.run([n]);
    this.delFts.run([n]);
    this.children(n, c);
  }

  free(): void {
    for (const s of [this.ins, this.upd, this.delDisc, this.insDisc, this.delFts, this.insFts, this.putData]) s.free();
  }
}

function deleteGame(db: Database, game: string): void {
  db.run('DELETE FROM cards_fts WHERE docid IN (SELECT n FROM cards WHERE game = ?)', [game]);
  db.run('DELETE FROM card_disciplines WHERE n IN (SELECT n FROM cards WHERE game = ?)', [game]);
  db.run('DELETE FROM card_data WHERE n IN (SELECT n FROM cards WHERE game = ?)', [game]);
  db.run('DELETE FROM cards WHERE game = ?', [game]);
  db.run('DELETE FROM sets WHERE game = ?', [game]);
}

function writeSets(db: Database, game: string, sets: ParsedSet[], keepSpanish: boolean): void {
  const stmt = db.prepare(
    `INSERT INTO sets (game, abbrev, name, name_es, release_date, company) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (game, abbrev) DO UPDATE SET name = excluded.name,
       name_es = ${keepSpanish ? 'coalesce(excluded.name_es, sets.name_es)' : 'excluded.name_es'},
       release_date = excluded.release_date, company = excluded.company`,
  );
  try {
    for (const s of sets) stmt.run([game, s.abbrev, s.name, s.nameEs ?? null, s.releaseDate ?? null, s.company ?? null]);
  } finally {
    stmt.free();
  }
}

/**
 * Runs a bulk card write with foreign-key enforcement off (it makes the inserts several times
 * slower in sql.js); the writers here keep cards, card_data, card_disciplines and cards_fts
 * consistent themselves. The pragma cannot change inside a transaction, hence around it.
 */
function bulkWrite<T>(store: Store, fn: (db: Database) => T): T {
  store.db.exec('PRAGMA foreign_keys = OFF');
  try {
    return store.write(fn);
  } finally {
    store.db.exec('PRAGMA foreign_keys = ON');
  }
}

export const META_IMPORTED_AT = 'vtes.importedAt';
export const META_FILES = 'vtes.files';
export const META_HAS_SPANISH = 'vtes.hasSpanish';
/** Increases on every write of card data (any game): a cheap cache key for readers. */
export const META_VERSION = 'cards.version';

export function bumpVersion(db: Database): void {
  db.run(
    `INSERT INTO meta (key, value) VALUES (?, '1')
     ON CONFLICT (key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)`,
    [META_VERSION],
  );
}

/** Current data version (see META_VERSION); '0' before any card was written. */
export function catalogVersion(store: Store): string {
  return store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [META_VERSION])?.value ?? '0';
}

/** Every card of one game, full detail (for tools that index the whole list, e.g. decks). */
export function readAllCards(store: Store, game: GameId): CardDetail[] {
  return store
    .all<{ data: string }>('SELECT d.data AS data FROM cards c JOIN card_data d ON d.n = c.n WHERE c.game = ? ORDER BY c.n', [game])
    .map((r) => JSON.parse(r.data) as CardDetail);
}

/**
 * Writes a parsed V:TES catalog: cards are updated in place by id (added/updated/unchanged);
 * cards of other games are not touched; V:TES cards missing from the new list are kept.
 * When the import has no Spanish files, translations from an earlier import are kept.
 */
export function writeVtesCatalog(store: Store, parsed: ParsedCatalog, now: Date, onProgress?: (p: ImportProgress) => void): ImportSummary {
  const hasCryptEs = parsed.kinds.includes('crypt-es');
  const hasLibraryEs = parsed.kinds.includes('library-es');
  const hasSpanishCards = hasCryptEs || hasLibraryEs;
  const hasSpanishSets = parsed.kinds.includes('sets-es');
  const summary: ImportSummary = {
    added: 0,
    updated: 0,
    unchanged: 0,
    crypt: 0,
    library: 0,
    sets: parsed.sets.length,
    translated: parsed.translated,
    files: parsed.files,
  };
  const total = parsed.cards.length;
  bulkWrite(store, (db) => {
    const existing = new Map<string, { n: number; data: string }>();
    const stmt = db.prepare(`SELECT c.n, c.id, d.data FROM cards c JOIN card_data d ON d.n = c.n WHERE c.game = 'vtes'`);
    try {
      while (stmt.step()) {
        const [n, id, data] = stmt.get() as [number, string, string];
        existing.set(id, { n, data });
      }
    } finally {
      stmt.free();
    }
    writeSets(db, 'vtes', parsed.sets, !hasSpanishSets);
    const w = new Writer(db);
    try {
      parsed.cards.forEach((card, i) => {
        const old = existing.get(card.id);
        const keepCardEs = card.kind === 'crypt' ? !hasCryptEs : !hasLibraryEs;
        if (old && (keepCardEs || !hasSpanishSets)) keepSpanish(card, JSON.parse(old.data) as CardDetail, keepCardEs, !hasSpanishSets);
        const data = stableJson(card);
        if (card.kind === 'crypt') summary.crypt++;
        else summary.library++;
        if (!old) {
          w.insert(card, data);
          summary.added++;
        } else if (old.data !== data) {
          w.update(old.n, card, data);
          summary.updated++;
        } else summary.unchanged++;
        if (onProgress && (i % 500 === 0 || i === total - 1)) onProgress({ phase: 'write', done: i + 1, total });
      });
    } finally {
      w.free();
    }
    onProgress?.({ phase: 'index', done: 0, total: 1 });
    db.run(`INSERT INTO cards_fts (cards_fts) VALUES ('optimize')`);
    onProgress?.({ phase: 'index', done: 1, total: 1 });
    const meta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    try {
      meta.run([META_IMPORTED_AT, now.toISOString()]);
      meta.run([META_FILES, JSON.stringify(parsed.files)]);
      if (hasSpanishCards && parsed.translated > 0) meta.run([META_HAS_SPANISH, '1']);
    } finally {
      meta.free();
    }
    if (summary.added || summary.updated) bumpVersion(db);
  });
  return summary;
}

function keepSpanish(card: CardDetail, old: CardDetail, cards: boolean, sets: boolean): void {
  if (cards) {
    if (old.nameEs) card.nameEs = old.nameEs;
    if (old.textEs) card.textEs = old.textEs;
    if (old.flavorEs) card.flavorEs = old.flavorEs;
  }
  if (sets) {
    const es = new Map(old.printings.filter((p) => p.setNameEs).map((p) => [p.set, p.setNameEs!]));
    for (const p of card.printings) if (!p.setNameEs && es.has(p.set)) p.setNameEs = es.get(p.set);
  }
}

/**
 * Writes the cards by uid: an existing card is replaced, a missing one inserted. For the built-in
 * V:TES cards while the official list has not been imported (their texts change with the app).
 */
export function replaceCards(store: Store, cards: CardDetail[]): void {
  bulkWrite(store, (db) => {
    const w = new Writer(db);
    const find = db.prepare('SELECT n FROM cards WHERE uid = ?');
    try {
      for (const c of cards) {
        find.bind([c.uid]);
        const n = find.step() ? Number(find.get()[0]) : null;
        find.reset();
        if (n === null) w.insert(c, stableJson(c));
        else w.update(n, c, stableJson(c));
      }
    } finally {
      find.free();
      w.free();
    }
    bumpVersion(db);
  });
}

/**
 * Inserts the cards whose uid is not in the catalog yet, leaving every existing card as it is.
 * For built-in V:TES cards (the starter decks), which the app shows before the user imports the
 * official list; an import later updates them in place by id. Returns how many were inserted.
 */
export function insertMissingCards(store: Store, cards: CardDetail[]): number {
  const present = new Set(
    store
      .all<{ uid: string }>('SELECT uid FROM cards WHERE game IN (SELECT DISTINCT value FROM json_each(?))', [
        JSON.stringify([...new Set(cards.map((c) => c.game))]),
      ])
      .map((r) => r.uid),
  );
  const missing = cards.filter((c) => !present.has(c.uid));
  if (!missing.length) return 0;
  bulkWrite(store, (db) => {
    const w = new Writer(db);
    try {
      for (const c of missing) w.insert(c, stableJson(c));
    } finally {
      w.free();
    }
    bumpVersion(db);
  });
  return missing.length;
}

/**
 * Replaces all cards (and sets) of the games present in `cards` with the given ones, in one
 * transaction; idempotent. For the built-in card lists of Vendetta, Bloodborne and Nights of
 * Blood; V:TES cards come only from the official files (`cards.import`).
 */
export function upsertBuiltinCards(
  store: Store,
  cards: CardDetail[],
  sets: { game: GameId; abbrev: string; name: string; nameEs?: string; releaseDate?: string }[] = [],
): void {
  const games = new Set<string>([...cards.map((c) => c.game), ...sets.map((s) => s.game)]);
  if (games.has('vtes')) throw new Error('upsertBuiltinCards: V:TES cards come from the official files');
  const seen = new Set<string>();
  for (const c of cards) {
    if (c.uid !== `${c.game}:${c.id}`) throw new Error(`upsertBuiltinCards: uid ${c.uid} must be ${c.game}:${c.id}`);
    if (seen.has(c.uid)) throw new Error(`upsertBuiltinCards: duplicate uid ${c.uid}`);
    seen.add(c.uid);
  }
  bulkWrite(store, (db) => {
    for (const g of games) deleteGame(db, g);
    for (const g of games)
      writeSets(
        db,
        g,
        sets.filter((s) => s.game === g),
        false,
      );
    const w = new Writer(db);
    try {
      for (const c of cards) w.insert(c, stableJson(c));
    } finally {
      w.free();
    }
    bumpVersion(db);
  });
}
