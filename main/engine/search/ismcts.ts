/**
 * The shared search core of the search bots (issue 33): determinized information-set Monte Carlo
 * tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012) over any GameModule.
 *
 * STABLE API (other bots build on it; add fields, never rename):
 *
 *   interface SearchGame<S>            what a game lends the search
 *     rules: SearchRules<S>              decisions / apply / result of its GameModule
 *     determinize(view, decision, rng)   ONE full state consistent with the seat's view: the
 *                                        unknown (hands, decks, face-down cards, hidden sects, secret
 *                                        answers) drawn from what is still unknown; never reads the
 *                                        real hidden state (it only has the view). Its state's own
 *                                        generator must be fresh (use freshRng(rng)), or the sample
 *                                        would carry the real future draws. Null: this kind of
 *                                        decision is not searched; `fallback` answers it.
 *     fallback?(view, decision, rng)     the answer where determinize gives null (the heuristic bot)
 *     searched?(decision)                the decisions the tree branches on (default: all); the
 *                                        others are played by the policy inside the tree too, as
 *                                        the fallback will really play them
 *     policy(state, decision, rng)       the rollout policy (usually the heuristic bot on the view)
 *     evaluate(state)                    depth-cut value per seat, each in [0, 1] (win chance)
 *   interface SearchBudget              iterations and steps (the deciders), determinizations,
 *                                        rolloutDepth, treeDepth?, exploration?; timeCapMs? and
 *                                        cpuCapMs? (clock caps, for experiments only)
 *   search(game, view, decision, rng, budget) → { choice, stats }
 *   resultValues(result, seats)          a finished game's value per seat (win share)
 *   freshRng(rng)                        a new RngState for a determinized state, from the bot rng
 *
 * The choice depends only on (view, decision, rng seed, budget): the iteration budget and the
 * step budget decide, both deterministic. The clock caps (`timeCapMs`, `cpuCapMs`) are opt-in, for
 * experiments: no level sets them, since where they cut the answer depends on the machine's load.
 * `stats.cappedByTime` tells when one did.
 *
 * Algorithm per iteration: take determinization i mod K (K samples drawn up front), walk the tree
 * from the root; at each node the first pending decision with more than one option is the mover's
 * (single-option decisions are applied without a node); an option not tried yet is expanded (the
 * policy's own pick first), otherwise UCB1 with availability counts picks among the options legal
 * in this determinization; then the policy plays up to `rolloutDepth` decisions, and the final
 * result (or `evaluate` at the cut) is backed up: each edge adds the value of the seat that moved.
 * The root answer is the most visited option of `decision` (ties: higher mean, then option order).
 */
import { RngCursor, seedRng, type RngState } from '../rng';
import type { BotRng, Decision, GameResult, SeatId } from '../types';

export interface SearchRules<S> {
  decisions(state: S): Decision[];
  apply(state: S, seat: SeatId, optionId: string): { state: S };
  result(state: S): GameResult | null;
}

export interface SearchGame<S> {
  rules: SearchRules<S>;
  /**
   * One full state consistent with `view` (what `decision.seat` sees) in which `decision` is
   * pending for that seat with the same option ids. Must not read anything but its arguments.
   */
  determinize(view: unknown, decision: Decision, rng: RngCursor): S | null;
  /** Answers the decisions determinize does not rebuild (null); required when it can give null. */
  fallback?(view: unknown, decision: Decision, rng: RngCursor): string;
  /**
   * The decisions the tree branches on (default all). The others are answered by the policy even
   * inside the tree: where the bot's fallback will really answer them, the tree then plans with
   * what will happen (a card chosen by the search, its location by the heuristic).
   */
  searched?(decision: Decision): boolean;
  /** Rollout policy: one option id of `decision` in `state`. */
  policy(state: S, decision: Decision, rng: RngCursor): string;
  /** Value of an unfinished state for every seat, each in [0, 1] (estimated win chance). */
  evaluate(state: S): number[];
}

