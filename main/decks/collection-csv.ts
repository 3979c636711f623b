/**
 * The collection's CSV (issue 17 part 4, issue 26 items 4 and 10), pure: each row a card (by id
 * or name) and its copies, read strictly. A count is a non-negative decimal integer ("3", "0");
 * "0x10", "1e2", "", "-1" and "2.5" make the row an error, never a number. The reader only
 * classifies the rows; what is imported is decided by `planCollectionImport`.
 *
 * Export escapes a cell beginning with = + - @ (or a tab or carriage return) with a leading
 * apostrophe, so a spreadsheet never runs it as a formula (CSV injection); the reader takes that
 * apostrophe off again, so export then import is the identity.
 */
import { COLLECTION_LIMITS } from '../common/import-limits';
import type { DeckCardIndex } from './cards';
import type { CollectionBadRow, CollectionRowProblem } from './collection-types';
import { normalizeName } from './normalize';

/** A cell a spreadsheet would read as a formula, or one already escaped (so escaping is reversible). */
const FORMULA = /^'*[=+\-@\t\r]/;

/** The cell as written to the CSV: an apostrophe before a formula-like start. */
export function escapeCell(s: string): string {
  return FORMULA.test(s) ? `'${s}` : s;
}

/** The cell as the user meant it: the export's apostrophe taken off. */
export function unescapeCell(s: string): string {
  return /^'+[=+\-@\t\r]/.test(s) ? s.slice(1) : s;
}

