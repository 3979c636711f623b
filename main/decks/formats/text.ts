/**
 * One tolerant line parser for the text formats: TWD, ARDB/Amaranth text, Lackey, JOL and the
 * app's plain text. The formats differ in their headers, which this parser recognizes:
 * - metadata lines before the crypt ("Deck Name:", "Created by:", "Author :", "Description:");
 * - section headers ("Crypt (12 cards, …)", "Crypt [12 vampires]", "Crypt:", "Library (90 cards)");
 * - library type headers ("Master (17; 3 trifle)", "Action [20]") and separators, skipped;
 * - card lines "2x Name", "2 Name", "2<TAB>Name", crypt table rows with capacity and Clan:group,
 *   and " -- comment" tails.
 */
import type { DeckFormat } from '../types';
import { CARD_LINE, cleanLines, readCardText, type ParsedDeck, type ParsedEntry, type Section } from './parsed';

const SECTION = /^\s*(crypt|cripta|krypta|library|biblioteca|biblioteka)\s*(?:[([:]|\d|$)/i;
const NAME_KEY = /^\s*(deck\s*name|deck|name|nombre|nazwa(?:\s+talii)?)\s*:\s*(.*?)\s*$/i;
const AUTHOR_KEY = /^\s*(created\s+by|author|autor)\s*:\s*(.*?)\s*$/i;
const NOTES_KEY = /^\s*(description|notes|notas|notatki|descripci[oó]n|opis)\s*:\s*(.*?)\s*$/i;
const TYPE_HEADER = /^\s*[A-Za-z][A-Za-z /]*?\s*[([]\s*\d+[^)\]]*[)\]]\s*$/;
const SEPARATOR = /^\s*[-=_*~#]{3,}\s*$/;
/** Whole-line comments in card sections ("-- played 3 times", "// note", "# note"). */
const COMMENT = /^\s*(--|\/\/|#)/;

function sectionOf(word: string): Section {
  return /^(crypt|cripta|krypta)$/i.test(word) ? 'crypt' : 'library';
}

/** True when card lines may appear before any section header (formats without headers). */
function cardsBeforeHeader(format: DeckFormat): boolean {
  return format === 'jol' || format === 'lackey';
}

export function parseTextDeck(text: string, format: DeckFormat): ParsedDeck {
  const lines = cleanLines(text);
  const out: ParsedDeck = { format, entries: [], notices: [] };
  let section: Section | null = cardsBeforeHeader(format) ? (format === 'lackey' ? 'library' : 'unknown') : null;
  const notes: string[] = [];
  let firstFree: string | undefined;

  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.replace(/\s+$/, '');
    const sec = SECTION.exec(line);
    if (sec && (section !== null || !NAME_KEY.test(line))) {
      section = sectionOf(sec[1]);
      return;
    }
    if (section === null) {
      // Metadata and free text before the crypt.
      let m: RegExpExecArray | null;
      if (out.name === undefined && (m = NAME_KEY.exec(line))) {
        out.name = m[2];
        return;
      }
      if (out.author === undefined && (m = AUTHOR_KEY.exec(line))) {
        out.author = m[2];
        return;
      }
      if ((m = NOTES_KEY.exec(line))) {
        if (m[2]) notes.push(m[2]);
        return;
      }
      if (firstFree === undefined && line.trim()) firstFree = line.trim();
      notes.push(line);
      return;
    }
    if (!line.trim() || SEPARATOR.test(line) || COMMENT.test(line)) return;
    let m = CARD_LINE.exec(line);
    // JOL lists may give a bare name for one copy.
    const implicit = !m && format === 'jol' && !TYPE_HEADER.test(line);
    if (implicit) m = ['', '1', line.trim()] as unknown as RegExpExecArray;
    if (!m) {
      if (!TYPE_HEADER.test(line))
        out.notices.push({ line: lineNo, key: 'line_ignored', params: { line: lineNo, text: line.trim().slice(0, 120) } });
      return;
    }
    const read = readCardText(m[2], section);
    const entry: ParsedEntry = { line: lineNo, text: line.trim(), count: Number(m[1]), name: read.name, section };
    if (read.group !== undefined) entry.group = read.group;
    if (read.capacity !== undefined) entry.capacity = read.capacity;
    if (implicit) entry.implicit = true;
    if (entry.count > 0 && entry.name) out.entries.push(entry);
  });

  const n = notes
    .join('\n')
    .replace(/^\s*\n/, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (n) out.notes = n;
  if (out.name === undefined && firstFree !== undefined && format !== 'jol' && format !== 'lackey') out.name = firstFree;
  return out;
}
