/**
 * Shared scenario builders of the built-in card tests (*-cards.test.ts): a minion performs a card
 * as an action, a bleed, a combat, a master card played, and the one-line checks for the common
 * card shapes (bleed, stealth, intercept, wake, redirect, strike cards...).
 */
import { expect } from 'vitest';
import type { CardDef } from '../schema/effects';
import { type VtesState } from '../core/state';
import { announce, build, type CardSpec, choose, chooseP, chooseUse, dec, ids, passUntil, uid } from './testing';

export const V = (card: string, blood = 4, more: Partial<CardSpec> = {}): CardSpec => ({ card, blood, ...more });

/** A test equipment card with no requirement and no effect (1.6.1.4 equipment; 6.1.3 equip action): a card to carry, move, steal or burn. */
export const plainEquipment = (id: string, name: string): CardDef => ({
  id,
  name,
  kind: 'library',
  types: ['Equipment'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'equip', conditions: [], effects: [] }],
  automation: 'full',
});

/** Actor of seat 0 performs `card` (mode index) as an action; seat 1 (prey) has `preyReady`. */
export function act(
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
export function bleed(actor: CardSpec, hand: string[], prey: CardSpec[] = [], preyHand: string[] = []) {
  let s = build({ seats: [{ ready: [actor], hand }, { ready: prey, hand: preyHand }, {}] });
  const a = uid(s, actor.card, 0);
  s = announce(s, a, 'bleed:');
  return { s, a };
}

/** Combat between seat 0's `a` (acting, bleeding) and seat 1's blocker `b`. */
export function fight(a: CardSpec, b: CardSpec, handA: string[] = [], handB: string[] = []) {
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

export const hand0 = (s: VtesState, card: string) => uid(s, card, 0, 'hand');
export const hand1 = (s: VtesState, card: string) => uid(s, card, 1, 'hand');

/** Plays master card `card` in seat 0's master phase with vampires `ready`. */
export function master(
  card: string,
  ready: CardSpec[] = [V('Ashley', 1)],
  more: Partial<Parameters<typeof build>[0]['seats'][0]> = {},
  other: CardSpec[] = [],
) {
  let s = build({ seats: [{ ready, hand: [card], ...more }, { ready: other }], phase: 'master' });
  s = choose(s, `m:${hand0(s, card)}`);
  return s;
}

export function bleedCard(card: string, actor: string, mode: number, expected: number) {
  return () => {
    const { s } = act(V(actor, 4, { anarch: true }), card, mode);
    expect(s.seats[1].pool).toBe(30 - expected);
    expect(s.edge).toBe(0);
  };
}

export function stealthMod(card: string, actor: string, mode: number, n: number) {
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

export function bleedMod(card: string, actor: string, mode: number, plus: number, x?: number) {
  return () => {
    let { s } = bleed(V(actor, 4, { anarch: true }), [card]);
    expect(dec(s).kind).toBe('vtes.actionModifier');
    s = choose(s, `mod:${hand0(s, card)}:${mode}${x ? `:${x}` : ''}`);
    expect(s.seats[1].pool).toBe(29 - plus);
  };
}

export function interceptReaction(card: string, blocker: CardSpec, mode: number, n: number, actor: CardSpec = V('Ashley', 3)) {
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

export function wakeReaction(card: string, blocker: CardSpec, mode: number) {
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

export function redirect(card: string, reactor: CardSpec, mode: number, locks: boolean) {
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

export function strikeCard(card: string, actor: CardSpec, mode: number, dmg: number) {
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

export function inPlay(card: string, ready: CardSpec[] = [V('Ashley', 1, { anarch: true })]) {
  return () => {
    let s = master(card, ready);
    s = passUntil(s, (x) => x.manualSeat === null && !x.pick && x.phase !== 'master', 20);
    const c = uid(s, card, 0);
    expect(['play', 'attached']).toContain(s.cards[c].zone);
  };
}

export function onVampire(card: string) {
  return () => {
    let s = master(card, [V('Ashley', 1)]);
    s = chooseP(s, 't:');
    const c = uid(s, card, 0);
    expect(s.cards[c].host).toBe(uid(s, 'Ashley'));
  };
}

export function huntingGround(card: string, clanVamp: string) {
  return () => {
    let s = master(card, [V(clanVamp, 1, { anarch: true })]);
    const c = uid(s, card, 0);
    expect(s.cards[c].zone).toBe('play');
    s = passUntil(s, (x) => x.active === 0 && x.phase === 'unlock', 40);
    s = chooseUse(s, c);
    expect(s.cards[uid(s, clanVamp)].blood).toBe(2);
  };
}

/**
 * Frontal Assault's (D) action (its card module): Theo Bell, with `copies` copies in play, enters
 * combat with the prey's Rayne (1 blood) and sends it to torpor with a hand strike; the state after
 * the combat (the prey keeps Ashley ready).
 */
export function frontalAssaultTorpor(copies: number): VtesState {
  let s = build({
    seats: [
      { ready: [V('Theo Bell', 4)], play: Array.from({ length: copies }, () => 'Frontal Assault') },
      { ready: [V('Rayne', 1), V('Ashley', 2)] },
    ],
  });
  s = announce(s, uid(s, 'Theo Bell'), `use:${uid(s, 'Frontal Assault')}:combat:${uid(s, 'Theo Bell')}:${uid(s, 'Rayne')}`);
  s = choose(s, 'decline');
  s = passUntil(s, (x) => !!x.combat);
  s = choose(s, 'hand');
  s = choose(s, 'none');
  s = passUntil(s, (x) => !x.combat);
  expect(s.cards[uid(s, 'Rayne')].zone).toBe('torpor');
  return s;
}
