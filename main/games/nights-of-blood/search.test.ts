/**
 * Nights of Blood search bot (issue 33): the determinizer rebuilds, on the seat's own turn, a
 * state the seat cannot tell from the real one (same view, same options), and the choice does not
 * depend on what the seat cannot see (hidden sects, other hands, deck orders, the generator).
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../engine/rng';
import { search } from '../../engine/search/ismcts';
import { pairedChoice } from '../../engine/search/paired';
import { expectIndistinguishable, walk } from '../../engine/search/testing';
import { heuristicBot } from './bot';
import { nightsModule } from './module';
import { evaluateRuling, nightsSearch, nightsSearchBot } from './search';
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

/** The same state but for what `seat` cannot see: two seats of hidden sect swap sects, the deck is reversed, another generator. */
function otherHidden(s: NightsState, seat: number): NightsState | null {
  const view = seatView(s, seat);
  const hidden = view.players.filter((p) => p.seat !== seat && p.sect === null).map((p) => p.seat);
  const b = hidden.find((x) => s.players[x].sect !== s.players[hidden[0]].sect);
  if (b === undefined) return null;
  const a = hidden[0];
  const players = s.players.slice();
  players[a] = { ...s.players[a], sect: s.players[b].sect };
  players[b] = { ...s.players[b], sect: s.players[a].sect };
  return { ...s, players, deck: s.deck.slice().reverse(), rng: seedRng('another future') };
}

describe('Nights of Blood search bot sees only its seat', () => {
  it('chooses the same for states that differ only in hidden sects, hands and order', () => {
    let compared = 0;
    walk(nightsModule, { players: 6 }, 'hidden', 'nights.turn', (s, n) => {
      if (n % 4 !== 0 || compared >= 3) return;
      const d = nightsModule.decisions(s)[0];
      const view = seatView(s, d.seat);
      const other = otherHidden(s, d.seat);
      if (!other) return;
      expect(seatView(other, d.seat)).toEqual(view);
      const x = search(nightsSearch, view, d, new RngCursor(seedRng(`c${n}`)), budget);
      const y = search(nightsSearch, seatView(other, d.seat), d, new RngCursor(seedRng(`c${n}`)), budget);
      expect(y.choice).toBe(x.choice);
      expect(y.stats).toEqual(x.stats);
      compared++;
    });
    expect(compared).toBe(3);
  });

  it("weighs the ruling sect's turns by paired samples of its view only", () => {
    const paired = { samples: 6, minSamples: 3, steps: 3_000, rolloutDepth: 12, z: 2, margin: 0.01 };
    let compared = 0;
    let weighed = 0;
    walk(nightsModule, { players: 7 }, 'ruling', 'nights.turn', (s, n) => {
      const d = nightsModule.decisions(s)[0];
      if (compared >= 4 || s.players[d.seat].sect !== s.rulingSect || d.options.length < 3) return;
      const other = otherHidden(s, d.seat);
      if (!other) return;
      const prior = heuristicBot.choose(seatView(s, d.seat), d, new RngCursor(seedRng(`p${n}`)));
      const [x, y] = [s, other].map((st) =>
        pairedChoice(nightsSearch, seatView(st, d.seat), d, new RngCursor(seedRng(`c${n}`)), prior, paired),
      );
      expect(y).toEqual(x);
      weighed += Object.keys(x.stats.diffs).length;
      // the bot takes that path on such a turn, with the same answer for both states
      const bot = nightsSearchBot('t', { ...budget, paired });
      const [bx, by] = [s, other].map((st) => bot.choose(seatView(st, d.seat), d, new RngCursor(seedRng(`b${n}`))));
      expect(by).toBe(bx);
      compared++;
    });
    expect(compared).toBe(4);
    expect(weighed).toBeGreaterThan(4);
  });
});

describe('Nights of Blood fitted ruling-sect evaluation', () => {
  it('shares the whole chance among the seats and gives the ruling sect more when an insurgent dies', () => {
    const s = nightsModule.setup(nightsModule.parseConfig({ players: 7 }), 'fit-eval').state;
    const v = evaluateRuling(s);
    expect(v.reduce((a, x) => a + x, 0)).toBeCloseTo(1, 6);
    const ruling = s.players.findIndex((p) => p.sect === s.rulingSect);
    const insurgent = s.players.findIndex((p) => p.sect !== s.rulingSect);
    const hurt: NightsState = { ...s, players: s.players.map((p, i) => (i === insurgent ? { ...p, dead: true } : p)) };
    expect(evaluateRuling(hurt)[ruling]).toBeGreaterThan(v[ruling]);
    const regentDead: NightsState = { ...s, players: s.players.map((p) => (p.regent ? { ...p, dead: true } : p)) };
    expect(evaluateRuling(regentDead)[ruling]).toBe(0);
  });
});
