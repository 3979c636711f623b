/**
 * Turning engine data into text: I18nRefs (whose params may be refs themselves) and log lines.
 * Log lines: 'engine.*' events come from the `play` namespace (`play:log.engine.choice`); any
 * other event of game G is the key `<type>` of `log-G`, with a leading 'G.' dropped
 * ('vendetta.drain' and 'drain' → `log-vendetta:drain`; 'combat.hit' → `log-vendetta:combat.hit`).
 * Seat-number params (`seat`, `to`, `from`, `by`, `target`, `victim`, `winner`, anything ending in
 * `Seat`) also get a `<name>Name` param with the seat's name: "{{seatName}} ..."; lists of seat
 * numbers (`seats`, anything ending in `Seats`) get `<name>Names`, the names joined (a name repeated in a row once, with its count: "Ana (3)").
 * A score per seat (`scores`, anything ending in `Scores`: a number per seat number) gets
 * `<name>Names`, each seat's name with its score, highest first: "Ariane 46, Jan 44".
 * Places: a ref param `k` to `<ns>:place.<id>` also gives `<k>In`, the text of `<ns>:placeIn.<id>`
 * (the place with its preposition, in the case the language needs: "w Lokacji 1", "en la
 * Ubicación 1"), and `<k>From` (`placeFrom`: "z Lokacji 1", "de la Ubicación 1"), so no sentence
 * needs "w: Lokacja 1".
 * Sects: a ref param `<k>Name` to `<ns>:sect.<id>` also gives `<k>Def`, the text of
 * `<ns>:sectDef.<id>` (the name with its article where the language has one: "los Apóstatas"),
 * so no sentence needs "gana Apóstatas".
 * Plurals: the engines name their counts `n`, `votes`, `transfers`, `left`...; i18next picks a
 * plural form (`key_one`, `key_few`, `key_many`, `key_other`) from `count` only, so a ref or line
 * without `count` gets the first of those numeric params as its `count` (see `withCount`).
 */
import type { TFunction } from 'i18next';
import type { LogLine, SeatInfo } from '../../../main/engine/dto';
import type { I18nRef } from '../../../main/engine/types';

export function isRef(v: unknown): v is I18nRef {
  return !!v && typeof v === 'object' && typeof (v as I18nRef).key === 'string' && !Array.isArray(v);
}

/**
 * Translates a ref; nested refs in params are translated first. Missing keys show the key. With the
 * game's seats, seat-number params also get their `<name>Name` (as in log lines).
 */
export function refText(t: TFunction, ref: I18nRef, seats?: SeatInfo[]): string {
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(ref.params ?? {})) {
    params[k] = isRef(v) ? refText(t, v, seats) : v;
    Object.assign(params, placeIn(t, k, v), withArticle(t, k, v));
    if (seats) Object.assign(params, seatNames(t, k, v, seats));
  }
  Object.assign(params, discNames(t, ref), clanName(t, ref));
  return String(t(ref.key, { ...withCount(params), defaultValue: ref.key }));
}

/**
 * A V:TES card text's Discipline code (`{{disc}}`) named in the language, and its genitive (`{{discGen}}`,
 * Polish "wymaga Prezencji"), also in a ref nested in a log line or another text.
 */
export function discNames(t: TFunction, ref: I18nRef): Record<string, string> {
  const disc = ref.params?.disc;
  if (typeof disc !== 'string' || !ref.key.startsWith('cards-vtes:')) return {};
  const name = String(t(`cards-vtes:disc.${disc}`, { defaultValue: disc }));
  return { disc: name, discGen: String(t(`cards-vtes:discGen.${disc}`, { defaultValue: name })) };
}

/**
 * A V:TES clan (`{{clan}}`, as the card data names it: "Ministry") in the language, from the lookup's
 * own table (card-values `clans`), in any text that names one (card texts, log lines, the table).
 */
export function clanName(t: TFunction, ref: I18nRef): Record<string, string> {
  const clan = ref.params?.clan;
  if (typeof clan !== 'string' || !/^(cards|log|table)-vtes:/.test(ref.key)) return {};
  return { clan: String(t(`card-values:clans.${clan}`, { defaultValue: clan })) };
}

/** The params that hold the count a sentence agrees with, in order of preference. */
export const COUNT_PARAMS = ['count', 'n', 'votes', 'transfers', 'left', 'cards', 'copies', 'echoes', 'dmg', 'life', 'bloodCost'] as const;

