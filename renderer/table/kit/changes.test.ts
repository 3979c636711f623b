import { describe, expect, it } from 'vitest';
import type { LogLine } from '../../../main/engine/dto';
import { changedBy, linesAfter } from './changes';

const log: LogLine[] = [
  { n: 3, type: 'vtes.turn', params: { turn: 2, seat: 0 } },
  { n: 4, type: 'engine.choice', params: { seat: 1, option: { key: 'x' } } },
  { n: 5, type: 'vtes.blocked', params: { actor: 'Sybren van Oosten', seat: 1, uid: 'k12' } },
  { n: 6, type: 'vtes.stealPool', params: { from: 1, to: 0, pool: 2 } },
  { n: 7, type: 'vendetta.loseBlood', params: { seat: 9, card: '' } },
];

describe('what the last answer changed (issue 34 §4)', () => {
  it('takes the lines after the last one the seat saw; none on a first look', () => {
    expect(linesAfter(log, 4).map((l) => l.n)).toEqual([5, 6, 7]);
    expect(linesAfter(log, null)).toEqual([]);
    expect(linesAfter(log, 7)).toEqual([]);
  });

  it('names the cards and seats the game lines name, once each; engine lines and out-of-table seats light nothing', () => {
    expect(changedBy(linesAfter(log, 3), 4)).toEqual([
      { attr: 'card', value: 'Sybren van Oosten' },
      { attr: 'seat', value: '1' },
      { attr: 'uid', value: 'k12' },
      { attr: 'seat', value: '0' },
    ]);
    expect(changedBy([log[1]], 4)).toEqual([]);
  });
});
