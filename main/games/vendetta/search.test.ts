/**
 * Vendetta search bot (issue 33): the determinizer rebuilds, at a planning turn, a state the seat
 * cannot tell from the real one (same view, same options), and the choice does not depend on
 * what the seat cannot see (other hands and decks, others' face-down cards, the generator).
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../engine/rng';
import { search } from '../../engine/search/ismcts';
import { searchBot } from '../../engine/search/search-bot';
import { expectIndistinguishable, walk } from '../../engine/search/testing';
import { vendettaModule } from './module';
import { heuristicBot } from './bot';
import { determinize, VENDETTA_BUDGETS, vendettaSearch } from './search';
import { seatView } from './seatview';
import type { VendettaState } from './state';

const budget = { iterations: 40, determinizations: 8, rolloutDepth: 30 };

describe('Vendetta determinizer', () => {
  it('gives a state with the same view and the same options at every planning turn', () => {
    let checked = 0;
    for (const players of [3, 4, 5])
      for (const variants of [false, true])
        walk(
          vendettaModule,
          { players, relics: variants, locationCards: variants },
          `det-${players}-${variants}`,
          'vendetta.turn',
          (s, n) => {
            checked += expectIndistinguishable(vendettaModule, vendettaSearch, s, 'vendetta.turn', `d${n}`);
          },
        );
    expect(checked).toBeGreaterThan(100);
  });

  it("rebuilds the played card's location, face and blood from the bot's own choice", () => {
    const bot = searchBot('t', vendettaSearch, { iterations: 12, determinizations: 3, rolloutDepth: 10 });
    const checked: Record<string, number> = {};
    for (const [g, players] of [3, 4, 5].entries()) {
      let s = vendettaModule.setup(vendettaModule.parseConfig({ players, relics: g === 1, locationCards: g === 1 }), `pl-${g}`).state;
      for (let n = 0; !vendettaModule.result(s); n++) {
        const d = vendettaModule.decisions(s)[0];
        const v = seatView(s, d.seat);
        const rng = new RngCursor(seedRng(`pl-${g}/${n}`));
        if (d.seat === 0 && ['vendetta.location', 'vendetta.face', 'vendetta.blood'].includes(d.kind)) {
          checked[d.kind] = (checked[d.kind] ?? 0) + expectIndistinguishable(vendettaModule, vendettaSearch, s, d.kind, `p${n}`);
        }
        s = vendettaModule.apply(s, d.seat, (d.seat === 0 ? bot : heuristicBot).choose(v, d, rng)).state;
      }
    }
    expect(checked['vendetta.location']).toBeGreaterThan(20);
    expect(checked['vendetta.face']).toBeGreaterThan(3);
    expect(checked['vendetta.blood']).toBeGreaterThan(10);
  });

  it('places a card chosen by another process (an app restart) from the view alone', () => {
    let seen = 0;
    walk(vendettaModule, { players: 3 }, 'unplanned', 'vendetta.location', (s) => {
      seen += expectIndistinguishable(vendettaModule, vendettaSearch, s, 'vendetta.location', `u${seen}`);
    });
    walk(vendettaModule, { players: 4, locationCards: true }, 'unplanned-face', 'vendetta.face', (s) => {
      seen += expectIndistinguishable(vendettaModule, vendettaSearch, s, 'vendetta.face', `f${seen}`);
    });
    expect(seen).toBeGreaterThan(10);
  });

  it('shows the card being placed to its owner only', () => {
    let seen = 0;
    walk(vendettaModule, { players: 4 }, 'placing', 'vendetta.location', (s) => {
      const d = vendettaModule.decisions(s)[0];
      const card = s.pending!.ctx.card as string;
      expect(seatView(s, d.seat).players[d.seat].placing).toEqual({ card });
      for (const viewer of [0, 1, 2, 3, 'public'] as const)
        if (viewer !== d.seat) expect(JSON.stringify(seatView(s, viewer))).not.toContain('placing');
      seen++;
    });
    expect(seen).toBeGreaterThan(5);
  });

  it('leaves the other decisions to the heuristic bot', () => {
    const s = vendettaModule.setup(vendettaModule.parseConfig({ players: 3 }), 'x').state;
    const d = vendettaModule.decisions(s)[0];
    expect(d.kind).not.toBe('vendetta.turn');
    expect(determinize(seatView(s, d.seat), d, new RngCursor(seedRng('x')))).toBeNull();
  });
});

describe('Vendetta search bot sees only its seat', () => {
  it('chooses the same for states that differ only in hidden cards and order', () => {
    let compared = 0;
    walk(vendettaModule, { players: 4 }, 'hidden', 'vendetta.turn', (s, n) => {
      if (n % 5 !== 0 || compared >= 4) return;
      const d = vendettaModule.decisions(s)[0];
      const other = (d.seat + 1) % 4;
      const p = s.players[other];
      if (!p.hand.length || !p.deck.length) return;
      // swap a card of another seat's hand with one of its deck, reverse the own deck and the ally deck
      const hand = [p.deck[0], ...p.hand.slice(1)];
      const deck = [p.hand[0], ...p.deck.slice(1)];
      const hidden: VendettaState = {
        ...s,
        rng: seedRng('another future'),
        allyDeck: s.allyDeck.slice().reverse(),
        players: s.players.map((x, k) =>
          k === other ? { ...x, hand, deck } : k === d.seat ? { ...x, deck: x.deck.slice().reverse() } : x,
        ),
      };
      expect(seatView(hidden, d.seat)).toEqual(seatView(s, d.seat));
      const a = search(vendettaSearch, seatView(s, d.seat), d, new RngCursor(seedRng(`c${n}`)), budget);
      const b = search(vendettaSearch, seatView(hidden, d.seat), d, new RngCursor(seedRng(`c${n}`)), budget);
      expect(b.choice).toBe(a.choice);
      expect(b.stats).toEqual(a.stats);
      compared++;
    });
    expect(compared).toBe(4);
  });
});

describe('Vendetta search levels', () => {
  it("bound the first round's long rollouts by their steps, not by time", () => {
    const s = vendettaModule.setup(vendettaModule.parseConfig({ players: 4 }), 'steps').state;
    let state = s;
    for (let n = 0; n < 200; n++) {
      const d = vendettaModule.decisions(state)[0];
      if (d.kind === 'vendetta.turn') break;
      state = vendettaModule.apply(state, d.seat, heuristicBot.choose(seatView(state, d.seat), d, new RngCursor(seedRng(`s${n}`)))).state;
    }
    const d = vendettaModule.decisions(state)[0];
    expect(d.kind).toBe('vendetta.turn');
    const budget = { ...VENDETTA_BUDGETS.normal, iterations: 1000 };
    const a = search(vendettaSearch, seatView(state, d.seat), d, new RngCursor(seedRng('b')), budget);
    expect(a.stats.iterations).toBeGreaterThanOrEqual(budget.minIterations);
    expect(a.stats.iterations).toBeLessThan(1000);
    expect(a.stats.steps).toBeGreaterThanOrEqual(budget.steps);
    // one iteration past the bound at most: a whole game's rollout is far below 1,000 steps
    expect(a.stats.steps).toBeLessThan(budget.steps + 1000);
  });
});
