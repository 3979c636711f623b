/** Torpor and the torpor actions (vtes-es:6.5; vtes-pl:Letarg). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid, V } from './testing';

describe('V:TES torpor actions (vtes-es:6.5.3, 6.5.4; vtes-pl:Ratowanie wampira z letargu, Diabolizacja wampira w letargu)', () => {
  it('6.5.3 rescuing your own torpid vampire is undirected with +1 stealth; another Methuselah’s is directed with no stealth', () => {
    const s = build({
      seats: [
        { ready: [V('Ashley', 3)], torpor: [V('Rayne', 2)] },
        { ready: [V('Sully', 3)], torpor: [V('Ryan', 2)] },
        { ready: [V('Meaghan', 3)] },
      ],
    });
    const a = uid(s, 'Ashley');
    let t = choose(s, `min:${a}`);
    t = chooseP(t, `rescue:${a}:${uid(s, 'Rayne')}:`);
    expect(t.act!.target).toBeUndefined();
    expect(t.act!.stealth).toBe(1);
    t = choose(s, `min:${a}`);
    t = chooseP(t, `rescue:${a}:${uid(s, 'Ryan')}:`);
    expect(t.act!.target).toBe(1);
    expect(t.act!.stealth).toBe(0);
    expect(dec(t).seat).toBe(1);
    t = choose(t, 'decline');
    expect(t.act).toBeNull(); // the predator (seat 2) is not asked: directed
    expect(t.cards[uid(t, 'Ryan')].zone).toBe('ready');
  });

  it('6.5.4 diablerie of your own torpid vampire is undirected with +1 stealth; of another Methuselah’s is directed with no stealth', () => {
    const s = build({
      seats: [{ ready: [V('Ashley', 3)], torpor: [V('Rayne', 2)] }, { ready: [V('Sully', 3)], torpor: [V('Ryan', 2)] }, {}],
    });
    const a = uid(s, 'Ashley');
    let t = choose(s, `min:${a}`);
    t = choose(t, `diab:${a}:${uid(s, 'Rayne')}`);
    expect(t.act!.target).toBeUndefined();
    expect(t.act!.stealth).toBe(1);
    t = choose(s, `min:${a}`);
    t = choose(t, `diab:${a}:${uid(s, 'Ryan')}`);
    expect(t.act!.target).toBe(1);
    expect(t.act!.stealth).toBe(0);
  });
});

describe('V:TES torpor (vtes-es:6.5.1; vtes-pl:Letarg)', () => {
  it('6.5.1 a torpid vampire may play action modifiers during its own leave-torpor action, but cannot block', () => {
    let s = build({
      seats: [
        { torpor: [V('Ashley', 3)], hand: ['Lost in Crowds'] },
        { ready: [V('Rayne', 2)], torpor: [V('Sully', 3)] },
      ],
    });
    s = announce(s, uid(s, 'Ashley'), 'leave:');
    expect(ids(s)).not.toContain(`block:${uid(s, 'Sully')}`);
    s.act!.stealth = 0; // as if its +1 stealth had been cancelled: Rayne's block would succeed
    s = choose(s, `block:${uid(s, 'Rayne')}`);
    s = passUntil(s, (x) => !x.act || dec(x).kind === 'vtes.stealth');
    expect(dec(s).kind).toBe('vtes.stealth');
    s = chooseP(s, 'mod:');
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('ready');
  });
});
