/** vtes-es 1.1.2, 6.1.5 (G00151): the `burnOwn` primitive (an ally burning an ally or retainer of its Methuselah as it enters play). */
import { describe, expect, it } from 'vitest';
import type { Prim } from '../../schema/records';
import { testVampire } from '../../testing/test-vampire';
import { TEST_ALLY, TEST_RETAINER } from '../../testing/action-scenarios';
import { build, runPrimsForTests as run, uid } from '../../testing/testing';

const BEARER = testVampire('Test Bearer', {});
const burn: Prim[] = [{ p: 'burnOwn', of: ['ally', 'retainer'] }];

describe('V:TES burnOwn (vtes-es 1.1.2, 6.1.5)', () => {
  it('the only other ally or retainer is burned at once; with none, the card itself (RTR 19961113)', () => {
    const s1 = build({
      defs: [BEARER, TEST_ALLY],
      seats: [{ ready: [{ card: BEARER.name, blood: 2 }, { card: TEST_ALLY.name, blood: 2 }, 'Test Ally'] }, {}],
    });
    const [a, b] = s1.seats[0].zones.ready.filter((u) => s1.cards[u].cid === TEST_ALLY.id);
    const once = run(s1, burn, { seat: 0, source: b });
    expect(once.s.cards[a].zone).toBe('ash');
    expect(once.s.cards[b].zone).toBe('ready');
    expect(once.ev.some((e) => e.type === 'vtes.burn')).toBe(true);
    const alone = run(once.s, burn, { seat: 0, source: b });
    expect(alone.s.cards[b].zone).toBe('ash');
  });

  it("several candidates: the user picks among its other allies and its minions' retainers, never another Methuselah's", () => {
    const s1 = build({
      defs: [BEARER, TEST_ALLY, TEST_RETAINER],
      seats: [
        {
          ready: [
            { card: BEARER.name, blood: 2, attached: [{ card: TEST_RETAINER.name, blood: 1 }] },
            { card: TEST_ALLY.name, blood: 2 },
          ],
        },
        { ready: [{ card: TEST_ALLY.name, blood: 2 }] },
      ],
    });
    const mine = uid(s1, TEST_ALLY.name);
    const retainer = s1.cards[uid(s1, BEARER.name)].attached[0];
    const { s } = run(s1, burn, { seat: 0, source: 'x' });
    expect(s.pick?.kind).toBe('burnOwn');
    expect(s.pick?.options.map((o) => o.params?.uid).sort()).toEqual([mine, retainer].sort());
  });
});
