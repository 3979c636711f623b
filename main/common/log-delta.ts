/**
 * Views as deltas (issue 14, item 3). A seat's view carries its whole game log, which grows to
 * over 100 KB in a long game. The renderer names the last log line it already has (its position
 * `n` and a hash of the line); when the main process finds that same line in the seat's log it
 * sends only the lines after it (`logDelta: true`). Anything else (first view, restart, undo
 * that rewrote the tail, another seat's cache) gets the whole log. Shared by main and renderer.
 */

/** The shape both sides hash: the fields of a log line, in a fixed order. */
export interface LogLineLike {
  n: number;
  type: string;
  params?: Record<string, unknown>;
  rule?: string;
}

export interface LogCursor {
  n: number;
  hash: string;
}

/** FNV-1a over the line's JSON (fields in a fixed order, so both sides agree). */
export function logLineHash(line: LogLineLike): string {
  const text = JSON.stringify([line.n, line.type, line.params ?? null, line.rule ?? null]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export function cursorOf(log: readonly LogLineLike[]): LogCursor | null {
  const last = log[log.length - 1];
  return last ? { n: last.n, hash: logLineHash(last) } : null;
}

/** The lines after `after`, or null when `after` is not a line of `log` (send everything). */
export function linesAfter<L extends LogLineLike>(log: readonly L[], after: LogCursor): L[] | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const line = log[i];
    if (line.n < after.n) return null;
    if (line.n === after.n) return logLineHash(line) === after.hash ? log.slice(i + 1) : null;
  }
  return null;
}

/**
 * The renderer's half: for each game and seat it keeps the log it has, names its last line in
 * `games.view`, `games.choose` and `games.undo`, and rebuilds the whole log from the lines that
 * come back. Callers above the client see whole logs as before.
 */
const GAME_VIEW_OPS = new Set(['games.view', 'games.choose', 'games.undo']);
/** Game and seat pairs remembered (a table shows one game; a few seats take turns). */
const MAX_KEPT = 12;

type ViewInput = { id: string; seat: number | 'public'; logAfter?: unknown };

export class GameLogCache {
  private readonly logs = new Map<string, LogLineLike[]>();

  private key(input: ViewInput): string {
    return `${input.id}/${input.seat}`;
  }

  /** The input with the cursor of the log already held, for the three view operations. */
  prepare(op: string, input: unknown): unknown {
    if (!GAME_VIEW_OPS.has(op)) return input;
    const i = input as ViewInput;
    const held = this.logs.get(this.key(i));
    const cursor = held ? cursorOf(held) : null;
    return cursor ? { ...i, logAfter: cursor } : input;
  }

  /** The view with its whole log, kept for the next call. */
  finish(op: string, input: unknown, value: unknown): unknown {
    if (!GAME_VIEW_OPS.has(op) || !value) return value;
    const key = this.key(input as ViewInput);
    const dto = value as { log: LogLineLike[]; logDelta?: boolean };
    const held = this.logs.get(key) ?? [];
    const log = dto.logDelta ? held.concat(dto.log) : dto.log;
    this.logs.delete(key);
    this.logs.set(key, log);
    while (this.logs.size > MAX_KEPT) this.logs.delete(this.logs.keys().next().value as string);
    const { logDelta: _delta, ...rest } = dto;
    return { ...rest, log };
  }

  forget(): void {
    this.logs.clear();
  }
}
