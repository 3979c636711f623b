/** The intermediate result of every deck format parser, before card names are resolved. */
import type { DeckFormat, ImportNotice } from '../types';

export type Section = 'crypt' | 'library' | 'unknown';

export interface ParsedEntry {
  /** 1-based line number in the input (1 for formats without lines). */
  line: number;
  text: string;
  count: number;
  /** Card name as written (text formats). */
  name?: string;
  /** VEKN id (KRCG JSON, VDB link). */
  id?: string;
  section: Section;
  /** Group and capacity from a crypt table column, when present. */
  group?: string;
  capacity?: number;
  /** The line gave no count (a bare name in a JOL list: one copy). */
  implicit?: boolean;
}

export interface ParsedDeck {
  format: DeckFormat;
  name?: string;
  author?: string;
  notes?: string;
  entries: ParsedEntry[];
  notices: ImportNotice[];
}

/**
 * "2x Name", "2xName" (JOL), "2 x Name", "2 Name", "2\tName", "2× Name". An "x" right after the
 * digits is the multiplier; after a space it is one only when a space follows ("2 Xaviar").
 */
export const CARD_LINE = /^\s*(\d{1,3})(?:[xX×*]\s*|\s+[xX×*]\s+|\s+)(\S.*?)\s*$/;

/** Crypt table row after the count: "Name   cap  disciplines  [title]  Clan:group" */
const CRYPT_ROW = /^(.+?)\s+(\d{1,2})\s+(.*?)\s*:\s*(\d|ANY)\s*$/i;

export function stripComment(s: string): string {
  return s
    .replace(/\s+--(\s.*)?$/, '')
    .replace(/\s+\/\/(\s.*)?$/, '')
    .trim();
}

/**
 * Reads the name (and the group/capacity columns of a crypt table row) from the part of a
 * card line after the count.
 */
export function readCardText(rest: string, section: Section): { name: string; group?: string; capacity?: number } {
  const s = stripComment(rest);
  if (section !== 'library') {
    const m = CRYPT_ROW.exec(s);
    if (m && /\S/.test(m[3])) {
      // ARDB writes advanced vampires with an "Adv" column between name and capacity.
      const adv = /^(.*?)\s+Adv\.?$/i.exec(m[1].trim());
      const name = (adv ? adv[1] : m[1]).split(/\t|\s{2,}/)[0].trim();
      return { name: adv ? `${name} (ADV)` : name, capacity: Number(m[2]), group: m[4].toUpperCase() };
    }
  }
  return { name: s.split(/\t|\s{3,}/)[0].trim() };
}

export function cleanLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
}
