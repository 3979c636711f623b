/**
 * Corruption counters (issue 30 item 1; core/corruption.ts): a Methuselah's counter put on a minion by hand (the
 * manual operations, vtes-es 1.4: whose counter it is asked, kept until taken off), shown on the card, and read by a
 * vampire's own text through the Condition `corrupted` (Sergio Bueno: a would-be blocker bearing a counter of his
 * Methuselah pays 1 blood for the attempt; the counters of anyone else do not count).
 */
import { describe, expect, it } from 'vitest';
import { announce, build, choose, ids, uid } from '../testing/testing';
import type { VtesState } from './state';
import { corruptionOf } from './corruption';
import { UNWRITTEN_LAW } from '../testing/manual-fixtures';
import { testVampire } from '../testing/test-vampire';
import { holds } from './params/cond';

const SERGIO = testVampire('Test Serpent Baron', {}, [{ e: 'blockCost', n: 1, by: 'others', if: { c: 'corrupted', who: 'blocker' } }]);

const three = () =>
  build({
    defs: [UNWRITTEN_LAW, SERGIO],
    seats: [
      { ready: [{ card: SERGIO.name, blood: 4 }], play: ['Unwritten Law'], hand: [] },
      { ready: [{ card: 'Horace Radcliffe', blood: 4 }] },
      { ready: [{ card: 'Theo Bell', blood: 4 }] },
    ],
  });

/** A corruption counter of Methuselah `seat` put on `minion` by hand, in the minion phase's manual window. */
function corruptByHand(s: VtesState, minion: string, seat: number): VtesState {
  for (const id of ['manual', 'op:mark', `c:${minion}`, 'mark:corruption', `s:${seat}`, 'until:removed', 'done']) s = choose(s, id);
  return s;
}

describe('corruption counters', () => {
  it('1.4 put by hand: whose counter it is, kept until taken off; counted per Methuselah', () => {
    let s = three();
    const h = uid(s, 'Horace Radcliffe', 1);
    s = corruptByHand(s, h, 0);
    expect(s.cards[h].marks).toEqual([{ k: 'corruption', seat: 0, until: 'removed' }]);
    expect(corruptionOf(s, h, 0)).toBe(1);
    expect(corruptionOf(s, h, 2)).toBe(0);
    expect(holds(s, { c: 'corrupted', who: 'minion' }, { seat: 0, minion: h })).toBe(true);
    expect(holds(s, { c: 'corrupted', who: 'minion' }, { seat: 2, minion: h })).toBe(false);
  });

  it("6.2.2.1 a blocker with a counter of the acting vampire's Methuselah pays 1 blood to attempt; another's counter costs nothing", () => {
    let s = three();
    const v = uid(s, SERGIO.name);
    const h = uid(s, 'Horace Radcliffe', 1);
    // a counter of the third Methuselah's does not count for Sergio's controller
    s = corruptByHand(s, h, 2);
    let t = announce(s, v, 'bleed:');
    expect(ids(t)).toContain(`block:${h}`);
    t = choose(t, `block:${h}`);
    expect(t.cards[h].blood).toBe(4);
    // his own Methuselah's counter: the attempt costs 1 blood
    s = corruptByHand(s, h, 0);
    t = choose(announce(s, v, 'bleed:'), `block:${h}`);
    expect(t.cards[h].blood).toBe(3);
  });
});
