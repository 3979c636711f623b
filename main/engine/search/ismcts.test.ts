/**
 * The search core on a toy card game with hidden hands ("three tricks": cards 1-9, two players
 * hold three each, the higher card takes the trick and leads the next, most tricks wins): the
 * search beats a random player clearly, its choice depends only on the view and the seed, and the
 * determinization never sees the other hand.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../bots';
import { RngCursor, seedRng, type RngState } from '../rng';
import type { Decision, GameResult } from '../types';
import { freshRng, resultValues, search, type SearchGame } from './ismcts';
import { BOT_LEVELS, levelOfBot, searchBot } from './search-bot';

interface Toy {
  hands: number[][];
  /** Cards of the current trick, in play order. */
  trick: number[];
  leader: number;
  tricks: number[];
  /** Every card played so far (public). */
  seen: number[];
  rng: RngState;
}
interface ToyView {
  me: number;
  hand: number[];
  otherCount: number;
  trick: number[];
  leader: number;
  tricks: number[];
  seen: number[];
}

function deal(rng: RngState): Toy {
  const c = new RngCursor(rng);
  const deck = c.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  return { hands: [deck.slice(0, 3), deck.slice(3, 6)], trick: [], leader: 0, tricks: [0, 0], seen: [], rng: c.state };
}

const rules = {
  decisions(s: Toy): Decision[] {
    if (s.seen.length === 6) return [];
    const seat = s.trick.length === 0 ? s.leader : 1 - s.leader;
    const options = s.hands[seat].map((c) => ({ id: String(c), label: { key: 'toy' } }));
    return [{ seat, kind: 'toy.play', prompt: { key: 'toy' }, options }];
  },
  apply(s: Toy, seat: number, id: string): { state: Toy } {
    const card = Number(id);
    const hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
    const trick = [...s.trick, card];
    const seen = [...s.seen, card];
    if (trick.length < 2) return { state: { ...s, hands, trick, seen } };
    const winner = trick[0] > trick[1] ? s.leader : 1 - s.leader;
    const tricks = s.tricks.map((t, i) => (i === winner ? t + 1 : t));
    return { state: { ...s, hands, trick: [], seen, tricks, leader: winner } };
  },
  result(s: Toy): GameResult | null {
    if (s.seen.length < 6) return null;
    const w = s.tricks[0] > s.tricks[1] ? 0 : 1;
    return { ranking: [[w], [1 - w]], scores: s.tricks };
  },
};

function view(s: Toy, me: number): ToyView {
  return {
    me,
    hand: s.hands[me].slice(),
    otherCount: s.hands[1 - me].length,
    trick: s.trick.slice(),
    leader: s.leader,
    tricks: s.tricks.slice(),
    seen: s.seen.slice(),
  };
}

const toyGame: SearchGame<Toy> = {
  rules,
  determinize(raw, _d, rng) {
    const v = raw as ToyView;
    const unknown = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((c) => !v.hand.includes(c) && !v.seen.includes(c));
    const other = rng.shuffle(unknown).slice(0, v.otherCount);
    const hands = v.me === 0 ? [v.hand.slice(), other] : [other, v.hand.slice()];
    return { hands, trick: v.trick.slice(), leader: v.leader, tricks: v.tricks.slice(), seen: v.seen.slice(), rng: freshRng(rng) };
  },
  policy: (_s, d, rng) => rng.pick(d.options).id,
  evaluate: (s) => [s.tricks[0] / 3, s.tricks[1] / 3],
};

const budget = { iterations: 300, determinizations: 20, rolloutDepth: 10 };
const bot = searchBot(BOT_LEVELS.normal, toyGame, budget);

function play(seed: string, searchSeat: number | null): number {
  let s = deal(seedRng(seed));
  for (let n = 0; ; n++) {
    const r = rules.result(s);
    if (r) return r.ranking[0][0];
    const d = rules.decisions(s)[0];
    const rng = new RngCursor(seedRng(`${seed}/bot/${n}`));
    const b = d.seat === searchSeat ? bot : randomBot;
    s = rules.apply(s, d.seat, b.choose(view(s, d.seat), d, rng)).state;
  }
}

