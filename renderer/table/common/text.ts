/**
 * Turning engine data into text: I18nRefs (whose params may be refs themselves) and log lines.
 * Log line namespaces come from the event type prefix: 'engine.choice' → `play:log.engine.choice`,
 * 'vendetta.drain' → `log-vendetta:drain`. Seat-number params (`seat`, `to`, `from`, `target`,
 * anything ending in `Seat`) also get a `<name>Name` param with the seat's name, so a
 * translation can say "{{seatName}} ...".
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

/** i18n key of a log event type. */
export function logKey(type: string): string {
  const dot = type.indexOf('.');
  if (dot < 0) return `play:log.${type}`;
  const prefix = type.slice(0, dot);
  const rest = type.slice(dot + 1);
  return prefix === 'engine' ? `play:log.engine.${rest}` : `log-${prefix}:${rest}`;
}

const SEAT_PARAM = /^(seat|to|from|target|winner)$|Seat$/;

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
    if (SEAT_PARAM.test(k) && typeof v === 'number') out[`${k}Name`] = seatLabel(t, seats, v);
  }
  return out;
}

export function logText(t: TFunction, line: LogLine, seats: SeatInfo[]): string {
  const key = logKey(line.type);
  return String(t(key, { ...logParams(t, line, seats), defaultValue: line.type }));
}
