/** Titles: votes by title and contested titles (vtes-es:4.2, 6.3.3, 10, 10.5; vtes-pl:Sporne tytuły, Uzyskiwanie głosów). Scenario tests on hand-built states (testing.ts). */
import { plainEquipment } from '../testing/card-testing';
import { describe, expect, it } from 'vitest';
import {} from './state';
import { titleOf, titleVotes } from './held-titles';
import { build, choose, chooseP, dec, ids, passUntil, uid, V, announce } from '../testing/testing';
import { type CardDef, STARTER_DEFS } from '../data/starters';

describe('V:TES contested titles (vtes-es:4.2, 10.5; vtes-pl:Sporne tytuły, Anarchiści)', () => {
  it('10.5 (es-2018) a baron contesting with a prince of the same city pays 2 blood each unlock (1 more than usual)', () => {
    let s = build({
      seats: [{ uncontrolled: [V('Horst von Brühl', 6)] }, { ready: [V('Aline Gädeke', 4, { anarch: true })] }],
      phase: 'influence',
      edition: 'es-2018',
    });
    s = chooseP(s, 'influence:');
    const al = uid(s, 'Aline Gädeke');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.unlock', 30);
    expect(s.active).toBe(1);
    s = choose(s, `title:${al}:pay`);
    expect(s.cards[al].blood).toBe(2);
    // the prince pays the usual 1
    const h = uid(s, 'Horst von Brühl');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.unlock', 30);
    expect(s.active).toBe(0);
    const before = s.cards[h].blood;
    s = choose(s, `title:${h}:pay`);
    expect(s.cards[h].blood).toBe(before - 1);
  });

  it('10.5 (es-2018) a baron with less blood than the raised cost must yield', () => {
    let s = build({
      seats: [{ uncontrolled: [V('Horst von Brühl', 6)] }, { ready: [V('Aline Gädeke', 1, { anarch: true })] }],
      phase: 'influence',
      edition: 'es-2018',
    });
    s = chooseP(s, 'influence:');
    const al = uid(s, 'Aline Gädeke');
    s = passUntil(s, (x) => x.active === 1 && x.phase !== 'discard', 30);
    expect(s.cards[al].contestedTitle || s.cards[al].noTitle).toBe(true);
    if (s.phase === 'unlock') expect(ids(s)).not.toContain(`title:${al}:pay`);
  });

  it('vtes-pl Sporne tytuły, Anarchiści (vekn-current): a baron contesting with a prince pays the usual 1 blood', () => {
    let s = build({
      seats: [{ uncontrolled: [V('Horst von Brühl', 6)] }, { ready: [V('Aline Gädeke', 4, { anarch: true })] }],
      phase: 'influence',
      edition: 'vekn-current',
    });
    s = chooseP(s, 'influence:');
    const al = uid(s, 'Aline Gädeke');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.unlock', 30);
    expect(s.active).toBe(1);
    s = choose(s, `title:${al}:pay`);
    expect(s.cards[al].blood).toBe(3);
  });

  it('4.2 a contestant does not get the title back while its rival is in torpor and has not yielded yet', () => {
    let s = build({
      seats: [{ torpor: [V('Horst von Brühl', 2)], hand: ['Rebel'] }, { ready: [V('Aline Gädeke', 4, { anarch: true })] }],
      phase: 'discard',
      active: 0,
    });
    expect(dec(s).kind).toBe('vtes.discard');
    const h = uid(s, 'Horst von Brühl');
    const al = uid(s, 'Aline Gädeke');
    s.cards[h].contestedTitle = true;
    s.cards[al].contestedTitle = true;
    s = passUntil(s, (x) => x.active === 1);
    // seat 1's unlock: Horst (torpid) has not yielded yet, so Aline still contests (and is asked to pay or yield)
    expect(s.cards[al].contestedTitle).toBe(true);
    s = choose(s, `title:${al}:pay`);
    // seat 0's unlock: the torpid Horst must yield
    s = passUntil(s, (x) => x.active === 0 && x.phase !== 'unlock', 40);
    expect(s.cards[h].noTitle).toBe(true);
    // seat 1's next unlock: alone, Aline gets the title back
    s = passUntil(s, (x) => x.active === 1 && x.phase !== 'unlock', 40);
    expect(s.cards[al].contestedTitle).toBe(false);
  });
});

