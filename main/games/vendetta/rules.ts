/**
 * Vendetta rules: set-up, the five phases, frenzy, diablerie, end of game and the variants.
 * Pure functions. `apply` clones the compact state once and mutates the copy; the automatic
 * flow is a task queue (state.queue) processed until a decision is pending.
 * Rule ids name the rulebook sections: 'vendetta:5.1' (RETIRADA), 'vendetta:setup.3', ...
 */
import { AppError } from '../../common/errors';
import type { Decision, GameEvent, GameResult, I18nRef, Option, SeatId } from '../../engine/types';
import {
  ALLIES,
  CLANS,
  DIABLERIE_ELIMINATES,
  FACE_DOWN_COST,
  HAVEN_BONUS,
  LOCATION_CARDS,
  MAX_BLOOD_PER_CARD,
  PLANNING_TURNS,
  RELICS,
  REWARDS,
  START,
  SUPPLY,
  VICTIMS,
  allianceById,
  clanCardById,
  clanCardsOf,
  locationCardById,
  relicById,
  type AllyAbility,
  type ClanCard,
  type ClanEffect,
  type LocationEffect,
} from './cards';
import { drawInt, drawShuffle, seedRng } from '../../engine/rng';
import type { Loc, Pending, Player, Slot, Task, VendettaConfig, VendettaState } from './state';

type Ev = GameEvent[];
type Step = 'prep' | 'conflict' | 'consequence';

const R = (s: string) => `vendetta:${s}`;

// ---------------------------------------------------------------- config and set-up

export function parseVendettaConfig(raw: unknown): VendettaConfig {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const players = o.players === undefined ? 4 : o.players;
  const teams = o.teams === true;
  const bool = (k: string) => {
    if (o[k] !== undefined && typeof o[k] !== 'boolean') throw new AppError('invalid_input', 'vendetta_bad_config', { field: k });
    return o[k] === true;
  };
  if (typeof players !== 'number' || !Number.isInteger(players)) {
    throw new AppError('invalid_input', 'vendetta_bad_config', { field: 'players' });
  }
  if (teams ? players !== 4 && players !== 6 : players < 3 || players > 5) {
    throw new AppError('invalid_input', 'vendetta_bad_players', { players });
  }
  return { players, teams: bool('teams'), locationCards: bool('locationCards'), relics: bool('relics') };
}

function emptyPlayer(): Player {
  return {
    clan: null,
    blood: 0,
    influence: 0,
    diablerie: 0,
    diablerieDown: 0,
    hand: [],
    deck: [],
    looking: [],
    keepLeft: 0,
    alliance: [],
    drained: [],
    relic: null,
    relicUsed: false,
    eliminated: false,
    known: {},
    shown: [],
  };
}

export function setup(config: VendettaConfig, seed: string): { state: VendettaState; events: Ev } {
  const rng = seedRng(seed);
  const n = config.players;
  const ev: Ev = [];
  // setup.1: random first player takes the Ambition token
  const ambition = drawInt(rng, n);
  ev.push({ type: 'firstPlayer', params: { seat: ambition }, rule: R('ambition'), reveals: true });
  // setup.2: locations by player count (5 players, and 6 in team mode, add location 3)
  const ids = n >= 5 ? ['L1', 'L2', 'L3', 'haven'] : ['L1', 'L2', 'haven'];
  const locs: Loc[] = ids.map((id) => ({
    id,
    haven: id === 'haven',
    card: null,
    ally: null,
    resolved: false,
    pos: Array.from({ length: n }, () => ({ cards: [], blood: 0, withdrew: false })),
    spareMate: [],
  }));
  // variant: location cards on every location except the Haven
  let boxLocationCards: string[] = [];
  if (config.locationCards) {
    const lc = drawShuffle(
      rng,
      LOCATION_CARDS.map((c) => c.id),
    );
    for (const l of locs) if (!l.haven) l.card = lc.shift()!;
    boxLocationCards = lc;
    ev.push({ type: 'locationCards', params: { cards: locs.map((l) => l.card) }, rule: R('variant.locations'), reveals: true });
  }
  // setup.3: players + 1 clan sheets offered
  const clans = drawShuffle(rng, [...CLANS]);
  const clanOffer = clans.slice(0, n + 1);
  const boxClans = clans.slice(n + 1);
  ev.push({ type: 'clanOffer', params: { clans: clanOffer }, rule: R('setup'), reveals: true });
  // variant: relics, players + 1 offered
  let relicOffer: string[] = [];
  let boxRelics: string[] = RELICS.map((r) => r.id);
  if (config.relics) {
    const rel = drawShuffle(rng, boxRelics);
    relicOffer = rel.slice(0, n + 1);
    boxRelics = rel.slice(n + 1);
    ev.push({ type: 'relicOffer', params: { relics: relicOffer }, rule: R('variant.relics'), reveals: true });
  }
  const state: VendettaState = {
    v: 1,
    config,
    n,
    rng,
    round: 1,
    phase: 'setup-clan',
    ambition,
    players: Array.from({ length: n }, emptyPlayer),
    locs,
    allyDeck: drawShuffle(
      rng,
      ALLIES.map((a) => a.id),
    ), // setup.7
    victimDeck: VICTIMS.map((v) => v.id), // setup.6 (face up, same values)
    outAllies: [],
    clanOffer,
    boxClans,
    relicOffer,
    boxRelics,
    boxLocationCards,
    supply: { ...SUPPLY },
    queue: [],
    pending: null,
    planning: null,
    resolving: null,
    stepDone: [],
    keyCounter: 0,
    result: null,
    scores: null,
  };
  for (const s of order(state)) state.queue.push({ t: 'clanPick', seat: s });
  if (config.relics) {
    // picked from the player to the right of the Ambition holder, counter-clockwise
    for (const s of [...order(state)].reverse()) state.queue.push({ t: 'relicPick', seat: s });
  }
  state.queue.push({ t: 'roundStart' });
  writable.clear();
  advance(state, ev);
  writable.clear();
  return { state, events: decorate(state, ev) };
}

/** setup.4-11 for one seat once its clan is known. */
function prepareSeat(s: VendettaState, seat: SeatId, ev: Ev): void {
  const p = s.players[seat];
  const cards = clanCardsOf(p.clan!);
  // setup.8: the two starting cards in hand, the rest shuffled as the clan deck
  p.hand = cards.filter((c) => c.starter).map((c) => c.id);
  p.deck = drawShuffle(
    s.rng,
    cards.filter((c) => !c.starter).map((c) => c.id),
  );
  // setup.10: 6 blood and 3 influence
  p.blood = take(s, 'blood', START.blood);
  p.influence = take(s, 'influence', START.influence);
  // setup.11: one victim
  const v = s.victimDeck[0];
  s.victimDeck = s.victimDeck.slice(1);
  if (v) p.alliance = [...p.alliance, v];
  ev.push({
    type: 'seatReady',
    params: { seat, clan: p.clan, blood: p.blood, influence: p.influence, victim: v ?? null },
    rule: R('setup'),
  });
}

// ---------------------------------------------------------------- helpers

/** ORDERS[n][ambition]: the turn order from the Ambition holder, built once (read-only: copy before changing). */
const ORDERS: readonly (readonly (readonly SeatId[])[])[] = Array.from({ length: 11 }, (_, n) =>
  Array.from({ length: n }, (_, a) => Object.freeze(Array.from({ length: n }, (_, i) => (a + i) % n))),
);

export function order(s: VendettaState): readonly SeatId[] {
  return ORDERS[s.n]?.[s.ambition] ?? Array.from({ length: s.n }, (_, i) => (s.ambition + i) % s.n);
}

function live(s: VendettaState, seat: SeatId): boolean {
  return !s.players[seat].eliminated;
}

export function teamOf(s: VendettaState, seat: SeatId): number | undefined {
  return s.config.teams ? seat % (s.n / 2) : undefined;
}

function mateOf(s: VendettaState, seat: SeatId): SeatId | null {
  return s.config.teams ? (seat + s.n / 2) % s.n : null;
}

function take(s: VendettaState, what: 'blood' | 'influence' | 'diablerie', n: number): number {
  const got = Math.max(0, Math.min(n, s.supply[what]));
  s.supply[what] -= got;
  return got;
}

function ability(s: VendettaState, seat: SeatId, op: AllyAbility['op']): AllyAbility | undefined {
  for (const id of s.players[seat].alliance) {
    const a = allianceById.get(id)!.ability;
    if (a && a.op === op) return a;
  }
  return undefined;
}

function locEffect(l: Loc): LocationEffect | undefined {
  return l.card ? locationCardById.get(l.card)!.effect : undefined;
}

/** «Estar» en una Ubicación: at least 1 assigned card or blood, not withdrawn (glossary RIVAL). */
export function present(s: VendettaState, li: number, seat: SeatId): boolean {
  const p = s.locs[li].pos[seat];
  return live(s, seat) && !p.withdrew && (p.cards.length > 0 || p.blood > 0);
}

function rivals(s: VendettaState, li: number, seat: SeatId): SeatId[] {
  return order(s).filter((o) => o !== seat && present(s, li, o));
}

