/**
 * Vendetta glossary actions and table helpers shared by every phase: turn order from the Ambition
 * holder, «Estar» and RIVAL, GANAR, PERDER and ROBAR sangre, GASTAR, Frenesí, DESANGRAR (page 10),
 * Diablerie and elimination, Retirarse (5.1 / effects), and the copy-on-write of locations.
 * Rule ids name the rulebook sections: 'vendetta:5.1' (RETIRADA), 'vendetta:setup.3', ...
 */
import {
  allianceById,
  clanCardById,
  DIABLERIE_ELIMINATES,
  locationCardById,
  type AllyAbility,
  type ClanCard,
  type LocationEffect,
} from './cards';
import type { GameEvent, RngState, SeatId } from '../../engine/types';
import { isFresh, markFresh, own } from '../../engine/draft';
import { drawInt } from '../../engine/rng';
import type { Loc, Pending, Player, Position, Slot, Task, VendettaState } from './state';

export type Ev = GameEvent[];
export type Step = 'prep' | 'conflict' | 'consequence';

const RULE_IDS = new Map<string, string>();
/** The rule id of a rulebook section ('5.1' -> 'vendetta:5.1'), built once per section. */
export const R = (s: string): string => {
  let r = RULE_IDS.get(s);
  if (r === undefined) RULE_IDS.set(s, (r = `vendetta:${s}`));
  return r;
};

/** ORDERS[n][ambition]: the turn order from the Ambition holder, built once (read-only: copy before changing). */
const ORDERS: readonly (readonly (readonly SeatId[])[])[] = Array.from({ length: 11 }, (_, n) =>
  Array.from({ length: n }, (_, a) => Object.freeze(Array.from({ length: n }, (_, i) => (a + i) % n))),
);

export function order(s: VendettaState): readonly SeatId[] {
  return ORDERS[s.n]?.[s.ambition] ?? Array.from({ length: s.n }, (_, i) => (s.ambition + i) % s.n);
}

export function live(s: VendettaState, seat: SeatId): boolean {
  return !s.players[seat].eliminated;
}

export function teamOf(s: VendettaState, seat: SeatId): number | undefined {
  return s.config.teams ? seat % (s.n / 2) : undefined;
}

export function mateOf(s: VendettaState, seat: SeatId): SeatId | null {
  return s.config.teams ? (seat + s.n / 2) % s.n : null;
}

export function take(s: VendettaState, what: 'blood' | 'influence' | 'diablerie', n: number): number {
  const got = Math.max(0, Math.min(n, s.supply[what]));
  if (got) wsupply(s)[what] -= got;
  return got;
}

export function ability(s: VendettaState, seat: SeatId, op: AllyAbility['op']): AllyAbility | undefined {
  for (const id of s.players[seat].alliance) {
    const a = allianceById.get(id)!.ability;
    if (a && a.op === op) return a;
  }
  return undefined;
}

export function locEffect(l: Loc): LocationEffect | undefined {
  return l.card ? locationCardById.get(l.card)!.effect : undefined;
}

/** «Estar» en una Ubicación: at least 1 assigned card or blood, not withdrawn (glossary RIVAL). */
export function present(s: VendettaState, li: number, seat: SeatId): boolean {
  const p = s.locs[li].pos[seat];
  return live(s, seat) && !p.withdrew && (p.cards.length > 0 || p.blood > 0);
}

export function rivals(s: VendettaState, li: number, seat: SeatId): SeatId[] {
  return order(s).filter((o) => o !== seat && present(s, li, o));
}

export function cardOf(slot: Slot): ClanCard {
  return clanCardById.get(slot.id)!;
}

export function ownerOfCard(s: VendettaState, id: string): SeatId {
  const clan = clanCardById.get(id)!.clan;
  for (let i = 0; i < s.players.length; i++) if (s.players[i].clan === clan) return i;
  return -1;
}

/** A copy of `list` without its item at `i` (the whole list when `i` is out of range), in one allocation. */
export function without<T>(list: readonly T[], i: number): T[] {
  if (i < 0 || i >= list.length) return list.slice();
  const out = list.slice(0, list.length - 1);
  for (let j = i; j < out.length; j++) out[j] = list[j + 1];
  return out;
}

