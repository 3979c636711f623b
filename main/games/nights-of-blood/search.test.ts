/**
 * Nights of Blood search bot (issue 33): the determinizer rebuilds, on the seat's own turn, a
 * state the seat cannot tell from the real one (same view, same options), and the choice does not
 * depend on what the seat cannot see (hidden sects, other hands, deck orders, the generator).
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../engine/rng';
import { search } from '../../engine/search/ismcts';
import { expectIndistinguishable, walk } from '../../engine/search/testing';
import { nightsModule } from './module';
import { nightsSearch } from './search';
import { seatView } from './seatview';
import type { NightsState } from './state';

const budget = { iterations: 30, determinizations: 6, rolloutDepth: 30 };

describe('Nights of Blood determinizer', () => {
  it('gives a state with the same view and the same options on every own turn', () => {
    let checked = 0;
    for (const players of [5, 6, 7, 8])
      walk(
        nightsModule,
        { players },
        `det-${players}`,
        'nights.turn',
        (s, n) => {
          if (n % 3 === 0) checked += expectIndistinguishable(nightsModule, nightsSearch, s, 'nights.turn', `d${n}`);
        },
        600,
      );
    expect(checked).toBeGreaterThan(40);
  });
});

describe('Nights of Blood search bot sees only its seat', () => {
  it('chooses the same for states that differ only in hidden sects, hands and order', () => {
    let compared = 0;
    walk(nightsModule, { players: 6 }, 'hidden', 'nights.turn', (s, n) => {
      if (n % 4 !== 0 || compared >= 3) return;
      const d = nightsModule.decisions(s)[0];
      // two other seats whose sects this seat does not see swap sects and hands; the deck is reversed
      const view = seatView(s, d.seat);
      const hidden = view.players.filter((p) => p.seat !== d.seat && p.sect === null).map((p) => p.seat);
      const [a, b] = hidden.filter((x) => s.players[x].sect !== s.players[hidden[0]].sect).length
        ? [hidden[0], hidden.find((x) => s.players[x].sect !== s.players[hidden[0]].sect)!]
        : [-1, -1];
      if (a < 0) return;
      const players = s.players.slice();
      players[a] = { ...s.players[a], sect: s.players[b].sect };
      players[b] = { ...s.players[b], sect: s.players[a].sect };
      const other: NightsState = { ...s, players, deck: s.deck.slice().reverse(), rng: seedRng('another future') };
      expect(seatView(other, d.seat)).toEqual(view);
      const x = search(nightsSearch, view, d, new RngCursor(seedRng(`c${n}`)), budget);
      const y = search(nightsSearch, seatView(other, d.seat), d, new RngCursor(seedRng(`c${n}`)), budget);
      expect(y.choice).toBe(x.choice);
      expect(y.stats).toEqual(x.stats);
      compared++;
    });
    expect(compared).toBe(3);
  });
});
