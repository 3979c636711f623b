/**
 * The heuristic bot and the master cards keeping a chosen card (issue 29; vocab/kept-choice.ts,
 * testing/master-chosen-scenarios.ts), read from their data: it plays The Rack, chooses its thirstiest vampire, and
 * takes the chosen vampire's free blood in its unlock phase.
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
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';

const FULL = testVampire('Test Full', {}, [], 'Caitiff', { capacity: 4 });
const THIRSTY = testVampire('Test Thirsty', {}, [], 'Caitiff', { capacity: 9 });

/** The bot's answer to the pending decision (it must be offered). */
function botPick(sc: Scenario): string {
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return pick;
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES heuristic bot: a card keeping a chosen vampire',
  () => {
    it('plays The Rack, chooses its thirstiest vampire and takes its 2 blood in the unlock phase', () => {
      const rack = cardDefFromDetail(officialCard('101536'));
      const sc = new Scenario({
        phase: 'master',
        seats: [
          {
            hand: [rack.name],
            ready: [
              { card: FULL.name, blood: 3 },
              { card: THIRSTY.name, blood: 2 },
            ],
          },
          {},
        ],
        defs: [rack, FULL, THIRSTY],
      });
      const card = sc.uid(rack.name, 0, 'hand');
      expect(botPick(sc).split(':')).toContain(card);
      sc.choose(botPick(sc));
      expect(sc.s.pick?.kind).toBe('keptChoice');
      sc.choose(botPick(sc));
      expect(sc.s.cards[card].chose).toBe(sc.uid(THIRSTY.name));
      sc.s = passUntil(sc.s, (x) => x.active === 1, 80);
      sc.s = passUntil(sc.s, (x) => x.active === 0 && dec(x).kind === 'vtes.unlock', 80);
      sc.choose(botPick(sc));
      expect(sc.s.cards[sc.uid(THIRSTY.name)].blood).toBe(4);
    });
  },
);
