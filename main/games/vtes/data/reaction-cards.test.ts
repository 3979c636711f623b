/**
 * Reaction cards of the starter decks: one test (at least) per card, its effect played through the module's decisions from
 * a hand-built state (starter-data.test.ts checks that every built-in library card has one).
 */
import { describe, expect, it } from 'vitest';
import { decisions } from '../rules/kernel';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid } from '../testing/testing';
import { V, hand1, interceptReaction, wakeReaction, redirect } from '../testing/card-testing';

const T: Record<string, () => void> = {
  // ---- reactions ----
  'Eyes of Argus [aus]: +2 intercept during an action directed at you; [AUS]: wake': () => {
    interceptReaction('Eyes of Argus', V('Meaghan', 3), 0, 2)();
    wakeReaction('Eyes of Argus', V('Colette', 3), 1)();
  },
  'Telepathic Misdirection [aus]: +1 intercept; [AUS]: redirect the bleed (locks)': () => {
    interceptReaction('Telepathic Misdirection', V('Meaghan', 3), 0, 1)();
    redirect('Telepathic Misdirection', V('Colette', 3), 1, true)();
  },
  'Deflection [dom]: redirect (locks); [DOM]: redirect without locking': () => {
    redirect('Deflection', V('Ashley', 3), 0, true)();
    redirect('Deflection', V('Andi Liu', 3), 1, false)();
  },
  'Bait and Switch: a baron redirects the bleed': redirect('Bait and Switch', V('Atiena', 3), 0, true),
  'On the Qui Vive: a locked minion wakes to block': wakeReaction('On the Qui Vive', V('Ashley', 3), 0),
  'Wake with Evening’s Freshness: a locked vampire wakes to block': wakeReaction("Wake with Evening's Freshness", V('Ashley', 3), 0),
  'Guard Dogs [ani]: a locked vampire unlocks during a bleed directed at you': wakeReaction('Guard Dogs', V('Ryan', 3), 0),
  'Second Tradition: Domain: +2 intercept (prince); locked prince burns 1 blood to unlock and block': () => {
    interceptReaction('Second Tradition: Domain', V('Horst von Brühl', 3), 0, 2)();
    let s = build({
      seats: [
        { ready: [V('Ashley', 3)], hand: ['Lost in Crowds'] },
        { ready: [V('Horst von Brühl', 3, { locked: true })], hand: ['Second Tradition: Domain'] },
      ],
    });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    const h = uid(s, 'Horst von Brühl');
    s = choose(s, `wake:${hand1(s, 'Second Tradition: Domain')}:1:${h}`);
    expect(s.act!.blocker).toBe(h);
    expect(s.act!.intercept).toBe(2);
    expect(s.cards[h].blood).toBe(2);
    s = chooseP(s, 'mod:'); // +1 stealth is not enough against 2 intercept
    expect(s.combat).not.toBeNull();
  },
  'Organized Resistance: a baron (even locked) gives an anarch +1 intercept, or unlocks a locked anarch to block with +1': () => {
    let s = build({
      seats: [
        { ready: [V('Ashley', 3)], hand: ['Lost in Crowds'] },
        { ready: [V('Atiena', 3, { locked: true }), V('Rayne', 2)], hand: ['Organized Resistance', 'Organized Resistance'] },
      ],
    });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = choose(s, `block:${uid(s, 'Rayne')}`);
    s = chooseP(s, 'mod:');
    s = chooseP(s, 'play:');
    expect(s.combat).not.toBeNull(); // 1 vs 1
    let t = build({
      seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Atiena', 3), V('Rayne', 2, { locked: true })], hand: ['Organized Resistance'] }],
    });
    t = announce(t, uid(t, 'Ashley'), 'bleed:');
    t = chooseP(t, `play:`);
    expect(t.combat).not.toBeNull();
    expect(t.combat!.b).toBe(uid(t, 'Rayne'));
  },
  'Instinctive Reaction [ani]: +1 intercept when your predator’s minion acts': () => {
    // seat 0 acts, seat 1 is its prey: seat 1's predator is seat 0
    interceptReaction('Instinctive Reaction', V('Ryan', 3), 0, 1)();
  },
  'The Warrens: +2 intercept, +1 more for a titled Nosferatu': () => {
    interceptReaction('Warrens, The', V('Ryan', 3), 0, 2)();
    interceptReaction('Warrens, The', V('Belinde', 3), 0, 3)();
  },
  'Cats’ Guidance [ANI]: +1 intercept; [ani]: the blocker unlocks after blocking': () => {
    interceptReaction("Cats' Guidance", V('Horace Radcliffe', 3), 1, 1)();
    // inferior: after block resolution, once the combat that follows the block is over (RTR 19980623)
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Ryan', 3)], hand: ["Cats' Guidance"] }] });
    s = announce(s, uid(s, 'Ashley', 0), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.afterBlock');
    expect(s.combat).toBeNull();
    expect(s.cards[uid(s, 'Ryan')].locked).toBe(true);
    s = chooseP(s, 'blockerReact:');
    expect(s.cards[uid(s, 'Ryan')].locked).toBe(false);
  },
  'Protected District: a primogen reduces a bleed by 3, or adds 3 votes against': () => {
    let s = build({
      seats: [
        { ready: [V('Andi Liu', 4)], hand: ['Govern the Unaligned'] },
        { ready: [V('Lenny Burkhead', 3)], hand: ['Protected District'] },
      ],
    });
    s = announce(s, uid(s, 'Andi Liu'), 'card:');
    s = choose(s, 'decline');
    s = chooseP(s, 'reduce:');
    expect(s.seats[1].pool).toBe(30);
    let t = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { ready: [V('Lenny Burkhead', 3)], hand: ['Protected District'] },
      ],
    });
    t = announce(t, uid(t, 'Horst von Brühl'), 'card:');
    t = choose(t, 'decline');
    t = choose(t, 'done');
    t = chooseP(t, 'against:');
    expect(t.ref!.no).toBe(3);
  },
  'Delaying Tactics: cancel the referendum, unlock the caller, return the card': () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { ready: [V('Ashley', 3)], hand: ['Delaying Tactics'] },
      ],
    });
    const h = uid(s, 'Horst von Brühl');
    s = announce(s, h, 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    s = chooseP(s, 'cancel:');
    expect(s.ref).toBeNull();
    expect(s.cards[h].locked).toBe(false);
    expect(s.cards[uid(s, 'Ancilla Empowerment')].zone).toBe('hand');
  },
};

