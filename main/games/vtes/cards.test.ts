/**
 * One test (at least) per built-in card of the four starter decks: the card's effect, played
 * through the module's decisions from a hand-built state. A meta-test checks that every card of
 * the starter data has its test here, and that the rendered texts exist in es and pl.
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../cards/test-helpers';
import { parseVeknFiles } from '../../cards/vekn';
import { officialFiles } from '../../testing/shared-data';
import { vtesModule } from './module';
import { decisions } from './rules';
import { applyDamageForTests, burnCardForTests } from './testing';
import { type CardDef, STARTER_CRYPT, STARTER_DECKS, STARTER_LIBRARY } from './starters';
import { vtesStarterCardsForLookup } from './starter-lookup';
import { type VtesState } from './state';
import { renderCardText } from './text';
import { announce, build, type CardSpec, choose, chooseP, dec, ids, passUntil, uid } from './testing';

const V = (card: string, blood = 4, more: Partial<CardSpec> = {}): CardSpec => ({ card, blood, ...more });

/** Actor of seat 0 performs `card` (mode index) as an action; seat 1 (prey) has `preyReady`. */
function act(
  actor: CardSpec,
  card: string,
  mode: number,
  opts: { prey?: CardSpec[]; seat0?: Partial<Parameters<typeof build>[0]['seats'][0]>; seats?: number } = {},
) {
  const seats = [
    { ready: [actor], hand: [card], ...(opts.seat0 ?? {}) },
    { ready: opts.prey ?? [] },
    ...Array.from({ length: (opts.seats ?? 2) - 2 }, () => ({})),
  ];
  let s = build({ seats });
  const a = uid(s, actor.card, 0);
  s = choose(s, `min:${a}`);
  s = choose(s, `card:${a}:${uid(s, card, 0, 'hand')}:${mode}`);
  return { s, a };
}

/** Seat 0 bleeds seat 1 with a basic bleed; seat 0's hand `hand`; returns at the first decision. */
function bleed(actor: CardSpec, hand: string[], prey: CardSpec[] = [], preyHand: string[] = []) {
  let s = build({ seats: [{ ready: [actor], hand }, { ready: prey, hand: preyHand }, {}] });
  const a = uid(s, actor.card, 0);
  s = announce(s, a, 'bleed:');
  return { s, a };
}

/** Combat between seat 0's `a` (acting, bleeding) and seat 1's blocker `b`. */
function fight(a: CardSpec, b: CardSpec, handA: string[] = [], handB: string[] = []) {
  let s = build({
    seats: [
      { ready: [a], hand: handA },
      { ready: [b], hand: handB },
    ],
  });
  s = announce(s, uid(s, a.card, 0), 'bleed:');
  s = chooseP(s, 'block:');
  s = passUntil(s, (x) => !!x.combat || !x.act);
  return s;
}

const hand0 = (s: VtesState, card: string) => uid(s, card, 0, 'hand');
const hand1 = (s: VtesState, card: string) => uid(s, card, 1, 'hand');

/** Plays master card `card` in seat 0's master phase with vampires `ready`. */
function master(
  card: string,
  ready: CardSpec[] = [V('Ashley', 1)],
  more: Partial<Parameters<typeof build>[0]['seats'][0]> = {},
  other: CardSpec[] = [],
) {
  let s = build({ seats: [{ ready, hand: [card], ...more }, { ready: other }], phase: 'master' });
  s = choose(s, `m:${hand0(s, card)}`);
  return s;
}

function bleedCard(card: string, actor: string, mode: number, expected: number) {
  return () => {
    const { s } = act(V(actor, 4, { anarch: true }), card, mode);
    expect(s.seats[1].pool).toBe(30 - expected);
    expect(s.edge).toBe(0);
  };
}

function stealthMod(card: string, actor: string, mode: number, n: number) {
  return () => {
    let { s } = bleed(V(actor, 4, { anarch: true }), [card], [V('Ashley', 3, { attached: [{ card: 'Raven Spy', blood: 1 }] })]);
    s = chooseP(s, 'block:');
    expect(dec(s).kind).toBe('vtes.stealth');
    s = choose(s, `mod:${hand0(s, card)}:${mode}`);
    // intercept 1 vs stealth n
    if (n >= 2) expect(s.seats[1].pool).toBe(29);
    else expect(s.combat).not.toBeNull();
  };
}

function bleedMod(card: string, actor: string, mode: number, plus: number, x?: number) {
  return () => {
    let { s } = bleed(V(actor, 4, { anarch: true }), [card]);
    expect(dec(s).kind).toBe('vtes.actionModifier');
    s = choose(s, `mod:${hand0(s, card)}:${mode}${x ? `:${x}` : ''}`);
    expect(s.seats[1].pool).toBe(29 - plus);
  };
}

