/**
 * The rollout policy's lighter view (policy-view.ts): at every decision of heuristic games, the
 * heuristic bot gives the same answer from it as from the full seat view, under the same generator.
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../../engine/rng';
import type { VtesState } from '../../core/state';
import { vtesModule as m } from '../../module';
import { seatView } from '../../view/seatview';
import { vtesHeuristicBot } from '../bots';
import { policyView } from './policy-view';

describe('V:TES rollout policy view', () => {
  it('gives the heuristic bot the same answers as the full seat view', () => {
    let compared = 0;
    for (const seed of ['pv-1', 'pv-2']) {
      let s: VtesState = m.setup(m.parseConfig({ players: 4, maxTurns: 12 }), seed).state;
      for (let k = 0; k < 3000; k++) {
        const d = m.decisions(s)[0];
        if (!d) break;
        let option = d.options[0].id;
        if (d.options.length > 1) {
          option = vtesHeuristicBot.choose(seatView(s, d.seat), d, new RngCursor(seedRng(`${seed}/${k}`)));
          expect(vtesHeuristicBot.choose(policyView(s, d.seat), d, new RngCursor(seedRng(`${seed}/${k}`)))).toBe(option);
          compared++;
        }
        s = m.apply(s, d.seat, option).state;
      }
    }
    expect(compared).toBeGreaterThan(150);
  });
});
