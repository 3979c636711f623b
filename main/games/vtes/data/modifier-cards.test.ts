/**
 * Action modifier cards of the starter decks: one test (at least) per card, its effect played through the module's decisions from
 * a hand-built state (starter-data.test.ts checks that every built-in library card has one).
 */
import { describe, expect, it } from 'vitest';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid } from '../testing/testing';
import { V, bleed, fight, hand0, stealthMod, bleedMod } from '../testing/card-testing';

const T: Record<string, () => void> = {
  // ---- action modifiers ----
  'Cloak the Gathering [obf]: +1 stealth; [OBF]: played by another ready vampire for the acting minion': () => {
    stealthMod('Cloak the Gathering', 'Sully', 0, 1)();
    let s = build({ seats: [{ ready: [V('Ashley', 3), V('Colette', 3)], hand: ['Cloak the Gathering'] }, { ready: [V('Rayne', 2)] }] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    expect(ids(s)).toContain(`modOther:${hand0(s, 'Cloak the Gathering')}:1:${uid(s, 'Colette')}`);
    s = chooseP(s, 'modOther:');
    expect(s.seats[1].pool).toBe(29);
  },
  'Faceless Night [obf]: +1 stealth; [OBF]: failed blockers lock': () => {
    stealthMod('Faceless Night', 'Sully', 0, 1)();
    let s = build({ seats: [{ ready: [V('Colette', 4)], hand: ['Faceless Night'] }, { ready: [V('Ashley', 3)] }] });
    s = announce(s, uid(s, 'Colette'), 'bleed:');
    s = chooseP(s, 'block:');
    s = choose(s, `mod:${hand0(s, 'Faceless Night')}:1`);
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[uid(s, 'Ashley')].locked).toBe(true);
    expect(s.seats[1].pool).toBe(29);
  },
  'Lost in Crowds [obf]/[OBF]: +1 / +2 stealth': () => {
    stealthMod('Lost in Crowds', 'Sully', 0, 1)();
    stealthMod('Lost in Crowds', 'Colette', 1, 2)();
  },
  'Spying Mission [obf]: +1 stealth; [OBF]: the bleed burns nothing now, +2 on the next bleed of the same Methuselah': () => {
    stealthMod('Spying Mission', 'Sully', 0, 1)();
    let s = build({ seats: [{ ready: [V('Colette', 4)], hand: ['Spying Mission'] }, {}] });
    const c = uid(s, 'Colette');
    s = announce(s, c, 'bleed:');
    s = chooseP(s, 'mod:');
    expect(s.seats[1].pool).toBe(30);
    expect(s.edge).toBeNull();
    const sm = uid(s, 'Spying Mission');
    expect(s.cards[sm].host).toBe(c);
    s.turnFlags.bled = [];
    s.cards[c].locked = false;
    s = announce(s, c, 'bleed:');
    expect(s.seats[1].pool).toBe(27);
    expect(s.cards[sm].zone).toBe('ash');
  },
  'Swallowed by the Night [obf]: +1 stealth (action modifier); [OBF]: maneuver (combat)': () => {
    stealthMod('Swallowed by the Night', 'Sully', 0, 1)();
    let s = fight(V('Ashley', 3), V('Colette', 4), [], ['Swallowed by the Night']);
    s = chooseP(s, 'card:');
    expect(s.combat!.range).toBe('long');
  },
  'Bonding [dom]: +1 bleed; [DOM]: +1 stealth and +1 bleed': () => {
    bleedMod('Bonding', 'Ashley', 0, 1)();
    let { s } = bleed(V('Andi Liu', 4), ['Bonding'], [V('Ashley', 3)]);
    s = chooseP(s, 'block:');
    s = chooseP(s, 'mod:');
    expect(s.seats[1].pool).toBe(28);
  },
  'Conditioning [dom]/[DOM]: +2 / +3 bleed (1 blood)': () => {
    bleedMod('Conditioning', 'Ashley', 0, 2)();
    bleedMod('Conditioning', 'Andi Liu', 1, 3)();
  },
  'Foreshadowing Destruction [dom]: +1 bleed; [DOM]: +3 only if the target has 9 pool or less': () => {
    bleedMod('Foreshadowing Destruction', 'Ashley', 0, 1)();
    bleedMod('Foreshadowing Destruction', 'Andi Liu', 1, 0)();
  },
  'Monkey Wrench: +X bleed, X blood (anarch)': bleedMod('Monkey Wrench', 'Octane', 0, 3, 3),
  'vtes-pl:Limit only one (limited) bleed modifier per bleed in the current edition': () => {
    let s = build({ seats: [{ ready: [V('Andi Liu', 4)], hand: ['Conditioning', 'Bonding'] }, {}] });
    s = announce(s, uid(s, 'Andi Liu'), 'bleed:');
    s = choose(s, `mod:${hand0(s, 'Conditioning')}:1`);
    expect(s.seats[1].pool).toBe(26); // no second bleed modifier offered
    let t = build({ seats: [{ ready: [V('Andi Liu', 4)], hand: ['Conditioning', 'Bonding'] }, {}], edition: 'es-2018' });
    t = announce(t, uid(t, 'Andi Liu'), 'bleed:');
    t = choose(t, `mod:${hand0(t, 'Conditioning')}:1`);
    t = choose(t, `mod:${hand0(t, 'Bonding')}:0`);
    expect(t.seats[1].pool).toBe(25);
  },
  'Bewitching Oration [pre]: +2 votes in the polling step': () => {
    let s = build({
      seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment', 'Bewitching Oration'] }, { ready: [V('Belinde', 4)] }],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = chooseP(s, 'mod:');
    expect(s.ref!.yes).toBe(2);
  },
  'Daring the Dawn [FOR]: vampires cannot block; 1 aggravated damage after resolution': () => {
    let s = build({ seats: [{ ready: [V('Brock Sterling', 3)], hand: ['Daring the Dawn'] }, { ready: [V('Ashley', 3)] }] });
    s = announce(s, uid(s, 'Brock Sterling'), 'bleed:');
    s = chooseP(s, 'mod:');
    expect(s.seats[1].pool).toBe(29);
    expect(s.cards[uid(s, 'Brock Sterling')].zone).toBe('torpor');
  },
  'Freak Drive [for]: after a successful action, unlock the vampire (1 blood)': () => {
    let s = build({ seats: [{ ready: [V('Oshri Dahan', 4)], hand: ['Freak Drive'] }, {}] });
    const o = uid(s, 'Oshri Dahan');
    s = announce(s, o, 'bleed:');
    expect(dec(s).kind).toBe('vtes.afterAction');
    s = chooseP(s, 'mod:');
    expect(s.cards[o].locked).toBe(false);
    expect(s.cards[o].blood).toBe(3);
  },
  'Voter Captivation [pre]: gain blood per vote of margin after a passed referendum': () => {
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 3)], hand: ['Ancilla Empowerment', 'Voter Captivation'] }, {}] });
    const h = uid(s, 'Horst von Brühl');
    s = announce(s, h, 'card:');
    s = choose(s, 'call:y');
    s = choose(s, `v:${h}:y`);
    expect(dec(s).kind).toBe('vtes.afterAction');
    s = chooseP(s, 'mod:');
    expect(s.cards[h].blood).toBe(6); // margin 3
  },
};