function interceptReaction(card: string, blocker: CardSpec, mode: number, n: number, actor: CardSpec = V('Ashley', 3)) {
  return () => {
    // the action must be directed at the blocker's Methuselah: a bleed; make the actor stealthy first
    let s = build({
      seats: [
        { ready: [actor], hand: ['Lost in Crowds'] },
        { ready: [blocker], hand: [card] },
      ],
    });
    const a = uid(s, actor.card, 0);
    s = announce(s, a, 'bleed:');
    s = chooseP(s, 'block:');
    if (dec(s).kind === 'vtes.stealth') s = chooseP(s, 'mod:');
    expect(dec(s).kind).toBe('vtes.intercept');
    const before = s.act!.intercept;
    s = choose(s, `react:${hand1(s, card)}:${mode}`);
    expect(s.act?.intercept ?? before + n).toBe(before + n);
    expect(s.combat !== null || (s.act?.intercept ?? 0) >= before + n).toBe(true);
  };
}

function wakeReaction(card: string, blocker: CardSpec, mode: number) {
  return () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [{ ...blocker, locked: true }], hand: [card] }] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    const b = uid(s, blocker.card, 1);
    expect(dec(s).kind).toBe('vtes.block');
    s = choose(s, `wake:${hand1(s, card)}:${mode}:${b}`);
    expect(ids(s)).toContain(`block:${b}`);
    s = choose(s, `block:${b}`);
    expect(s.combat).not.toBeNull();
  };
}

function redirect(card: string, reactor: CardSpec, mode: number, locks: boolean) {
  return () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [reactor], hand: [card] }, {}] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    const r = uid(s, reactor.card, 1);
    s = choose(s, 'decline');
    expect(dec(s).kind).toBe('vtes.bleedReaction');
    s = choose(s, `redirect:${hand1(s, card)}:${mode}:${r}:2`);
    expect(s.seats[2].pool).toBe(29);
    expect(s.seats[1].pool).toBe(30);
    expect(s.cards[r].locked).toBe(locks);
  };
}

function strikeCard(card: string, actor: CardSpec, mode: number, dmg: number) {
  return () => {
    let s = fight(actor, V('Meaghan', 3, {}), [card]);
    s = passUntil(s, (x) => x.combat?.step === 'strikeA');
    s = choose(s, `card:${hand0(s, card)}:${mode}`);
    s = choose(s, 'none');
    s = passUntil(s, (x) => !x.combat, 20);
    const m = uid(s, 'Meaghan');
    expect(3 - s.cards[m].blood).toBe(Math.min(3, dmg));
  };
}

function inPlay(card: string, ready: CardSpec[] = [V('Ashley', 1, { anarch: true })]) {
  return () => {
    let s = master(card, ready);
    s = passUntil(s, (x) => x.manualSeat === null && !x.pick && x.phase !== 'master', 20);
    const c = uid(s, card, 0);
    expect(['play', 'attached']).toContain(s.cards[c].zone);
  };
}

function onVampire(card: string) {
  return () => {
    let s = master(card, [V('Ashley', 1)]);
    s = chooseP(s, 't:');
    const c = uid(s, card, 0);
    expect(s.cards[c].host).toBe(uid(s, 'Ashley'));
  };
}

