/**
 * Nights of Blood search bots (issue 33): the search core (engine/search) with a determinizer that
 * rebuilds a full state from one seat's view on its own turn (attack, bite, play, power, mend,
 * end); the other decisions (responses, struggles, choices inside an effect) are answered by the
 * heuristic bot.
 *
 * What the view does not show is drawn from what is still unknown to that seat: the sects not
 * revealed nor learned (from the designed sect table: the cards not seen, one set aside), the
 * other hands and face-down contacts, the deck and the discard pile under its top card (the main
 * deck's copies not seen anywhere), the event, power and bloodline decks. The turn's own
 * bookkeeping the view does not carry is taken from what it shows (attacks left, shelters and
 * reach) or as at the start of a turn (powers used, heals); the sample's generator is fresh.
 */
import type { RngCursor } from '../../engine/rng';
import { freshRng, search, type SearchBudget, type SearchGame } from '../../engine/search/ismcts';
import { pairedChoice, type PairedBudget } from '../../engine/search/paired';
import { BOT_LEVELS, botPolicy } from '../../engine/search/search-bot';
import type { Bot, Decision, SeatId } from '../../engine/types';
import { heuristicBot } from './bot';
import { BLOODLINES, EVENTS, MAIN_DECK, POWERS, SECT_TABLES, SECTS, type SectId } from './cards';
import { attacksAllowed, hasPassive, reachOf, shelters } from './helpers';
import { apply, decisions } from './rules';
import { seatView } from './seatview';
import type { NightsState, Player } from './state';
import type { NightsView } from './view';

export type NightsSide = 'ruling' | 'major' | 'minor';

/** A seat's side: the ruling sect, or the larger / smaller insurgent sect (ties: the first drawn). */
export function nightsSide(s: NightsState, seat: SeatId): NightsSide {
  const sect = s.players[seat].sect;
  if (sect === s.rulingSect) return 'ruling';
  const size = (x: string) => s.players.filter((p) => p.sect === x).length;
  const other = s.players.find((p) => p.sect !== s.rulingSect && p.sect !== sect)?.sect;
  if (!other) return 'major';
  if (size(sect) !== size(other)) return size(sect) > size(other) ? 'major' : 'minor';
  return s.players.findIndex((p) => p.sect === sect) < s.players.findIndex((p) => p.sect === other) ? 'major' : 'minor';
}

/**
 * How much likelier a seat of unknown sect is to follow the Regent than to be an insurgent, from
 * the public acts (as the heuristic bot reads them): hurting the Regent points to an insurgent;
 * healing the Regent, hurting the Regent's attackers and sparing the Regent point to an ally.
 */
export function loyalty(v: NightsView, x: SeatId): number {
  const h = v.acts.hostile;
  const f = v.acts.friendly;
  const regent = v.regent;
  const against = h[x][regent] - 2 * f[x][regent];
  let loyal = f[x][regent] + Math.min(2, v.acts.spared[x][regent] / 2);
  for (let y = 0; y < v.seats; y++) if (y !== regent && y !== x && h[y][regent] > 0 && h[x][y] > 0) loyal++;
  return Math.exp(Math.max(-4, Math.min(4, 0.8 * (loyal - against))));
}

/**
 * The unknown sects by seat: the designed table's cards not seen (one of them set aside), dealt
 * to the seats of unknown sect one by one, each card's chance weighted by what the public acts
 * tell of that seat (loyalty): a sample that ignored them would make the Regent's attackers as
 * likely to be allies as anyone, and a follower of the Regent could not tell whom to hunt.
 */