describe('search core (ISMCTS) on a toy trick game', () => {
  it('wins clearly more often than a random player in the same seat, same deals', () => {
    let searchWins = 0;
    let randomWins = 0;
    for (let g = 0; g < 100; g++) {
      const seat = g % 2;
      if (play(`toy-${g}`, seat) === seat) searchWins++;
      if (play(`toy-${g}`, null) === seat) randomWins++;
    }
    // the deal decides most games; a good player still takes clearly more
    expect(searchWins - randomWins).toBeGreaterThanOrEqual(10);
  });

  it('follows with the lowest card that takes the trick when it surely wins', () => {
    const s: Toy = { hands: [[9], [2, 5, 8]], trick: [7], leader: 0, tricks: [1, 1], seen: [1, 3, 4, 6, 7], rng: seedRng('x') };
    // seat 1 must take this last trick: only 8 does it
    const last: Toy = { ...s, hands: [[], [2, 8]], trick: [7], seen: [1, 3, 4, 5, 6, 9, 7] };
    const d = rules.decisions(last)[0];
    expect(search(toyGame, view(last, 1), d, new RngCursor(seedRng('a')), budget).choice).toBe('8');
  });

  it('gives the same choice for states that differ only in the hidden hand', () => {
    const base: Toy = {
      hands: [
        [2, 6, 9],
        [1, 5, 7],
      ],
      trick: [],
      leader: 0,
      tricks: [0, 0],
      seen: [],
      rng: seedRng('real-1'),
    };
    const other: Toy = {
      ...base,
      hands: [
        [2, 6, 9],
        [3, 4, 8],
      ],
      rng: seedRng('real-2'),
    };
    const d = rules.decisions(base)[0];
    expect(rules.decisions(other)[0]).toEqual(d);
    for (const seed of ['s1', 's2', 's3']) {
      const a = search(toyGame, view(base, 0), d, new RngCursor(seedRng(seed)), budget);
      const b = search(toyGame, view(other, 0), d, new RngCursor(seedRng(seed)), budget);
      expect(a.choice).toBe(b.choice);
      expect(a.stats).toEqual(b.stats);
    }
  });

  it('is decided by its iteration budget, not by the time cap', () => {
    const s = deal(seedRng('budget'));
    const d = rules.decisions(s)[0];
    const r = search(toyGame, view(s, 0), d, new RngCursor(seedRng('b')), budget);
    expect(r.stats.iterations).toBe(budget.iterations);
    expect(r.stats.cappedByTime).toBe(false);
    expect(Object.values(r.stats.visits).reduce((a, b) => a + b, 0)).toBe(budget.iterations);
  });

  it('stops at its step budget after the iteration floor, the same way every time', () => {
    const s = deal(seedRng('steps'));
    const d = rules.decisions(s)[0];
    const stepped = { ...budget, steps: 200, minIterations: 5 };
    const a = search(toyGame, view(s, 0), d, new RngCursor(seedRng('st')), stepped);
    const b = search(toyGame, view(s, 0), d, new RngCursor(seedRng('st')), stepped);
    expect(a.stats.iterations).toBeGreaterThanOrEqual(5);
    expect(a.stats.iterations).toBeLessThan(budget.iterations);
    expect(a.stats.steps).toBeGreaterThanOrEqual(200);
    expect(b).toEqual(a);
    // a floor above what the steps allow still runs the floor
    const floor = search(toyGame, view(s, 0), d, new RngCursor(seedRng('st')), { ...budget, steps: 1, minIterations: 40 });
    expect(floor.stats.iterations).toBe(40);
  });

  it('answers from the view, the decision and the seed alone: a used bot answers as a new one', () => {
    const used = searchBot('t', toyGame, budget);
    for (const seed of ['u1', 'u2', 'u3']) {
      const s = deal(seedRng(seed));
      const d = rules.decisions(s)[0];
      used.choose(view(s, 0), d, new RngCursor(seedRng(seed)));
    }
    const s = deal(seedRng('told'));
    const d = rules.decisions(s)[0];
    const fresh = searchBot('t', toyGame, budget).choose(view(s, 0), d, new RngCursor(seedRng('t')));
    expect(used.choose(view(s, 0), d, new RngCursor(seedRng('t')))).toBe(fresh);
  });

  it('values a finished game as shares of the first place', () => {
    expect(resultValues({ ranking: [[1, 2], [0]], scores: [0, 3, 3] }, 3)).toEqual([0, 0.5, 0.5]);
  });

  it('names the levels by bot id', () => {
    expect(levelOfBot('heuristic')).toBe('easy');
    expect(levelOfBot('search-hard')).toBe('hard');
    expect(levelOfBot('random')).toBeUndefined();
  });
});
