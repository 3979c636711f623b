/**
 * The heuristic bot and the master cards of the fifteenth session's records, stripe a (issue 29), read from their data:
 * Chantry moves one of the bot's Tremere out of torpor in its master phase (vocab/prims/from-torpor.ts, the cost
 * `bloodFrom`; testing/families-from-torpor.ts), and leaves another Methuselah's in torpor.
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

const AWAKE = testVampire('Test Bot Regent', {}, [], 'Tremere');
const ASLEEP = testVampire('Test Bot Sleeper', {}, [], 'Tremere');

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: fifteenth session masters, a', () => {
  it("uses Chantry for its own Tremere in torpor, not for another Methuselah's", () => {
    const chantry = cardDefFromDetail(officialCard('100329'));
    const at = (mine: boolean) =>
      new Scenario({
        phase: 'master',
        seats: [
          {
            pool: 10,
            play: [chantry.name],
            ready: [{ card: AWAKE.name, blood: 3 }],
            ...(mine ? { torpor: [{ card: ASLEEP.name, blood: 1 }] } : {}),
          },
          mine ? {} : { torpor: [{ card: ASLEEP.name, blood: 1 }] },
        ],
        defs: [chantry, AWAKE, ASLEEP],
      });
    const own = at(true);
    own.choose(botChoice(own));
    expect(own.s.cards[own.uid(ASLEEP.name, 0)].zone).toBe('ready');
    const theirs = at(false);
    expect(botChoice(theirs).split(':')).not.toContain(theirs.uid(chantry.name, 0, 'play'));
  });
});
