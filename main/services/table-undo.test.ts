/**
 * The multi-step undo policy (issue 34 §4): a player's own choices since the other seats last
 * saw the table, crossing the answers main gave (bots, standing passes), never past another
 * seat's own answer, what another seat saw, or a revealing event.
 */
import { describe, expect, it } from 'vitest';
import { undoTargets, type UndoFacts } from './table-undo';

/** Choices written as seat numbers, `a` marking an answer main gave ("0 0 1a 0" ...). */
function facts(text: string, more: Partial<UndoFacts> = {}): UndoFacts {
  const cs = text.split(' ').map((c) => ({ seat: Number(c.replace('a', '')), auto: c.endsWith('a') }));
  return { step: cs.length, seatOf: (i) => cs[i].seat, auto: (i) => cs[i].auto, floor: 0, revealedAt: -1, ...more };
}

describe('undo targets', () => {
  it("the player's own choices, latest first, through the answers main gave after them", () => {
    expect(undoTargets(0, facts('1 0 0 2a 0 1a'))).toEqual([4, 2, 1]);
  });

  it("stops at another seat's own answer", () => {
    expect(undoTargets(0, facts('0 1 0'))).toEqual([2]);
    expect(undoTargets(1, facts('0 1 0'))).toEqual([]);
  });

  it('stops at what another seat saw, and at a revealing event', () => {
    expect(undoTargets(0, facts('0 0 0', { floor: 2 }))).toEqual([2]);
    expect(undoTargets(0, facts('0 0 0', { revealedAt: 1 }))).toEqual([2, 1]);
    expect(undoTargets(0, facts('0 0 0', { revealedAt: 3 }))).toEqual([]);
  });

  it('a game without choices, or only answers main gave, has nothing to undo', () => {
    expect(undoTargets(0, { step: 0, seatOf: () => 0, auto: () => false, floor: 0, revealedAt: -1 })).toEqual([]);
    expect(undoTargets(0, facts('1a 0a'))).toEqual([]);
  });
});
