/** Deck export to every supported format (pure). Each output imports back to the same deck. */
import { safeFileStem } from '../../common/file-name';
import type { CardDetail } from '../../cards/types';
import type { DeckCardIndex } from '../cards';
import { foldLatin, normalizeName } from '../normalize';
import { bySection, typeKey } from '../../common/card-order';
import { capacitySummary, disciplineText, isTrifle } from '../traits';
import type { DeckContent, DeckExport, DeckFormat } from '../types';
import { VDB_BASE } from './vdb';

type Row = [CardDetail, number];

export function cryptRows(index: DeckCardIndex, content: DeckContent): Row[] {
  const rows: Row[] = [];
  for (const [uid, n] of Object.entries(content.crypt)) {
    const c = index.byUid.get(uid);
    if (c && n > 0) rows.push([c, n]);
  }
  return rows.sort(
    (a, b) =>
      b[1] - a[1] || (b[0].capacity ?? 0) - (a[0].capacity ?? 0) || a[0].name.localeCompare(b[0].name) || Number(a[0].id) - Number(b[0].id),
  );
}

export function libraryGroups(index: DeckCardIndex, content: DeckContent): { type: string; rows: Row[] }[] {
  const groups = new Map<string, Row[]>();
  for (const [uid, n] of Object.entries(content.library)) {
    const c = index.byUid.get(uid);
    if (!c || n <= 0) continue;
    const k = typeKey(c) || 'Unknown';
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push([c, n]);
  }
  return [...groups.entries()]
    .sort((a, b) => bySection(a[0], b[0]))
    .map(([type, rows]) => ({
      type,
      rows: rows.sort((a, b) => normalizeName(a[0].name).localeCompare(normalizeName(b[0].name)) || Number(a[0].id) - Number(b[0].id)),
    }));
}

const total = (rows: Row[]) => rows.reduce((s, r) => s + r[1], 0);

