/**
 * Vendetta search bots (issue 33): the search core (engine/search) with a determinizer that
 * rebuilds a full state from one seat's view at the start of a turn of 4. Planificación (which
 * card to play, which alliance card to drain, a relic or a peek; the tree then also plans where,
 * face up or down and how much blood); the other decisions are answered by the heuristic bot.
 *
 * What the view does not show is drawn from what is still unknown to that seat: each other
 * clan's nine cards not seen face up (nor peeked at) are dealt to its face-down cards, its hand and
 * its deck; the own deck is the own cards neither in hand nor on the board, shuffled; the ally and
 * victim decks are the cards seen nowhere; the sample's generator is fresh.
 */
import type { RngCursor } from '../../engine/rng';
import { freshRng, type SearchGame } from '../../engine/search/ismcts';
import { botPolicy, searchBots } from '../../engine/search/search-bot';
import type { Bot, Decision, SeatId } from '../../engine/types';
import { order } from './actions';
import { heuristicBot } from './bot';
import { ALLIES, CLANS, clanCardsOf, LOCATION_CARDS, RELICS, VICTIMS } from './cards';
import { decisions } from './options';
import { apply } from './rules';
import { locationTasks } from './round';
import { seatView } from './seatview';
import type { Loc, Player, Task, VendettaState } from './state';
import type { VendettaView } from './view';

function take(pool: string[], n: number): string[] {
  return pool.splice(0, Math.max(0, Math.min(n, pool.length)));
}

/** The newest own card on the table (the one just placed): its location, or -1. */
function newestOwnCard(v: VendettaView, me: SeatId): number {
  let best = -1;
  let li = -1;
  for (const l of v.locations)
    for (const c of l.positions[me].cards) {
      const k = Number(c.key.slice(1)) || 0;
      if (k > best) {
        best = k;
        li = l.index;
      }
    }
  return li;
}

/** The pending question a sample of `d` gets: the turn, or the card's location, face or blood. */
function pendingOf(v: VendettaView, d: Decision): VendettaState['pending'] | null {
  const me = d.seat;
  switch (d.kind) {
    case 'vendetta.turn':
      return { kind: 'turn', seats: [me], ctx: {} };
    case 'vendetta.location':
    case 'vendetta.face': {
      // the card being placed is in the seat's own view, whoever chose it (this bot before a
      // restart, the heuristic, another process): nothing is remembered between answers
      const plan = v.players[me].placing;
      if (!plan || !(v.players[me].hand ?? []).includes(plan.card)) return null;
      if (d.kind === 'vendetta.location') return { kind: 'location', seats: [me], ctx: { card: plan.card } };
      return plan.loc === undefined ? null : { kind: 'face', seats: [me], ctx: { card: plan.card, loc: plan.loc } };
    }
    case 'vendetta.blood': {
      const li = newestOwnCard(v, me);
      return li < 0 ? null : { kind: 'blood', seats: [me], ctx: { loc: li } };
    }
  }
  return null;
}

/**
 * One full state consistent with `v` (the view of `d.seat`) at its planning turn (the turn, then
 * the played card's location, face and blood); null otherwise.
 */
