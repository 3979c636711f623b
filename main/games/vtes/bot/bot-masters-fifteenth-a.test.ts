/**
 * The heuristic bot and the master cards of the fifteenth session's records, stripe a (issue 29), read from their data:
 * Chantry moves one of the bot's Tremere out of torpor in its master phase (vocab/prims/from-torpor.ts, the cost
 * `bloodFrom`; testing/families-from-torpor.ts), and leaves another Methuselah's in torpor; Priority Contract goes on
 * the prey's minion and is burned for its 3 pool as that minion burns (vocab/prims/burn-for-pool.ts;
 * testing/families-contract.ts).
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
import { burnCardForTests, dec, ids } from '../testing/testing';
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

  it("puts Priority Contract on the prey's minion and burns it for 3 pool as that minion burns", () => {
    const contract = cardDefFromDetail(officialCard('101487'));
    const killer = testVampire('Test Bot Killer', {}, [], 'Assamite');
    const mark = testVampire('Test Bot Mark', {});
    const sc = new Scenario({
      phase: 'master',
      seats: [
        { pool: 10, ready: [{ card: killer.name, blood: 4 }], hand: [contract.name] },
        { pool: 20, ready: [{ card: mark.name, blood: 2 }] },
      ],
      defs: [contract, killer, mark],
    });
    const card = sc.uid(contract.name, 0, 'hand');
    const target = sc.uid(mark.name, 1);
    for (let i = 0; i < 3 && sc.s.cards[card].zone !== 'attached'; i++) sc.choose(botChoice(sc));
    expect(sc.s.cards[card].host).toBe(target);
    sc.s = burnCardForTests(sc.s, target);
    expect(sc.s.pick?.kind).toBe('burnForPool');
    sc.choose(botChoice(sc));
    expect(sc.pool(0)).toBe(13);
  });
});
