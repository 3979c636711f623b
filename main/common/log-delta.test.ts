import { describe, expect, it } from 'vitest';
import { cursorOf, linesAfter, logLineHash, type LogLineLike } from './log-delta';

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
