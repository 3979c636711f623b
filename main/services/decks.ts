/**
 * Decks service (user.sqlite): saved decks with versions, autosaved drafts, tags, trash, and
 * the pure deck tools (legality, statistics, import, export) over the catalog's cards.
 * Every write runs in one `Store.write` transaction: a rejected call changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../common/errors';
import type { CardDetail } from '../cards/types';
import type { Store } from '../db/store';
import { buildCardIndex, type DeckCardIndex } from '../decks/cards';
import { canonicalContent, countOf, diffContent, readStoredContent, sameContent } from '../decks/content';
import { exportDeck, FormatError, importDeck } from '../decks/formats';
import { checkLegality } from '../decks/legality';
import { normalizeName } from '../decks/normalize';
import { deckStats } from '../decks/stats';
import type {
  Deck,
  DeckAnalysis,
  DeckCardInfo,
  DeckContent,
  DeckDiff,
  DeckEdition,
  DeckExport,
  DeckFormat,
  DeckSummary,
  DeckVersion,
  DeckVersionInfo,
  ImportPreview,
} from '../decks/types';

/** Where the deck tools read cards from; `version()` changes whenever the cards change. */
export interface CardSource {
  version(): string;
  cards(): CardDetail[];
}

/** Cards of the catalog store (main/cards writes them; `vtes.importedAt` changes on import). */
export function catalogCardSource(catalog: Store): CardSource {
  return {
    version() {
      try {
        const at = catalog.get<{ value: string }>("SELECT value FROM meta WHERE key = 'vtes.importedAt'")?.value ?? '';
        const n = catalog.get<{ n: number }>("SELECT count(*) AS n FROM cards WHERE game = 'vtes'")?.n ?? 0;
        return `${at}|${n}`;
      } catch {
        return 'none';
      }
    },
    cards() {
      // The card JSON lives in card_data since catalog migration 3 (in cards.data before).
      for (const sql of [
        "SELECT d.data AS data FROM cards c JOIN card_data d ON d.n = c.n WHERE c.game = 'vtes'",
        "SELECT data FROM cards WHERE game = 'vtes'",
      ]) {
        try {
          return catalog.all<{ data: string }>(sql).map((r) => JSON.parse(r.data) as CardDetail);
        } catch {
          /* older or newer layout: try the next query */
        }
      }
      return [];
    },
  };
}

interface DeckRow {
  id: string;
  name: string;
  edition: string;
  crypt_count: number;
  library_count: number;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  has_draft: number;
}

const SUMMARY_SQL = `SELECT d.id, d.name, d.edition, d.crypt_count, d.library_count, d.version, d.created_at, d.updated_at,
  d.deleted_at, EXISTS (SELECT 1 FROM deck_drafts f WHERE f.deck_id = d.id) AS has_draft FROM decks d`;

const UID = /^vtes:\d{1,9}$/;

export interface DeckServiceOptions {
  now?: () => Date;
  newId?: () => string;
}

export class DeckService {
  private readonly now: () => Date;
  private readonly newId: () => string;
  private cached: { version: string; index: DeckCardIndex } | null = null;

  constructor(
    private readonly store: Store,
    private readonly source: CardSource,
    opts: DeckServiceOptions = {},
  ) {
    this.now = opts.now ?? (() => new Date());
    this.newId = opts.newId ?? (() => randomUUID());
  }

  /** The card index, rebuilt when the catalog changed. */
  index(): DeckCardIndex {
    const v = this.source.version();
    if (!this.cached || this.cached.version !== v) this.cached = { version: v, index: buildCardIndex(this.source.cards()) };
    return this.cached.index;
  }

  private requireCards(): DeckCardIndex {
    const idx = this.index();
    if (!idx.byUid.size) throw new AppError('not_found', 'decks.no_card_data');
    return idx;
  }

  // ------------------------------------------------------------------------------------------
  // Reading

  private tagsOf(id: string): string[] {
    return this.store.all<{ tag: string }>('SELECT tag FROM deck_tags WHERE deck_id = ? ORDER BY pos', [id]).map((r) => r.tag);
  }

  private summary(r: DeckRow): DeckSummary {
    const s: DeckSummary = {
      id: r.id,
      name: r.name,
      edition: r.edition as DeckEdition,
      tags: this.tagsOf(r.id),
      cryptCount: Number(r.crypt_count),
      libraryCount: Number(r.library_count),
      version: Number(r.version),
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      hasDraft: Number(r.has_draft) === 1,
    };
    if (r.deleted_at) s.deletedAt = r.deleted_at;
    return s;
  }