function huntingGround(card: string, clanVamp: string) {
  return () => {
    let s = master(card, [V(clanVamp, 1, { anarch: true })]);
    const c = uid(s, card, 0);
    expect(s.cards[c].zone).toBe('play');
    s = passUntil(s, (x) => x.active === 0 && x.phase === 'unlock', 40);
    s = chooseP(s, `hg:${c}`);
    expect(s.cards[uid(s, clanVamp)].blood).toBe(2);
  };
}

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
    t = chooseP(t, 'strayUnlock:');
    expect(t.cards[uid(t, 'Underbridge Stray')].zone).toBe('ash');
    expect(t.cards[uid(t, 'Ryan')].locked).toBe(false);
    let u = build({ seats: [{ ready: [V('Ryan', 3), { card: 'Underbridge Stray', blood: 2 }] }, { ready: [V('Meaghan', 3)] }] });
    u = announce(u, uid(u, 'Ryan'), 'bleed:');
    u = chooseP(u, 'block:');
    u = passUntil(u, (x) => !!x.combat);
    u = choose(u, 'none');
    u = choose(u, 'none');
    u = passUntil(u, (x) => x.combat?.step === 'press');
    u = chooseP(u, 'stray:');
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
    s = chooseP(s, 'orgres:');
    expect(s.combat).not.toBeNull(); // 1 vs 1
    let t = build({
      seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Atiena', 3), V('Rayne', 2, { locked: true })], hand: ['Organized Resistance'] }],
    });
    t = announce(t, uid(t, 'Ashley'), 'bleed:');
    t = chooseP(t, `orgUnlock:`);
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
  // ---- master cards ----
  'Blood Doll: on a vampire; move 1 blood between it and your pool in the master phase': () => {
    let s = master('Blood Doll', [V('Ashley', 1)]);
    s = chooseP(s, 't:');
    s.turnFlags.bloodDolls = [];
    s.phase = 'master';
    s.turnFlags.masterLeft = 0;
    s = chooseP(s, 'doll:');
    expect(s.seats[0].pool + s.cards[uid(s, 'Ashley')].blood).toBe(31);
  },
  'Vessel: trifle; on a vampire; move 1 blood in the unlock phase': () => {
    let s = master('Vessel', [V('Ashley', 1)]);
    s = chooseP(s, 't:');
    expect(s.turnFlags.masterLeft).toBe(1);
    s = passUntil(s, (x) => x.active === 0 && x.phase === 'unlock', 40);
    s = chooseP(s, 'doll:');
    expect(s.cards[uid(s, 'Ashley')].blood).not.toBe(1);
  },
  'Life in the City: trifle; 1 blood to a ready vampire': () => {
    let s = master('Life in the City');
    s = chooseP(s, 't:');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(2);
  },
  'Misdirection: lock a minion': () => {
    let s = master('Misdirection', [V('Ashley', 1)], {}, [V('Rayne', 2)]);
    s = choose(s, `t:${uid(s, 'Rayne')}`);
    expect(s.cards[uid(s, 'Rayne')].locked).toBe(true);
  },
  'Guardian Angel: +1 intercept against bleeds at you; prevent 1 damage each combat': () => {
    let s = build({ seats: [{ ready: [V('Theo Bell', 8)] }, { ready: [V('Ashley', 3, { attached: [{ card: 'Guardian Angel' }] })] }] });
    s = announce(s, uid(s, 'Theo Bell'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = choose(s, 'hand');
    s = choose(s, 'none');
    s = chooseP(s, 'static:');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(2); // 2 damage, 1 prevented
  },
  'Warzone Hunting Ground': huntingGround('Warzone Hunting Ground', 'Rayne'),
  'Asylum Hunting Ground': huntingGround('Asylum Hunting Ground', 'Ashley'),
  'Slum Hunting Ground': huntingGround('Slum Hunting Ground', 'Ryan'),
  'Uptown Hunting Ground': huntingGround('Uptown Hunting Ground', 'Oshri Dahan'),
  'Carfax Abbey: hunting ground for an anarch; a second anarch with a ready baron': () => {
    huntingGround('Carfax Abbey', 'Rayne')();
    let s = build({ seats: [{ ready: [V('Atiena', 2), V('Rayne', 1)], play: ['Carfax Abbey'] }, {}], phase: 'discard', active: 1 });
    s = passUntil(s, (x) => x.active === 0 && dec(x).kind === 'vtes.unlock', 20);
    s = chooseP(s, `hg:${uid(s, 'Carfax Abbey')}:${uid(s, 'Rayne')}`);
    s = chooseP(s, `hg:${uid(s, 'Carfax Abbey')}:${uid(s, 'Atiena')}`);
    expect(s.cards[uid(s, 'Rayne')].blood + s.cards[uid(s, 'Atiena')].blood).toBe(5);
  },
  'Elder Library: +1 hand size': () => {
    const s = master('Elder Library');
    expect(s.seats[0].zones.hand).toHaveLength(8);
  },
  'Information Highway: +2 transfers': () => {
    let s = master('Information Highway');
    s = passUntil(s, (x) => x.phase === 'influence', 10);
    expect(s.turnFlags.transfers).toBe(6);
  },
  'The Barrens: lock to discard a card and draw': () => {
    let s = master('Barrens, The');
    s = passUntil(s, (x) => x.phase === 'minion');
    s = chooseP(s, 'barrens:');
    s = chooseP(s, 'd:');
    expect(s.seats[0].zones.ash).toHaveLength(1);
    expect(s.seats[0].zones.hand).toHaveLength(7);
  },
  'The Labyrinth: lock to give a Nosferatu +1 stealth': () => {
    let s = build({ seats: [{ ready: [V('Ryan', 3)], play: ['Labyrinth, The'] }, { ready: [V('Ashley', 3)] }] });
    s = announce(s, uid(s, 'Ryan'), 'bleed:');
    s = chooseP(s, 'block:');
    s = chooseP(s, 'loc:');
    expect(s.seats[1].pool).toBe(29);
  },
  'Ventrue Headquarters: lock for +3 votes': () => {
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'], play: ['Ventrue Headquarters'] }, {}] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = chooseP(s, 'loc:');
    expect(s.ref!.yes).toBe(3);
  },
  'Anarch Free Press: lock for +1 intercept to an anarch; lock after an anarch hunts for 1 more blood': () => {
    inPlay('Anarch Free Press, The')();
    let s = build({
      seats: [
        { ready: [V('Ashley', 3)], hand: ['Lost in Crowds'] },
        { ready: [V('Rayne', 1, { anarch: true })], play: ['Anarch Free Press, The'] },
      ],
    });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    s = chooseP(s, 'mod:');
    s = chooseP(s, 'loc:');
    expect(s.combat).not.toBeNull(); // 1 intercept vs 1 stealth
    let t = build({ seats: [{ ready: [V('Octane', 2, { anarch: true })], play: ['Anarch Free Press, The'] }, {}] });
    t = announce(t, uid(t, 'Octane'), 'hunt:');
    t = chooseP(t, 'huntLoc:');
    expect(t.cards[uid(t, 'Octane')].blood).toBe(4);
  },
  "Carver's Meat Packing and Storage: small torpid vampires become hostages; lock for X blood": () => {
    inPlay("Carver's Meat Packing and Storage")();
    let s = build({
      seats: [
        { ready: [V('Octane', 3)], play: ["Carver's Meat Packing and Storage"] },
        { ready: [V('Rayne', 1)], torpor: [] },
      ],
    });
    s = applyDamageForTests(s, uid(s, 'Rayne'), 2, 0);
    expect(s.cards[uid(s, 'Rayne')].hostage).toBe(true);
    s.phase = 'master';
    s = chooseP(s, 'carver:');
    expect(s.cards[uid(s, 'Octane')].blood).toBe(4);
  },
  'Dreams of the Sphinx: lock for +2 hand size, 1 pool with the Edge or 1 blood on an uncontrolled vampire; burns at 3 counters': () => {
    inPlay('Dreams of the Sphinx')();
    let s = build({ seats: [{ ready: [V('Ashley', 2)], play: ['Dreams of the Sphinx'], uncontrolled: [V('Sully', 0)] }, {}] });
    s = chooseP(s, 'dreamsHand:');
    expect(s.seats[0].zones.hand).toHaveLength(9);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.discardDown', 20);
    s = chooseP(s, 'd:');
    s = chooseP(s, 'd:');
    expect(s.seats[0].zones.hand).toHaveLength(7); // discarded down at the end of the turn
    expect(s.active).toBe(1);
    s = passUntil(s, (x) => x.active === 0 && x.phase === 'minion', 20);
    s = chooseP(s, 'dreamsBlood:');
    s = chooseP(s, 't:');
    expect(s.cards[uid(s, 'Sully')].blood).toBe(1);
    expect(s.cards[uid(s, 'Dreams of the Sphinx')].note).toBe(2);
  },
  'Frontal Assault: (D) combat with the prey’s minions, 1 pool when one goes to torpor, burned in the influence phase': () => {
    inPlay('Frontal Assault')();
    let s = build({ seats: [{ ready: [V('Theo Bell', 4)], play: ['Frontal Assault'] }, { ready: [V('Rayne', 1), V('Ashley', 2)] }] });
    s = announce(s, uid(s, 'Theo Bell'), `fa:${uid(s, 'Theo Bell')}:${uid(s, 'Rayne')}`);
    s = choose(s, 'decline');
    s = passUntil(s, (x) => !!x.combat);
    s = choose(s, 'hand');
    s = choose(s, 'none');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Rayne')].zone).toBe('torpor');
    expect(s.seats[0].pool).toBe(31);
    s = passUntil(s, (x) => x.phase === 'influence', 10);
    expect(s.cards[uid(s, 'Frontal Assault')].zone).toBe('ash');
    expect(s.seats[0].pool).toBe(30); // 1 ready minion of the prey left (Ashley)
  },
  'Smiling Jack, The Anarch: a counter each own unlock; the others pay 1 pool or blood per counter': () => {
    inPlay('Smiling Jack, The Anarch')();
    let s = build({
      seats: [{ play: [{ card: 'Smiling Jack, The Anarch', blood: 0 }] }, { ready: [V('Ashley', 2)] }],
      phase: 'discard',
      active: 1,
    });
    s = passUntil(s, (x) => x.active === 0 && x.phase !== 'unlock', 10);
    expect(s.cards[uid(s, 'Smiling Jack, The Anarch')].blood).toBe(1);
    expect(s.seats[0].pool).toBe(29);
    s = passUntil(s, (x) => x.active === 1, 20);
    expect(dec(s).kind).toBe('vtes.unlock');
    s = choose(s, `jack:${uid(s, 'Ashley')}`);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(1);
  },
  'Anarch Troublemaker: given to the prey in your unlock phase to lock two of its vampires': () => {
    inPlay('Anarch Troublemaker')();
    let s = build({
      seats: [{ play: ['Anarch Troublemaker'] }, { ready: [V('Ashley', 2), V('Sully', 2), V('Meaghan', 2)] }],
      phase: 'discard',
      active: 1,
    });
    s = passUntil(s, (x) => x.active === 0 && dec(x).kind === 'vtes.unlock', 10);
    s = chooseP(s, 'tm:');
    s = chooseP(s, 't:');
    s = chooseP(s, 't:');
    expect(s.seats[1].zones.ready.filter((v) => s.cards[v].locked)).toHaveLength(2);
    expect(s.cards[uid(s, 'Anarch Troublemaker')].controller).toBe(1);
  },
  'Visit from the Capuchin: 4 counters of hand size; replacing another card burns a counter instead': () => {
    const s0 = master('Visit from the Capuchin', [V('Ashley', 1)]);
    expect(s0.seats[0].zones.hand).toHaveLength(11); // 7 + 4 counters
    let s = build({
      seats: [{ ready: [V('Ashley', 1)], play: [{ card: 'Visit from the Capuchin', blood: 4 }], hand: ['Life in the City'] }, {}],
      phase: 'master',
    });
    const lib = s.seats[0].zones.library.length;
    s = chooseP(s, 'm:');
    s = chooseP(s, 't:');
    expect(s.cards[uid(s, 'Visit from the Capuchin', 0, 'play')].blood).toBe(3);
    expect(s.seats[0].zones.library).toHaveLength(lib); // no replacement draw
  },
  'Warsaw Station: lock as a Nosferatu announces an undirected action, unlock it after success; burn to leave torpor': () => {
    inPlay('Warsaw Station', [V('Ryan', 2)])();
    let s = build({ seats: [{ ready: [V('Ryan', 2)], play: ['Warsaw Station'] }, {}] });
    const r = uid(s, 'Ryan');
    s = announce(s, r, 'hunt:');
    s = chooseP(s, 'warsaw:');
    expect(s.cards[r].locked).toBe(false);
    expect(s.cards[r].blood).toBe(3);
    let t = build({ seats: [{ torpor: [V('Ryan', 0)], play: ['Warsaw Station'] }, {}] });
    t = chooseP(t, 'warsawBurn:');
    expect(t.cards[uid(t, 'Ryan')].zone).toBe('ready');
    expect(t.cards[uid(t, 'Warsaw Station')].zone).toBe('ash');
  },
  'Wider View: 1 transfer to draw a crypt card and remove an uncontrolled one; 4 transfers to burn it for 2 pool': () => {
    inPlay('Wider View')();
    let s = build({ seats: [{ play: ['Wider View'], crypt: ['Ashley'], uncontrolled: [V('Sully', 0)] }, {}], phase: 'influence' });
    s = chooseP(s, 'wv:draw:');
    expect(s.seats[0].zones.uncontrolled).toHaveLength(2);
    s = chooseP(s, 'r:');
    expect(s.seats[0].zones.uncontrolled).toHaveLength(1);
    expect(s.seats[0].zones.removed).toHaveLength(1);
    let t = build({ seats: [{ play: ['Wider View'] }, {}], phase: 'influence' });
    t = chooseP(t, 'wv:cash:');
    expect(t.seats[0].pool).toBe(32);
  },
  'Fame: 3 pool when its vampire goes to torpor, then 1 pool in each unlock phase while torpid': () => {
    onVampire('Fame')();
    let s = build({ seats: [{ ready: [V('Theo Bell', 8)] }, { ready: [V('Ashley', 1, { attached: [{ card: 'Fame' }] })] }] });
    s = applyDamageForTests(s, uid(s, 'Ashley'), 2, 0);
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('torpor');
    expect(s.seats[1].pool).toBe(27);
    s = passUntil(s, (x) => x.active === 1, 20);
    expect(s.seats[1].pool).toBe(26);
  },
  'Haven Uncovered: other minions enter combat with its vampire as a +1 stealth (D) action': () => {
    onVampire('Haven Uncovered')();
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Rayne', 2, { attached: [{ card: 'Haven Uncovered' }] })] }] });
    s = announce(s, uid(s, 'Ashley'), 'haven:');
    expect(s.act?.stealth ?? 1).toBe(1);
    s = passUntil(s, (x) => !!x.combat || !x.act);
    expect(s.combat).not.toBeNull();
  },
  'Rebel: trifle archetype; +1 blood when its vampire blocks a titled vampire': () => {
    onVampire('Rebel')();
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 3)] }, { ready: [V('Rayne', 1, { attached: [{ card: 'Rebel' }] })] }] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'bleed:');
    s = chooseP(s, 'block:');
    expect(s.cards[uid(s, 'Rayne')].blood).toBe(2);
  },
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
      s.cards[uid(s, 'Rayne')].hostage = true;
      s.cards[uid(s, 'Meaghan')].hostage = true;
      // seat 1's unlock phase: seat 0 (not the active Methuselah) is asked
      s = passUntil(s, (x) => x.active === 1 && dec(x).kind === 'vtes.freeHostage', 20);
      expect(dec(s).seat).toBe(0);
      s = choose(s, `freeHostage:${uid(s, 'Ryan')}:${uid(s, 'Rayne')}`);
      expect(s.cards[uid(s, 'Rayne')].hostage).toBeFalsy();
      expect(s.cards[uid(s, 'Ryan')].blood).toBe(1);
      s = burnCardForTests(s, uid(s, "Carver's Meat Packing and Storage"));
      expect(s.cards[uid(s, 'Meaghan')].hostage).toBeFalsy();
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
    s = chooseP(s, 'dreamsHand:');
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
      s = chooseP(s, 'strayUnlock:');
      expect(s.cards[uid(s, 'Ryan')].locked).toBe(false);
      let u = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [{ card: 'Underbridge Stray', blood: 2, mode: 1 }] }] });
      u = announce(u, uid(u, 'Ashley'), 'bleed:');
      u = chooseP(u, 'block:');
      u = passUntil(u, (x) => !!x.combat);
      u = choose(u, 'none');
      u = choose(u, 'none');
      u = passUntil(u, (x) => x.combat?.step === 'press' && dec(x).seat === 1);
      u = choose(u, `stray:${uid(u, 'Underbridge Stray')}`);
      expect(u.combat!.round).toBe(2);
      expect(u.cards[uid(u, 'Underbridge Stray')].blood).toBe(1);
    },
};