/** `params` with `count` set from the first numeric count param, when it has none. */
export function withCount(params: Record<string, unknown>): Record<string, unknown> {
  if (typeof params.count === 'number') return params;
  for (const k of COUNT_PARAMS) if (typeof params[k] === 'number') return { ...params, count: params[k] };
  return params;
}

/** i18n key of a log event type in a game. */
export function logKey(type: string, game: string): string {
  if (type.startsWith('engine.')) return `play:log.${type}`;
  const rest = type.startsWith(`${game}.`) ? type.slice(game.length + 1) : type;
  return `log-${game}:${rest}`;
}

const PLACE_KEY = /^([\w-]+):place\.([\w-]+)$/;

/**
 * `<k>In` and `<k>From` for a param that is a ref to a place (`<ns>:place.<id>` →
 * `<ns>:placeIn.<id>`, `<ns>:placeFrom.<id>`).
 */
function placeIn(t: TFunction, k: string, v: unknown): Record<string, string> {
  const m = isRef(v) ? PLACE_KEY.exec(v.key) : null;
  if (!m) return {};
  const plain = refText(t, v as I18nRef);
  return {
    [`${k}In`]: String(t(`${m[1]}:placeIn.${m[2]}`, { defaultValue: plain })),
    [`${k}From`]: String(t(`${m[1]}:placeFrom.${m[2]}`, { defaultValue: plain })),
  };
}

const SECT_KEY = /^([\w-]+):sect\.([\w-]+)$/;

/** `<base>Def` for a param `<base>Name` that is a ref to a sect (`<ns>:sect.<id>` → `<ns>:sectDef.<id>`). */
function withArticle(t: TFunction, k: string, v: unknown): Record<string, string> {
  const m = isRef(v) ? SECT_KEY.exec(v.key) : null;
  if (!m) return {};
  const plain = refText(t, v as I18nRef);
  return { [`${k.replace(/Name$/, '')}Def`]: String(t(`${m[1]}:sectDef.${m[2]}`, { defaultValue: plain })) };
}

const SEAT_PARAM = /^(seat|to|from|by|target|victim|winner)$|Seat$/;
const SEATS_PARAM = /^seats$|Seats$/;
const SCORES_PARAM = /^scores$|Scores$/;

/** `<k>Name` for a seat-number param, `<k>Names` for a list of seat numbers (`seats`, `…Seats`). */
function seatNames(t: TFunction, k: string, v: unknown, seats: SeatInfo[]): Record<string, string> {
  const name = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < seats.length ? seatLabel(t, seats, x) : '—');
  if (SEAT_PARAM.test(k) && typeof v === 'number') return { [`${k}Name`]: name(v) };
  if (SEATS_PARAM.test(k) && Array.isArray(v)) return { [`${k}Names`]: grouped(v.map(name)) };
  if (SCORES_PARAM.test(k) && Array.isArray(v) && v.every((x) => typeof x === 'number')) {
    const bySeat = (v as number[]).map((score, seat) => ({ score, seat })).sort((a, b) => b.score - a.score || a.seat - b.seat);
    return { [`${k}Names`]: bySeat.map((x) => `${name(x.seat)} ${x.score}`).join(', ') };
  }
  return {};
}

/** Names joined, a name repeated in a row written once with its count: "Ana (3), Jan". */
function grouped(names: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < names.length;) {
    let j = i;
    while (j < names.length && names[j] === names[i]) j++;
    out.push(j - i > 1 ? `${names[i]} (${j - i})` : names[i]);
    i = j;
  }
  return out.join(', ');
}

export function seatLabel(t: TFunction, seats: SeatInfo[], seat: number): string {
  return seats[seat]?.name ?? String(t('play:seat', { n: seat + 1 }));
}

/** The parameters a log line's translation receives. */
export function logParams(t: TFunction, line: LogLine, seats: SeatInfo[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(line.params ?? {})) {
    if (isRef(v)) {
      out[k] = refText(t, v, seats);
      Object.assign(out, placeIn(t, k, v), withArticle(t, k, v));
    } else if (Array.isArray(v)) out[k] = v.map((x) => (isRef(x) ? refText(t, x, seats) : x === null ? '—' : String(x))).join(', ');
    else out[k] = v;
    Object.assign(out, seatNames(t, k, v, seats));
  }
  return out;
}

export function logText(t: TFunction, line: LogLine, seats: SeatInfo[], game: string): string {
  const key = logKey(line.type, game);
  return String(t(key, { ...withCount(logParams(t, line, seats)), defaultValue: line.type }));
}
