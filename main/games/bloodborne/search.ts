/**
 * Bloodborne search bots (issue 33): the search core (engine/search) with a determinizer that
 * rebuilds a full state from one hunter's view at step 1 ("Elegir carta de acción"), the
 * decision that shapes the game; the other decisions are answered by the heuristic bot.
 *
 * What the view does not show is drawn from what is still unknown to that hunter: the other
 * hunters' hands (their starter cards not in their used piles, plus upgrades drawn from those
 * neither in the market, nor removed, nor seen in a used pile or in the own hand), the upgrade
 * deck (the rest, shuffled), the Chalice Dungeon (the monsters and bosses neither current nor
 * gone, as many of each as are left), and the step-1 answers the others already gave (the
 * heuristic bot answers for them in the sample). The sample's generator is fresh.
 */
import type { RngCursor } from '../../engine/rng';
import { freshRng, type SearchGame } from '../../engine/search/ismcts';
import { botPolicy, searchBots } from '../../engine/search/search-bot';
import type { Bot, Decision, SeatId } from '../../engine/types';
import { heuristicBot } from './bot';
import { BOSSES, DUNGEON_BOSSES, kindOf, MONSTER_TYPES, MONSTERS, STARTERS, trophyValue, UPGRADES, monsterById } from './cards';
import { apply, decisions } from './flow';
import type { BloodborneState, Hunter } from './state';
import { seatView, type BloodborneView } from './view';

const STARTER_KINDS = new Set(STARTERS.map((c) => c.id));

/** The instance id of a used card seen by kind ('axe' of seat 2 is 'axe#2'; upgrades are unique). */
function instanceOf(kind: string, seat: SeatId): string {
  return STARTER_KINDS.has(kind) ? `${kind}#${seat}` : kind;
}

function take<T>(pool: T[], n: number): T[] {
  return pool.splice(0, Math.max(0, Math.min(n, pool.length)));
}

/**
 * Whose starter cards the removed ones were (the view shows kinds only): mine are known (neither
 * in my hand nor in my used pile); the rest go to other hunters that do not show that card used.
 */
function assignRemovedStarters(v: BloodborneView, me: SeatId, rng: RngCursor): Set<string>[] {
  const by = v.hunters.map(() => new Set<string>());
  const mine = new Set([...(v.hunters[me].hand ?? []).map(kindOf), ...v.hunters[me].used]);
  for (const k of new Set(v.removed.filter((x) => STARTER_KINDS.has(x)))) {
    let count = v.removed.filter((x) => x === k).length;
    if (!mine.has(k)) {
      by[me].add(k);
      count--;
    }
    const can = rng.shuffle(v.hunters.filter((h) => h.seat !== me && !h.used.includes(k)).map((h) => h.seat));
    for (const seat of can.slice(0, Math.max(0, count))) by[seat].add(k);
  }
  return by;
}

function removedInstances(v: BloodborneView, by: Set<string>[]): string[] {
  const left = by.map((set) => new Set(set));
  return v.removed.map((k) => {
    if (!STARTER_KINDS.has(k)) return k;
    const seat = left.findIndex((set) => set.has(k));
    if (seat < 0) return k;
    left[seat].delete(k);
    return `${k}#${seat}`;
  });
}

