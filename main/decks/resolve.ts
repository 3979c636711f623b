/**
 * Card name resolution for deck import (pure): case- and accent-insensitive, understands
 * "Rack, The" / "The Rack", Aka names, "(G2)", "(ADV)", "(advanced)" suffixes, and picks the
 * group of a bare multi-group vampire name from the rest of the crypt.
 */
import type { CardDetail } from '../cards/types';
import type { DeckCardIndex } from './cards';
import { editDistance, normalizeName } from './normalize';
import type { NameSuggestion } from './types';

export interface NameQuery {
  name: string;
  /** Section the line was found in, when the format says. */
  section?: 'crypt' | 'library' | 'unknown';
  /** Group printed next to the name (TWD / ARDB crypt column). */
  group?: string;
  /** Capacity printed next to the name (TWD / ARDB crypt column). */
  capacity?: number;
}

export interface NameSuffixes {
  base: string;
  advanced?: boolean;
  group?: string;
}

const SUFFIX = /\s*[([]\s*(adv|advanced|adv\.|g\s*(\d+|any)|group\s*(\d+|any))\s*[)\]]\s*$/i;
/** Lackey (as Sutekh writes it) marks advanced vampires with a bare "Adv." after the name. */
const BARE_ADV = /\s+adv\.?$/i;

/** Splits "(ADV)", "(advanced)", "(G2)", "[G 3]" suffixes off a name (in any order). */
export function splitSuffixes(raw: string): NameSuffixes {
  let base = raw.trim();
  const out: NameSuffixes = { base };
  for (let i = 0; i < 3; i++) {
    const m = SUFFIX.exec(base);
    if (!m) {
      const bare = BARE_ADV.exec(base);
      if (!bare) break;
      out.advanced = true;
      base = base.slice(0, bare.index).trim();
      continue;
    }
    const tag = m[1].toLowerCase();
    if (tag.startsWith('adv')) out.advanced = true;
    else out.group = (m[2] ?? m[3]).toUpperCase();
    base = base.slice(0, m.index).trim();
  }
  out.base = base;
  return out;
}

function lookup(index: DeckCardIndex, name: string): CardDetail[] {
  const k = normalizeName(name);
  return index.byKey.get(k) ?? index.byKeyEs.get(k) ?? [];
}

/**
 * All cards a name can mean, best first. Empty when unknown. More than one result means the
 * name is ambiguous (a bare multi-group vampire name): `chooseByGroups` settles it.
 */
export function resolveName(index: DeckCardIndex, q: NameQuery): CardDetail[] {
  const raw = q.name.trim();
  // Whole name first: official names may end in parentheses ("Lodin (Olaf Holte)").
  let cands = lookup(index, raw);
  const sfx = splitSuffixes(raw);
  if (!cands.length || sfx.base !== raw) {
    const fromBase = lookup(index, sfx.base);
    if (fromBase.length) cands = fromBase;
  }
  if (!cands.length) cands = truncated(index, sfx, q);
  if (!cands.length) return [];
  if (cands.length === 1) return cands;

  const narrow = (pred: (c: CardDetail) => boolean) => {
    const f = cands.filter(pred);
    if (f.length) cands = f;
  };
  if (q.section === 'crypt' || q.section === 'library') narrow((c) => c.kind === q.section);
  narrow((c) => c.advanced === (sfx.advanced ?? false));
  const group = sfx.group ?? q.group;
  if (group) narrow((c) => (c.group ?? '').toUpperCase() === group.toUpperCase());
  if (q.capacity !== undefined) narrow((c) => c.capacity === q.capacity);
  return cands;
}

/**
 * ARDB's text export cuts crypt names to 18 characters ("Aaradhya, The Cal"). When a crypt row
 * gives group and capacity, a name that starts an official crypt name and matches both columns
 * is that card, if it is the only one.
 */
function truncated(index: DeckCardIndex, sfx: NameSuffixes, q: NameQuery): CardDetail[] {
  if (!q.group || q.capacity === undefined) return [];
  const key = normalizeName(sfx.base);
  if (key.length < 8) return [];
  const found = new Set<CardDetail>();
  for (const { key: k, card } of index.keys) {
    if (card.kind !== 'crypt' || !k.startsWith(key)) continue;
    if ((card.group ?? '').toUpperCase() !== q.group.toUpperCase() || card.capacity !== q.capacity) continue;
    if (sfx.advanced !== undefined && card.advanced !== sfx.advanced) continue;
    found.add(card);
  }
  return found.size === 1 ? [...found] : [];
}

/** Closest names by edit distance on normalized keys (at most `limit`, one per card). */
export function suggest(index: DeckCardIndex, name: string, limit = 5): NameSuggestion[] {
  const key = normalizeName(splitSuffixes(name).base);
  if (!key) return [];
  const max = Math.max(2, Math.floor(key.length / 3));
  const best = new Map<string, NameSuggestion>();
  for (const { key: k, card } of index.keys) {
    let d = editDistance(key, k, max);
    // A name typed shorter than the official one ("Sascha Vykos") is a good hint too.
    if (d > max && k.startsWith(key + ' ')) d = max;
    if (d > max) continue;
    const prev = best.get(card.uid);
    if (!prev || d < prev.distance) best.set(card.uid, { uid: card.uid, name: index.exportName(card), distance: d });
  }
  return [...best.values()].sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name)).slice(0, limit);
}

/**
 * Settles ambiguous crypt names: each ambiguous entry takes the candidate whose group fits
 * the groups of the unambiguous crypt cards (one group or two consecutive ones), then the
 * candidate sharing the most common group, then the oldest card (lowest id).
 */
export function chooseByGroups(known: CardDetail[], ambiguous: CardDetail[][]): CardDetail[] {
  const groups = new Map<number, number>();
  for (const c of known) {
    const g = Number(c.group);
    if (c.kind === 'crypt' && Number.isFinite(g)) groups.set(g, (groups.get(g) ?? 0) + 1);
  }
  const gs = [...groups.keys()];
  const lo = gs.length ? Math.max(...gs) - 1 : -Infinity;
  const hi = gs.length ? Math.min(...gs) + 1 : Infinity;
  return ambiguous.map((cands) => {
    const score = (c: CardDetail) => {
      const g = Number(c.group);
      if (!Number.isFinite(g)) return 1; // ANY fits everything
      const fits = g >= lo && g <= hi ? 2 : 0;
      return fits + (groups.get(g) ?? 0) / 1000;
    };
    return [...cands].sort((a, b) => score(b) - score(a) || Number(a.id) - Number(b.id))[0];
  });
}