describe('V:TES titles (vtes-es:6.3.3, 10, 4.2; vtes-pl:Uzyskiwanie głosów, Inne sekty wampirów)', () => {
  it('6.3.3 votes by title: primogen and bishop 1; prince, archbishop, baron, kholo and magaji 2; justicar and cardinal 3; inner circle and regent 4; priscus none (a ballot)', () => {
    const table: [Parameters<typeof titleVotes>[0], number][] = [
      ['primogen', 1],
      ['bishop', 1],
      ['prince', 2],
      ['archbishop', 2],
      ['baron', 2],
      ['kholo', 2],
      ['magaji', 2],
      ['justicar', 3],
      ['cardinal', 3],
      ['inner circle', 4],
      ['regent', 4],
      ['priscus', 0],
      [undefined, 0],
    ];
    for (const [t, n] of table) expect(titleVotes(t), String(t)).toBe(n);
  });

  it('4.2 a vampire whose title is contested is treated as untitled (no votes) but still acts normally', () => {
    const s = build({ seats: [{ ready: [V('Horst von Brühl', 4)] }, {}] });
    const h = uid(s, 'Horst von Brühl');
    expect(titleOf(s, h)).toBe('prince');
    s.cards[h].contestedTitle = true;
    expect(titleOf(s, h)).toBeUndefined();
    expect(ids(s)).toContain(`min:${h}`);
  });
});

describe('V:TES sects, titles and equipment (10, 6.3.3, 6.1.3)', () => {
  const base = STARTER_DEFS.get('201533')!; // a 3-capacity vampire as a template
  const vamp = (id: string, name: string, more: Partial<CardDef>): CardDef => ({ ...base, id, name, modes: [], ...more });

  it('6.3.3 the prisci bloc: the 3 votes go with the majority of the prisci ballots', () => {
    const defs = ['A', 'B', 'C'].map((x) => vamp(`t-pr${x}`, `Priscus ${x}`, { title: 'priscus', sect: 'sabbat', clan: ['Lasombra'] }));
    let s = build({
      defs,
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { ready: [V('Priscus A', 2), V('Priscus B', 2)] },
        { ready: [V('Priscus C', 2)] },
      ],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    s = choose(s, `b:${uid(s, 'Priscus A')}:n`);
    s = choose(s, `b:${uid(s, 'Priscus B')}:n`);
    s = choose(s, `b:${uid(s, 'Priscus C')}:y`);
    // 6.3.2 votes in any order: seat 0 passed before the ballots, so it is asked again
    expect(dec(s).seat).toBe(0);
    s = choose(s, 'done');
    // 0 votes for, bloc of 3 against: failed, nobody burns pool
    expect(s.ref).toBeNull();
    expect(s.seats[1].pool).toBe(30);
  });

  it('10.1 a justicar title is unique per clan: two justicars of one clan contest it', () => {
    const defs = [
      vamp('t-j1', 'Justicar One', { title: 'justicar', clan: ['Malkavian'], capacity: 3 }),
      vamp('t-j2', 'Justicar Two', { title: 'justicar', clan: ['Malkavian'], capacity: 3 }),
    ];
    let s = build({ defs, seats: [{ uncontrolled: [V('Justicar One', 3)] }, { ready: [V('Justicar Two', 3)] }], phase: 'influence' });
    s = chooseP(s, 'influence:');
    expect(s.cards[uid(s, 'Justicar One')].contestedTitle).toBe(true);
    expect(s.cards[uid(s, 'Justicar Two')].contestedTitle).toBe(true);
  });

  it('6.4.5 destroy equipment: Heroic Might lets its vampire strike to burn an equipment', () => {
    const gun = plainEquipment('t-gun', 'Test Gun');
    let s = build({
      defs: [gun],
      seats: [
        { ready: [V('Octane', 4, { attached: [{ card: 'Heroic Might', mode: 0 }] })] },
        { ready: [V('Sully', 3, { attached: [{ card: 'Test Gun' }] })] },
      ],
    });
    s = announce(s, uid(s, 'Octane'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = chooseP(s, 'burnEq:');
    s = choose(s, 'none');
    expect(s.cards[uid(s, 'Test Gun')].zone).toBe('ash');
  });

  it('6.1.3 equip from another minion you control: +1 stealth; the equipment moves only on success', () => {
    const gun = plainEquipment('t-gun', 'Test Gun');
    let s = build({
      defs: [gun],
      seats: [{ ready: [V('Ashley', 3), V('Sully', 3, { attached: [{ card: 'Test Gun' }] })] }, { ready: [V('Rayne', 2)] }],
    });
    const a = uid(s, 'Ashley');
    s = announce(s, a, 'takeEquip:');
    s = chooseP(s, 'block:'); // stealth 1 vs intercept 0: fails
    expect(s.cards[uid(s, 'Test Gun')].host).toBe(a);
  });
});