export function determinize(v: VendettaView, d: Decision, rng: RngCursor): VendettaState | null {
  const me = d.seat;
  if (v.phase !== 'planning' || !v.planning || v.planning.seat !== me || v.result) return null;
  const pending = pendingOf(v, d);
  if (!pending) return null;
  const known = v.known ?? {};
  // the unknown cards of each clan, dealt to face-down cards, then the hand, then the deck
  const pools = v.players.map((pv, seat) => {
    if (!pv.clan) return [];
    const seen = new Set<string>(seat === me ? (pv.hand ?? []) : []);
    for (const l of v.locations)
      for (const c of l.positions[seat].cards) {
        const id = c.id ?? known[c.key];
        if (id) seen.add(id);
      }
    return rng.shuffle(
      clanCardsOf(pv.clan)
        .map((c) => c.id)
        .filter((id) => !seen.has(id)),
    );
  });
  let keys = 0;
  const locs: Loc[] = v.locations.map((l) => ({
    id: l.id,
    haven: l.isHaven,
    card: l.locationCard,
    ally: l.ally,
    resolved: l.resolved,
    spareMate: [],
    pos: l.positions.map((p, seat) => ({
      blood: p.blood,
      withdrew: !!p.withdrew,
      cards: p.cards.map((c) => {
        keys = Math.max(keys, Number(c.key.slice(1)) || 0);
        return { id: c.id ?? known[c.key] ?? take(pools[seat], 1)[0], up: c.faceUp, key: c.key };
      }),
    })),
  }));
  const players: Player[] = v.players.map((pv, seat) => {
    const hand = seat === me ? (pv.hand ?? []).slice() : take(pools[seat], pv.handCount);
    return {
      clan: pv.clan,
      blood: pv.blood,
      influence: pv.influence,
      diablerie: pv.diablerie,
      diablerieDown: pv.diablerieDown,
      hand,
      deck: take(pools[seat], pv.deckCount),
      looking: [],
      keepLeft: 0,
      alliance: pv.alliance.filter((a) => !a.drained).map((a) => a.id),
      drained: pv.alliance.filter((a) => a.drained).map((a) => a.id),
      relic: pv.relic,
      relicUsed: pv.relicUsed,
      eliminated: pv.eliminated,
      known: seat === me ? { ...known } : {},
      shown: (pv.shown ?? []).slice(),
    };
  });
  // alliance cards seen nowhere: the decks (the rest left the game)
  const placed = new Set<string>();
  for (const l of v.locations) if (l.ally) placed.add(l.ally);
  for (const pv of v.players) for (const a of pv.alliance) placed.add(a.id);
  const allies = rng.shuffle(ALLIES.map((a) => a.id).filter((id) => !placed.has(id)));
  const victims = rng.shuffle(VICTIMS.map((a) => a.id).filter((id) => !placed.has(id)));
  const allyDeck = take(allies, v.allyDeckCount);
  const victimDeck = take(victims, v.victimDeckCount);
  const chosen = new Set(v.players.map((p) => p.clan));
  const owned = new Set([...v.relicOffer, ...v.players.map((p) => p.relic)]);
  const onTable = new Set(v.locations.map((l) => l.locationCard));
  const s: VendettaState = {
    v: 1,
    config: { players: v.seats, locationCards: v.config.locationCards, relics: v.config.relics, teams: v.config.teams },
    n: v.seats,
    rng: freshRng(rng),
    round: v.round,
    phase: 'planning',
    ambition: v.ambition,
    players,
    locs,
    allyDeck,
    victimDeck,
    outAllies: [...allies, ...victims],
    clanOffer: [],
    boxClans: CLANS.filter((c) => !chosen.has(c)),
    relicOffer: v.relicOffer.slice(),
    boxRelics: RELICS.map((r) => r.id).filter((id) => !owned.has(id)),
    boxLocationCards: v.config.locationCards ? LOCATION_CARDS.map((c) => c.id).filter((id) => !onTable.has(id)) : [],
    supply: { ...v.supply },
    queue: [],
    pending,
    planning: { ...v.planning },
    resolving: null,
    stepDone: [],
    keyCounter: keys,
    result: null,
    scores: null,
  };
  s.queue = restOfRound(s, v.planning.turn, v.planning.turns, me);
  return s;
}

/** The tasks after this turn: the round's remaining planning turns, the resolution, the round end. */
function restOfRound(s: VendettaState, turn: number, turns: number, me: SeatId): Task[] {
  const seats = order(s);
  const tasks: Task[] = [];
  for (let t = turn; t <= turns; t++)
    for (const seat of seats) if (t > turn || seats.indexOf(seat) > seats.indexOf(me)) tasks.push({ t: 'turn', seat, n: t, of: turns });
  tasks.push({ t: 'resolutionStart' });
  for (let li = 0; li < s.locs.length; li++) tasks.push(...locationTasks(li));
  tasks.push({ t: 'roundEnd' });
  return tasks;
}

/**
 * Win chances from influence, plus what blood (in the reserve or assigned to a location, where it
 * still fights) and alliance cards may still bring: a soft maximum.
 */
export function evaluate(s: VendettaState): number[] {
  const assigned = s.players.map((_, seat) => s.locs.reduce((a, l) => a + (l.resolved ? 0 : l.pos[seat].blood), 0));
  const sc = s.players.map((p, seat) =>
    p.eliminated ? -50 : p.influence + (p.blood + assigned[seat]) * 0.3 + p.alliance.length * 0.5 - p.diablerie * 1.5,
  );
  const top = Math.max(...sc);
  const w = sc.map((x) => Math.exp((x - top) / 3));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

export const vendettaSearch: SearchGame<VendettaState> = {
  rules: { decisions, apply, result: (s) => s.result },
  determinize: (view, d, rng) => determinize(view as VendettaView, d, rng),
  fallback: (view, d, rng) => heuristicBot.choose(view, d, rng),
  searched: (d) => d.kind === 'vendetta.turn',
  policy: botPolicy(seatView, heuristicBot),
  evaluate,
};

/**
 * search-normal (≤ 300 ms a decision) and search-hard (≤ 1 s) on one core, measured in
 * docs/bots.md. What stops a search is deterministic (the answer is a function of view, decision
 * and seed on any machine): the iterations, or the rule applications (`steps`) once the floor of
 * `minIterations` is done. An early round's rollouts are long (a whole game of 150 decisions), so
 * 300 iterations there took up to 47,000 steps and over 1 s; the steps bound them.
 */
export const VENDETTA_BUDGETS = {
  normal: { iterations: 100, determinizations: 20, rolloutDepth: 150, steps: 12_000, minIterations: 40 },
  hard: { iterations: 300, determinizations: 50, rolloutDepth: 150, steps: 36_000, minIterations: 100 },
};

export const vendettaSearchBots: Bot[] = searchBots(vendettaSearch, VENDETTA_BUDGETS);
