/**
 * The political primitives (issue 11 item 5; vocab/prims-politics.ts; vtes-es 6.3.2 "Referéndum",
 * vtes-pl "Referendum"): a referendum's terms asked before the polling, and what a passed
 * referendum does to the pools of the Methuselahs they name, each change through ops.ts and logged once.
 */
import { describe, expect, it } from 'vitest';
import type { Ev } from '../core/state';
import { announce, build, choose, runPrimsForTests, uid } from '../testing/testing';
import { refAuto } from '../rules/politics';
import { V } from '../testing/card-testing';
import type { Prim, PrimCtx } from './primitives';
import { termsDecision, termsPossible } from './prims-politics';
import { cardFromRecord } from '../schema/modes';
import { type CardDef, STARTER_DEFS } from '../data/starters';

const run = runPrimsForTests;

const seatsOf = (d: ReturnType<typeof termsDecision>) => d?.options.map((o) => o.params?.seat);

describe('V:TES political primitives (vtes-es 6.3.2)', () => {
  const s0 = build({
    seats: [
      { pool: 10, ready: [V('Horst von Brühl', 4)] },
      { pool: 20, ready: [V('Ashley', 3), V('Rayne', 2)] },
      { pool: 15, torpor: [V('Colette', 1)] },
    ],
  });
  const c: PrimCtx = { seat: 0, source: 'x' };

  it('6.3.2: a passed referendum burning pool per minion: each Methuselah burns n for each minion it controls, ready or in torpor', () => {
    const { s, ev, ops } = run(s0, [{ p: 'seatPool', n: 1, from: 'each', to: 'bank', per: 'minion' }], c);
    expect(s.seats.map((x) => x.pool)).toEqual([9, 18, 14]);
    expect(ops.every((o) => o.op === 'counters')).toBe(true);
    expect(ev.map((e) => [e.type, e.params?.seat, e.params?.n])).toEqual([
      ['vtes.poolBurned', 0, 1],
      ['vtes.poolBurned', 1, 2],
      ['vtes.poolBurned', 2, 1],
    ]);
  });

  it('6.3.2: a passed referendum with points allotted: each point burns n pool of the Methuselah it went to, one event', () => {
    const { s, ev } = run(s0, [{ p: 'seatPool', n: 1, from: 'points', to: 'bank' }], { ...c, terms: { alloc: [1, 1, 2, 1] } });
    expect(s.seats.map((x) => x.pool)).toEqual([10, 17, 14]);
    expect(ev).toEqual([{ type: 'vtes.allocBurn', params: { seats: [1, 1, 2, 1] } }]);
  });

  it("6.3.2: pool moved from the chosen Methuselah to each point's Methuselah, while it has pool", () => {
    const { s, ev, ops } = run(s0, [{ p: 'seatPool', n: 1, from: 'chosen', to: 'points' }], { ...c, terms: { seat: 1, alloc: [0, 2, 0] } });
    expect(s.seats.map((x) => x.pool)).toEqual([12, 17, 16]);
    expect(ops.every((o) => o.op === 'counters')).toBe(true);
    expect(ev).toEqual([{ type: 'vtes.parity', params: { from: 1, toSeats: [0, 2, 0] } }]);
    const poor = build({ seats: [{ pool: 10 }, { pool: 1 }, { pool: 15 }] });
    const r = run(poor, [{ p: 'seatPool', n: 1, from: 'chosen', to: 'points' }], { ...c, terms: { seat: 1, alloc: [0, 2, 0] } });
    expect(r.s.seats.map((x) => x.pool)).toEqual([11, 0, 15]);
  });

  it('6.3.2: pool of the Methuselahs the terms name needs the terms of a referendum', () => {
    expect(() => run(s0, [{ p: 'seatPool', n: 1, from: 'points', to: 'bank' }], c)).toThrow(/outside a referendum/);
  });

  it('6.3.2: the terms primitives change nothing when the referendum passes (they were chosen before the polling)', () => {
    const { s, ev, ops } = run(
      s0,
      [
        { p: 'chooseSeat', among: 'richer' },
        { p: 'allot', n: 2, among: 'any' },
      ],
      { ...c, terms: { alloc: [1, 2] } },
    );
    expect(s.seats.map((x) => x.pool)).toEqual([10, 20, 15]);
    expect(ops).toEqual([]);
    expect(ev).toEqual([]);
  });

  it('6.3.2 terms: a Methuselah with more pool than the caller is chosen first, then the points among the others', () => {
    const prims: Prim[] = [
      { p: 'chooseSeat', among: 'richer' },
      { p: 'allot', n: 2, among: 'notChosen' },
    ];
    const d = termsDecision(s0, prims, 0, { alloc: [] });
    expect(d?.prompt.key).toMatch(/parityTarget$/);
    expect(seatsOf(d)).toEqual([1, 2]);
    const d2 = termsDecision(s0, prims, 0, { seat: 1, alloc: [] });
    expect(d2?.prompt.key).toMatch(/allocate$/);
    expect(seatsOf(d2)).toEqual([0, 2]);
    expect(termsDecision(s0, prims, 0, { seat: 1, alloc: [0, 2] })).toBeNull();
  });

  it('6.3.2 terms: nobody richer than the caller, the card cannot be called', () => {
    expect(termsPossible(s0, [{ p: 'chooseSeat', among: 'richer' }], 0)).toBe(true);
    expect(termsPossible(s0, [{ p: 'chooseSeat', among: 'richer' }], 1)).toBe(false);
    expect(termsPossible(s0, [{ p: 'allot', n: 2, among: 'any' }], 1)).toBe(true);
  });

  it('6.3.2 terms: Methuselahs chosen one at a time; "no more" only once enough are chosen (at least half: 2 of 3)', () => {
    const ids = (d: ReturnType<typeof termsDecision>) => d?.options.map((o) => o.id);
    const half: Prim[] = [{ p: 'chooseSeats', min: 'half' }];
    expect(ids(termsDecision(s0, half, 0, { alloc: [], seats: [1] }))).toEqual(['tseat:0', 'tseat:2']);
    expect(ids(termsDecision(s0, half, 0, { alloc: [], seats: [1, 2] }))).toEqual(['tseat:0', 'tdone']);
    expect(ids(termsDecision(s0, [{ p: 'chooseSeats', min: 'one' }], 0, { alloc: [], seats: [1] }))).toEqual([
      'tseat:0',
      'tseat:2',
      'tdone',
    ]);
    expect(termsDecision(s0, half, 0, { alloc: [], seats: [1, 2], seatsDone: true })).toBeNull();
    expect(termsDecision(s0, half, 0, { alloc: [], seats: [1, 2, 0] })).toBeNull();
  });

  it('6.3.2 terms: a card chosen among those a Selector takes (the acting minion its actor); none: the card cannot be called', () => {
    const younger: Prim[] = [
      { p: 'chooseCard', sel: { of: 'vampire', whose: 'other', where: { c: 'younger', who: 'it', than: 'actor' }, count: 'one' } },
    ];
    const horst = uid(s0, 'Horst von Brühl');
    const d = termsDecision(s0, younger, 0, { alloc: [] }, horst);
    expect(d?.options.map((o) => o.params?.uid)).toEqual([uid(s0, 'Ashley'), uid(s0, 'Rayne')]);
    expect(termsPossible(s0, younger, 0, horst)).toBe(true);
    expect(termsPossible(s0, younger, 1, uid(s0, 'Rayne'))).toBe(false);
    // no candidate left as the terms are asked: nothing is asked
    expect(termsDecision(s0, younger, 1, { alloc: [] }, uid(s0, 'Rayne'))).toBeNull();
  });

  it('6.3.2 terms: points among at least two Methuselahs: the last point cannot go to the only one named so far', () => {
    const prims: Prim[] = [{ p: 'allot', n: 3, among: 'any', spread: 2 }];
    expect(seatsOf(termsDecision(s0, prims, 0, { alloc: [1] }))).toEqual([0, 1, 2]);
    expect(seatsOf(termsDecision(s0, prims, 0, { alloc: [1, 1] }))).toEqual([0, 2]);
    expect(seatsOf(termsDecision(s0, prims, 0, { alloc: [1, 2] }))).toEqual([0, 1, 2]);
  });

  it('a saved game whose political cards were recorded with the old effect kinds (terms and outcomes, a cancel, votes) reads them as primitives (issue 11 item 5)', () => {
    const old: Record<string, Record<string, unknown>> = {
      'Ancilla Empowerment': { e: 'refBurnPerMinion' },
      'Kine Resources Contested': { e: 'refAllocateBurn', points: 4 },
      'Parity Shift': { e: 'refParity', n: 3 },
      'Delaying Tactics': { e: 'cancelReferendum' },
      'Bewitching Oration': { e: 'votes', n: 2 },
    };
    for (const [name, e] of Object.entries(old)) {
      const d = [...STARTER_DEFS.values()].find((x) => x.name === name)!;
      const saved = { ...d, modes: [{ ...d.modes[0], effects: [e] }, ...d.modes.slice(1)] };
      expect(cardFromRecord(saved as unknown as CardDef).modes, name).toEqual(d.modes);
    }
  });

  it('6.3.2: a cancelled referendum is marked by a step op and ends as soon as the referendum step has the hand back', () => {
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, { ready: [V('Ashley', 3)] }] });
    const horst = uid(s, 'Horst von Brühl');
    const card = uid(s, 'Ancilla Empowerment');
    s = announce(s, horst, 'card:');
    s = choose(s, 'decline');
    expect(s.ref?.card).toBe(card);
    expect(() => run(s0, [{ p: 'cancel', what: 'referendum' }], c)).toThrow(/outside a referendum/);
    const r = run(s, [{ p: 'cancel', what: 'referendum' }], { seat: 1, source: 'x' });
    expect(r.ops).toEqual([{ op: 'step', rec: 'ref', set: { cancelled: true } }]);
    const ev: Ev = [];
    refAuto(r.s, ev);
    expect(r.s.ref).toBeNull();
    expect(r.s.cards[horst].locked).toBe(false);
    expect(r.s.cards[card].zone).toBe('hand');
    expect(r.s.turnFlags.barredPolitical).toContain(r.s.cards[card].cid);
    expect(ev.map((e) => e.type)).toContain('vtes.refCancelled');
  });
});
