/**
 * The tournament deck archive (TWDA) as the user downloads it, read offline (issue 17, part 2):
 * the folder of deck files (one TWD text per event: event, place, date, rounds, players, winner,
 * link, then the deck) or the archive's JSON form (an array of KRCG deck objects with the event
 * fields `id`, `event`, `place`, `date`, `players_count`, `player`, `event_link`).
 */
import type { DeckCardIndex } from './cards';
import { importDeck } from './formats';
import { FormatError } from './formats/krcg';
import type { DeckContent } from './types';

export interface ArchiveDeck {
  /** the archive's id (the file name without extension, or the JSON `id`) */
  id: string;
  event: string;
  place?: string;
  /** ISO date (yyyy-mm-dd) of the event's first day, when the file gives one */
  date?: string;
  rounds?: string;
  players?: number;
  winner?: string;
  url?: string;
  content: DeckContent;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "December 20th 2021", "20 December 2021", "2021-12-20" (the first date of a range) → "2021-12-20". */
export function parseTwdDate(s: string): string | undefined {
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const low = s.toLowerCase();
  const m = /([a-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/.exec(low) ?? null;
  const d = /(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+),?\s+(\d{4})/.exec(low);
  const parts: [number, number, number] | null =
    m && MONTHS.includes(m[1])
      ? [MONTHS.indexOf(m[1]), Number(m[2]), Number(m[3])]
      : d && MONTHS.includes(d[2])
        ? [MONTHS.indexOf(d[2]), Number(d[1]), Number(d[3])]
        : null;
  if (!parts) {
    const y = /\b(19|20)\d{2}\b/.exec(low);
    const mo = MONTHS.findIndex((x) => low.includes(x));
    if (!y) return undefined;
    return mo >= 0 ? `${y[0]}-${String(mo + 1).padStart(2, '0')}-01` : `${y[0]}-01-01`;
  }
  const [month, day, year] = parts;
  if (day < 1 || day > 31) return undefined;
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The event lines of a TWD file: the lines before the first blank line or "Deck Name:". */
export function parseTwdHeader(text: string): Omit<ArchiveDeck, 'id' | 'content'> {
  const lines: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const l = raw.trim();
    if (!l) {
      if (lines.length) break;
      continue;
    }
    if (/^(deck name|created by|description|crypt)\b/i.test(l)) break;
    lines.push(l);
  }
  const out: Omit<ArchiveDeck, 'id' | 'content'> = { event: lines[0] ?? '' };
  const playersAt = lines.findIndex((l) => /^\d+\s+players?\b/i.test(l));
  if (playersAt >= 0) out.players = Number(/^\d+/.exec(lines[playersAt])![0]);
  const url = lines.find((l) => /^https?:\/\//i.test(l));
  if (url) out.url = url;
  const dateAt = lines.findIndex((l, i) => i > 0 && parseTwdDate(l) && !/^https?:/i.test(l) && !/players?\b/i.test(l));
  if (dateAt >= 0) out.date = parseTwdDate(lines[dateAt]);
  const rounds = lines.find((l) => /^\d+R\s*\+\s*F/i.test(l));
  if (rounds) out.rounds = rounds;
  if (lines[1] && 1 !== dateAt && !/^\d+R/i.test(lines[1]) && 1 !== playersAt) out.place = lines[1];
  // the winner: the line after the player count, or (older reports without a count) the last
  // line after the date that is not a link or the rounds
  if (playersAt >= 0) {
    if (lines[playersAt + 1] && !/^https?:/i.test(lines[playersAt + 1])) out.winner = lines[playersAt + 1];
  } else if (dateAt >= 0) {
    const rest = lines.slice(dateAt + 1).filter((l) => !/^https?:/i.test(l) && !/^\d+R\s*\+\s*F/i.test(l));
    if (rest.length) out.winner = rest[rest.length - 1];
  }
  return out;
}

export type ArchiveReadResult = { ok: true; deck: ArchiveDeck } | { ok: false; id: string; reason: string };

/** One TWD file of the archive's folder. */
export function readTwdFile(index: DeckCardIndex, name: string, text: string): ArchiveReadResult {
  const id = name.replace(/^.*[\\/]/, '').replace(/\.(txt|twd)$/i, '');
  try {
    const r = importDeck(index, text, { format: 'twd', fileName: name });
    if (r.unresolved.length) return { ok: false, id, reason: 'unresolved' };
    const header = parseTwdHeader(text);
    if (!header.event) return { ok: false, id, reason: 'no_event' };
    return { ok: true, deck: { id, ...header, content: r.content } };
  } catch (e) {
    return { ok: false, id, reason: e instanceof FormatError ? e.key : 'unreadable' };
  }
}

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const isObj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** The entries of the archive's JSON form: an array of deck objects (or an object of them keyed by id); null when it is not one. */
export function parseTwdaJson(text: string): unknown[] | null {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  if (Array.isArray(data)) return data;
  if (isObj(data)) return Object.entries(data).map(([id, v]) => ({ id, ...(isObj(v) ? v : {}) }));
  return null;
}

/** The id the archive gives an entry of its JSON form (its `id`, or its position). */
export function twdaEntryId(raw: unknown, i: number): string {
  const o = isObj(raw) ? raw : {};
  return str(o.id) ?? String(o.id ?? `#${i + 1}`);
}

/** Card lines a KRCG deck object lists (each is at least one card): bounds a deck before it is read. */
export function twdaEntryLines(raw: unknown): number {
  if (!isObj(raw)) return 0;
  const len = (v: unknown) => (Array.isArray(v) ? v.length : 0);
  let n = isObj(raw.cards) ? Object.keys(raw.cards).length : 0;
  if (isObj(raw.crypt)) n += len(raw.crypt.cards);
  if (isObj(raw.library) && Array.isArray(raw.library.cards))
    for (const g of raw.library.cards) n += isObj(g) && Array.isArray(g.cards) ? g.cards.length : 1;
  return n;
}

/** One entry of the archive's JSON form. */
export function readTwdaEntry(index: DeckCardIndex, raw: unknown, i: number): ArchiveReadResult {
  const o = isObj(raw) ? raw : {};
  const id = twdaEntryId(raw, i);
  const event = str(o.event);
  if (!event) return { ok: false, id, reason: 'no_event' };
  try {
    const r = importDeck(index, JSON.stringify(o), { format: 'krcg' });
    if (r.unresolved.length) return { ok: false, id, reason: 'unresolved' };
    const players = Number(o.players_count);
    const deck: ArchiveDeck = { id, event, content: { ...r.content, name: str(o.name) ?? event } };
    const place = str(o.place);
    if (place) deck.place = place;
    const date = str(o.date) && parseTwdDate(String(o.date));
    if (date) deck.date = date;
    if (Number.isInteger(players) && players > 0) deck.players = players;
    const winner = str(o.player);
    if (winner) deck.winner = winner;
    const url = str(o.event_link);
    if (url) deck.url = url;
    const rounds = str(o.tournament_format);
    if (rounds) deck.rounds = rounds;
    return { ok: true, deck };
  } catch (e) {
    return { ok: false, id, reason: e instanceof FormatError ? e.key : 'unreadable' };
  }
}

/** The archive's JSON form read at once (the service reads it in chunks with readTwdaEntry). */
export function readTwdaJson(index: DeckCardIndex, text: string): ArchiveReadResult[] | null {
  return parseTwdaJson(text)?.map((raw, i) => readTwdaEntry(index, raw, i)) ?? null;
}

/** The number of the first line longer than `max` characters, or 0 when there is none. */
export function firstLongLine(text: string, max: number): number {
  let start = 0;
  for (let line = 1; ; line++) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    if (stop - start - (text[stop - 1] === '\r' ? 1 : 0) > max) return line;
    if (end < 0) return 0;
    start = end + 1;
  }
}

/** Cards of a deck, crypt and library together. */
export function deckSize(content: Pick<DeckContent, 'crypt' | 'library'>): number {
  let n = 0;
  for (const section of [content.crypt, content.library]) for (const c of Object.values(section)) n += c;
  return n;
}
