/** Withdrawal (vtes-es:9.2; vtes-pl:Wycofanie się z rozgrywki). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../schema/effects';
import { predatorOf, preyOf } from '../core/state';
import { announce, build, choose, chooseP, dec, ids, passUntil, toNextTurnOf, uid, V, withdrawing } from '../testing/testing';

describe('V:TES withdrawal (vtes-es:9.2; vtes-pl:Wycofanie się z rozgrywki)', () => {
  it('9.2 a withdrawal with no combat, no blood and no pool lost succeeds: 1 VP, the predator gets neither VP nor pool', () => {
    let s = build({ seats: [{ library: [], hand: ['Rebel'], ready: [V('Ashley', 3)] }, {}, {}], phase: 'discard', active: 2 });
    s = passUntil(s, (x) => x.active === 0);
    expect(ids(s)).toContain('withdraw');
    s = choose(s, 'withdraw');
    s = toNextTurnOf(s, 0);
    expect(s.seats[0].withdrawn).toBe(true);
    expect(s.seats[0].vp).toBe(1);
    expect(s.seats[2].vp).toBe(0); // the predator
    expect(s.seats[2].pool).toBe(30);
    expect(s.phase).not.toBe('over');
    // the table closes up: the predator's new prey is the withdrawn seat's prey
    expect(preyOf(s, 2)).toBe(1);
    expect(predatorOf(s, 1)).toBe(2);
  });

  it('9.2 withdrawal is offered only with an empty library and fewer cards in hand than the hand size', () => {
    const full = build({
      seats: [{ library: [], hand: ['Rebel', 'Rebel', 'Rebel', 'Rebel', 'Rebel', 'Rebel', 'Rebel'] }, {}],
      phase: 'discard',
      active: 1,
    });
    const f = passUntil(full, (x) => x.active === 0);
    expect(f.phase === 'unlock' ? ids(f) : []).not.toContain('withdraw');
    const lib = build({ seats: [{ library: ['Rebel'], hand: ['Rebel'] }, {}], phase: 'discard', active: 1 });
    const l = passUntil(lib, (x) => x.active === 0);
    expect(l.phase === 'unlock' ? ids(l) : []).not.toContain('withdraw');
  });

  it('9.2 condition 1: one of the Methuselah’s minions entering combat breaks the withdrawal, even with no blood lost', () => {
    // seat 2 bleeds its prey (seat 0); seat 0 blocks and its vampire enters combat
    let s = withdrawing(build({ seats: [{ ready: [V('Rayne', 2)] }, {}, { ready: [V('Ashley', 3)] }], active: 2 }));
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    expect(dec(s).seat).toBe(0);
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat || !x.act);
    expect(s.combat).not.toBeNull();
    expect(s.cards[uid(s, 'Rayne')].blood).toBe(2);
    expect(s.seats[0].pool).toBe(30);
    expect(s.seats[0].withdrawing?.broken).toBe(true);
    s = toNextTurnOf(s, 0);
    expect(s.seats[0].withdrawn).toBe(false);
    expect(s.seats[0].vp).toBe(0);
  });

  it('9.2 condition 2: a minion spending blood breaks the withdrawal (becoming anarch)', () => {
    let s = withdrawing(build({ seats: [{ ready: [V('Ashley', 3)] }, {}, {}] }));
    s = announce(s, uid(s, 'Ashley'), 'anarch:');
    expect(s.seats[0].withdrawing?.broken).toBe(true);
    s = toNextTurnOf(s, 0);
    expect(s.seats[0].withdrawn).toBe(false);
  });

  it('9.2 condition 2: a minion losing blood to the pool (Blood Doll) breaks it even though the pool gains', () => {
    let s = withdrawing(
      build({ seats: [{ ready: [V('Ashley', 2, { attached: [{ card: 'Blood Doll' }] })] }, {}, {}], phase: 'master', turnsTaken: 10 }),
    );
    s.phase = 'master';
    const o = dec(s).options.find((x) => x.label.key === 'log-vtes:opt.dollOut')?.id;
    expect(o).toBeDefined();
    s = choose(s, o!);
    expect(s.seats[0].pool).toBe(31);
    expect(s.seats[0].withdrawing?.broken).toBe(true);
  });

  it('9.2 condition 2: a minion whose blood is stolen in combat loses blood (its Methuselah’s withdrawal breaks)', () => {
    const sb: CardDef = {
      id: 't-sb',
      name: 'Steal Test',
      kind: 'library',
      types: ['Combat'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'strike', s: 'stealBlood', dmg: 2 }] }],
    };
    let s = withdrawing(
      build({ defs: [sb], seats: [{ ready: [V('Sully', 3)] }, {}, { ready: [V('Ashley', 1)], hand: ['Steal Test'] }], active: 2 }),
    );
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    // the combat already broke it (tested above); look at the stolen blood on its own
    s.seats[0].withdrawing = { turn: s.turn, broken: false };
    s = chooseP(s, 'card:');
    s = choose(s, 'hand');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Sully')].blood).toBe(1);
    expect(s.seats[0].withdrawing?.broken).toBe(true);
  });

  it('9.2 condition 3: pool moved to an uncontrolled vampire breaks the withdrawal even if taken back', () => {
    let s = withdrawing(build({ seats: [{ uncontrolled: [V('Rayne', 0)] }, {}, {}], phase: 'influence' }));
    const r = uid(s, 'Rayne');
    s = choose(s, `give:${r}`);
    s = choose(s, `take:${r}`);
    expect(s.seats[0].pool).toBe(30);
    expect(s.seats[0].withdrawing?.broken).toBe(true);
    s = toNextTurnOf(s, 0);
    expect(s.seats[0].withdrawn).toBe(false);
    expect(s.seats[0].vp).toBe(0);
  });

  it('9.2 condition 3: pool burned by a bleed breaks the withdrawal', () => {
    let s = withdrawing(build({ seats: [{}, {}, { ready: [V('Ashley', 3)] }], active: 2 }));
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    expect(s.seats[0].pool).toBe(29);
    expect(s.seats[0].withdrawing?.broken).toBe(true);
  });
});