// vampires with special abilities
const VAMPS: Record<string, () => void> = {
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

describe('V:TES built-in cards', () => {
  for (const [name, fn] of Object.entries(T)) it(name, fn);
  for (const [name, fn] of Object.entries(VAMPS)) it(`crypt: ${name}`, fn);

  it('every built-in library card has a test above', () => {
    const titles = Object.keys(T).join('\n').toLowerCase();
    const missing = STARTER_LIBRARY.filter((c) => {
      const n = c.name.replace(/, The$/, '').toLowerCase();
      return !titles.includes(n) && !titles.includes(n.replace(/'/g, '’'));
    }).map((c) => c.name);
    expect(missing).toEqual([]);
  });

  it('card texts render from the data in Spanish and Polish without missing templates', () => {
    for (const c of [...STARTER_CRYPT, ...STARTER_LIBRARY]) {
      for (const lang of ['es', 'pl'] as const) {
        const txt = renderCardText(c, lang);
        expect(txt).not.toMatch(/\b(effect|req|manual|kind)\.[a-zA-Z_]+/);
        expect(txt).not.toContain('{{');
      }
    }
  });

  it('the four starter decks: 12 crypt and 77 library cards each; lookup cards carry automation and Spanish text', () => {
    for (const d of Object.values(STARTER_DECKS)) {
      expect(d.crypt.reduce((a, [, n]) => a + n, 0)).toBe(12);
      expect(d.library.reduce((a, [, n]) => a + n, 0)).toBe(77);
    }
    const cards = vtesStarterCardsForLookup();
    expect(cards).toHaveLength(STARTER_CRYPT.length + STARTER_LIBRARY.length);
    const gov = cards.find((c) => c.name === 'Govern the Unaligned')!;
    expect(gov.automation).toBe('full');
    expect(gov.text).toContain('sangrado');
    expect(gov.printings[0].precon).toMatchObject({ deck: 'malkavian', count: 12 });
    expect(new Set(cards.map((c) => c.uid)).size).toBe(cards.length);
  });

  it('applyDamage helper keeps counters conserved', () => {
    const s = build({ seats: [{ ready: [V('Ashley', 3)] }, {}] });
    const t = applyDamageForTests(s, uid(s, 'Ashley'), 1, 0);
    expect(t.cards[uid(t, 'Ashley')].blood).toBe(2);
  });
});

/**
 * The starter data against the official card files (../shared/data): deck lists from the precon
 * printings (V5A:PB, V5:PM, V5:PN, V5:PV), crypt facts and library costs, types, clans and
 * discipline requirements. Only facts are compared; no card text is stored.
 */
describe('V:TES starter data matches the official card list', () => {
  const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
  const byId = new Map(parsed.cards.map((c) => [c.id, c]));
  const PRECON: Record<string, [string, string]> = {
    brujah: ['V5A', 'PB'],
    malkavian: ['V5', 'PM'],
    nosferatu: ['V5', 'PN'],
    ventrue: ['V5', 'PV'],
  };

  it('each deck list (card ids and copies) is the official precon list', () => {
    for (const [deck, [set, code]] of Object.entries(PRECON)) {
      const official = parsed.cards
        .flatMap((c) =>
          c.printings.filter((p) => p.set === set && p.precon?.deck === code).map((p) => [c.id, p.precon!.count] as [string, number]),
        )
        .sort(([a], [b]) => a.localeCompare(b));
      const ours = [
        ...STARTER_DECKS[deck as keyof typeof STARTER_DECKS].crypt,
        ...STARTER_DECKS[deck as keyof typeof STARTER_DECKS].library,
      ].sort(([a], [b]) => a.localeCompare(b));
      expect(ours, deck).toEqual(official);
    }
  });

  it('crypt cards: name, clan, capacity, group, disciplines, title and sect', () => {
    for (const c of STARTER_CRYPT) {
      const o = byId.get(c.id)!;
      expect(o, c.name).toBeDefined();
      const disc = Object.fromEntries(o.disciplines.map((d) => [d.code, d.level]));
      // the city of a city title is printed in the card's first words ("... Prince of X:")
      const city = /^[^:.]*? of ([^:.]+)[:.]/.exec(o.text)?.[1];
      expect({
        name: c.name,
        clan: c.clan,
        capacity: c.capacity,
        group: c.group,
        disc: c.disc,
        title: c.title,
        city: c.city,
        sect: c.sect,
      }).toEqual({
        name: o.name,
        clan: o.clans,
        capacity: o.capacity,
        group: o.group,
        disc,
        title: o.title,
        city,
        sect: o.sect?.toLowerCase(),
      });
    }
  });

  it('library cards: name, types, clan, pool and blood cost, discipline requirement, unique, burn option', () => {
    for (const c of STARTER_LIBRARY) {
      const o = byId.get(c.id)!;
      expect(o, c.name).toBeDefined();
      const firstLine = o.text.split('\n')[0];
      expect({
        name: c.name,
        types: c.types,
        clan: c.clan,
        pool: c.pool === undefined ? undefined : String(c.pool),
        blood: c.blood === undefined ? undefined : String(c.blood),
        disc: c.libDisc ?? [],
        unique: !!c.unique,
        burnOption: !!c.burnOption,
      }).toEqual({
        name: o.name,
        types: o.types,
        clan: o.clans,
        pool: o.poolCost,
        blood: o.bloodCost,
        disc: o.libraryDisciplines,
        unique: /\bUnique\b/.test(firstLine),
        burnOption: o.burnOption,
      });
      // every discipline level printed on the card ([pot] inferior, [POT] superior) has its own mode (1.6.1.3)
      for (const alt of c.libDisc ?? [])
        for (const [level, mark] of [
          [1, alt.map((d) => `[${d}]`).join('')],
          [2, alt.map((d) => `[${d.toUpperCase()}]`).join('')],
        ] as const)
          expect(
            c.modes.some((m) => alt.every((d) => m.reqs.some((r) => r.r === 'disc' && r.disc === d && r.level === level))),
            `${c.name} ${mark}`,
          ).toBe(o.text.includes(mark));
    }
  });
});

/**
 * Discrepancies found comparing each starter card with its printed text (card audit, issue #5 item 13).
 * Each test fails on the behaviour the engine had before the fix.
 */
describe('V:TES starter card audit: printed text vs engine', () => {
  it('Warzone Hunting Ground (unique location, 4.1): a second copy cannot be played while one is in play', () => {
    const s = build({
      seats: [{ ready: [V('Rayne', 1)], play: ['Warzone Hunting Ground'], hand: ['Warzone Hunting Ground'] }, {}],
      phase: 'master',
    });
    expect(ids(s)).not.toContain(`m:${hand0(s, 'Warzone Hunting Ground')}`);
    const t = build({
      seats: [
        { ready: [V('Rayne', 1)], hand: ['Warzone Hunting Ground'] },
        { ready: [V('Octane', 1)], play: ['Warzone Hunting Ground'] },
      ],
      phase: 'master',
    });
    const u = choose(t, `m:${hand0(t, 'Warzone Hunting Ground')}`);
    expect(Object.values(u.cards).filter((c) => c.cid === '102150' && c.contested)).toHaveLength(2);
  });

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

  it('Rebel: no blood when the block attempt fails ("if they block")', () => {
    let s = build({
      seats: [{ ready: [V('Belinde', 3)], hand: ['Lost in Crowds'] }, { ready: [V('Rayne', 1, { attached: [{ card: 'Rebel' }] })] }],
    });
    s = announce(s, uid(s, 'Belinde'), 'bleed:');
    s = chooseP(s, 'block:');
    s = chooseP(s, 'mod:'); // +1 stealth: the block fails
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[uid(s, 'Rayne')].blood).toBe(1);
  });

  it('Rebel (archetype): a vampire can have only one archetype', () => {
    const s = master('Rebel', [V('Ashley', 1, { attached: [{ card: 'Rebel' }] }), V('Sully', 1)]);
    expect(ids(s)).toEqual([`t:${uid(s, 'Sully')}`]);
  });

  it('Ariane: -1 stealth also when rescuing her own vampire (an undirected action, 6.5.3)', () => {
    let s = build({ seats: [{ ready: [V('Ariane', 3)], torpor: [V('Rayne', 2)] }, { ready: [V('Ashley', 3)] }] });
    s = announce(s, uid(s, 'Ariane'), `rescue:${uid(s, 'Ariane')}:${uid(s, 'Rayne')}:0`);
    expect(s.act!.stealth).toBe(0); // +1 for rescue, -1 Ariane
  });

  it('Smiling Jack: the pool counter moves even from the last pool (the Methuselah is ousted, 9.1)', () => {
    const s = build({
      seats: [{ pool: 1, play: [{ card: 'Smiling Jack, The Anarch', blood: 0 }] }, { ready: [V('Ashley', 2)] }, { ready: [V('Rayne', 2)] }],
      phase: 'discard',
      active: 2,
    });
    const t = passUntil(s, (x) => x.active !== 2, 10);
    expect(t.seats[0].ousted).toBe(true);
  });

  it('Blood Doll: on a vampire you control, also one in torpor; its blood moves in your master phase', () => {
    let s = master('Blood Doll', [V('Ashley', 1)], { torpor: [V('Sully', 1)] });
    // the target question names the master card being played
    expect(dec(s)).toMatchObject({
      kind: 'vtes.masterTarget',
      prompt: { key: 'log-vtes:prompt.masterTarget', params: { card: 'Blood Doll' } },
    });
    s = choose(s, `t:${uid(s, 'Sully')}`);
    s.turnFlags.masterLeft = 0;
    s = chooseP(s, 'doll:');
    expect(s.seats[0].pool + s.cards[uid(s, 'Sully')].blood).toBe(31);
  });

  it('Vessel: on any vampire (another Methuselah’s too) and you may burn a Blood Doll', () => {
    let s = master('Vessel', [V('Ashley', 1, { attached: [{ card: 'Blood Doll' }] })], {}, [V('Rayne', 2)]);
    expect(ids(s)).toContain(`t:${uid(s, 'Rayne')}`);
    s = choose(s, `t:${uid(s, 'Ashley')}`);
    const doll = s.cards[uid(s, 'Ashley')].attached.find((x) => s.cards[x].cid === '100199')!;
    expect(ids(s)).toEqual([`t:${doll}`, 'none']);
    s = choose(s, `t:${doll}`);
    expect(s.cards[doll].zone).toBe('ash');
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

  it('Guardian Angel: burned once its vampire is in torpor (here after Daring the Dawn damage outside combat)', () => {
    let s = build({
      seats: [{ ready: [V('Brock Sterling', 0, { attached: [{ card: 'Guardian Angel' }] })], hand: ['Daring the Dawn'] }, {}],
    });
    s = choose(s, `hunt:${uid(s, 'Brock Sterling')}`); // mandatory hunt at 0 blood
    s = chooseP(s, 'mod:');
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[uid(s, 'Brock Sterling')].zone).toBe('torpor');
    expect(s.cards[uid(s, 'Guardian Angel')].zone).toBe('ash');
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
      modes: [{ kind: 'action', reqs: [{ r: 'disc', disc: 'cel', level: 1 }], effects: [{ e: 'bleed', plus: 1 }] }],
    };
    let s = build({ defs: [card], seats: [{ ready: [V('Elen Kamjian', 3), V('Rayne', 2, { locked: true })], hand: ['Test Bleed'] }, {}] });
    const e = uid(s, 'Elen Kamjian');
    expect(ids(s)).toEqual([`bleed:${e}`]);
    s = choose(s, `bleed:${e}`);
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(28); // 1 + 1 (Elen)
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

  it('47th Street Royals: burning it is not a reaction card, so a locked Royals may reduce the bleed too', () => {
    let s = build({ seats: [{ ready: [V('Octane', 4)] }, { ready: [{ card: '47th Street Royals', blood: 2, locked: true }] }] });
    s = announce(s, uid(s, 'Octane'), 'bleed:');
    expect(dec(s).kind).toBe('vtes.bleedReaction');
    s = chooseP(s, 'burnself:');
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(30);
    expect(s.cards[uid(s, '47th Street Royals')].zone).toBe('ash');
  });

  it('rendered texts tell apart what the printed levels tell apart (limited strikes, locking redirects, unlock phase)', () => {
    const byName = (n: string) => [...STARTER_LIBRARY].find((c) => c.name === n)!;
    for (const lang of ['es', 'pl'] as const) {
      const q = renderCardText(byName('Quickness'), lang).split('\n');
      expect(q[0].split('] ')[1]).not.toBe(q[1].split('] ')[1]);
      const d = renderCardText(byName('Deflection'), lang).split('\n');
      expect(d[0].split('] ')[1]).not.toBe(d[1].split('] ')[1]);
      expect(renderCardText(byName('Blood Doll'), lang)).not.toBe(renderCardText(byName('Vessel'), lang).replace(/^.*?\] /, ''));
      expect(renderCardText(byName('Preternatural Strength'), lang)).toContain('Torn Signpost');
    }
  });
});
