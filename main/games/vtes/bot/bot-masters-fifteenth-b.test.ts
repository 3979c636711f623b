/**
 * The heuristic bot and the master cards of the fifteenth session's records, stripe b (issue 29), read from their data:
 * Lilith's Blessing is used in the master phase on the bot's empty vampire (testing/families-gain-trait.ts: the
 * primitives' values, 3 blood and a Discipline card).
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
  },
);