export function gain(s: VendettaState, seat: SeatId, blood: number, influence: number, ev: Ev, rule: string, why: string): void {
  const p = wp(s, seat);
  const b = blood > 0 ? take(s, 'blood', blood) : 0;
  const i = influence > 0 ? take(s, 'influence', influence) : 0;
  p.blood += b;
  p.influence += i;
  if (b || i) ev.push({ type: 'gain', params: { seat, blood: b, influence: i, why }, rule });
}

/** PERDER sangre: clamps at the reserve; reaching 0 causes Frenesí (causer gains influence). */
export function loseBlood(
  s: VendettaState,
  target: SeatId,
  n: number,
  causer: SeatId | null,
  li: number | null,
  ev: Ev,
  rule: string,
): void {
  if (!live(s, target)) return;
  const lost = Math.min(n, s.players[target].blood);
  if (lost <= 0) return;
  const p = wp(s, target);
  p.blood -= lost;
  wsupply(s).blood += lost;
  ev.push({ type: 'loseBlood', params: { seat: target, n: lost, by: causer ?? -1 }, rule });
  if (p.blood === 0) frenzy(s, target, causer, li, ev);
}

/** ROBAR sangre from one seat to another (may take the last one: Frenesí). */
export function stealBlood(s: VendettaState, from: SeatId, to: SeatId, n: number, li: number | null, ev: Ev, rule: string): void {
  if (!live(s, from)) return;
  const got = Math.min(n, s.players[from].blood);
  if (got <= 0) return;
  const p = wp(s, from);
  p.blood -= got;
  wp(s, to).blood += got;
  ev.push({ type: 'steal', params: { seat: to, from, n: got }, rule });
  if (p.blood === 0) frenzy(s, from, to, li, ev);
}

/** GASTAR: never the last blood (checked by the option builders). */
export function spend(s: VendettaState, seat: SeatId, n: number): void {
  const p = wp(s, seat);
  if (n >= p.blood && n > 0) throw new Error('spending the last blood');
  p.blood -= n;
  wsupply(s).blood += n;
}

export function frenzy(s: VendettaState, seat: SeatId, causer: SeatId | null, li: number | null, ev: Ev): void {
  const p = wp(s, seat);
  ev.push({ type: 'frenzy', params: { seat, by: causer ?? -1 }, rule: R('frenzy') });
  if (causer !== null && causer !== seat && live(s, causer)) {
    const mate = mateOf(s, causer);
    if (mate === seat) {
      ev.push({ type: 'frenzyMate', params: { seat: causer }, rule: R('variant.teams') });
    } else {
      let bonus = 1;
      if (ability(s, causer, 'frenzyBonus')) bonus += 1;
      const le = li !== null ? locEffect(s.locs[li]) : undefined;
      if (le && le.op === 'frenzyBonus') bonus += le.n;
      gain(s, causer, 0, bonus, ev, R('frenzy'), 'frenzy');
    }
  }
  if (p.alliance.length === 0) {
    // no cards left: lose 1 influence and take only 1 blood
    const lost = Math.min(1, p.influence);
    p.influence -= lost;
    wsupply(s).influence += lost;
    ev.push({ type: 'frenzyEmpty', params: { seat, influence: lost }, rule: R('frenzy') });
    gain(s, seat, 1, 0, ev, R('frenzy'), 'frenzy');
    return;
  }
  let id = p.alliance.find((c) => allianceById.get(c)!.ability?.op === 'frenzyTarget');
  if (!id) id = p.alliance[drawInt(rngOf(s), p.alliance.length)];
  ev.push({ type: 'frenzyPick', params: { seat, card: id }, rule: R('frenzy'), reveals: true });
  drainCard(s, seat, id, ev, R('frenzy'));
}

