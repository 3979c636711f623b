/** Test helpers of the V:TES search bot: a game played by heuristic bots up to a quiet decision. */
import { RngCursor, seedRng } from '../../../engine/rng';
import type { Decision } from '../../../engine/types';
import { vtesHeuristicBot } from '../bot/bots';
import { vtesModule as m } from '../module';
import type { VtesState } from '../core/state';
import type { VtesView } from '../view/view';
import { searchable } from '../bot/search/determinize';

/**
 * A game played by heuristic bots from `seed` to the first decision `want` accepts (from turn `turn`
 * on): four seats with starter decks, or the game of `config` (imported decks).
 */
export function quietMoment(
  seed: string,
  turn: number,
  want: (d: Decision, v: VtesView) => boolean = (d, v) => searchable(v, d) && d.options.length > 2,
  config: unknown = { players: 4, maxTurns: 60 },
): { s: VtesState; d: Decision; v: VtesView } {
  let s = m.setup(m.parseConfig(config), seed).state;
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

/** A copy of `s` where only what seat `me` cannot see differs: other seats' hands, libraries, crypts and face-down vampires, its own library order. */
export function hiddenChanged(s: VtesState, me: number): VtesState {
  const t = structuredClone(s);
  for (const [i, st] of t.seats.entries()) {
    const z = st.zones;
    z.library = [...z.library].reverse();
    if (i === me || !z.hand.length || !z.library.length) continue;
    // a card of the hand goes back to the library and the top card of the library takes its place
    const [h, l] = [z.hand[0], z.library[0]];
    z.hand[0] = l;
    z.library[0] = h;
    t.cards[l].zone = 'hand';
    t.cards[h].zone = 'library';
    z.crypt = [...z.crypt].reverse();
    // a face-down uncontrolled vampire changes places with a crypt card (its blood stays where it was)
    if (z.uncontrolled.length && z.crypt.length) {
      const [u, c] = [z.uncontrolled[0], z.crypt[0]];
      z.uncontrolled[0] = c;
      z.crypt[0] = u;
      Object.assign(t.cards[c], { zone: 'uncontrolled', blood: t.cards[u].blood });
      Object.assign(t.cards[u], { zone: 'crypt', blood: 0 });
    }
  }
  return t;
}
