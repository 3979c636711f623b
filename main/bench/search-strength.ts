/**
 * Suite 'searchStrength' (issue 33, long: run by name, `npm run bench:search`): the search bots
 * against the heuristic bots as a paired comparison. For every game and level, game g is played
 * twice from the same seed with heuristic bots in every other seat: once with the search bot in
 * seat g mod n, once with the heuristic bot there. One JSON line per game (and per Nights of Blood
 * side): both win rates of that seat, the games, the chance rate (1 / players on average), and the
 * search's CPU time per decision on one core (p50, p95, max; the time cap, 10 s, is far above). Environment: SEARCH_GAMES (e.g. 'bloodborne,vendetta'), SEARCH_LEVELS
 * ('normal,hard'), SEARCH_N (games per game and level, default 200), SEARCH_FIRST (first game
 * index, default 0: two processes with 0 and 100 and SEARCH_N=100 play the 200 games of one run),
 * SEARCH_SIDE (Nights of Blood: play only the games whose searching seat is dealt that side,
 * 'ruling', 'major' or 'minor'; SEARCH_N then counts those games, from game index SEARCH_FIRST on).
 * SEARCH_TUNE changes the levels' budgets for an experiment (search-tune.ts).
 */
import { getBot } from '../engine/bots';
import { RngCursor, seedRng } from '../engine/rng';
import type { AnyModule } from '../engine/session';
import type { Bot, GameResult } from '../engine/types';
import { bloodborneModule } from '../games/bloodborne';
import { nightsModule } from '../games/nights-of-blood';
import { nightsSide } from '../games/nights-of-blood/search';
import { vendettaModule } from '../games/vendetta';
import { percentile, report, type Bench } from './harness';
import { applySearchTune } from './search-tune';

interface Spec {
  name: string;
  m: AnyModule;
  players: number[];
  config(players: number): unknown;
  /** Groups the seat belongs to for the report (Nights of Blood: its side); default one group. */
  group?(state: unknown, seat: number): string;
}

export const SPECS: Spec[] = [
  { name: 'bloodborne', m: bloodborneModule as AnyModule, players: [3, 4, 5], config: (players) => ({ players }) },
  { name: 'vendetta', m: vendettaModule as AnyModule, players: [3, 4, 5], config: (players) => ({ players }) },
  {
    name: 'nights-of-blood',
    m: nightsModule as AnyModule,
    players: [5, 6, 7, 8],
    config: (players) => ({ players }),
    group: (s, seat) => nightsSide(s as never, seat),
  },
];

/** One game: `bots[seat]`; returns the result and pushes the CPU ms of each decision of `timed` with a choice. */
export function playBots(
  spec: Spec,
  players: number,
  seed: string,
  bots: Bot[],
  timed: number,
  times: number[],
): { result: GameResult; first: unknown } {
  const m = spec.m;
  let state = m.setup(m.parseConfig(spec.config(players)), seed).state;
  const first = state;
  for (let n = 0; ; n++) {
    const ds = m.decisions(state);
    if (!ds.length) break;
    const d = ds[0];
    const rng = new RngCursor(seedRng(`${seed}/bot/${n}`));
    // CPU time of this process (one thread): the machine is shared, wall time measures the load
    const t0 = d.seat === timed && d.options.length > 1 ? process.cpuUsage() : null;
    const option = bots[d.seat].choose(m.view(state, d.seat), d, rng);
    if (t0 !== null) {
      const u = process.cpuUsage(t0);
      times.push((u.user + u.system) / 1000);
    }
    state = m.apply(state, d.seat, option).state;
    if (n > 50_000) throw new Error(`search bench: ${spec.name} game ${seed} does not end`);
  }
  return { result: m.result(state)!, first };
}

/** The state a game starts from (the deal: Nights of Blood's sides). */
function dealt(spec: Spec, players: number, seed: string): unknown {
  return spec.m.setup(spec.m.parseConfig(spec.config(players)), seed).state;
}

function share(r: GameResult, seat: number): number {
  return r.ranking[0].includes(seat) ? 1 / r.ranking[0].length : 0;
}

export const searchStrengthBench: Bench = async () => {
  const games = Number(process.env.SEARCH_N ?? 200);
  const first = Number(process.env.SEARCH_FIRST ?? 0);
  const only = (process.env.SEARCH_GAMES ?? '').split(',').filter(Boolean);
  const levels = (process.env.SEARCH_LEVELS ?? 'normal,hard').split(',').filter(Boolean);
  const side = process.env.SEARCH_SIDE ?? '';
  for (const spec of SPECS.filter((s) => !only.length || only.includes(s.name))) {
    const heuristic = getBot(spec.m, 'heuristic')!;
    const tune = applySearchTune(spec.m);
    if (tune) report(`search.${spec.name}.tune`, 0, 'note', { tune });
    for (const level of levels) {
      const searcher = getBot(spec.m, `search-${level}`)!;
      const groups = new Map<string, { search: number; heuristic: number; games: number; chance: number }>();
      const times: number[] = [];
      for (let g = first, played = 0; played < games; g++) {
        const players = spec.players[g % spec.players.length];
        const seat = Math.floor(g / spec.players.length) % players;
        const seed = `search-${spec.name}-${g}`;
        if (side && spec.group && spec.group(dealt(spec, players, seed), seat) !== side) continue;
        played++;
        const base = Array.from({ length: players }, () => heuristic);
        const withSearch = base.map((b, i) => (i === seat ? searcher : b));
        const mine: number[] = [];
        const a = playBots(spec, players, seed, withSearch, seat, mine);
        const b = playBots(spec, players, seed, base, -1, []);
        times.push(...mine);
        // one line per game, so that the lines of runs cut short or split can be summed
        report(`search.${spec.name}.${level}.game`, g, 'game', {
          players,
          seat,
          group: spec.group ? spec.group(a.first, seat) : 'all',
          search: share(a.result, seat),
          heuristic: share(b.result, seat),
          ms: mine.map((t) => Math.round(t)),
        });
        for (const key of ['all', ...(spec.group ? [spec.group(a.first, seat)] : [])]) {
          const x = groups.get(key) ?? { search: 0, heuristic: 0, games: 0, chance: 0 };
          x.search += share(a.result, seat);
          x.heuristic += share(b.result, seat);
          x.games++;
          x.chance += 1 / players;
          groups.set(key, x);
        }
        // progress on stderr (stdout keeps one line per game and level): a long run cut short still tells
        if (played % 10 === 0) {
          const all = groups.get('all')!;
          process.stderr.write(
            `${spec.name} ${level} ${played}/${games}: search ${(all.search / all.games).toFixed(3)} heuristic ${(all.heuristic / all.games).toFixed(3)}\n`,
          );
        }
      }
      times.sort((p, q) => p - q);
      const ms = { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] ?? 0 };
      for (const [group, x] of groups) {
        const s = x.search / x.games;
        const h = x.heuristic / x.games;
        report(`search.${spec.name}.${level}.winRate`, s, 'ratio', {
          group,
          heuristic: Math.round(h * 1000) / 1000,
          ratio: h > 0 ? Math.round((s / h) * 100) / 100 : null,
          games: x.games,
          first,
          chance: Math.round((x.chance / x.games) * 1000) / 1000,
          players: spec.players,
          msPerDecision: { p50: Math.round(ms.p50), p95: Math.round(ms.p95), max: Math.round(ms.max) },
          decisions: times.length,
        });
      }
    }
  }
};
