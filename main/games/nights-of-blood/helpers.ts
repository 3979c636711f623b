/**
 * Shared helpers of the Nights of Blood rules: living seats, deck draws with reshuffle, shelters,
 * reach and attacks per turn, and the log-event builder. Rule ids: 'nights:<section>'.
 */
import { own } from '../../engine/draft';
import { RngCursor } from '../../engine/rng';
import type { GameEvent, SeatId } from '../../engine/types';
import { BARE_HANDS, baseId, bloodline, mainCard, nightEvent, type EventEffect, type LinePassive } from './cards';
import { deepFreeze, memo } from '../common/frozen-cache';
import type { NightsState, Player } from './state';

export type Ev = GameEvent[];

/** The rule id of a section (a lookup table measured slower than building the string). */
export const R = (s: string): string => `nights:${s}`;

/** Runs `f` with a cursor on the state's generator and stores the generator back. */
export function withRng<T>(s: NightsState, f: (c: RngCursor) => T): T {
  const c = new RngCursor(s.rng);
  const out = f(c);
  s.rng = c.state;
  return out;
}

export const alive = (s: NightsState, seat: SeatId): boolean => !s.players[seat].dead && !s.players[seat].lost;

export function living(s: NightsState): SeatId[] {
  const out: SeatId[] = [];
  for (let i = 0; i < s.n; i++) if (alive(s, i)) out.push(i);
  return out;
}

/** Living seats from `start` in the direction of play (start included if alive). */
export function circle(s: NightsState, start: SeatId, dir: 1 | -1 = s.direction): SeatId[] {
  const out: SeatId[] = [];
  for (let k = 0; k < s.n; k++) {
    const seat = (((start + dir * k) % s.n) + s.n) % s.n;
    if (alive(s, seat)) out.push(seat);
  }
  return out;
}

/**
 * The player at `seat`, writable: copied the first time the current apply writes to it (every
 * write into a player goes through here; `NightsState.players` is read-only to the type checker).
 * A function that reads a player after something it calls may have written it holds this one.
 */
export function wp(s: NightsState, seat: SeatId): Player {
  return ((s.players as Player[])[seat] = own(s, s.players[seat] as Player, clonePlayer));
}

/**
 * A copy of a player: one object literal (one shape; a spread measured ~15 % slower on the
 * playouts). Its lists and `known` are replaced by the rules, never written into: shared.
 */
export function clonePlayer(p: Readonly<Player>): Player {
  return {
    sect: p.sect,
    regent: p.regent,
    revealed: p.revealed,
    line: p.line,
    powers: p.powers,
    hand: p.hand,
    resources: p.resources,
    weapon: p.weapon,
    contacts: p.contacts,
    blood: p.blood,
    maxBlood: p.maxBlood,
    health: p.health,
    light: p.light,
    agg: p.agg,
    dead: p.dead,
    lost: p.lost,
    spentNight: p.spentNight,
    frenziedNight: p.frenziedNight,
    healedAggNight: p.healedAggNight,
    healedLightTurn: p.healedLightTurn,
    healedAggTurn: p.healedAggTurn,
    attacksUsed: p.attacksUsed,
    powersUsed: p.powersUsed,
    freeHealsUsed: p.freeHealsUsed,
    damageBonus: p.damageBonus,
    attackBonus: p.attackBonus,
    reachBonus: p.reachBonus,
    aggNext: p.aggNext,
    noDodge: p.noDodge,
    shelterBonus: p.shelterBonus,
    known: p.known,
    wins: p.wins,
  };
}

export function passive(p: Readonly<Player>): LinePassive {
  return bloodline(p.line).passive;
}

export function hasPassive<K extends LinePassive['op']>(p: Readonly<Player>, op: K): Extract<LinePassive, { op: K }> | null {
  const x = passive(p);
  return x.op === op ? (x as Extract<LinePassive, { op: K }>) : null;
}