/** DESANGRAR (page 10): the card goes to the drained row, its blood is gained; a Vampire is Diablerie. */
export function drainCard(s: VendettaState, seat: SeatId, id: string, ev: Ev, rule: string): void {
  const p = wp(s, seat);
  const i = p.alliance.indexOf(id);
  if (i < 0) return;
  const c = allianceById.get(id)!;
  p.alliance = without(p.alliance, i);
  p.drained = [...p.drained, id];
  const b = take(s, 'blood', c.drainBlood);
  p.blood += b;
  ev.push({ type: 'drain', params: { seat, card: id, blood: b }, rule });
  if (c.vampire) {
    const want = c.ability?.op === 'doubleDiablerie' ? 2 : 1;
    const got = take(s, 'diablerie', want);
    p.diablerie += got;
    ev.push({ type: 'diablerie', params: { seat, n: got, total: p.diablerie }, rule: R('diablerie') });
    if (p.diablerie >= DIABLERIE_ELIMINATES) eliminate(s, seat, ev);
  }
}

export function eliminate(s: VendettaState, seat: SeatId, ev: Ev): void {
  const p = wp(s, seat);
  p.eliminated = true;
  // its assigned cards leave the table (back to its hand) and its assigned blood to the supply
  for (let li = 0; li < s.locs.length; li++) {
    const pos = wpos(s, li, seat);
    p.hand = [...p.hand, ...pos.cards.map((c) => c.id)];
    pos.cards = [];
    wsupply(s).blood += pos.blood;
    pos.blood = 0;
  }
  ev.push({ type: 'eliminated', params: { seat }, rule: R('diablerie') });
}

/** Records that a clan card was seen face up by everybody. */
export function shown(s: VendettaState, id: string): void {
  const o = ownerOfCard(s, id);
  const p = s.players[o];
  if (p && !p.shown.includes(id)) wp(s, o).shown = [...p.shown, id];
}

export function newKey(s: VendettaState): string {
  s.keyCounter += 1;
  return `k${s.keyCounter}`;
}

export function findSlot(s: VendettaState, key: string): { li: number; seat: SeatId; idx: number } | null {
  for (let li = 0; li < s.locs.length; li++) {
    const pos = s.locs[li].pos;
    for (let seat = 0; seat < pos.length; seat++) {
      const idx = pos[seat].cards.findIndex((c) => c.key === key);
      if (idx >= 0) return { li, seat, idx };
    }
  }
  return null;
}

/** The pending decision of `s`, copied so that the current apply may write its seats and answers. */
export function writablePending(s: VendettaState): Pending {
  const pd = s.pending!;
  if (isFresh(s, pd)) return pd;
  const c: Pending = { kind: pd.kind, seats: pd.seats.slice(), ctx: pd.ctx, answers: pd.answers ? { ...pd.answers } : undefined };
  s.pending = markFresh(s, c);
  return c;
}

/**
 * Takes the next task off the queue of `s`. The first change of the queue in an apply copies it
 * (without that task, in one allocation); later ones change that copy.
 */
export function nextTask(s: VendettaState): Task | undefined {
  const q = s.queue;
  if (isFresh(s, q)) return q.shift();
  s.queue = markFresh(s, q.slice(1));
  return q[0];
}

/** Puts `tasks` in front of the queue of `s`, in their order (copied as nextTask says). */
export function runFirst(s: VendettaState, ...tasks: Task[]): void {
  const q = s.queue;
  if (isFresh(s, q)) {
    q.unshift(...tasks);
    return;
  }
  s.queue = markFresh(s, tasks.concat(q));
}

const copySupply = (x: VendettaState['supply']): VendettaState['supply'] => ({
  blood: x.blood,
  influence: x.influence,
  diablerie: x.diablerie,
});
const copyRng = (r: RngState): RngState => ({ s: [r.s[0], r.s[1], r.s[2], r.s[3]] });

/** The supply of `s`, copied the first time the current apply takes from it or returns to it. */
export function wsupply(s: VendettaState): VendettaState['supply'] {
  return (s.supply = own(s, s.supply, copySupply));
}

/** The seeded generator of `s`, copied the first time the current apply draws from it. */
export function rngOf(s: VendettaState): RngState {
  return (s.rng = own(s, s.rng, copyRng));
}

/** The player at `seat` of `s`, copied the first time the current apply writes to it. */
export function wp(s: VendettaState, seat: SeatId): Player {
  return (s.players[seat] = own(s, s.players[seat], clonePlayer));
}

