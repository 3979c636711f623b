/**
 * Issue 19: deviations of the engine from the rulebooks and the published rulings (ruling ids from the
 * public vtes-rulings database), each test named with its rule or ruling id. Scenario tests on
 * hand-built states (testing.ts).
 */
import { describe, expect, it } from 'vitest';
import { announce, build, choose, chooseP, ids, passUntil, uid, V } from './testing';

describe('V:TES rulings: starter cards', () => {
  it('Creeping Sabotage card text: X is the copies controlled when the cost is paid (the first costs 0, the second 1)', () => {
    // a minion performs a given action card once a turn: a second Nosferatu plays the second copy
    let s = build({ seats: [{ ready: [V('Ryan', 4), V('Aunt Linda', 4)], hand: ['Creeping Sabotage', 'Creeping Sabotage'] }, {}] });
    const r = uid(s, 'Ryan');
    const l = uid(s, 'Aunt Linda');
    s = choose(s, `min:${r}`);
    s = chooseP(s, `card:${r}:`);
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[r].blood).toBe(4);
    s = choose(s, `min:${l}`);
    s = chooseP(s, `card:${l}:`);
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[l].blood).toBe(3);
  });

  it('LSJ 20050720-2 Anarch Free Press: a hunt that added no blood (full vampire) is not a successful hunt', () => {
    let s = build({ seats: [{ ready: [V('Rayne', 2, { anarch: true })], play: ['Anarch Free Press, The'] }, {}] });
    s = announce(s, uid(s, 'Rayne'), 'hunt:');
    expect(s.act === null || !ids(s).some((x) => x.startsWith('huntLoc:'))).toBe(true);
    expect(s.cards[uid(s, 'Anarch Free Press, The')].locked).toBe(false);
  });
});
