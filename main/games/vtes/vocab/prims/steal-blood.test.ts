/** vtes-es 6.4.5, 6.1, 1.2: the `stealBlood` primitive (an action of a vampire stealing blood or life). */
import { describe, expect, it } from 'vitest';
import type { Prim } from '../../schema/records';
import { testVampire } from '../../testing/test-vampire';
import { testAlly } from '../../testing/ally-scenarios';
import { build, runPrimsForTests as run, uid } from '../../testing/testing';
import { primsPossible } from '../primitives';
import type { PrimCtx } from './def';

const THIEF = testVampire('Test Thief', {}, [], 'Caitiff', { capacity: 4 });
const VICTIM = testVampire('Test Victim', {});
const ALLY = testAlly();

describe('V:TES stealBlood (vtes-es 6.4.5, 1.2)', () => {
  const s1 = build({
    defs: [THIEF, VICTIM, ALLY],
    seats: [
      { ready: [{ card: THIEF.name, blood: 2 }] },
      {
        ready: [
          { card: VICTIM.name, blood: 3 },
          { card: ALLY.name, blood: 2 },
        ],
      },
    ],
  });
  const [thief, victim, ally] = [uid(s1, THIEF.name), uid(s1, VICTIM.name, 1), uid(s1, ALLY.name, 1)];
  const steal = (n: number): Prim[] => [{ p: 'stealBlood', n, from: 'target', upTo: true }];

  it('the victim loses what it has up to n; the thief keeps it up to its capacity, the rest to the bank', () => {
    const ctx: PrimCtx = { seat: 0, source: thief, minion: thief, targetCard: victim };
    expect(primsPossible(s1, steal(3), ctx)).toBe(true);
    const { s, ev } = run(s1, steal(5), ctx);
    expect([s.cards[victim].blood, s.cards[thief].blood]).toEqual([0, 4]);
    expect(ev).toContainEqual(expect.objectContaining({ type: 'vtes.stealBlood', params: { name: THIEF.name, n: 3 } }));
    // nothing to steal: not offered
    expect(primsPossible(s, steal(1), ctx)).toBe(false);
  });

  it("an ally's life becomes the thief's blood; an ally left with no life is burned (6.4.6)", () => {
    const { s } = run(s1, steal(2), { seat: 0, source: thief, minion: thief, targetCard: ally });
    expect(s.cards[thief].blood).toBe(4);
    expect(s.cards[ally].zone).toBe('ash');
  });
});
