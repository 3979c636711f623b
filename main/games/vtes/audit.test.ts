/**
 * Rules audit (issue #5): scenario tests for rule points of both rulebooks that had no test in
 * rules.test.ts / cards.test.ts. Named after the section (vtes-es = 2018 Spanish rulebook,
 * vtes-pl = current VEKN rulebook in Polish, by chapter).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from './starters';
import { predatorOf, preyOf, titleOf, titleVotes, type VtesState } from './state';
import { vtesModule } from './module';
import { applyDamageForTests } from './rules';
import { announce, build, type CardSpec, choose, chooseP, dec, ids, passUntil, uid } from './testing';

const V = (card: string, blood = 3, more: Partial<CardSpec> = {}): CardSpec => ({ card, blood, ...more });

/** Marks seat 0 as having declared withdrawal (9.2) in its last unlock phase. */
function withdrawing(s: VtesState, seat = 0): VtesState {
  s.seats[seat].withdrawing = { turn: s.turn, broken: false };
  return s;
}

/** Plays on (passing) until `seat`'s next turn has started (or the game is over). */
function toNextTurnOf(s: VtesState, seat: number): VtesState {
  const t = s.turn;
  return passUntil(s, (x) => x.phase === 'over' || (x.turn > t && (x.active === seat || x.seats[seat].withdrawn)), 120);
}

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
    const full = build({ seats: [{ library: [], hand: ['Rebel', 'Rebel', 'Rebel', 'Rebel', 'Rebel', 'Rebel', 'Rebel'] }, {}], phase: 'discard', active: 1 });
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
    let s = withdrawing(build({ seats: [{ ready: [V('Ashley', 2, { att: [{ card: 'Blood Doll' }] })] }, {}, {}], phase: 'master', turnsTaken: 10 }));
    s.phase = 'master';
    const o = ids(s).find((x) => x.startsWith('doll:') && x.endsWith(':out'));
    expect(o).toBeDefined();
    s = choose(s, o!);
    expect(s.seats[0].pool).toBe(31);
    expect(s.seats[0].withdrawing?.broken).toBe(true);
  });

  it('9.2 condition 2: a minion whose blood is stolen in combat loses blood (its Methuselah’s withdrawal breaks)', () => {
    const sb: CardDef = { id: 't-sb', name: 'Steal Test', kind: 'library', types: ['Combat'], clan: [], reqs: [], automation: 'full', modes: [{ kind: 'combat', reqs: [], effects: [{ e: 'strike', s: 'stealBlood', dmg: 2 }] }] };
    let s = withdrawing(build({ defs: [sb], seats: [{ ready: [V('Sully', 3)] }, {}, { ready: [V('Ashley', 1)], hand: ['Steal Test'] }], active: 2 }));
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

describe('V:TES bleed and the Edge (vtes-es:6.1.1, 2.2, 9.1; vtes-pl:Drenowanie)', () => {
  it('6.1.1 a successful bleed takes the Edge from the Methuselah who holds it', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, {}, {}], edge: 2 });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    expect(s.edge).toBe(0);
  });

  it('6.1.1 a bleed reduced to 0 burns no pool and gives no Edge (the holder keeps it)', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [{ card: '47th Street Royals', blood: 2 }] }, {}], edge: 1 });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = choose(s, 'decline');
    s = chooseP(s, 'burnself:');
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(30);
    expect(s.edge).toBe(1);
  });

  it('9.1 the Edge of an ousted Methuselah goes back to the centre, uncontrolled', () => {
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, { pool: 1, ready: [V('Ashley', 2)] }, {}], edge: 1 });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    s = choose(s, 'call:y');
    s = chooseP(s, 'v:');
    s = passUntil(s, (x) => !x.ref);
    expect(s.seats[1].ousted).toBe(true);
    expect(s.edge).toBeNull();
  });
});

