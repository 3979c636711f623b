/** Test helpers of the V:TES search bot: a game played by heuristic bots up to a quiet decision. */
import { RngCursor, seedRng } from '../../../engine/rng';
import type { Decision } from '../../../engine/types';
import { vtesHeuristicBot } from '../bot/bots';
import { vtesModule as m } from '../module';
import type { VtesState } from '../core/state';
import type { VtesView } from '../view/view';
import { searchable } from '../bot/search/determinize';

/** A four-seat starter game played by heuristic bots from `seed` to the first decision `want` accepts (from turn `turn` on). */
export function quietMoment(
  seed: string,
  turn: number,
  want: (d: Decision, v: VtesView) => boolean = (d, v) => searchable(v, d) && d.options.length > 2,
): { s: VtesState; d: Decision; v: VtesView } {
  let s = m.setup(m.parseConfig({ players: 4, maxTurns: 60 }), seed).state;
  const rng = new RngCursor(seedRng(seed));
  for (let k = 0; k < 5000; k++) {
    const d = m.decisions(s)[0];
    if (!d) break;
    const v = m.view(s, d.seat) as VtesView;
    if (s.turn >= turn && want(d, v)) return { s, d, v };
    s = m.apply(s, d.seat, d.options.length > 1 ? vtesHeuristicBot.choose(v, d, rng) : d.options[0].id).state;
  }
  throw new Error(`no such decision in game ${seed}`);
}
