/**
 * Suite 'vtes': V:TES rules module speed and bot strength with the four starter decks.
 * - decisions per second and turns per second in 4-seat random-bot playouts (turn limit), after a
 *   warm-up of forty such games (the first few hundred applies run unoptimised code), by wall time and
 *   by the process's CPU time (user + system, GC threads included) with the load average: on the
 *   shared 2-core machine the wall figure follows the load;
 *   Two drivers: through a GameSession as the app plays (single-option decisions are answered by
 *   the session: `vtes.random.decisionsPerSecond` does not count them, `vtes.random.session.
 *   allDecisionsPerSecond` does; the session keeps the record and the log), and the module driven
 *   directly (setup/decisions/apply, every decision counted), as the other games' benches, fuzzers
 *   and bots use it;
 * - the heuristic bot's win rate against three random bots (seat rotated), full games;
 * - the module-driven figure with tournament-winning decks of ../shared/data/twd (issue 27: not
 *   slower with real decks, whose cards without a reviewed entry are played from their catalog facts):
 *   eight tables of four decks drawn from the whole archive by fixed seeds, when the data are there,
 *   after a warm-up of 400 such games (`TWD_WARM_UP`) whose first 200 are reported too (`warming`).
 */
import { loadavg } from 'node:os';
import { getBot } from '../engine/bots';
import { RngCursor, seedRng } from '../engine/rng';
import { GameSession } from '../engine/session';
import { vtesModule } from '../games/vtes/module';
import type { VtesState } from '../games/vtes/core/state';
import { report, timeMs, type Bench } from './harness';
import { loadPool, twdConfig } from './vtes-twd';

function randomGames(games: number, maxTurns: number, first = 0): { decisions: number; auto: number; turns: number } {
  let decisions = 0;
  let auto = 0;
  let turns = 0;
  for (let g = first; g < first + games; g++) {
    const seats = Array.from({ length: 4 }, (_, i) => ({ name: `B${i}`, kind: 'bot' as const, bot: 'random' }));
    const s = GameSession.create(vtesModule, { players: 4, maxTurns }, seats, `bench-vtes-${g}`);
    const rng = new RngCursor(seedRng(`bench-vtes-${g}`));
    while (!s.isOver()) {
      const d = s.decisions()[0];
      s.choose(d.seat, rng.pick(d.options).id);
      decisions++;
    }
    turns += (s.state as VtesState).turn;
    // the single-option decisions the session answered by itself (logged, not recorded)
    for (const e of s.events) if (e.type === 'engine.autoPass' || e.type === 'engine.autoChoice') auto++;
  }
  return { decisions, auto, turns };
}

/** The module driven directly, as the Vendetta, Bloodborne and Nights of Blood benches do. */
function randomGamesDirect(games: number, maxTurns: number, first = 0): { decisions: number } {
  const m = vtesModule;
  let decisions = 0;
  for (let g = first; g < first + games; g++) {
    let state = m.setup(m.parseConfig({ players: 4, maxTurns }), `bench-vtes-${g}`).state;
    const rng = new RngCursor(seedRng(`bench-vtes-${g}`));
    for (;;) {
      const ds = m.decisions(state);
      if (!ds.length) break;
      const d = ds[0];
      state = m.apply(state, d.seat, rng.pick(d.options).id).state;
      decisions++;
    }
  }
  return { decisions };
}

/**
 * The TWD tables of the bench: eight sets of four decks drawn from the whole archive by fixed seeds
 * (vtes-twd.ts `twdConfig`: the same sets on every run, not the first files by name), game `g`
 * playing set `g % 8` with its own seed; null without ../shared/data.
 */
function twdConfigs(): unknown[] | null {
  const pool = loadPool();
  if (!pool) return null;
  return Array.from({ length: TWD_SETS }, (_, i) => vtesModule.parseConfig(twdConfig(pool, `bench-vtes-twd-set-${i}`, 4, 40)));
}

const TWD_SETS = 8;

/**
 * TWD games played before the measured ones (other seeds, the same tables). The figure is the steady state the
 * search bots run in (they apply millions of times in one process): with TWD decks the rate still rises for
 * some 400 games (about 120,000 decisions: the rules a TWD game makes hot are many, and V8 compiles them as they
 * get hot), so the 64 games of earlier benches measured a process half warmed up (docs/vtes-automation.md, Speed).
 */
const TWD_WARM_UP = 400;

/** The module driven directly with TWD decks (random bots, turn limit 40). */
function twdGamesDirect(configs: unknown[], games: number, first = 0): { decisions: number } {
  const m = vtesModule;
  let decisions = 0;
  for (let g = first; g < first + games; g++) {
    let state = m.setup(configs[g % configs.length] as ReturnType<typeof m.parseConfig>, `bench-vtes-twd-${g}`).state;
    const rng = new RngCursor(seedRng(`bench-vtes-twd-${g}`));
    for (;;) {
      const ds = m.decisions(state);
      if (!ds.length) break;
      const d = ds[0];
      state = m.apply(state, d.seat, rng.pick(d.options).id).state;
      decisions++;
    }
  }
  return { decisions };
}

