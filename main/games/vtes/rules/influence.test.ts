/** Influence phase tests (vtes-es:7; vtes-pl:Faza wpływu), named after the rule they check. */
import { describe, expect, it } from 'vitest';
import { V, build, choose, uid } from '../testing/testing';

describe('V:TES influence (7)', () => {
  it('7 one transfer moves 1 pool to an uncontrolled vampire; two take it back; a vampire at capacity may be moved to the ready region', () => {
    let s = build({ seats: [{ uncontrolled: [V('Rayne', 1)] }, {}], phase: 'influence' });
    const r = uid(s, 'Rayne');
    s = choose(s, `give:${r}`);
    expect(s.cards[r].blood).toBe(2);
    expect(s.seats[0].pool).toBe(29);
    expect(s.turnFlags.transfers).toBe(3);
    s = choose(s, `take:${r}`);
    expect(s.cards[r].blood).toBe(1);
    expect(s.turnFlags.transfers).toBe(1);
    s = choose(s, `give:${r}`);
    s = choose(s, `influence:${r}`);
    expect(s.cards[r].zone).toBe('ready');
    expect(s.cards[r].locked).toBe(false);
  });

  it('7 four transfers and 1 pool move a crypt card to the uncontrolled region', () => {
    let s = build({ seats: [{ crypt: ['Ashley'] }, {}], phase: 'influence' });
    s = choose(s, 'crypt');
    expect(s.seats[0].zones.uncontrolled).toHaveLength(1);
    expect(s.seats[0].pool).toBe(29);
  });

  it('7 blood over capacity drains to the bank when the vampire is influenced', () => {
    let s = build({ seats: [{ uncontrolled: [V('Rayne', 4)] }, {}], phase: 'influence' });
    const r = uid(s, 'Rayne');
    s = choose(s, `influence:${r}`);
    expect(s.cards[r].blood).toBe(2);
  });

  it('4.1 influencing a second copy of a unique vampire you control burns the new copy', () => {
    let s = build({ seats: [{ ready: [V('Rayne', 2)], uncontrolled: [V('Rayne', 2)] }, {}], phase: 'influence' });
    const second = uid(s, 'Rayne', 0, 'uncontrolled');
    s = choose(s, `influence:${second}`);
    expect(s.cards[second].zone).toBe('ash');
  });
});
