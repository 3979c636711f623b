/**
 * The user's collection (issue 17 part 4): copies owned per card, CSV import and export, and
 * for a deck which cards are missing and which are played by the user's other decks too. An
 * import is a preview, then a confirmation that can be undone (issue 26 item 4).
 */
import { createHash } from 'node:crypto';
import { AppError } from '../common/errors';
import { COLLECTION_LIMITS, sizeText } from '../common/import-limits';
import type { Store } from '../db/store';
import type { DeckCardIndex } from '../decks/cards';
import { CollectionCsvReader, csvLines, writeCollectionCsv } from '../decks/collection-csv';
import { planCollectionImport } from '../decks/collection-plan';
import type { CollectionApplied, CollectionPrevious, CollectionPreview, DeckCollectionLine } from '../decks/collection-types';
import type { DeckContent } from '../decks/types';

/** Lines read between two yields to the event loop. */
const CHUNK_LINES = 2000;
/** The settings row that keeps the collection the last import replaced (JSON: savedAt, counts). */
const PREVIOUS_KEY = 'collection.previous';
const tick = () => new Promise<void>((r) => setImmediate(r));

export class CollectionService {
  constructor(
    private readonly store: Store,
    private readonly index: () => DeckCardIndex,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Owned copies per card uid (only the cards owned). */
  owned(uids?: string[]): Record<string, number> {
    const rows = uids
      ? this.store.all<{ uid: string; owned: number }>('SELECT uid, owned FROM collection WHERE uid IN (SELECT value FROM json_each(?))', [
          JSON.stringify(uids),
        ])
      : this.store.all<{ uid: string; owned: number }>('SELECT uid, owned FROM collection');
    return Object.fromEntries(rows.map((r) => [r.uid, Number(r.owned)]));
  }

  ownedUids(): string[] {
    return this.store.all<{ uid: string }>('SELECT uid FROM collection').map((r) => r.uid);
  }

  set(uid: string, owned: number): Record<string, number> {
    if (!this.index().byUid.has(uid)) throw new AppError('not_found', 'card_not_found', { uid });
    this.store.write(() => {
      if (owned > 0) this.store.run('INSERT OR REPLACE INTO collection (uid, owned) VALUES (?, ?)', [uid, owned]);
      else this.store.run('DELETE FROM collection WHERE uid = ?', [uid]);
    });
    return this.owned([uid]);
  }

  /** "id,name,owned" with a header line, sorted by name; formula-like cells escaped. */
  exportCsv(): string {
    return writeCollectionCsv(this.index(), this.owned());
  }

  /** A digest of the whole collection: the preview's `base`, checked again by applyImport. */
  private fingerprint(owned = this.owned()): string {
    const rows = Object.entries(owned).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 32);
  }

  /**
   * What importing `text` would change, without changing anything (issue 26 item 4): the file is
   * read in chunks (the host answers other calls meanwhile) and refused with its bad rows when a
   * row cannot be read or most rows name no known card.
   */
  async previewCsv(text: string): Promise<CollectionPreview> {
    if (text.length > COLLECTION_LIMITS.fileChars) {
      throw new AppError('invalid_input', 'collection.file_too_large', { max: sizeText(COLLECTION_LIMITS.fileChars) });
    }
    const lines = csvLines(text);
    if (lines.length > COLLECTION_LIMITS.rows)
      throw new AppError('invalid_input', 'collection.too_many_rows', { max: COLLECTION_LIMITS.rows });
    const index = this.index();
    const reader = new CollectionCsvReader(index);
    for (let i = 0; i < lines.length; i++) {
      reader.line(lines[i], i + 1);
      if ((i + 1) % CHUNK_LINES === 0) await tick();
    }
    const current = this.owned();
    return planCollectionImport(index, reader.result(), current, this.fingerprint(current));
  }

