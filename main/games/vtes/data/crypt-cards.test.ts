/**
 * Vampires (crypt cards) of the starter decks: one test (at least) per card, its effect played through the module's decisions from
 * a hand-built state (starter-data.test.ts checks that every built-in library card has one).
 */
import { describe, expect, it } from 'vitest';
import { type CardDef } from './starters';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid } from '../testing/testing';
import { V, bleed, fight, hand0, hand1 } from '../testing/card-testing';

const T: Record<string, () => void> = {
  'Lenny Burkhead: +1 bleed': () => {
    const { s } = bleed(V('Lenny Burkhead', 4), []);
    expect(s.seats[1].pool).toBe(28);
  },
  'The Dowager: +1 intercept during directed actions': () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)], hand: ['Lost in Crowds'] }, { ready: [V('Dowager, The', 4)] }] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    expect(dec(s).kind).toBe('vtes.stealth'); // intercept 1 vs stealth 0
  },
  'Theo Bell: +1 strength; can enter combat as a (D) action': () => {
    let s = build({ seats: [{ ready: [V('Theo Bell', 8)] }, { ready: [V('Ashley', 3)] }] });
    s = announce(s, uid(s, 'Theo Bell'), 'fight:');
    s = choose(s, 'decline');
    s = passUntil(s, (x) => !!x.combat);
    s = choose(s, 'hand');
    s = choose(s, 'none');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(1);
  },
  'Valeriya Zinovieva: +1 strength': () => {
    let s = fight(V('Valeriya Zinovieva', 7), V('Meaghan', 3));
    s = choose(s, 'hand');
    s = choose(s, 'none');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Meaghan')].blood).toBe(1);
  },
  'Ariane: -1 stealth during undirected actions': () => {
    let s = build({ seats: [{ ready: [V('Ariane', 1)] }, { ready: [V('Ashley', 3)] }] });
    s = announce(s, uid(s, 'Ariane'), 'hunt:');
    s = chooseP(s, 'block:');
    expect(s.combat).not.toBeNull(); // 1 - 1 = 0 stealth
  },
  'Elen Kamjian: must bleed with +1 when you control a locked minion': () => {
    let s = build({ seats: [{ ready: [V('Elen Kamjian', 3), V('Rayne', 2, { locked: true })] }, {}] });
    expect(ids(s)).toEqual([`bleed:${uid(s, 'Elen Kamjian')}`]);
    s = choose(s, `bleed:${uid(s, 'Elen Kamjian')}`);
    expect(s.seats[1].pool).toBe(28);
  },
  'Larissa Moreira: discards an Animalism card for +1 bleed': () => {
    let s = build({ seats: [{ ready: [V('Larissa Moreira', 3)], hand: ['Deep Song'] }, {}] });
    s = announce(s, uid(s, 'Larissa Moreira'), 'bleed:');
    s = chooseP(s, 'ability:');
    expect(s.seats[0].zones.ash).toHaveLength(1);
    expect(s.seats[1].pool).toBe(28);
  },
  'Alexa Draper: discards a Dominate card for +1 vote': () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { ready: [V('Alexa Draper', 3)], hand: ['Conditioning'] },
      ],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    s = chooseP(s, `ab:${uid(s, 'Alexa Draper')}:`);
    expect(s.ref!.yes + s.ref!.no).toBe(1);
  },
  'Sybren van Oosten: unlocks after a referendum he called passes': () => {
    let s = build({ seats: [{ ready: [V('Sybren van Oosten', 4)], hand: ['Ancilla Empowerment'] }, {}] });
    const sy = uid(s, 'Sybren van Oosten');
    s = announce(s, sy, 'card:');
    s = choose(s, 'call:y');
    s = choose(s, `v:${sy}:y`);
    s = chooseP(s, 'selfUnlock:');
    expect(s.cards[sy].locked).toBe(false);
  },
  'Aline Gädeke: burns 1 blood to unlock after another anarch’s successful action': () => {
    let s = build({ seats: [{ ready: [V('Aline Gädeke', 3, { locked: true }), V('Rayne', 2)] }, {}] });
    s = announce(s, uid(s, 'Rayne'), 'bleed:');
    s = chooseP(s, 'anarchUnlock:');
    expect(s.cards[uid(s, 'Aline Gädeke')].locked).toBe(false);
    expect(s.cards[uid(s, 'Aline Gädeke')].blood).toBe(2);
  },
  'Alexander Silverson: a vampire burns 1 blood to vote against his referendum': () => {
    let s = build({ seats: [{ ready: [V('Alexander Silverson', 4)], hand: ['Ancilla Empowerment'] }, { ready: [V('Belinde', 3)] }] });
    s = announce(s, uid(s, 'Alexander Silverson'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    s = choose(s, `v:${uid(s, 'Belinde')}:n`);
    expect(s.cards[uid(s, 'Belinde')].blood).toBe(2);
  },
  'Show of Force: a blocked Show of Force gives +2 strength (superior) in the combat': () => {
    let s = build({ seats: [{ ready: [V('Octane', 4)], hand: ['Show of Force'] }, { ready: [V('Meaghan', 3)] }] });
    const o = uid(s, 'Octane');
    s = choose(s, `min:${o}`);
    s = choose(s, `card:${o}:${hand0(s, 'Show of Force')}:1`);
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = choose(s, 'hand');
    s = choose(s, 'none');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Meaghan')].blood).toBe(0); // strength 1 + 2
  },
  'Guard Dogs [ANI]: unlock to block, with an optional maneuver in the combat': () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Horace Radcliffe', 3, { locked: true })], hand: ['Guard Dogs'] }] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    const h = uid(s, 'Horace Radcliffe');
    s = choose(s, `wake:${hand1(s, 'Guard Dogs')}:1:${h}`);
    s = choose(s, `block:${h}`);
    s = passUntil(s, (x) => !!x.combat);
    expect(ids(s)).toContain('optman');
  },
};

