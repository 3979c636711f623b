/**
 * The card lookup used by deck import, export, legality and statistics (pure).
 * Built once from the catalog's V:TES cards; every other deck module reads cards through it.
 */
import type { CardDetail } from '../cards/types';
import { articleBack, articleFront, normalizeName } from './normalize';

export interface DeckCardIndex {
  /** Every V:TES card by uid ('vtes:100001'). */
  byUid: Map<string, CardDetail>;
  /** By VEKN id ('100001'). */
  byId: Map<string, CardDetail>;
  /** Normalized name (stored name, reading-order name, Aka names) -> cards. */
  byKey: Map<string, CardDetail[]>;
  /** Normalized Spanish name (when imported) -> cards; consulted after `byKey`. */
  byKeyEs: Map<string, CardDetail[]>;
  /** Distinct normalized keys with their cards, for closest-match suggestions. */
  keys: { key: string; card: CardDetail }[];
  /** Discipline codes that some crypt card of the catalog has (others cannot be checked). */
  cryptDisciplines: Set<string>;
  /** Name for formats that carry no group column: "Theo Bell (G6)", "Dancin' Dana (ADV)". */
  exportName(card: CardDetail): string;
  /** Name as the TWD prints it in a crypt or library list: "Dancin' Dana (ADV)", "Rack, The". */
  listName(card: CardDetail): string;
}

export function isCrypt(card: CardDetail): boolean {
  return card.kind === 'crypt';
}

/** Names of a card worth indexing: stored, reading order, and each Aka alternative. */
function namesOf(card: CardDetail): string[] {
  const out = [card.name, card.displayName];
  if (card.aka)
    out.push(
      ...card.aka
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  return out;
}

export function buildCardIndex(cards: Iterable<CardDetail>): DeckCardIndex {
  const byUid = new Map<string, CardDetail>();
  const byId = new Map<string, CardDetail>();
  const byKey = new Map<string, CardDetail[]>();
  const byKeyEs = new Map<string, CardDetail[]>();
  const cryptDisciplines = new Set<string>();
  const add = (key: string, card: CardDetail, map = byKey) => {
    if (!key) return;
    const list = map.get(key);
    if (!list) map.set(key, [card]);
    else if (!list.includes(card)) list.push(card);
  };
  for (const card of cards) {
    if (card.game !== 'vtes') continue;
    byUid.set(card.uid, card);
    byId.set(card.id, card);
    for (const n of namesOf(card)) {
      const k = normalizeName(n);
      add(k, card);
      const f = articleFront(k);
      if (f) add(f, card);
      const b = articleBack(k);
      if (b) add(b, card);
    }
    if (card.nameEs) add(normalizeName(card.nameEs), card, byKeyEs);
    if (card.kind === 'crypt') for (const d of card.disciplines) cryptDisciplines.add(d.code);
  }
  const keys: { key: string; card: CardDetail }[] = [];
  for (const [key, list] of byKey) for (const card of list) keys.push({ key, card });

  // Cards sharing name and advanced flag need a group suffix in formats without a group column.
  const homonyms = new Map<string, number>();
  const homKey = (c: CardDetail) => `${normalizeName(c.name)}|${c.advanced ? 1 : 0}`;
  for (const c of byUid.values()) if (c.kind === 'crypt') homonyms.set(homKey(c), (homonyms.get(homKey(c)) ?? 0) + 1);

  const listName = (c: CardDetail) => (c.advanced ? `${c.name} (ADV)` : c.name);
  return {
    byUid,
    byId,
    byKey,
    byKeyEs,
    keys,
    cryptDisciplines,
    listName,
    exportName(c) {
      const base = listName(c);
      return c.kind === 'crypt' && (homonyms.get(homKey(c)) ?? 0) > 1 && c.group ? `${base} (G${c.group})` : base;
    },
  };
}
