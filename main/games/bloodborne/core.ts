/**
 * Shared rule helpers: clockwise order, damage and death ("Muerte de un cazador"), echo
 * movements between the bank, the monster and the hunters, the abilities in force.
 * Rule ids name the rulebook sections: 'bloodborne:paso4', 'bloodborne:muerte', ...
 */
import type { GameEvent, SeatId } from '../../engine/types';
import { actionOf, finalById, has, MAX_HEALTH, monsterById, type ActionCard, type FinalRule, type MonsterAbility } from './cards';
import type { MonsterType } from './cards';
import type { BloodborneState, Hunter, Pending, Trophies } from './state';

export type Ev = GameEvent[];

/**
 * The rule ids the rules cite, built once: an event's rule is a shared string (a property read),
 * not one built per event. The keys are the sections of the rules reference.
 */
export const RULE = {
  'preparacion.1': 'bloodborne:preparacion.1',
  'preparacion.3': 'bloodborne:preparacion.3',
  'preparacion.8': 'bloodborne:preparacion.8',
  paso1: 'bloodborne:paso1',
  paso2: 'bloodborne:paso2',
  paso3: 'bloodborne:paso3',
  paso4: 'bloodborne:paso4',
  paso5: 'bloodborne:paso5',
  'paso5.matar': 'bloodborne:paso5.matar',
  paso6: 'bloodborne:paso6',
  'paso6.jefes': 'bloodborne:paso6.jefes',
  paso7: 'bloodborne:paso7',
  'paso7.1': 'bloodborne:paso7.1',
  'paso7.2': 'bloodborne:paso7.2',
  'paso7.3': 'bloodborne:paso7.3',
  'paso7.4': 'bloodborne:paso7.4',
  paso8: 'bloodborne:paso8',
  'capacidad.revelar': 'bloodborne:capacidad.revelar',
  'capacidad.jefe': 'bloodborne:capacidad.jefe',
  muerte: 'bloodborne:muerte',
  trofeos: 'bloodborne:trofeos',
  mejoras: 'bloodborne:mejoras',
  limite: 'bloodborne:limite',
  jefeFinal: 'bloodborne:jefeFinal',
  fin: 'bloodborne:fin',
} as const;

/** A rule id from a section name computed at run time (throws on a section the rules do not cite). */
export const R = (s: string): string => {
  const id = (RULE as Record<string, string>)[s];
  if (id === undefined) throw new Error(`unknown bloodborne rule ${s}`);
  return id;
};

/** Seats clockwise from the first player ("en el sentido de las agujas del reloj"). */
export function clockwise(s: BloodborneState, from: SeatId = s.first): readonly SeatId[] {
  return ORDERS[s.n][from];
}

/** ORDERS[n][from]: the clockwise orders, built once (frozen: callers copy before sorting). */
const ORDERS: (readonly SeatId[])[][] = Array.from({ length: 9 }, (_, n) =>
  Array.from({ length: n }, (_, from) => Object.freeze(Array.from({ length: n }, (_, i) => (from + i) % n))),
);

/** In the game (not eliminated by Rom) and not dead this round. */
export function active(h: Hunter): boolean {
  return !h.dead && !h.eliminated;
}

export function finalRule(s: BloodborneState): FinalRule {
  return finalById.get(s.finalBoss)!.rule;
}

export function maxHealth(s: BloodborneState): number {
  const r = finalRule(s);
  return r.op === 'maxHealth' ? r.n : MAX_HEALTH;
}

/** The current monster's or boss's ability (final bosses have a global rule instead). */
export function ability(s: BloodborneState): MonsterAbility | null {
  if (!s.current || s.current.final) return null;
  return monsterById.get(s.current.id)?.ability ?? null;
}

export function always<O extends MonsterAbility['op']>(s: BloodborneState, op: O): Extract<MonsterAbility, { op: O }> | null {
  const a = ability(s);
  return a && a.when === 'always' && a.op === op ? (a as Extract<MonsterAbility, { op: O }>) : null;
}

/** The card a hunter fights with this round: the weapon picked after a Transform, else the played card. */
export function cardOf(h: Hunter): ActionCard | null {
  if (h.weapon) return actionOf(h.weapon);
  return h.played ? actionOf(h.played) : null;
}

/** Whether the hunter played the Hunter's Dream this round. */
export function dreams(h: Hunter): boolean {
  return h.played !== null && has(actionOf(h.played), 'dream');
}

