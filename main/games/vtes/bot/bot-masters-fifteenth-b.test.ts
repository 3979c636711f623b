/**
 * The heuristic bot and the master cards of the fifteenth session's records, stripe b (issue 29), read from their data:
 * Lilith's Blessing is used in the master phase on the bot's empty vampire (testing/families-gain-trait.ts: the
 * primitives' values, 3 blood and a Discipline card); Secret Passage is burned to make a (D) action at its minion fail
 * (testing/families-action-fails.ts: the value of `actionFails`).
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
import { hasTrait } from '../core/traits';
import { TEST_RUSH } from '../testing/test-library-cards';

const botChoice = (sc: Scenario) => {
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return pick;
};

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES heuristic bot: fifteenth session master cards, stripe b',
  () => {
    it("uses Lilith's Blessing on its empty vampire in the master phase", () => {
      const blessing = cardDefFromDetail(officialCard('101108'));
      const empty = testVampire('Test Bot Empty', {});
      const sc = new Scenario({
        phase: 'master',
        seats: [{ ready: [{ card: empty.name, blood: 0 }], play: [blessing.name], library: ['Blood Doll'] }, {}],
        defs: [blessing, empty],
      });
      const card = sc.uid(blessing.name, 0, 'play');
      expect(botChoice(sc).split(':')).toContain(card);
      for (let i = 0; i < 4 && !sc.s.cards[card].locked; i++) sc.choose(botChoice(sc));
      const v = sc.uid(empty.name);
      expect([sc.s.cards[v].blood, hasTrait(sc.s, v, 'bahari')]).toEqual([3, true]);
    });

    it('burns Secret Passage to make a (D) action at its minion fail', () => {
      const passage = cardDefFromDetail(officialCard('101710'));
      const rusher = testVampire('Test Bot Rusher', {}, [{ e: 'mod', stat: 'stealth', n: 2, who: 'self' }]);
      const hider = testVampire('Test Bot Hider', {});
      const sc = new Scenario({
        seats: [
          { ready: [{ card: rusher.name, blood: 4 }], hand: [TEST_RUSH.name] },
          { ready: [{ card: hider.name, blood: 4, attached: [{ card: passage.name }] }] },
        ],
        defs: [passage, rusher, hider, TEST_RUSH],
      });
      const card = sc.uid(passage.name, 1);
      sc.play(TEST_RUSH.name, { by: rusher.name, target: hider.name, targetSeat: 1 });
      for (let i = 0; i < 20 && sc.s.act && !sc.s.combat; i++)
        sc.choose(dec(sc.s).seat === 1 ? botChoice(sc) : (ids(sc.s).find((x) => x === 'pass') ?? ids(sc.s)[0]));
      expect([sc.s.cards[card].zone, !!sc.s.combat]).toEqual(['ash', false]);
    });
  },
);
