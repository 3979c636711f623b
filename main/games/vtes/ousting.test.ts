/** Ousting and the end of the game (vtes-es:9.1; vtes-pl:Zakończenie rozgrywki). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { preyOf } from './state';
import { announce, build, choose, chooseP, passUntil, uid, V } from './testing';

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