describe('V:TES reaction cards (vtes-es:1.6.3.6; vtes-pl:Karty reakcji)', () => {
  for (const [name, fn] of Object.entries(T)) it(name, fn);

  it('Delaying Tactics: the acting Methuselah’s minions cannot perform the same political action again this turn', () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4), V('Madison', 4)], hand: ['Ancilla Empowerment', 'Ancilla Empowerment'] },
        { ready: [V('Ashley', 3)], hand: ['Delaying Tactics'] },
      ],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    s = chooseP(s, 'cancel:');
    // the returned card makes 8 cards: discard a Blood Doll
    s = choose(s, `d:${s.seats[0].zones.hand.find((h) => s.cards[h].cid === '100199')}`);
    s = passUntil(s, (x) => !x.act && !x.pick);
    s = choose(s, `min:${uid(s, 'Madison')}`);
    expect(ids(s).some((x) => x.startsWith('card:'))).toBe(false);
  });

  it('On the Qui Vive: one per minion between its unlock phases; an ally that plays it skips its next unlock', () => {
    let s = build({
      seats: [
        { ready: [V('Rayne', 2), V('Octane', 2)] },
        { ready: [V('Ashley', 3, { locked: true })], hand: ['On the Qui Vive', 'On the Qui Vive'] },
      ],
    });
    const ash = uid(s, 'Ashley');
    s = announce(s, uid(s, 'Rayne'), 'bleed:');
    s = chooseP(s, 'wake:');
    s = choose(s, 'decline');
    s = passUntil(s, (x) => !x.act);
    s = announce(s, uid(s, 'Octane'), 'bleed:');
    expect(decisions(s)[0]?.seat === 1 && ids(s).some((x) => x.startsWith('wake:'))).toBe(false);
    let t = build({
      seats: [{ ready: [V('Rayne', 2)] }, { ready: [{ card: 'Underbridge Stray', blood: 1, locked: true }], hand: ['On the Qui Vive'] }],
    });
    t = announce(t, uid(t, 'Rayne'), 'bleed:');
    t = chooseP(t, 'wake:');
    t = passUntil(t, (x) => x.active === 1 && x.phase !== 'unlock', 30);
    expect(t.cards[uid(t, 'Underbridge Stray')].locked).toBe(true);
    expect(s.cards[ash].sinceUnlock).toEqual(['101321']);
  });

  it('Wake with Evening’s Freshness: not replaced until your next unlock phase (1.6.1.2)', () => {
    let s = build({
      seats: [
        { ready: [V('Rayne', 2)] },
        {
          ready: [V('Ashley', 3, { locked: true })],
          hand: ["Wake with Evening's Freshness", 'Bonding', 'Bonding', 'Bonding', 'Bonding', 'Bonding', 'Bonding'],
        },
      ],
    });
    s = announce(s, uid(s, 'Rayne'), 'bleed:');
    s = chooseP(s, 'wake:');
    expect(s.seats[1].zones.hand).toHaveLength(6);
    s = passUntil(s, (x) => x.active === 1, 40);
    expect(s.seats[1].zones.hand).toHaveLength(7);
  });
});
