/**
 * The heuristic bot and the events read from their data (issue 29; testing/master-events-scenarios.ts): it plays
 * Dragonbound in its discard phase when the others have more vampires in torpor than it has, and keeps it otherwise.
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

const V = testVampire('Test Vampire', {}, []);
const T = testVampire('Test Torpid', {}, []);

/** Seat 0 (the bot) in its discard phase holding Dragonbound, with `own` vampires in torpor; seat 1 with `other`. */
function botEvent(own: number, other: number): { pick: string; card: string } {
  const dragon = cardDefFromDetail(officialCard('100581'));
  const torpid = (n: number) => Array.from({ length: n }, () => ({ card: T.name, blood: 0 }));
  const sc = new Scenario({
    phase: 'discard',
    seats: [
      { ready: [{ card: V.name, blood: 3 }], torpor: torpid(own), hand: [dragon.name] },
      { ready: [{ card: V.name, blood: 3 }], torpor: torpid(other) },
    ],
    defs: [dragon, V, T],
  });
  const card = sc.uid(dragon.name, 0, 'hand');
  expect(ids(sc.s).some((x) => x.split(':').includes(card))).toBe(true);
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return { pick, card };
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: events read from their data', () => {
  it('plays Dragonbound when the others have vampires in torpor and it has none', () => {
    const { pick, card } = botEvent(0, 2);
    expect(pick.split(':')).toContain(card);
  });
  it('keeps Dragonbound when its own vampires are in torpor', () => {
    const { pick, card } = botEvent(1, 1);
    expect(pick.split(':')).not.toContain(card);
  });
});
