/**
 * The heuristic bot and the master cards of the twelfth session's records (issue 29), read from their data: with
 * Powerbase: Los Angeles in play it takes the extra discard phase action (an ability paid only by a lock, worth something
 * by its primitive's value) when it holds a card none of its vampires can play, and the unlock it then earns goes to
 * one of its own anarchs, never another Methuselah's (testing/master-sweep-twelfth.ts).
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
import { TEST_ANARCH_CARD } from '../testing/families-ash-swap';

const MINE = testVampire('Test Bot Anarch', {}, [], 'Caitiff', { sect: 'anarch' });
const THEIRS = testVampire('Test Other Anarch', {}, [], 'Caitiff', { sect: 'anarch' });
const CAMARILLA = testVampire('Test Bot Camarilla', {});

const botChoice = (sc: Scenario) => {
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return pick;
};

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES heuristic bot: an extra discard phase action and its unlock (Powerbase: Los Angeles)',
  () => {
    const la = cardDefFromDetail(officialCard('101435'));
    it('locks Powerbase: Los Angeles for a discard phase action when it holds a card it cannot play', () => {
      const sc = new Scenario({
        phase: 'discard',
        seats: [
          {
            ready: [{ card: CAMARILLA.name, blood: 3 }],
            play: [la.name],
            hand: [TEST_ANARCH_CARD.name],
            library: Array<string>(3).fill('Blood Doll'),
          },
          {},
        ],
        defs: [la, CAMARILLA, TEST_ANARCH_CARD],
      });
      expect(botChoice(sc).split(':')).toContain(sc.uid(la.name, 0, 'play'));
    });
    it('unlocks one of its own anarchs, not another Methuselah’s', () => {
      const sc = new Scenario({
        phase: 'discard',
        seats: [
          {
            ready: [{ card: MINE.name, blood: 3, locked: true }],
            play: [la.name],
            hand: [TEST_ANARCH_CARD.name],
            library: Array<string>(3).fill('Blood Doll'),
          },
          { ready: [{ card: THEIRS.name, blood: 3, locked: true }] },
        ],
        defs: [la, MINE, THEIRS, TEST_ANARCH_CARD],
      });
      sc.choose(ids(sc.s).find((x) => x.split(':').includes(sc.uid(la.name, 0, 'play')))!);
      sc.choose(ids(sc.s).find((x) => x.split(':').includes(sc.uid(TEST_ANARCH_CARD.name, 0, 'hand')))!);
      expect(dec(sc.s).kind).toBe('vtes.unlockTarget');
      expect(ids(sc.s).some((x) => x.split(':').includes(sc.uid(THEIRS.name, 1)))).toBe(true);
      expect(botChoice(sc).split(':')).toContain(sc.uid(MINE.name));
    });
  },
);

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES heuristic bot: a master phase action spent on a card (Failsafe)',
  () => {
    const failsafe = cardDefFromDetail(officialCard('100691'));
    it('burns Failsafe for 4 pool when short, before anything else of its master phase', () => {
      const sc = new Scenario({
        phase: 'master',
        seats: [{ pool: 2, play: [failsafe.name], hand: ['Blood Doll'], ready: [{ card: CAMARILLA.name, blood: 3 }] }, {}],
        defs: [failsafe, CAMARILLA],
      });
      expect(botChoice(sc).split(':')).toContain(sc.uid(failsafe.name, 0, 'play'));
    });
  },
);