function sampleSects(v: NightsView, rng: RngCursor): Map<SeatId, SectId> {
  const table = SECT_TABLES[v.seats];
  const others = SECTS.filter((x) => x !== v.rulingSect);
  const seen = (x: SectId) => v.players.filter((p) => !p.regent && p.sect === x).length;
  const fits = (major: SectId, minor: SectId) => seen(major) <= table.major && seen(minor) <= table.minor;
  const orders = ([others, [others[1], others[0]]] as SectId[][]).filter(([a, b]) => fits(a, b));
  const [major, minor] = orders.length ? rng.pick(orders) : others;
  const pool: SectId[] = [
    ...Array<SectId>(table.allies).fill(v.rulingSect),
    ...Array<SectId>(table.major).fill(major),
    ...Array<SectId>(table.minor).fill(minor),
  ];
  for (const p of v.players) {
    if (p.regent || p.sect === null) continue;
    const i = pool.indexOf(p.sect);
    if (i >= 0) pool.splice(i, 1);
  }
  const out = new Map<SeatId, SectId>();
  const unknown = rng.shuffle(v.players.filter((p) => p.sect === null).map((p) => p.seat));
  for (const seat of unknown) {
    if (!pool.length) break;
    const w = loyalty(v, seat);
    const weights = pool.map((x) => (x === v.rulingSect ? w : 1));
    let r = rng.float() * weights.reduce((a, b) => a + b, 0);
    let i = 0;
    while (i < pool.length - 1 && (r -= weights[i]) > 0) i++;
    out.set(seat, pool.splice(i, 1)[0]);
  }
  return out;
}

/** Instance ids per card id ('ataque' -> 'ataque#1'...), the ones named by the options first. */
function instancePools(named: Set<string>, rng: RngCursor): Map<string, string[]> {
  const pools = new Map<string, string[]>();
  for (const c of MAIN_DECK) {
    const all = Array.from({ length: c.copies }, (_, i) => `${c.id}#${i + 1}`);
    pools.set(c.id, [...all.filter((x) => named.has(x)), ...rng.shuffle(all.filter((x) => !named.has(x)))]);
  }
  return pools;
}

