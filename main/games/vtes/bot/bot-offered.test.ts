/**
 * Issue 29 item 4: the heuristic bot takes the actions a card's data offers when they help (a
 * vampire's own bleed action at +1 here: Jeremy "Wix" Wyzchovsky), scored from the ability's record
 * as a bleed is, not passed over as an unknown option.
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

const PREY = testVampire('Test Prey', {}, []);

function botAction(blood: number): string {
  const wix = cardDefFromDetail(officialCard('200696'));
  const sc = new Scenario({
    seats: [{ ready: [{ card: wix.name, blood }] }, { ready: [{ card: PREY.name, blood: 2 }] }],
    defs: [wix, PREY],
  });
  const a = sc.uid(wix.name);
  sc.choose(`min:${a}`);
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-offered')));
  expect(ids(sc.s)).toContain(pick);
  return pick;
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: actions offered by card data', () => {
  it("bleeds with the vampire's own +1 bleed action rather than a plain bleed", () => {
    expect(botAction(3).startsWith('use:')).toBe(true);
  });
});
