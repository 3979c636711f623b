/**
 * The heuristic bot and the master cards of the eleventh session's records (issue 29), read from their data: it plays
 * Jake Washington in its master phase and burns him in its unlock phase for blood on one of its own empty vampires,
 * never on another Methuselah's (testing/families-master-ally.ts); it puts Secure Haven on one of its vampires
 * (testing/families-master-haven.ts); with Garibaldi-Meucci Museum it exchanges a hand card for an ash heap card and
 * ends a combat its anarch would lose (testing/families-ash-swap.ts).
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
import { Scenario, type ScenarioSpec } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';
import { BRAWL } from '../testing/turn-scenarios';
import { TEST_ANARCH_CARD } from '../testing/families-ash-swap';

const MINE = testVampire('Test Mine', {}, []);
const THEIRS = testVampire('Test Theirs', {}, []);

function botPick(spec: ScenarioSpec): { sc: Scenario; pick: string } {
  const sc = new Scenario(spec);
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return { sc, pick };
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES heuristic bot: a master card becoming an ally',
  () => {
    const jake = cardDefFromDetail(officialCard('101019'));
    it('plays Jake Washington in its master phase', () => {
      const { sc, pick } = botPick({
        phase: 'master',
        seats: [{ hand: [jake.name], ready: [{ card: MINE.name, blood: 3 }] }, {}],
        defs: [jake, MINE],
      });
      expect(pick.split(':')).toContain(sc.uid(jake.name, 0, 'hand'));
    });
    it('burns Jake for its own empty vampire, not for the other Methuselah', () => {
      const { sc, pick } = botPick({
        phase: 'unlock',
        seats: [
          {
            ready: [
              { card: jake.name, blood: 1 },
              { card: MINE.name, blood: 0 },
            ],
          },
          { ready: [{ card: THEIRS.name, blood: 0 }] },
        ],
        defs: [jake, MINE, THEIRS],
      });
      expect(pick.split(':')).toEqual(expect.arrayContaining([sc.uid(jake.name, 0, 'ready'), sc.uid(MINE.name)]));
    });
    it('keeps Jake while only another Methuselah has an empty vampire', () => {
      const { sc, pick } = botPick({
        phase: 'unlock',
        seats: [
          {
            ready: [
              { card: jake.name, blood: 1 },
              { card: MINE.name, blood: 2 },
            ],
          },
          { ready: [{ card: THEIRS.name, blood: 0 }] },
        ],
        defs: [jake, MINE, THEIRS],
      });
      expect(pick.split(':')).not.toContain(sc.uid(jake.name, 0, 'ready'));
    });
  },
);

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES heuristic bot: a master card shielding a minion',
  () => {
    const haven = cardDefFromDetail(officialCard('101711'));
    it('plays Secure Haven on a vampire of its own', () => {
      const { sc, pick } = botPick({
        phase: 'master',
        seats: [{ hand: [haven.name], ready: [{ card: MINE.name, blood: 3 }] }, {}],
        defs: [haven, MINE],
      });
      const card = sc.uid(haven.name, 0, 'hand');
      expect(pick.split(':')).toContain(card);
      sc.choose(pick);
      const d = dec(sc.s);
      sc.choose(vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test'))));
      expect(sc.s.cards[sc.uid(MINE.name)].attached).toContain(card);
    });
  },
);

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES heuristic bot: hand and ash heap, a combat ended',
  () => {
    const museum = cardDefFromDetail(officialCard('100809'));
    const anarch = testVampire('Test Anarch', {}, [], 'Caitiff', { sect: 'anarch' });
    const brute = testVampire('Test Brute Anarch', { pot: 2 }, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }], 'Caitiff', {
      sect: 'anarch',
    });
    const wanted = TEST_ANARCH_CARD;
    it('exchanges a hand card for an anarch card of its ash heap in its unlock phase', () => {
      const { sc, pick } = botPick({
        phase: 'unlock',
        seats: [{ play: [museum.name], hand: ['Blood Doll'], ash: [wanted.name] }, {}],
        defs: [museum, wanted],
      });
      expect(pick.split(':')).toContain(sc.uid(museum.name, 0, 'play'));
    });
    /** Seat 1's brute enters combat with the bot's anarch (`blood`); the bot's answer before range. */
    const beforeRange = (blood: number) => {
      const sc = new Scenario({
        active: 1,
        seats: [
          { ready: [{ card: anarch.name, blood }], play: [museum.name] },
          { ready: [{ card: brute.name, blood: 5 }], hand: [BRAWL.name] },
        ],
        defs: [museum, anarch, brute, BRAWL],
      });
      sc.play(BRAWL.name, { by: brute.name, target: anarch.name, targetSeat: 0 });
      for (let i = 0; i < 20 && dec(sc.s).kind !== 'vtes.beforeRange'; i++) {
        const o = ids(sc.s);
        sc.choose(o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o[0]);
      }
      const d = dec(sc.s);
      expect([d.kind, d.seat]).toEqual(['vtes.beforeRange', 0]);
      return { sc, pick: vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test'))) };
    };
    it('ends a combat its anarch would lose', () => {
      const { sc, pick } = beforeRange(2);
      expect(pick.split(':')).toContain(sc.uid(museum.name, 0, 'play'));
    });
    it('fights on when its anarch would survive', () => {
      const { sc, pick } = beforeRange(6);
      expect(pick.split(':')).not.toContain(sc.uid(museum.name, 0, 'play'));
    });
  },
);

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: a vampire made anarch', () => {
  it('locks Seattle Committee in its master phase for an untitled vampire of its own', () => {
    const committee = cardDefFromDetail(officialCard('101704'));
    const { sc, pick } = botPick({
      phase: 'master',
      seats: [{ play: [committee.name], ready: [{ card: MINE.name, blood: 3 }] }, {}],
      defs: [committee, MINE],
    });
    expect(pick.split(':')).toEqual(expect.arrayContaining([sc.uid(committee.name, 0, 'play'), sc.uid(MINE.name)]));
  });
});