/** One full state consistent with `v` (the view of `d.seat`) on its own turn; null otherwise. */
export function determinize(v: NightsView, d: Decision, rng: RngCursor): NightsState | null {
  const me = d.seat;
  if (d.kind !== 'nights.turn' || v.turn !== me || v.result || v.attack || v.struggle) return null;
  // the instances the options name: face-up contacts ('use:') and hand cards (the rest)
  const inContacts: string[] = [];
  const inHand: string[] = [];
  for (const o of d.options) {
    const parts = o.id.split(':');
    const zone = parts[0] === 'use' ? inContacts : inHand;
    for (const part of parts) if (part.includes('#') && !zone.includes(part)) zone.push(part);
  }
  const named = new Set([...inContacts, ...inHand]);
  const pools = instancePools(named, rng);
  /** An instance of card `id`: the next one the options name in that zone, else one they do not name. */
  const takeCard = (id: string, zone: readonly string[] = []): string => {
    const pool = pools.get(id)!;
    const k = zone.find((x) => pool.includes(x));
    let i = k === undefined ? -1 : pool.indexOf(k);
    if (i < 0) i = pool.findIndex((x) => !named.has(x));
    if (i < 0) i = 0;
    return pool.splice(i, 1)[0] ?? `${id}#0`;
  };
  // what this seat sees, placed first (its own cards take the instances the options name)
  const place = (pv: NightsView['players'][number]) => ({
    hand: pv.hand ? pv.hand.map((id) => takeCard(id, inHand)) : null,
    resources: pv.resources.map((id) => takeCard(id)),
    weapon: pv.weapon ? takeCard(pv.weapon) : null,
    contacts: pv.contacts.map((c) => (c.id ? { inst: takeCard(c.id, c.up ? inContacts : undefined), up: c.up } : null)),
  });
  const first = place(v.players[me]);
  const shown = v.players.map((pv, seat) => (seat === me ? first : place(pv)));
  const discardTop = v.discardTop ? takeCard(v.discardTop) : null;
  const unknown = rng.shuffle([...pools.values()].flat());
  const deal = (n: number) => unknown.splice(0, Math.max(0, n));
  const sects = sampleSects(v, rng);
  const players: Player[] = v.players.map((pv, seat) => {
    const mine = shown[seat];
    return {
      sect: pv.sect ?? sects.get(seat) ?? v.rulingSect,
      regent: pv.regent,
      revealed: pv.regent || pv.dead || pv.lost,
      line: pv.line,
      powers: pv.powers.slice(),
      hand: mine.hand ?? deal(pv.handCount),
      resources: mine.resources,
      weapon: mine.weapon,
      contacts: mine.contacts.map((c) => c ?? { inst: deal(1)[0], up: false }),
      blood: pv.blood,
      maxBlood: pv.maxBlood,
      health: pv.health,
      light: pv.light,
      agg: pv.agg,
      dead: pv.dead,
      lost: pv.lost,
      spentNight: 0,
      frenziedNight: false,
      healedAggNight: false,
      healedLightTurn: false,
      healedAggTurn: false,
      attacksUsed: 0,
      powersUsed: [],
      freeHealsUsed: 0,
      damageBonus: 0,
      attackBonus: 0,
      reachBonus: 0,
      aggNext: false,
      noDodge: false,
      shelterBonus: 0,
      known: {},
      wins: 0,
    };
  });
  // the sects this seat learned: shown to it but not public
  const own = players[me] as Player;
  v.players.forEach((pv, seat) => {
    if (seat !== me && pv.sect !== null && !players[seat].revealed) own.known[seat] = pv.sect;
  });
  const seenPowers = new Set(v.players.flatMap((p) => p.powers));
  const seenLines = new Set(v.players.map((p) => p.line));
  const events = rng.shuffle(EVENTS.map((e) => e.id).filter((id) => id !== v.event));
  const s: NightsState = {
    v: 1,
    config: { players: v.seats, games: v.games },
    n: v.seats,
    rng: freshRng(rng),
    game: v.gameNumber,
    night: v.night,
    regent: v.regent,
    rulingSect: v.rulingSect,
    direction: v.direction === 'cw' ? 1 : -1,
    order: v.order.slice(),
    turnIndex: v.order.indexOf(me),
    turnSeat: me,
    event: v.event,
    eventDeck: events.slice(0, v.eventDeckCount),
    eventUsed: [...events.slice(v.eventDeckCount), ...(v.event ? [v.event] : [])],
    deck: deal(v.deckCount),
    discard: [...deal(v.discardCount - (discardTop ? 1 : 0)), ...(discardTop ? [discardTop] : [])],
    powerDeck: rng.shuffle(POWERS.map((p) => p.id).filter((id) => !seenPowers.has(id))),
    powerDiscard: [],
    lineDeck: rng.shuffle(BLOODLINES.map((b) => b.id).filter((id) => !seenLines.has(id))),
    players,
    stack: [{ t: 'turn', seat: me, over: false }],
    acts: {
      hostile: v.acts.hostile.map((r) => r.slice()),
      friendly: v.acts.friendly.map((r) => r.slice()),
      spared: v.acts.spared.map((r) => r.slice()),
    },
    shownHand: v.players.find((p) => p.seat !== me && p.hand)?.seat ?? null,
    result: null,
    series: v.series.map((x) => ({ ...x })),
  };
  // the turn's bonuses the view shows through their totals
  v.players.forEach((pv, seat) => {
    const p = players[seat];
    p.shelterBonus = Math.max(0, pv.shelters - shelters(s, seat));
    p.reachBonus = pv.reach - reachOf(s, seat);
    const allowed = attacksAllowed(s, seat);
    if (pv.attacksLeft > allowed) p.attackBonus = pv.attacksLeft - allowed;
    else if (!pv.dead) p.attacksUsed = allowed - pv.attacksLeft;
  });
  // what the seat already did this turn, told by what it is no longer offered
  const offered = new Set(d.options.map((o) => o.id.split(':').slice(0, 2).join(':')));
  own.powersUsed = own.powers.filter((id) => !offered.has(`pw:${id}`));
  if (own.light && own.blood >= 1 && !offered.has('mend:light')) own.healedAggTurn = true;
  if (own.agg && own.blood >= 1 && !own.healedAggTurn && !offered.has('mend:agg')) own.healedLightTurn = true;
  const free = hasPassive(own, 'freeHeal');
  if (free && own.light && !own.healedAggTurn && !offered.has('mend:free')) own.freeHealsUsed = free.n;
  return s;
}

