import { describe, expect, it } from 'vitest';
import { defsOf } from '../../core/card-tables';
import type { VtesState } from '../../core/state';
import { evaluate, standing } from './evaluate';
import { BLOOD, STAT, TURNS, convertsBlood, inPlayValue } from './in-play-value';
import { STARTER_DEFS } from '../../data/starters';
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
    expect(standing(t, seat, { inPlay: 1.5 })).toBeCloseTo(standing(s, seat, { inPlay: 1.5 }) + 1.5, 9);
    expect(evaluate(t, { inPlay: 1.5 })[seat]).toBeGreaterThan(evaluate(s, { inPlay: 1.5 })[seat]);
  });

  /** `s` with a seat's library or hand card `cid` put in play (in its play region, or on its ready vampire `on`) and its pool cost paid. */
  function played(cid: string, on?: string): { t: VtesState; seat: number } {
    const card = Object.values(s.cards).find((c) => c.cid === cid && (c.zone === 'library' || c.zone === 'hand'))!.uid;
    const seat = s.cards[card].owner;
    const t = structuredClone(s);
    t.seats[seat].zones.library = t.seats[seat].zones.library.filter((u) => u !== card);
    t.seats[seat].zones.hand = t.seats[seat].zones.hand.filter((u) => u !== card);
    if (on) {
      t.cards[on].attached.push(card);
      Object.assign(t.cards[card], { zone: 'attached', host: on, controller: seat });
    } else {
      t.seats[seat].zones.play.push(card);
      Object.assign(t.cards[card], { zone: 'play', controller: seat });
    }
    t.seats[seat].pool -= Number(defsOf(s)[cid].pool ?? 0);
    return { t, seat };
  }

  it('with cards, a master card in play is worth more than its cost (a hunting ground: blood each turn)', () => {
    // Warzone Hunting Ground (the Brujah starter's): 2 pool, a blood each unlock phase
    const { t, seat } = played('102150');
    expect(standing(t, seat)).toBe(standing(s, seat) - 2); // the refusal: its cost shows, its use does not
    expect(standing(t, seat, { cards: true })).toBeCloseTo(standing(s, seat, { cards: true }) + 1, 9);
    expect(evaluate(t, { cards: true })[seat]).toBeGreaterThan(evaluate(s, { cards: true })[seat]);
  });

  it('with cards, blood a vampire can move to the pool is worth pool (Blood Doll: no gain in moving it)', () => {
    const owner = Object.values(s.cards).find((c) => c.cid === '100199' && (c.zone === 'library' || c.zone === 'hand'))!.owner;
    const vamp = s.seats[owner].zones.ready.find((u) => defsOf(s)[s.cards[u].cid].kind === 'crypt' && s.cards[u].blood > 0)!;
    const { t, seat } = played('100199', vamp);
    const moved = structuredClone(t);
    moved.cards[vamp].blood -= 1;
    moved.seats[seat].pool += 1;
    expect(standing(moved, seat)).toBeGreaterThan(standing(t, seat)); // the bias: blood 0.5, pool 1
    expect(standing(moved, seat, { cards: true })).toBeCloseTo(standing(t, seat, { cards: true }), 9);
    expect(standing(moved, seat, { cards: true, convert: false })).toBeGreaterThan(standing(t, seat, { cards: true, convert: false }));
    // and the card itself is worth something in play
    expect(standing(t, seat, { cards: true })).toBeGreaterThan(standing(s, seat, { cards: true }));
  });
});

describe('value of a card in play, from its record (issue 33)', () => {
  const def = (cid: string) => STARTER_DEFS.get(cid)!;

  it('is its cost and what it gives a turn over TURNS turns', () => {
    // Warzone Hunting Ground: 2 pool, a blood from the bank each unlock phase
    expect(inPlayValue(def('102150'))).toBeCloseTo(2 + TURNS * BLOOD, 9);
    // Raven Spy: 1 blood, +1 intercept to its employer
    expect(inPlayValue(def('101550'))).toBeCloseTo(BLOOD + TURNS * STAT, 9);
    // Blood Doll: no cost, two converter abilities
    expect(inPlayValue(def('100199'))).toBeCloseTo(TURNS * 2 * STAT, 9);
  });

  it('knows the cards that move the blood of their bearer to the pool', () => {
    expect(convertsBlood(def('100199'))).toBe(true); // Blood Doll
    expect(convertsBlood(def('102113'))).toBe(true); // Vessel
    expect(convertsBlood(def('102150'))).toBe(false);
  });
});
