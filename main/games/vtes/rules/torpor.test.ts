/** Torpor and the torpor actions (vtes-es:6.5; vtes-pl:Letarg). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { plainEquipment } from '../testing/card-testing';
import { setStep } from '../core/ops';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid, V } from '../testing/testing';

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
    setStep(s, 'act', { stealth: 0 }); // as if its +1 stealth had been cancelled: Rayne's block would succeed
    s = choose(s, `block:${uid(s, 'Rayne')}`);
    s = passUntil(s, (x) => !x.act || dec(x).kind === 'vtes.stealth');
    expect(dec(s).kind).toBe('vtes.stealth');
    s = chooseP(s, 'mod:');
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('ready');
  });
});

describe('V:TES torpor and diablerie (6.5)', () => {
  it('6.5.2 leaving torpor costs 2 blood, +1 stealth, and moves the vampire to the ready region', () => {
    let s = build({ seats: [{ torpor: [V('Ashley', 3)] }, {}] });
    s = announce(s, uid(s, 'Ashley'), 'leave:');
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('ready');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(1);
  });

  it('6.5.2 a blocked attempt to leave torpor lets a blocking vampire diablerize (no combat)', () => {
    let s = build({ seats: [{ torpor: [V('Ashley', 3)] }, { ready: [V('Rayne', 1, { attached: [{ card: 'Raven Spy', blood: 1 }] })] }] });
    s = announce(s, uid(s, 'Ashley'), 'leave:');
    s = chooseP(s, 'block:');
    expect(s.combat).toBeNull();
    expect(dec(s).kind).toBe('vtes.diablerieBlocked');
    s = choose(s, 'diab');
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('ash');
    expect(s.cards[uid(s, 'Rayne')].blood).toBe(2); // 1 + 3, capacity 2
    // 6.5.6 the blood hunt referendum follows; nobody has votes: 0-0 fails, Rayne stays
    expect(s.ref).toBeNull();
    expect(s.cards[uid(s, 'Rayne')].zone).toBe('ready');
  });

  it('6.5.3 rescuing a torpid vampire costs 2 blood that the rescuer and the rescued may split', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 1)], torpor: [V('Sully', 1)] }, {}] });
    s = announce(s, uid(s, 'Ashley'), 'rescue:');
    expect(s.cards[uid(s, 'Sully')].zone).toBe('ready');
    expect(s.cards[uid(s, 'Sully')].blood).toBe(0);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(0);
  });

  it('6.5.3 the rescuer chooses how the 2 blood are split when announcing', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)], torpor: [V('Sully', 3)] }, {}] });
    const a = uid(s, 'Ashley');
    const t = uid(s, 'Sully');
    s = choose(s, `min:${a}`);
    expect(ids(s).filter((x) => x.startsWith(`rescue:${a}:${t}`))).toEqual([
      `rescue:${a}:${t}:2`,
      `rescue:${a}:${t}:1`,
      `rescue:${a}:${t}:0`,
    ]);
    s = choose(s, `rescue:${a}:${t}:0`);
    expect(s.cards[a].blood).toBe(3);
    expect(s.cards[t].blood).toBe(1);
    expect(s.cards[t].zone).toBe('ready');
  });

  it('6.5.5 diablerie: all blood moves to the diablerist, the victim burns, then a blood hunt referendum (6.5.6) may burn the diablerist', () => {
    let s = build({ seats: [{ ready: [V('Alexander Silverson', 2)] }, { torpor: [V('Andi Liu', 3)], ready: [V('Horst von Brühl', 3)] }] });
    s = announce(s, uid(s, 'Alexander Silverson'), 'diab:');
    s = choose(s, 'decline');
    expect(s.cards[uid(s, 'Andi Liu')].zone).toBe('ash');
    expect(s.cards[uid(s, 'Alexander Silverson')].blood).toBe(5);
    // "committed diablerie since your last turn" (LSJ 20020429): no Methuselah's turn has ended since
    expect(s.cards[uid(s, 'Alexander Silverson')].diablerie).toEqual({ ended: [] });
    expect(s.ref?.diablerist).toBe(uid(s, 'Alexander Silverson'));
    s = choose(s, `v:${uid(s, 'Alexander Silverson')}:n`);
    s = choose(s, `v:${uid(s, 'Horst von Brühl')}:y`);
    expect(s.cards[uid(s, 'Alexander Silverson')].zone).toBe('ready'); // 2 for, 2 against: tie fails
    let t = build({
      seats: [
        { ready: [V('Alexander Silverson', 2)] },
        { torpor: [V('Andi Liu', 3)], ready: [V('Horst von Brühl', 3), V('Lenny Burkhead', 3)] },
      ],
    });
    t = announce(t, uid(t, 'Alexander Silverson'), 'diab:');
    t = choose(t, 'decline');
    t = choose(t, `v:${uid(t, 'Alexander Silverson')}:n`);
    t = choose(t, `v:${uid(t, 'Horst von Brühl')}:y`);
    t = choose(t, `v:${uid(t, 'Lenny Burkhead')}:y`);
    expect(t.cards[uid(t, 'Alexander Silverson')].zone).toBe('ash'); // 3 for, 2 against: the diablerist burns
  });

  it('6.5.5 Diablerie: the diablerist may leave equipment to burn', () => {
    const gun = plainEquipment('t-dgun', 'Diab Gun');
    const knife = plainEquipment('t-dknife', 'Diab Knife');
    let s = build({
      defs: [gun, knife],
      seats: [
        { ready: [V('Alexander Silverson', 2)] },
        { torpor: [V('Andi Liu', 3, { attached: [{ card: 'Diab Gun' }, { card: 'Diab Knife' }] })], ready: [V('Horst von Brühl', 3)] },
      ],
    });
    const d = uid(s, 'Alexander Silverson');
    const victim = uid(s, 'Andi Liu');
    const g = uid(s, 'Diab Gun');
    const k = uid(s, 'Diab Knife');
    s = announce(s, d, 'diab:');
    s = choose(s, 'decline');
    // step 1 done (blood moved), step 2 asked of the diablerist's controller, the victim not burned yet
    expect(dec(s).kind).toBe('vtes.diablerieEquipment');
    expect(dec(s).seat).toBe(0);
    expect(ids(s)).toEqual([`t:${g}`, `t:${k}`, 'done']);
    expect(s.cards[d].blood).toBe(5);
    expect(s.cards[victim].zone).toBe('torpor');
    expect(s.ref).toBeNull();
    s = choose(s, `t:${g}`);
    // one piece at a time: asked again while equipment remains
    expect(dec(s).kind).toBe('vtes.diablerieEquipment');
    expect(ids(s)).toEqual([`t:${k}`, 'done']);
    s = choose(s, 'done');
    // step 3: the victim burns with what is left on it; then the blood hunt (6.5.6)
    expect(s.cards[g].host).toBe(d);
    expect(s.cards[g].zone).toBe('attached');
    expect(s.cards[victim].zone).toBe('ash');
    expect(s.cards[k].zone).toBe('ash');
    expect(s.ref?.diablerist).toBe(d);
    // taking everything ends the step without a "done"
    let t = build({
      defs: [gun],
      seats: [{ ready: [V('Alexander Silverson', 2)] }, { torpor: [V('Andi Liu', 3, { attached: [{ card: 'Diab Gun' }] })] }],
    });
    t = announce(t, uid(t, 'Alexander Silverson'), 'diab:');
    t = choose(t, `t:${uid(t, 'Diab Gun')}`);
    expect(t.cards[uid(t, 'Diab Gun')].host).toBe(uid(t, 'Alexander Silverson'));
    expect(t.cards[uid(t, 'Andi Liu')].zone).toBe('ash');
  });
});
