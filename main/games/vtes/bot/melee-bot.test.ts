/**
 * The heuristic bot and the strike cards whose hand strike may be a melee weapon's (vtes-es 6.4.3; issue 29,
 * rules/melee-strikes.ts): it values the weapon's damage from the weapon's data and strikes with it; it equips
 * with a weapon of its hand before range is determined (vocab/prims/equip-from-hand.ts).
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { dec } from '../testing/testing';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { TEST_CLUB, weaponFight } from '../testing/families-melee';
import { equipFight, TEST_PISTOL } from '../testing/families-equip';

describe('V:TES heuristic bot: a hand strike or a melee weapon strike', () => {
  it('plays Undead Strength with the melee weapon its vampire bears rather than as a hand strike', () => {
    const us = cardDefFromDetail(officialCard('102061'));
    const { sc, h, w } = weaponFight(us, { pot: 1 }, TEST_CLUB);
    const d = dec(sc.s);
    const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
    expect(pick).toBe(`card:${h}:0:0:@${w}`);
  });

  it('plays Concealed Weapon before range with a weapon in hand, and equips with it', () => {
    const cw = cardDefFromDetail(officialCard('100392'));
    const { sc, a } = equipFight(cw, {}, [TEST_PISTOL]);
    for (let i = 0; i < 2; i++) {
      const d = dec(sc.s);
      sc.choose(vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test'))));
    }
    expect(sc.s.cards[sc.uid(TEST_PISTOL.name)].host).toBe(a);
  });
});
