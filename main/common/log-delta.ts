/**
 * Views as deltas (issue 14, item 3). A seat's view carries its whole game log, which grows to
 * over 100 KB in a long game. The renderer names the last log line it already has (its position
 * `n` and a hash of the line); when the main process finds that same line in the seat's log it
 * sends only the lines after it (`logDelta: true`). Anything else (first view, restart, undo
 * that rewrote the tail, another seat's cache) gets the log's last LOG_TAIL lines, with the
 * number of earlier lines it left out (`logEarlier`); `games.log` sends the earlier lines a page
 * at a time when the player scrolls back. So no answer carries a whole long log: a restart or a
 * resume fetches the tail once, and the rest only if it is read. Shared by main and renderer.
 */

/** Lines a view without a usable cursor carries: the log's tail. */
export const LOG_TAIL = 300;
/** Most lines one `games.log` page may ask for. */
export const LOG_PAGE_MAX = 1000;

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

/** The log's tail for a view sent whole: the last `tail` lines and how many were left out. */
export function logTail<L>(log: readonly L[], tail = LOG_TAIL): { lines: L[]; earlier: number } {
  const earlier = Math.max(0, log.length - tail);
  return { lines: log.slice(earlier), earlier };
}

/** Up to `limit` lines just before line `before` (by position `n`), and how many precede them. */
export function logPage<L extends LogLineLike>(log: readonly L[], before: number, limit: number): { lines: L[]; earlier: number } {
  let end = log.length;
  while (end > 0 && log[end - 1].n >= before) end--;
  const start = Math.max(0, end - limit);
  return { lines: log.slice(start, end), earlier: start };
}

/** Earlier lines in front of a log, without repeating a line it already has. */
export function joinEarlier<L extends LogLineLike>(earlier: readonly L[], log: readonly L[]): L[] {
  const first = log[0]?.n ?? Infinity;
  return earlier.filter((l) => l.n < first).concat(log);
}

/**
 * The renderer's half: for each game and seat (a table's seat token) it keeps the log it has,
 * names its last line in the view operations (`table.view`, `table.choose`, `table.undo`...), and
 * rebuilds the log from the lines that come back; the pages of `table.log` / `games.log` go in
 * front of it. Callers above the client see the log held so
 * far (`log`) and how many earlier lines main still has (`logEarlier`).
 */
const GAME_VIEW_OPS = new Set(['games.view', 'table.view', 'table.choose', 'table.undo', 'table.standing', 'table.board']);
const LOG_PAGE_OPS = new Set(['games.log', 'table.log']);
/** Game and seat pairs remembered (a table shows one game; a few seats take turns). */
const MAX_KEPT = 12;

/** A game's view by seat (`games.*`), or a table's by seat token (`table.*`: no token is the public board). */
type ViewInput = { id?: string; seat?: number | 'public'; table?: string; token?: string; logAfter?: unknown };

interface HeldLog {
  log: LogLineLike[];
  earlier: number;
}

export class GameLogCache {
  private readonly logs = new Map<string, HeldLog>();

  private key(input: ViewInput): string {
    return input.table !== undefined ? `${input.table}/${input.token ?? 'public'}` : `${input.id}/${input.seat}`;
  }

  /** The input with the cursor of the log already held, for the three view operations. */
  prepare(op: string, input: unknown): unknown {
    if (!GAME_VIEW_OPS.has(op)) return input;
    const i = input as ViewInput;
    const held = this.logs.get(this.key(i));
    const cursor = held ? cursorOf(held.log) : null;
    return cursor ? { ...i, logAfter: cursor } : input;
  }

  /** The view with the log held so far, kept for the next call; a log page put in front of it. */
  finish(op: string, input: unknown, value: unknown): unknown {
    if (!value) return value;
    if (LOG_PAGE_OPS.has(op)) return this.prepend(input as ViewInput, value as { lines: LogLineLike[]; earlier: number });
    if (!GAME_VIEW_OPS.has(op)) return value;
    const key = this.key(input as ViewInput);
    const dto = value as { log: LogLineLike[]; logDelta?: boolean; logEarlier?: number };
    const held = this.logs.get(key);
    const next: HeldLog =
      dto.logDelta && held ? { log: held.log.concat(dto.log), earlier: held.earlier } : { log: dto.log, earlier: dto.logEarlier ?? 0 };
    this.keep(key, next);
    const { logDelta: _delta, ...rest } = dto;
    return { ...rest, log: next.log, logEarlier: next.earlier };
  }

  /** A page of earlier lines goes in front of the log held (where it joins it); the page is returned as sent. */
  private prepend(input: ViewInput, page: { lines: LogLineLike[]; earlier: number }): unknown {
    const key = this.key(input);
    const held = this.logs.get(key);
    if (held) this.keep(key, { log: joinEarlier(page.lines, held.log), earlier: page.earlier });
    return page;
  }

  private keep(key: string, held: HeldLog): void {
    this.logs.delete(key);
    this.logs.set(key, held);
    while (this.logs.size > MAX_KEPT) this.logs.delete(this.logs.keys().next().value as string);
  }

  forget(): void {
    this.logs.clear();
  }
}