describe('V:TES ousting (vtes-es:9.1; vtes-pl:Zakończenie rozgrywki)', () => {
  it('9.1 the predator gets 1 VP and 6 pool when its prey is ousted, whoever ousts it', () => {
    // seat 0 ousts seat 2 with a referendum; seat 2's predator is seat 1
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, {}, { pool: 1, ready: [V('Ashley', 2)] }, {}] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    s = choose(s, 'call:y');
    s = chooseP(s, 'v:');
    s = passUntil(s, (x) => !x.ref);
    expect(s.seats[2].ousted).toBe(true);
    expect(s.seats[1].vp).toBe(1);
    expect(s.seats[1].pool).toBe(36);
    expect(s.seats[0].vp).toBe(0);
    expect(s.seats[0].pool).toBe(29); // its own minion
    expect(preyOf(s, 1)).toBe(3);
  });

  it('9.1 / I.1.2 an ousted Methuselah’s master card on another’s vampire leaves the game; another Methuselah’s card on the ousted vampires burns to its owner’s ash heap', () => {
    let s = build({
      seats: [
        { pool: 1, ready: [V('Ashley', 2, { att: [{ card: 'Haven Uncovered' }] })] },
        { ready: [V('Rayne', 2, { att: [{ card: 'Haven Uncovered' }] })] },
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
      ],
      active: 2,
    });
    const onAshley = s.cards[uid(s, 'Ashley')].att[0];
    const onRayne = s.cards[uid(s, 'Rayne')].att[0];
    // seat 1 played the card on seat 0's vampire, seat 0 the one on seat 1's vampire
    Object.assign(s.cards[onAshley], { owner: 1, ctl: 1 });
    Object.assign(s.cards[onRayne], { owner: 0, ctl: 0 });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    s = choose(s, 'call:y');
    s = chooseP(s, 'v:');
    s = passUntil(s, (x) => !x.ref);
    expect(s.seats[0].ousted).toBe(true);
    expect(s.cards[onRayne].zone).toBe('removed');
    expect(s.cards[uid(s, 'Rayne')].att).not.toContain(onRayne);
    expect(s.cards[onAshley].zone).toBe('ash');
    expect(s.seats[1].zones.ash).toContain(onAshley);
  });

  it('9.1 / vtes-pl:Zakończenie rozgrywki a tie for the most VP: a shared victory in es-2018, no winner in the current edition', () => {
    for (const edition of ['es-2018', 'vekn-current'] as const) {
      let s = build({ edition, seats: [{ ready: [V('Ashley', 3)] }, { pool: 1 }] });
      s.seats[0].vp = 1;
      s.seats[1].vp = 3;
      s = announce(s, uid(s, 'Ashley'), 'bleed:');
      expect(s.phase).toBe('over');
      expect(s.result!.scores).toEqual([3, 3]);
      expect(s.result!.ranking).toEqual([[0, 1]]);
      expect(s.result!.reason?.key).toBe(edition === 'es-2018' ? 'log-vtes:result.tieShared' : 'log-vtes:result.tieNoWinner');
    }
  });
});

describe('V:TES master phase (vtes-es:1.6.2.5, 5; vtes-pl:Karty mistrza)', () => {
  it('1.6.2.5 es-2018: only one trifle may be played per turn; vtes-pl:Drobnostka a later trifle is a normal master card', () => {
    for (const edition of ['es-2018', 'vekn-current'] as const) {
      let s = build({ edition, seats: [{ ready: [V('Ashley', 1)], hand: ['Life in the City', 'Life in the City', 'Blood Doll'] }, {}], phase: 'master' });
      const [l1, l2] = s.seats[0].zones.hand;
      s = choose(s, `m:${l1}`);
      s = chooseP(s, 't:');
      expect(s.tf.masterLeft).toBe(1);
      if (edition === 'es-2018') expect(ids(s)).not.toContain(`m:${l2}`);
      else expect(ids(s)).toContain(`m:${l2}`);
      expect(ids(s)).toContain(`m:${uid(s, 'Blood Doll')}`);
    }
  });
});