function fmtAvg(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Crypt table rows aligned in columns: count, name, capacity, disciplines, title, Clan:group. */
function cryptTable(index: DeckCardIndex, rows: Row[]): string[] {
  const cells = rows.map(([c, n]) => ({
    count: `${n}x`,
    name: index.listName(c),
    cap: String(c.capacity ?? 0),
    disc: disciplineText(c),
    title: (c.title ?? '').toLowerCase(),
    clan: `${c.clans[0] ?? (c.types[0] === 'Imbued' ? 'Imbued' : 'None')}:${c.group ?? 'ANY'}`,
  }));
  const w = (k: keyof (typeof cells)[number]) => Math.max(0, ...cells.map((x) => x[k].length));
  const wc = w('count'),
    wn = w('name'),
    wcap = w('cap'),
    wd = w('disc'),
    wt = w('title');
  return cells.map((x) =>
    [`${x.count.padEnd(wc)} ${x.name.padEnd(wn)}`, x.cap.padStart(wcap), x.disc.padEnd(wd), wt ? x.title.padEnd(wt) : null, x.clan]
      .filter((s) => s !== null)
      .join('  ')
      .replace(/\s+$/, ''),
  );
}

function header(content: DeckContent, style: 'twd' | 'ardb' | 'text'): string[] {
  const keys = {
    twd: ['Deck Name: ', 'Created by: ', 'Description:'],
    ardb: ['Deck Name : ', 'Author : ', 'Description :'],
    text: ['Deck: ', 'Author: ', 'Notes:'],
  }[style];
  const lines = [`${keys[0]}${content.name}`];
  if (content.author) lines.push(`${keys[1]}${content.author}`);
  if (content.notes.trim())
    lines.push(
      keys[2],
      ...content.notes
        .trim()
        .split('\n')
        .map((l) => l.replace(/\s+$/, '')),
    );
  lines.push('');
  return lines;
}

function capacities(rows: Row[]): number[] {
  return rows.flatMap(([c, n]) => new Array<number>(n).fill(c.capacity ?? 0));
}

function toTwd(index: DeckCardIndex, content: DeckContent): string {
  const crypt = cryptRows(index, content);
  const lib = libraryGroups(index, content);
  const cap = capacitySummary(capacities(crypt));
  const lines = header(content, 'twd');
  const title = `Crypt (${total(crypt)} cards, min=${cap.min}, max=${cap.max}, avg=${fmtAvg(cap.avg)})`;
  lines.push(title, '-'.repeat(title.length), ...cryptTable(index, crypt), '');
  lines.push(`Library (${lib.reduce((s, g) => s + total(g.rows), 0)} cards)`);
  lib.forEach((g, i) => {
    if (i > 0) lines.push('');
    const trifles = g.type === 'Master' ? g.rows.filter(([c]) => isTrifle(c)).reduce((s, r) => s + r[1], 0) : 0;
    lines.push(`${g.type} (${total(g.rows)}${trifles ? `; ${trifles} trifle` : ''})`);
    for (const [c, n] of g.rows) lines.push(`${n}x ${index.listName(c)}`);
  });
  return lines.join('\n') + '\n';
}

function toArdb(index: DeckCardIndex, content: DeckContent): string {
  const crypt = cryptRows(index, content);
  const lib = libraryGroups(index, content);
  const cap = capacitySummary(capacities(crypt));
  const avg = crypt.length ? (capacities(crypt).reduce((a, b) => a + b, 0) / total(crypt)).toFixed(2) : '0.00';
  const sep = '-'.repeat(60);
  const lines = header(content, 'ardb');
  lines.push(
    `Crypt [${total(crypt)} vampires] Capacity min: ${cap.min} max: ${cap.max} average: ${avg}`,
    sep,
    ...cryptTable(index, crypt),
    '',
  );
  lines.push(`Library [${lib.reduce((s, g) => s + total(g.rows), 0)} cards]`, sep);
  for (const g of lib) {
    lines.push(`${g.type} [${total(g.rows)}]`);
    for (const [c, n] of g.rows) lines.push(`  ${n}x ${index.listName(c)}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** Lackey names are plain ASCII with double quotes turned into single ones. */
function lackeyName(s: string): string {
  return foldLatin(s)
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/"/g, "'")
    .replace(/[^\x20-\x7e]/g, '');
}

function toLackey(index: DeckCardIndex, content: DeckContent): string {
  const lines: string[] = [];
  for (const g of libraryGroups(index, content)) for (const [c, n] of g.rows) lines.push(`${n}\t${lackeyName(index.exportName(c))}`);
  lines.push('Crypt:');
  for (const [c, n] of cryptRows(index, content)) lines.push(`${n}\t${lackeyName(index.exportName(c))}`);
  return lines.join('\n') + '\n';
}

function toJol(index: DeckCardIndex, content: DeckContent): string {
  const lines: string[] = [];
  for (const [c, n] of cryptRows(index, content)) lines.push(`${n}x ${index.exportName(c)}`);
  lines.push('');
  for (const g of libraryGroups(index, content)) for (const [c, n] of g.rows) lines.push(`${n}x ${index.exportName(c)}`);
  return lines.join('\n') + '\n';
}

function toText(index: DeckCardIndex, content: DeckContent): string {
  const crypt = cryptRows(index, content);
  const lib = libraryGroups(index, content);
  const lines = header(content, 'text');
  lines.push(`Crypt (${total(crypt)})`);
  for (const [c, n] of crypt) lines.push(`${n} ${index.exportName(c)}`);
  lines.push('', `Library (${lib.reduce((s, g) => s + total(g.rows), 0)})`);
  for (const g of lib) {
    lines.push(`${g.type} (${total(g.rows)})`);
    for (const [c, n] of g.rows) lines.push(`${n} ${index.exportName(c)}`);
  }
  return lines.join('\n') + '\n';
}

function orderedIds(index: DeckCardIndex, content: DeckContent): [string, number][] {
  return [
    ...cryptRows(index, content).map(([c, n]) => [c.id, n] as [string, number]),
    ...libraryGroups(index, content).flatMap((g) => g.rows.map(([c, n]) => [c.id, n] as [string, number])),
  ];
}

function toKrcg(index: DeckCardIndex, content: DeckContent): string {
  const cards: Record<string, number> = {};
  for (const [id, n] of orderedIds(index, content)) cards[id] = n;
  const out: Record<string, unknown> = { name: content.name };
  if (content.author) out.author = content.author;
  if (content.notes.trim()) out.comments = content.notes.trim();
  out.cards = cards;
  return JSON.stringify(out, null, 2) + '\n';
}

function toVdb(index: DeckCardIndex, content: DeckContent): string {
  const q = new URLSearchParams();
  q.set('name', content.name);
  if (content.author) q.set('author', content.author);
  if (content.notes.trim()) q.set('description', content.notes.trim());
  const frag = orderedIds(index, content)
    .map(([id, n]) => `${id}=${n}`)
    .join(';');
  return `${VDB_BASE}?${q.toString()}#${frag}`;
}

const EXT: Record<DeckFormat, string> = {
  twd: '.twd.txt',
  ardb: '.ardb.txt',
  lackey: '.lackey.txt',
  jol: '.jol.txt',
  krcg: '.json',
  vdb: '.url.txt',
  text: '.txt',
};

/** The suggested name of a deck's export, before its extension (see main/common/file-name.ts). */
export function safeFileName(name: string): string {
  return safeFileStem(name, 'deck');
}

export function exportDeck(index: DeckCardIndex, content: DeckContent, format: DeckFormat): DeckExport {
  const text = {
    twd: toTwd,
    ardb: toArdb,
    lackey: toLackey,
    jol: toJol,
    krcg: toKrcg,
    vdb: toVdb,
    text: toText,
  }[format](index, content);
  return {
    format,
    text,
    fileName: `${safeFileName(content.name)}${EXT[format]}`,
    mimeType: format === 'krcg' ? 'application/json' : 'text/plain',
  };
}
