/**
 * Parser of the official VEKN card files (CSV, UTF-8) into the card model of `types.ts`.
 * Pure: no I/O, no database. The importer (`importer.ts`) writes what this returns.
 *
 * Files are recognized by their header (and by name for the Spanish sets file, whose header is
 * the same as the English one). A malformed file throws `AppError('import_failed', 'import.<reason>',
 * { file, line, reason, ... })` and nothing is returned. Format notes: docs/card-data.md.
 */
import { parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { AppError } from '../common/errors';
import { displayNameOf } from '../common/card-names';
import { DISCIPLINE_NAMES } from '../common/disciplines';
import type { CardDetail, CardPrinting, DisciplineLevel, ImportFile, ImportProgress } from './types';

export interface ParsedSet {
  abbrev: string;
  name: string;
  nameEs?: string;
  /** YYYY-MM-DD when the file gives one */
  releaseDate?: string;
  company?: string;
}

export interface ParsedCatalog {
  cards: CardDetail[];
  sets: ParsedSet[];
  /** Names of the files that were recognized and used */
  files: string[];
  /** What each of those files was recognized as (same order as `files`) */
  kinds: VeknFileKind[];
  /** Cards that received a Spanish translation */
  translated: number;
}

export type VeknFileKind = 'crypt' | 'library' | 'sets' | 'libmeta' | 'bundles' | 'crypt-es' | 'library-es' | 'sets-es';

/** Votes a title gives (rulebook 4.x titles; priscus votes only as the prisci bloc, so none here). */
export const TITLE_VOTES: Record<string, number> = {
  primogen: 1,
  bishop: 1,
  prince: 2,
  archbishop: 2,
  baron: 2,
  kholo: 2,
  magaji: 2,
  justicar: 3,
  cardinal: 3,
  'inner circle': 4,
  regent: 4,
  '1 vote': 1,
  '2 votes': 2,
};

export const SECTS = ['Camarilla', 'Sabbat', 'Laibon', 'Independent', 'Anarch'] as const;

/** Rarity codes of booster printings; any other code in a set entry names a preconstructed deck. */
const RARITIES = new Set(['C', 'U', 'R', 'V', 'X', 'DTC']);

interface FileSpec {
  kind: VeknFileKind;
  required: string[];
  /** Columns that identify the file kind */
  signature: string[];
}

const SPECS: FileSpec[] = [
  {
    kind: 'crypt',
    signature: ['Disciplines', 'Capacity', 'Group'],
    required: ['Id', 'Name', 'Type', 'Clan', 'Group', 'Capacity', 'Disciplines', 'Card Text', 'Set'],
  },
  {
    kind: 'library',
    signature: ['Discipline', 'Pool Cost', 'Blood Cost'],
    required: ['Id', 'Name', 'Type', 'Clan', 'Discipline', 'Pool Cost', 'Blood Cost', 'Card Text', 'Set'],
  },
  { kind: 'libmeta', signature: ['Requirement'], required: ['Id', 'Requirement'] },
  { kind: 'bundles', signature: ['Bundle', 'Set'], required: ['Set', 'Bundle', 'Name'] },
  { kind: 'crypt-es', signature: ['Name es-ES', 'Group'], required: ['Id', 'Name es-ES', 'Card Text'] },
  { kind: 'library-es', signature: ['Name es-ES'], required: ['Id', 'Name es-ES', 'Card Text'] },
  { kind: 'sets', signature: ['Abbrev', 'Release Date', 'Full Name'], required: ['Abbrev', 'Full Name'] },
];

/** Which kind a file name suggests (used when the header is ambiguous or unreadable). */
function kindFromName(name: string): VeknFileKind | null {
  const n = name.toLowerCase().replace(/^.*[\\/]/, '');
  const es = /\.es(-es)?\.csv$/.test(n) || n.includes('es-es');
  if (n.startsWith('vtescrypt')) return es ? 'crypt-es' : 'crypt';
  if (n.startsWith('vteslibmeta')) return 'libmeta';
  if (n.startsWith('vteslib')) return es ? 'library-es' : 'library';
  if (n.startsWith('vtessets')) return es ? 'sets-es' : 'sets';
  if (n.startsWith('vtesbundles')) return 'bundles';
  return null;
}

export function fail(reason: string, file: string, line: number, extra: Record<string, string | number> = {}): never {
  throw new AppError('import_failed', `import.${reason}`, { file, line, reason, ...extra });
}

interface Row {
  line: number;
  get(col: string): string;
}

interface Table {
  name: string;
  kind: VeknFileKind;
  header: string[];
  rows: Row[];
}

type CsvRecord = { record: string[]; info: { lines: number } };

/** No line of an official file comes near this; a longer one means a wrong or hostile file. */
export const MAX_LINE_CHARS = 64 * 1024;
const CSV_OPTIONS = {
  info: true,
  relax_column_count: true,
  skip_empty_lines: true,
  relax_quotes: false,
  // vtessets.csv has spaces around some quoted fields: '"a", "b" '
  trim: true,
  // csv-parse stops at once on a field or record this long instead of growing its buffer
  max_record_size: 4 * MAX_LINE_CHARS,
} as const;
/** Characters parsed between two yields to the event loop in the asynchronous import. */
const CHUNK_CHARS = 256 * 1024;

/** The text of a file without its BOM, refused when empty or when one line is absurdly long. */
function checkedText(file: ImportFile): string {
  const text = file.content.replace(/^\uFEFF/, '');
  if (!text.trim()) fail('empty_file', file.name, 1);
  let start = 0;
  for (let line = 1; start <= text.length; line++) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (end - start > MAX_LINE_CHARS) fail('line_too_long', file.name, line, { max: MAX_LINE_CHARS });
    start = end + 1;
  }
  return text;
}