describe('V:TES contested titles (vtes-es:4.2, 10.5; vtes-pl:Sporne tytuły, Anarchiści)', () => {
  it('10.5 a baron contesting with a prince of the same city pays 2 blood each unlock (1 more than usual)', () => {
    let s = build({ seats: [{ uncontrolled: [V('Horst von Brühl', 6)] }, { ready: [V('Aline Gädeke', 4, { anarch: true })] }], phase: 'influence' });
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

  it('10.5 a baron with less blood than the raised cost must yield', () => {
    let s = build({ seats: [{ uncontrolled: [V('Horst von Brühl', 6)] }, { ready: [V('Aline Gädeke', 1, { anarch: true })] }], phase: 'influence' });
    s = chooseP(s, 'influence:');
    const al = uid(s, 'Aline Gädeke');
    s = passUntil(s, (x) => x.active === 1 && x.phase !== 'discard', 30);
    expect(s.cards[al].contestedTitle || s.cards[al].noTitle).toBe(true);
    if (s.phase === 'unlock') expect(ids(s)).not.toContain(`title:${al}:pay`);
  });

  it('4.2 a contestant does not get the title back while its rival is in torpor and has not yielded yet', () => {
    let s = build({ seats: [{ torpor: [V('Horst von Brühl', 2)], hand: ['Rebel'] }, { ready: [V('Aline Gädeke', 4, { anarch: true })] }], phase: 'discard', active: 0 });
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

describe('V:TES damage (vtes-es:6.4.6; vtes-pl:Rozpatrywanie obrażeń)', () => {
  it('6.4.6 example: 1 blood and 1 aggravated damage: wounded, to torpor with its 1 blood', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 1)] }, {}] });
    s = applyDamageForTests(s, uid(s, 'Ashley'), 0, 1);
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('torpor');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(1);
  });

  it('6.4.6 example: 2 blood and 3 aggravated damage: 1 wounds, 2 burn 2 blood, to torpor empty', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 2)] }, {}] });
    s = applyDamageForTests(s, uid(s, 'Ashley'), 0, 3);
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('torpor');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(0);
  });

  it('6.4.6 example: 1 blood, 2 normal and 1 aggravated damage: normal first, then the aggravated point burns the wounded vampire', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 1)] }, {}] });
    s = applyDamageForTests(s, uid(s, 'Ashley'), 2, 1);
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('ash');
  });

  it('6.4.6 allies treat aggravated damage as normal damage and burn with their last life', () => {
    let s = build({ seats: [{ ready: [{ card: '47th Street Royals', blood: 2 }] }, {}] });
    const r = uid(s, '47th Street Royals');
    s = applyDamageForTests(s, r, 0, 1);
    expect(s.cards[r].zone).toBe('ready');
    expect(s.cards[r].blood).toBe(1);
    s = applyDamageForTests(s, r, 0, 1);
    expect(s.cards[r].zone).toBe('ash');
  });

  it('6.5.1 retainers and equipment stay on a vampire that goes to torpor', () => {
    let s = build({ seats: [{ ready: [V('Ryan', 1, { att: [{ card: 'Murder of Crows', blood: 1 }] })] }, {}] });
    const r = uid(s, 'Ryan');
    s = applyDamageForTests(s, r, 3, 0);
    expect(s.cards[r].zone).toBe('torpor');
    expect(s.cards[uid(s, 'Murder of Crows')].host).toBe(r);
  });
});

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

