/** Political actions, referendums and votes (vtes-es:6.3; vtes-pl:Referendum, Uzyskiwanie głosów). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid, V } from '../testing/testing';

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

describe('V:TES politics (6.3)', () => {
  const pol = (yes: string[], no: string[]) =>
    build({
      seats: [{ ready: yes.map((n) => V(n, 4)), hand: ['Ancilla Empowerment'] }, { ready: no.map((n) => V(n, 4)) }],
    });

  it('6.3.2 a tied referendum fails', () => {
    // for: card 1 + prince 2 = 3; against: prince 2 + primogen 1 = 3
    let s = pol(['Horst von Brühl'], ['Belinde', 'Lenny Burkhead']);
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'call:y');
    s = choose(s, `v:${uid(s, 'Horst von Brühl')}:y`);
    s = choose(s, `v:${uid(s, 'Belinde')}:n`);
    const before = s.seats.map((x) => x.pool);
    s = choose(s, `v:${uid(s, 'Lenny Burkhead')}:n`);
    expect(s.ref).toBeNull();
    expect(s.seats.map((x) => x.pool)).toEqual(before);
  });

  it('6.3.2 a referendum with more votes for than against passes (Ancilla Empowerment burns 1 pool per minion)', () => {
    let s = pol(['Horst von Brühl', 'Ashley'], ['Lenny Burkhead']);
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'call:y');
    s = choose(s, `v:${uid(s, 'Horst von Brühl')}:y`);
    s = choose(s, `v:${uid(s, 'Lenny Burkhead')}:n`);
    expect(s.ref).toBeNull();
    expect(s.seats[0].pool).toBe(28);
    expect(s.seats[1].pool).toBe(29);
  });

  it('6.3.3 votes: primogen 1, prince 2, anarch baron 2; the Edge burns for 1 vote; one political card vote per Methuselah', () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        {
          ready: [V('Lenny Burkhead', 4), V('Atiena', 4, { anarch: true }), V('Belinde', 4)],
          hand: ['Parity Shift', 'Kine Resources Contested'],
        },
      ],
      edge: 1,
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    expect(dec(s).seat).toBe(1);
    const o = ids(s);
    expect(o).toContain('edge:n');
    expect(o.filter((x) => x.startsWith('pc:'))).toHaveLength(2); // one political card (for / against)
    s = choose(s, `v:${uid(s, 'Lenny Burkhead')}:n`);
    expect(s.ref!.no).toBe(1);
    s = choose(s, `v:${uid(s, 'Atiena')}:n`);
    expect(s.ref!.no).toBe(3);
    s = choose(s, `v:${uid(s, 'Belinde')}:n`);
    expect(s.ref!.no).toBe(5);
    s = choose(s, 'edge:n');
    expect(s.ref!.no).toBe(6);
    expect(s.edge).toBeNull();
    s = chooseP(s, 'pc:');
    // 6.3.2 votes in any order: seat 0 passed before seat 1's votes, so it is asked again
    expect(dec(s).seat).toBe(0);
    s = choose(s, 'done');
    expect(s.ref).toBeNull(); // 7 against, 0 for: failed; no second political card was offered
    expect(s.seats[1].zones.ash).toHaveLength(1);
  });

  it('10 a titled vampire of the wrong sect has no title votes (a prince who became anarch)', () => {
    let s = build({
      seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, { ready: [V('Belinde', 4, { anarch: true })] }],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    expect(s.ref).toBeNull(); // seat 1 had no vote source: not asked
  });
});
