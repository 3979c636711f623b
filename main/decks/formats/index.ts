/**
 * Deck import (format detection, parsing, name resolution) and export (pure).
 * Nothing here saves anything: `importDeck` returns the content and the problems for a
 * preview; the service saves only what the user confirms.
 */
import type { CardDetail } from '../../cards/types';
import type { DeckCardIndex } from '../cards';
import { chooseByGroups, resolveName, suggest } from '../resolve';
import { DEFAULT_TABLE_SIZE, type DeckContent, type DeckEdition, type DeckFormat, type ImportNotice, type UnresolvedLine } from '../types';
import { FormatError, parseKrcg } from './krcg';
import type { ParsedDeck, ParsedEntry } from './parsed';
import { parseTextDeck } from './text';
import { looksLikeVdb, parseVdb } from './vdb';

export { FormatError } from './krcg';
export { exportDeck } from './export';

/** Guesses the format from the text (and the file name when it helps). */
export function detectFormat(text: string, fileName?: string): DeckFormat {
  const t = text.replace(/^\uFEFF/, '').trim();
  if (looksLikeVdb(t)) return 'vdb';
  if (t.startsWith('{') || /\.json$/i.test(fileName ?? '')) return 'krcg';
  if (/^crypt:\s*$/im.test(t) && /^\d+\t\S/m.test(t)) return 'lackey';
  if (/^\s*crypt\s*\[/im.test(t)) return 'ardb';
  if (/^\s*crypt\s*\(\s*\d+\s+cards/im.test(t)) return 'twd';
  if (/^\s*deck name\s+:/im.test(t)) return 'ardb';
  if (/^\s*(crypt|cripta|krypta|library|biblioteca|biblioteka)\s*(?:[([:]|\d|$)/im.test(t)) return 'text';
  return 'jol';
}

export function parseDeck(text: string, format: DeckFormat): ParsedDeck {
  if (format === 'krcg') return parseKrcg(text);
  if (format === 'vdb') return parseVdb(text);
  return parseTextDeck(text, format);
}

export interface ImportOptions {
  format?: DeckFormat;
  fileName?: string;
  edition?: DeckEdition;
  tableSize?: number;
}

export interface ImportResult {
  format: DeckFormat;
  content: DeckContent;
  unresolved: UnresolvedLine[];
  notices: ImportNotice[];
  /** Every resolved line with the card it became (for previews and checks). */
  lines: { line: number; text: string; count: number; uid: string; group?: string; capacity?: number }[];
}

function baseName(fileName: string | undefined): string | undefined {
  if (!fileName) return undefined;
  const b = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/(\.(twd|txt|json|lck|dek|jol|ardb))+$/i, '')
    .trim();
  return b || undefined;
}

/**
 * Parses and resolves a deck. Throws FormatError when the text cannot be read at all
 * (bad JSON, bad link, no card line).
 */
export function importDeck(index: DeckCardIndex, text: string, opts: ImportOptions = {}): ImportResult {
  const format = opts.format ?? detectFormat(text, opts.fileName);
  const parsed = parseDeck(text, format);
  if (!parsed.entries.length) throw new FormatError('no_cards');
  const notices = [...parsed.notices];
  const unresolved: UnresolvedLine[] = [];
  const resolved: { entry: ParsedEntry; card: CardDetail }[] = [];
  const ambiguous: { entry: ParsedEntry; cands: CardDetail[] }[] = [];

  for (const entry of parsed.entries) {
    if (entry.id !== undefined) {
      const card = index.byId.get(entry.id);
      if (card) resolved.push({ entry, card });
      else
        unresolved.push({
          line: entry.line,
          text: entry.text,
          name: entry.id,
          count: entry.count,
          section: entry.section,
          suggestions: [],
        });
      continue;
    }
    const cands = resolveName(index, { name: entry.name!, section: entry.section, group: entry.group, capacity: entry.capacity });
    if (cands.length === 1) resolved.push({ entry, card: cands[0] });
    else if (cands.length > 1) ambiguous.push({ entry, cands });
    else {
      unresolved.push({
        line: entry.line,
        text: entry.text,
        name: entry.name!,
        count: entry.count,
        section: entry.section,
        suggestions: suggest(index, entry.name!),
      });
    }
  }
  // Text with no counted line and no known name is not a deck list (JOL reads bare names).
  if (!resolved.length && !ambiguous.length && parsed.entries.every((e) => e.implicit)) throw new FormatError('no_cards');
  if (ambiguous.length) {
    const chosen = chooseByGroups(
      resolved.map((r) => r.card),
      ambiguous.map((a) => a.cands),
    );
    ambiguous.forEach((a, i) => {
      resolved.push({ entry: a.entry, card: chosen[i] });
      notices.push({
        line: a.entry.line,
        key: 'group_chosen',
        params: { line: a.entry.line, name: a.entry.name ?? '', group: chosen[i].group ?? '' },
      });
    });
  }

  const crypt: Record<string, number> = {};
  const library: Record<string, number> = {};
  for (const { entry, card } of resolved) {
    const target = card.kind === 'crypt' ? crypt : library;
    if (entry.section !== 'unknown' && entry.section !== card.kind) {
      notices.push({ line: entry.line, key: 'section_moved', params: { line: entry.line, name: card.name, section: card.kind } });
    }
    target[card.uid] = (target[card.uid] ?? 0) + entry.count;
  }
  // Limits of DeckContentSchema, so that a preview can always be saved as it is.
  const name = ((parsed.name ?? '').trim() || baseName(opts.fileName) || '').slice(0, 200).trim();
  if (!name) notices.push({ key: 'no_name' });
  const content: DeckContent = {
    name,
    edition: opts.edition ?? 'vekn-current',
    tableSize: opts.tableSize ?? DEFAULT_TABLE_SIZE,
    crypt,
    library,
    notes: (parsed.notes ?? '').slice(0, 100_000),
    tags: [],
  };
  if (parsed.author && parsed.author.trim()) content.author = parsed.author.trim().slice(0, 200);
  const lines = resolved
    .map(({ entry, card }) => ({
      line: entry.line,
      text: entry.text,
      count: entry.count,
      uid: card.uid,
      group: entry.group,
      capacity: entry.capacity,
    }))
    .sort((a, b) => a.line - b.line);
  return { format, content, unresolved: unresolved.sort((a, b) => a.line - b.line), notices, lines };
}
