/**
 * Scenario helpers for the rule tests (design.md §6 layer 1): a table after set-up, with hands,
 * sects, table cards and the current turn arranged by moving real card instances (so every card
 * stays in one place and the invariants hold), and `play` to answer decisions by option id.
 */
import type { SeatId } from '../../engine/types';
import type { SectId } from './cards';
import { parseNightsConfig } from './config';
import { advance, apply, cloneState, decisions, forgetDecision, invariants } from './rules';
import { setup } from './setup';
import type { NightsState, Player } from './state';
import type { GameEvent } from '../../engine/types';

/** A fresh table of `n` players after the direction was chosen (clockwise). */
export function table(n = 5, seed = 'scenario', games = 1): NightsState {
  const s = setup(parseNightsConfig({ players: n, games }), seed).state;
  return apply(s, s.regent, 'cw').state;
}

/**
 * A player of a state a test arranges, to write into directly (the rules write through
 * helpers.wp; a test state's players are its own).
 */
export function seatOf(s: NightsState, seat: SeatId): Player {
  return s.players[seat] as Player;
}

/** Every hand and table card back into the deck. */
function collect(s: NightsState): void {
  for (let seat = 0; seat < s.n; seat++) {
    const p = seatOf(s, seat);
    s.deck.push(...p.hand, ...p.resources, ...(p.weapon ? [p.weapon] : []), ...p.contacts.map((c) => c.inst));
    p.hand = [];
    p.resources = [];
    p.weapon = null;
    p.contacts = [];
  }
}

/** Takes one instance of a card id out of the deck or the discard pile. */
export function take(s: NightsState, id: string): string {
  for (const pile of [s.deck, s.discard]) {
    const i = pile.findIndex((c) => c.startsWith(`${id}#`));
    if (i >= 0) return pile.splice(i, 1)[0];
  }
  throw new Error(`no ${id} left to arrange`);
}

export interface SeatSetup {
  hand?: string[];
  resources?: string[];
  weapon?: string;
  contacts?: { id: string; up: boolean }[];
  sect?: SectId;
  line?: string;
  powers?: string[];
  blood?: number;
  light?: number;
  agg?: number;
}

/**
 * Arranges a table: the Regent is seat 0 (ruling sect `ruling`), sects as given (default: seats 1
 * ally, the rest insurgents of the other two sects), hands emptied unless given, and it is `turn`'s
 * turn on night `night`. Bloodlines default to Caitiff-free plain ones so passives do not interfere.
 */
export function arrange(
  n: number,
  seats: Record<number, SeatSetup>,
  opts: { turn?: SeatId; night?: number; event?: string | null; seed?: string; ruling?: SectId; games?: number } = {},
): NightsState {
  const s = cloneState(table(n, opts.seed ?? 'scenario', opts.games ?? 1));
  collect(s);
  const ruling = opts.ruling ?? 'logia';
  s.rulingSect = ruling;
  s.regent = 0;
  const others: SectId[] = (['logia', 'culto', 'apostatas'] as SectId[]).filter((x) => x !== ruling);
  // plain bloodlines: swap the used ones so that every line stays in one place
  const plain = ['ventrue', 'tzimisce', 'salubri', 'ravnos', 'toreador', 'brujah', 'nosferatu', 'tremere'];
  const pool = [...s.lineDeck, ...s.players.map((p) => p.line)];
  const explicit = Object.values(seats).flatMap((o) => (o.line ? [o.line] : []));
  const defaults = plain.filter((l) => !explicit.includes(l));
  const wanted = s.players.map((_, seat) => seats[seat]?.line ?? defaults[seat]);
  s.lineDeck = pool.filter((l) => !wanted.includes(l));
  const powerPool = [...s.powerDeck, ...s.powerDiscard, ...s.players.flatMap((p) => p.powers)];
  const wantedPowers = s.players.map((_, seat) => seats[seat]?.powers ?? []);
  s.powerDeck = powerPool.filter((x) => !wantedPowers.flat().includes(x));
  s.powerDiscard = [];
  s.players.forEach((_, seat) => {
    const p = seatOf(s, seat);
    const o = seats[seat] ?? {};
    p.regent = seat === 0;
    p.revealed = seat === 0;
    p.sect = o.sect ?? (seat === 0 || seat === 1 ? ruling : others[seat % 2]);
    p.line = wanted[seat];
    p.powers = wantedPowers[seat].slice();
    p.maxBlood = seat === 0 ? 5 : 4;
    p.health = seat === 0 ? 5 : 4;
    p.blood = o.blood ?? p.maxBlood;
    p.light = o.light ?? 0;
    p.agg = o.agg ?? 0;
    p.known = {};
    p.hand = (o.hand ?? []).map((id) => take(s, id));
    p.resources = (o.resources ?? []).map((id) => take(s, id));
    p.weapon = o.weapon ? take(s, o.weapon) : null;
    p.contacts = (o.contacts ?? []).map((c) => ({ inst: take(s, c.id), up: c.up }));
  });
  if (opts.event !== undefined) {
    s.event = opts.event;
    if (opts.event && !s.eventUsed.includes(opts.event)) {
      s.eventDeck = s.eventDeck.filter((e) => e !== opts.event);
      s.eventUsed.push(opts.event);
    }
  }
  s.night = opts.night ?? 1;
  s.order = Array.from({ length: n }, (_, i) => i);
  const turn = opts.turn ?? 0;
  s.turnIndex = turn;
  s.turnSeat = turn;
  s.stack = [{ t: 'turn', seat: turn, over: false }];
  const bad = invariants(s);
  if (bad.length) throw new Error(`arranged table breaks invariants: ${bad.join('; ')}`);
  return s;
}

export interface Played {
  state: NightsState;
  events: GameEvent[];
}

/** Answers the pending decision with `option` (checked to be offered to `seat`), keeping the events. */
export function play(s: NightsState, seat: SeatId, option: string, log: GameEvent[] = []): NightsState {
  forgetDecision(s); // the tests may have written into s after it was asked about
  const r = apply(s, seat, option);
  log.push(...r.events);
  const bad = invariants(r.state);
  if (bad.length) throw new Error(`invariants after ${option}: ${bad.join('; ')}`);
  return r.state;
}

/** Option ids offered now (to whoever decides). */
export function optionIds(s: NightsState): string[] {
  return decisions(s)[0]?.options.map((o) => o.id) ?? [];
}

export function who(s: NightsState): { seat: SeatId; kind: string } | null {
  const d = decisions(s)[0];
  return d ? { seat: d.seat, kind: d.kind } : null;
}

/** Instance id of the first card `id` in a seat's hand. */
export function inHand(s: NightsState, seat: SeatId, id: string): string {
  const c = s.players[seat].hand.find((x) => x.startsWith(`${id}#`));
  if (!c) throw new Error(`seat ${seat} holds no ${id}`);
  return c;
}

/** Runs the automatic flow (after direct edits of an arranged state). */
export function settle(s: NightsState): NightsState {
  const c = cloneState(s);
  advance(c, []);
  return c;
}