/** Damage to a hunter; at 0 health (or less) the hunter dies (collected echoes go to the bank). */
export function hurt(s: BloodborneState, seat: SeatId, n: number, ev: Ev, rule: string, why: string): void {
  const h = s.hunters[seat];
  if (n <= 0 || !active(h)) return;
  h.health = Math.max(0, h.health - n);
  ev.push({ type: 'hurt', params: { seat, n, health: h.health, why }, rule });
  if (h.health === 0) die(s, seat, ev);
}

export function die(s: BloodborneState, seat: SeatId, ev: Ev): void {
  const h = s.hunters[seat];
  const lost = h.collected;
  s.bank += lost;
  h.collected = 0;
  h.dead = true;
  h.deaths += 1;
  ev.push({ type: 'death', params: { seat, lost }, rule: RULE.muerte });
  if (finalRule(s).op === 'secondDeath' && h.deaths >= 2) {
    h.eliminated = true;
    ev.push({ type: 'eliminated', params: { seat }, rule: RULE.jefeFinal });
  }
}

export function heal(s: BloodborneState, seat: SeatId, n: number): number {
  const h = s.hunters[seat];
  const before = h.health;
  h.health = Math.min(maxHealth(s), h.health + n);
  return h.health - before;
}

/** Echoes from the bank to a hunter's collected echoes (as many as the bank holds). */
export function fromBank(s: BloodborneState, seat: SeatId, n: number): number {
  const k = Math.min(n, s.bank);
  s.bank -= k;
  s.hunters[seat].collected += k;
  return k;
}

/** Collected echoes back to the bank. */
export function toBank(s: BloodborneState, seat: SeatId, n: number): number {
  const h = s.hunters[seat];
  const k = Math.min(n, h.collected);
  h.collected -= k;
  s.bank += k;
  return k;
}

/** "Total de Ecos de sangre": collected + deposited (Sueño del Cazador, 1). */
export function totalEchoes(h: Hunter): number {
  return h.collected + h.deposited;
}

/** Active seats with the highest (or lowest) value of `f`. */
export function extremes(s: BloodborneState, f: (h: Hunter) => number, most: boolean): SeatId[] {
  const seats = clockwise(s).filter((x) => active(s.hunters[x]));
  if (!seats.length) return [];
  const vals = seats.map((x) => f(s.hunters[x]));
  const target = most ? Math.max(...vals) : Math.min(...vals);
  return seats.filter((_, i) => vals[i] === target);
}

/** Next active hunter clockwise from `seat` (its left neighbour), or null. */
export function leftOf(s: BloodborneState, seat: SeatId): SeatId | null {
  for (let i = 1; i < s.n; i++) {
    const x = (seat + i) % s.n;
    if (active(s.hunters[x])) return x;
  }
  return null;
}

/** Every action card a hunter owns (hand, used pile, in play). */
export function owned(h: Hunter): string[] {
  const out = [...h.hand, ...h.used];
  if (h.played) out.push(h.played);
  if (h.weapon) out.push(h.weapon);
  return out;
}

/**
 * A copy of `list` without the first `card` (the list itself when the card is not there). The
 * rules replace a state's card lists instead of writing into them, so states share them
 * (copy-on-write: cloneState copies no list).
 */
export function without(list: readonly string[], card: string): string[] {
  const i = list.indexOf(card);
  if (i < 0) return list as string[];
  const out: string[] = [];
  for (let j = 0; j < list.length; j++) if (j !== i) out.push(list[j]);
  return out;
}

/** Trophies with one more of each type in `types` (a new record: states share trophy records). */
export function addTrophies(t: Trophies, types: readonly MonsterType[]): Trophies {
  const out = { ...t };
  for (const x of types) out[x] += 1;
  return out;
}

/**
 * A decision for `seats` with no answer yet. One shape for every kind (`types` is undefined but
 * for trophy choices; the state hash drops undefined members), so the rules that read a pending
 * decision see one map.
 */
export function pendingFor(kind: Pending['kind'], seats: readonly SeatId[], types?: MonsterType[]): Pending {
  return { kind, seats: seats as SeatId[], answers: {}, types };
}

/** ALONE[seat]: the seat list of a one-seat decision, built once (frozen: decisions share it). */
export const ALONE: readonly (readonly SeatId[])[] = Array.from({ length: 8 }, (_, seat) => Object.freeze([seat]));
