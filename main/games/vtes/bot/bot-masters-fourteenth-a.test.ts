/**
 * The heuristic bot and the master cards of the fourteenth session's records, stripe a (issue 29), read from their data:
 * Tension in the Ranks is put in play; Specialization is used in the unlock phase with two copies of one card in hand
 * (vocab/discard-sets.ts; testing/families-discard-sets.ts); Heidelberg Castle evens out the blood of two of its vampires
 * (vocab/prims/move-between.ts).
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
import { testLibraryCard } from '../testing/action-scenarios';

const botChoice = (sc: Scenario) => {
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return pick;
};

const MINE = testVampire('Test Bot Fourteenth', {});
const SPARE = testLibraryCard('Test Bot Spare', 'Master', { kind: 'master', conditions: [], effects: [] });
const OTHER = testLibraryCard('Test Bot Other', 'Action', { kind: 'action', conditions: [], effects: [] });

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: fourteenth session masters, a', () => {
  it('puts Tension in the Ranks in play', () => {
    const tension = cardDefFromDetail(officialCard('101958'));
    const sc = new Scenario({
      phase: 'master',
      seats: [{ ready: [{ card: MINE.name, blood: 3 }], hand: [tension.name] }, {}],
      defs: [tension, MINE],
    });
    const card = sc.uid(tension.name, 0, 'hand');
    sc.choose(botChoice(sc));
    expect(sc.s.cards[card].zone).toBe('play');
  });

  it('uses Specialization with two copies of one card in hand, and not without', () => {
    const spec = cardDefFromDetail(officialCard('101842'));
    const at = (hand: string[]) =>
      new Scenario({
        phase: 'unlock',
        seats: [{ pool: 10, play: [spec.name], ready: [{ card: MINE.name, blood: 3 }], hand, library: [OTHER.name, OTHER.name] }, {}],
        defs: [spec, MINE, SPARE, OTHER],
      });
    const twice = at([SPARE.name, OTHER.name, SPARE.name]);
    twice.choose(botChoice(twice));
    expect(twice.pool(0)).toBe(11);
    const once = at([SPARE.name, OTHER.name]);
    expect(botChoice(once).split(':')).not.toContain(once.uid(spec.name, 0, 'play'));
  });

  it('uses Heidelberg Castle in the master phase to even out the blood of two of its vampires', () => {
    const castle = cardDefFromDetail(officialCard('100908'));
    const thin = testVampire('Test Bot Thin', {});
    // the bot's vampires 6 and 0 blood apart
    const ready = [MINE, thin].map((x, i) => ({ card: x.name, blood: i ? 0 : 6 }));
    const sc = new Scenario({ phase: 'master', seats: [{ play: [castle.name], ready }, {}], defs: [castle, MINE, thin] });
    for (let i = 0; i < 8 && (i === 0 || sc.s.pick); i++) sc.choose(botChoice(sc));
    expect([sc.s.cards[sc.uid(MINE.name)].blood, sc.s.cards[sc.uid(thin.name)].blood]).toEqual([3, 3]);
  });
});
