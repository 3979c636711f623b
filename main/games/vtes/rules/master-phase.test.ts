/** The master phase (vtes-es:1.6.2.5, 5; vtes-pl:Karty mistrza). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { build, choose, chooseP, ids, uid, V, dec, passUntil } from '../testing/testing';
import { STARTER_DEFS } from '../data/starters';
import { forgetDecision } from './kernel';

describe('V:TES master phase (vtes-es:1.6.2.5, 5; vtes-pl:Karty mistrza)', () => {
  it('1.6.2.5 es-2018: only one trifle may be played per turn; vtes-pl:Drobnostka a later trifle is a normal master card', () => {
    for (const edition of ['es-2018', 'vekn-current'] as const) {
      let s = build({
        edition,
        seats: [{ ready: [V('Ashley', 1)], hand: ['Life in the City', 'Life in the City', 'Blood Doll'] }, {}],
        phase: 'master',
      });
      const [l1, l2] = s.seats[0].zones.hand;
      s = choose(s, `m:${l1}`);
      s = chooseP(s, 't:');
      expect(s.turnFlags.masterLeft).toBe(1);
      if (edition === 'es-2018') expect(ids(s)).not.toContain(`m:${l2}`);
      else expect(ids(s)).toContain(`m:${l2}`);
      expect(ids(s)).toContain(`m:${uid(s, 'Blood Doll')}`);
    }
  });
});

describe('V:TES master phase and titles (5, 1.6.2, 4.2)', () => {
  it('5 one master card per master phase; 1.6.2.5 a trifle gives one extra master action', () => {
    let s = build({
      seats: [{ ready: [V('Ashley', 1)], hand: ['Life in the City', 'Life in the City', 'Blood Doll'] }, {}],
      phase: 'master',
    });
    const [l1, l2] = s.seats[0].zones.hand;
    s = choose(s, `m:${l1}`);
    s = chooseP(s, 't:');
    expect(s.turnFlags.masterLeft).toBe(1); // the trifle gave the action back
    s = choose(s, `m:${l2}`);
    s = chooseP(s, 't:');
    // a second trifle in the same turn gives no extra action: nothing else can be played
    expect(s.turnFlags.masterLeft).toBe(0);
    expect(s.phase).toBe('minion');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(3);
  });

  it('4.2 a contested title costs 1 blood each unlock phase or is yielded', () => {
    let s = build({
      seats: [{ uncontrolled: [V('Horst von Brühl', 6)] }, { ready: [V('Aline Gädeke', 4, { anarch: true })] }],
      phase: 'influence',
    });
    s = chooseP(s, 'influence:');
    const h = uid(s, 'Horst von Brühl');
    expect(s.cards[h].contestedTitle).toBe(true);
    const al = uid(s, 'Aline Gädeke');
    expect(s.cards[al].contestedTitle).toBe(true);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.unlock', 30);
    expect(s.active).toBe(1);
    s = choose(s, `title:${al}:pay`);
    expect(s.cards[al].blood).toBe(3); // vekn-current: 1 blood, no baron surcharge (that is es-2018 10.5)
    s = passUntil(s, (x) => dec(x).kind === 'vtes.unlock', 30);
    expect(s.active).toBe(0);
    s = choose(s, `title:${h}:yield`);
    expect(s.cards[h].noTitle).toBe(true);
    s = passUntil(s, (x) => x.active === 1 && x.phase !== 'unlock', 30);
    expect(s.cards[al].contestedTitle).toBe(false); // alone again: the title is back at her unlock
  });
});

describe('V:TES "only one can be played each turn" (limit onePer turn: Ashur Tablets)', () => {
  it('a second copy is not offered in the same turn, by the same Methuselah; the next turn it is', () => {
    const doll = [...STARTER_DEFS.values()].find((d) => d.name === 'Blood Doll')!;
    const once = {
      ...doll,
      id: 'test-once',
      name: 'Test Once',
      modes: doll.modes.map((m) => ({ ...m, limits: [{ onePer: 'turn' as const }] })),
    };
    let s = build({
      seats: [{ ready: [V('Ashley', 1)], hand: ['Test Once', 'Test Once', 'Blood Doll'] }, {}],
      phase: 'master',
      defs: [once],
    });
    s = { ...s, turnFlags: { ...s.turnFlags, masterLeft: 3 } };
    forgetDecision(s);
    const [a, b] = s.seats[0].zones.hand;
    s = chooseP(choose(s, `m:${a}`), 't:');
    expect(s.turnFlags.playedOnce).toEqual(['test-once']);
    expect(ids(s)).not.toContain(`m:${b}`);
    expect(ids(s)).toContain(`m:${uid(s, 'Blood Doll', 0, 'hand')}`);
    s = { ...s, turnFlags: { ...s.turnFlags, playedOnce: undefined } };
    forgetDecision(s);
    expect(ids(s)).toContain(`m:${b}`);
  });
});