function cardOf(slot: Slot): ClanCard {
  return clanCardById.get(slot.id)!;
}

function ownerOfCard(s: VendettaState, id: string): SeatId {
  const clan = clanCardById.get(id)!.clan;
  return s.players.findIndex((p) => p.clan === clan);
}

function gain(s: VendettaState, seat: SeatId, blood: number, influence: number, ev: Ev, rule: string, why: string): void {
  const p = s.players[seat];
  const b = blood > 0 ? take(s, 'blood', blood) : 0;
  const i = influence > 0 ? take(s, 'influence', influence) : 0;
  p.blood += b;
  p.influence += i;
  if (b || i) ev.push({ type: 'gain', params: { seat, blood: b, influence: i, why }, rule });
}

/** PERDER sangre: clamps at the reserve; reaching 0 causes Frenesí (causer gains influence). */
function loseBlood(s: VendettaState, target: SeatId, n: number, causer: SeatId | null, li: number | null, ev: Ev, rule: string): void {
  const p = s.players[target];
  if (!live(s, target)) return;
  const lost = Math.min(n, p.blood);
  if (lost <= 0) return;
  p.blood -= lost;
  s.supply.blood += lost;
  ev.push({ type: 'loseBlood', params: { seat: target, n: lost, by: causer ?? -1 }, rule });
  if (p.blood === 0) frenzy(s, target, causer, li, ev);
}

/** ROBAR sangre from one seat to another (may take the last one: Frenesí). */
function stealBlood(s: VendettaState, from: SeatId, to: SeatId, n: number, li: number | null, ev: Ev, rule: string): void {
  const p = s.players[from];
  if (!live(s, from)) return;
  const got = Math.min(n, p.blood);
  if (got <= 0) return;
  p.blood -= got;
  s.players[to].blood += got;
  ev.push({ type: 'steal', params: { seat: to, from, n: got }, rule });
  if (p.blood === 0) frenzy(s, from, to, li, ev);
}

/** GASTAR: never the last blood (checked by the option builders). */
function spend(s: VendettaState, seat: SeatId, n: number): void {
  const p = s.players[seat];
  if (n >= p.blood && n > 0) throw new Error('spending the last blood');
  p.blood -= n;
  s.supply.blood += n;
}

function frenzy(s: VendettaState, seat: SeatId, causer: SeatId | null, li: number | null, ev: Ev): void {
  const p = s.players[seat];
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
    s.supply.influence += lost;
    ev.push({ type: 'frenzyEmpty', params: { seat, influence: lost }, rule: R('frenzy') });
    gain(s, seat, 1, 0, ev, R('frenzy'), 'frenzy');
    return;
  }
  let id = p.alliance.find((c) => allianceById.get(c)!.ability?.op === 'frenzyTarget');
  if (!id) id = p.alliance[drawInt(s.rng, p.alliance.length)];
  ev.push({ type: 'frenzyPick', params: { seat, card: id }, rule: R('frenzy'), reveals: true });
  drainCard(s, seat, id, ev, R('frenzy'));
}

