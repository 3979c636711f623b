import { describe, expect, it } from 'vitest';
import type { LogLine } from '../../../main/engine/dto';
import { answerIsRepeated, shownLines } from './log-lines';

const line = (n: number, type: string, params: Record<string, unknown> = {}, rule?: string): LogLine => ({
  n,
  type,
  params,
  ...(rule ? { rule } : {}),
});
const text = (l: LogLine) => `${l.type}:${JSON.stringify(l.params)}`;

describe('the compact log a player reads (issue 16)', () => {
  const log = [
    line(0, 'engine.choice', { seat: 0, option: 'block' }),
    line(1, 'vtes.blocked', { seat: 0 }, 'vtes-es:6.2.3'),
    line(2, 'engine.choice', { seat: 1, option: 'pass' }),
    line(3, 'engine.choice', { seat: 0, option: 'secret' }),
    line(4, 'engine.secretChosen', { seat: 0 }),
    line(5, 'vtes.torpor', { seat: 1 }),
    line(6, 'vtes.draw', { seat: 1 }),
    line(7, 'vtes.draw', { seat: 1 }),
    line(8, 'vtes.draw', { seat: 1 }, 'vtes-es:7'),
    line(9, 'engine.autoPass', { seat: 2 }),
  ];
  const withAuto = [
    line(0, 'engine.choice', { seat: 0, option: 'act' }),
    line(1, 'engine.autoPass', { seat: 1 }),
    line(2, 'engine.autoChoice', { seat: 2, option: 'x' }),
    line(3, 'vtes.announce', { seat: 0 }),
  ];

  it('an answer is left out only when the game logged what it did before the next answer', () => {
    expect(answerIsRepeated(log, 0)).toBe(true);
    // followed by another answer: it is the only record of that answer
    expect(answerIsRepeated(log, 2)).toBe(false);
    // another seat's "has chosen in secret" line says nothing of the choice: look past it
    expect(answerIsRepeated(log, 3)).toBe(true);
    // the last line of the log: nothing tells it yet
    expect(answerIsRepeated(log, 9)).toBe(false);
    expect(answerIsRepeated(log, 1)).toBe(false);
    // automatic answers in between are looked past; they are told by the same line too
    expect([0, 1, 2].map((i) => answerIsRepeated(withAuto, i))).toEqual([true, true, true]);
  });

  it("a referendum's running tally keeps the vote before it: the log says who voted how (issue 34 §3)", () => {
    const votes = [line(0, 'engine.choice', { seat: 1, option: 'voteFor' }), line(1, 'vtes.vote', { seat: 1, yes: 1, no: 2 })];
    expect(answerIsRepeated(votes, 0)).toBe(false);
    expect(shownLines(votes, { compact: true, text, game: 'vtes' }).map((x) => x.line.n)).toEqual([0, 1]);
  });

  it('compact: repeats drawn once with their count, rules kept apart, important events flagged', () => {
    const shown = shownLines(log, { compact: true, text, important: new Set(['torpor']), game: 'vtes' });
    expect(shown.map((s) => s.line.n)).toEqual([1, 2, 4, 5, 6, 8, 9]);
    expect(shown.find((s) => s.line.n === 6)?.repeat).toBe(2);
    // same text but another rule: its own line
    expect(shown.find((s) => s.line.n === 8)?.repeat).toBe(1);
    expect(shown.filter((s) => s.important).map((s) => s.line.n)).toEqual([5]);
  });

  it('verbose: every line as it is', () => {
    const shown = shownLines(log, { compact: false, text, game: 'vtes' });
    expect(shown.map((s) => s.line.n)).toEqual(log.map((l) => l.n));
    expect(shown.every((s) => s.repeat === 1 && !s.important)).toBe(true);
  });
});
