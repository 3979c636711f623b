/**
 * Suite 'vtesSearch' (issue 33 item 2): the V:TES search bots against the heuristic bot, as a paired
 * comparison. Each game g is played twice from the same seed with the heuristic bot in every other
 * seat: once with the search bot in seat g mod 4, once with the heuristic bot there; the same seeds
 * give the same decks, shuffles and bot generators (the bot rng of a choice is derived from the seed
 * and the choice number, as the session does). A win is the rules' own (turn.ts endGame): the seat
 * alone in first place by victory points, when one Methuselah is left or at the turn limit
 * (vtes-es 9.1; a tie for first is no win in the current VEKN rules). Four V5 starter decks,
 * `maxTurns` 40 as the speed figures use. The chance rate is 1/4.
 *
 * Environment: VTES_SEARCH_GAMES (default 200), VTES_SEARCH_LEVELS (default 'search-normal,search-hard'),
 * VTES_SEARCH_FIRST (first game index, to split a run), VTES_SEARCH_DECKS=twd (four tournament-winning
 * decks of ../shared/data/twd drawn per seed, as suite vtesTwd draws them, instead of the starters). Each game prints a JSON line as it ends
 * (`vtes.search.game`), so a long run can be followed and its lines summed. One untimed game of each
 * level is played first (seed `bench-vtes-search-warm`), as the app warms its bot worker up.
 * SEARCH_TUNE changes the levels' budgets for an experiment (search-tune.ts).
 */
import { getBot } from '../engine/bots';
import { RngCursor, seedRng } from '../engine/rng';
import type { SeatId } from '../engine/types';
import { vtesModule as m } from '../games/vtes/module';
import type { VtesState } from '../games/vtes/core/state';
import { percentile, report, type Bench } from './harness';
import { applySearchTune } from './search-tune';
import { loadPool, twdConfig, type Pool } from './vtes-twd';

const SEATS = 4;
const MAX_TURNS = 40;

interface Played {
  won: boolean;
  tieFirst: boolean;
  turns: number;
  /** Decisions the hero's bot answered (more than one option) and the CPU they took (ms). */
  heroDecisions: number;
  heroCpuMs: number;
  heroMaxCpuMs: number;
  /** CPU ms of each of those decisions (for the percentiles). */
  heroTimes: number[];
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The TWD decks when VTES_SEARCH_DECKS=twd (loaded once), else null: the starters. */
let twd: Pool | null | undefined;
function gameConfig(seed: string): unknown {
  if (process.env.VTES_SEARCH_DECKS !== 'twd') return { players: SEATS, maxTurns: MAX_TURNS };
  twd ??= loadPool();
  if (!twd) throw new Error('VTES_SEARCH_DECKS=twd: no ../shared/data/twd here');
  return twdConfig(twd, seed, SEATS, MAX_TURNS);
}

/** One game from `seed`: the bot `heroBot` in seat `hero`, the heuristic bot everywhere else. */
export function playVtes(seed: string, hero: SeatId, heroBot: string): Played {
  const bots = Array.from({ length: SEATS }, (_, i) => getBot(m, i === hero ? heroBot : 'heuristic')!);
  let s: VtesState = m.setup(m.parseConfig(gameConfig(seed)), seed).state;
  const out: Played = { won: false, tieFirst: false, turns: 0, heroDecisions: 0, heroCpuMs: 0, heroMaxCpuMs: 0, heroTimes: [] };
  for (let k = 0; ; k++) {
    const d = m.decisions(s)[0];
    if (!d) break;
    let option = d.options[0].id;
    if (d.options.length > 1) {
      const rng = new RngCursor(seedRng(`${seed}/bot/${k}`));
      const t0 = d.seat === hero ? cpuMs() : 0;
      option = bots[d.seat].choose(m.view(s, d.seat), d, rng);
      if (d.seat === hero) {
        const t = cpuMs() - t0;
        out.heroDecisions++;
        out.heroCpuMs += t;
        out.heroMaxCpuMs = Math.max(out.heroMaxCpuMs, t);
        out.heroTimes.push(t);
      }
    }
    s = m.apply(s, d.seat, option).state;
  }
  const first = s.result!.ranking[0];
  out.won = first.length === 1 && first[0] === hero;
  out.tieFirst = first.length > 1 && first.includes(hero);
  out.turns = s.turn;
  return out;
}

/** The heuristic seat's games, played once for every level of a run (the same seed gives the same game). */
const heuristicGames = new Map<string, Played>();

/** The paired comparison of `level` against the heuristic bot over `games` seeds from `first`. */
export function pairedVtes(level: string, games: number, first = 0): void {
  let searchWins = 0;
  let heurWins = 0;
  let cpu = 0;
  let decisions = 0;
  let maxCpu = 0;
  const times: number[] = [];
  for (let g = first; g < first + games; g++) {
    const seed = `bench-vtes-search-${g}`;
    const hero = g % SEATS;
    const a = playVtes(seed, hero, level);
    let b = heuristicGames.get(seed);
    if (!b) heuristicGames.set(seed, (b = playVtes(seed, hero, 'heuristic')));
    searchWins += a.won ? 1 : 0;
    heurWins += b.won ? 1 : 0;
    cpu += a.heroCpuMs;
    decisions += a.heroDecisions;
    maxCpu = Math.max(maxCpu, a.heroMaxCpuMs);
    times.push(...a.heroTimes);
    report('vtes.search.game', g, 'game', {
      level,
      hero,
      search: {
        won: a.won,
        tie: a.tieFirst,
        turns: a.turns,
        msPerDecision: Math.round(a.heroCpuMs / Math.max(1, a.heroDecisions)),
        maxMs: Math.round(a.heroMaxCpuMs),
        // every decision's CPU ms: a run cut short or split still gives its percentiles
        ms: a.heroTimes.map((t) => Math.round(t)),
      },
      heuristic: { won: b.won, tie: b.tieFirst, turns: b.turns },
    });
  }
  times.sort((p, q) => p - q);
  report(`vtes.search.${level}.winRate`, searchWins / games, 'ratio', {
    games,
    first,
    heuristicWinRate: heurWins / games,
    ratio: heurWins ? searchWins / heurWins : null,
    chance: 1 / SEATS,
    maxTurns: MAX_TURNS,
    decks: process.env.VTES_SEARCH_DECKS === 'twd' ? 'twd' : 'starters',
    cpuMsPerDecision: Math.round(cpu / Math.max(1, decisions)),
    maxCpuMsPerDecision: Math.round(maxCpu),
    msPerDecision: { p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)), max: Math.round(maxCpu) },
    note: 'paired: same seeds, heuristic bots in the other three seats; CPU ms of the hero bot per decision with a choice',
  });
}

export const vtesSearchBench: Bench = async () => {
  const games = Number(process.env.VTES_SEARCH_GAMES ?? 200);
  const first = Number(process.env.VTES_SEARCH_FIRST ?? 0);
  const levels = (process.env.VTES_SEARCH_LEVELS ?? 'search-normal,search-hard').split(',');
  const tune = applySearchTune(m as never);
  if (tune) report('vtes.search.tune', 0, 'note', { tune });
  // one game of each level first, neither timed nor counted: the app's bot worker is warmed up when
  // the table opens (docs/bots.md), so the figures are those of a process that has compiled the rules
  for (const level of levels) playVtes('bench-vtes-search-warm', 0, level);
  for (const level of levels) pairedVtes(level, games, first);
};