  private row(id: string): DeckRow {
    const r = this.store.get<DeckRow>(`${SUMMARY_SQL} WHERE d.id = ?`, [id]);
    if (!r) throw new AppError('not_found', 'decks.not_found', { id });
    return r;
  }

  /** A deck that may be edited: it exists and is not in the trash. */
  private live(id: string): DeckRow {
    const r = this.row(id);
    if (r.deleted_at) throw new AppError('invalid_input', 'decks.in_trash', { name: r.name });
    return r;
  }

  private versionContent(id: string, version: number): DeckContent {
    const r = this.store.get<{ content: string }>('SELECT content FROM deck_versions WHERE deck_id = ? AND version = ?', [id, version]);
    if (!r) throw new AppError('not_found', 'decks.version_not_found', { version });
    return this.stored(id, r.content, version);
  }

  /**
   * A saved version (or, without `version`, the draft) read back: a damaged or tampered row is a
   * typed, localized error naming the deck, never a crash (issue 26, item 10).
   */
  private stored(id: string, json: string, version?: number): DeckContent {
    const c = readStoredContent(json);
    if (c) return c;
    const name = this.store.get<{ name: string }>('SELECT name FROM decks WHERE id = ?', [id])?.name ?? '';
    throw version === undefined
      ? new AppError('io_failed', 'decks.draft_damaged', { name })
      : new AppError('io_failed', 'decks.version_damaged', { name, version });
  }

  list(input: { q?: string; tag?: string } = {}): DeckSummary[] {
    const where = ['d.deleted_at IS NULL'];
    const params: string[] = [];
    const q = input.q ? normalizeName(input.q) : '';
    if (q) {
      where.push(
        `(d.name_n LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM deck_tags t WHERE t.deck_id = d.id AND t.tag_n LIKE ? ESCAPE '\\'))`,
      );
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      params.push(like, like);
    }
    if (input.tag) {
      where.push('EXISTS (SELECT 1 FROM deck_tags t WHERE t.deck_id = d.id AND t.tag_n = ?)');
      params.push(tagKey(input.tag));
    }
    const idx = this.index();
    return this.store.all<DeckRow>(`${SUMMARY_SQL} WHERE ${where.join(' AND ')} ORDER BY d.updated_at DESC, d.name`, params).map((r) => {
      const s = this.summary(r);
      if (idx.byUid.size) {
        const rep = checkLegality(idx, this.versionContent(r.id, Number(r.version)));
        const errors = rep.problems.filter((p) => p.severity === 'error').length;
        s.legality = { legal: rep.legal, errors, warnings: rep.problems.length - errors };
      }
      return s;
    });
  }

  trash(): DeckSummary[] {
    return this.store.all<DeckRow>(`${SUMMARY_SQL} WHERE d.deleted_at IS NOT NULL ORDER BY d.deleted_at DESC`).map((r) => this.summary(r));
  }

  tags(): { tag: string; count: number }[] {
    return this.store
      .all<{ tag: string; n: number }>(
        `SELECT min(t.tag) AS tag, count(*) AS n FROM deck_tags t JOIN decks d ON d.id = t.deck_id
         WHERE d.deleted_at IS NULL GROUP BY t.tag_n ORDER BY t.tag_n`,
      )
      .map((r) => ({ tag: r.tag, count: Number(r.n) }));
  }

  get(id: string): Deck {
    const r = this.row(id);
    const draft = this.store.get<{ content: string; saved_at: string; base_version: number }>(
      'SELECT content, saved_at, base_version FROM deck_drafts WHERE deck_id = ?',
      [id],
    );
    return {
      ...this.summary(r),
      content: this.versionContent(id, Number(r.version)),
      draft: draft ? { content: this.stored(id, draft.content), savedAt: draft.saved_at, baseVersion: Number(draft.base_version) } : null,
    };
  }

  history(id: string): DeckVersionInfo[] {
    this.row(id);
    return this.store
      .all<{ version: number; saved_at: string; message: string | null; content: string }>(
        'SELECT version, saved_at, message, content FROM deck_versions WHERE deck_id = ? ORDER BY version DESC',
        [id],
      )
      .map((r) => {
        const c = this.stored(id, r.content, Number(r.version));
        const info: DeckVersionInfo = {
          version: Number(r.version),
          savedAt: r.saved_at,
          name: c.name,
          cryptCount: countOf(c.crypt),
          libraryCount: countOf(c.library),
        };
        if (r.message) info.message = r.message;
        return info;
      });
  }

