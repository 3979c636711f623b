import { describe, expect, it } from 'vitest';
import { cursorOf, GameLogCache, joinEarlier, linesAfter, logLineHash, logPage, logTail, type LogLineLike } from './log-delta';

const log: LogLineLike[] = [
  { n: 0, type: 'a.setup', params: { players: 4 } },
  { n: 1, type: 'a.draw', params: { seat: 0 }, rule: 'r:1' },
  { n: 3, type: 'a.play', params: { seat: 1, card: 'x' } },
];

describe("views as deltas: the lines after the renderer's last line", () => {
  it('gives the lines after a line it finds with the same content', () => {
    expect(linesAfter(log, cursorOf(log.slice(0, 2))!)).toEqual([log[2]]);
    expect(linesAfter(log, cursorOf(log)!)).toEqual([]);
  });

  it('sends everything when the line is not there or differs (an undo rewrote the tail)', () => {
    const rewritten = [...log.slice(0, 2), { n: 3, type: 'a.play', params: { seat: 1, card: 'y' } }];
    expect(linesAfter(rewritten, cursorOf(log)!)).toBeNull();
    expect(linesAfter(log.slice(0, 1), cursorOf(log)!)).toBeNull();
    expect(linesAfter(log, { n: 2, hash: logLineHash(log[1]) })).toBeNull();
  });

  it('hashes the content, not the key order of the object', () => {
    const a = { n: 5, type: 't', params: { x: 1 }, rule: 'r' };
    const b = { rule: 'r', params: { x: 1 }, type: 't', n: 5 };
    expect(logLineHash(a)).toBe(logLineHash(b));
    expect(logLineHash(a)).not.toBe(logLineHash({ ...a, rule: 's' }));
  });
});

describe('a view sent whole carries the tail; earlier lines come a page at a time', () => {
  const long: LogLineLike[] = Array.from({ length: 10 }, (_, i) => ({ n: i * 2, type: 'a.step', params: { i } }));

  it('the tail is the last lines, with the count left out', () => {
    expect(logTail(long, 4)).toEqual({ lines: long.slice(6), earlier: 6 });
    expect(logTail(long.slice(0, 3), 4)).toEqual({ lines: long.slice(0, 3), earlier: 0 });
  });

  it('a page holds the lines just before the asked line, and what is still before them', () => {
    expect(logPage(long, 12, 3)).toEqual({ lines: long.slice(3, 6), earlier: 3 });
    // a position between two lines and a limit past the start
    expect(logPage(long, 5, 10)).toEqual({ lines: long.slice(0, 3), earlier: 0 });
    expect(logPage(long, 0, 10)).toEqual({ lines: [], earlier: 0 });
  });

  it('the cache joins the pages in front of the tail into the whole log, without repeats (a table seat by its token)', () => {
    const cache = new GameLogCache();
    const input = { table: 'g', token: 'seat-1-token' };
    const first = cache.finish('table.view', input, { log: long.slice(7), logEarlier: 7 }) as { log: LogLineLike[]; logEarlier: number };
    expect(first.logEarlier).toBe(7);
    // a page that overlaps what is held adds only the missing lines
    cache.finish('table.log', { ...input, before: 14, limit: 4 }, { lines: long.slice(3, 8), earlier: 3 });
    cache.finish('table.log', { ...input, before: 6, limit: 4 }, { lines: long.slice(0, 3), earlier: 0 });
    // the next delta lands after the whole log
    const extra = { n: 20, type: 'a.step', params: { i: 10 } };
    expect(cache.prepare('table.choose', { ...input, step: 3, option: 'x' })).toEqual({
      ...input,
      step: 3,
      option: 'x',
      logAfter: cursorOf(long),
    });
    const next = cache.finish('table.choose', input, { log: [extra], logDelta: true }) as { log: LogLineLike[]; logEarlier: number };
    expect(next.log).toEqual([...long, extra]);
    expect(next.logEarlier).toBe(0);
    // another seat's token, and the public board of the same game, are kept apart
    expect(cache.prepare('table.view', { table: 'g', token: 'seat-2-token' })).toEqual({ table: 'g', token: 'seat-2-token' });
    cache.finish('games.view', { id: 'g', seat: 'public' }, { log: long.slice(0, 2) });
    expect(cache.prepare('table.board', { table: 'g' })).toEqual({ table: 'g', logAfter: cursorOf(long.slice(0, 2)) });
    expect(joinEarlier(long.slice(0, 5), long.slice(3))).toEqual(long);
  });
});