/** One full state consistent with `v` (the view of `d.seat`) at step 1; null for other decisions. */
export function determinize(v: BloodborneView, d: Decision, rng: RngCursor): BloodborneState | null {
  if (d.kind !== 'bloodborne.action' || v.stage !== 'action' || !v.current || v.result) return null;
  const me = d.seat;
  const mine = v.hunters[me].hand ?? [];
  // upgrades nobody can place: not in the market, removed, in a used pile, or in my hand
  const seen = new Set<string>([...v.market, ...v.removed, ...mine]);
  for (const h of v.hunters) for (const k of h.used) seen.add(k);
  const unknownUpgrades = rng.shuffle(UPGRADES.map((u) => u.id).filter((id) => !seen.has(id)));
  const removedBy = assignRemovedStarters(v, me, rng);
  const hunters: Hunter[] = v.hunters.map((hv, seat) => {
    let hand: string[];
    if (seat === me) hand = mine.slice();
    else {
      // starter cards of that seat neither used nor removed are in its hand
      const used = new Set(hv.used);
      const starters = STARTERS.map((c) => c.id).filter((k) => !used.has(k) && !removedBy[seat].has(k));
      const rest = rng.shuffle(starters.filter((k) => k !== 'dream'));
      const keep = starters.includes('dream') ? ['dream', ...rest] : rest;
      hand = keep.slice(0, hv.handCount).map((k) => `${k}#${seat}`);
      hand.push(...take(unknownUpgrades, hv.handCount - hand.length));
    }
    return {
      hand,
      used: hv.used.map((k) => instanceOf(k, seat)),
      played: null,
      weapon: null,
      health: hv.health,
      collected: hv.collected,
      deposited: hv.deposited,
      trophies: { ...hv.trophies },
      dead: hv.dead,
      deaths: hv.deaths,
      eliminated: hv.eliminated,
      hit: hv.hit,
      struckInstant: false,
      meleeCancelled: false,
    };
  });
  // the dungeon: bosses and monsters still unseen, as many bosses as the dungeon still holds
  const out = new Set<string>([v.current.id, ...v.gone]);
  const bossesLeft = DUNGEON_BOSSES - [v.current.id, ...v.gone].filter((id) => monsterById.get(id)?.kind === 'boss').length;
  const bosses = rng.shuffle(BOSSES.map((b) => b.id).filter((id) => !out.has(id)));
  const monsters = rng.shuffle(MONSTERS.map((m) => m.id).filter((id) => !out.has(id)));
  const nb = Math.max(0, Math.min(bossesLeft, v.dungeonCount));
  const dungeonIds = [...bosses.slice(0, nb), ...monsters.slice(0, v.dungeonCount - nb)];
  const box = [...bosses.slice(nb), ...monsters.slice(v.dungeonCount - nb)];
  const seats = v.hunters.filter((h) => h.secret !== undefined).map((h) => h.seat);
  const order = Array.from({ length: v.seats }, (_, i) => (v.first + i) % v.seats).filter((x) => seats.includes(x));
  let s: BloodborneState = {
    v: 1,
    config: { players: v.seats, finalBoss: v.finalBoss, firstPlayer: 'random' },
    n: v.seats,
    rng: freshRng(rng),
    round: v.round,
    stage: 'action',
    first: v.first,
    cursor: 0,
    finalBoss: v.finalBoss,
    dungeon: rng.shuffle(dungeonIds),
    box,
    gone: v.gone.slice(),
    current: { id: v.current.id, echoes: v.current.echoes, final: v.current.final },
    killed: v.current.killed,
    upgradeDeck: take(unknownUpgrades, v.upgradeDeckCount),
    market: v.market.slice(),
    removed: removedInstances(v, removedBy),
    bank: v.bank,
    hunters,
    pending: { kind: 'action', seats: order, answers: {} },
    asks: [],
    lastRoll: v.lastRoll ? { ...v.lastRoll, faces: v.lastRoll.faces.map((f) => ({ ...f })) } : null,
    revealed: false,
    result: null,
    scores: null,
  };
  // the others who already chose: the heuristic answers for them, from their own sampled view
  for (const hv of v.hunters) {
    if (hv.seat === me || hv.secret !== 'chosen') continue;
    const dd = decisions(s).find((x) => x.seat === hv.seat);
    if (dd) s = apply(s, hv.seat, heuristicBot.choose(seatView(s, hv.seat), dd, rng)).state;
  }
  return s;
}

/** Expected final score of each hunter now (deposited, half the collected echoes, trophies). */
function score(s: BloodborneState, seat: SeatId): number {
  const h = s.hunters[seat];
  if (h.eliminated) return 0;
  return h.deposited + h.collected * 0.6 + MONSTER_TYPES.reduce((a, t) => a + trophyValue(t, h.trophies[t]), 0);
}

/** Win chances from the score estimates (a soft maximum). */
export function evaluate(s: BloodborneState): number[] {
  const sc = s.hunters.map((_, x) => score(s, x));
  const top = Math.max(...sc);
  const w = sc.map((x) => Math.exp((x - top) / 6));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

export const bloodborneSearch: SearchGame<BloodborneState> = {
  rules: { decisions, apply, result: (s) => s.result },
  determinize: (view, d, rng) => determinize(view as BloodborneView, d, rng),
  fallback: (view, d, rng) => heuristicBot.choose(view, d, rng),
  policy: botPolicy(seatView, heuristicBot),
  evaluate,
};

/**
 * search-normal (≤ 300 ms a decision) and search-hard (≤ 1 s) on one core, measured in
 * docs/bots.md. Deterministic: the iterations decide (an iteration is some 33 rule applications);
 * the `steps` are a bound a little above what they take, never a clock.
 */
export const BLOODBORNE_BUDGETS = {
  normal: { iterations: 200, determinizations: 30, rolloutDepth: 30, steps: 7_600, minIterations: 100 },
  hard: { iterations: 600, determinizations: 60, rolloutDepth: 30, steps: 23_500, minIterations: 300 },
};

export const bloodborneSearchBots: Bot[] = searchBots(bloodborneSearch, BLOODBORNE_BUDGETS);