/**
 * Win chances, a soft maximum of each sect's standing. The ruling sect wins only when every
 * insurgent is dead and the Regent lives (end.ts): its standing is the Regent's health and how
 * much of the insurgents' force is gone (what its followers fight for), and it has no chance once
 * the Regent is dead. An insurgent sect's standing is its own force and how hurt the Regent is.
 */
export function evaluate(s: NightsState): number[] {
  const up = (p: Player) => (p.dead || p.lost ? 0 : Math.max(0, p.health - p.light - 2 * p.agg) / Math.max(1, p.health));
  const regent = s.players[s.regent];
  const regentUp = up(regent);
  const strength = (sect: SectId) => s.players.reduce((a, p) => (p.sect === sect && !p.regent ? a + up(p) : a), 0);
  const insurgents = SECTS.filter((x) => x !== s.rulingSect);
  const insCount = s.players.filter((p) => p.sect !== s.rulingSect).length;
  const insLeft = insurgents.reduce((a, x) => a + strength(x), 0) / Math.max(1, insCount);
  const score: Record<string, number> = {
    [s.rulingSect]: regentUp > 0 ? 0.5 + 2.5 * regentUp + 3 * (1 - insLeft) + 0.3 * strength(s.rulingSect) : -Infinity,
  };
  for (const x of insurgents) score[x] = 0.6 + strength(x) * (regentUp > 0 ? 0.8 : 1.6) + (1 - regentUp) * 1.5;
  const total = SECTS.reduce((a, x) => a + Math.exp(score[x]), 0);
  return s.players.map((p) => Math.exp(score[p.sect]) / total / Math.max(1, s.players.filter((q) => q.sect === p.sect).length));
}

/**
 * The ruling sect's chance to win, a logistic fit on playouts (7 December 2026: the states at the
 * turns of 1,200 heuristic games of 5-8 players, fitted on 70 % of the games; test log-loss 0.430
 * against 0.460 for `evaluate`'s, docs/bots.md). The Regent's health, the insurgents' health and
 * living share, and the allies' (the ruling sect less the Regent) health and living share, which
 * `evaluate` weighs little and the fit as much as the Regent's.
 */
export function rulingWinChance(s: NightsState): number {
  const up = (p: Player) => (p.dead || p.lost ? 0 : Math.max(0, p.health - p.light - 2 * p.agg) / Math.max(1, p.health));
  const living = (p: Player) => (p.dead || p.lost ? 0 : 1);
  const mean = (xs: Player[], f: (p: Player) => number) => (xs.length ? xs.reduce((a, p) => a + f(p), 0) / xs.length : 0);
  const regent = s.players[s.regent];
  if (!up(regent)) return 0;
  const ins = s.players.filter((p) => p.sect !== s.rulingSect);
  const allies = s.players.filter((p) => p.sect === s.rulingSect && !p.regent);
  const sectsLeft = SECTS.filter((x) => x !== s.rulingSect && ins.some((p) => p.sect === x && living(p))).length;
  const z =
    0.1 +
    0.79 * (s.n / 8) -
    0.57 * (Math.min(10, s.night) / 10) +
    2.11 * up(regent) +
    0.18 * (regent.blood / Math.max(1, regent.maxBlood)) -
    3.2 * mean(ins, up) -
    1.36 * mean(ins, living) +
    1.28 * mean(allies, up) +
    1.68 * mean(allies, living) -
    0.57 * sectsLeft +
    0.06 * (s.players.filter((p) => !p.revealed && !p.regent).length / s.n);
  return 1 / (1 + Math.exp(-z));
}

/**
 * `evaluate` with the ruling sect's chance taken from `rulingWinChance` (shared by its seats) and
 * the rest shared by the insurgent seats as `evaluate` shares it.
 */
