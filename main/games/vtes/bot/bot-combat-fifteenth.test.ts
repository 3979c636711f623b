/**
 * The heuristic bot and the fifteenth session's combat, equipment and ally records (issue 29, h-combat): it equips a card
 * watching the other Methuselahs' minions put in play (Gran Madre di Dio: `vtes.minionEnters`) and plays a card flipping a
 * coin for each strike against its vampire (Gemini's Mirror [OBF]: `coinStrikes`).
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { dec } from '../testing/testing';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';
import { sweepFight } from '../testing/families-combat-sweep';
import type { VtesState } from '../core/state';

const pick = (s: VtesState) => {
  const d = dec(s);
  return vtesHeuristicBot.choose(seatView(s, d.seat), d, new RngCursor(seedRng('bot-test')));
};

const HOLDER = testVampire('Test Bot Holder', {});
const OTHER = testVampire('Test Bot Other', {});

describe('V:TES heuristic bot: the fifteenth session combat records', () => {
  it('equips Gran Madre di Dio, a lock on each minion its predator or prey puts in play', () => {
    const def = cardDefFromDetail(officialCard('100847'));
    const sc = new Scenario({
      phase: 'minion',
      seats: [{ pool: 20, ready: [{ card: HOLDER.name, blood: 4 }], hand: [def.name] }, { ready: [{ card: OTHER.name, blood: 4 }] }],
      defs: [def, HOLDER, OTHER],
    });
    const h = sc.uid(def.name, 0, 'hand');
    // the minion phase asks which minion acts, then its action
    const first = pick(sc.s);
    if (first.startsWith('min:')) sc.choose(first);
    expect(pick(sc.s)).toContain(h);
  });

  it("plays Gemini's Mirror [OBF] before range: a coin for each strike against its vampire", () => {
    const def = cardDefFromDetail(officialCard('100814'));
    const { sc } = sweepFight(def, def.modes[1], false, 'preRange', 1, [], false, true);
    const h = sc.uid(def.name, 0, 'hand');
    expect(pick(sc.s)).toBe(`card:${h}:1`);
  });
});
