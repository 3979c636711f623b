/**
 * Vendetta set-up (rulebook «Preparación de la partida», setup.1-11) and the variants' set-up
 * (location cards, relics, team mode): the config, the initial table, the clan sheet and relic
 * picks, and each seat's deck, reserve and first victim.
 */
import { ALLIES, clanCardsOf, CLANS, LOCATION_CARDS, RELICS, START, SUPPLY, VICTIMS } from './cards';
import type { VendettaClanId } from './view';
import type { SeatId } from '../../engine/types';
import { drawInt, drawShuffle, seedRng } from '../../engine/rng';
import { AppError } from '../../common/errors';
import type { Loc, Player, VendettaConfig, VendettaState } from './state';
import { newPos, order, R, rngOf, take, without, wp, type Ev } from './actions';

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

export function emptyPlayer(): Player {
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

/**
 * A new list of `n` items built by `make`, always through `push` from an empty literal: the lists
 * of a new table then have the same internal element kind whether set-up runs in the interpreter
 * or, after many games, in optimized code (`map` and `Array.from` gave a different kind once
 * optimized, and every optimized function that read the table then threw its code away).
 */
function listOf<T>(n: number, make: (i: number) => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(make(i));
  return out;
}

/** Ids of a card list, built once (copied by `slice` or a shuffle before a table owns them). */
const idsOf = (cards: readonly { id: string }[]): readonly string[] => listOf(cards.length, (i) => cards[i].id);
const ALLY_IDS = idsOf(ALLIES);
const VICTIM_IDS = idsOf(VICTIMS);
const LOCATION_CARD_IDS = idsOf(LOCATION_CARDS);
const RELIC_IDS = idsOf(RELICS);
const CLAN_LIST: readonly VendettaClanId[] = listOf(CLANS.length, (i) => CLANS[i]);
/** Per clan: its two starting cards (setup.8) and the rest of its cards (the deck before the shuffle). */
const CLAN_STARTS = new Map<VendettaClanId, { hand: readonly string[]; deck: readonly string[] }>();
for (const clan of CLANS) {
  const cards = clanCardsOf(clan);
  const hand = cards.filter((c) => c.starter);
  const deck = cards.filter((c) => !c.starter);
  CLAN_STARTS.set(clan, { hand: idsOf(hand), deck: idsOf(deck) });
}
/** setup.2: locations by player count (5 players, and 6 in team mode, add location 3). */
const LOC_IDS_SMALL: readonly string[] = listOf(3, (i) => ['L1', 'L2', 'haven'][i]);
const LOC_IDS_LARGE: readonly string[] = listOf(4, (i) => ['L1', 'L2', 'L3', 'haven'][i]);

/** The table after setup.1-3 and the variants' offers, with the picks queued (rules.setup runs them). */
export function newTable(config: VendettaConfig, seed: string, ev: Ev): VendettaState {
  const rng = seedRng(seed);
  const n = config.players;
  // setup.1: random first player takes the Ambition token
  // `| 0`: the generator's values are doubles; the state keeps small integers (same number)
  const ambition = drawInt(rng, n) | 0;
  ev.push({ type: 'firstPlayer', params: { seat: ambition }, rule: R('ambition'), reveals: true });
  // setup.2: locations by player count (5 players, and 6 in team mode, add location 3)
  const ids = n >= 5 ? LOC_IDS_LARGE : LOC_IDS_SMALL;
  const locs: Loc[] = listOf(ids.length, (i) => ({
    id: ids[i],
    haven: ids[i] === 'haven',
    card: null,
    ally: null,
    resolved: false,
    pos: listOf(n, newPos),
    spareMate: [],
  }));
  // variant: location cards on every location except the Haven
  let boxLocationCards: string[] = [];
  if (config.locationCards) {
    const lc = drawShuffle(rng, LOCATION_CARD_IDS);
    for (const l of locs) if (!l.haven) l.card = lc.shift()!;
    boxLocationCards = lc;
    ev.push({ type: 'locationCards', params: { cards: locs.map((l) => l.card) }, rule: R('variant.locations'), reveals: true });
  }
  // setup.3: players + 1 clan sheets offered
  const clans = drawShuffle(rng, CLAN_LIST);
  const clanOffer = clans.slice(0, n + 1);
  const boxClans = clans.slice(n + 1);
  ev.push({ type: 'clanOffer', params: { clans: clanOffer }, rule: R('setup'), reveals: true });
  // variant: relics, players + 1 offered
  let relicOffer: string[] = [];
  let boxRelics: string[] = RELIC_IDS.slice();
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
    players: listOf(n, emptyPlayer),
    locs,
    allyDeck: drawShuffle(rng, ALLY_IDS), // setup.7
    victimDeck: VICTIM_IDS.slice(), // setup.6 (face up, same values)
    outAllies: [],
    clanOffer,
    boxClans,
    relicOffer,
    boxRelics,
    boxLocationCards,
    supply: { blood: SUPPLY.blood, influence: SUPPLY.influence, diablerie: SUPPLY.diablerie },
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
  return state;
}

/** setup.4-11 for one seat once its clan is known. */
export function prepareSeat(s: VendettaState, seat: SeatId, ev: Ev): void {
  const p = wp(s, seat);
  const start = CLAN_STARTS.get(p.clan!)!;
  // setup.8: the two starting cards in hand, the rest shuffled as the clan deck
  p.hand = start.hand.slice();
  p.deck = drawShuffle(rngOf(s), start.deck);
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

export function answerClan(s: VendettaState, seat: SeatId, clan: string, ev: Ev): void {
  const i = s.clanOffer.indexOf(clan as never);
  const c = s.clanOffer[i];
  s.clanOffer = without(s.clanOffer, i);
  wp(s, seat).clan = c;
  ev.push({ type: 'clanPicked', params: { seat, clan: c }, rule: R('setup') });
  prepareSeat(s, seat, ev);
  if (s.players.every((p) => p.clan)) {
    s.boxClans = [...s.boxClans, ...s.clanOffer];
    s.clanOffer = [];
    if (s.config.relics) s.phase = 'setup-relic';
  }
}

export function answerRelic(s: VendettaState, seat: SeatId, relic: string, ev: Ev): void {
  const ri = s.relicOffer.indexOf(relic);
  s.relicOffer = without(s.relicOffer, ri);
  wp(s, seat).relic = relic;
  ev.push({ type: 'relicPicked', params: { seat, relic }, rule: R('variant.relics') });
  if (s.players.every((p) => p.relic)) {
    s.boxRelics = [...s.boxRelics, ...s.relicOffer];
    s.relicOffer = [];
  }
}