export function evaluateRuling(s: NightsState): number[] {
  const base = evaluate(s);
  const ruling = s.players.filter((p) => p.sect === s.rulingSect).length;
  const p = rulingWinChance(s);
  const rest = base.reduce((a, x, i) => (s.players[i].sect === s.rulingSect ? a : a + x), 0);
  return base.map((x, i) => (s.players[i].sect === s.rulingSect ? p / Math.max(1, ruling) : rest > 0 ? (x / rest) * (1 - p) : 0));
}

export const nightsSearch: SearchGame<NightsState> = {
  rules: { decisions, apply, result: (s) => s.result },
  determinize: (view, d, rng) => determinize(view as NightsView, d, rng),
  fallback: (view, d, rng) => heuristicBot.choose(view, d, rng),
  searched: (d) => d.kind === 'nights.turn',
  policy: botPolicy(seatView, heuristicBot),
  evaluate,
};

/** The same with the ruling sect's fitted chance (`NightsBudget.rulingEval`). */
const nightsRulingSearch: SearchGame<NightsState> = { ...nightsSearch, evaluate: evaluateRuling };

export interface NightsBudget extends SearchBudget {
  /** The ruling sect's turns: paired root samples against the heuristic's choice (engine/search/paired.ts). */
  paired?: PairedBudget;
  /**
   * 'fit': the ruling sect's paired samples value their rollouts by `evaluateRuling` (the fitted
   * chance) instead of `evaluate`. An experiment (`SEARCH_TUNE`), no level sets it yet.
   */
  rulingEval?: 'fit';
}

/**
 * search-normal (≤ 300 ms a decision) and search-hard (≤ 1 s) on one core, measured in
 * docs/bots.md. Deterministic: the iterations decide (an iteration is some 57 rule applications,
 * the rollout depth bounds it); the `steps` are a bound a little above what they take.
 *
 * The ruling sect's turns are weighed by paired root samples (`paired`): the tree overruled the
 * heuristic in some 80 % of that side's turns (noise over a dozen options) and the side won less
 * with search than without (0.89 x normal, 0.99 x hard over 105 and 70 games); with the heuristic's
 * choice as the prior it gains (docs/bots.md). The insurgents' turns keep the tree, which gains
 * most there (the heuristic insurgents go for the Regent poorly).
 */
export const NIGHTS_BUDGETS: { normal: NightsBudget; hard: NightsBudget } = {
  normal: {
    iterations: 120,
    determinizations: 24,
    rolloutDepth: 40,
    steps: 7_500,
    minIterations: 60,
    paired: { samples: 16, minSamples: 6, steps: 10_000, rolloutDepth: 24, z: 2, margin: 0.01 },
  },
  hard: {
    iterations: 400,
    determinizations: 60,
    rolloutDepth: 40,
    steps: 24_000,
    minIterations: 200,
    paired: { samples: 32, minSamples: 12, steps: 30_000, rolloutDepth: 32, z: 2, margin: 0.005 },
  },
};

/**
 * A Nights of Blood search bot: ISMCTS on the insurgents' turns; on the ruling sect's turns (when
 * the budget has `paired`) the heuristic's choice stands unless paired root samples show a better
 * option by the margin and two standard errors. The side is the seat's own, read from its view.
 */
export function nightsSearchBot(id: string, budget: NightsBudget): Bot & { budget: NightsBudget } {
  return {
    id,
    budget,
    // the table asks it in the bot worker thread (engine/types.ts Bot.thinks)
    thinks: true,
    choose(view, d, rng) {
      if (d.options.length === 1) return d.options[0].id;
      const v = view as NightsView;
      if (budget.paired && d.kind === 'nights.turn' && v.players[d.seat].sect === v.rulingSect) {
        const prior = heuristicBot.choose(view, d, rng);
        const game = budget.rulingEval === 'fit' ? nightsRulingSearch : nightsSearch;
        return pairedChoice(game, view, d, rng, prior, budget.paired).choice;
      }
      return search(nightsSearch, view, d, rng, budget).choice;
    },
  };
}

export const nightsSearchBots: Bot[] = [
  nightsSearchBot(BOT_LEVELS.normal, NIGHTS_BUDGETS.normal),
  nightsSearchBot(BOT_LEVELS.hard, NIGHTS_BUDGETS.hard),
];