describe('V:TES action modifier cards (vtes-es:1.6.3.2; vtes-pl:Karty modyfikatorów akcji)', () => {
  for (const [name, fn] of Object.entries(T)) it(name, fn);

  it('1.6.3.2 Bewitching Oration: the calling vampire plays it once per action; its second copy is not offered in the same polling', () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment', 'Bewitching Oration', 'Bewitching Oration'] },
        { ready: [V('Belinde', 4)] },
      ],
    });
    const [, b1, b2] = s.seats[0].zones.hand;
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    expect(
      ids(s)
        .filter((x) => x.startsWith('mod:'))
        .map((x) => x.split(':')[1]),
    ).toEqual([b1, b1, b2, b2]); // for and against
    s = choose(
      s,
      ids(s).find((x) => x.startsWith(`mod:${b1}:`) && x.endsWith(':y'))!,
    );
    expect(s.ref!.yes).toBe(2);
    expect(dec(s).seat).toBe(0); // still polling: other votes, but not the second copy
    expect(ids(s).some((x) => x.startsWith('mod:'))).toBe(false);
  });

  it('Voter Captivation [PRE]: up to 2 of the blood may go to the pool: the player picks', () => {
    let s = build({ seats: [{ ready: [V('Alice Chen', 3)], hand: ['Ancilla Empowerment', 'Voter Captivation'] }, {}] });
    const a = uid(s, 'Alice Chen');
    s = announce(s, a, 'card:');
    s = choose(s, 'call:y');
    s = choose(s, `v:${a}:y`); // 1 + 2 votes: margin 3
    s = choose(s, `mod:${hand0(s, 'Voter Captivation')}:1`);
    expect(ids(s)).toEqual(['k:2', 'k:1', 'k:0']);
    const pool = s.seats[0].pool;
    s = choose(s, 'k:1');
    expect(s.seats[0].pool).toBe(pool + 1);
    expect(s.cards[a].blood).toBe(5);
  });
});