/** DESANGRAR (page 10): the card goes to the drained row, its blood is gained; a Vampire is Diablerie. */
function drainCard(s: VendettaState, seat: SeatId, id: string, ev: Ev, rule: string): void {
  const p = s.players[seat];
  const i = p.alliance.indexOf(id);
  if (i < 0) return;
  const c = allianceById.get(id)!;
  p.alliance = p.alliance.filter((_, j) => j !== i);
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

function eliminate(s: VendettaState, seat: SeatId, ev: Ev): void {
  const p = s.players[seat];
  p.eliminated = true;
  // its assigned cards leave the table (back to its hand) and its assigned blood to the supply
  for (let li = 0; li < s.locs.length; li++) {
    const pos = wl(s, li).pos[seat];
    p.hand = [...p.hand, ...pos.cards.map((c) => c.id)];
    pos.cards = [];
    s.supply.blood += pos.blood;
    pos.blood = 0;
  }
  ev.push({ type: 'eliminated', params: { seat }, rule: R('diablerie') });
}

/** Records that a clan card was seen face up by everybody. */
function shown(s: VendettaState, id: string): void {
  const p = s.players[ownerOfCard(s, id)];
  if (p && !p.shown.includes(id)) p.shown = [...p.shown, id];
}

function newKey(s: VendettaState): string {
  s.keyCounter += 1;
  return `k${s.keyCounter}`;
}

function findSlot(s: VendettaState, key: string): { li: number; seat: SeatId; idx: number } | null {
  for (let li = 0; li < s.locs.length; li++) {
    const pos = s.locs[li].pos;
    for (let seat = 0; seat < pos.length; seat++) {
      const idx = pos[seat].cards.findIndex((c) => c.key === key);
      if (idx >= 0) return { li, seat, idx };
    }
  }
  return null;
}

/** Locations copied during the current apply (or setup): the ones it may write to. */
const writable = new Set<Loc>();

/** The location `li` of `s`, copied with its positions the first time the current apply writes to it. */
function wl(s: VendettaState, li: number): Loc {
  const l = s.locs[li];
  if (writable.has(l)) return l;
  const c: Loc = { ...l, pos: l.pos.map((pos) => ({ ...pos })) };
  s.locs[li] = c;
  writable.add(c);
  return c;
}

function havenIndex(s: VendettaState): number {
  return s.locs.length - 1;
}

/** Withdraw a seat from a location (5.1 or an effect): blood back, cards face up to the Haven. */
function withdraw(s: VendettaState, li: number, seat: SeatId, ev: Ev, rule: string): void {
  const l = wl(s, li);
  const pos = l.pos[seat];
  const p = s.players[seat];
  p.blood += pos.blood;
  const back = pos.blood;
  pos.blood = 0;
  pos.withdrew = true;
  const cards = pos.cards.map((c) => c.id);
  for (const id of cards) shown(s, id);
  if (l.haven) {
    p.hand = [...p.hand, ...pos.cards.map((c) => c.id)];
  } else {
    const hp = wl(s, havenIndex(s)).pos[seat];
    hp.cards = [...hp.cards, ...pos.cards.map((c) => ({ ...c, up: true }))];
  }
  pos.cards = [];
  ev.push({ type: 'withdraw', params: { seat, location: li, blood: back, cards, haven: l.haven }, rule, reveals: cards.length > 0 });
}

// ---------------------------------------------------------------- flow

/** Runs automatic tasks until a decision is pending or the game is over. */
export function advance(s: VendettaState, ev: Ev): void {
  for (;;) {
    settlePending(s, ev);
    if (s.pending || s.result) return;
    if (s.players.every((p) => p.eliminated)) {
      finish(s, ev);
      return;
    }
    const task = s.queue.shift();
    if (!task) return;
    runTask(s, task, ev);
  }
}

/** Drops eliminated seats from the pending decision; completes a simultaneous one if possible. */
function settlePending(s: VendettaState, ev: Ev): void {
  const pd = s.pending;
  if (!pd) return;
  const seats = pd.seats.filter((x) => live(s, x));
  if (seats.length === pd.seats.length) return;
  pd.seats = seats;
  if (pd.kind === 'retreat') {
    if (seats.every((x) => pd.answers && pd.answers[x] !== undefined)) {
      s.pending = null;
      revealRetreat(s, pd, ev);
    }
    return;
  }
  if (pd.kind === 'keep') {
    if (!seats.length) {
      s.pending = null;
      s.queue.unshift({ t: 'planningStart' });
    }
    return;
  }
  if (!seats.length) s.pending = null;
}

function ask(s: VendettaState, kind: string, seats: SeatId[], ctx: Record<string, unknown> = {}): void {
  s.pending = { kind, seats, ctx };
}

function runTask(s: VendettaState, task: Task, ev: Ev): void {
  switch (task.t) {
    case 'clanPick':
      if (s.clanOffer.length === 1) {
        answerClan(s, task.seat, s.clanOffer[0], ev);
      } else ask(s, 'clan', [task.seat]);
      return;
    case 'relicPick':
      if (s.relicOffer.length === 1) answerRelic(s, task.seat, s.relicOffer[0], ev);
      else ask(s, 'relic', [task.seat]);
      return;
    case 'roundStart':
      return roundStart(s, ev);
    case 'hand':
      return handPhase(s, ev);
    case 'planningStart':
      return planningStart(s, ev);
    case 'turn': {
      const p = s.players[task.seat];
      if (!live(s, task.seat)) return;
      s.planning = { seat: task.seat, turn: task.n, turns: task.of };
      if (!p.hand.length) {
        ev.push({ type: 'noCard', params: { seat: task.seat }, rule: R('4') });
        return;
      }
      ask(s, 'turn', [task.seat]);
      return;
    }
    case 'challenge':
      return runChallenge(s, task, ev);
    case 'relicLose': {
      const mate = mateOf(s, task.seat);
      if (task.mate === undefined && mate !== null && live(s, mate)) {
        ask(s, 'mate', [task.seat], { task });
        return;
      }
      for (const o of order(s))
        if (o !== task.seat && !(o === mate && task.mate === false)) loseBlood(s, o, task.n, task.seat, null, ev, R('variant.relics'));
      return;
    }
    case 'turnResume':
      if (live(s, task.seat) && s.players[task.seat].hand.length) ask(s, 'turn', [task.seat]);
      return;
    case 'recallChoice': {
      const opts = ownAssigned(s, task.seat).filter((k) => k !== task.except);
      if (opts.length) ask(s, 'recall', [task.seat], { except: task.except });
      return;
    }
    case 'bloodStep':
      return bloodStep(s, task.seat, task.loc, ev);
    case 'resolutionStart':
      s.phase = 'resolution';
      s.planning = null;
      ev.push({ type: 'phase', params: { phase: 'resolution', round: s.round }, rule: R('5') });
      for (const seat of order(s)) {
        const p = s.players[seat];
        if (p.relic && !p.relicUsed && relicById.get(p.relic)!.effect.when === 'resolutionStart') {
          s.queue.unshift({ t: 'relicStart', seat });
        }
      }
      return;
    case 'relicStart':
      if (live(s, task.seat) && s.players[task.seat].blood >= 2) ask(s, 'relicStart', [task.seat]);
      return;
    case 'retreat':
      return retreatStep(s, task.loc, ev);
    case 'reveal':
      return revealStep(s, task.loc, ev);
    case 'step': {
      s.resolving = { location: task.loc, step: task.step };
      s.stepDone = [];
      const seats = order(s).filter((x) => present(s, task.loc, x));
      s.queue.unshift(...seats.map((seat) => ({ t: 'stepSeat' as const, loc: task.loc, step: task.step, seat })));
      return;
    }
    case 'stepSeat':
      return stepSeat(s, task.loc, task.step, task.seat, ev);
    case 'cardEffect':
      return cardEffect(s, task, ev);
    case 'conflictRelics':
      for (const seat of [...order(s)].reverse()) {
        const p = s.players[seat];
        if (p.relic && !p.relicUsed && relicById.get(p.relic)!.effect.when === 'conflict')
          s.queue.unshift({ t: 'relicConflict', loc: task.loc, seat });
      }
      return;
    case 'relicConflict':
      if (live(s, task.seat) && !s.players[task.seat].relicUsed && present(s, task.loc, task.seat))
        ask(s, 'relicConflict', [task.seat], { loc: task.loc });
      return;
    case 'determine':
      return determine(s, task.loc, ev);
    case 'after':
      return afterStep(s, task.loc, ev);
    case 'succubus': {
      const b = s.locs[task.loc].pos[task.seat].blood;
      if (live(s, task.seat) && b > 0) ask(s, 'succubus', [task.seat], { loc: task.loc });
      return;
    }
    case 'roundEnd':
      return roundEnd(s, ev);
  }
}

function answerClan(s: VendettaState, seat: SeatId, clan: string, ev: Ev): void {
  const i = s.clanOffer.indexOf(clan as never);
  const c = s.clanOffer[i];
  s.clanOffer = s.clanOffer.filter((_, j) => j !== i);
  s.players[seat].clan = c;
  ev.push({ type: 'clanPicked', params: { seat, clan: c }, rule: R('setup') });
  prepareSeat(s, seat, ev);
  if (s.players.every((p) => p.clan)) {
    s.boxClans = [...s.boxClans, ...s.clanOffer];
    s.clanOffer = [];
    if (s.config.relics) s.phase = 'setup-relic';
  }
}

function answerRelic(s: VendettaState, seat: SeatId, relic: string, ev: Ev): void {
  const ri = s.relicOffer.indexOf(relic);
  s.relicOffer = s.relicOffer.filter((_, j) => j !== ri);
  s.players[seat].relic = relic;
  ev.push({ type: 'relicPicked', params: { seat, relic }, rule: R('variant.relics') });
  if (s.players.every((p) => p.relic)) {
    s.boxRelics = [...s.boxRelics, ...s.relicOffer];
    s.relicOffer = [];
  }
}

function roundStart(s: VendettaState, ev: Ev): void {
  // 1. Beso
  s.phase = 'kiss';
  ev.push({ type: 'round', params: { round: s.round }, rule: R('1') });
  for (const seat of order(s)) {
    if (!live(s, seat)) continue;
    const p = s.players[seat];
    const want = p.alliance.reduce((a, id) => a + allianceById.get(id)!.kiss, 0);
    gain(s, seat, want, 0, ev, R('1'), 'kiss');
  }
  // 2. Preparación de las Ubicaciones
  s.phase = 'locations';
  for (let li = 0; li < s.locs.length; li++) {
    const l = wl(s, li);
    l.ally = s.allyDeck[0] ?? null;
    s.allyDeck = s.allyDeck.slice(1);
    l.resolved = false;
    l.spareMate = [];
    for (const pos of l.pos) {
      pos.withdrew = false;
      delete pos.token;
      delete pos.total;
      delete pos.rank;
      delete pos.relicHere;
    }
  }
  ev.push({ type: 'allies', params: { allies: s.locs.map((l) => l.ally) }, rule: R('2'), reveals: true });
  s.queue.unshift({ t: 'hand' });
}

function handPhase(s: VendettaState, ev: Ev): void {
  // 3. Construcción de la mano (3-player variant: round 1 look at 3, keep 2)
  s.phase = 'hand';
  const three = s.n === 3 && s.round === 1;
  const seats: SeatId[] = [];
  for (const seat of order(s)) {
    const p = s.players[seat];
    if (!live(s, seat)) continue;
    p.looking = p.deck.slice(0, three ? 3 : 2);
    p.deck = p.deck.slice(p.looking.length);
    p.keepLeft = Math.min(three ? 2 : 1, p.looking.length);
    ev.push({
      type: 'look',
      params: { seat, cards: [...p.looking] },
      rule: R(three ? 'variant.3p' : '3'),
      visibleTo: [seat],
      reveals: true,
    });
    if (p.keepLeft > 0 && p.looking.length > p.keepLeft) seats.push(seat);
    else finishKeep(s, seat, ev);
  }
  if (seats.length) ask(s, 'keep', seats);
  else s.queue.unshift({ t: 'planningStart' });
}

function finishKeep(s: VendettaState, seat: SeatId, ev: Ev): void {
  const p = s.players[seat];
  if (p.keepLeft > 0 && p.looking.length) {
    const kept = Math.min(p.keepLeft, p.looking.length);
    p.hand = [...p.hand, ...p.looking.slice(0, kept)];
    p.looking = p.looking.slice(kept);
    p.keepLeft -= kept;
  }
  if (p.looking.length) ev.push({ type: 'toBottom', params: { seat, n: p.looking.length }, rule: R('3') });
  p.deck = [...p.deck, ...p.looking];
  p.looking = [];
  p.keepLeft = 0;
}

function planningStart(s: VendettaState, ev: Ev): void {
  s.phase = 'planning';
  const turns = (s.n === 3 ? PLANNING_TURNS.three : PLANNING_TURNS.standard)[s.round - 1];
  ev.push({ type: 'phase', params: { phase: 'planning', round: s.round, turns }, rule: R(s.n === 3 ? 'variant.3p' : '4') });
  const tasks: Task[] = [];
  for (let t = 1; t <= turns; t++) for (const seat of order(s)) tasks.push({ t: 'turn', seat, n: t, of: turns });
  tasks.push({ t: 'resolutionStart' });
  for (let li = 0; li < s.locs.length; li++) {
    tasks.push(
      { t: 'retreat', loc: li },
      { t: 'reveal', loc: li },
      { t: 'step', loc: li, step: 'prep' },
      { t: 'step', loc: li, step: 'conflict' },
      { t: 'conflictRelics', loc: li },
      { t: 'determine', loc: li },
      { t: 'step', loc: li, step: 'consequence' },
      { t: 'after', loc: li },
    );
  }
  tasks.push({ t: 'roundEnd' });
  s.queue.unshift(...tasks);
}

// ---------------------------------------------------------------- 4. Planificación

function faceDownCost(s: VendettaState, seat: SeatId, li: number): number {
  const le = locEffect(s.locs[li]);
  const base = ability(s, seat, 'freeFaceDown') ? 0 : FACE_DOWN_COST;
  return base + (le && le.op === 'faceDownExtra' ? le.n : 0);
}

function canFaceDown(s: VendettaState, seat: SeatId, li: number): boolean {
  const le = locEffect(s.locs[li]);
  if (le && le.op === 'noFaceDown') return false;
  const cost = faceDownCost(s, seat, li);
  return cost === 0 || s.players[seat].blood > cost;
}

function maxBlood(s: VendettaState, seat: SeatId): number {
  const a = ability(s, seat, 'maxBlood');
  const cap = a && a.op === 'maxBlood' ? a.n : MAX_BLOOD_PER_CARD;
  return Math.max(0, Math.min(cap, s.players[seat].blood - 1));
}

function ownAssigned(s: VendettaState, seat: SeatId): string[] {
  const out: string[] = [];
  for (const l of s.locs) for (const c of l.pos[seat].cards) out.push(c.key);
  return out;
}

function peekTargets(s: VendettaState, seat: SeatId): string[] {
  const out: string[] = [];
  const known = s.players[seat].known;
  for (const l of s.locs)
    for (let o = 0; o < s.n; o++) if (o !== seat) for (const c of l.pos[o].cards) if (!c.up && !known[c.key]) out.push(c.key);
  return out;
}

function turnRelicUsable(s: VendettaState, seat: SeatId): boolean {
  const p = s.players[seat];
  if (!p.relic || p.relicUsed) return false;
  const e = relicById.get(p.relic)!.effect;
  if (e.when !== 'turn') return false;
  switch (e.op) {
    case 'restore':
      return p.drained.length > 0;
    case 'peekLocation':
      return peekLocations(s, seat).length > 0;
    case 'recall':
      return ownAssigned(s, seat).length > 0;
    default:
      return true;
  }
}

function peekLocations(s: VendettaState, seat: SeatId): number[] {
  return s.locs
    .map((l, li) => (l.pos.some((pos, o) => o !== seat && pos.cards.some((c) => !c.up && !s.players[seat].known[c.key])) ? li : -1))
    .filter((li) => li >= 0);
}

/** Places the card: JUGAR CARTAS, then the triggers of playing it. */
function placeCard(s: VendettaState, seat: SeatId, id: string, li: number, up: boolean, ev: Ev): void {
  const p = s.players[seat];
  const hi = p.hand.indexOf(id);
  p.hand = p.hand.filter((_, j) => j !== hi);
  if (!up) {
    const cost = faceDownCost(s, seat, li);
    spend(s, seat, cost);
  }
  const key = newKey(s);
  const at = wl(s, li).pos[seat];
  at.cards = [...at.cards, { id, up, key }];
  if (up) shown(s, id);
  if (up) ev.push({ type: 'play', params: { seat, card: id, location: li, faceUp: true }, rule: R('play-cards'), reveals: true });
  else {
    ev.push({ type: 'playDown', params: { seat, location: li, cost: faceDownCost(s, seat, li) }, rule: R('play-cards') });
    ev.push({ type: 'playDownOwn', params: { seat, card: id, location: li }, rule: R('play-cards'), visibleTo: [seat] });
  }
  const tasks: Task[] = [];
  // passive triggers of face-up cards elsewhere (BR03 Desafío): an opponent plays at another location
  for (const o of order(s)) {
    if (o === seat || !live(s, o)) continue;
    s.locs.forEach((l, lj) => {
      if (lj === li) return;
      for (const c of l.pos[o].cards) {
        const e = cardOf(c).effect;
        if (c.up && e && e.op === 'challenge') tasks.push({ t: 'challenge', owner: o, target: seat, lose: e.lose, loc: lj, key: c.key });
      }
    });
  }
  const le = locEffect(s.locs[li]);
  if (up && le && le.op === 'faceUpGain') gain(s, seat, le.blood, 0, ev, R('variant.locations'), 'location');
  const e = clanCardById.get(id)!.effect;
  if (up && e && e.op === 'onPlayGain') gain(s, seat, e.blood, 0, ev, R('4'), 'card');
  if (up && e && e.op === 'onPlayRecall') tasks.push({ t: 'recallChoice', seat, except: key });
  tasks.push({ t: 'bloodStep', seat, loc: li });
  s.queue.unshift(...tasks);
}

function runChallenge(s: VendettaState, task: Extract<Task, { t: 'challenge' }>, ev: Ev): void {
  if (!live(s, task.owner) || !live(s, task.target)) return;
  if (task.mate === undefined && mateOf(s, task.owner) === task.target) {
    ask(s, 'mate', [task.owner], { task });
    return;
  }
  if (task.mate === false) return;
  ev.push({ type: 'trigger', params: { seat: task.owner, card: findCardId(s, task.key) }, rule: R('4') });
  loseBlood(s, task.target, task.lose, task.owner, task.loc, ev, R('4'));
}

function findCardId(s: VendettaState, key: string): string | null {
  const f = findSlot(s, key);
  return f ? s.locs[f.li].pos[f.seat].cards[f.idx].id : null;
}

function bloodStep(s: VendettaState, seat: SeatId, li: number, ev: Ev): void {
  if (!live(s, seat)) return;
  const p = s.players[seat];
  if (maxBlood(s, seat) > 0 || p.alliance.length > 0) ask(s, 'blood', [seat], { loc: li });
  else diablerieStep(s, seat, li, ev);
}

function diablerieStep(s: VendettaState, seat: SeatId, li: number, _ev: Ev): void {
  const p = s.players[seat];
  if (live(s, seat) && p.diablerie - p.diablerieDown > 0 && s.supply.blood > 0) ask(s, 'diablerie', [seat], { loc: li });
}

// ---------------------------------------------------------------- 5. Resolución

function retreatStep(s: VendettaState, li: number, ev: Ev): void {
  s.resolving = { location: li, step: 'retreat' };
  const seats = order(s).filter((x) => present(s, li, x));
  if (!seats.length) {
    ev.push({ type: 'emptyLocation', params: { location: li, ally: s.locs[li].ally }, rule: R('5.4') });
    return;
  }
  s.pending = { kind: 'retreat', seats, ctx: { loc: li }, answers: {} };
}

function revealRetreat(s: VendettaState, pd: Pending, ev: Ev): void {
  const li = pd.ctx.loc as number;
  const tokens: Record<number, string> = {};
  for (const seat of order(s)) {
    const a = pd.answers![seat];
    if (a === undefined) continue;
    wl(s, li).pos[seat].token = a === 'retreat' ? 'retreat' : 'fight';
    tokens[seat] = a;
  }
  for (const seat of order(s))
    if (tokens[seat] !== undefined)
      ev.push({
        type: tokens[seat] === 'retreat' ? 'tokenRetreat' : 'tokenFight',
        params: { seat, location: li },
        rule: R('5.1'),
        reveals: true,
      });
  for (const seat of order(s)) if (tokens[seat] === 'retreat') withdraw(s, li, seat, ev, R('5.1'));
}

function revealStep(s: VendettaState, li: number, ev: Ev): void {
  s.resolving = { location: li, step: 'reveal' };
  for (const seat of order(s)) {
    if (!present(s, li, seat)) continue;
    const flipped: string[] = [];
    if (s.locs[li].pos[seat].cards.some((c) => !c.up))
      wl(s, li).pos[seat].cards = s.locs[li].pos[seat].cards.map((c) => {
        if (c.up) return c;
        shown(s, c.id);
        flipped.push(c.id);
        return { ...c, up: true };
      });
    if (flipped.length) ev.push({ type: 'reveal', params: { seat, location: li, cards: flipped }, rule: R('5.2'), reveals: true });
  }
}

function hasStepEffect(c: Slot, step: Step): boolean {
  const card = cardOf(c);
  return c.up && card.kind === step && !!card.effect;
}

function stepSeat(s: VendettaState, li: number, step: Step, seat: SeatId, _ev: Ev): void {
  s.resolving = { location: li, step };
  if (!present(s, li, seat)) return;
  const left = s.locs[li].pos[seat].cards.filter((c) => hasStepEffect(c, step) && !s.stepDone.includes(c.key));
  if (!left.length) return;
  const distinct = new Set(left.map((c) => c.id));
  if (left.length === 1 || step === 'conflict' || distinct.size === 1) {
    s.queue.unshift({ t: 'cardEffect', loc: li, seat, key: left[0].key }, { t: 'stepSeat', loc: li, step, seat });
    return;
  }
  // several cards of the same step: the owner chooses the order (5.3 / 5.5)
  ask(s, 'order', [seat], { loc: li, step });
}

function rivalTargets(s: VendettaState, li: number, seat: SeatId, mate: boolean | undefined): SeatId[] {
  const m = mateOf(s, seat);
  return rivals(s, li, seat).filter((o) => o !== m || mate !== false);
}

/** Applies the effect of one clan card during 5.3 / 5.4 / 5.5. */
function cardEffect(s: VendettaState, task: Extract<Task, { t: 'cardEffect' }>, ev: Ev): void {
  const { loc: li, seat, key } = task;
  const f = findSlot(s, key);
  if (!f || f.li !== li || f.seat !== seat) {
    s.stepDone = [...s.stepDone, key];
    return;
  }
  const slot = s.locs[li].pos[seat].cards[f.idx];
  const card = cardOf(slot);
  const e = card.effect as ClanEffect;
  const rule = R(card.kind === 'prep' ? '5.3' : card.kind === 'conflict' ? '5.4' : '5.5');
  const winner = s.locs[li].pos.findIndex((p) => p.rank === 1);
  // team mode: effects on rivals/opponents may spare the teammate (the owner chooses)
  const targetsRivals =
    e.op === 'steal' ||
    e.op === 'rivalsLose' ||
    e.op === 'halveRivals' ||
    e.op === 'rivalCardsPower' ||
    (e.op === 'mayPay' && !!e.rivalsLose);
  const m = mateOf(s, seat);
  let mateTargeted = targetsRivals && m !== null && present(s, li, m);
  if (e.op === 'winnerLoses') mateTargeted = m !== null && winner === m && winner !== seat;
  if (e.op === 'mayPay' && !canPay(s, seat, e.cost)) mateTargeted = false;
  if (mateTargeted && task.mate === undefined) {
    ask(s, 'mate', [seat], { task });
    return;
  }
  s.stepDone = [...s.stepDone, key];
  ev.push({ type: 'effect', params: { seat, card: card.id, location: li }, rule });
  switch (e.op) {
    case 'steal':
      for (const o of rivalTargets(s, li, seat, task.mate)) stealBlood(s, o, seat, e.n, li, ev, rule);
      return;
    case 'rivalsLose':
      for (const o of rivalTargets(s, li, seat, task.mate)) loseBlood(s, o, e.byRound[s.round - 1], seat, li, ev, rule);
      return;
    case 'gain':
      gain(s, seat, e.blood ?? 0, e.influence ?? 0, ev, rule, 'card');
      return;
    case 'gainPerAlliance':
      gain(s, seat, Math.floor(s.players[seat].alliance.length / e.per), 0, ev, rule, 'card');
      return;
    case 'ifWinner':
      if (winner === seat) gain(s, seat, e.blood ?? 0, e.influence ?? 0, ev, rule, 'card');
      return;
    case 'ifNotWinner':
      if (winner !== seat) gain(s, seat, e.blood ?? 0, e.influence ?? 0, ev, rule, 'card');
      return;
    case 'winnerLoses':
      if (winner >= 0 && winner !== seat && !(winner === m && task.mate === false)) loseBlood(s, winner, e.n, seat, li, ev, rule);
      return;
    case 'mayWithdraw':
      ask(s, 'vanish', [seat], { loc: li, steal: e.steal });
      return;
    case 'mayPay':
      if (canPay(s, seat, e.cost)) ask(s, 'pay', [seat], { loc: li, key, mate: task.mate ?? null });
      return;
    case 'halveRivals':
    case 'rivalCardsPower':
      if (task.mate === false) wl(s, li).spareMate = [...s.locs[li].spareMate, key];
      return;
    default:
      return; // selfPower and passives: read when powers are computed
  }
}

function payCost(s: VendettaState, seat: SeatId, cost: number | 'half'): number {
  return cost === 'half' ? Math.floor(s.players[seat].blood / 2) : cost;
}

function canPay(s: VendettaState, seat: SeatId, cost: number | 'half'): boolean {
  const c = payCost(s, seat, cost);
  return c >= 1 && c < s.players[seat].blood;
}

/** Power of every card of a seat at a location and its total (PODER, 5.4). */
export function powers(s: VendettaState, li: number, seat: SeatId): { cards: Record<string, number>; total: number } {
  const l = s.locs[li];
  const pos = l.pos[seat];
  const rv = rivals(s, li, seat);
  const m = mateOf(s, seat);
  let halve = false;
  let rivalDelta = 0;
  for (const o of rv) {
    for (const c of l.pos[o].cards) {
      const e = cardOf(c).effect;
      if (!c.up || !e || cardOf(c).kind !== 'conflict') continue;
      if (o === m && l.spareMate.includes(c.key)) continue;
      if (e.op === 'halveRivals') halve = true;
      if (e.op === 'rivalCardsPower') rivalDelta += e.delta;
    }
  }
  const cards: Record<string, number> = {};
  let total = pos.blood;
  for (const c of pos.cards) {
    const card = cardOf(c);
    if (!c.up) {
      cards[c.key] = 0;
      continue;
    }
    let p = halve ? Math.floor(card.power / 2) : card.power;
    const e = card.effect;
    if (e && e.op === 'selfPower' && card.kind === 'conflict') {
      const mult =
        e.cond === 'always'
          ? 1
          : e.cond === 'assignedBlood'
            ? pos.blood > 0
              ? 1
              : 0
            : e.cond === 'noAssignedBlood'
              ? pos.blood > 0
                ? 0
                : 1
              : e.cond === 'perRival'
                ? rv.length
                : e.cond === 'per2Alliance'
                  ? Math.floor(s.players[seat].alliance.length / 2)
                  : e.cond === 'round'
                    ? s.round
                    : pos.blood;
      p += e.delta * mult;
    }
    p = Math.max(0, p + rivalDelta);
    cards[c.key] = p;
    total += p;
  }
  if (l.haven) {
    const a = ability(s, seat, 'havenPower');
    if (a && a.op === 'havenPower') total += a.n;
  }
  if (pos.relicHere) {
    const r = relicById.get(s.players[seat].relic!)!.effect;
    if (r.op === 'power') total += r.n;
  }
  return { cards, total };
}

function winsTies(s: VendettaState, li: number, seat: SeatId): boolean {
  const pos = s.locs[li].pos[seat];
  if (ability(s, seat, 'winTies')) return true;
  if (pos.relicHere && relicById.get(s.players[seat].relic!)!.effect.op === 'winTies') return true;
  return pos.cards.some((c) => c.up && cardOf(c).effect?.op === 'winTies');
}

function determine(s: VendettaState, li: number, ev: Ev): void {
  const l = wl(s, li);
  s.resolving = { location: li, step: 'conflict' };
  const fighters = order(s).filter((x) => present(s, li, x));
  const r = s.round - 1;
  if (!fighters.length || fighters.every((x) => l.pos[x].cards.length === 0)) {
    ev.push({ type: 'noRewards', params: { location: li, ally: l.ally }, rule: R('5.4') });
    if (l.ally) s.outAllies = [...s.outAllies, l.ally];
    l.ally = null;
    return;
  }
  const ord = order(s);
  const rows = fighters.map((seat) => ({ seat, total: powers(s, li, seat).total, ties: winsTies(s, li, seat) }));
  rows.sort((a, b) => b.total - a.total || Number(b.ties) - Number(a.ties) || ord.indexOf(a.seat) - ord.indexOf(b.seat));
  rows.forEach((row, i) => {
    l.pos[row.seat].total = row.total;
    l.pos[row.seat].rank = i + 1;
  });
  ev.push({
    type: 'conflict',
    params: { location: li, ranking: rows.map((x) => x.seat), totals: rows.map((x) => x.total) },
    rule: R('5.4'),
  });
  for (const row of rows)
    ev.push({ type: 'rank', params: { seat: row.seat, location: li, rank: l.pos[row.seat].rank!, total: row.total }, rule: R('5.4') });
  const le = locEffect(l);
  // 1st: the Ally and influence (Haven +1, takes the Ambition token)
  const w = rows[0].seat;
  let inf = REWARDS[r][0] + (l.haven ? HAVEN_BONUS : 0);
  const wi = ability(s, w, 'winInfluence');
  if (wi && wi.op === 'winInfluence') inf += wi.n;
  let wb = 0;
  if (le && le.op === 'winnerGain') {
    inf += le.influence ?? 0;
    wb += le.blood ?? 0;
  }
  if (l.ally) {
    const ally = l.ally;
    s.players[w].alliance = [...s.players[w].alliance, ally];
    l.ally = null;
    ev.push({ type: 'acquire', params: { seat: w, card: ally }, rule: R('5.4') });
    acquire(s, w, ally, ev);
  }
  gain(s, w, wb, inf, ev, R('rewards'), 'rank1');
  if (l.haven && s.ambition !== w) {
    s.ambition = w;
    ev.push({ type: 'ambition', params: { seat: w }, rule: R('rewards') });
  }
  if (rows.length >= 2) {
    const sec = rows[1].seat;
    const v = s.victimDeck[0];
    s.victimDeck = s.victimDeck.slice(1);
    if (v) {
      s.players[sec].alliance = [...s.players[sec].alliance, v];
      ev.push({ type: 'acquire', params: { seat: sec, card: v }, rule: R('5.4') });
    }
    const extra = le && le.op === 'rankGain' && le.rank === 2 ? le.influence : 0;
    gain(s, sec, 0, REWARDS[r][1] + extra, ev, R('rewards'), 'rank2');
  }
  if (rows.length >= 3) gain(s, rows[2].seat, 0, REWARDS[r][2], ev, R('rewards'), 'rank3');
}

function acquire(s: VendettaState, seat: SeatId, id: string, ev: Ev): void {
  const a = allianceById.get(id)!.ability;
  if (!a) return;
  if (a.op === 'acquireBlood') gain(s, seat, a.n, 0, ev, R('5.4'), 'ally');
  if (a.op === 'acquireInfluence') gain(s, seat, 0, a.n, ev, R('5.4'), 'ally');
  if (a.op === 'acquireBloodPerAlliance') gain(s, seat, s.players[seat].alliance.length, 0, ev, R('5.4'), 'ally');
}

function afterStep(s: VendettaState, li: number, _ev: Ev): void {
  s.resolving = { location: li, step: 'after' };
  const l = wl(s, li);
  l.resolved = true;
  const le = locEffect(l);
  if (le && le.op === 'succubus') {
    s.queue.unshift(...order(s).map((seat) => ({ t: 'succubus' as const, loc: li, seat })));
  }
}

function roundEnd(s: VendettaState, ev: Ev): void {
  s.resolving = null;
  if (s.round >= 3) {
    finish(s, ev);
    return;
  }
  // 6. Final de la ronda
  for (let li = 0; li < s.locs.length; li++) {
    const l = wl(s, li);
    for (let seat = 0; seat < s.n; seat++) {
      const pos = l.pos[seat];
      s.supply.blood += pos.blood;
      pos.blood = 0;
      for (const c of pos.cards) {
        const o = s.players[ownerOfCard(s, c.id)];
        o.hand = [...o.hand, c.id];
      }
      pos.cards = [];
    }
  }
  for (const p of s.players) {
    p.diablerieDown = 0;
    p.known = {};
  }
  ev.push({ type: 'roundEnd', params: { round: s.round }, rule: R('6') });
  s.round += 1;
  s.queue.unshift({ t: 'roundStart' });
}

/** FINAL DE LA PARTIDA: influence from the alliance, drained cards, tokens, relic, minus Diablerie. */
export function scoreOf(s: VendettaState, seat: SeatId): number {
  const p = s.players[seat];
  let v = p.influence - p.diablerie;
  for (const id of p.alliance) v += allianceById.get(id)!.influence;
  for (const id of p.drained) v += allianceById.get(id)!.drainedInfluence;
  if (p.relic) v += relicById.get(p.relic)!.value;
  return v;
}

function finish(s: VendettaState, ev: Ev): void {
  s.phase = 'over';
  s.pending = null;
  s.queue = [];
  s.planning = null;
  s.resolving = null;
  const scores = s.players.map((_, seat) => scoreOf(s, seat));
  s.scores = scores;
  const ord = order(s); // from the seat that took Ambition in the last conflict
  const alive = ord.filter((x) => live(s, x));
  const out = ord.filter((x) => !live(s, x));
  let ranking: SeatId[][];
  if (s.config.teams) {
    const teams = new Map<number, SeatId[]>();
    for (const seat of ord) {
      const t = teamOf(s, seat)!;
      if (!teams.has(t)) teams.set(t, []);
      teams.get(t)!.push(seat);
    }
    const val = (g: SeatId[]) => g.filter((x) => live(s, x)).reduce((a, x) => a + scores[x], 0);
    const blood = (g: SeatId[]) => g.filter((x) => live(s, x)).reduce((a, x) => a + s.players[x].blood, 0);
    const groups = [...teams.values()];
    groups.sort((a, b) => val(b) - val(a) || blood(b) - blood(a) || ord.indexOf(a[0]) - ord.indexOf(b[0]));
    ranking = groups;
  } else {
    alive.sort((a, b) => scores[b] - scores[a] || s.players[b].blood - s.players[a].blood || ord.indexOf(a) - ord.indexOf(b));
    ranking = alive.map((x) => [x]);
    if (out.length) ranking.push(out);
  }
  const result: GameResult = { ranking, scores, reason: { key: 'log-vendetta:endReason' } };
  s.result = result;
  ev.push({ type: 'gameOver', params: { ranking, scores }, rule: R('end'), reveals: true });
  ranking.forEach((group, i) => {
    for (const seat of group)
      ev.push({ type: 'finalScore', params: { seat, place: i + 1, score: scores[seat], blood: s.players[seat].blood }, rule: R('end') });
  });
}

// ---------------------------------------------------------------- decisions and answers

/** Option label: card, clan and location params become refs to their localized names. */
function L(key: string, params?: Record<string, string | number>): I18nRef {
  if (!params) return { key: `log-vendetta:opt.${key}` };
  const out: Record<string, string | number | I18nRef> = {};
  for (const k in params) {
    const v = params[k];
    if (k === 'card') out[k] = { key: `cards-vendetta:${v}.name` };
    else if (k === 'clan') out[k] = { key: `cards-vendetta:clan.${v}` };
    else if (k === 'location') out[k] = { key: `cards-vendetta:place.${v}` };
    else if (k === 'seat' && typeof v === 'number') out[k] = v + 1;
    else out[k] = v;
  }
  return { key: `log-vendetta:opt.${key}`, params: out };
}

function optionsFor(s: VendettaState, pd: Pending, seat: SeatId): Option[] {
  const p = s.players[seat];
  const ctx = pd.ctx;
  switch (pd.kind) {
    case 'clan':
      return s.clanOffer.map((c) => ({ id: `clan:${c}`, label: L('clan', { clan: c }), params: { clan: c } }));
    case 'relic':
      return s.relicOffer.map((c) => ({ id: `relic:${c}`, label: L('card', { card: c }), params: { card: c } }));
    case 'keep':
      return p.looking.map((c) => ({ id: `keep:${c}`, label: L('keep', { card: c }), params: { card: c } }));
    case 'turn': {
      const o: Option[] = p.hand.map((c) => ({ id: `play:${c}`, label: L('play', { card: c }), params: { card: c } }));
      for (const c of p.alliance) o.push({ id: `drain:${c}`, label: L('drain', { card: c }), params: { card: c } });
      if (turnRelicUsable(s, seat)) o.push({ id: 'relic', label: L('relic', { card: p.relic! }), params: { card: p.relic } });
      if (ability(s, seat, 'peek') && p.blood >= 2 && peekTargets(s, seat).length) o.push({ id: 'peek', label: L('peek') });
      return o;
    }
    case 'location':
      return s.locs.map((l, li) => ({ id: `loc:${li}`, label: L('location', { location: l.id }), params: { location: li } }));
    case 'face': {
      const li = ctx.loc as number;
      const o: Option[] = [{ id: 'up', label: L('faceUp') }];
      if (canFaceDown(s, seat, li)) o.push({ id: 'down', label: L('faceDown', { cost: faceDownCost(s, seat, li) }) });
      return o;
    }
    case 'blood': {
      const o: Option[] = [];
      for (let k = 0; k <= maxBlood(s, seat); k++) o.push({ id: `blood:${k}`, label: L('blood', { n: k }), params: { n: k } });
      for (const c of p.alliance) o.push({ id: `drain:${c}`, label: L('drain', { card: c }), params: { card: c } });
      return o;
    }
    case 'diablerie': {
      const o: Option[] = [];
      const k = Math.min(p.diablerie - p.diablerieDown, s.supply.blood);
      for (let i = 0; i <= k; i++) o.push({ id: `flip:${i}`, label: L('flip', { n: i }), params: { n: i } });
      return o;
    }
    case 'recall':
      return [
        { id: 'none', label: L('none') },
        ...ownAssigned(s, seat)
          .filter((k) => k !== ctx.except)
          .map((k) => ({ id: `recall:${k}`, label: L('recall', { card: findCardId(s, k)! }), params: { key: k, card: findCardId(s, k) } })),
      ];
    case 'recallRelic':
      return ownAssigned(s, seat).map((k) => ({
        id: `recall:${k}`,
        label: L('recall', { card: findCardId(s, k)! }),
        params: { key: k, card: findCardId(s, k) },
      }));
    case 'peek':
      return peekTargets(s, seat).map((k) => {
        const f = findSlot(s, k)!;
        return {
          id: `peek:${k}`,
          label: L('peekCard', { seat: f.seat, location: s.locs[f.li].id }),
          params: { key: k, seat: f.seat, location: f.li },
        };
      });
    case 'restore':
      return p.drained.map((c) => ({ id: `restore:${c}`, label: L('restore', { card: c }), params: { card: c } }));
    case 'peekLoc':
      return peekLocations(s, seat).map((li) => ({
        id: `loc:${li}`,
        label: L('location', { location: s.locs[li].id }),
        params: { location: li },
      }));
    case 'retreat':
      return [
        { id: 'fight', label: L('fight') },
        { id: 'retreat', label: L('retreat') },
      ];
    case 'order': {
      const li = ctx.loc as number;
      return s.locs[li].pos[seat].cards
        .filter((c) => hasStepEffect(c, ctx.step as Step) && !s.stepDone.includes(c.key))
        .map((c) => ({ id: `card:${c.key}`, label: L('card', { card: c.id }), params: { key: c.key, card: c.id } }));
    }
    case 'vanish':
    case 'pay':
    case 'mate':
    case 'relicStart':
    case 'relicConflict':
      return [
        { id: 'yes', label: L(`${pd.kind}Yes`) },
        { id: 'no', label: L(`${pd.kind}No`) },
      ];
    case 'succubus': {
      const b = Math.min(3, s.locs[ctx.loc as number].pos[seat].blood);
      const o: Option[] = [];
      for (let k = 0; k <= b; k++) o.push({ id: `back:${k}`, label: L('back', { n: k }), params: { n: k } });
      return o;
    }
  }
  return [];
}

const RULE_OF: Record<string, string> = {
  clan: 'setup',
  relic: 'variant.relics',
  keep: '3',
  turn: '4',
  location: 'play-cards',
  face: 'play-cards',
  blood: 'play-blood',
  diablerie: 'diablerie',
  recall: '4',
  recallRelic: 'variant.relics',
  peek: '4',
  restore: 'variant.relics',
  peekLoc: 'variant.relics',
  retreat: '5.1',
  order: 'conflicting',
  vanish: '5.3',
  pay: '5.5',
  mate: 'variant.teams',
  relicStart: 'variant.relics',
  relicConflict: 'variant.relics',
  succubus: 'variant.locations',
};

/**
 * Decisions whose answer others must not see: the 5.1 tokens (revealed together), and the
 * private choices whose option labels name hidden cards (hand, face-down cards).
 */
const SECRET_KINDS = new Set(['retreat', 'keep', 'turn', 'recall', 'recallRelic']);

/**
 * The decisions last built and the state they were built for (states are never written to once
 * built): apply on that state checks the choice against them instead of building the options
 * again. One slot, not a WeakMap: a player or a bot answers the state it was just asked about, and
 * a WeakMap entry per state costs the garbage collector more than building the options.
 */
let offered: { state: VendettaState; decisions: Decision[] } | null = null;

export function decisions(s: VendettaState): Decision[] {
  const pd = s.pending;
  if (!pd || s.result) return [];
  const out: Decision[] = [];
  for (const seat of pd.seats) {
    if (pd.answers && pd.answers[seat] !== undefined) continue;
    const d: Decision = {
      seat,
      kind: `vendetta.${pd.kind}`,
      prompt: { key: `log-vendetta:ask.${pd.kind}` },
      options: optionsFor(s, pd, seat),
    };
    if (SECRET_KINDS.has(pd.kind)) d.secret = true;
    d.rule = R(RULE_OF[pd.kind] ?? '4');
    out.push(d);
  }
  offered = { state: s, decisions: out };
  return out;
}

/** The options offered to `seat` in `s`: those decisions() built for it, or built again. */
function offeredTo(s: VendettaState, pd: Pending, seat: SeatId): Option[] {
  if (offered && offered.state === s) for (const d of offered.decisions) if (d.seat === seat) return d.options;
  return optionsFor(s, pd, seat);
}

const NAME_KEYS = new Set(['card', 'ally', 'victim', 'relic']);

/** Adds i18n refs for the log: `<card>Name` for card ids, `locationName`, `clanName`. */
export function decorate(s: VendettaState, ev: Ev): Ev {
  for (const e of ev) {
    const p = e.params;
    if (!p) continue;
    for (const k of Object.keys(p)) {
      const v = p[k];
      if (NAME_KEYS.has(k) && typeof v === 'string') p[`${k}Name`] = { key: `cards-vendetta:${v}.name` };
      else if ((k === 'cards' || k === 'allies' || k === 'relics') && Array.isArray(v))
        p[`${k}Names`] = v.map((x) => (typeof x === 'string' ? { key: `cards-vendetta:${x}.name` } : null));
      else if (k === 'clan' && typeof v === 'string') p.clanName = { key: `cards-vendetta:clan.${v}` };
      else if (k === 'clans' && Array.isArray(v)) p.clanNames = v.map((x) => ({ key: `cards-vendetta:clan.${String(x)}` }));
      else if (k === 'location' && typeof v === 'number' && s.locs[v]) p.locationName = { key: `cards-vendetta:place.${s.locs[v].id}` };
    }
  }
  return ev;
}

export function apply(state: VendettaState, seat: SeatId, optionId: string): { state: VendettaState; events: Ev } {
  const pd0 = state.pending;
  if (!pd0 || !pd0.seats.includes(seat) || (pd0.answers && pd0.answers[seat] !== undefined)) {
    throw new AppError('illegal_move', 'vendetta_illegal_move', { seat, option: optionId });
  }
  const options = offeredTo(state, pd0, seat);
  if (!options.some((o) => o.id === optionId)) {
    throw new AppError('illegal_move', 'vendetta_illegal_move', { seat, option: optionId });
  }
  const s = cloneState(state);
  const ev: Ev = [];
  writable.clear();
  answer(s, seat, optionId, ev);
  advance(s, ev);
  writable.clear();
  return { state: s, events: decorate(s, ev) };
}

/** Copy of the compact state (faster than structuredClone on the hot path of bots and fuzzers). */
export function cloneState(s: VendettaState): VendettaState {
  // explicit literals (one object shape each), not spreads: this runs on every apply
  return {
    v: s.v,
    config: s.config,
    n: s.n,
    rng: { s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]] },
    round: s.round,
    phase: s.phase,
    ambition: s.ambition,
    // arrays, `known` and card slots are shared: the rules replace them, never write into them;
    // a location (with its positions) is copied by wl() when an apply first writes to it
    players: s.players.map(clonePlayer),
    locs: s.locs.slice(),
    allyDeck: s.allyDeck,
    victimDeck: s.victimDeck,
    outAllies: s.outAllies,
    clanOffer: s.clanOffer,
    boxClans: s.boxClans,
    relicOffer: s.relicOffer,
    boxRelics: s.boxRelics,
    boxLocationCards: s.boxLocationCards,
    supply: { blood: s.supply.blood, influence: s.supply.influence, diablerie: s.supply.diablerie },
    // tasks and pending contexts are replaced, never mutated in place, except these copies
    queue: s.queue.slice(),
    pending: s.pending
      ? {
          ...s.pending,
          seats: s.pending.seats.slice(),
          ctx: { ...s.pending.ctx },
          ...(s.pending.answers ? { answers: { ...s.pending.answers } } : {}),
        }
      : null,
    planning: s.planning ? { ...s.planning } : null,
    resolving: s.resolving ? { ...s.resolving } : null,
    stepDone: s.stepDone,
    keyCounter: s.keyCounter,
    result: s.result,
    scores: s.scores ? s.scores.slice() : null,
  };
}

