/**
 * The heuristic bot at a combat's damage (bot-moment.ts; rules/moments.ts, testing/master-moment-scenarios.ts), read
 * from the card's data: it plays Rötschreck on its own vampire when the aggravated damage would burn it, and keeps it
 * when the damage only sends it to torpor with no blood lost.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { damageOutcome } from './bot-moment';
import { seatView } from '../view/seatview';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { sharedFile } from '../../../testing/shared-data';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, ids, passUntil } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';

/** A vampire of strength `n` whose hand strikes are aggravated. */
const clawed = (n: number) =>
  testVampire(`Test Claws ${n}`, {}, [
    { e: 'ownStrikes', aggHand: true },
    { e: 'mod', stat: 'strength', n: n - 1, who: 'self' },
  ]);
const BLOCKER = testVampire('Test Bot Blocker', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);

/** Seat 1's bot answer when its blocker (of `blood`) is about to take `strength` aggravated damage: whether it played the card. */
function played(strength: number, blood: number): boolean {
  const rot = cardDefFromDetail(officialCard('101654'));
  const a = clawed(strength);
  const sc = new Scenario({
    seats: [{ ready: [{ card: a.name, blood: 4 }] }, { ready: [{ card: BLOCKER.name, blood }], hand: [rot.name] }],
    defs: [rot, a, BLOCKER],
  });
  const card = sc.uid(rot.name, 1, 'hand');
  sc.choose(`min:${sc.uid(a.name)}`).choose(`bleed:${sc.uid(a.name)}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${sc.uid(BLOCKER.name, 1)}`), 20);
  sc.choose(`block:${sc.uid(BLOCKER.name, 1)}`);
  for (let i = 0; i < 60 && sc.s.combat; i++) {
    const d = dec(sc.s);
    if (d.kind === 'vtes.moment') {
      const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
      expect(ids(sc.s)).toContain(pick);
      return pick.split(':').includes(card);
    }
    const o = ids(sc.s);
    sc.choose(o.includes('hand') ? 'hand' : (o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o[0]));
  }
  throw new Error('no moment window');
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: Rötschreck', () => {
  it('6.4.6 what the damage does: the first aggravated damage wounds, each further one costs a blood or burns', () => {
    expect(damageOutcome(2, 0, 1)).toEqual({ burned: false, lost: 0 });
    expect(damageOutcome(2, 0, 3)).toEqual({ burned: false, lost: 2 });
    expect(damageOutcome(1, 0, 3)).toEqual({ burned: true, lost: 1 });
    expect(damageOutcome(1, 2, 1)).toEqual({ burned: true, lost: 1 });
  });
  it('plays it on its own vampire that the damage would burn, not on one that only goes to torpor', () => {
    expect(played(3, 1)).toBe(true);
    expect(played(1, 2)).toBe(false);
  });
});
