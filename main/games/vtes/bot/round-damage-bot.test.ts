/**
 * The heuristic bot and the combat cards played before range that change the round (issue 29,
 * testing/families-round-damage.ts): it strikes with the strike a card gave it this round (Hunger of Marduk),
 * valued from the option, rather than with its hand.
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { dec } from '../testing/testing';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { brutePlayedBeforeRange } from '../testing/families-round-damage';
import { aimFight } from '../testing/families-aim';

describe('V:TES heuristic bot: a strike given for the round', () => {
  it('steals blood with the strike Hunger of Marduk gave this round rather than striking with its hand', () => {
    const hm = cardDefFromDetail(officialCard('102227'));
    const { sc } = brutePlayedBeforeRange(hm, 1, false);
    const d = dec(sc.s);
    expect(d.options.map((o) => o.id)).toContain('hand');
    expect(vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')))).toBe('rstrike');
  });

  it('plays Target Vitals as it chooses its strike, then strikes with its hand', () => {
    const tv = cardDefFromDetail(officialCard('101942'));
    const { sc, h } = aimFight(tv, 0);
    const pick = () => {
      const d = dec(sc.s);
      return vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
    };
    expect(pick()).toBe(`card:${h}:0`);
    sc.choose(`card:${h}:0`);
    expect(pick()).toBe('hand');
  });
});