export function eventEffect(s: NightsState): EventEffect | null {
  return s.event ? nightEvent(s.event).effect : null;
}

export function eventIs<K extends EventEffect['op']>(s: NightsState, op: K): Extract<EventEffect, { op: K }> | null {
  const e = eventEffect(s);
  return e && e.op === op ? (e as Extract<EventEffect, { op: K }>) : null;
}

/** Draws up to `n` cards from the main deck into a hand (the discard pile is reshuffled when empty). */
export function draw(s: NightsState, seat: SeatId, n: number, ev: Ev, rule = '3'): string[] {
  let got: string[] = [];
  while (got.length < n) {
    // the cards the deck still holds in one cut (one copy of the deck, not one per card)
    const k = Math.min(n - got.length, s.deck.length);
    if (k > 0) {
      got = got.length ? [...got, ...s.deck.slice(0, k)] : s.deck.slice(0, k);
      s.deck = s.deck.slice(k);
      continue;
    }
    const c = takeTop(s, ev); // reshuffles the discard pile
    if (!c) break;
    got.push(c);
  }
  if (got.length) wp(s, seat).hand = [...s.players[seat].hand, ...got];
  if (got.length) {
    ev.push({ type: 'draw', params: { seat, count: got.length }, rule: R(rule), reveals: true });
    ev.push({ type: 'drawOwn', params: { seat, cards: got.map(baseId) }, rule: R(rule), visibleTo: [seat] });
  }
  return got;
}

/** The top card of the main deck, reshuffling the discard pile when the deck is empty. */
export function takeTop(s: NightsState, ev: Ev): string | null {
  if (!s.deck.length && s.discard.length) {
    s.deck = withRng(s, (c) => c.shuffle(s.discard));
    s.discard = [];
    ev.push({ type: 'reshuffle', params: { count: s.deck.length }, rule: R('setup.1'), reveals: true });
  }
  const top = s.deck[0] ?? null;
  if (top !== null) s.deck = s.deck.slice(1);
  return top;
}

/** Removes one instance from a seat's hand; returns false when absent. */
export function fromHand(s: NightsState, seat: SeatId, inst: string): boolean {
  const i = s.players[seat].hand.indexOf(inst);
  if (i < 0) return false;
  const p = wp(s, seat);
  p.hand = removeAt(p.hand, i);
  return true;
}

/**
 * A copy of `list` without the item at `i`. Hands, resources and blood powers are replaced by the
 * rules, never written into, so states share them (helpers.clonePlayer copies none).
 */
export function removeAt<T>(list: readonly T[], i: number): T[] {
  // one array (two slices and a spread built three)
  const out = list.slice(0, list.length - 1);
  for (let j = i; j < out.length; j++) out[j] = list[j + 1];
  return out;
}

/** First instance of a card id in a hand. */
export function findInHand(p: Readonly<Player>, id: string): string | null {
  return p.hand.find((c) => c.startsWith(`${id}#`)) ?? null;
}

export function damageTaken(p: Readonly<Player>): number {
  return p.light + 2 * p.agg;
}

/** Shelters a seat counts when attacked. */
export function shelters(s: NightsState, seat: SeatId): number {
  const p = s.players[seat];
  let n = 0;
  for (const r of p.resources) {
    const e = mainCard(r).effect;
    if (e.op === 'shelter') n += e.n;
  }
  const bonus = hasPassive(p, 'shelterBonus');
  return n + (bonus ? bonus.n : 0) + p.shelterBonus;
}

/** Real shelter cards (Cobertura needs one). */
export function shelterCards(p: Readonly<Player>): number {
  return p.resources.filter((r) => mainCard(r).effect.op === 'shelter').length;
}

export interface WeaponStats {
  reach: number;
  attacks: number;
  light: number;
  agg: number;
}

