/**
 * Issue 29 item 4: the heuristic bot plays the events whose rule helps it more than the others, read from their
 * data (bot-events.ts; vtes-es 1.6.1): The Unmasking (allies' intercept) when it has more allies, Scourge of the
 * Enochians when the others have vampires of capacity 2 or less and it has none. Both were held in 15-25 TWD soak
 * games and never played (`fullCardsNeverPlayed`).
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

const V = testVampire('Test Vampire', {}, [], 'Caitiff', { capacity: 6 });
const SMALL = testVampire('Test Small', {}, [], 'Caitiff', { capacity: 2 });

interface Side {
  allies?: number;
  small?: number;
}

/** Seat 0 (the bot) in its discard phase holding the event `cid`; each seat a vampire plus allies / small vampires. */
function botEvent(cid: string, own: Side, other: Side): { pick: string; card: string } {
  const event = cardDefFromDetail(officialCard(cid));
  const ally = cardDefFromDetail(officialCard('100103'));
  const ready = (x: Side) => [
    { card: V.name, blood: 3 },
    ...Array.from({ length: x.allies ?? 0 }, () => ({ card: ally.name, blood: 3 })),
    ...Array.from({ length: x.small ?? 0 }, () => ({ card: SMALL.name, blood: 2 })),
  ];
  const sc = new Scenario({
    phase: 'discard',
    seats: [{ ready: ready(own), hand: [event.name] }, { ready: ready(other) }],
    defs: [event, ally, V, SMALL],
  });
  const card = sc.uid(event.name, 0, 'hand');
  expect(ids(sc.s).some((x) => x.split(':').includes(card))).toBe(true);
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-events')));
  expect(ids(sc.s)).toContain(pick);
  return { pick, card };
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: events by their rule', () => {
  it('plays The Unmasking when it has allies and the others have none', () => {
    const { pick, card } = botEvent('102079', { allies: 2 }, {});
    expect(pick.split(':')).toContain(card);
  });
  it('keeps The Unmasking when the others have more allies', () => {
    const { pick, card } = botEvent('102079', {}, { allies: 1 });
    expect(pick.split(':')).not.toContain(card);
  });
  it('plays Scourge of the Enochians when the others have a vampire of capacity 2 and it has none', () => {
    const { pick, card } = botEvent('101697', {}, { small: 1 });
    expect(pick.split(':')).toContain(card);
  });
  it('keeps Scourge of the Enochians when its own small vampires are as many', () => {
    const { pick, card } = botEvent('101697', { small: 1 }, { small: 1 });
    expect(pick.split(':')).not.toContain(card);
  });
  it("uses Scourge of the Enochians in play on the other Methuselah's small vampire, never on its own", () => {
    const event = cardDefFromDetail(officialCard('101697'));
    const sc = new Scenario({
      phase: 'discard',
      seats: [
        { ready: [{ card: SMALL.name, blood: 2 }], play: [event.name] },
        {
          ready: [
            { card: V.name, blood: 3 },
            { card: SMALL.name, blood: 2 },
          ],
        },
      ],
      defs: [event, V, SMALL],
    });
    const theirs = sc.uid(SMALL.name, 1);
    const d = dec(sc.s);
    const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-events')));
    expect(pick.split(':')).toContain(theirs);
    expect(pick.split(':')).not.toContain(sc.uid(SMALL.name, 0));
  });
});
