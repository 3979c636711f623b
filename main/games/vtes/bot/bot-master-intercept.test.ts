/**
 * The heuristic bot and the cards giving intercept to another Methuselah's blocker (issue 29;
 * testing/master-intercept-scenarios.ts): with KRCG News Radio in play, it pays for another Methuselah's blocker
 * against an action of its predator, and passes against an action of its prey.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SeatId } from '../../../engine/types';
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

const SNEAK = testVampire('Test Sneak', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);
const WATCHER = testVampire('Test Watcher', {}, []);

/**
 * Three seats; seat 0 (the bot) has KRCG News Radio in play. The `actor` seat's vampire hunts (undirected) and the
 * `blocker` seat's vampire attempts to block it; the bot's answer when it is asked for intercept.
 */
function botIntercept(actor: SeatId, blocker: SeatId): { pick: string; card: string } {
  const krcg = cardDefFromDetail(officialCard('101067'));
  const seats = [0, 1, 2].map((x) => ({
    ready: x === actor ? [{ card: SNEAK.name, blood: 4 }] : x === blocker ? [{ card: WATCHER.name, blood: 4 }] : [],
    play: x === 0 ? [krcg.name] : [],
  }));
  const sc = new Scenario({ active: actor, seats, defs: [krcg, SNEAK, WATCHER] });
  const a = sc.uid(SNEAK.name, actor);
  const b = sc.uid(WATCHER.name, blocker);
  const card = sc.uid(krcg.name, 0, 'play');
  sc.choose(`min:${a}`).choose(`hunt:${a}`);
  for (let i = 0; i < 20 && !(dec(sc.s).seat === 0 && ids(sc.s).some((x) => x.split(':').includes(card))); i++) {
    const o = ids(sc.s);
    sc.choose(o.find((x) => x === `block:${b}`) ?? o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o[0]);
  }
  expect(ids(sc.s).some((x) => x.split(':').includes(card))).toBe(true);
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return { pick, card };
}

/** Seat 1's vampire with `stealth` bleeds seat 0 (the bot), whose vampire attempts to block; WMRH Talk Radio in play for seat 0. */
function botWmrh(stealth: number): { pick: string; card: string } {
  const wmrh = cardDefFromDetail(officialCard('102189'));
  const actor = testVampire(`Test Sneak ${stealth}`, {}, [{ e: 'mod', stat: 'stealth', n: stealth, who: 'self' }]);
  const sc = new Scenario({
    active: 1,
    seats: [{ ready: [{ card: WATCHER.name, blood: 4 }], play: [wmrh.name] }, { ready: [{ card: actor.name, blood: 4 }] }],
    defs: [wmrh, actor, WATCHER],
  });
  const a = sc.uid(actor.name, 1);
  const b = sc.uid(WATCHER.name, 0);
  const card = sc.uid(wmrh.name, 0, 'play');
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  for (let i = 0; i < 20 && !(dec(sc.s).seat === 0 && ids(sc.s).some((x) => x.split(':').includes(card))); i++) {
    const o = ids(sc.s);
    sc.choose(o.find((x) => x === `block:${b}`) ?? o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o[0]);
  }
  expect(ids(sc.s).some((x) => x.split(':').includes(card))).toBe(true);
  const d = dec(sc.s);
  return { pick: vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test'))), card };
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  "V:TES heuristic bot: intercept for another Methuselah's blocker",
  () => {
    it("helps its predator's predator block its predator's action", () => {
      // seat 0's predator is seat 2; seat 2's predator (seat 1) may block its undirected action
      const { pick, card } = botIntercept(2, 1);
      expect(pick.split(':')).toContain(card);
    });
    it('uses WMRH Talk Radio only when its intercept makes the block', () => {
      const yes = botWmrh(1);
      expect(yes.pick.split(':')).toContain(yes.card);
      expect(botWmrh(2).pick).toBe('pass');
    });
    it("does not help block its prey's action", () => {
      // seat 0's prey is seat 1; seat 1's prey (seat 2) may block its undirected action
      const { pick } = botIntercept(1, 2);
      expect(pick).toBe('pass');
    });
  },
);
