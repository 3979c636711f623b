/**
 * Action cards, allies, equipment and retainers of the starter decks: one test (at least) per card, its effect played through the module's decisions from
 * a hand-built state (starter-data.test.ts checks that every built-in library card has one).
 */
import { describe, expect, it } from 'vitest';
import { vtesModule } from '../module';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid } from '../testing/testing';
import { V, act, fight, hand0, bleedCard } from '../testing/card-testing';

const T: Record<string, () => void> = {
  // ---- action cards ----
  'Enchant Kindred [pre]: (D) bleed with +1 bleed': bleedCard('Enchant Kindred', 'Octane', 0, 2),
  'Enchant Kindred [PRE]: +1 stealth action, 2 blood to a younger uncontrolled vampire': () => {
    let { s } = act(V('Octane', 4), 'Enchant Kindred', 1, { seat0: { uncontrolled: [V('Rayne', 0)] } });
    s = chooseP(s, 't:');
    expect(s.cards[uid(s, 'Rayne')].blood).toBe(2);
  },
  'Intimidation [pre]/[PRE]: (D) bleed with +1 / +2': () => {
    bleedCard('Intimidation', 'Oshri Dahan', 0, 2)();
    bleedCard('Intimidation', 'Madison', 1, 3)();
  },
  'Govern the Unaligned [dom]: bleed +2 (1 blood); [DOM]: 3 blood to a younger uncontrolled vampire': () => {
    bleedCard('Govern the Unaligned', 'Ashley', 0, 3)();
    let { s } = act(V('Andi Liu', 4), 'Govern the Unaligned', 1, { seat0: { uncontrolled: [V('Sully', 0)] } });
    s = chooseP(s, 't:');
    expect(s.cards[uid(s, 'Sully')].blood).toBe(3);
    expect(s.cards[uid(s, 'Andi Liu')].blood).toBe(3);
  },
  'Line Brawl: [cel] steal 1 pool, [pot] enter combat, [pre] bleed +1 (anarch)': () => {
    let { s } = act(V('Octane', 4, { anarch: true }), 'Line Brawl', 0);
    s = choose(s, 's:1');
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(29);
    expect(s.seats[0].pool).toBe(31);
    let t = act(V('Octane', 4, { anarch: true }), 'Line Brawl', 1, { prey: [V('Ashley', 3)] }).s;
    t = chooseP(t, 't:');
    t = passUntil(t, (x) => !!x.combat);
    expect(t.combat).not.toBeNull();
    bleedCard('Line Brawl', 'Octane', 2, 2)();
  },
  'Show of Force [pot pre]: bleed +1; [POT PRE]: bleed +2': () => {
    const { s } = act(V('Octane', 4), 'Show of Force', 1);
    expect(s.seats[1].pool).toBe(27);
  },
  'Deep Song [ani]: bleed +1; [ANI] enter combat with a locked target': () => {
    bleedCard('Deep Song', 'Ryan', 0, 2)();
    let { s } = act(V('Horace Radcliffe', 4), 'Deep Song', 1, { prey: [V('Ashley', 3)] });
    s = chooseP(s, 't:');
    s = passUntil(s, (x) => !!x.combat);
    expect(s.cards[uid(s, 'Ashley')].locked).toBe(true);
    expect(s.combat!.a).toBe(uid(s, 'Ashley')); // frenzy: the target acts first in that combat
  },
  'Heroic Might [pot]: +3 stealth, on the vampire, +1 strength; [POT]: +2 strength and a 2R strike': () => {
    const { s, a } = act(V('Octane', 4), 'Heroic Might', 1);
    expect(s.cards[uid(s, 'Heroic Might')].host).toBe(a);
    expect(s.cards[a].blood).toBe(1); // 3 blood paid on success
    let t = build({
      seats: [{ ready: [V('Octane', 4, { attached: [{ card: 'Heroic Might', mode: 1 }] })] }, { ready: [V('Meaghan', 3)] }],
    });
    t = announce(t, uid(t, 'Octane'), 'bleed:');
    t = chooseP(t, 'block:');
    t = passUntil(t, (x) => !!x.combat);
    expect(ids(t)).toContain(`ranged:${uid(t, 'Heroic Might')}`);
    t = choose(t, 'hand');
    t = choose(t, 'none');
    t = passUntil(t, (x) => !x.combat);
    expect(t.cards[uid(t, 'Meaghan')].blood).toBe(0); // strength 1 + 2 = 3 damage, healed with 3 blood
  },
  'Preternatural Strength: only one per vampire; its vampire cannot play Torn Signpost': () => {
    let s = build({
      seats: [
        {
          ready: [V('Aunt Linda', 4, { attached: [{ card: 'Preternatural Strength' }] })],
          hand: ['Preternatural Strength', 'Torn Signpost'],
        },
        { ready: [V('Meaghan', 3)] },
      ],
    });
    const a = uid(s, 'Aunt Linda');
    s = choose(s, `min:${a}`);
    expect(ids(s).some((x) => x.startsWith('card:'))).toBe(false);
    s = choose(s, 'back');
    s = announce(s, a, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    expect(dec(s).kind).not.toBe('vtes.beforeRange');
  },
  'Preternatural Strength [pot]: +2 stealth, +1 strength on the vampire': () => {
    const acted = act(V('Aunt Linda', 4), 'Preternatural Strength', 0, { prey: [V('Ashley', 3)] });
    const a = acted.a;
    const s = chooseP(acted.s, 'block:');
    expect(s.act?.stealth ?? 2).toBe(2); // +2 stealth: Ashley's block fails
    expect(s.cards[uid(s, 'Preternatural Strength')].host).toBe(a);
  },
  'Revelations [aus]: (D) discard a card of your choice from your prey’s hand': () => {
    let s = build({
      seats: [
        { ready: [V('Meaghan', 3)], hand: ['Revelations'] },
        { hand: ['Fame'], library: [] },
      ],
    });
    const m = uid(s, 'Meaghan');
    s = choose(s, `min:${m}`);
    s = chooseP(s, 'card:');
    s = chooseP(s, 'd:');
    expect(s.cards[uid(s, 'Fame', 1)].zone).toBe('ash');
  },
  'Revelations [AUS]: stays in play and the prey plays with an open hand': () => {
    let s = build({ seats: [{ ready: [V('Colette', 3)], hand: ['Revelations'] }, { hand: ['Fame'] }, {}] });
    const c = uid(s, 'Colette');
    s = choose(s, `min:${c}`);
    s = choose(s, `card:${c}:${hand0(s, 'Revelations')}:1`);
    s = passUntil(s, (x) => !x.act);
    const view = vtesModule.view(s, 2) as { seats: { openHand?: { name: string }[] }[] };
    expect(view.seats[1].openHand?.map((x) => x.name)).toContain('Fame');
  },
  'Creeping Sabotage: another Methuselah’s minion can burn it as a (D) action': () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { play: ['Creeping Sabotage'] }] });
    s = announce(s, uid(s, 'Ashley'), 'burnAct:');
    expect(s.cards[uid(s, 'Creeping Sabotage')].zone).toBe('ash');
  },
  'Creeping Sabotage: put in play; the prey burns 1 pool per copy in your unlock phase': () => {
    let { s } = act(V('Ryan', 4), 'Creeping Sabotage', 0);
    expect(s.cards[uid(s, 'Creeping Sabotage')].zone).toBe('play');
    expect(s.cards[uid(s, 'Ryan')].blood).toBe(4); // X = 0: no copy in play yet
    s = passUntil(s, (x) => x.active === 0 && x.turn > 10, 40);
    expect(s.seats[1].pool).toBe(29);
  },
  // ---- allies and retainers ----
  '47th Street Royals: ally (2 life); burn it to reduce a bleed against you by 3': () => {
    let s = build({
      seats: [{ ready: [V('Andi Liu', 4)], hand: ['Govern the Unaligned'] }, { ready: [{ card: '47th Street Royals', blood: 2 }] }],
    });
    s = announce(s, uid(s, 'Andi Liu'), 'card:');
    s = choose(s, 'decline');
    s = chooseP(s, 'burnself:');
    expect(s.seats[1].pool).toBe(30); // 3 reduced by 3
  },
  'Underbridge Stray [ani]: ally with 1 life; burns to unlock a minion against a directed action; burns life for a press': () => {
    const { s } = act(V('Ryan', 4), 'Underbridge Stray', 0);
    const st = uid(s, 'Underbridge Stray');
    expect(s.cards[st].zone).toBe('ready');
    expect(s.cards[st].blood).toBe(1);
    let t = build({
      seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Ryan', 3, { locked: true }), { card: 'Underbridge Stray', blood: 1 }] }],
    });
    t = announce(t, uid(t, 'Ashley'), 'bleed:');
    t = chooseP(t, `use:${uid(t, 'Underbridge Stray')}:`);
    expect(t.cards[uid(t, 'Underbridge Stray')].zone).toBe('ash');
    expect(t.cards[uid(t, 'Ryan')].locked).toBe(false);
    let u = build({ seats: [{ ready: [V('Ryan', 3), { card: 'Underbridge Stray', blood: 2 }] }, { ready: [V('Meaghan', 3)] }] });
    u = announce(u, uid(u, 'Ryan'), 'bleed:');
    u = chooseP(u, 'block:');
    u = passUntil(u, (x) => !!x.combat);
    u = choose(u, 'none');
    u = choose(u, 'none');
    u = passUntil(u, (x) => x.combat?.step === 'press');
    u = chooseP(u, `use:${uid(u, 'Underbridge Stray')}:`);
    expect(u.combat!.round).toBe(2);
    expect(u.cards[uid(u, 'Underbridge Stray')].blood).toBe(1);
  },
  'Raven Spy [ani]: retainer; the employer gets +1 intercept': () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Ryan', 3, { attached: [{ card: 'Raven Spy', blood: 1 }] })] }] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    expect(s.act?.intercept ?? 1).toBe(1);
    expect(s.combat).not.toBeNull(); // 1 intercept ≥ 0 stealth
  },
  'Murder of Crows [ani]: retainer dealing 1R damage each round': () => {
    let s = fight(V('Ashley', 3), V('Ryan', 3, { attached: [{ card: 'Murder of Crows', blood: 1 }] }));
    s = choose(s, 'none');
    s = choose(s, 'none');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(2);
  },
};

describe('V:TES action cards, allies, equipment and retainers (vtes-es:1.6.3.1, 1.6.3.3, 6.1; vtes-pl:Karty akcji, Karty sprzymierzeńców, Karty sprzętu, Karty sług)', () => {
  for (const [name, fn] of Object.entries(T)) it(name, fn);

  it('47th Street Royals: burning it is not a reaction card, so a locked Royals may reduce the bleed too', () => {
    let s = build({ seats: [{ ready: [V('Octane', 4)] }, { ready: [{ card: '47th Street Royals', blood: 2, locked: true }] }] });
    s = announce(s, uid(s, 'Octane'), 'bleed:');
    expect(dec(s).kind).toBe('vtes.bleedReaction');
    s = chooseP(s, 'burnself:');
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(30);
    expect(s.cards[uid(s, '47th Street Royals')].zone).toBe('ash');
  });
});
