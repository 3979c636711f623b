/**
 * The heuristic bot and the strike cards whose hand strike may be a melee weapon's (vtes-es 6.4.3; issue 29,
 * rules/melee-strikes.ts): it values the weapon's damage from the weapon's data and strikes with it.
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { dec } from '../testing/testing';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { TEST_CLUB, weaponFight } from '../testing/families-melee';

describe('V:TES heuristic bot: a hand strike or a melee weapon strike', () => {
  it('plays Undead Strength with the melee weapon its vampire bears rather than as a hand strike', () => {
    const us = cardDefFromDetail(officialCard('102061'));
    const { sc, h, w } = weaponFight(us, { pot: 1 }, TEST_CLUB);
    const d = dec(sc.s);
    const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
    expect(pick).toBe(`card:${h}:0:0:@${w}`);
  });
});
