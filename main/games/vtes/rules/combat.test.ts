/** Combat: rounds, maneuvers, presses, strikes and damage (vtes-es:6.4; vtes-pl:Walka). Scenario tests on hand-built states (testing.ts). */
import { plainEquipment } from '../testing/card-testing';
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../schema/effects';
import { announce, applyDamageForTests, build, choose, chooseP, dec, ids, passUntil, uid, V, type CardSpec } from '../testing/testing';

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

  it('6.4.6 prevention by a card on the vampire, once each combat per card (Guardian Angel: two copies prevent one each)', () => {
    let s = build({
      seats: [
        { ready: [V('Theo Bell', 8)] },
        { ready: [V('Ashley', 3, { attached: [{ card: 'Guardian Angel' }, { card: 'Guardian Angel' }] })] },
      ],
    });
    const [ga1, ga2] = s.cards[uid(s, 'Ashley')].attached;
    s = announce(s, uid(s, 'Theo Bell'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = choose(s, 'hand');
    s = choose(s, 'none');
    expect(ids(s).filter((x) => x.startsWith('static:'))).toEqual([`static:${ga1}`, `static:${ga2}`]);
    s = choose(s, `static:${ga1}`);
    // that card's use is spent for this combat; the other copy is still offered
    expect(ids(s).filter((x) => x.startsWith('static:'))).toEqual([`static:${ga2}`]);
    s = choose(s, `static:${ga2}`);
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(3); // 2 damage, both prevented
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
    let s = build({ seats: [{ ready: [V('Ryan', 1, { attached: [{ card: 'Murder of Crows', blood: 1 }] })] }, {}] });
    const r = uid(s, 'Ryan');
    s = applyDamageForTests(s, r, 3, 0);
    expect(s.cards[r].zone).toBe('torpor');
    expect(s.cards[uid(s, 'Murder of Crows')].host).toBe(r);
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
      else
        s = choose(
          s,
          ids(s).find((x) => ['pass', 'none', 'hand', 'ootpass'].includes(x))!,
        );
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

  it('RTR 20001020, LSJ 20001024, RTR 20030519, LSJ 20031201-2 es-2018: a combat ending early still ends its round: Taste of Vitae is playable', () => {
    let s = torporFight('es-2018');
    expect(s.cards[uid(s, 'Meaghan')].zone).toBe('torpor');
    expect(dec(s).kind).toBe('vtes.endOfRound');
    s = chooseP(s, 'card:');
    expect(s.cards[uid(s, 'Valeriya Zinovieva')].blood).toBe(3 + 1);
    s = passUntil(s, (x) => !x.combat);
    expect(s.combat).toBeNull();
  });
});

describe('V:TES maneuvers and presses (vtes-es:6.4.2, 6.4.4; vtes-pl:Ustalanie zasięgu, Nacisk)', () => {
  const man: CardDef = {
    id: 't-man',
    name: 'Maneuver Test',
    kind: 'library',
    types: ['Combat'],
    clan: [],
    reqs: [],
    automation: 'full',
    modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'prims', do: [{ p: 'maneuver' }] }] }],
  };
  const press: CardDef = {
    id: 't-press',
    name: 'Press Test',
    kind: 'library',
    types: ['Combat'],
    clan: [],
    reqs: [],
    automation: 'full',
    modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'prims', do: [{ p: 'press', who: 'minion' }] }] }],
  };

  it('6.4.2 maneuvers answer the last opposing maneuver; a minion never maneuvers twice in a row; the last maneuver sets the range', () => {
    let s = build({
      defs: [man],
      seats: [
        { ready: [V('Ashley', 3)], hand: ['Maneuver Test', 'Maneuver Test'] },
        { ready: [V('Rayne', 2)], hand: ['Maneuver Test'] },
      ],
    });
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
    let s = build({
      defs: [press],
      seats: [
        { ready: [V('Ashley', 3)], hand: ['Press Test'] },
        { ready: [V('Rayne', 2)], hand: ['Press Test'] },
      ],
    });
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

describe('V:TES combat (6.4)', () => {
  const fight = (a: CardSpec, b: CardSpec, handA: string[] = [], handB: string[] = []) => {
    let s = build({
      seats: [
        { ready: [a], hand: handA },
        { ready: [b], hand: handB },
      ],
    });
    const x = uid(s, a.card);
    s = announce(s, x, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (y) => !!y.combat);
    return s;
  };

  it('6.4.5 hand strikes deal damage equal to strength; 6.4.6 blood heals the damage', () => {
    let s = fight(V('Ashley', 3), V('Theo Bell', 5));
    s = choose(s, 'hand');
    s = choose(s, 'hand');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(1); // Theo: strength 2
    expect(s.cards[uid(s, 'Theo Bell')].blood).toBe(4);
  });

  it('6.4.6 a vampire that cannot heal all damage is wounded and goes to torpor', () => {
    let s = fight(V('Ashley', 1), V('Theo Bell', 5));
    s = choose(s, 'hand');
    s = choose(s, 'hand');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('torpor');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(0);
  });

  it('6.4.6 aggravated damage to a wounded vampire burns blood, or the vampire when it has none', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 2)] }, {}] });
    s = applyDamageForTests(s, uid(s, 'Ashley'), 0, 2); // first wounds, second burns 1 blood
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('torpor');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(1);
    s = applyDamageForTests(s, uid(s, 'Ashley'), 0, 2); // in torpor = wounded: burns 1, then the vampire
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('ash');
    let t = build({ seats: [{ ready: [V('Sully', 1)] }, {}] });
    t = applyDamageForTests(t, uid(t, 'Sully'), 2, 1); // normal first: 1 healed, 1 unhealed (wounded); agg then burns him
    expect(t.cards[uid(t, 'Sully')].zone).toBe('ash');
  });

  it('vtes-es:1.6.3.2 Daring the Dawn: vampires cannot block; the actor takes unpreventable aggravated damage after resolution', () => {
    let s = build({ seats: [{ ready: [V('Chelsea Blake', 1)], hand: ['Daring the Dawn'] }, { ready: [V('Ashley', 3)] }] });
    const c = uid(s, 'Chelsea Blake');
    s = choose(s, `min:${c}`);
    s = choose(s, `bleed:${c}`);
    expect(dec(s).kind).toBe('vtes.announceModifier');
    s = chooseP(s, 'mod:');
    // Ashley (a vampire) may not block: no block question, the bleed succeeds
    expect(s.seats[1].pool).toBe(29);
    expect(s.cards[c].zone).toBe('torpor'); // 2 aggravated: wounded, then 1 blood burned
    expect(s.cards[c].blood).toBe(0);
  });

  it('6.4.3 combat ends at once when a combatant is no longer ready (no press is offered)', () => {
    let s = fight(V('Ashley', 1), V('Theo Bell', 5), [], ['Roundhouse']);
    s = choose(s, 'hand');
    s = chooseP(s, 'card:');
    expect(s.combat).toBeNull();
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('torpor');
  });

  it('6.4.2 a maneuver to long range keeps hand strikes from hitting', () => {
    let s = fight(V('Ashley', 3), V('Octane', 4), [], ['Pursuit']);
    // Ashley (acting) has no maneuver; Octane maneuvers away
    expect(dec(s).kind).toBe('vtes.maneuver');
    s = chooseP(s, 'card:');
    expect(s.combat!.range).toBe('long');
    expect(ids(s)).not.toContain('hand');
  });

  it('6.4.5 a dodge protects from the opposing strike; combat ends ends the combat first', () => {
    let s = fight(V('Octane', 4, { anarch: true }), V('Theo Bell', 5), ['Dust Up'], []);
    s = choose(s, `card:${uid(s, 'Dust Up')}:1`); // dodge with an additional strike (cel)
    s = choose(s, 'hand');
    expect(s.cards[uid(s, 'Octane')].blood).toBe(4);
    const t = fight(V('Andi Liu', 4), V('Theo Bell', 5), [], []);
    expect(t.combat).not.toBeNull();
  });

  it('6.4.5 first strike resolves before the opposing strike; steal blood moves blood before damage is healed', () => {
    const fs: CardDef = {
      id: 't-fs',
      name: 'First Strike Test',
      kind: 'library',
      types: ['Combat'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'strike', s: 'damage', dmg: 2, firstStrike: true }] }],
    };
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
    let s = build({ defs: [fs, sb], seats: [{ ready: [V('Ashley', 3)], hand: ['First Strike Test'] }, { ready: [V('Theo Bell', 1)] }] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = chooseP(s, 'card:');
    s = choose(s, 'hand');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Theo Bell')].zone).toBe('torpor');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(3); // Theo's strike never resolved
    let t = build({ defs: [fs, sb], seats: [{ ready: [V('Ashley', 1)], hand: ['Steal Test'] }, { ready: [V('Sully', 3)] }] });
    t = announce(t, uid(t, 'Ashley'), 'bleed:');
    t = chooseP(t, 'block:');
    t = passUntil(t, (x) => !!x.combat);
    t = chooseP(t, 'card:');
    t = choose(t, 'hand');
    t = passUntil(t, (x) => !x.combat);
    // Ashley steals 2 (1 + 2 = 3 = capacity), then heals Sully's 1 damage with it
    expect(t.cards[uid(t, 'Ashley')].blood).toBe(2);
    expect(t.cards[uid(t, 'Sully')].blood).toBe(1);
  });

  it('6.4.5 steal equipment: the chosen equipment moves to the striker, even one it could not use as printed; not usable by it this round', () => {
    // a weapon only a Gangrel may use, with a 2R ranged strike
    const gun: CardDef = {
      id: 't-gun2',
      name: 'Clan Gun',
      kind: 'library',
      types: ['Equipment'],
      clan: ['Gangrel'],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'equip', conditions: [{ r: 'clan', clan: 'Gangrel' }], effects: [{ e: 'attachStrength', n: 0, rangedDamage: 2 }] }],
    };
    const knife = plainEquipment('t-knife', 'Test Knife');
    const steal: CardDef = {
      id: 't-steq',
      name: 'Steal Equipment Test',
      kind: 'library',
      types: ['Combat'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [
        {
          kind: 'combat',
          conditions: [],
          effects: [
            { e: 'strike', s: 'stealEquipment' },
            { e: 'prims', do: [{ p: 'additionalStrike', limited: true }] },
          ],
        },
      ],
    };
    let s = build({
      defs: [gun, knife, steal],
      seats: [
        { ready: [V('Ashley', 3)], hand: ['Steal Equipment Test'] },
        { ready: [V('Sully', 3, { attached: [{ card: 'Test Knife' }, { card: 'Clan Gun' }] })] },
      ],
    });
    const a = uid(s, 'Ashley');
    const g = uid(s, 'Clan Gun');
    s = announce(s, a, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    // two pieces of equipment on Sully: the striker chooses which one (one option each)
    expect(ids(s).filter((x) => x.startsWith(`card:${uid(s, 'Steal Equipment Test')}:`))).toHaveLength(2);
    s = choose(s, `card:${uid(s, 'Steal Equipment Test')}:0:0:@${g}`);
    s = choose(s, `ranged:${g}`); // Sully still shoots with the gun: the strikes are simultaneous
    expect(s.cards[g].host).toBe(a);
    expect(s.cards[uid(s, 'Test Knife')].host).toBe(uid(s, 'Sully'));
    expect(s.cards[a].blood).toBe(1); // 2R from the gun before it moved
    // the additional strike of this round: Ashley cannot use the stolen gun yet
    s = passUntil(s, (x) => x.combat?.step === 'extraStrike');
    expect(ids(s)).toContain('hand');
    expect(ids(s)).not.toContain(`ranged:${g}`);
  });

  it('6.4.5 a first-strike steal equipment takes the weapon before the opposing strike with it resolves: that strike is lost', () => {
    const gun: CardDef = {
      id: 't-gun3',
      name: 'Test Pistol',
      kind: 'library',
      types: ['Equipment'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'equip', conditions: [], effects: [{ e: 'attachStrength', n: 0, rangedDamage: 2 }] }],
    };
    const steal: CardDef = {
      id: 't-steq2',
      name: 'Quick Steal Test',
      kind: 'library',
      types: ['Combat'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'strike', s: 'stealEquipment', firstStrike: true }] }],
    };
    let s = build({
      defs: [gun, steal],
      seats: [{ ready: [V('Ashley', 3)], hand: ['Quick Steal Test'] }, { ready: [V('Sully', 3, { attached: [{ card: 'Test Pistol' }] })] }],
    });
    const a = uid(s, 'Ashley');
    s = announce(s, a, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = chooseP(s, 'card:');
    s = choose(s, `ranged:${uid(s, 'Test Pistol')}`);
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Test Pistol')].host).toBe(a);
    expect(s.cards[a].blood).toBe(3); // the pistol's strike never resolved
  });

  it('6.4.7 at long range a ranged strike can target a retainer of the opposing minion', () => {
    let s = build({
      seats: [
        { ready: [V('Octane', 4, { attached: [{ card: 'Heroic Might', mode: 1 }] })], hand: ['Pursuit'] },
        { ready: [V('Ryan', 3, { attached: [{ card: 'Raven Spy', blood: 2 }] })] },
      ],
    });
    s = announce(s, uid(s, 'Octane'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = chooseP(s, 'card:'); // Pursuit: maneuver to long range
    expect(s.combat!.range).toBe('long');
    expect(s.combat!.step).toBe('strikeA');
    s = choose(s, `ranged:${uid(s, 'Heroic Might')}:@${uid(s, 'Raven Spy')}`);
    s = choose(s, 'none');
    expect(s.cards[uid(s, 'Raven Spy')].zone).toBe('ash');
    expect(s.cards[uid(s, 'Ryan')].blood).toBe(3);
  });

  it('6.4.4 a press continues the combat into another round', () => {
    let s = fight(V('Brock Sterling', 3), V('Theo Bell', 8), ['Hidden Strength'], []);
    s = choose(s, 'hand');
    s = choose(s, 'hand');
    // Brock prevents with Hidden Strength (superior: optional press), paying X = 0
    s = chooseP(s, `card:${uid(s, 'Hidden Strength')}:1:0`);
    s = passUntil(s, (x) => x.combat?.step === 'press');
    s = choose(s, 'optpress');
    expect(s.combat!.round).toBe(2);
  });
});