describe('V:TES torpor actions (vtes-es:6.5.3, 6.5.4; vtes-pl:Ratowanie wampira z letargu, Diabolizacja wampira w letargu)', () => {
  it('6.5.3 rescuing your own torpid vampire is undirected with +1 stealth; another Methuselah’s is directed with no stealth', () => {
    const s = build({ seats: [{ ready: [V('Ashley', 3)], torpor: [V('Rayne', 2)] }, { ready: [V('Sully', 3)], torpor: [V('Ryan', 2)] }, { ready: [V('Meaghan', 3)] }] });
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
    const s = build({ seats: [{ ready: [V('Ashley', 3)], torpor: [V('Rayne', 2)] }, { ready: [V('Sully', 3)], torpor: [V('Ryan', 2)] }, {}] });
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

describe('V:TES votes (vtes-es:6.3.3; vtes-pl:Uzyskiwanie głosów, Letarg)', () => {
  it('6.3.3 a locked titled vampire still votes; a torpid one has no votes', () => {
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, { ready: [V('Belinde', 4, { locked: true })], torpor: [V('Lenny Burkhead', 3)] }] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    s = choose(s, 'done');
    expect(dec(s).seat).toBe(1);
    expect(ids(s)).toContain(`v:${uid(s, 'Belinde')}:n`);
    expect(ids(s).some((x) => x.includes(uid(s, 'Lenny Burkhead')))).toBe(false);
  });

  it('6.5.6 the blood hunt referendum is no action: no action modifier or reaction is offered, every Methuselah may vote', () => {
    let s = build({
      seats: [
        { ready: [V('Alexander Silverson', 2)], hand: ['Voter Captivation', 'Bewitching Oration'] },
        { torpor: [V('Andi Liu', 3)], ready: [V('Horst von Brühl', 3)], hand: ['Second Tradition: Domain'] },
      ],
    });
    s = announce(s, uid(s, 'Alexander Silverson'), 'diab:');
    s = choose(s, 'decline');
    expect(s.ref?.diablerist).toBe(uid(s, 'Alexander Silverson'));
    expect(dec(s).seat).toBe(0);
    expect(ids(s).some((x) => x.startsWith('mod:'))).toBe(false);
    s = choose(s, `v:${uid(s, 'Alexander Silverson')}:n`);
    expect(dec(s).seat).toBe(1);
    expect(ids(s).some((x) => x.startsWith('cancel:') || x.startsWith('against:'))).toBe(false);
  });
});

describe('V:TES combat rounds (vtes-es:6.4.1, 6.4.3; vtes-pl:Kolejność walki, Koniec rundy)', () => {
  const torporFight = (edition: 'es-2018' | 'vekn-current') => {
    let s = build({ edition, seats: [{ ready: [V('Valeriya Zinovieva', 4)], hand: ['Taste of Vitae'] }, { ready: [V('Meaghan', 1)] }] });
    s = announce(s, uid(s, 'Valeriya Zinovieva'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = choose(s, 'hand');
    s = choose(s, 'hand');
    return s;
  };

  it('vtes-pl:Kolejność walki the press step comes before the end of the round; a standing press to continue starts the next round after it', () => {
    let s = build({ seats: [{ ready: [V('Octane', 4)], hand: ['Immortal Grapple', 'Taste of Vitae'] }, { ready: [V('Colette', 4)] }] });
    s = announce(s, uid(s, 'Octane'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = passUntil(s, (x) => ids(x).some((o) => o.startsWith(`card:${uid(x, 'Immortal Grapple', 0, 'hand')}:1`)));
    s = choose(s, `card:${uid(s, 'Immortal Grapple', 0, 'hand')}:1`); // superior: optional press
    const steps: string[] = [];
    for (let i = 0; i < 20 && s.combat && s.combat.round === 1; i++) {
      const d = dec(s);
      steps.push(`${s.combat.step}:${d.seat}`);
      if (d.kind === 'vtes.press' && ids(s).includes('optpress')) s = choose(s, 'optpress');
      else if (d.kind === 'vtes.endOfRound' && d.seat === 0) s = chooseP(s, 'card:');
      else s = choose(s, ids(s).find((x) => ['pass', 'none', 'hand', 'ootpass'].includes(x))!);
    }
    const press = steps.findIndex((x) => x.startsWith('press:0'));
    const end = steps.findIndex((x) => x.startsWith('endRound:0'));
    expect(press).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(press);
    expect(s.combat?.round).toBe(2); // the press to continue stood
    expect(s.seats[0].zones.hand.some((h) => s.cards[h].cid === '101945')).toBe(false); // Taste of Vitae played at the end of round 1
  });

  it('vtes-pl:Koniec rundy the end-of-round step happens even when the combat ends early (Taste of Vitae after a torpor)', () => {
    let s = torporFight('vekn-current');
    expect(s.cards[uid(s, 'Meaghan')].zone).toBe('torpor');
    expect(dec(s).kind).toBe('vtes.endOfRound');
    expect(ids(s).some((x) => x.startsWith('card:'))).toBe(true);
    s = chooseP(s, 'card:');
    expect(s.cards[uid(s, 'Valeriya Zinovieva')].blood).toBe(3 + 1); // hit for 1, gains the 1 blood Meaghan lost
    s = passUntil(s, (x) => !x.combat);
    expect(s.combat).toBeNull();
  });

  it('6.4.3 es-2018: the combat ends at once when a combatant goes to torpor (no end-of-round step, no press)', () => {
    const s = torporFight('es-2018');
    expect(s.cards[uid(s, 'Meaghan')].zone).toBe('torpor');
    expect(s.combat).toBeNull();
    expect(s.cards[uid(s, 'Valeriya Zinovieva')].blood).toBe(3);
  });
});

describe('V:TES maneuvers and presses (vtes-es:6.4.2, 6.4.4; vtes-pl:Ustalanie zasięgu, Nacisk)', () => {
  const man: CardDef = { id: 't-man', name: 'Maneuver Test', kind: 'library', types: ['Combat'], clan: [], reqs: [], automation: 'full', modes: [{ kind: 'combat', reqs: [], effects: [{ e: 'maneuver' }] }] };
  const press: CardDef = { id: 't-press', name: 'Press Test', kind: 'library', types: ['Combat'], clan: [], reqs: [], automation: 'full', modes: [{ kind: 'combat', reqs: [], effects: [{ e: 'press' }] }] };

  it('6.4.2 maneuvers answer the last opposing maneuver; a minion never maneuvers twice in a row; the last maneuver sets the range', () => {
    let s = build({ defs: [man], seats: [{ ready: [V('Ashley', 3)], hand: ['Maneuver Test', 'Maneuver Test'] }, { ready: [V('Rayne', 2)], hand: ['Maneuver Test'] }] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.maneuver');
    expect(dec(s).seat).toBe(0); // the acting minion first
    s = chooseP(s, 'card:');
    expect(s.combat!.range).toBe('long');
    expect(dec(s).seat).toBe(1); // not Ashley again
    s = chooseP(s, 'card:');
    expect(s.combat!.range).toBe('close');
    expect(dec(s).seat).toBe(0);
    s = chooseP(s, 'card:');
    expect(s.combat!.range).toBe('long');
    // Rayne has no maneuver left: the range is long, the strikes follow
    expect(dec(s).kind).toBe('vtes.strike');
    expect(ids(s)).not.toContain('hand'); // hand strikes only at close range
  });

  it('6.4.4 a press to continue starts a new round unless the opponent cancels it with a press of its own', () => {
    let s = build({ defs: [press], seats: [{ ready: [V('Ashley', 3)], hand: ['Press Test'] }, { ready: [V('Rayne', 2)], hand: ['Press Test'] }] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.strike');
    s = choose(s, 'none');
    s = choose(s, 'none');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.press');
    expect(dec(s).seat).toBe(0);
    s = chooseP(s, 'card:');
    expect(dec(s).seat).toBe(1);
    s = chooseP(s, 'card:'); // cancels the press: the combat ends
    expect(s.combat).toBeNull();
  });
});

describe('V:TES minion actions (vtes-es:6.1, 6.3.1, 6.5.2, 6.5.3, 10.5)', () => {
  it('6.3.1 a political action is undirected with +1 stealth, and its terms are chosen only after it succeeds', () => {
    let s = build({ seats: [{ pool: 20, ready: [V('Horst von Brühl', 4)], hand: ['Parity Shift'] }, { ready: [V('Rayne', 2)] }, { ready: [V('Sully', 2)] }] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    expect(s.act!.target).toBeUndefined();
    expect(s.act!.stealth).toBe(1);
    expect(dec(s).kind).toBe('vtes.block'); // no term asked before the block attempts
    s = passUntil(s, (x) => !!x.ref);
    expect(s.ref!.step).toBe('terms');
  });

  it('6.1.2 an ally cannot hunt, take a political action, rescue, diablerize or become anarch', () => {
    const s = build({ seats: [{ ready: [{ card: '47th Street Royals', blood: 2 }], torpor: [V('Rayne', 2)], hand: ['Parity Shift'] }, {}] });
    const r = uid(s, '47th Street Royals');
    const o = ids(s).includes(`min:${r}`) ? ids(choose(s, `min:${r}`)) : [];
    for (const x of ['hunt:', 'rescue:', 'diab:', 'anarch:', 'card:']) expect(o.some((y) => y.startsWith(x))).toBe(false);
  });

  it('6.5.2 a leave-torpor action blocked by an ally simply fails: no diablerie, no combat, no cost', () => {
    let s = build({ seats: [{ torpor: [V('Rayne', 2)] }, { ready: [{ card: '47th Street Royals', blood: 2 }] }] });
    const r = uid(s, 'Rayne');
    s = announce(s, r, 'leave:');
    s.act!.stealth = 0; // as if a card had cancelled the +1 stealth: the ally's block succeeds
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !x.act);
    expect(s.combat).toBeNull();
    expect(s.cards[r].zone).toBe('torpor');
    expect(s.cards[r].blood).toBe(2);
  });

  it('6.5.3 a rescued vampire is neither locked nor unlocked by the rescue', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)], torpor: [V('Rayne', 2, { locked: true })] }, {}] });
    s.cards[uid(s, 'Rayne')].locked = true;
    s = announce(s, uid(s, 'Ashley'), `rescue:${uid(s, 'Ashley')}:${uid(s, 'Rayne')}:2`);
    expect(s.cards[uid(s, 'Rayne')].zone).toBe('ready');
    expect(s.cards[uid(s, 'Rayne')].locked).toBe(true);
  });

  it('10.5 a titled vampire cannot become anarch; one that yielded its title has none and may', () => {
    const s = build({ seats: [{ ready: [V('Horst von Brühl', 4)] }, {}] });
    const h = uid(s, 'Horst von Brühl');
    expect(ids(choose(s, `min:${h}`)).some((x) => x.startsWith('anarch:'))).toBe(false);
    s.cards[h].noTitle = true;
    expect(ids(choose(s, `min:${h}`)).some((x) => x.startsWith('anarch:'))).toBe(true);
    // a title card (vtes-es:11 Título) makes an untitled vampire titled
    const tc: CardDef = { id: 't-title', name: 'Title Test', kind: 'library', types: ['Master'], clan: [], reqs: [], automation: 'full', modes: [{ kind: 'master', reqs: [], effects: [{ e: 'titleCard', title: 'prince', city: 'Lyon' }] }] };
    const t = build({ defs: [tc], seats: [{ ready: [V('Ashley', 3, { att: [{ card: 'Title Test' }] })] }, {}] });
    expect(ids(choose(t, `min:${uid(t, 'Ashley')}`)).some((x) => x.startsWith('anarch:'))).toBe(false);
  });

  it('6.1.3 / vtes-pl:Ekwipowanie any ready minion, an ally too, may take equipment from another minion of its Methuselah', () => {
    const gun: CardDef = { id: 't-gun', name: 'Test Gun', kind: 'library', types: ['Equipment'], clan: [], reqs: [], modes: [{ kind: 'equip', reqs: [], effects: [] }], automation: 'full' };
    let s = build({ defs: [gun], seats: [{ ready: [{ card: '47th Street Royals', blood: 2 }, V('Sully', 3, { att: [{ card: 'Test Gun' }] })] }, {}] });
    const r = uid(s, '47th Street Royals');
    s = announce(s, r, 'takeEquip:');
    expect(s.cards[uid(s, 'Test Gun')].host).toBe(r);
  });

  it('7 a vampire with less blood than its capacity cannot be moved to the ready region', () => {
    const s = build({ seats: [{ uncontrolled: [V('Ashley', 2)] }, {}], phase: 'influence' });
    expect(ids(s)).not.toContain(`influence:${uid(s, 'Ashley')}`);
  });
});

describe('V:TES polling (vtes-es:6.3.2; vtes-pl:Referendum)', () => {
  it('6.3.2 votes are cast in any order: a Methuselah who passed is asked again after later votes; polling ends when all passed since the last vote', () => {
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, { ready: [V('Belinde', 4), V('Lenny Burkhead', 4)] }] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    expect(dec(s).seat).toBe(0);
    s = choose(s, 'done'); // seat 0 waits
    s = choose(s, `v:${uid(s, 'Belinde')}:n`);
    s = choose(s, 'done'); // seat 1 keeps Lenny's vote for now
    expect(dec(s).seat).toBe(0); // asked again: 2 against so far
    s = choose(s, 'call:y');
    s = choose(s, `v:${uid(s, 'Horst von Brühl')}:y`);
    expect(s.ref).not.toBeNull();
    expect(dec(s).seat).toBe(1); // may answer with the vote it kept
    s = choose(s, `v:${uid(s, 'Lenny Burkhead')}:n`);
    expect(dec(s).seat).toBe(0);
    s = choose(s, 'done');
    expect(s.ref).toBeNull(); // 3 for, 3 against: a tie fails
    expect(s.seats[1].pool).toBe(30);
  });
});

describe('V:TES the acting minion leaving play (vtes-es:6, 6.2.3)', () => {
  it('6 an acting minion sent to torpor before its action resolves has no effect (no bleed, no Edge)', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 1)] }, { ready: [V('Rayne', 2)] }] });
    const a = uid(s, 'Ashley');
    s = announce(s, a, 'bleed:');
    expect(dec(s).kind).toBe('vtes.block');
    s = applyDamageForTests(s, a, 3, 0); // e.g. an effect damages it during the action
    expect(s.cards[a].zone).toBe('torpor');
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(30);
    expect(s.edge).toBeNull();
  });
});