function csvFailure(file: ImportFile, e: unknown): never {
  if (e instanceof AppError) throw e;
  const err = e as { lines?: number; code?: string };
  if (err.code === 'CSV_MAX_RECORD_SIZE') fail('line_too_long', file.name, err.lines ?? 0, { max: MAX_LINE_CHARS });
  fail('csv_syntax', file.name, err.lines ?? 0, { detail: String(err.code ?? '') });
}

/** Parses one CSV text into rows; header on line 1 (UTF-8 BOM allowed). */
function readTable(file: ImportFile): Table {
  const text = checkedText(file);
  let records: CsvRecord[];
  try {
    records = parse(text, CSV_OPTIONS) as unknown as CsvRecord[];
  } catch (e) {
    csvFailure(file, e);
  }
  return tableOf(file, records);
}

/**
 * Same as `readTable`, fed to csv-parse's streaming parser in chunks with a yield to the event
 * loop after each: a large file does not block the host, which keeps answering other calls.
 */
async function readTableAsync(file: ImportFile): Promise<Table> {
  const text = checkedText(file);
  const parser = parseStream(CSV_OPTIONS);
  const records: CsvRecord[] = [];
  let failure: unknown = null;
  parser.on('readable', () => {
    let r: CsvRecord | null;
    while ((r = parser.read() as CsvRecord | null) !== null) records.push(r);
  });
  parser.on('error', (e) => (failure ??= e));
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => resolve());
  });
  for (let off = 0; off < text.length && !failure; off += CHUNK_CHARS) {
    parser.write(text.slice(off, off + CHUNK_CHARS));
    await new Promise<void>((r) => setImmediate(r));
  }
  if (!failure) parser.end();
  await ended;
  if (failure) csvFailure(file, failure);
  return tableOf(file, records);
}

function tableOf(file: ImportFile, records: CsvRecord[]): Table {
  const header = records[0].record.map((h) => h.trim());
  let kind: VeknFileKind | null = null;
  for (const spec of SPECS) {
    if (spec.signature.every((c) => header.includes(c))) {
      kind = spec.kind;
      break;
    }
  }
  const byName = kindFromName(file.name);
  if (kind === 'sets' && byName === 'sets-es') kind = 'sets-es';
  if (!kind) {
    if (!byName) fail('unknown_file', file.name, 1);
    kind = byName;
  }
  const spec = SPECS.find((s) => s.kind === (kind === 'sets-es' ? 'sets' : kind))!;
  for (const col of spec.required) if (!header.includes(col)) fail('missing_column', file.name, 1, { column: col });
  const index = new Map(header.map((h, i) => [h, i]));
  const rows: Row[] = [];
  let prevEnd = records[0].info.lines;
  for (let r = 1; r < records.length; r++) {
    const { record, info } = records[r];
    const line = prevEnd + 1;
    prevEnd = info.lines;
    if (record.length !== header.length) {
      fail('column_count', file.name, line, { expected: header.length, found: record.length });
    }
    rows.push({
      line,
      get: (col) => {
        const i = index.get(col);
        return i === undefined ? '' : (record[i] ?? '').trim();
      },
    });
  }
  return { name: file.name, kind, header, rows };
}

