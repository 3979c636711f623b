/**
 * The heuristic bot with the records of the master cards sweep (issue 29, h-masters; docs/vtes-cards.md): it answers
 * a cancel paid by the target's controller from its pool (Golconda: Inner Peace), and uses a location's use offered
 * as its vampire announces an action (Creepshow Casino) through the data-read ability options.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import type { VtesState } from '../core/state';
import { build, choose, dec, ids, uid } from '../testing/testing';
import { officialCard } from '../../../testing/official-cards';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import { testVampire } from '../testing/families';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));

/** The bot's answer to the pending decision (it must be offered). */
function bot(s: VtesState): string {
  const d = dec(s);
  const pick = vtesHeuristicBot.choose(seatView(s, d.seat), d, new RngCursor(seedRng('bot-sweep')));
  expect(d.options.map((o) => o.id)).toContain(pick);
  return pick;
}

describe.skipIf(!haveData && !process.env.CI)('V:TES heuristic bot: master cards of the sweep', () => {
  const elder = testVampire('Test Elder Bot', {}, [], 'Caitiff', { capacity: 9 });

  /** Seat 0 plays Golconda on seat 1's capacity 9 vampire; seat 1 (with `pool`) is asked: the bot's answer. */
  function golcondaAnswer(pool: number): string {
    const golconda = cardDefFromDetail(officialCard('100842'));
    let s = build({
      phase: 'master',
      defs: [golconda, elder],
      seats: [{ hand: [golconda.name] }, { pool, ready: [{ card: elder.name, blood: 3 }] }],
    });
    s = choose(s, `m:${uid(s, golconda.name, 0, 'hand')}`);
    s = choose(
      s,
      ids(s).find((x) => x.includes(uid(s, elder.name, 1)))!,
    );
    expect(dec(s).kind).toBe('vtes.targetCancel');
    return bot(s);
  }

  it('Golconda: Inner Peace aimed at its vampire: the bot pays 2 pool to cancel it while 5 pool stay, not below', () => {
    expect(golcondaAnswer(20)).toMatch(/^k:/);
    expect(golcondaAnswer(6)).toBe('pass');
  });
});