describe('V:TES political action cards as votes (vtes-es:6.3.3; vtes-pl:Uzyskiwanie głosów)', () => {
  it('6.3.3 a political action card burned for a vote is replaced only when the referendum ends', () => {
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, { ready: [V('Belinde', 4)], hand: ['Parity Shift', 'Rebel', 'Rebel', 'Rebel', 'Rebel', 'Rebel', 'Rebel'], library: ['Fame', 'Fame'] }] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    s = choose(s, 'done');
    s = chooseP(s, 'pc:');
    expect(s.ref).not.toBeNull();
    expect(s.seats[1].zones.hand).toHaveLength(6); // not replaced yet
    s = passUntil(s, (x) => !x.ref);
    expect(s.seats[1].zones.hand).toHaveLength(7);
    expect(s.seats[1].zones.library).toHaveLength(1);
  });
});

describe('V:TES discard phase (vtes-es:8, 1.6.4; vtes-pl:Faza odrzucania, Karty wydarzeń)', () => {
  const event: CardDef = { id: 't-event', name: 'Event Test', kind: 'library', types: ['Event'], clan: [], reqs: [], automation: 'partial', modes: [{ kind: 'event', reqs: [], effects: [{ e: 'manual', key: 'test' }] }] };

  it('1.6.4 an event is played with the discard phase action, and each event only once per game, whoever played it', () => {
    let s = build({ defs: [event], seats: [{ hand: ['Event Test', 'Rebel'] }, { hand: ['Event Test', 'Rebel'] }], phase: 'discard' });
    const e0 = uid(s, 'Event Test', 0);
    expect(ids(s)).toContain(`event:${e0}`);
    s = choose(s, `event:${e0}`);
    expect(s.cards[e0].zone).toBe('play');
    s = passUntil(s, (x) => x.active === 1 && x.phase === 'discard', 60);
    expect(ids(s)).not.toContain(`event:${uid(s, 'Event Test', 1)}`);
  });
});