function parseId(t: Table, row: Row): string {
  const id = row.get('Id');
  if (!/^\d+$/.test(id)) fail('bad_number', t.name, row.line, { column: 'Id', value: id });
  return id;
}

function parseInt10(t: Table, row: Row, col: string, opts: { optional?: boolean; signed?: boolean } = {}): number | undefined {
  const v = row.get(col);
  if (v === '' && opts.optional) return undefined;
  if (!(opts.signed ? /^[+-]?\d+$/ : /^\d+$/).test(v)) fail('bad_number', t.name, row.line, { column: col, value: v });
  return Number(v);
}

/** Cost as printed: '' (none), a whole number, or 'X'. */
function parseCost(t: Table, row: Row, col: string): string | undefined {
  const v = row.get(col);
  if (v === '') return undefined;
  if (v.toUpperCase() === 'X') return 'X';
  if (!/^\d+$/.test(v)) fail('bad_number', t.name, row.line, { column: col, value: v });
  return String(Number(v));
}

function parseBanned(t: Table, row: Row): string | undefined {
  const v = row.get('Banned');
  if (v === '') return undefined;
  if (!/^\d{4}$/.test(v)) fail('bad_number', t.name, row.line, { column: 'Banned', value: v });
  return v;
}

/** "Rack, The" -> "The Rack" (main/common/card-names.ts). */
export { displayNameOf };

/** Crypt disciplines: "obf CEL QUI" -> lower-case = inferior (1), upper-case = superior (2). */
export function parseCryptDisciplines(value: string): DisciplineLevel[] {
  const out: DisciplineLevel[] = [];
  for (const tok of value.split(/\s+/)) {
    if (!tok || tok === '-none-') continue;
    const code = tok.toLowerCase();
    out.push({ code, level: tok === code ? 1 : 2 });
  }
  return out;
}

/** Library discipline requirement to DNF: "A/B" either, "A & B" both. */
export function parseLibraryDisciplines(value: string): string[][] {
  if (!value.trim()) return [];
  return value.split('/').map((alt) =>
    alt
      .split('&')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => DISCIPLINE_NAMES[n.toLowerCase()] ?? n.toLowerCase().slice(0, 3)),
  );
}

/** Sect from the start of a vampire's card text: "Advanced, Sabbat bishop: ..." -> "Sabbat". */
export function sectFromText(text: string): string | undefined {
  const head = text
    .replace(/[{}]/g, '')
    .replace(/^Advanced,\s*/, '')
    .trimStart();
  for (const s of SECTS) if (head.startsWith(s) && !/^[A-Za-z]/.test(head.slice(s.length, s.length + 1))) return s;
  return undefined;
}

export function votesOfTitle(title: string | undefined): number | undefined {
  if (!title) return undefined;
  return TITLE_VOTES[title.toLowerCase()];
}

/**
 * One set column entry, e.g. "V5:PV2", "FN:C2/PA", "Jyhad:C", "POD:DTC", "Promo-20200511",
 * "FoL:2" -> one printing per part (rarity or preconstructed deck with its copies).
 * A promotional printing of the newer files is written "Promo:<date><copies>": "Promo:202401011"
 * is the promo of 2024-01-01 with 1 copy (the set "Promo-20240101", as the older entries name
 * it), never a deck with 202401011 copies.
 */
export function parseSetEntry(entry: string): CardPrinting[] {
  const e = entry.trim();
  if (!e) return [];
  const colon = e.indexOf(':');
  if (colon < 0) return [{ set: e }];
  const set = e.slice(0, colon).trim();
  const rest = e.slice(colon + 1).trim();
  if (!rest) return [{ set }];
  const promo = set === 'Promo' ? /^(\d{8})(\d*)$/.exec(rest) : null;
  if (promo) {
    const copies = promo[2] ? Number(promo[2]) : 1;
    const printing: CardPrinting = { set: `Promo-${promo[1]}`, releaseDate: isoDate(promo[1]) };
    return [copies > 1 ? { ...printing, precon: { deck: '', count: copies } } : printing];
  }
  const out: CardPrinting[] = [];
  for (const part of rest.split('/')) {
    const m = /^(.*?)(\d+|½)?$/.exec(part.trim())!;
    const code = m[1];
    const num = m[2];
    if (RARITIES.has(code)) out.push({ set, rarity: part.trim() });
    else out.push({ set, precon: { deck: code, count: num === undefined ? 1 : num === '½' ? 1 : Number(num) } });
  }
  return out;
}

