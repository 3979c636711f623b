/**
 * A data entry joined with the catalog (issue 27 item 2): the card definition the rules play is the
 * catalog's facts (name, types, clan, sect, capacity, group, title, costs, disciplines) with the
 * entry's behaviour (modes, card-wide conditions, city, unique, keywords). The printed cost goes into each mode
 * (vocab/modes.ts `costOf`). `joinProblems` checks an entry against its catalog card: every mode's
 * Disciplines are one of the card's printed alternatives (or part of one of several Disciplines), and a
 * card's alternatives each have a mode.
 * Pure.
 */
import type { CardDetail } from '../../../cards/types';
import { automationOf, type CardDef, type Cost, type Mode, type Sect, type Title } from '../schema/effects';
import { CRYPT_TITLES } from './catalog-facts';
import { canonicalClans } from '../schema/clans';
import type { DataEntry } from './entry';

/** The catalog facts a definition is joined from (a CardDetail of the catalog, or a row of the built-in starter list). */
export type CatalogFacts = Pick<
  CardDetail,
  | 'id'
  | 'name'
  | 'kind'
  | 'types'
  | 'clans'
  | 'capacity'
  | 'group'
  | 'disciplines'
  | 'libraryDisciplines'
  | 'poolCost'
  | 'bloodCost'
  | 'convictionCost'
  | 'sect'
  | 'title'
  | 'advanced'
  | 'burnOption'
>;

/** A printed cost as the rules read it: a number, X, or none. */
export function costValue(v: string | undefined): number | 'X' | undefined {
  if (v === undefined || v === '') return undefined;
  if (v.toUpperCase() === 'X') return 'X';
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** The sect a crypt card's catalog row states (the importer reads it from the start of the card text). */
export function sectOfFacts(sect: string | undefined): Sect | undefined {
  const s = (sect ?? '').toLowerCase();
  if (s.includes('anarch')) return 'anarch';
  if (s.includes('camarilla')) return 'camarilla';
  if (s.includes('sabbat')) return 'sabbat';
  if (s.includes('laibon')) return 'laibon';
  return s ? 'independent' : undefined;
}

/** The printed cost, carried by every mode (the catalog's, never the entry's). */
function withCost(
  modes: readonly Omit<Mode, 'cost'>[],
  pool: number | 'X' | undefined,
  blood: number | 'X' | undefined,
  conviction?: number,
): Mode[] {
  if (pool === undefined && blood === undefined && !conviction) return modes as Mode[];
  const cost: Cost = {
    ...(pool !== undefined ? { pool } : {}),
    ...(blood !== undefined ? { blood } : {}),
    ...(conviction ? { conviction } : {}),
  };
  return modes.map((m) => ({ ...m, cost }));
}

/** Imbued appendix 2: the conviction cost of a library card (convictions its imbued burns), if any. */
export function convictionCostOf(f: Pick<CatalogFacts, 'convictionCost'>): number | undefined {
  const n = costValue(f.convictionCost);
  return typeof n === 'number' && n > 0 ? n : undefined;
}

/** The definition of a card from its catalog facts and its data entry (name as the facts give it). */
export function joinEntry(f: CatalogFacts, e: DataEntry): CardDef {
  if (f.kind === 'crypt') {
    const disc: Record<string, 1 | 2> = {};
    for (const x of f.disciplines) disc[x.code] = x.level;
    const modes = e.modes as Mode[];
    return {
      id: f.id,
      name: f.name,
      kind: 'crypt',
      types: f.types,
      clan: canonicalClans(f.clans),
      capacity: f.capacity ?? 1,
      group: f.group,
      disc,
      title: CRYPT_TITLES.find((t: Title) => (f.title ?? '').toLowerCase() === t),
      city: e.city,
      sect: sectOfFacts(f.sect),
      ...(f.advanced ? { advanced: true } : {}),
      ...(e.traits?.length ? { traits: e.traits } : {}),
      ...(e.slaveOf ? { slaveOf: e.slaveOf } : {}),
      ...(e.redList ? { redList: true } : {}),
      reqs: e.reqs ?? [],
      modes,
      // a vampire is always playable; only its special ability may need manual operations
      automation: automationOf(modes) === 'full' ? 'full' : 'partial',
    };
  }
  const pool = costValue(f.poolCost);
  const blood = costValue(f.bloodCost);
  const conviction = convictionCostOf(f);
  return {
    id: f.id,
    name: f.name,
    kind: 'library',
    types: f.types,
    clan: canonicalClans(f.clans),
    pool,
    blood,
    ...(conviction ? { conviction } : {}),
    burnOption: f.burnOption || undefined,
    unique: e.unique,
    reqs: e.reqs ?? [],
    modes: withCost(e.modes, pool, blood, conviction),
    automation: automationOf(e.modes as Mode[]),
    libDisc: f.libraryDisciplines.length ? f.libraryDisciplines : undefined,
    ...(e.titleCard ? { titleCard: true } : {}),
    // a Red List ally (vtes-es 11 "Lista Roja": Ossian)
    ...(e.redList ? { redList: true } : {}),
    ...(e.trophy ? { trophy: true } : {}),
    ...(e.gehenna ? { gehenna: true } : {}),
    ...(e.traits?.length ? { traits: e.traits } : {}),
    ...(e.libKeywords?.length ? { libKeywords: e.libKeywords } : {}),
    ...(e.classes?.length ? { classes: e.classes } : {}),
  };
}

const key = (codes: readonly string[]) => [...codes].sort().join('&');

/**
 * What does not match between an entry and its catalog card (empty when all is well): a mode needing
 * Disciplines that are not one of the printed alternatives, a mode mixing levels, a printed
 * alternative no mode plays, a mode kind the card's types do not have.
 */
export function joinProblems(f: CatalogFacts, e: DataEntry): string[] {
  const out: string[] = [];
  if ((f.kind === 'crypt') !== e.modes.every((m) => m.kind === 'vampire')) out.push('mode kinds do not match the card kind');
  const alts = new Set(f.libraryDisciplines.map(key));
  const played = new Set<string>();
  e.modes.forEach((m, i) => {
    const discs = m.conditions.flatMap((c) => (c.r === 'disc' ? [c] : []));
    if (!discs.length) return;
    const k = key(discs.map((c) => c.disc));
    // a card requiring two Disciplines together may print a mode needing only one of them (Typhonic
    // Beast's [ser] alone beside [pot][ser]): part of a printed alternative of several Disciplines
    const part = f.libraryDisciplines.some((a) => a.length > discs.length && discs.every((c) => a.includes(c.disc)));
    // "more than one Discipline can be used": a mode combining printed alternatives, each of them played
    const combined = e.multiDisc === true && discs.length > 1 && discs.every((c) => alts.has(c.disc));
    if (!alts.has(k) && !part && !combined) out.push(`modes.${i}: Disciplines ${k} are not printed on the card`);
    if (new Set(discs.map((c) => c.level)).size > 1) out.push(`modes.${i}: Disciplines at mixed levels`);
    if (combined) for (const c of discs) played.add(c.disc);
    else played.add(k);
  });
  if (played.size || e.modes.some((m) => m.kind !== 'master' && m.kind !== 'vampire'))
    for (const a of alts) if (!played.has(a)) out.push(`Disciplines ${a} printed on the card have no mode`);
  return out;
}
