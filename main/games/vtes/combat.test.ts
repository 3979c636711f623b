/** Combat: rounds, maneuvers, presses, strikes and damage (vtes-es:6.4; vtes-pl:Walka). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import type { CardDef } from './effects';
import { announce, applyDamageForTests, build, choose, chooseP, dec, ids, passUntil, uid, V } from './testing';

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
    modes: [{ kind: 'combat', reqs: [], effects: [{ e: 'maneuver' }] }],
  };
  const press: CardDef = {
    id: 't-press',
    name: 'Press Test',
    kind: 'library',
    types: ['Combat'],
    clan: [],
    reqs: [],
    automation: 'full',
    modes: [{ kind: 'combat', reqs: [], effects: [{ e: 'press' }] }],
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