function isoDate(v: string): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(v.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

function splitList(v: string, sep: RegExp): string[] {
  return v
    .split(sep)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The artists of a card, each once (the files repeat an artist who drew several printings). */
export function artistList(v: string): string[] {
  return [...new Set(splitList(v, /;/))];
}

function cryptCard(t: Table, row: Row): CardDetail {
  const id = parseId(t, row);
  const name = row.get('Name');
  if (!name) fail('missing_value', t.name, row.line, { column: 'Name' });
  const group = row.get('Group');
  if (group.toUpperCase() !== 'ANY' && !/^\d+$/.test(group)) fail('bad_number', t.name, row.line, { column: 'Group', value: group });
  const capacity = parseInt10(t, row, 'Capacity');
  const text = row.get('Card Text');
  const title = row.get('Title') || undefined;
  const type = row.get('Type');
  const adv = row.get('Adv');
  const card: CardDetail = {
    uid: `vtes:${id}`,
    game: 'vtes',
    id,
    name,
    displayName: displayNameOf(name),
    kind: 'crypt',
    types: type ? [type] : [],
    clans: splitList(row.get('Clan'), /\//),
    disciplines: parseCryptDisciplines(row.get('Disciplines')),
    libraryDisciplines: [],
    capacity,
    group: group.toUpperCase() === 'ANY' ? 'ANY' : String(Number(group)),
    advanced: adv !== '',
    sect: type === 'Imbued' ? undefined : sectFromText(text),
    title,
    votes: votesOfTitle(title),
    banned: parseBanned(t, row),
    aka: row.get('Aka') || undefined,
    path: row.get('Path') || undefined,
    text,
    artists: artistList(row.get('Artist')),
    burnOption: false,
    requirements: [],
    printings: splitList(row.get('Set'), /,/).flatMap(parseSetEntry),
  };
  return prune(card);
}

function libraryCard(t: Table, row: Row): CardDetail {
  const id = parseId(t, row);
  const name = row.get('Name');
  if (!name) fail('missing_value', t.name, row.line, { column: 'Name' });
  const burn = row.get('Burn Option').toLowerCase();
  const card: CardDetail = {
    uid: `vtes:${id}`,
    game: 'vtes',
    id,
    name,
    displayName: displayNameOf(name),
    kind: 'library',
    types: splitList(row.get('Type'), /\//),
    clans: splitList(row.get('Clan'), /\//),
    disciplines: [],
    libraryDisciplines: parseLibraryDisciplines(row.get('Discipline')),
    advanced: false,
    poolCost: parseCost(t, row, 'Pool Cost'),
    bloodCost: parseCost(t, row, 'Blood Cost'),
    convictionCost: parseCost(t, row, 'Conviction Cost'),
    banned: parseBanned(t, row),
    aka: row.get('Aka') || undefined,
    path: row.get('Path') || undefined,
    text: row.get('Card Text'),
    flavor: row.get('Flavor Text') || undefined,
    artists: artistList(row.get('Artist')),
    burnOption: burn === 'y' || burn === 'yes',
    requirements: [],
    printings: splitList(row.get('Set'), /,/).flatMap(parseSetEntry),
    capacityChange: row.get('Capacity') || undefined,
  };
  return prune(card);
}

/** Drops optional fields that are undefined so stored JSON stays small and comparisons stable. */
function prune<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}

const ORDER: VeknFileKind[] = ['sets', 'sets-es', 'bundles', 'crypt', 'library', 'libmeta', 'crypt-es', 'library-es'];

/**
 * Parses the official files (any order). Requires vtescrypt.csv, vteslib.csv and vtessets.csv;
 * vteslibmeta.csv, vtesbundles.csv and the Spanish files are optional.
 */
export function parseVeknFiles(files: ImportFile[], onProgress?: (p: ImportProgress) => void): ParsedCatalog {
  const tables = new Map<VeknFileKind, Table>();
  files.forEach((f, i) => {
    onProgress?.({ phase: 'parse', file: f.name, done: i, total: files.length });
    addTable(tables, readTable(f));
  });
  return buildCatalog(tables, files.length, onProgress);
}

/** Same as `parseVeknFiles`, yielding to the event loop between files so progress events get out. */
export async function parseVeknFilesAsync(files: ImportFile[], onProgress?: (p: ImportProgress) => void): Promise<ParsedCatalog> {
  const tables = new Map<VeknFileKind, Table>();
  for (let i = 0; i < files.length; i++) {
    onProgress?.({ phase: 'parse', file: files[i].name, done: i, total: files.length });
    await new Promise<void>((r) => setImmediate(r));
    addTable(tables, await readTableAsync(files[i]));
  }
  return buildCatalog(tables, files.length, onProgress);
}

function addTable(tables: Map<VeknFileKind, Table>, t: Table): void {
  if (tables.has(t.kind)) fail('duplicate_file', t.name, 1, { other: tables.get(t.kind)!.name });
  tables.set(t.kind, t);
}

function buildCatalog(tables: Map<VeknFileKind, Table>, fileCount: number, onProgress?: (p: ImportProgress) => void): ParsedCatalog {
  for (const [kind, fileName] of [
    ['crypt', 'vtescrypt.csv'],
    ['library', 'vteslib.csv'],
    ['sets', 'vtessets.csv'],
  ] as const) {
    if (!tables.has(kind)) fail('missing_file', fileName, 0);
  }

  // Sets
  const sets = new Map<string, ParsedSet>();
  for (const row of tables.get('sets')!.rows) {
    const abbrev = row.get('Abbrev');
    if (!abbrev) fail('missing_value', tables.get('sets')!.name, row.line, { column: 'Abbrev' });
    const rd = row.get('Release Date');
    const releaseDate = isoDate(rd);
    if (rd && !releaseDate) fail('bad_number', tables.get('sets')!.name, row.line, { column: 'Release Date', value: rd });
    sets.set(abbrev, prune({ abbrev, name: row.get('Full Name') || abbrev, releaseDate, company: row.get('Company') || undefined }));
  }
  const setsEs = tables.get('sets-es');
  if (setsEs) {
    for (const row of setsEs.rows) {
      const s = sets.get(row.get('Abbrev'));
      if (s && row.get('Full Name')) s.nameEs = row.get('Full Name');
    }
  }
  // Preconstructed decks: "SET|CODE" -> name
  const bundles = new Map<string, string>();
  const bt = tables.get('bundles');
  if (bt) {
    for (const row of bt.rows) {
      const name = row.get('Name');
      if (name) bundles.set(`${row.get('Set')}|${row.get('Bundle')}`, name);
    }
  }

  const cards: CardDetail[] = [];
  const byId = new Map<string, CardDetail>();
  const add = (t: Table, row: Row, c: CardDetail) => {
    if (byId.has(c.id)) fail('duplicate_id', t.name, row.line, { id: c.id });
    byId.set(c.id, c);
    cards.push(c);
  };
  const crypt = tables.get('crypt')!;
  for (const row of crypt.rows) add(crypt, row, cryptCard(crypt, row));
  const lib = tables.get('library')!;
  for (const row of lib.rows) add(lib, row, libraryCard(lib, row));

  for (const c of cards) {
    for (const p of c.printings) {
      const s = sets.get(p.set);
      if (s) {
        p.setName = s.name;
        if (s.nameEs) p.setNameEs = s.nameEs;
        if (s.releaseDate) p.releaseDate = s.releaseDate;
      }
      if (p.precon) {
        // KoT/HttB "A"/"B" bundles are listed under their reprint sets (KoTR, HttBR).
        const name = bundles.get(`${p.set}|${p.precon.deck}`) ?? bundles.get(`${p.set}R|${p.precon.deck}`);
        if (name) p.precon.deckName = name;
        else if (p.precon.deck === '' && s) p.precon.deckName = s.name;
      }
    }
  }

  const meta = tables.get('libmeta');
  if (meta) {
    for (const row of meta.rows) {
      const c = byId.get(parseId(meta, row));
      if (c) c.requirements = splitList(row.get('Requirement'), /,/);
    }
  }

  let translated = 0;
  for (const kind of ['crypt-es', 'library-es'] as const) {
    const t = tables.get(kind);
    if (!t) continue;
    for (const row of t.rows) {
      const c = byId.get(parseId(t, row));
      if (!c) continue;
      const nameEs = row.get('Name es-ES');
      if (nameEs && nameEs !== c.name) c.nameEs = nameEs;
      const textEs = row.get('Card Text');
      if (textEs) c.textEs = textEs;
      const flavorEs = row.get('Flavor Text');
      if (flavorEs) c.flavorEs = flavorEs;
      translated++;
    }
  }

  const kinds = ORDER.filter((k) => tables.has(k));
  const used = kinds.map((k) => tables.get(k)!.name);
  onProgress?.({ phase: 'parse', done: fileCount, total: fileCount });
  return { cards, sets: [...sets.values()], files: used, kinds, translated };
}
