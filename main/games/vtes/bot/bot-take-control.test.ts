/**
 * Issue 29 item 4: the heuristic bot plays an action taking control of another Methuselah's card when there
 * is one worth taking (Graverobbing: a vampire in torpor, scored above a bleed for 2). Found by the TWD soak's
 * `fullCardsNeverPlayed` line (held in 14 games, never played: its score was any action's 3). Also The Call
 * (blood to a younger vampire with Dementation in the uncontrolled region): its filter made the primitive's text key
 * differ from the one the bot looked for.
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

const DOMINATOR = testVampire('Test Dominator', { dom: 1 });
const SLEEPER = testVampire('Test Sleeper', {});
const PREY = testVampire('Test Prey', {});

/** Seat 0's dominator (holding Graverobbing) picks its action; seat 1 has a vampire in torpor when `torpor`. */
function botAction(torpor: boolean): string {
  const grave = cardDefFromDetail(officialCard('100852'));
  const sc = new Scenario({
    seats: [
      { ready: [{ card: DOMINATOR.name, blood: 4 }], hand: [grave.name] },
      { ready: [{ card: PREY.name, blood: 2 }], ...(torpor ? { torpor: [{ card: SLEEPER.name, blood: 0 }] } : {}) },
    ],
    defs: [grave, DOMINATOR, SLEEPER, PREY],
  });
  sc.choose(`min:${sc.uid(DOMINATOR.name)}`);
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-take')));
  expect(ids(sc.s)).toContain(pick);
  return pick;
}

const SEER = testVampire('Test Seer', { aus: 1, dem: 1 });
const YOUNG = testVampire('Test Young', { dem: 1 }, [], 'Malkavian', { capacity: 3 });

/** Seat 0's seer (holding The Call) picks its action, with a young Dementation vampire waiting in its uncontrolled region when `waiting`. */
function callAction(waiting: boolean): string {
  const call = cardDefFromDetail(officialCard('100278'));
  const sc = new Scenario({
    seats: [
      { ready: [{ card: SEER.name, blood: 4 }], hand: [call.name], ...(waiting ? { uncontrolled: [YOUNG.name] } : {}) },
      { ready: [{ card: PREY.name, blood: 2 }] },
    ],
    defs: [call, SEER, YOUNG, PREY],
  });
  sc.choose(`min:${sc.uid(SEER.name)}`);
  const d = dec(sc.s);
  return vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-call')));
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: taking control of a card', () => {
  it('steals the vampire in torpor with Graverobbing rather than bleeding for 1', () => {
    expect(botAction(true)).toMatch(/^card:/);
  });

  it('bleeds when no other Methuselah has a vampire in torpor', () => {
    expect(botAction(false)).toMatch(/^bleed:/);
  });
});

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: blood to a waiting vampire', () => {
  it('plays The Call for a younger Dementation vampire of its uncontrolled region (its filter read from the data)', () => {
    expect(callAction(true)).toMatch(/^card:/);
  });

  it('bleeds when no vampire waits', () => {
    expect(callAction(false)).toMatch(/^bleed:/);
  });
});
