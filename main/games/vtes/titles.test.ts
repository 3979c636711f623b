/** Titles: votes by title and contested titles (vtes-es:4.2, 6.3.3, 10, 10.5; vtes-pl:Sporne tytuły, Uzyskiwanie głosów). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import { titleOf, titleVotes } from './state';
import { build, choose, chooseP, dec, ids, passUntil, uid, V } from './testing';

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
