/**
 * Test helper: builds precise Bloodborne situations (design.md §6 layer 1) from a short
 * description, keeping echoes conserved (they come from and go to the bank) and every card in one
 * place. Dice are rigged by searching a generator state that rolls the wanted faces.
 */
import { seedRng } from '../../engine/rng';
import type { GameEvent, SeatId } from '../../engine/types';
import { DICE, type Lantern } from './cards';
import { rollDie } from './combat';
import { parseBloodborneConfig } from './config';
import { apply, cloneState, setup } from './flow';
import type { BloodborneState } from './state';

export interface ScenarioSpec {
  players?: number;
  /** Final boss id (default F2 Ebrietas: her rule only matters while fighting her). */
  finalBoss?: string;
  /** Current monster or boss id. */
  monster?: string;
  /** Echoes on it (default: as revealed). */
  echoes?: number;
  first?: SeatId;
}

/** A game in step 1 of round 1 with the given monster, nothing answered yet. */
export function scenario(spec: ScenarioSpec = {}): BloodborneState {
  const s = setup(
    parseBloodborneConfig({ players: spec.players ?? 3, finalBoss: spec.finalBoss ?? 'F2', firstPlayer: 'seat1' }),
    'scenario',
  ).state;
  s.first = spec.first ?? 0;
  if (spec.monster) setMonster(s, spec.monster, spec.echoes);
  else if (spec.echoes !== undefined) setMonsterEchoes(s, spec.echoes);
  return s;
}

/** Puts a card from the dungeon or the box as the current monster (the old one goes to the box). */
export function setMonster(s: BloodborneState, id: string, echoes?: number): void {
  if (s.current && !s.current.final) {
    s.bank += s.current.echoes;
    s.box.push(s.current.id);
  }
  for (const pile of [s.dungeon, s.box]) {
    const i = pile.indexOf(id);
    if (i >= 0) pile.splice(i, 1);
  }
  const final = id === s.finalBoss;
  s.current = { id, echoes: 0, final };
  s.killed = false;
  if (final) {
    s.dungeon.forEach((c) => s.box.push(c));
    s.dungeon = [];
  }
  setMonsterEchoes(s, echoes ?? 0);
}

export function setMonsterEchoes(s: BloodborneState, n: number): void {
  s.bank += s.current!.echoes - n;
  s.current!.echoes = n;
}

export function setEchoes(s: BloodborneState, seat: SeatId, collected: number, deposited = s.hunters[seat].deposited): void {
  const h = s.hunters[seat];
  s.bank += h.collected + h.deposited - collected - deposited;
  h.collected = collected;
  h.deposited = deposited;
}

/** Moves a seat's cards (by kind: 'axe', or upgrade id) from hand to its used pile. */
export function toUsed(s: BloodborneState, seat: SeatId, kinds: string[]): void {
  const h = s.hunters[seat];
  for (const k of kinds) {
    const c = inst(seat, k);
    h.hand.splice(h.hand.indexOf(c), 1);
    h.used.push(c);
  }
}

/** Gives an upgrade from the deck or the market to a seat's hand (the market is refilled). */
export function giveUpgrade(s: BloodborneState, seat: SeatId, id: string): void {
  for (const pile of [s.upgradeDeck, s.market]) {
    const i = pile.indexOf(id);
    if (i >= 0) pile.splice(i, 1);
  }
  while (s.market.length < s.n && s.upgradeDeck.length) s.market.push(s.upgradeDeck.shift()!);
  s.hunters[seat].hand.push(id);
}

/** Puts an upgrade in the market (from the deck), first position. */
export function toMarket(s: BloodborneState, id: string): void {
  const i = s.upgradeDeck.indexOf(id);
  if (i >= 0) {
    s.upgradeDeck.splice(i, 1);
    const back = s.market.pop();
    if (back) s.upgradeDeck.unshift(back);
    s.market.unshift(id);
  }
}

/** Instance id of a seat's card kind ('axe' -> 'axe#1'; upgrades are their own id). */
export function inst(seat: SeatId, kind: string): string {
  return /^U\d\d$/.test(kind) ? kind : `${kind}#${seat}`;
}

/** Makes the next monster roll(s) come out as the given faces (indices into the die). */
export function rigDie(s: BloodborneState, lantern: Lantern, faces: number[]): void {
  const want = faces.map((i) => DICE[lantern][i]);
  for (let k = 0; k < 100000; k++) {
    const t = cloneState(s);
    t.rng = seedRng(`rig-${k}`);
    const r = rollDie(t, lantern);
    if (r.faces.length === want.length && r.faces.every((f, i) => f.v === want[i].v && f.crit === want[i].crit)) {
      s.rng = seedRng(`rig-${k}`);
      return;
    }
  }
  throw new Error('no generator state rolls these faces');
}

/** Applies a sequence of [seat, option] choices; returns the final state and all events. */
export function play(s: BloodborneState, choices: [SeatId, string][]): { state: BloodborneState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  for (const [seat, opt] of choices) {
    const r = apply(state, seat, opt);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Step 1 for every seat: `cards[seat]` is a card kind ('axe', 'dream', 'U14'). */
export function choose(s: BloodborneState, cards: string[]): { state: BloodborneState; events: GameEvent[] } {
  return play(
    s,
    cards.map((k, seat) => [seat, `play:${inst(seat, k)}`] as [SeatId, string]),
  );
}

export const types = (ev: GameEvent[]) => ev.map((e) => e.type);
