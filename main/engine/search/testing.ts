/**
 * Test helpers for the search bots of each game (issue 33): walk heuristic games to the
 * decisions a determinizer rebuilds, and check that a sample is a state the seat cannot tell from
 * the real one (the same view, the same options).
 */
import { expect } from 'vitest';
import { getBot } from '../bots';
import { RngCursor, seedRng } from '../rng';
import type { GameModule } from '../types';
import type { SearchGame } from './ismcts';

/** Plays a game with the module's heuristic bots and calls `at` before every decision of `kind`. */
export function walk<S>(m: GameModule<S>, config: unknown, seed: string, kind: string, at: (s: S, n: number) => void, limit = 2000): void {
  const bot = getBot(m, 'heuristic')!;
  let s = m.setup(m.parseConfig(config), seed).state;
  for (let n = 0; n < limit && !m.result(s); n++) {
    const d = m.decisions(s)[0];
    if (d.kind === kind) at(s, n);
    s = m.apply(s, d.seat, bot.choose(m.view(s, d.seat), d, new RngCursor(seedRng(`${seed}/${n}`)))).state;
  }
}

/** Determinizes every pending decision of `kind` in `s`: same view, same options; returns how many. */
export function expectIndistinguishable<S>(m: GameModule<S>, game: SearchGame<S>, s: S, kind: string, seed: string): number {
  let n = 0;
  for (const d of m.decisions(s)) {
    if (d.kind !== kind) continue;
    const sample = game.determinize(m.view(s, d.seat), d, new RngCursor(seedRng(seed)));
    expect(sample).not.toBeNull();
    expect(m.view(sample!, d.seat)).toEqual(m.view(s, d.seat));
    const again = m.decisions(sample!).find((x) => x.seat === d.seat && x.kind === kind)!;
    expect(again.options.map((o) => o.id)).toEqual(d.options.map((o) => o.id));
    if (m.invariants) expect(m.invariants(sample!)).toEqual([]);
    n++;
  }
  return n;
}
