/**
 * Deck statistics for the editor's charts. Pure functions over editor entries; every count is
 * weighted by the number of copies.
 */
import type { CardSummary } from '../../../../main/cards/types';
import { bySection, capacityExtremes, costOrder } from '../../../../main/common/card-order';
import { isCrypt, sectionOf, type Entry } from './groups';

export interface CapacityStats {
  min: number;
  max: number;
  avg: number;
  /** Sum of the four lowest and the four highest capacities (what a starting hand can hold). */
  lowest4: number;
  highest4: number;
  /** capacity -> copies */
  distribution: [number, number][];
}

export interface DisciplineBar {
  code: string;
  inferior: number;
  superior: number;
}

export interface Count {
  key: string;
  count: number;
}

export interface DeckStats {
  crypt: number;
  library: number;
  capacity: CapacityStats | null;
  disciplines: DisciplineBar[];
  clans: Count[];
  groups: Count[];
  types: Count[];
  /** library copies requiring each discipline (any alternative); key '' = no discipline */
  disciplineRequirements: Count[];
  /** library copies requiring each clan; key '' = no clan */
  clanRequirements: Count[];
  /** cost value ('0', '1', 'X', ...) -> copies; only cards with that cost */
  poolCurve: Count[];
  bloodCurve: Count[];
  /** copies the crypt can play, out of the library copies */
  playable: number;
  /** library copies that are not playable by any crypt card, by card */
  unplayable: { card: CardSummary; count: number }[];
}

function add(map: Map<string, number>, key: string, n: number) {
  map.set(key, (map.get(key) ?? 0) + n);
}

function sortedCounts(map: Map<string, number>): Count[] {
  return [...map.entries()].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

function curve(library: Entry[], field: 'poolCost' | 'bloodCost'): Count[] {
  const map = new Map<string, number>();
  for (const e of library) {
    const v = e.card[field];
    if (v === undefined || v === '') continue;
    add(map, v, e.count);
  }
  return [...map.entries()].sort(([a], [b]) => costOrder(a, b)).map(([key, count]) => ({ key, count }));
}

export function capacityStats(crypt: readonly Entry[]): CapacityStats | null {
  const caps: number[] = [];
  for (const e of crypt) {
    if (typeof e.card.capacity !== 'number') continue;
    for (let i = 0; i < e.count; i++) caps.push(e.card.capacity);
  }
  if (!caps.length) return null;
  caps.sort((a, b) => a - b);
  const dist = new Map<number, number>();
  for (const c of caps) dist.set(c, (dist.get(c) ?? 0) + 1);
  const sum = caps.reduce((s, c) => s + c, 0);
  return {
    min: caps[0],
    max: caps[caps.length - 1],
    avg: sum / caps.length,
    ...capacityExtremes(caps),
    distribution: [...dist.entries()].sort((a, b) => a[0] - b[0]),
  };
}

/**
 * Whether some crypt card can play a library card: one crypt card must meet one alternative of
 * the discipline requirement in full and, when the card names clans, belong to one of them.
 * Cards without discipline or clan requirements are always playable.
 */
export function canPlay(card: CardSummary, crypt: readonly CardSummary[]): boolean {
  const needDisc = card.libraryDisciplines.filter((alt) => alt.length > 0);
  const needClan = card.clans.filter((c) => c !== '');
  if (!needDisc.length && !needClan.length) return true;
  return crypt.some((v) => {
    if (needClan.length && !needClan.some((c) => v.clans.some((vc) => vc.toLowerCase() === c.toLowerCase()))) return false;
    if (!needDisc.length) return true;
    const have = new Set(v.disciplines.map((d) => d.code.toLowerCase()));
    return needDisc.some((alt) => alt.every((code) => have.has(code.toLowerCase())));
  });
}

export function deckStats(entries: readonly Entry[]): DeckStats {
  const crypt = entries.filter((e) => isCrypt(e.card) && e.count > 0);
  const library = entries.filter((e) => !isCrypt(e.card) && e.count > 0);

  const disc = new Map<string, DisciplineBar>();
  const clans = new Map<string, number>();
  const groups = new Map<string, number>();
  for (const e of crypt) {
    for (const d of e.card.disciplines) {
      const code = d.code.toLowerCase();
      const bar = disc.get(code) ?? { code, inferior: 0, superior: 0 };
      if (d.level === 2) bar.superior += e.count;
      else bar.inferior += e.count;
      disc.set(code, bar);
    }
    for (const c of e.card.clans.length ? e.card.clans : ['']) add(clans, c, e.count);
    add(groups, e.card.group ?? '', e.count);
  }

  const types = new Map<string, number>();
  const discReq = new Map<string, number>();
  const clanReq = new Map<string, number>();
  let playable = 0;
  const unplayable: { card: CardSummary; count: number }[] = [];
  const cryptCards = crypt.map((e) => e.card);
  for (const e of library) {
    add(types, sectionOf(e.card), e.count);
    const codes = new Set(e.card.libraryDisciplines.flat().map((c) => c.toLowerCase()));
    if (!codes.size) add(discReq, '', e.count);
    for (const c of codes) add(discReq, c, e.count);
    const cl = e.card.clans.filter((c) => c !== '');
    if (!cl.length) add(clanReq, '', e.count);
    for (const c of cl) add(clanReq, c, e.count);
    if (canPlay(e.card, cryptCards)) playable += e.count;
    else unplayable.push({ card: e.card, count: e.count });
  }

  return {
    crypt: crypt.reduce((s, e) => s + e.count, 0),
    library: library.reduce((s, e) => s + e.count, 0),
    capacity: capacityStats(crypt),
    disciplines: [...disc.values()].sort(
      (a, b) => b.superior + b.inferior - (a.superior + a.inferior) || b.superior - a.superior || a.code.localeCompare(b.code),
    ),
    clans: sortedCounts(clans),
    groups: [...groups.entries()].map(([key, count]) => ({ key, count })).sort((a, b) => a.key.localeCompare(b.key)),
    types: [...types.entries()].map(([key, count]) => ({ key, count })).sort((a, b) => bySection(a.key, b.key)),
    disciplineRequirements: sortedCounts(discReq),
    clanRequirements: sortedCounts(clanReq),
    poolCurve: curve(library, 'poolCost'),
    bloodCurve: curve(library, 'bloodCost'),
    playable,
    unplayable,
  };
}
