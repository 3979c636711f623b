/**
 * Turning engine data into text: I18nRefs (whose params may be refs themselves) and log lines.
 * Log lines: 'engine.*' events come from the `play` namespace (`play:log.engine.choice`); any
 * other event of game G is the key `<type>` of `log-G`, with a leading 'G.' dropped
 * ('vendetta.drain' and 'drain' → `log-vendetta:drain`; 'combat.hit' → `log-vendetta:combat.hit`).
 * Seat-number params (`seat`, `to`, `from`, `by`, `target`, `victim`, `winner`, anything ending in
 * `Seat`) also get a `<name>Name` param with the seat's name: "{{seatName}} ...".
 */
import type { TFunction } from 'i18next';
import type { LogLine, SeatInfo } from '../../../main/engine/dto';
import type { I18nRef } from '../../../main/engine/types';

export function isRef(v: unknown): v is I18nRef {
  return !!v && typeof v === 'object' && typeof (v as I18nRef).key === 'string' && !Array.isArray(v);
}

/** Translates a ref; nested refs in params are translated first. Missing keys show the key. */
export function refText(t: TFunction, ref: I18nRef): string {
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(ref.params ?? {})) params[k] = isRef(v) ? refText(t, v) : v;
  return String(t(ref.key, { ...params, defaultValue: ref.key }));
}

/** i18n key of a log event type in a game. */
export function logKey(type: string, game: string): string {
  if (type.startsWith('engine.')) return `play:log.${type}`;
  const rest = type.startsWith(`${game}.`) ? type.slice(game.length + 1) : type;
  return `log-${game}:${rest}`;
}

const SEAT_PARAM = /^(seat|to|from|by|target|victim|winner)$|Seat$/;

export function seatLabel(t: TFunction, seats: SeatInfo[], seat: number): string {
  return seats[seat]?.name ?? String(t('play:seat', { n: seat + 1 }));
}

/** The parameters a log line's translation receives. */
export function logParams(t: TFunction, line: LogLine, seats: SeatInfo[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(line.params ?? {})) {
    if (isRef(v)) out[k] = refText(t, v);
    else if (Array.isArray(v)) out[k] = v.map((x) => (isRef(x) ? refText(t, x) : x === null ? '—' : String(x))).join(', ');
    else out[k] = v;
    if (SEAT_PARAM.test(k) && typeof v === 'number') {
      out[`${k}Name`] = Number.isInteger(v) && v >= 0 && v < seats.length ? seatLabel(t, seats, v) : '—';
    }
  }
  return out;
}

export function logText(t: TFunction, line: LogLine, seats: SeatInfo[], game: string): string {
  const key = logKey(line.type, game);
  return String(t(key, { ...logParams(t, line, seats), defaultValue: line.type }));
}