describe('V:TES set-up (vtes-es:2.3; vtes-pl:Obszar gry)', () => {
  it('2.3 crypts and libraries are shuffled with the game’s seeded generator: the same seed deals the same cards, another seed others', () => {
    const cfg = vtesModule.parseConfig({ players: 4, edition: 'es-2018' });
    const deal = (seed: string) => {
      const s = vtesModule.setup(cfg, seed).state;
      return s.seats.map((x) => [...x.zones.hand, ...x.zones.uncontrolled].map((u) => s.cards[u].cid).join(','));
    };
    expect(deal('a')).toEqual(deal('a'));
    expect(deal('a')).not.toEqual(deal('b'));
  });
});

describe('V:TES additional strikes (vtes-es:6.4.3; vtes-pl:Dodatkowe ciosy)', () => {
  it('6.4.3 a minion may use only one card or effect per round to gain additional strikes', () => {
    let s = build({ seats: [{ ready: [V('Octane', 4)], hand: ['Quickness', 'Quickness'] }, { ready: [V('Meaghan', 3)] }] });
    s = announce(s, uid(s, 'Octane'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.strike');
    s = choose(s, 'hand');
    s = choose(s, 'none');
    expect(dec(s).kind).toBe('vtes.additionalStrike');
    s = chooseP(s, 'card:');
    expect(dec(s).kind).toBe('vtes.strike'); // the additional strike, no second Quickness window
    s = choose(s, 'hand');
    s = passUntil(s, (x) => !x.combat || dec(x).kind === 'vtes.additionalStrike');
    expect(s.combat === null || dec(s).kind !== 'vtes.additionalStrike').toBe(true);
    expect(s.seats[0].zones.hand.filter((h) => s.cards[h].cid === s.cards[uid(s, 'Quickness', 0, 'ash')].cid)).toHaveLength(1);
  });
});

describe('V:TES action modifiers (vtes-es:1.6.3.2; vtes-pl:Karty modyfikatorów akcji)', () => {
  it('1.6.3.2 a minion plays a given modifier once per action; another vampire of the Methuselah may still play its own copy (Cloak the Gathering)', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3), V('Colette', 3)], hand: ['Cloak the Gathering', 'Cloak the Gathering'] }, { ready: [V('Rayne', 2)] }] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    expect(dec(s).kind).toBe('vtes.stealth');
    s.act!.intercept = 1; // as if the blocker had played +1 intercept
    s = chooseP(s, 'mod:');
    expect(s.act!.stealth).toBe(1);
    expect(dec(s).kind).toBe('vtes.stealth'); // 1 vs 1: still blocked
    expect(ids(s).some((x) => x.startsWith('mod:'))).toBe(false); // Ashley's second copy: no
    expect(ids(s).some((x) => x.startsWith('modOther:'))).toBe(true); // Colette's copy: yes
    s = chooseP(s, 'modOther:');
    expect(s.seats[1].pool).toBe(29);
  });
});