describe('V:TES crypt cards (vtes-es:1.5; vtes-pl:Karty krypty)', () => {
  for (const [name, fn] of Object.entries(T)) it(`crypt: ${name}`, fn);

  it('Ariane: -1 stealth also when rescuing her own vampire (an undirected action, 6.5.3)', () => {
    let s = build({ seats: [{ ready: [V('Ariane', 3)], torpor: [V('Rayne', 2)] }, { ready: [V('Ashley', 3)] }] });
    s = announce(s, uid(s, 'Ariane'), `rescue:${uid(s, 'Ariane')}:${uid(s, 'Rayne')}:0`);
    expect(s.act!.stealth).toBe(0); // +1 for rescue, -1 Ariane
  });

  it('Alexa Draper: the player chooses which Dominate card to discard', () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { ready: [V('Alexa Draper', 3)], hand: ['Conditioning', 'Bonding'] },
      ],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    const a = uid(s, 'Alexa Draper');
    expect(ids(s)).toContain(`ab:${a}:${hand1(s, 'Conditioning')}:y`);
    s = choose(s, `ab:${a}:${hand1(s, 'Bonding')}:n`);
    expect(s.seats[1].zones.hand.some((h) => s.cards[h].cid === '100401')).toBe(true); // Conditioning kept
  });

  it('Alexander Silverson: Protected District’s votes against his referendum also cost its primogen 1 blood', () => {
    let s = build({
      seats: [
        { ready: [V('Alexander Silverson', 4)], hand: ['Ancilla Empowerment'] },
        { ready: [V('Lenny Burkhead', 3)], hand: ['Protected District'] },
      ],
    });
    s = announce(s, uid(s, 'Alexander Silverson'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    s = chooseP(s, 'against:');
    expect(s.ref!.no).toBe(3);
    expect(s.cards[uid(s, 'Lenny Burkhead')].blood).toBe(2);
  });

  it('ANK 20211009-2 Elen Kamjian: a bleed action card does not fulfil her mandatory bleed (only her own bleed, with its +1)', () => {
    const card: CardDef = {
      id: 'test-bleed',
      name: 'Test Bleed',
      kind: 'library',
      types: ['Action'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'action', conditions: [{ r: 'disc', disc: 'cel', level: 1 }], effects: [{ e: 'bleed', plus: 1 }] }],
    };
    let s = build({ defs: [card], seats: [{ ready: [V('Elen Kamjian', 3), V('Rayne', 2, { locked: true })], hand: ['Test Bleed'] }, {}] });
    const e = uid(s, 'Elen Kamjian');
    expect(ids(s)).toEqual([`bleed:${e}`]);
    s = choose(s, `bleed:${e}`);
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(28); // 1 + 1 (Elen)
  });
});
