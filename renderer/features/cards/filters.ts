import type { CardFilters, GameId, NumberRange, TriState } from '../../../main/cards/types';

export type Level = 'any' | 'inferior' | 'superior';

/** The filter form's state: plain strings as typed, turned into CardFilters by `toCardFilters`. */
export interface FilterState {
  game: GameId | '';
  kind: string;
  types: string[];
  clans: string[];
  sects: string[];
  disciplines: { code: string; level: Level }[];
  disciplineMode: 'and' | 'or';
  capacity: RangeText;
  groups: string[];
  poolCost: RangeText;
  bloodCost: RangeText;
  titles: string[];
  votes: RangeText;
  sets: string[];
  banned: TriState;
  advanced: TriState;
  /** only the cards of the user's collection */
  ownedOnly: boolean;
}

export interface RangeText {
  min: string;
  max: string;
}

const emptyRange = (): RangeText => ({ min: '', max: '' });

export function emptyFilters(): FilterState {
  return {
    game: '',
    kind: '',
    types: [],
    clans: [],
    sects: [],
    disciplines: [],
    disciplineMode: 'and',
    capacity: emptyRange(),
    groups: [],
    poolCost: emptyRange(),
    bloodCost: emptyRange(),
    titles: [],
    votes: emptyRange(),
    sets: [],
    banned: 'any',
    advanced: 'any',
    ownedOnly: false,
  };
}

function range(r: RangeText): NumberRange | undefined {
  const min = r.min.trim() === '' ? undefined : Number(r.min);
  const max = r.max.trim() === '' ? undefined : Number(r.max);
  const out: NumberRange = {};
  if (min !== undefined && Number.isFinite(min)) out.min = min;
  if (max !== undefined && Number.isFinite(max)) out.max = max;
  return out.min === undefined && out.max === undefined ? undefined : out;
}

/** Only the filters the user set; an empty form gives `{}`. */
export function toCardFilters(f: FilterState): CardFilters {
  const out: CardFilters = {};
  if (f.game) out.game = f.game;
  if (f.kind) out.kind = f.kind;
  if (f.types.length) out.types = f.types;
  if (f.clans.length) out.clans = f.clans;
  if (f.sects.length) out.sects = f.sects;
  const items = f.disciplines.filter((d) => d.code);
  if (items.length) out.disciplines = { mode: f.disciplineMode, items };
  const ranges = ['capacity', 'poolCost', 'bloodCost', 'votes'] as const;
  for (const k of ranges) {
    const r = range(f[k]);
    if (r) out[k] = r;
  }
  if (f.groups.length) out.groups = f.groups;
  if (f.titles.length) out.titles = f.titles;
  if (f.sets.length) out.sets = f.sets;
  if (f.banned !== 'any') out.banned = f.banned;
  if (f.advanced !== 'any') out.advanced = f.advanced;
  if (f.ownedOnly) out.ownedOnly = true;
  return out;
}

/** How many filters are active (shown on the filter panel's heading). */
export function activeFilterCount(f: FilterState): number {
  return Object.keys(toCardFilters(f)).length;
}

/** A chip toggled: added when absent, removed when present (several can be on, no modifier keys). */
export function toggleValue(values: readonly string[], v: string): string[] {
  return values.includes(v) ? values.filter((x) => x !== v) : [...values, v];
}

/** Promotional printings are listed by VEKN as sets named "Promo-<date>". */
export const isPromoSet = (abbrev: string): boolean => /^promo[-\s]/i.test(abbrev);

/**
 * The set chips in two groups: the expansions (newest first, as players look for them), then the
 * promotional sets (shown on request; a promo the user already picked stays visible).
 */
export function groupSets<S extends { abbrev: string; releaseDate?: string }>(
  sets: readonly S[],
  picked: readonly string[] = [],
): { expansions: S[]; promos: S[]; pickedPromos: S[] } {
  const newestFirst = [...sets].sort(
    (a, b) => (b.releaseDate ?? '').localeCompare(a.releaseDate ?? '') || a.abbrev.localeCompare(b.abbrev),
  );
  const promos = newestFirst.filter((s) => isPromoSet(s.abbrev));
  return {
    expansions: newestFirst.filter((s) => !isPromoSet(s.abbrev)),
    promos,
    pickedPromos: promos.filter((s) => picked.includes(s.abbrev)),
  };
}