export interface SearchBudget {
  /** Iterations of the search: what decides the answer (and its time). */
  iterations: number;
  /** Distinct determinizations, cycled through (at most `iterations`). */
  determinizations: number;
  /** Most decisions a rollout plays before `evaluate` (not counting the tree part). */
  rolloutDepth: number;
  /** Most tree nodes on one path (default 6). */
  treeDepth?: number;
  /** UCB1 exploration constant (default 0.7). */
  exploration?: number;
  /**
   * Wall-clock cap (ms), for experiments only: where it cuts, the answer depends on the machine's
   * load, so no level sets it (a 10 s default once cut a search on this loaded machine). None by
   * default: the iterations and `steps` bound every search.
   */
  timeCapMs?: number;
  /**
   * The most CPU time (ms, of this process) one decision may take: the level's promise (≤ 300 ms
   * normal, ≤ 1 s hard) on a machine slower than the one the iterations were sized on. When it
   * stops a search, `stats.cappedByTime` says so (the bench counts it).
   */
  cpuCapMs?: number;
  /**
   * Most rule applications (tree, rollouts and the single-option steps between them) one search
   * may take: a deterministic measure of its time, for games whose iterations vary much in length.
   * Checked before each iteration once `minIterations` (default 1) are done.
   */
  steps?: number;
  minIterations?: number;
}

export interface SearchStats {
  iterations: number;
  determinizations: number;
  /** True when the time cap stopped the search before its iteration budget. */
  cappedByTime: boolean;
  /** Rule applications the search took (see SearchBudget.steps). */
  steps: number;
  /** Root visits and mean value per option id of the decision. */
  visits: Record<string, number>;
  means: Record<string, number>;
}

interface Edge {
  seat: SeatId;
  visits: number;
  total: number;
  avail: number;
  child: Node | null;
}
type Node = Map<string, Edge>;

/** A fresh generator state for a determinized state, drawn from the search's rng. */
export function freshRng(rng: BotRng): RngState {
  return seedRng(`search/${rng.int(0x100000000)}/${rng.int(0x100000000)}`);
}

/** A finished game's value per seat: the first group shares 1, everybody else 0. */
export function resultValues(result: GameResult, seats: number): number[] {
  const out = new Array<number>(seats).fill(0);
  const top = result.ranking[0] ?? [];
  for (const s of top) out[s] = 1 / top.length;
  return out;
}

/** The first pending decision with a real choice, applying single-option ones on the way. */
function advance<S>(rules: SearchRules<S>, state: S): { state: S; decision: Decision | null; steps: number } {
  let steps = 0;
  for (;;) {
    if (rules.result(state)) return { state, decision: null, steps };
    const ds = rules.decisions(state);
    if (!ds.length) return { state, decision: null, steps };
    const d = ds.find((x) => x.options.length > 1);
    if (d) return { state, decision: d, steps };
    state = rules.apply(state, ds[0].seat, ds[0].options[0].id).state;
    steps++;
    if (steps > 10_000) throw new Error('search: no decision with a choice in 10000 steps');
  }
}

function values<S>(game: SearchGame<S>, state: S, seats: number): number[] {
  const r = game.rules.result(state);
  return r ? resultValues(r, seats) : game.evaluate(state);
}