/** A copy of a player (one object literal, one shape); its lists and `known` are replaced, never written into. */
export function clonePlayer(p: Player): Player {
  return {
    clan: p.clan,
    blood: p.blood,
    influence: p.influence,
    diablerie: p.diablerie,
    diablerieDown: p.diablerieDown,
    hand: p.hand,
    deck: p.deck,
    looking: p.looking,
    keepLeft: p.keepLeft,
    alliance: p.alliance,
    drained: p.drained,
    relic: p.relic,
    relicUsed: p.relicUsed,
    eliminated: p.eliminated,
    known: p.known,
    shown: p.shown,
  };
}

/**
 * A new position. Every position has all its fields (the optional ones undefined, which state
 * hashes and views skip), so that positions keep one object shape: the optimizing compiler then
 * never meets a new shape late in a run (each new one threw its optimized code away).
 */
export function newPos(): Position {
  return { cards: [], blood: 0, withdrew: false, token: undefined, total: undefined, rank: undefined, relicHere: undefined };
}

/** A copy of a position (one object literal, one shape; its card list is replaced, never written into). */
export function clonePos(p: Position): Position {
  return { cards: p.cards, blood: p.blood, withdrew: p.withdrew, token: p.token, total: p.total, rank: p.rank, relicHere: p.relicHere };
}

/** A face-up copy of a card slot. */
export function faceUp(c: Slot): Slot {
  return { id: c.id, up: true, key: c.key };
}

/**
 * A copy of a location with its own positions: an apply that writes a location's fields or one of
 * its positions copies the location and all its positions at once (a few small records), so its
 * fresh set holds one entry per location instead of one per position.
 */
function cloneLoc(l: Loc): Loc {
  return { id: l.id, haven: l.haven, card: l.card, ally: l.ally, resolved: l.resolved, pos: l.pos.map(clonePos), spareMate: l.spareMate };
}

/** The location `li` of `s` with its positions, copied the first time the current apply writes to it. */
export function wl(s: VendettaState, li: number): Loc {
  return (s.locs[li] = own(s, s.locs[li], cloneLoc));
}

/** The location `li` of `s`, writable (its own fields and its positions). */
export const wloc = wl;

/** The position of `seat` at location `li`, writable. */
export function wpos(s: VendettaState, li: number, seat: SeatId): Position {
  return wl(s, li).pos[seat];
}

export function havenIndex(s: VendettaState): number {
  return s.locs.length - 1;
}

/** Withdraw a seat from a location (5.1 or an effect): blood back, cards face up to the Haven. */
export function withdraw(s: VendettaState, li: number, seat: SeatId, ev: Ev, rule: string): void {
  const l = s.locs[li];
  const pos = wpos(s, li, seat);
  const p = wp(s, seat);
  p.blood += pos.blood;
  const back = pos.blood;
  pos.blood = 0;
  pos.withdrew = true;
  const cards = pos.cards.map((c) => c.id);
  for (const id of cards) shown(s, id);
  if (l.haven) {
    p.hand = [...p.hand, ...pos.cards.map((c) => c.id)];
  } else {
    const hp = wpos(s, havenIndex(s), seat);
    hp.cards = [...hp.cards, ...pos.cards.map(faceUp)];
  }
  pos.cards = [];
  ev.push({ type: 'withdraw', params: { seat, location: li, blood: back, cards, haven: l.haven }, rule, reveals: cards.length > 0 });
}

/** Asks `seats` a question of `kind` (one shape for every pending decision: `answers` only for the 5.1 tokens). */
/** The context of a question that needs none (shared: a pending decision's context is never written to). */
const NO_CTX: Record<string, unknown> = Object.freeze({});

export function ask(
  s: VendettaState,
  kind: string,
  seats: SeatId[],
  ctx: Record<string, unknown> = NO_CTX,
  answers?: Record<number, string>,
): void {
  s.pending = { kind, seats, ctx, answers };
}

export function findCardId(s: VendettaState, key: string): string | null {
  const f = findSlot(s, key);
  return f ? s.locs[f.li].pos[f.seat].cards[f.idx].id : null;
}
