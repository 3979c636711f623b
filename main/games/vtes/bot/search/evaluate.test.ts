import { describe, expect, it } from 'vitest';
import { defsOf } from '../../core/card-tables';
import type { VtesState } from '../../core/state';
import { evaluate, standing } from './evaluate';
import { quietMoment } from '../../testing/search-testing';

function withSeat(s: VtesState, seat: number, set: Partial<VtesState['seats'][number]>): VtesState {
  const t = structuredClone(s);
  Object.assign(t.seats[seat], set);
  return t;
}

describe('V:TES depth-cut evaluation (issue 33)', () => {
  // a table where some vampire is ready
  const { s } = quietMoment('eval', 6, (_, v) => v.seats.every((x) => x.ready.some((c) => c.kind === 'crypt')));

  it('gives win chances that sum to 1 over the seats in the game', () => {
    const e = evaluate(s);
    expect(e).toHaveLength(4);
    expect(e.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    for (const x of e) expect(x).toBeGreaterThan(0);
  });

  it('gives an ousted Methuselah no chance and shares it among the others', () => {
    const out = withSeat(s, 2, { ousted: true, pool: 0 });
    const e = evaluate(out);
    expect(e[2]).toBe(0);
    expect(e.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it('values pool and victory points, and the prey losing pool (5: the next victory point)', () => {
    const base = evaluate(s)[0];
    expect(evaluate(withSeat(s, 0, { pool: s.seats[0].pool + 3 }))[0]).toBeGreaterThan(base);
    expect(evaluate(withSeat(s, 0, { vp: s.seats[0].vp + 1 }))[0]).toBeGreaterThan(base);
    // seat 1 is seat 0's prey while every seat is in the game
    expect(standing(withSeat(s, 1, { pool: Math.max(1, s.seats[1].pool - 3) }), 0)).toBeGreaterThan(standing(s, 0));
  });

  it('values blood on ready vampires', () => {
    const uid = [0, 1, 2, 3].flatMap((i) => s.seats[i].zones.ready.filter((u) => defsOf(s)[s.cards[u].cid].kind === 'crypt'))[0];
    const seat = s.cards[uid].controller;
    const t = structuredClone(s);
    t.cards[uid].blood += 1;
    expect(standing(t, seat)).toBeGreaterThan(standing(s, seat));
  });

  it('with inPlay, values the cards a seat controls in play that are no minions', () => {
    const seat = 0;
    const card = s.seats[seat].zones.library.find((u) => defsOf(s)[s.cards[u].cid].types.includes('Master'))!;
    const t = structuredClone(s);
    t.seats[seat].zones.library = t.seats[seat].zones.library.filter((u) => u !== card);
    t.seats[seat].zones.play.push(card);
    Object.assign(t.cards[card], { zone: 'play', controller: seat });
    expect(standing(t, seat)).toBe(standing(s, seat));
    expect(standing(t, seat, 1.5)).toBeCloseTo(standing(s, seat, 1.5) + 1.5, 9);
    expect(evaluate(t, 1.5)[seat]).toBeGreaterThan(evaluate(s, 1.5)[seat]);
  });
});