/** One CSV field, escaped, then quoted when it holds a separator, a quote or a line break. */
export function csvField(s: string): string {
  const e = escapeCell(s);
  return /[",;\t\r\n]/.test(e) ? `"${e.replace(/"/g, '""')}"` : e;
}

/** The fields of one CSV line (RFC 4180 quotes; comma, semicolon or tab between fields), trimmed. */
export function csvFields(line: string): { fields: string[]; unclosed: boolean } {
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
  return { fields: out.map((f) => unescapeCell(f.trim())), unclosed: quoted };
}

/** The copies in a count cell, or what is wrong with it. */
export function parseCount(cell: string): number | CollectionRowProblem {
  const s = cell.trim();
  if (!s) return 'count_missing';
  if (/^[0-9]+$/.test(s)) {
    const n = Number(s);
    return n > COLLECTION_LIMITS.owned ? 'count_too_large' : n;
  }
  if (/^-\s*[0-9]+([.,][0-9]+)?$/.test(s)) return 'count_negative';
  if (/^\+?[0-9]*[.,][0-9]+$/.test(s)) return 'count_fraction';
  return 'count_invalid';
}

const HEADER_ID = ['id'];
const HEADER_NAME = ['name', 'nombre', 'nazwa'];
const HEADER_COUNT = ['owned', 'count', 'quantity', 'copies', 'cantidad', 'copias', 'liczba'];

export interface CollectionRead {
  /** copies per card uid, the rows of a card added up (0 included: the file says "none") */
  counts: Map<string, number>;
  /** rows that cannot be read (a bad count, a line too long, an unclosed quote…) */
  bad: CollectionBadRow[];
  /** rows whose count is fine but whose card is not known */
  unknown: CollectionBadRow[];
  /** rows read (the header and blank lines left out) */
  rows: number;
}

const clip = (s: string) => (s.length > 80 ? `${s.slice(0, 79)}…` : s);

/**
 * Reads a collection CSV line by line (so a caller can yield between chunks). Columns: the
 * header's id / name / count (in any order; no count column means one copy per row), or without
 * a header `name,count` or `count,name` (an id in place of the name works too).
 */
export class CollectionCsvReader {
  private header: { id: number; name: number; count: number } | null = null;
  private readonly out: CollectionRead = { counts: new Map(), bad: [], unknown: [], rows: 0 };

  constructor(private readonly index: DeckCardIndex) {}

  private card(s: string | undefined) {
    if (!s) return undefined;
    return this.index.byId.get(s) ?? this.index.byKey.get(normalizeName(s))?.[0];
  }

  /** Reads the line numbered `line` (1-based; the first line may be the header). */
  line(raw: string, line: number): void {
    if (!raw.trim()) return;
    const bad = (problem: CollectionRowProblem, value: string): void => void this.out.bad.push({ line, problem, value: clip(value) });
    if (raw.length > COLLECTION_LIMITS.lineChars) {
      this.out.rows++;
      bad('line_too_long', raw);
      return;
    }
    const { fields, unclosed } = csvFields(raw);
    if (line === 1) {
      const head = fields.map((h) => h.toLowerCase());
      const col = (names: string[]) => head.findIndex((h) => names.includes(h));
      if (head.some((h) => [...HEADER_ID, ...HEADER_NAME, ...HEADER_COUNT].includes(h))) {
        this.header = { id: col(HEADER_ID), name: col(HEADER_NAME), count: col(HEADER_COUNT) };
        return;
      }
    }
    if (fields.every((f) => !f)) return;
    this.out.rows++;
    if (unclosed) return bad('unclosed_quote', raw);
    let name: string | undefined;
    let card: ReturnType<CollectionCsvReader['card']>;
    let countCell: string | undefined;
    if (this.header) {
      const h = this.header;
      const id = h.id >= 0 ? fields[h.id] : undefined;
      name = (h.name >= 0 ? fields[h.name] : undefined) || id;
      card = (id && this.index.byId.get(id)) || this.card(h.name >= 0 ? fields[h.name] : undefined);
      countCell = h.count >= 0 ? (fields[h.count] ?? '') : '1';
    } else {
      const g = fields.filter(Boolean);
      const first = this.card(g[0]);
      const second = g.length > 1 && !first ? this.card(g[1]) : undefined;
      if (first) [name, card, countCell] = [g[0], first, g.length > 1 ? g[g.length - 1] : ''];
      else if (second) [name, card, countCell] = [g[1], second, g[0]];
      else if (g.length > 1 && /^[-+0-9.]/.test(g[0]) && !/^[-+0-9.]/.test(g[1])) [name, countCell] = [g[1], g[0]];
      else [name, countCell] = [g[0], g.length > 1 ? g[g.length - 1] : ''];
    }
    if (!name) return bad('name_missing', raw);
    const count = parseCount(countCell ?? '');
    if (typeof count !== 'number') return bad(count, countCell ?? '');
    if (!card) {
      this.out.unknown.push({ line, problem: 'unknown_card', value: clip(name) });
      return;
    }
    const total = (this.out.counts.get(card.uid) ?? 0) + count;
    if (total > COLLECTION_LIMITS.owned) return bad('total_too_large', name);
    this.out.counts.set(card.uid, total);
  }

  result(): CollectionRead {
    return this.out;
  }
}

/** The lines of a CSV text (a byte-order mark dropped; \n or \r\n between lines). */
export function csvLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r?\n/);
}

/** A whole CSV text read at once (the service reads it in chunks with the same reader). */
export function readCollectionCsv(index: DeckCardIndex, text: string): CollectionRead {
  const reader = new CollectionCsvReader(index);
  csvLines(text).forEach((l, i) => reader.line(l, i + 1));
  return reader.result();
}

/** The collection as a CSV: "id,name,owned" with a header line, sorted by name. */
export function writeCollectionCsv(index: DeckCardIndex, owned: Record<string, number>): string {
  const lines = Object.entries(owned)
    .map(([uid, n]) => ({ card: index.byUid.get(uid), n }))
    .filter((x) => x.card)
    .sort((a, b) => a.card!.name.localeCompare(b.card!.name) || a.card!.id.localeCompare(b.card!.id))
    .map((x) => [csvField(x.card!.id), csvField(x.card!.name), String(x.n)].join(','));
  return ['id,name,owned', ...lines].join('\n') + '\n';
}
