/**
 * The heuristic bot and the sixteenth session's combat, equipment, ally and retainer records (issue 29, h-combat): it locks
 * its Neighborhood Watch Commander after another Methuselah's unsuccessful action but never after its own (`hurt` of the
 * actor).
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { dec, passUntil } from '../testing/testing';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';
import type { VtesState } from '../core/state';

const pick = (s: VtesState) => {
  const d = dec(s);
  return vtesHeuristicBot.choose(seatView(s, d.seat), d, new RngCursor(seedRng('bot-test')));
};

const ACTOR = testVampire('Test Bot Actor', {});
const BLOCKER = testVampire('Test Bot Blocker', {});

/** Seat 0's vampire bleeds and seat 1's blocks; the ally is seat `owner`'s; played on to the action's `after` step. */
function watched(owner: 0 | 1): { sc: Scenario; ally: string } {
  const def = cardDefFromDetail(officialCard('101270'));
  const ally = { card: def.name, blood: 1 };
  const sc = new Scenario({
    seats: [
      { ready: [{ card: ACTOR.name, blood: 6 }, ...(owner === 0 ? [ally] : [])] },
      { ready: [{ card: BLOCKER.name, blood: 6 }, ...(owner === 1 ? [ally] : [])] },
    ],
    defs: [def, ACTOR, BLOCKER],
  });
  const a = sc.uid(ACTOR.name);
  sc.choose(`min:${a}`)
    .choose(`bleed:${a}`)
    .choose(`block:${sc.uid(BLOCKER.name, 1)}`);
  sc.s = passUntil(sc.s, (x) => x.act?.step === 'after' || !x.act, 80);
  return { sc, ally: sc.uid(def.name, owner) };
}

describe('V:TES heuristic bot: the sixteenth session combat records', () => {
  it("locks Neighborhood Watch Commander after another Methuselah's blocked action", () => {
    const { sc, ally } = watched(1);
    for (let i = 0; i < 5 && sc.s.act && dec(sc.s).seat !== 1; i++) sc.choose('pass');
    expect(dec(sc.s).seat).toBe(1);
    expect(pick(sc.s)).toContain(ally);
  });

  it('never locks its own Neighborhood Watch Commander against its own acting vampire', () => {
    const { sc, ally } = watched(0);
    expect(dec(sc.s).options.some((o) => o.id.includes(ally))).toBe(true);
    expect(pick(sc.s)).not.toContain(ally);
  });
});
