/**
 * Political action cards of the starter decks: one test (at least) per card, its effect played through the module's decisions from
 * a hand-built state (starter-data.test.ts checks that every built-in library card has one).
 */
import { describe, expect, it } from 'vitest';
import { burnCardForTests } from '../testing/testing';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid } from '../testing/testing';
import { V, fight, hand0 } from '../testing/card-testing';

const T: Record<string, () => void> = {
  // ---- political actions ----
  'Ancilla Empowerment: each Methuselah burns 1 pool per minion': () => {
    let s = build({
      seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, { ready: [V('Ashley', 3), V('Rayne', 2)] }],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'call:y');
    s = chooseP(s, 'v:');
    expect(s.seats[1].pool).toBe(28);
    expect(s.seats[0].pool).toBe(29);
  },
  'Kine Resources Contested: 4 points among two or more Methuselahs, 1 pool burned per point': () => {
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Kine Resources Contested'] }, {}, {}] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'alloc:1');
    s = choose(s, 'alloc:1');
    s = choose(s, 'alloc:1');
    expect(ids(s)).not.toContain('alloc:1');
    s = choose(s, 'alloc:2');
    s = choose(s, 'call:y');
    s = chooseP(s, 'v:');
    expect(s.seats[1].pool).toBe(27);
    expect(s.seats[2].pool).toBe(29);
  },
  'Parity Shift: take 3 pool from a richer Methuselah (prince)': () => {
    let s = build({ seats: [{ pool: 10, ready: [V('Horst von Brühl', 4)], hand: ['Parity Shift'] }, { pool: 20 }] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'target:1');
    s = choose(s, 'alloc:0');
    s = choose(s, 'alloc:0');
    s = choose(s, 'alloc:0');
    s = choose(s, 'call:y');
    s = chooseP(s, 'v:');
    expect(s.seats[0].pool).toBe(13);
    expect(s.seats[1].pool).toBe(17);
  },
  'Slam [POT]: played during range determination to maneuver back to close range, and then it is the strike of the round': () => {
    let s = fight(V('Octane', 4), V('Colette', 4), ['Slam'], ['Swallowed by the Night']);
    // at close range Slam's close-only maneuver is not offered: Colette is asked first
    expect(dec(s).seat).toBe(1);
    s = chooseP(s, 'card:'); // Colette maneuvers to long range
    expect(ids(s)).toContain(`scard:${hand0(s, 'Slam')}:1`);
    expect(ids(s)).not.toContain(`scard:${hand0(s, 'Slam')}:0`); // inferior has no maneuver
    s = choose(s, `scard:${hand0(s, 'Slam')}:1`);
    expect(s.combat!.range).toBe('close');
    // Octane's strike is already chosen: only Colette is asked
    expect(dec(s).kind).toBe('vtes.strike');
    expect(dec(s).seat).toBe(1);
    s = choose(s, 'none');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Colette')].blood).toBe(1); // strength 1 + 2
    expect(s.cards[uid(s, 'Octane')].blood).toBe(3); // Slam's blood cost
  },
  'Immortal Grapple [POT]: the next round is at close range with no determine-range step (no maneuvers)': () => {
    let s = fight(V('Octane', 4), V('Colette', 4), ['Immortal Grapple'], ['Swallowed by the Night']);
    s = choose(s, 'pass'); // Colette keeps close range
    s = choose(s, `card:${hand0(s, 'Immortal Grapple')}:1`);
    s = choose(s, 'none');
    s = choose(s, 'none');
    s = passUntil(s, (x) => x.combat?.step === 'press');
    s = choose(s, 'optpress');
    s = passUntil(s, (x) => x.combat?.round === 2);
    expect(s.combat!.range).toBe('close');
    expect(dec(s).kind).toBe('vtes.strike'); // Colette was never offered her maneuver
    expect(s.seats[1].zones.hand.map((h) => s.cards[h].cid)).toContain(s.cards[uid(s, 'Swallowed by the Night')].cid);
  },
  'Hidden Strength [for]: X can be more than 3 (up to the blood of the vampire), even more than the damage needs': () => {
    let s = fight(V('Theo Bell', 8), V('Naomi Stewart', 5), ['Roundhouse'], ['Hidden Strength']);
    s = choose(s, `card:${hand0(s, 'Roundhouse')}:1`); // 2 + 3 = 5 damage
    s = choose(s, 'none');
    const hs = uid(s, 'Hidden Strength', 1, 'hand');
    expect(ids(s)).toContain(`card:${hs}:0:4`);
    expect(ids(s)).toContain(`card:${hs}:0:5`); // 6 prevented for 5 damage: legal (RTR 20041202), if wasteful
    s = choose(s, `card:${hs}:0:4`);
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Naomi Stewart')].blood).toBe(1);
    expect(s.cards[uid(s, 'Naomi Stewart')].zone).toBe('ready');
  },
  'Anarch Free Press: its controller may lock it after any anarch (also another Methuselah’s) hunts successfully': () => {
    let s = build({
      seats: [
        { ready: [V('Octane', 2, { anarch: true })] },
        { ready: [V('Rayne', 1, { anarch: true, locked: true })], play: ['Anarch Free Press, The'] },
      ],
    });
    s = announce(s, uid(s, 'Octane'), 'hunt:');
    expect(dec(s).kind).toBe('vtes.afterAction');
    expect(dec(s).seat).toBe(1);
    s = chooseP(s, 'huntLoc:');
    expect(s.cards[uid(s, 'Octane')].blood).toBe(4); // 1 from the hunt, 1 from the Free Press
    expect(s.cards[uid(s, 'Anarch Free Press, The')].locked).toBe(true);
  },
  "Carver's Meat Packing and Storage: any Methuselah's ready vampire may free a hostage in any unlock phase; counters burn when the card leaves play":
    () => {
      let s = build({
        seats: [
          { ready: [V('Ryan', 3)] },
          { ready: [V('Octane', 3)], torpor: [V('Rayne', 1), V('Meaghan', 1)], play: ["Carver's Meat Packing and Storage"] },
        ],
      });
      s.cards[uid(s, 'Rayne')].data = { carver: true };
      s.cards[uid(s, 'Meaghan')].data = { carver: true };
      // seat 1's unlock phase: seat 0 (not the active Methuselah) is asked
      s = passUntil(s, (x) => x.active === 1 && dec(x).kind === 'vtes.freeHostage', 20);
      expect(dec(s).seat).toBe(0);
      s = choose(s, `freeHostage:${uid(s, 'Ryan')}:${uid(s, 'Rayne')}`);
      expect(s.cards[uid(s, 'Rayne')].data?.carver).toBeFalsy();
      expect(s.cards[uid(s, 'Ryan')].blood).toBe(1);
      s = burnCardForTests(s, uid(s, "Carver's Meat Packing and Storage"));
      expect(s.cards[uid(s, 'Meaghan')].data?.carver).toBeFalsy();
    },
  'Frontal Assault: 1 pool also when a ready minion of the prey is burned by something other than damage': () => {
    let s = build({
      seats: [
        { ready: [V('Theo Bell', 4)], play: ['Frontal Assault'] },
        { ready: [{ card: '47th Street Royals', blood: 2 }], torpor: [V('Rayne', 1)] },
      ],
    });
    s = burnCardForTests(s, uid(s, '47th Street Royals'));
    expect(s.seats[0].pool).toBe(31);
    s = burnCardForTests(s, uid(s, 'Rayne')); // not ready: nothing
    expect(s.seats[0].pool).toBe(31);
  },
  'Dreams of the Sphinx: can be locked for +2 hand size during another Methuselah’s turn, discarding down when that turn ends': () => {
    let s = build({
      seats: [
        { ready: [V('Ashley', 2)] },
        {
          ready: [V('Sully', 3)],
          hand: ['Blood Doll', 'Blood Doll', 'Blood Doll', 'Blood Doll', 'Blood Doll', 'Blood Doll', 'Blood Doll'],
          play: ['Dreams of the Sphinx'],
        },
      ],
    });
    s = announce(s, uid(s, 'Ashley'), 'hunt:');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.reaction');
    expect(dec(s).seat).toBe(1);
    s = chooseP(s, `use:${uid(s, 'Dreams of the Sphinx')}:0`);
    expect(s.seats[1].zones.hand).toHaveLength(9);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.discardDown' && dec(x).seat === 1, 30);
    s = chooseP(s, 'd:');
    s = chooseP(s, 'd:');
    expect(s.seats[1].zones.hand).toHaveLength(7);
    expect(s.active).toBe(1);
  },
  'Underbridge Stray: can also unlock a minion in the reaction window of an action directed at you, and give itself a press when in combat':
    () => {
      let s = build({
        seats: [
          { ready: [V('Ashley', 3)] },
          { ready: [V('Ryan', 3, { locked: true }), { card: 'Underbridge Stray', blood: 1, locked: true }] },
        ],
      });
      s = announce(s, uid(s, 'Ashley'), 'bleed:');
      s = choose(s, 'decline'); // not used to block: kept for the reaction window
      expect(dec(s).kind).toBe('vtes.bleedReaction');
      s = chooseP(s, `use:${uid(s, 'Underbridge Stray')}:`);
      expect(s.cards[uid(s, 'Ryan')].locked).toBe(false);
      let u = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [{ card: 'Underbridge Stray', blood: 2, mode: 1 }] }] });
      u = announce(u, uid(u, 'Ashley'), 'bleed:');
      u = chooseP(u, 'block:');
      u = passUntil(u, (x) => !!x.combat);
      u = choose(u, 'none');
      u = choose(u, 'none');
      u = passUntil(u, (x) => x.combat?.step === 'press' && dec(x).seat === 1);
      u = choose(u, `use:${uid(u, 'Underbridge Stray')}:0`);
      expect(u.combat!.round).toBe(2);
      expect(u.cards[uid(u, 'Underbridge Stray')].blood).toBe(1);
    },
};

describe('V:TES political action cards (vtes-es:1.6.3.4, 6.3; vtes-pl:Karty akcji politycznych)', () => {
  for (const [name, fn] of Object.entries(T)) it(name, fn);
});
