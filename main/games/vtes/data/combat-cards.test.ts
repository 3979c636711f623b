/**
 * Combat cards of the starter decks: one test (at least) per card, its effect played through the module's decisions from
 * a hand-built state (starter-data.test.ts checks that every built-in library card has one).
 */
import { describe, expect, it } from 'vitest';
import { choose, chooseP, dec, passUntil, uid } from '../testing/testing';
import { V, fight, hand0, strikeCard } from '../testing/card-testing';

const T: Record<string, () => void> = {
  // ---- combat cards ----
  'Roundhouse [pot]/[POT]: hand strike +2 / +3': () => {
    strikeCard('Roundhouse', V('Aunt Linda', 4), 0, 3)();
    strikeCard('Roundhouse', V('Aunt Linda', 4), 1, 4)();
  },
  'Slam [pot]: hand strike +2 (1 blood)': strikeCard('Slam', V('Rayne', 2, { anarch: true }), 0, 3),
  'Dust Up [pot]: hand strike +2; [ani] +1 undodgeable; [cel] dodge and an additional strike (anarch)': () => {
    strikeCard('Dust Up', V('Octane', 4, { anarch: true }), 2, 3)();
  },
  'Torn Signpost [pot]/[POT]: strength 2 / 3 this combat': () => {
    let s = fight(V('Octane', 4), V('Meaghan', 3), ['Torn Signpost']);
    s = choose(s, `card:${hand0(s, 'Torn Signpost')}:1`);
    expect(s.combat!.strengthSet[uid(s, 'Octane')]).toBe(3);
  },
  'Immortal Grapple [pot]: only hand strikes this round; [POT]: optional press': () => {
    let s = fight(V('Octane', 4), V('Colette', 4), ['Immortal Grapple'], ['Swallowed by the Night']);
    expect(dec(s).kind).toBe('vtes.maneuver'); // Colette could maneuver away
    s = choose(s, 'pass');
    s = chooseP(s, 'card:');
    expect(s.combat!.handOnly).toBe(true);
  },
  'Pursuit [cel]: maneuver; [CEL]: additional strike': () => {
    let s = fight(V('Octane', 4), V('Colette', 4), ['Pursuit'], ['Swallowed by the Night']);
    s = choose(s, 'pass');
    s = chooseP(s, 'card:'); // Colette goes long
    s = chooseP(s, 'card:'); // Octane back to close
    expect(s.combat!.range).toBe('close');
  },
  'Quickness [cel]: additional strike': () => {
    let s = fight(V('Octane', 4), V('Meaghan', 3), ['Quickness']);
    s = choose(s, 'hand');
    s = choose(s, 'none');
    expect(dec(s).kind).toBe('vtes.additionalStrike');
    s = chooseP(s, 'card:');
    s = choose(s, 'hand');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Meaghan')].blood).toBe(1);
  },
  'Taste of Vitae: gain the blood the opposing vampire lost to damage this round': () => {
    let s = fight(V('Octane', 2), V('Meaghan', 3), ['Taste of Vitae']);
    s = choose(s, 'hand');
    s = choose(s, 'none');
    expect(dec(s).kind).toBe('vtes.endOfRound');
    s = chooseP(s, 'card:');
    expect(s.cards[uid(s, 'Octane')].blood).toBe(3);
  },
  'Carrion Crows [ani]: 1R damage to the opponent each round': () => {
    let s = fight(V('Ryan', 3), V('Meaghan', 3), ['Carrion Crows']);
    s = chooseP(s, 'card:');
    s = choose(s, 'none');
    s = choose(s, 'none');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Meaghan')].blood).toBe(2);
  },
  'Hidden Strength [for]: prevent X+1 damage for X blood': () => {
    let s = fight(V('Naomi Stewart', 3), V('Theo Bell', 8), ['Hidden Strength']);
    s = choose(s, 'none');
    s = choose(s, 'hand');
    s = choose(s, `card:${hand0(s, 'Hidden Strength')}:0:1`);
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Naomi Stewart')].blood).toBe(2); // 2 damage prevented for 1 blood
  },
  'Majesty [pre]: strike: combat ends (1 blood); [PRE] unlocks the vampire': () => {
    let s = fight(V('Madison', 4), V('Theo Bell', 8), ['Majesty']);
    s = choose(s, `card:${hand0(s, 'Majesty')}:1`);
    s = choose(s, 'hand');
    expect(s.combat).toBeNull();
    expect(s.cards[uid(s, 'Madison')].blood).toBe(3);
    expect(s.cards[uid(s, 'Madison')].locked).toBe(false);
  },
};

describe('V:TES combat cards (vtes-es:1.6.3.5, 6.4; vtes-pl:Karty walki)', () => {
  for (const [name, fn] of Object.entries(T)) it(name, fn);

  it('Torn Signpost [POT] (6.4.5): "a strength of 3" is the base; +1 strength (Valeriya) still adds: hand strike for 4', () => {
    let s = fight(V('Valeriya Zinovieva', 4), V('Gelasia Fotiou', 6), ['Torn Signpost']);
    s = choose(s, `card:${hand0(s, 'Torn Signpost')}:1`);
    s = passUntil(s, (x) => x.combat?.step === 'strikeA');
    s = choose(s, 'hand');
    s = choose(s, 'none');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Gelasia Fotiou')].blood).toBe(2);
  });

  it('Hidden Strength (6.4.6): prevention cards are played one at a time, several in the same round', () => {
    let s = fight(V('Theo Bell', 8), V('Naomi Stewart', 5), ['Roundhouse'], ['Hidden Strength', 'Hidden Strength']);
    s = choose(s, `card:${hand0(s, 'Roundhouse')}:1`); // 5 damage
    s = choose(s, 'none');
    const [h1, h2] = s.seats[1].zones.hand.filter((h) => s.cards[h].cid === '100918');
    s = choose(s, `card:${h1}:0:0`); // 1 prevented
    expect(dec(s).kind).toBe('vtes.prevent');
    s = choose(s, `card:${h2}:0:1`); // 2 more for 1 blood
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Naomi Stewart')].blood).toBe(2); // 5 - 1 (paid) - 2 (unprevented)
  });
});
