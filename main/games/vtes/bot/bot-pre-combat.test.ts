/**
 * The heuristic bot before block resolution (rules/action.ts `preCombat`, issue 29): a card ending the
 * blocked action (`endAction`, valued by its primitives' bot values) is played when the combat looks bad
 * for the bot's own minion, and kept when it does not.
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

const ACTOR = testVampire('Test Actor', {}, [], 'Caitiff', { capacity: 4 });
const BRUTE = testVampire('Test Brute', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);

/** Seat 0's vampire (`blood`) holding Change of Target hunts; seat 1's sentry blocks it: the bot's answer before block resolution. */
function botBeforeCombat(blood: number): { pick: string; card: string } {
  const cot = cardDefFromDetail(officialCard('100323'));
  const sc = new Scenario({
    seats: [{ ready: [{ card: ACTOR.name, blood }], hand: [cot.name] }, { ready: [{ card: BRUTE.name, blood: 4 }] }],
    defs: [cot, ACTOR, BRUTE],
  });
  const a = sc.uid(ACTOR.name);
  const b = sc.uid(BRUTE.name, 1);
  sc.choose(`min:${a}`).choose(`hunt:${a}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${b}`), 5);
  sc.choose(`block:${b}`);
  sc.s = passUntil(sc.s, (x) => dec(x).kind === 'vtes.preCombat', 5);
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return { pick, card: sc.uid(cot.name, 0, 'hand') };
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: before block resolution', () => {
  it('ends the blocked action when its vampire is nearly empty', () => {
    const { pick, card } = botBeforeCombat(1);
    expect(pick.split(':')).toContain(card);
  });

  it('lets the combat happen when its vampire can take the blows', () => {
    const { pick } = botBeforeCombat(8);
    expect(pick).toBe('pass');
  });
});
