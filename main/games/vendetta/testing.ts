/**
 * Test helper: builds precise Vendetta situations (design.md §6 layer 1) from a short
 * description, keeping every counter conserved (blood and influence come from the supply).
 */
import type { GameEvent, SeatId } from '../../engine/types';
import { clanCardsOf } from './cards';
import { advance, apply, parseVendettaConfig, setup } from './rules';
import { locationTasks } from './round';
import type { Task, VendettaState } from './state';
import type { VendettaClanId } from './view';

export interface ScenarioSpec {
  players?: number;
  clans?: VendettaClanId[];
  ambition?: SeatId;
  round?: number;
  teams?: boolean;
  relics?: boolean;
  locationCards?: boolean;
  seed?: string;
}

/** A game after set-up with the given clans, in the planning phase, nothing pending. */
export function scenario(spec: ScenarioSpec = {}): VendettaState {
  const players = spec.players ?? 4;
  const config = parseVendettaConfig({
    players,
    teams: spec.teams ?? false,
    relics: spec.relics ?? false,
    locationCards: spec.locationCards ?? false,
  });
  const s = setup(config, spec.seed ?? 'scenario').state;
  const clans = spec.clans ?? (['BR', 'GA', 'NO', 'TR', 'VE', 'TO'] as VendettaClanId[]).slice(0, players);
  s.ambition = spec.ambition ?? 0;
  s.round = spec.round ?? 1;
  s.clanOffer = [];
  s.boxClans = (['BR', 'GA', 'MA', 'NO', 'TO', 'TR', 'VE'] as VendettaClanId[]).filter((c) => !clans.includes(c));
  s.victimDeck = Array.from({ length: 35 }, (_, i) => `VI${String(i + 1).padStart(2, '0')}`);
  s.supply = { blood: 70, influence: 80, diablerie: 8 };
  s.players.forEach((p, seat) => {
    const cards = clanCardsOf(clans[seat]);
    p.clan = clans[seat];
    p.hand = cards.filter((c) => c.starter).map((c) => c.id);
    p.deck = cards.filter((c) => !c.starter).map((c) => c.id);
    p.blood = 0;
    p.influence = 0;
    p.alliance = [s.victimDeck.shift()!];
    setBlood(s, seat, 6);
    setInfluence(s, seat, 3);
  });
  s.locs.forEach((l) => (l.ally = null));
  s.allyDeck = Array.from({ length: 30 }, (_, i) => `AL${String(i + 1).padStart(2, '0')}`);
  s.phase = 'planning';
  s.queue = [];
  s.pending = null;
  return s;
}

export function setBlood(s: VendettaState, seat: SeatId, n: number): void {
  s.supply.blood += s.players[seat].blood - n;
  s.players[seat].blood = n;
}

export function setInfluence(s: VendettaState, seat: SeatId, n: number): void {
  s.supply.influence += s.players[seat].influence - n;
  s.players[seat].influence = n;
}

/** Moves a card from its owner's hand or deck to a position. Returns the slot key. */
export function place(s: VendettaState, seat: SeatId, li: number, id: string, up = true): string {
  for (const p of s.players) {
    for (const from of [p.hand, p.deck]) {
      const i = from.indexOf(id);
      if (i >= 0) from.splice(i, 1);
    }
  }
  s.keyCounter += 1;
  const key = `k${s.keyCounter}`;
  s.locs[li].pos[seat].cards.push({ id, up, key });
  return key;
}

/** Assigns blood from the supply at a position. */
export function assign(s: VendettaState, seat: SeatId, li: number, n: number): void {
  s.supply.blood -= n;
  s.locs[li].pos[seat].blood += n;
}

/** Gives an alliance card (ally from the ally deck or a victim) to a seat. */
export function giveAlliance(s: VendettaState, seat: SeatId, id: string): void {
  for (const deck of [s.allyDeck, s.victimDeck]) {
    const i = deck.indexOf(id);
    if (i >= 0) deck.splice(i, 1);
  }
  s.players[seat].alliance.push(id);
}

/** Puts an ally on a location (from the ally deck). */
export function setAlly(s: VendettaState, li: number, id: string): void {
  s.allyDeck.splice(s.allyDeck.indexOf(id), 1);
  s.locs[li].ally = id;
}

/** Queues the resolution of the given locations (default: all, Haven last) and round end. */
export function resolve(s: VendettaState, locs?: number[], withRoundEnd = false): GameEvent[] {
  const tasks: Task[] = [{ t: 'resolutionStart' }];
  for (const li of locs ?? s.locs.map((_, i) => i)) tasks.push(...locationTasks(li));
  if (withRoundEnd) tasks.push({ t: 'roundEnd' });
  s.queue = tasks;
  const ev: GameEvent[] = [];
  advance(s, ev);
  return ev;
}

/** Queues planning turns for the given seats. */
export function turns(s: VendettaState, seats: SeatId[]): GameEvent[] {
  s.queue = seats.map((seat, i) => ({ t: 'turn' as const, seat, n: i + 1, of: seats.length }));
  const ev: GameEvent[] = [];
  advance(s, ev);
  return ev;
}

/** Applies a sequence of [seat, option] choices; returns the final state and all events. */
export function play(s: VendettaState, choices: [SeatId, string][]): { state: VendettaState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  for (const [seat, opt] of choices) {
    const r = apply(state, seat, opt);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Answers 'fight' for every seat asked in 5.1, repeatedly, with optional retreats. */
export function fightAll(s: VendettaState, retreat: SeatId[] = []): { state: VendettaState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  while (state.pending && state.pending.kind === 'retreat') {
    const seat = state.pending.seats.find((x) => state.pending!.answers![x] === undefined)!;
    const r = apply(state, seat, retreat.includes(seat) ? 'retreat' : 'fight');
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}