  version(id: string, version: number): DeckVersion {
    const info = this.history(id).find((v) => v.version === version);
    if (!info) throw new AppError('not_found', 'decks.version_not_found', { version });
    return { ...info, content: this.versionContent(id, version) };
  }

  diff(id: string, from: number, to: number): DeckDiff {
    this.row(id);
    return diffContent(this.versionContent(id, from), this.versionContent(id, to), from, to);
  }

  // ------------------------------------------------------------------------------------------
  // Writing

  private checkContent(content: DeckContent): DeckContent {
    for (const uid of [...Object.keys(content.crypt), ...Object.keys(content.library)]) {
      if (!UID.test(uid)) throw new AppError('invalid_input', 'decks.bad_card', { uid: uid.slice(0, 60) });
    }
    const c = canonicalContent(content);
    if (!c.name) throw new AppError('invalid_input', 'decks.empty_name');
    return c;
  }

  private writeTags(id: string, tags: string[]): void {
    this.store.run('DELETE FROM deck_tags WHERE deck_id = ?', [id]);
    tags.forEach((tag, pos) =>
      this.store.run('INSERT INTO deck_tags (deck_id, tag, tag_n, pos) VALUES (?, ?, ?, ?)', [id, tag, tagKey(tag), pos]),
    );
  }

  /** Inserts version `version` of a deck and updates the list columns. Call inside write(). */
  private putVersion(id: string, version: number, c: DeckContent, at: string, message?: string): void {
    this.store.run('INSERT INTO deck_versions (deck_id, version, saved_at, message, content) VALUES (?, ?, ?, ?, ?)', [
      id,
      version,
      at,
      message ?? null,
      JSON.stringify(c),
    ]);
    this.store.run(
      'UPDATE decks SET name = ?, name_n = ?, edition = ?, crypt_count = ?, library_count = ?, version = ?, updated_at = ? WHERE id = ?',
      [c.name, normalizeName(c.name), c.edition, countOf(c.crypt), countOf(c.library), version, at, id],
    );
    this.writeTags(id, c.tags);
  }

  create(content: DeckContent): Deck {
    const c = this.checkContent(content);
    const id = this.newId();
    const at = this.now().toISOString();
    this.store.write(() => {
      this.store.run(
        `INSERT INTO decks (id, name, name_n, edition, crypt_count, library_count, version, created_at, updated_at)
         VALUES (?, ?, ?, ?, 0, 0, 0, ?, ?)`,
        [id, c.name, normalizeName(c.name), c.edition, at, at],
      );
      this.putVersion(id, 1, c, at);
    });
    return this.get(id);
  }

  /**
   * Saves `content` (or the draft) as a new version and clears the draft. Content equal to the
   * latest version creates no version.
   */
  save(id: string, content?: DeckContent, message?: string): Deck {
    const r = this.live(id);
    let source = content;
    if (!source) {
      const d = this.store.get<{ content: string }>('SELECT content FROM deck_drafts WHERE deck_id = ?', [id]);
      if (!d) throw new AppError('invalid_input', 'decks.nothing_to_save');
      source = this.stored(id, d.content);
    }
    const c = this.checkContent(source);
    const latest = this.versionContent(id, Number(r.version));
    this.store.write(() => {
      if (!sameContent(latest, c)) this.putVersion(id, Number(r.version) + 1, c, this.now().toISOString(), message?.trim() || undefined);
      this.store.run('DELETE FROM deck_drafts WHERE deck_id = ?', [id]);
    });
    return this.get(id);
  }

  /** Changes fields of the latest version (and of the draft, if any) as a new version. */
  private patch(id: string, change: (c: DeckContent) => DeckContent): Deck {
    const r = this.live(id);
    const latest = this.versionContent(id, Number(r.version));
    const c = this.checkContent(change(latest));
    const draft = this.store.get<{ content: string }>('SELECT content FROM deck_drafts WHERE deck_id = ?', [id]);
    const at = this.now().toISOString();
    this.store.write(() => {
      if (!sameContent(latest, c)) this.putVersion(id, Number(r.version) + 1, c, at);
      if (draft) {
        const d = canonicalContent(change(this.stored(id, draft.content)));
        this.store.run('UPDATE deck_drafts SET content = ? WHERE deck_id = ?', [JSON.stringify(d), id]);
      }
    });
    return this.get(id);
  }

  rename(id: string, name: string): Deck {
    const n = name.trim();
    return this.patch(id, (c) => ({ ...c, name: n }));
  }

  setNotes(id: string, notes: string): Deck {
    return this.patch(id, (c) => ({ ...c, notes }));
  }

