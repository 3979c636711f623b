/** The Edge and bleeding (vtes-es:2.2, 6.1.1, 9.1; vtes-pl:Drenowanie). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { announce, build, choose, chooseP, passUntil, uid, V } from '../testing/testing';

describe('V:TES bleed and the Edge (vtes-es:6.1.1, 2.2, 9.1; vtes-pl:Drenowanie)', () => {
  it('6.1.1 a successful bleed takes the Edge from the Methuselah who holds it', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, {}, {}], edge: 2 });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    expect(s.edge).toBe(0);
  });

  it('6.1.1 a bleed reduced to 0 burns no pool and gives no Edge (the holder keeps it)', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [{ card: '47th Street Royals', blood: 2 }] }, {}], edge: 1 });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = choose(s, 'decline');
    s = chooseP(s, 'burnself:');
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(30);
    expect(s.edge).toBe(1);
  });

  it('9.1 the Edge of an ousted Methuselah goes back to the centre, uncontrolled', () => {
    let s = build({
      seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, { pool: 1, ready: [V('Ashley', 2)] }, {}],
      edge: 1,
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    s = choose(s, 'call:y');
    s = chooseP(s, 'v:');
    s = passUntil(s, (x) => !x.ref);
    expect(s.seats[1].ousted).toBe(true);
    expect(s.edge).toBeNull();
  });
});