describe('V:TES torpor (vtes-es:6.5.1; vtes-pl:Letarg)', () => {
  it('6.5.1 a torpid vampire may play action modifiers during its own leave-torpor action, but cannot block', () => {
    let s = build({ seats: [{ torpor: [V('Ashley', 3)], hand: ['Lost in Crowds'] }, { ready: [V('Rayne', 2)], torpor: [V('Sully', 3)] }] });
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

describe('V:TES titles (vtes-es:6.3.3, 10, 4.2; vtes-pl:Uzyskiwanie głosów, Inne sekty wampirów)', () => {
  it('6.3.3 votes by title: primogen and bishop 1; prince, archbishop, baron, kholo and magaji 2; justicar and cardinal 3; inner circle and regent 4; priscus none (a ballot)', () => {
    const table: [Parameters<typeof titleVotes>[0], number][] = [
      ['primogen', 1], ['bishop', 1], ['prince', 2], ['archbishop', 2], ['baron', 2], ['kholo', 2], ['magaji', 2],
      ['justicar', 3], ['cardinal', 3], ['inner circle', 4], ['regent', 4], ['priscus', 0], [undefined, 0],
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

describe('V:TES equipping from another minion (vtes-es:6.1.3; vtes-pl:Ekwipowanie)', () => {
  it('6.1.3 one equip action may take several pieces of equipment from one minion, named on announcing; blocked, they stay', () => {
    const gun: CardDef = { id: 't-gun', name: 'Test Gun', kind: 'library', types: ['Equipment'], clan: [], reqs: [], modes: [{ kind: 'equip', reqs: [], effects: [] }], automation: 'full' };
    const vest: CardDef = { id: 't-vest', name: 'Test Vest', kind: 'library', types: ['Equipment'], clan: [], reqs: [], modes: [{ kind: 'equip', reqs: [], effects: [] }], automation: 'full' };
    const seats = () => [{ ready: [V('Ashley', 3), V('Sully', 3, { att: [{ card: 'Test Gun' }, { card: 'Test Vest' }] })] }, { ready: [V('Rayne', 2)] }];
    let s = build({ defs: [gun, vest], seats: seats() });
    const a = uid(s, 'Ashley');
    const both = `takeEquip:${a}:${uid(s, 'Test Gun')}+${uid(s, 'Test Vest')}`;
    s = choose(s, `min:${a}`);
    expect(ids(s)).toContain(`takeEquip:${a}:${uid(s, 'Test Gun')}`);
    s = choose(s, both);
    s = chooseP(s, 'block:'); // stealth 1 vs intercept 0: the block fails
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[uid(s, 'Test Gun')].host).toBe(a);
    expect(s.cards[uid(s, 'Test Vest')].host).toBe(a);
    let t = build({ defs: [gun, vest], seats: seats() });
    t = choose(t, `min:${a}`);
    t = choose(t, both);
    t.act!.stealth = 0; // blocked
    t = chooseP(t, 'block:');
    t = passUntil(t, (x) => !x.act && !x.combat);
    expect(t.cards[uid(t, 'Test Gun')].host).toBe(uid(t, 'Sully'));
    expect(t.cards[uid(t, 'Test Vest')].host).toBe(uid(t, 'Sully'));
  });
});