  setTags(id: string, tags: string[]): Deck {
    return this.patch(id, (c) => ({ ...c, tags }));
  }

  revert(id: string, version: number): Deck {
    this.live(id);
    const old = this.versionContent(id, version);
    return this.save(id, old, undefined);
  }

  duplicate(id: string, name?: string): Deck {
    const r = this.row(id);
    const c = this.versionContent(id, Number(r.version));
    return this.create({ ...c, name: name?.trim() || this.freeName(c.name) });
  }

  /** "Name (2)", "Name (3)" … the first name no other deck uses. */
  private freeName(name: string): string {
    const base = name.replace(/\s*\(\d+\)$/, '');
    const used = new Set(this.store.all<{ name: string }>('SELECT name FROM decks').map((r) => r.name));
    for (let i = 2; ; i++) {
      const n = `${base} (${i})`;
      if (!used.has(n)) return n.slice(0, 200);
    }
  }

  delete(id: string): DeckSummary {
    const r = this.live(id);
    this.store.write(() => this.store.run('UPDATE decks SET deleted_at = ? WHERE id = ?', [this.now().toISOString(), r.id]));
    return this.summary(this.row(id));
  }

  restore(id: string): Deck {
    const r = this.row(id);
    if (!r.deleted_at) throw new AppError('invalid_input', 'decks.not_in_trash', { name: r.name });
    this.store.write(() => this.store.run('UPDATE decks SET deleted_at = NULL WHERE id = ?', [id]));
    return this.get(id);
  }

  purge(id: string): { id: string } {
    const r = this.row(id);
    if (!r.deleted_at) throw new AppError('invalid_input', 'decks.not_in_trash', { name: r.name });
    this.store.write(() => this.store.run('DELETE FROM decks WHERE id = ?', [id]));
    return { id };
  }

  /** Autosave. A draft equal to the latest version is dropped (the deck has no unsaved changes). */
  saveDraft(id: string, content: DeckContent): { id: string; savedAt: string } {
    const r = this.live(id);
    const c = this.checkContent(content);
    const at = this.now().toISOString();
    if (sameContent(this.versionContent(id, Number(r.version)), c)) {
      this.store.write(() => this.store.run('DELETE FROM deck_drafts WHERE deck_id = ?', [id]));
      return { id, savedAt: at };
    }
    this.store.write(() =>
      this.store.run(
        `INSERT INTO deck_drafts (deck_id, base_version, saved_at, content) VALUES (?, ?, ?, ?)
         ON CONFLICT (deck_id) DO UPDATE SET saved_at = excluded.saved_at, content = excluded.content`,
        [id, Number(r.version), at, JSON.stringify(c)],
      ),
    );
    return { id, savedAt: at };
  }

  discardDraft(id: string): Deck {
    this.row(id);
    this.store.write(() => this.store.run('DELETE FROM deck_drafts WHERE deck_id = ?', [id]));
    return this.get(id);
  }

  // ------------------------------------------------------------------------------------------
  // Pure tools over the card data

  analyze(content: DeckContent, turns?: number): DeckAnalysis {
    const idx = this.index();
    return { legality: checkLegality(idx, content), stats: deckStats(idx, content, turns) };
  }

  cards(uids: string[]): DeckCardInfo[] {
    const idx = this.index();
    const out: DeckCardInfo[] = [];
    for (const uid of new Set(uids)) {
      const c = idx.byUid.get(uid);
      if (c) out.push(c);
    }
    return out;
  }

  parseImport(input: { text: string; fileName?: string; format?: DeckFormat; edition?: DeckEdition }): ImportPreview {
    const idx = this.requireCards();
    try {
      const r = importDeck(idx, input.text, { format: input.format, fileName: input.fileName, edition: input.edition });
      return {
        format: r.format,
        content: r.content,
        unresolved: r.unresolved,
        notices: r.notices,
        legality: checkLegality(idx, r.content),
      };
    } catch (e) {
      if (e instanceof FormatError) throw new AppError('import_failed', `decks.import.${e.key}`, e.params);
      throw e;
    }
  }

  export(input: { id?: string; draft?: boolean; content?: DeckContent; format: DeckFormat }): DeckExport {
    const idx = this.requireCards();
    let content = input.content;
    if (input.id !== undefined) {
      const d = this.get(input.id);
      content = input.draft && d.draft ? d.draft.content : d.content;
    }
    return exportDeck(idx, canonicalContent(content!), input.format);
  }
}

function tagKey(tag: string): string {
  return normalizeName(tag) || tag.trim().toLowerCase();
}