function heuristicVsRandom(games: number): { wins: number; games: number; decisions: number } {
  let wins = 0;
  let decisions = 0;
  for (let g = 0; g < games; g++) {
    const hero = g % 4;
    const seats = Array.from({ length: 4 }, (_, i) => ({ name: `B${i}`, kind: 'bot' as const, bot: i === hero ? 'heuristic' : 'random' }));
    const s = GameSession.create(vtesModule, { players: 4, maxTurns: 120 }, seats, `bench-vtes-h-${g}`);
    const rng = new RngCursor(seedRng(`bench-vtes-h-${g}`));
    while (!s.isOver()) {
      const d = s.decisions()[0];
      const bot = getBot(vtesModule, seats[d.seat].bot)!;
      s.choose(d.seat, bot.choose(vtesModule.view(s.state, d.seat), d, rng));
      decisions++;
    }
    const r = s.result()!;
    if (r.ranking[0].length === 1 && r.ranking[0][0] === hero) wins++;
  }
  return { wins, games, decisions };
}

export const vtesBench: Bench = async () => {
  // warm-up (other seeds than the measured games): 40 games, as the Vendetta bench, so that the
  // session figure measures optimized code and not the compiler (10 left it well below the module run)
  randomGames(40, 40, 1000);
  const games = 100;
  const cpu0 = process.cpuUsage();
  const { ms, value } = timeMs(() => randomGames(games, 40));
  const cpu = process.cpuUsage(cpu0);
  const load = Math.round(loadavg()[0] * 100) / 100;
  report('vtes.random.decisionsPerSecond', (value.decisions / ms) * 1000, 'decisions/s', {
    players: 4,
    decks: 'V5 starters',
    maxTurns: 40,
    games,
    load,
  });
  report('vtes.random.decisionsPerCpuSecond', (value.decisions / ((cpu.user + cpu.system) / 1000)) * 1000, 'decisions/s', {
    players: 4,
    games,
    load,
  });
  // the same run counting every decision the session answered, its automatic answers included
  // (each is an apply, as every decision of the module-driven figure below)
  const all = value.decisions + value.auto;
  report('vtes.random.session.allDecisionsPerSecond', (all / ms) * 1000, 'decisions/s', {
    players: 4,
    games,
    load,
    cpuPerSecond: Math.round(all / ((cpu.user + cpu.system) / 1e6)),
    automatic: value.auto,
    note: 'session-driven, single-option decisions answered by the session counted too',
  });
  // the module-driven figures measure the steady state the search bots run in (millions of applies): a
  // warm-up of 100 games on other seeds first (JIT and heap: 10 left the first hundred measured games a
  // third slower), then 300 measured games, fewer samples of a loaded machine's noise than 100
  randomGamesDirect(100, 40, 1000);
  const directGames = 300;
  const cpuD0 = process.cpuUsage();
  const direct = timeMs(() => randomGamesDirect(directGames, 40));
  const cpuD = process.cpuUsage(cpuD0);
  report('vtes.random.module.decisionsPerSecond', (direct.value.decisions / direct.ms) * 1000, 'decisions/s', {
    players: 4,
    games: directGames,
    warmUp: 100,
    load,
    cpuPerSecond: Math.round(direct.value.decisions / ((cpuD.user + cpuD.system) / 1e6)),
    note: 'module driven directly, every decision counted',
  });
  const twd = twdConfigs();
  if (twd) {
    // the warm-up: TWD_WARM_UP games on other seeds, the first 200 of them timed as what a process's first TWD
    // games see (the rules' code still being compiled: V8's compiler threads busy beside the main thread)
    const cpuW0 = process.cpuUsage();
    const warming = timeMs(() => twdGamesDirect(twd, 200, 1000));
    const cpuW = process.cpuUsage(cpuW0);
    report('vtes.twd.module.warmingDecisionsPerSecond', (warming.value.decisions / warming.ms) * 1000, 'decisions/s', {
      players: 4,
      games: 200,
      load,
      cpuPerSecond: Math.round(warming.value.decisions / ((cpuW.user + cpuW.system) / 1e6)),
      note: 'the first 200 TWD games of the process, after the starter games (the warm-up of the figure below), module driven directly',
    });
    twdGamesDirect(twd, TWD_WARM_UP - 200, 1200);
    const twdGames = 200;
    const cpuT0 = process.cpuUsage();
    const t = timeMs(() => twdGamesDirect(twd, twdGames));
    const cpuT = process.cpuUsage(cpuT0);
    report('vtes.twd.module.decisionsPerSecond', (t.value.decisions / t.ms) * 1000, 'decisions/s', {
      players: 4,
      games: twdGames,
      warmUp: TWD_WARM_UP,
      load,
      cpuPerSecond: Math.round(t.value.decisions / ((cpuT.user + cpuT.system) / 1e6)),
      note: 'eight sets of four TWD decks drawn by fixed seeds, module driven directly, every decision counted',
    });
  }
  report('vtes.random.turnsPerSecond', (value.turns / ms) * 1000, 'turns/s', { players: 4 });
  const h = timeMs(() => heuristicVsRandom(40));
  report('vtes.heuristic.winRateVsRandom', h.value.wins / h.value.games, 'ratio', { games: h.value.games, players: 4, chance: 0.25 });
  report('vtes.heuristic.decisionsPerSecond', (h.value.decisions / h.ms) * 1000, 'decisions/s', {
    players: 4,
    note: 'bot choices with seat views',
  });
};
