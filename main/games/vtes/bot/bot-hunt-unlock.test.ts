/**
 * The heuristic bot does not unlock its vampire after a hunt with a paid "unlock after a successful action"
 * (Baron Dieudonne: 1 blood): the unlocked vampire would only hunt again, the blood going round and the turn never
 * ending (found by the TWD soak, game twd-soak-69: 30,000 choices). After another action it still unlocks.
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
import { dec, ids, passUntil } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';

const PREY = testVampire('Test Prey', {});

/** Seat 0's Baron Dieudonne (1 blood) takes `action`; the bot's answer once it succeeds. */
function after(action: 'hunt' | 'bleed'): string {
  const baron = cardDefFromDetail(officialCard('200168'));
  const sc = new Scenario({
    seats: [{ ready: [{ card: baron.name, blood: 2 }] }, { ready: [{ card: PREY.name, blood: 2, locked: true }] }],
    defs: [baron, PREY],
  });
  const b = sc.uid(baron.name);
  sc.choose(`min:${b}`).choose(`${action}:${b}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`selfUnlock:${b}`) || !x.act);
  const d = dec(sc.s);
  expect(ids(sc.s)).toContain(`selfUnlock:${b}`);
  return vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-hunt-unlock')));
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: a paid unlock after a hunt', () => {
  it('does not pay to unlock after a hunt', () => {
    expect(after('hunt')).toBe('pass');
  });

  it('pays to unlock after a successful bleed', () => {
    expect(after('bleed')).toMatch(/^selfUnlock:/);
  });
});
