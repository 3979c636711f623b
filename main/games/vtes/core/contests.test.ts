/**
 * Contested cards (vtes-es 4.1 "Cartas disputadas"; vtes-pl "Sporne karty"; contests.ts): a unique
 * card put in play while another Methuselah controls a copy, the pay-or-yield step of the unlock
 * phase, the end of a contest.
 */
import { describe, expect, it } from 'vitest';
import { build, choose, chooseP, dec, ids, passUntil, uid, V } from '../testing/testing';

describe('V:TES contested cards (vtes-es 4.1; vtes-pl Sporne karty)', () => {
  it('4.1 a vampire brought out while another Methuselah controls one: both contested and out of play; the pay-or-yield step asks each controller in its unlock phase', () => {
    let s = build({ seats: [{ uncontrolled: [V('Rayne', 2)] }, { ready: [V('Rayne', 2)] }], phase: 'influence' });
    const mine = uid(s, 'Rayne', 0, 'uncontrolled');
    const theirs = uid(s, 'Rayne', 1);
    s = choose(s, `influence:${mine}`);
    expect([s.cards[mine].contested, s.cards[theirs].contested]).toEqual([true, true]);
    s = passUntil(s, (x) => x.active === 1 && dec(x).kind === 'vtes.unlock', 30);
    // pay 1 pool (offered first) or yield, for its own copy only
    expect(ids(s).filter((x) => x.startsWith('contest:'))).toEqual([`contest:${theirs}:pay`, `contest:${theirs}:yield`]);
    s = choose(s, `contest:${theirs}:pay`);
    expect(s.seats[1].pool).toBe(29);
    // settled for this unlock phase: not asked again
    expect(ids(s).some((x) => x.startsWith('contest:'))).toBe(false);
  });

  it('4.1 a unique card played while another Methuselah controls a copy: both are contested; each pays 1 pool per unlock or yields', () => {
    let s = build({
      seats: [{ ready: [V('Ashley', 2)], hand: ['Fame'] }, { ready: [V('Rayne', 2, { attached: [{ card: 'Fame' }] })] }],
      phase: 'master',
    });
    s = chooseP(s, 'm:');
    s = choose(s, `t:${uid(s, 'Ashley')}`);
    const f0 = uid(s, 'Fame', 0);
    const f1 = uid(s, 'Fame', 1);
    expect(s.cards[f0].contested && s.cards[f1].contested).toBe(true);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.unlock', 30);
    expect(s.active).toBe(1);
    s = choose(s, `contest:${f1}:yield`);
    expect(s.cards[f1].zone).toBe('ash');
    s = passUntil(s, (x) => x.active === 0 && x.phase !== 'unlock', 30);
    expect(s.cards[f0].contested).toBe(false);
  });

  it('4.1 a contested card may be kept with the last pool: the Methuselah pays it and is ousted', () => {
    let s = build({
      seats: [{ ready: [V('Ashley', 2)], hand: ['Fame'] }, { pool: 1, ready: [V('Rayne', 2, { attached: [{ card: 'Fame' }] })] }, {}],
      phase: 'master',
    });
    s = chooseP(s, 'm:');
    s = choose(s, `t:${uid(s, 'Ashley')}`);
    const f1 = uid(s, 'Fame', 1);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.unlock' && x.active === 1, 30);
    expect(ids(s)).toContain(`contest:${f1}:pay`);
    s = choose(s, `contest:${f1}:pay`);
    expect(s.seats[1].ousted).toBe(true);
  });
});
