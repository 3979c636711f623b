/** Ousting and the end of the game (vtes-es:9.1; vtes-pl:Zakończenie rozgrywki). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { preyOf } from '../core/state';
import { announce, build, choose, chooseP, passUntil, uid, V, ids } from '../testing/testing';
import { decisions } from './kernel';
import { checkOusting } from './turn';
import { clone } from '../core/copies';
import { invariants } from '../core/invariants';
import type { Ev } from '../core/state';

describe('V:TES ousting (vtes-es:9.1; vtes-pl:Zakończenie rozgrywki)', () => {
  it('9.1 the predator gets 1 VP and 6 pool when its prey is ousted, whoever ousts it', () => {
    // seat 0 ousts seat 2 with a referendum; seat 2's predator is seat 1
    let s = build({
      seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, {}, { pool: 1, ready: [V('Ashley', 2)] }, {}],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    s = choose(s, 'call:y');
    s = chooseP(s, 'v:');
    s = passUntil(s, (x) => !x.ref);
    expect(s.seats[2].ousted).toBe(true);
    expect(s.seats[1].vp).toBe(1);
    expect(s.seats[1].pool).toBe(36);
    expect(s.seats[0].vp).toBe(0);
    expect(s.seats[0].pool).toBe(29); // its own minion
    expect(preyOf(s, 1)).toBe(3);
  });

  it('9.1 / I.1.2 an ousted Methuselah’s master card on another’s vampire leaves the game; another Methuselah’s card on the ousted vampires burns to its owner’s ash heap', () => {
    let s = build({
      seats: [
        { pool: 1, ready: [V('Ashley', 2, { attached: [{ card: 'Haven Uncovered' }] })] },
        { ready: [V('Rayne', 2, { attached: [{ card: 'Haven Uncovered' }] })] },
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
      ],
      active: 2,
    });
    const onAshley = s.cards[uid(s, 'Ashley')].attached[0];
    const onRayne = s.cards[uid(s, 'Rayne')].attached[0];
    // seat 1 played the card on seat 0's vampire, seat 0 the one on seat 1's vampire
    Object.assign(s.cards[onAshley], { owner: 1, controller: 1 });
    Object.assign(s.cards[onRayne], { owner: 0, controller: 0 });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    s = choose(s, 'call:y');
    s = chooseP(s, 'v:');
    s = passUntil(s, (x) => !x.ref);
    expect(s.seats[0].ousted).toBe(true);
    expect(s.cards[onRayne].zone).toBe('removed');
    expect(s.cards[uid(s, 'Rayne')].attached).not.toContain(onRayne);
    expect(s.cards[onAshley].zone).toBe('ash');
    expect(s.seats[1].zones.ash).toContain(onAshley);
  });

  it('9.1 / 1.6.1.1 the acting Methuselah ousted mid-action: the cards others played and kept aside for it go to their owners’ ash heaps', () => {
    // the TWD soak's game: a combat card lasting the combat (aside in limbo) when the acting Methuselah is ousted
    let s = build({ seats: [{ pool: 5, ready: [V('Horst von Brühl', 4)] }, { hand: ['Ancilla Empowerment'] }, {}] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'bleed:');
    const aside = uid(s, 'Ancilla Empowerment', 1);
    s = clone(s);
    s.seats[1].zones.hand = s.seats[1].zones.hand.filter((u) => u !== aside);
    s.limbo = [...s.limbo, aside];
    s.cards[aside] = { ...s.cards[aside], zone: 'limbo' };
    s.bank += s.seats[0].pool;
    s.seats[0] = { ...s.seats[0], pool: 0 };
    const ev: Ev = [];
    checkOusting(s, ev);
    expect(s.seats[0].ousted).toBe(true);
    expect(s.act).toBeNull();
    expect(s.limbo).toEqual([]);
    expect(s.seats[1].zones.ash).toContain(aside);
    expect(invariants(s)).toEqual([]);
  });

  it('9.1 / vtes-pl:Zakończenie rozgrywki a tie for the most VP: a shared victory in es-2018, no winner in the current edition', () => {
    for (const edition of ['es-2018', 'vekn-current'] as const) {
      let s = build({ edition, seats: [{ ready: [V('Ashley', 3)] }, { pool: 1 }] });
      s.seats[0].vp = 1;
      s.seats[1].vp = 3;
      s = announce(s, uid(s, 'Ashley'), 'bleed:');
      expect(s.phase).toBe('over');
      expect(s.result!.scores).toEqual([3, 3]);
      expect(s.result!.ranking).toEqual([[0, 1]]);
      expect(s.result!.reason?.key).toBe(edition === 'es-2018' ? 'log-vtes:result.tieShared' : 'log-vtes:result.tieNoWinner');
    }
  });
});

describe('V:TES discard phase, ousting and the end (8, 9)', () => {
  it('8 one discard-phase action discards a card and draws a replacement; an empty library stops replacement, not play', () => {
    let s = build({ seats: [{ hand: ['Rebel', 'Vessel'], library: ['Fame'] }, {}], phase: 'discard' });
    s = chooseP(s, 'discard:');
    expect(s.seats[0].zones.hand).toHaveLength(2);
    expect(s.seats[0].zones.library).toHaveLength(0);
    expect(s.phase).not.toBe('discard'); // one discard action only
    let t = build({ seats: [{ hand: ['Rebel', 'Vessel'], library: [] }, {}], phase: 'discard' });
    t = chooseP(t, 'discard:');
    expect(t.seats[0].zones.hand).toHaveLength(1);
  });

  it('9.1 ousting the prey gives the predator 1 VP and 6 pool; the next Methuselah becomes the new prey', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { pool: 1 }, {}] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    expect(s.seats[1].ousted).toBe(true);
    expect(s.seats[0].vp).toBe(1);
    expect(s.seats[0].pool).toBe(36);
    expect(preyOf(s, 0)).toBe(2);
  });

  it('9.1 simultaneous ousting gives the VP but not the 6 pool', () => {
    let s = build({
      seats: [
        { pool: 2, ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { pool: 1, ready: [V('Ashley', 2)] },
        { pool: 30 },
      ],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    s = choose(s, 'call:y');
    s = chooseP(s, 'v:');
    s = passUntil(s, (x) => !x.ref);
    // Horst's Methuselah (2 pool, 1 minion → 1) survives; seat 1 (1 pool, 1 minion) is ousted
    expect(s.seats[1].ousted).toBe(true);
    expect(s.seats[0].vp).toBe(1);
    let t = build({
      seats: [
        { pool: 1, ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { pool: 1, ready: [V('Ashley', 2)] },
        { pool: 30 },
      ],
    });
    t = announce(t, uid(t, 'Horst von Brühl'), 'card:');
    t = passUntil(t, (x) => x.ref?.step === 'polling');
    t = choose(t, 'call:y');
    t = chooseP(t, 'v:');
    t = passUntil(t, (x) => !x.ref || x.phase === 'over' || x.seats[0].ousted);
    expect(t.seats[0].ousted && t.seats[1].ousted).toBe(true);
    expect(t.seats[0].vp).toBe(1); // seat 0's prey (seat 1) was ousted at the same time: the VP…
    expect(t.seats[0].pool).toBe(0); // …but not the 6 pool
    expect(t.seats[2].vp).toBe(1 + 1); // seat 2's prey (seat 0) ousted + last standing
    expect(t.seats[2].pool).toBe(30 + 6);
  });

  it('9.1 the last Methuselah standing gets 1 more VP and the ranking is by VP', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { pool: 1 }] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    expect(s.phase).toBe('over');
    expect(s.result!.scores).toEqual([2, 0]);
    expect(s.result!.ranking).toEqual([[0], [1]]);
    expect(decisions(s)).toEqual([]);
  });

  it('9.2 withdrawal: declared in the unlock phase with an empty library and a short hand; succeeds for 1 VP if no pool or blood is lost', () => {
    let s = build({ seats: [{ library: [], hand: ['Rebel'] }, {}], phase: 'discard', active: 1 });
    s = passUntil(s, (x) => x.active === 0);
    expect(ids(s)).toContain('withdraw');
    s = choose(s, 'withdraw');
    s = passUntil(s, (x) => (x.active === 0 && x.turn > 12) || x.phase === 'over', 80);
    expect(s.seats[0].withdrawn).toBe(true);
    expect(s.seats[0].vp).toBeGreaterThanOrEqual(1);
  });
});
