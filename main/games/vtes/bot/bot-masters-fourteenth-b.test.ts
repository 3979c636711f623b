/**
 * The heuristic bot and the master cards of the fourteenth session's records, stripe b (issue 29), read from their data:
 * Blind Spot is played in the master phase on one of the bot's vampires, its prey's minion chosen
 * (testing/families-unseen-by.ts); Life Boon is played for a Methuselah being ousted while the bot has pool to spare, and
 * its pool taken in that Methuselah's unlock phase (testing/families-life-boon.ts); another Methuselah's The Uncoiling is
 * burned in the bot's discard phase with pool to spare (testing/families-uncoiling.ts); under Antediluvian Awakening the
 * bot burns pool rather than a vampire while it has pool to spare.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { sharedFile } from '../../../testing/shared-data';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, ids, passUntil } from '../testing/testing';
import { testLibraryCard } from '../testing/action-scenarios';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';
import { boonPlayed } from '../testing/families-life-boon';

const botChoice = (sc: Scenario) => {
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return pick;
};

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES heuristic bot: fourteenth session master cards, stripe b',
  () => {
    it('plays Blind Spot on its vampire against a younger vampire of its prey', () => {
      const spot = cardDefFromDetail(officialCard('100188'));
      const mine = testVampire('Test Bot Elder', {}, [], 'Caitiff', { capacity: 7 });
      const young = testVampire('Test Prey Young', {}, [], 'Caitiff', { capacity: 3 });
      const sc = new Scenario({
        phase: 'master',
        seats: [{ ready: [{ card: mine.name, blood: 5 }], hand: [spot.name] }, { ready: [{ card: young.name, blood: 3 }] }],
        defs: [spot, mine, young],
      });
      const card = sc.uid(spot.name, 0, 'hand');
      expect(botChoice(sc).split(':')).toContain(card);
      for (let i = 0; i < 4 && (sc.s.cards[card].zone === 'hand' || sc.s.pick); i++) sc.choose(botChoice(sc));
      expect(sc.s.turnFlags.unseenBy).toEqual([`${sc.uid(mine.name)}|${sc.uid(young.name, 1)}`]);
    });

    it('plays Life Boon for a Methuselah with no pool', () => {
      const boon = cardDefFromDetail(officialCard('101103'));
      // the moment of seat 1's ousting: seat 3 (10 pool) is asked, and the bot plays the card
      const { sc } = boonPlayed(boon, false, botChoice);
      expect(sc.s.seats[1].ousted).toBe(false);
      expect(sc.s.cards[sc.uid(boon.name, 3)].zone).toBe('play');
    });

    it('burns another Methuselah’s The Uncoiling in its discard phase', () => {
      const uncoiling = cardDefFromDetail(officialCard('102057'));
      const omen = testLibraryCard('Test Bot Omen', 'Event', { kind: 'event', conditions: [], effects: [] });
      const sc = new Scenario({
        phase: 'influence',
        active: 1,
        seats: [{ play: [uncoiling.name, omen.name] }, { pool: 10, hand: ['Blood Doll'] }],
        defs: [uncoiling, omen],
      });
      sc.s = passUntil(sc.s, (x) => x.phase === 'discard', 5);
      const card = sc.uid(uncoiling.name, 0, 'play');
      expect(botChoice(sc).split(':')).toContain(card);
    });

    it('burns pool rather than a vampire for Antediluvian Awakening', () => {
      const awakening = cardDefFromDetail(officialCard('100073'));
      const big = testVampire('Test Bot Big', {}, [], 'Caitiff', { capacity: 6 });
      const keeper = testVampire('Test Bot Keeper', {}, []);
      const sc = new Scenario({
        phase: 'influence',
        seats: [
          { ready: [{ card: keeper.name, blood: 3 }], play: [awakening.name] },
          { pool: 10, ready: [{ card: big.name, blood: 3 }] },
        ],
        defs: [awakening, big, keeper],
      });
      sc.s = passUntil(sc.s, (x) => !!x.pick && dec(x).seat === 1, 10);
      expect(botChoice(sc).startsWith('k:')).toBe(true);
    });
  },
);