  /**
   * Replaces the collection by the one a preview showed (`counts`), if the collection is still
   * the one the preview was computed against (`base`); the replaced collection is kept for
   * undoImport.
   */
  applyImport(base: string, counts: Record<string, number>): CollectionApplied {
    const current = this.owned();
    if (base !== this.fingerprint(current)) throw new AppError('invalid_input', 'collection.changed_since_preview');
    const index = this.index();
    for (const uid of Object.keys(counts)) if (!index.byUid.has(uid)) throw new AppError('not_found', 'card_not_found', { uid });
    return this.replace(counts, current);
  }

  /** Brings back the collection the last import replaced; the one replaced now can be brought back in turn. */
  undoImport(): CollectionApplied {
    const prev = this.readPrevious();
    if (!prev) throw new AppError('not_found', 'collection.nothing_to_undo');
    return this.replace(prev.counts, this.owned());
  }

  /** The collection undoImport would bring back, if any. */
  previous(): CollectionPrevious | null {
    const p = this.readPrevious();
    return p ? { cards: Object.keys(p.counts).length, savedAt: p.savedAt } : null;
  }

  private readPrevious(): { savedAt: string; counts: Record<string, number> } | null {
    const row = this.store.get<{ value: string }>('SELECT value FROM settings WHERE key = ?', [PREVIOUS_KEY]);
    if (!row) return null;
    try {
      const v = JSON.parse(row.value) as { savedAt?: unknown; counts?: unknown };
      const counts = v.counts && typeof v.counts === 'object' ? (v.counts as Record<string, unknown>) : null;
      if (typeof v.savedAt !== 'string' || !counts) return null;
      const ok = Object.values(counts).every((n) => Number.isInteger(n) && (n as number) > 0 && (n as number) <= COLLECTION_LIMITS.owned);
      return ok ? { savedAt: v.savedAt, counts: counts as Record<string, number> } : null;
    } catch {
      return null;
    }
  }

  /** One transaction: `current` kept as the previous collection, `next` written in its place. */
  private replace(next: Record<string, number>, current: Record<string, number>): CollectionApplied {
    const savedAt = this.now().toISOString();
    this.store.write((db) => {
      db.run('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
        PREVIOUS_KEY,
        JSON.stringify({ savedAt, counts: current }),
      ]);
      db.run('DELETE FROM collection');
      for (const [uid, n] of Object.entries(next)) if (n > 0) db.run('INSERT INTO collection (uid, owned) VALUES (?, ?)', [uid, n]);
    });
    return { cards: Object.keys(this.owned()).length, previous: { cards: Object.keys(current).length, savedAt } };
  }

  /** For each card of a deck's content: copies needed, owned, missing, and the other decks playing it. */
  forDeck(deckId: string | null, content: Pick<DeckContent, 'crypt' | 'library'>): DeckCollectionLine[] {
    const idx = this.index();
    const need = new Map<string, number>();
    for (const section of [content.crypt, content.library])
      for (const [uid, n] of Object.entries(section)) need.set(uid, (need.get(uid) ?? 0) + n);
    const owned = this.owned([...need.keys()]);
    const others = this.store.all<{ id: string; name: string; content: string }>(
      `SELECT d.id, d.name, v.content FROM decks d JOIN deck_versions v ON v.deck_id = d.id AND v.version = d.version
       WHERE d.deleted_at IS NULL AND d.id != ?`,
      [deckId ?? ''],
    );
    const usedBy = new Map<string, DeckCollectionLine['usedBy']>();
    for (const o of others) {
      const c = JSON.parse(o.content) as DeckContent;
      for (const section of [c.crypt, c.library]) {
        for (const [uid, n] of Object.entries(section)) {
          if (!need.has(uid)) continue;
          let list = usedBy.get(uid);
          if (!list) usedBy.set(uid, (list = []));
          list.push({ id: o.id, name: o.name, count: n });
        }
      }
    }
    return [...need]
      .map(([uid, n]) => {
        const have = owned[uid] ?? 0;
        return {
          uid,
          name: idx.byUid.get(uid)?.displayName ?? uid,
          need: n,
          owned: have,
          missing: Math.max(0, n - have),
          usedBy: usedBy.get(uid) ?? [],
        };
      })
      .sort((a, b) => b.missing - a.missing || a.name.localeCompare(b.name));
  }
}