/** Chooses an option of `decision` for `decision.seat` by ISMCTS from its view only. */
export function search<S>(
  game: SearchGame<S>,
  view: unknown,
  decision: Decision,
  botRng: BotRng,
  budget: SearchBudget,
): { choice: string; stats: SearchStats } {
  const rng = new RngCursor(freshRng(botRng));
  const me = decision.seat;
  const rootIds = decision.options.map((o) => o.id);
  const stats: SearchStats = { iterations: 0, determinizations: 0, cappedByTime: false, steps: 0, visits: {}, means: {} };
  if (rootIds.length === 1) return { choice: rootIds[0], stats };
  const cpu = budget.cpuCapMs !== undefined ? cpuClock() : null;
  const c0 = cpu ? cpu() : 0;
  const iterations = Math.max(1, Math.floor(budget.iterations));
  const k = Math.max(1, Math.min(iterations, Math.floor(budget.determinizations)));
  const treeDepth = budget.treeDepth ?? 6;
  const c = budget.exploration ?? 0.7;
  const cap = budget.timeCapMs ?? Infinity;
  const samples: S[] = [];
  for (let i = 0; i < k; i++) {
    const sample = game.determinize(view, decision, rng);
    if (sample === null) {
      if (!game.fallback) throw new Error(`search: ${decision.kind} has no determinization and no fallback`);
      return { choice: game.fallback(view, decision, rng), stats };
    }
    samples.push(sample);
  }
  stats.determinizations = k;
  const seats = seatCount(game, samples[0]);
  const root: Node = new Map();
  const t0 = Date.now();

  for (let it = 0; it < iterations; it++) {
    if ((cap < Infinity && (it & 7) === 7 && Date.now() - t0 > cap) || (cpu && it > 0 && cpu() - c0 > budget.cpuCapMs!)) {
      stats.cappedByTime = true;
      break;
    }
    if (budget.steps !== undefined && it >= (budget.minIterations ?? 1) && stats.steps >= budget.steps) break;
    stats.iterations++;
    let state = samples[it % k];
    let node = root;
    const path: Edge[] = [];
    let depth = 0;
    let expanded = false;
    // the root: our decision, restricted to the options we were offered
    const rootDecision = game.rules.decisions(state).find((x) => x.seat === me && x.kind === decision.kind) ?? null;
    if (!rootDecision) throw new Error(`search: determinization of ${decision.kind} lacks the decision`);
    let d: Decision | null = { ...rootDecision, options: rootDecision.options.filter((o) => rootIds.includes(o.id)) };
    let rollout = 0;
    while (d && !expanded) {
      if (depth > 0 && game.searched && !game.searched(d)) {
        state = game.rules.apply(state, d.seat, game.policy(state, d, rng)).state;
        const next = advance(game.rules, state);
        stats.steps += 1 + next.steps;
        state = next.state;
        d = next.decision;
        continue;
      }
      const pick = select(node, d, rng, c, (dd) => game.policy(state, dd, rng), depth < treeDepth);
      if (!pick) break; // below the tree depth: rollout from here
      path.push(pick.edge);
      state = game.rules.apply(state, d.seat, pick.id).state;
      expanded = pick.expanded;
      if (!pick.edge.child) pick.edge.child = new Map();
      node = pick.edge.child;
      depth++;
      const next = advance(game.rules, state);
      stats.steps += 1 + next.steps;
      state = next.state;
      d = next.decision;
    }
    while (d && rollout < budget.rolloutDepth) {
      state = game.rules.apply(state, d.seat, game.policy(state, d, rng)).state;
      rollout++;
      const next = advance(game.rules, state);
      stats.steps += 1 + next.steps;
      state = next.state;
      d = next.decision;
    }
    const v = values(game, state, seats);
    for (const e of path) {
      e.visits++;
      e.total += v[e.seat] ?? 0;
    }
  }
  let best = rootIds[0];
  let bv = -1;
  let bm = -1;
  for (const id of rootIds) {
    const e = root.get(`${me}|${id}`);
    const n = e?.visits ?? 0;
    const m = e && e.visits ? e.total / e.visits : 0;
    stats.visits[id] = n;
    stats.means[id] = m;
    if (n > bv || (n === bv && m > bm)) {
      best = id;
      bv = n;
      bm = m;
    }
  }
  return { choice: best, stats };
}

/** CPU time of this process in ms (Node), or null where there is no such clock. */
function cpuClock(): (() => number) | null {
  const p = (globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } }).process;
  if (!p?.cpuUsage) return null;
  const usage = p.cpuUsage.bind(p);
  return () => {
    const u = usage();
    return (u.user + u.system) / 1000;
  };
}

function seatCount<S>(game: SearchGame<S>, s: S): number {
  return game.evaluate(s).length;
}

/**
 * One step down the tree: an untried option (the policy's first), or the UCB1 best among the
 * options available here. Null when below the tree depth and nothing was tried here yet.
 */
function select(
  node: Node,
  d: Decision,
  rng: RngCursor,
  c: number,
  policy: (d: Decision) => string,
  grow: boolean,
): { id: string; edge: Edge; expanded: boolean } | null {
  const untried: string[] = [];
  for (const o of d.options) if (!node.has(`${d.seat}|${o.id}`)) untried.push(o.id);
  if (untried.length && grow) {
    const p = policy(d);
    const id = untried.includes(p) ? p : rng.pick(untried);
    const edge: Edge = { seat: d.seat, visits: 0, total: 0, avail: 1, child: null };
    node.set(`${d.seat}|${id}`, edge);
    return { id, edge, expanded: true };
  }
  if (untried.length === d.options.length) return null;
  let best: { id: string; edge: Edge } | null = null;
  let bs = -Infinity;
  for (const o of d.options) {
    const e = node.get(`${d.seat}|${o.id}`);
    if (!e) continue;
    e.avail++;
    const s = e.visits ? e.total / e.visits + c * Math.sqrt(Math.log(e.avail) / e.visits) : Infinity;
    if (s > bs) {
      bs = s;
      best = { id: o.id, edge: e };
    }
  }
  return best && { ...best, expanded: false };
}
