/**
 * The user's collection (issue 17 part 4): copies owned per card, CSV import and export, and
 * for a deck which cards are missing and which are played by the user's other decks too.
 */
import { AppError } from '../common/errors';
import type { Store } from '../db/store';
import type { DeckCardIndex } from '../decks/cards';
import type { CollectionImportResult, DeckCollectionLine } from '../decks/collection-types';
import { normalizeName } from '../decks/normalize';
import type { DeckContent } from '../decks/types';

export const MAX_OWNED = 999;

/** One CSV field, quoted when it holds a comma, a quote or a line break. */
const field = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** The fields of one CSV line (RFC 4180 quotes). */
export function csvFields(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';' || ch === '\t') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((f) => f.trim());
}

export class CollectionService {
  constructor(
    private readonly store: Store,
    private readonly index: () => DeckCardIndex,
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

  /** "id,name,owned" with a header line, sorted by name. */
  exportCsv(): string {
    const idx = this.index();
    const lines = Object.entries(this.owned())
      .map(([uid, n]) => ({ card: idx.byUid.get(uid), n }))
      .filter((x) => x.card)
      .sort((a, b) => a.card!.name.localeCompare(b.card!.name))
      .map((x) => [x.card!.id, field(x.card!.name), String(x.n)].join(','));
    return ['id,name,owned', ...lines].join('\n') + '\n';
  }

  /**
   * Reads a CSV of owned copies: each line an id or a name and a count, in any column order the
   * header names (id / name / owned, count, quantity), or `count,name` / `name,count` without
   * one. The file replaces the whole collection; a file where no line names a card changes nothing.
   */
  importCsv(text: string): CollectionImportResult {
    const idx = this.index();
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    const head = csvFields(lines[0] ?? '').map((h) => h.toLowerCase());
    const hasHeader = head.some((h) => ['id', 'name', 'owned', 'count', 'quantity', 'nombre', 'nazwa'].includes(h));
    const col = (names: string[]) => head.findIndex((h) => names.includes(h));
    const idCol = hasHeader ? col(['id']) : -1;
    const nameCol = hasHeader ? col(['name', 'nombre', 'nazwa']) : -1;
    const countCol = hasHeader ? col(['owned', 'count', 'quantity', 'copies', 'cantidad', 'liczba']) : -1;
    const found = new Map<string, number>();
    const unknown: CollectionImportResult['unknown'] = [];
    lines.forEach((raw, i) => {
      if ((hasHeader && i === 0) || !raw.trim()) return;
      const f = csvFields(raw);
      let id: string | undefined;
      let name: string | undefined;
      let count: number;
      if (hasHeader) {
        id = idCol >= 0 ? f[idCol] : undefined;
        name = nameCol >= 0 ? f[nameCol] : undefined;
        count = countCol >= 0 ? Number(f[countCol]) : 1;
      } else if (/^\d+$/.test(f[0] ?? '') && f.length > 1 && !idx.byId.has(f[0])) {
        count = Number(f[0]);
        name = f[1];
      } else {
        count = Number(f[f.length - 1]);
        if (idx.byId.has(f[0])) id = f[0];
        else name = f[0];
      }
      const card = (id && idx.byId.get(id)) || (name ? idx.byKey.get(normalizeName(name))?.[0] : undefined);
      if (!card || !Number.isInteger(count) || count < 0 || count > MAX_OWNED) {
        unknown.push({ line: i + 1, text: raw.trim().slice(0, 120) });
        return;
      }
      found.set(card.uid, (found.get(card.uid) ?? 0) + count);
    });
    if (!found.size) throw new AppError('invalid_input', 'collection.no_cards', { count: unknown.length });
    this.store.write(() => {
      this.store.run('DELETE FROM collection');
      for (const [uid, n] of found)
        if (n > 0) this.store.run('INSERT INTO collection (uid, owned) VALUES (?, ?)', [uid, Math.min(n, MAX_OWNED)]);
    });
    return { cards: found.size, unknown };
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
