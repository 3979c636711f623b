/**
 * Equipment cards of issue 29 beyond their scenarios (testing/ally-scenarios.ts): when an unlock phase
 * ability of a card on a minion is offered (vtes-es 4), and what the `drawThenBottom` primitive shows.
 */
import { describe, expect, it } from 'vitest';
import { build, choose, dec, ids, passUntil, uid, V } from '../testing/testing';
import { testVampire } from '../testing/test-vampire';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from './catalog-def';
import { seatView } from '../view/seatview';

const HEART = cardDefFromDetail(officialCard('100903'));
const BEARER = testVampire('Heart Bearer', {});

/** Seat 0's unlock phase, the Heart on its vampire (in `zone`), four Blood Dolls in hand and in the library. */
function unlockWithHeart(zone: 'ready' | 'torpor') {
  const v = V(BEARER.name, 3, { attached: [{ card: HEART.name }] });
  return build({
    defs: [HEART, BEARER],
    phase: 'unlock',
    seats: [
      { [zone]: [v], hand: Array<string>(4).fill('Blood Doll'), library: Array<string>(4).fill('Blood Doll') },
      { ready: [V('Meaghan', 3)] },
    ],
  });
}

const heartUses = (s: ReturnType<typeof build>) => {
  const h = Object.values(s.cards).find((c) => c.cid === '100903')!.uid;
  return ids(s).filter((o) => o.startsWith(`use:${h}:`));
};

describe('Heart of Nizchetus (unlock phase, bearer ready)', () => {
  it('is offered once in its controller’s unlock phase while the bearer is ready', () => {
    let s = unlockWithHeart('ready');
    expect(heartUses(s)).toHaveLength(1);
    s = choose(s, heartUses(s)[0]);
    // how many: 1 to 3
    expect(dec(s).options.map((o) => o.params?.n)).toEqual([3, 2, 1]);
    s = choose(s, dec(s).options.find((o) => o.params?.n === 2)!.id);
    // the cards put back are the chooser's secret, and each one is asked for
    expect(dec(s).secret).toBe(true);
    expect(s.seats[0].zones.hand).toHaveLength(6);
    s = choose(s, dec(s).options[0].id);
    s = choose(s, dec(s).options[0].id);
    expect(s.seats[0].zones.hand).toHaveLength(4);
    expect(s.seats[0].zones.library).toHaveLength(4);
    expect(heartUses(s)).toEqual([]);
    // the other Methuselah sees how many cards went back, not which
    const other = JSON.stringify(seatView(s, 1));
    expect(other).not.toContain('handToBottomCard');
  });

  it('is not offered while the bearer is in torpor', () => {
    expect(heartUses(unlockWithHeart('torpor'))).toEqual([]);
  });

  it('is not offered in another Methuselah’s unlock phase', () => {
    let s = unlockWithHeart('ready');
    s = passUntil(s, (x) => x.active === 1 && x.phase === 'unlock', 80);
    expect(heartUses(s)).toEqual([]);
    expect(uid(s, BEARER.name)).toBeDefined();
  });
});
