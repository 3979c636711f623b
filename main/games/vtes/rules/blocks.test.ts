/** Blocks (vtes-es:6.2.2, 6.2.3; vtes-pl:Rozpatrzenie wszelkich prób zablokowania). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { announce, build, choose, dec, ids, passUntil, uid, V } from '../testing/testing';

describe('V:TES blocks (vtes-es:6.2.2, 6.2.3; vtes-pl:Rozpatrzenie wszelkich prób zablokowania)', () => {
  it('6.2.2.2 a failed block attempt does not lock the would-be blocker; 6.2.3 a successful one locks it', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 1), V('Sully', 3)] }, { ready: [V('Rayne', 2)] }] });
    const r = uid(s, 'Rayne');
    s = announce(s, uid(s, 'Ashley'), 'hunt:');
    s = choose(s, `block:${r}`);
    s = passUntil(s, (x) => !x.act || dec(x).kind === 'vtes.block');
    expect(s.cards[r].locked).toBe(false);
    s = passUntil(s, (x) => !x.act);
    s = announce(s, uid(s, 'Sully'), 'bleed:');
    s = choose(s, `block:${r}`);
    expect(s.cards[r].locked).toBe(true);
  });

  it('6.2.2.1 after a failed attempt the blocking Methuselah may try again with another minion; declining is final', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 1)] }, { ready: [V('Rayne', 2), V('Ryan', 3)] }, {}, { ready: [V('Sully', 3)] }] });
    s = announce(s, uid(s, 'Ashley'), 'hunt:');
    s = choose(s, `block:${uid(s, 'Rayne')}`);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.block');
    expect(dec(s).seat).toBe(1);
    expect(ids(s)).toContain(`block:${uid(s, 'Ryan')}`);
    s = choose(s, 'decline');
    expect(dec(s).seat).toBe(3); // the predator; the prey is not asked again
    s = choose(s, 'decline');
    expect(s.act).toBeNull();
  });
});
