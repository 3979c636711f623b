/**
 * The heuristic bot and the master cards of the fourteenth session's records, stripe b (issue 29), read from their data:
 * Blind Spot is played in the master phase on one of the bot's vampires, its prey's minion chosen
 * (testing/families-unseen-by.ts).
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
import { dec, ids } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';

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
  },
);
