/**
 * The heuristic bot and the out-of-turn master cards answering a bleed (issue 29; testing/master-bleed-scenarios.ts):
 * bled for 4, it plays Archon Investigation (its data burns the acting minion) when it is offered; bled for 3 it is
 * not offered and the bot passes.
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

/** Seat 0's vampire bleeding for `n` is unblocked; the bot answers for seat 1 (holding Archon Investigation) at the reaction step. */
function botAnswer(n: number): { pick: string; card: string } {
  const archon = cardDefFromDetail(officialCard('100085'));
  const actor = testVampire(`Test Bleeder ${n}`, {}, [{ e: 'mod', stat: 'bleed', n: n - 1, who: 'self' }]);
  const sc = new Scenario({ seats: [{ ready: [{ card: actor.name, blood: 4 }] }, { hand: [archon.name] }], defs: [archon, actor] });
  const a = sc.uid(actor.name);
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  for (let i = 0; i < 10 && !(dec(sc.s).seat === 1 && dec(sc.s).kind.endsWith('bleedReaction')); i++) {
    const o = ids(sc.s);
    sc.choose(o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o[0]);
  }
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-test')));
  expect(ids(sc.s)).toContain(pick);
  return { pick, card: sc.uid(archon.name, 1, 'hand') };
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES heuristic bot: a bleed answered out of turn', () => {
  it('burns the minion bleeding it for 4 with Archon Investigation', () => {
    const { pick, card } = botAnswer(4);
    expect(pick.split(':')).toContain(card);
  });
});