/** The stats of a weapon instance, built once per instance (frozen); bare hands without a weapon. */
const statsOf = memo((inst): WeaponStats => {
  const e = mainCard(inst).effect;
  const w = e.op === 'weapon' ? e : BARE_HANDS;
  return { reach: w.reach, attacks: w.attacks, light: w.damage.light, agg: w.damage.agg };
});
const BARE_STATS: WeaponStats = deepFreeze({
  reach: BARE_HANDS.reach,
  attacks: BARE_HANDS.attacks,
  light: BARE_HANDS.damage.light,
  agg: BARE_HANDS.damage.agg,
});

export function weaponStats(p: Readonly<Player>): Readonly<WeaponStats> {
  return p.weapon ? statsOf(p.weapon) : BARE_STATS;
}

export function reachOf(s: NightsState, seat: SeatId): number {
  const p = s.players[seat];
  const fog = eventIs(s, 'reachDelta');
  return weaponStats(p).reach + p.reachBonus + (fog ? fog.n : 0);
}

export function attacksAllowed(s: NightsState, seat: SeatId): number {
  const p = s.players[seat];
  const extra = hasPassive(p, 'extraAttacks');
  const arms = eventIs(s, 'attackDelta');
  return weaponStats(p).attacks + p.attackBonus + (extra ? extra.n : 0) + (arms ? arms.n : 0);
}

/** May `target` be attacked or bitten at all now (the truce event protects the Regent)? */
export function targetable(s: NightsState, from: SeatId, target: SeatId): boolean {
  if (from === target || !alive(s, target)) return false;
  if (eventIs(s, 'truce') && s.players[target].regent) return false;
  return true;
}

export function inReach(s: NightsState, from: SeatId, target: SeatId): boolean {
  return targetable(s, from, target) && shelters(s, target) <= reachOf(s, from);
}

/** Spending blood points on a seat's turn (counted for bloodlust). */
export function spend(s: NightsState, seat: SeatId, n: number): void {
  const p = wp(s, seat);
  p.blood -= n;
  p.spentNight += n;
}

/** A seat gains blood up to the maximum; returns what was actually gained. */
export function gainBlood(s: NightsState, seat: SeatId, n: number): number {
  const p = s.players[seat];
  const got = Math.max(0, Math.min(n, p.maxBlood - p.blood));
  if (got) wp(s, seat).blood += got;
  return got;
}

export function hostile(s: NightsState, a: SeatId, b: SeatId): void {
  if (a !== b) s.acts = { hostile: bump(s.acts.hostile, a, b), friendly: s.acts.friendly, spared: s.acts.spared };
}

/**
 * Public record of whom an attacker spared: every other living player who was a legal target of
 * the same attack or bite (reach and shelters are public, so this reveals nothing hidden).
 */
export function spared(s: NightsState, from: SeatId, target: SeatId, bite: boolean): void {
  const reach = bite ? 0 : reachOf(s, from);
  let grid: number[][] | null = null; // the spared grid and its row copied once for every spared seat
  for (let x = 0; x < s.n; x++) {
    if (x === from || x === target) continue;
    if (!targetable(s, from, x) || (!bite && shelters(s, x) > reach)) continue;
    if (!grid) {
      grid = bump(s.acts.spared, from, x);
      s.acts = { hostile: s.acts.hostile, friendly: s.acts.friendly, spared: grid };
    } else grid[from][x]++;
  }
}

export function friendly(s: NightsState, a: SeatId, b: SeatId): void {
  if (a !== b) s.acts = { hostile: s.acts.hostile, friendly: bump(s.acts.friendly, a, b), spared: s.acts.spared };
}

/** `grid` with cell [a][b] one higher; copies only the grid and that row (states share the rest). */
function bump(grid: number[][], a: SeatId, b: SeatId): number[][] {
  const out = grid.slice();
  out[a] = grid[a].slice();
  out[a][b]++;
  return out;
}

/** Is `seat` an insurgent (a sect other than the ruling one)? */
export const insurgent = (s: NightsState, seat: SeatId): boolean => s.players[seat].sect !== s.rulingSect;
