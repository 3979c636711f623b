/**
 * The heuristic bot and the master cards of the thirteenth session's records (issue 29), read from their data: Fear of
 * Mekhet goes on another Methuselah's justicar (a lock and a blood loss for someone else), Legendary Vampire on the
 * vampire brought out in the last influence phase, and Grooming the Protégé
 * moves blood to a younger vampire of the same clan waiting in the uncontrolled region
 * (testing/families-pass-on.ts, testing/master-sweep-thirteenth.ts).
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
import { atNextMaster } from '../testing/families-influenced-last';

const botChoice = (sc: Scenario) => {
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return pick;
};

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES heuristic bot: thirteenth session master cards',
  () => {
    it('plays Fear of Mekhet on another Methuselah’s justicar', () => {
      const fear = cardDefFromDetail(officialCard('100710'));
      const mine = testVampire('Test Bot Plain', {});
      const theirs = testVampire('Test Their Justicar', {}, [], 'Caitiff', { title: 'justicar' });
      const sc = new Scenario({
        phase: 'master',
        seats: [{ ready: [{ card: mine.name, blood: 3 }], hand: [fear.name] }, { ready: [{ card: theirs.name, blood: 6 }] }],
        defs: [fear, mine, theirs],
      });
      const card = sc.uid(fear.name, 0, 'hand');
      expect(botChoice(sc).split(':')).toContain(card);
      sc.choose(ids(sc.s).find((x) => x.split(':').includes(card))!);
      if (sc.s.pick) sc.choose(botChoice(sc));
      expect(sc.s.cards[card].host).toBe(sc.uid(theirs.name, 1));
    });

    it('plays Grooming the Protégé for a younger vampire of the same clan', () => {
      const groom = cardDefFromDetail(officialCard('100860'));
      const mentor = testVampire('Test Bot Mentor', {}, [], 'Tremere', { capacity: 8 });
      const protege = testVampire('Test Bot Protege', {}, [], 'Tremere', { capacity: 4 });
      const sc = new Scenario({
        phase: 'master',
        seats: [{ ready: [{ card: mentor.name, blood: 6 }], uncontrolled: [{ card: protege.name, blood: 1 }], hand: [groom.name] }, {}],
        defs: [groom, mentor, protege],
      });
      const card = sc.uid(groom.name, 0, 'hand');
      expect(botChoice(sc).split(':')).toContain(card);
      for (let i = 0; i < 4 && sc.s.cards[card].zone === 'hand'; i++) sc.choose(botChoice(sc));
      for (let i = 0; i < 4 && sc.s.pick; i++) sc.choose(botChoice(sc));
      expect(sc.s.cards[sc.uid(protege.name, 0, 'uncontrolled')].blood).toBe(4);
    });
  },
);

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: Legendary Vampire', () => {
  it('plays Legendary Vampire on the vampire it brought out in its last influence phase', () => {
    const lv = cardDefFromDetail(officialCard('101091'));
    const { sc, card, nu } = atNextMaster(lv, false);
    expect(botChoice(sc).split(':')).toContain(card);
    sc.choose(ids(sc.s).find((x) => x.split(':').includes(card))!);
    for (let i = 0; i < 3 && sc.s.cards[card].host === undefined && sc.s.pick; i++) sc.choose(botChoice(sc));
    expect(sc.s.cards[card].host).toBe(nu);
  });
});
