/** Political actions, referendums and votes (vtes-es:6.3; vtes-pl:Referendum, Uzyskiwanie głosów). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid, V } from './testing';

describe('V:TES votes (vtes-es:6.3.3; vtes-pl:Uzyskiwanie głosów, Letarg)', () => {
  it('6.3.3 a locked titled vampire still votes; a torpid one has no votes', () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { ready: [V('Belinde', 4, { locked: true })], torpor: [V('Lenny Burkhead', 3)] },
      ],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    s = choose(s, 'done');
    expect(dec(s).seat).toBe(1);
    expect(ids(s)).toContain(`v:${uid(s, 'Belinde')}:n`);
    expect(ids(s).some((x) => x.includes(uid(s, 'Lenny Burkhead')))).toBe(false);
  });

  it('6.5.6 the blood hunt referendum is no action: no action modifier or reaction is offered, every Methuselah may vote', () => {
    let s = build({
      seats: [
        { ready: [V('Alexander Silverson', 2)], hand: ['Voter Captivation', 'Bewitching Oration'] },
        { torpor: [V('Andi Liu', 3)], ready: [V('Horst von Brühl', 3)], hand: ['Second Tradition: Domain'] },
      ],
    });
    s = announce(s, uid(s, 'Alexander Silverson'), 'diab:');
    s = choose(s, 'decline');
    expect(s.ref?.diablerist).toBe(uid(s, 'Alexander Silverson'));
    expect(dec(s).seat).toBe(0);
    expect(ids(s).some((x) => x.startsWith('mod:'))).toBe(false);
    s = choose(s, `v:${uid(s, 'Alexander Silverson')}:n`);
    expect(dec(s).seat).toBe(1);
    expect(ids(s).some((x) => x.startsWith('cancel:') || x.startsWith('against:'))).toBe(false);
  });
});

describe('V:TES polling (vtes-es:6.3.2; vtes-pl:Referendum)', () => {
  it('6.3.2 votes are cast in any order: a Methuselah who passed is asked again after later votes; polling ends when all passed since the last vote', () => {
    let s = build({
      seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, { ready: [V('Belinde', 4), V('Lenny Burkhead', 4)] }],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    expect(dec(s).seat).toBe(0);
    s = choose(s, 'done'); // seat 0 waits
    s = choose(s, `v:${uid(s, 'Belinde')}:n`);
    s = choose(s, 'done'); // seat 1 keeps Lenny's vote for now
    expect(dec(s).seat).toBe(0); // asked again: 2 against so far
    s = choose(s, 'call:y');
    s = choose(s, `v:${uid(s, 'Horst von Brühl')}:y`);
    expect(s.ref).not.toBeNull();
    expect(dec(s).seat).toBe(1); // may answer with the vote it kept
    s = choose(s, `v:${uid(s, 'Lenny Burkhead')}:n`);
    expect(dec(s).seat).toBe(0);
    s = choose(s, 'done');
    expect(s.ref).toBeNull(); // 3 for, 3 against: a tie fails
    expect(s.seats[1].pool).toBe(30);
  });
});

describe('V:TES political action cards as votes (vtes-es:6.3.3; vtes-pl:Uzyskiwanie głosów)', () => {
  it('6.3.3 a political action card burned for a vote is replaced only when the referendum ends', () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        {
          ready: [V('Belinde', 4)],
          hand: ['Parity Shift', 'Rebel', 'Rebel', 'Rebel', 'Rebel', 'Rebel', 'Rebel'],
          library: ['Fame', 'Fame'],
        },
      ],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    s = choose(s, 'done');
    s = chooseP(s, 'pc:');
    expect(s.ref).not.toBeNull();
    expect(s.seats[1].zones.hand).toHaveLength(6); // not replaced yet
    s = passUntil(s, (x) => !x.ref);
    expect(s.seats[1].zones.hand).toHaveLength(7);
    expect(s.seats[1].zones.library).toHaveLength(1);
  });
});