function clonePlayer(p: Player): Player {
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

function answer(s: VendettaState, seat: SeatId, opt: string, ev: Ev): void {
  const pd = s.pending!;
  const p = s.players[seat];
  const arg = opt.includes(':') ? opt.slice(opt.indexOf(':') + 1) : '';
  const ctx = pd.ctx;
  const done = () => {
    s.pending = null;
  };
  switch (pd.kind) {
    case 'clan':
      done();
      answerClan(s, seat, arg, ev);
      return;
    case 'relic':
      done();
      answerRelic(s, seat, arg, ev);
      return;
    case 'keep': {
      const li = p.looking.indexOf(arg);
      p.looking = p.looking.filter((_, j) => j !== li);
      p.hand = [...p.hand, arg];
      p.keepLeft--;
      ev.push({ type: 'keep', params: { seat, card: arg }, rule: R('3'), visibleTo: [seat] });
      ev.push({ type: 'kept', params: { seat }, rule: R('3') });
      if (p.keepLeft <= 0 || p.looking.length <= p.keepLeft) {
        finishKeep(s, seat, ev);
        pd.seats = pd.seats.filter((x) => x !== seat);
      }
      if (!pd.seats.length) {
        done();
        s.queue.unshift({ t: 'planningStart' });
      }
      return;
    }
    case 'turn':
      if (opt.startsWith('play:')) {
        s.pending = { kind: 'location', seats: [seat], ctx: { card: arg } };
      } else if (opt.startsWith('drain:')) {
        drainCard(s, seat, arg, ev, R('drain'));
        // stays on the turn decision (unless eliminated: settlePending drops it)
      } else if (opt === 'relic') {
        useTurnRelic(s, seat, ev);
      } else if (opt === 'peek') {
        s.pending = { kind: 'peek', seats: [seat], ctx: {} };
      }
      return;
    case 'location': {
      const li = Number(arg);
      const card = ctx.card as string;
      if (canFaceDown(s, seat, li)) s.pending = { kind: 'face', seats: [seat], ctx: { card, loc: li } };
      else {
        done();
        placeCard(s, seat, card, li, true, ev);
      }
      return;
    }
    case 'face':
      done();
      placeCard(s, seat, ctx.card as string, ctx.loc as number, opt === 'up', ev);
      return;
    case 'blood': {
      const li = ctx.loc as number;
      if (opt.startsWith('drain:')) {
        drainCard(s, seat, arg, ev, R('drain'));
        return;
      }
      const k = Number(arg);
      done();
      if (k > 0) {
        p.blood -= k;
        wl(s, li).pos[seat].blood += k;
        ev.push({ type: 'assign', params: { seat, location: li, n: k }, rule: R('play-blood') });
      }
      diablerieStep(s, seat, li, ev);
      return;
    }
    case 'diablerie': {
      const k = Number(arg);
      done();
      if (k > 0) {
        const got = take(s, 'blood', k);
        p.diablerieDown += k;
        wl(s, ctx.loc as number).pos[seat].blood += got;
        ev.push({ type: 'flipDiablerie', params: { seat, location: ctx.loc as number, n: k, blood: got }, rule: R('diablerie') });
      }
      return;
    }
    case 'recall':
    case 'recallRelic': {
      done();
      if (opt === 'none') return;
      const f = findSlot(s, arg)!;
      const from = wl(s, f.li).pos[f.seat];
      const c = from.cards[f.idx];
      from.cards = from.cards.filter((_, j) => j !== f.idx);
      p.hand = [...p.hand, c.id];
      ev.push(
        c.up
          ? { type: 'recall', params: { seat, card: c.id, location: f.li }, rule: R('4') }
          : { type: 'recallDown', params: { seat, location: f.li }, rule: R('4') },
      );
      if (pd.kind === 'recallRelic') s.pending = { kind: 'turn', seats: [seat], ctx: {} };
      return;
    }
    case 'peek': {
      spend(s, seat, 1);
      const id = findCardId(s, arg)!;
      p.known = { ...p.known, [arg]: id };
      const f = findSlot(s, arg)!;
      ev.push({ type: 'peek', params: { seat, ownerSeat: f.seat, location: f.li }, rule: R('4') });
      ev.push({ type: 'peekSeen', params: { seat, card: id, key: arg }, rule: R('4'), visibleTo: [seat], reveals: true });
      s.pending = { kind: 'turn', seats: [seat], ctx: {} };
      return;
    }
    case 'restore': {
      const di = p.drained.indexOf(arg);
      p.drained = p.drained.filter((_, j) => j !== di);
      p.alliance = [...p.alliance, arg];
      ev.push({ type: 'restore', params: { seat, card: arg }, rule: R('variant.relics') });
      s.pending = { kind: 'turn', seats: [seat], ctx: {} };
      return;
    }
    case 'peekLoc': {
      const li = Number(arg);
      const seen: string[] = [];
      s.locs[li].pos.forEach((pos, o) => {
        if (o === seat) return;
        for (const c of pos.cards)
          if (!c.up) {
            p.known = { ...p.known, [c.key]: c.id };
            seen.push(c.id);
          }
      });
      ev.push({ type: 'peekLocation', params: { seat, location: li }, rule: R('variant.relics') });
      ev.push({
        type: 'peekLocationSeen',
        params: { seat, location: li, cards: seen },
        rule: R('variant.relics'),
        visibleTo: [seat],
        reveals: true,
      });
      s.pending = { kind: 'turn', seats: [seat], ctx: {} };
      return;
    }
    case 'retreat': {
      pd.answers![seat] = opt;
      ev.push({ type: 'tokenChosen', params: { seat, location: ctx.loc as number }, rule: R('5.1') });
      ev.push({ type: 'tokenOwn', params: { seat, token: opt }, rule: R('5.1'), visibleTo: [seat] });
      if (pd.seats.every((x) => pd.answers![x] !== undefined)) {
        done();
        revealRetreat(s, pd, ev);
      }
      return;
    }
    case 'order': {
      done();
      s.queue.unshift(
        { t: 'cardEffect', loc: ctx.loc as number, seat, key: arg },
        { t: 'stepSeat', loc: ctx.loc as number, step: ctx.step as Step, seat },
      );
      return;
    }
    case 'vanish': {
      done();
      const li = ctx.loc as number;
      if (opt === 'yes') {
        withdraw(s, li, seat, ev, R('5.3'));
        for (const o of rivals(s, li, seat)) stealBlood(s, o, seat, ctx.steal as number, li, ev, R('5.3'));
      }
      return;
    }
    case 'pay': {
      done();
      if (opt !== 'yes') return;
      const li = ctx.loc as number;
      const f = findSlot(s, ctx.key as string);
      const e = clanCardById.get(f ? s.locs[f.li].pos[f.seat].cards[f.idx].id : '')?.effect;
      if (!e || e.op !== 'mayPay') return;
      const cost = payCost(s, seat, e.cost);
      spend(s, seat, cost);
      ev.push({ type: 'pay', params: { seat, n: cost }, rule: R('5.5') });
      if (e.influence) gain(s, seat, 0, e.influence, ev, R('5.5'), 'card');
      if (e.rivalsLose) {
        const mate = ctx.mate === null ? undefined : (ctx.mate as boolean);
        for (const o of rivalTargets(s, li, seat, mate)) loseBlood(s, o, e.rivalsLose, seat, li, ev, R('5.5'));
      }
      return;
    }
    case 'mate': {
      done();
      const task = { ...(ctx.task as Task), mate: opt === 'yes' } as Task;
      s.queue.unshift(task);
      return;
    }
    case 'relicStart': {
      done();
      if (opt !== 'yes') return;
      p.relicUsed = true;
      let placed = 0;
      for (let li = 0; li < s.locs.length; li++) {
        if (p.blood <= 1) break; // partial effect: never the last blood
        p.blood -= 1;
        wl(s, li).pos[seat].blood += 1;
        placed++;
      }
      ev.push({ type: 'relicUsed', params: { seat, relic: p.relic!, n: placed }, rule: R('variant.relics') });
      return;
    }
    case 'relicConflict': {
      done();
      if (opt !== 'yes') return;
      p.relicUsed = true;
      wl(s, ctx.loc as number).pos[seat].relicHere = true;
      ev.push({ type: 'relicUsed', params: { seat, relic: p.relic!, location: ctx.loc as number }, rule: R('variant.relics') });
      return;
    }
    case 'succubus': {
      done();
      const k = Number(arg);
      if (k > 0) {
        wl(s, ctx.loc as number).pos[seat].blood -= k;
        p.blood += k;
        ev.push({ type: 'succubus', params: { seat, n: k }, rule: R('variant.locations') });
      }
      return;
    }
  }
}

function useTurnRelic(s: VendettaState, seat: SeatId, ev: Ev): void {
  const p = s.players[seat];
  const e = relicById.get(p.relic!)!.effect;
  p.relicUsed = true;
  ev.push({ type: 'relicUsed', params: { seat, relic: p.relic! }, rule: R('variant.relics') });
  switch (e.op) {
    case 'restore':
      s.pending = { kind: 'restore', seats: [seat], ctx: {} };
      return;
    case 'peekLocation':
      s.pending = { kind: 'peekLoc', seats: [seat], ctx: {} };
      return;
    case 'recall':
      s.pending = { kind: 'recallRelic', seats: [seat], ctx: {} };
      return;
    case 'gainBlood':
      gain(s, seat, e.n, 0, ev, R('variant.relics'), 'relic');
      return;
    case 'opponentsLose':
      // after the effect (and the teammate question in team mode) the turn goes on
      s.pending = null;
      s.queue.unshift({ t: 'relicLose', seat, n: e.n }, { t: 'turnResume', seat });
      return;
    default:
      return;
  }
}

// ---------------------------------------------------------------- invariants

export function invariants(s: VendettaState): string[] {
  const bad: string[] = [];
  let blood = s.supply.blood;
  let infl = s.supply.influence;
  let dia = s.supply.diablerie;
  for (const p of s.players) {
    blood += p.blood;
    infl += p.influence;
    dia += p.diablerie;
    if (p.blood < 0 || p.influence < 0) bad.push('negative reserve');
    if (p.diablerieDown > p.diablerie) bad.push('diablerie flipped > owned');
    if (!p.eliminated && p.diablerie >= DIABLERIE_ELIMINATES) bad.push('third diablerie not eliminated');
  }
  for (const l of s.locs) for (const pos of l.pos) blood += pos.blood;
  if (blood !== SUPPLY.blood) bad.push(`blood ${blood} != ${SUPPLY.blood}`);
  if (infl !== SUPPLY.influence) bad.push(`influence ${infl} != ${SUPPLY.influence}`);
  if (dia !== SUPPLY.diablerie) bad.push(`diablerie ${dia} != ${SUPPLY.diablerie}`);
  if (s.supply.blood < 0 || s.supply.influence < 0 || s.supply.diablerie < 0) bad.push('negative supply');
  // alliance cards
  const seen = new Map<string, number>();
  const count = (ids: Iterable<string | null>) => {
    for (const id of ids) if (id) seen.set(id, (seen.get(id) ?? 0) + 1);
  };
  count(s.allyDeck);
  count(s.victimDeck);
  count(s.outAllies);
  count(s.locs.map((l) => l.ally));
  for (const p of s.players) {
    count(p.alliance);
    count(p.drained);
  }
  if (seen.size !== ALLIES.length + VICTIMS.length || [...seen.values()].some((v) => v !== 1)) bad.push('alliance cards not conserved');
  // clan cards: every chosen clan has its 9 cards exactly once
  const clanSeen = new Map<string, number>();
  for (const p of s.players) for (const id of [...p.hand, ...p.deck, ...p.looking]) clanSeen.set(id, (clanSeen.get(id) ?? 0) + 1);
  for (const l of s.locs) for (const pos of l.pos) for (const c of pos.cards) clanSeen.set(c.id, (clanSeen.get(c.id) ?? 0) + 1);
  const chosen = s.players.filter((p) => p.clan).length;
  if (clanSeen.size !== chosen * 9 || [...clanSeen.values()].some((v) => v !== 1)) bad.push('clan cards not conserved');
  for (const p of s.players)
    if (p.clan) for (const id of p.hand) if (clanCardById.get(id)!.clan !== p.clan) bad.push('foreign card in hand');
  // clan sheets, relics, location cards
  if (s.clanOffer.length + s.boxClans.length + chosen !== CLANS.length) bad.push('clan sheets not conserved');
  const relics = s.relicOffer.length + s.boxRelics.length + s.players.filter((p) => p.relic).length;
  if (relics !== RELICS.length) bad.push('relics not conserved');
  if (s.config.locationCards) {
    const lc = s.boxLocationCards.length + s.locs.filter((l) => l.card).length;
    if (lc !== LOCATION_CARDS.length) bad.push('location cards not conserved');
  }
  if (!s.result && s.pending && decisions(s).some((d) => d.options.length === 0)) bad.push('decision without options');
  if (!s.result && !s.pending) bad.push('no decision before the end');
  return bad;
}
