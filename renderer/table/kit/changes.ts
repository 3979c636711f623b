/**
 * What changed on the board since a seat last looked (issue 34 §4): the log lines after the last
 * one it saw, and the cards and Methuselahs/players those lines name, to light up on the table.
 * Pure: useChangeHighlight.ts puts the marks on the page.
 */
import type { LogLine } from '../../../main/engine/dto';

/** Params that name a seat by its number (a player's panel, `data-seat`). */
const SEAT_PARAMS = new Set(['seat', 'target', 'victim', 'from', 'to', 'attacker']);
/** Params that name a card: its uid (`data-uid`) or its id or name (`data-card`). */
const CARD_PARAMS = new Set(['uid', 'card', 'actor', 'a', 'b', 'minion', 'vampire', 'blocker', 'location', 'loc', 'what']);

/** One thing to light up: an element whose `data-<attr>` is `value`. */
export interface Changed {
  attr: 'seat' | 'uid' | 'card';
  value: string;
}

/** The lines after `after` (the last line number the seat saw), oldest first; none when `after` is null. */
export function linesAfter(log: LogLine[], after: number | null): LogLine[] {
  return after === null ? [] : log.filter((l) => l.n > after);
}

/**
 * The cards and seats the lines name (each once). The engine's own lines (a choice made, a
 * curtain) say who answered, not what changed: they light nothing. Seat numbers outside the table
 * (amounts that happen to share a param name) are ignored.
 */
export function changedBy(lines: LogLine[], seats: number): Changed[] {
  const out = new Map<string, Changed>();
  const add = (c: Changed) => out.set(`${c.attr}=${c.value}`, c);
  for (const line of lines) {
    if (line.type.startsWith('engine.')) continue;
    for (const [k, v] of Object.entries(line.params ?? {})) {
      if (SEAT_PARAMS.has(k) && typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < seats)
        add({ attr: 'seat', value: String(v) });
      else if (CARD_PARAMS.has(k) && (typeof v === 'string' || (k === 'uid' && typeof v === 'number')) && v !== '') {
        if (k === 'uid') add({ attr: 'uid', value: String(v) });
        else add({ attr: 'card', value: String(v) });
      }
    }
  }
  return [...out.values()];
}
