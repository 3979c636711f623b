/**
 * Suite 'vendetta': Vendetta rules module speed and bot strength.
 * - decisions per second (wall time, and CPU time in `cpuPerSecond`) and complete games per second
 *   with random bots, per player count, after a JIT warm-up of 150 games of every player count
 *   (module driven directly: setup/decisions/apply, as fuzzers and bots use it);
 * - the heuristic bot's win rate against random bots (hero seat rotated), per player count.
 */
import os from 'node:os';
import { getBot, randomBot } from '../engine/bots';
import { RngCursor, seedRng } from '../engine/rng';
import { vendettaModule } from '../games/vendetta';
import { report, timeMs, type Bench } from './harness';

const m = vendettaModule;

export function playVendetta(
  players: number,
  seed: string,
  bots: string[],
  extra: object = {},
): { decisions: number; ranking: number[][] } {
  let state = m.setup(m.parseConfig({ players, ...extra }), seed).state;
  const rng = new RngCursor(seedRng(`${seed}/bots`));
  let decisions = 0;
  for (;;) {
    const ds = m.decisions(state);
    if (!ds.length) break;
    const d = ds[0];
    const bot = bots[d.seat] === 'random' ? randomBot : getBot(vendettaModule, bots[d.seat])!;
    const option = bot === randomBot ? rng.pick(d.options).id : bot.choose(m.view(state, d.seat), d, rng);
    state = m.apply(state, d.seat, option).state;
    decisions++;
  }
  return { decisions, ranking: m.result(state)!.ranking };
}

export const vendettaBench: Bench = async () => {
  // steady state: warm the JIT on 150 games of every player count before timing any. With 40
  // games of the count about to be timed, the first count timed paid most of the optimizing
  // compiler's work (V8 compiles in the background, slower still on a loaded machine) and each
  // figure depended on its place in the run (3 seats, timed first, lowest; 5 seats highest).
  for (const players of [3, 4, 5]) {
    const random = Array.from({ length: players }, () => 'random');
    for (let g = 0; g < 150; g++) playVendetta(players, `warm-${g}`, random);
  }
  for (const players of [3, 4, 5]) {
    const random = Array.from({ length: players }, () => 'random');
    const games = 300;
    const cpu0 = process.cpuUsage();
    const { ms, value } = timeMs(() => {
      let decisions = 0;
      for (let g = 0; g < games; g++) decisions += playVendetta(players, `bench-vendetta-${players}-${g}`, random).decisions;
      return decisions;
    });
    const cpu = process.cpuUsage(cpu0);
    // the machine is shared: the CPU-time rate (user + system of this process) is the steadier figure
    const cpuPerSecond = Math.round((value / ((cpu.user + cpu.system) / 1000)) * 1000);
    report('vendetta.random.decisionsPerSecond', (value / ms) * 1000, 'decisions/s', { players, cpuPerSecond, loadavg: os.loadavg()[0] });
    report('vendetta.random.gamesPerSecond', (games / ms) * 1000, 'games/s', { players, decisionsPerGame: value / games });
  }
  for (const players of [3, 4, 5]) {
    const games = 120;
    let wins = 0;
    const { ms } = timeMs(() => {
      for (let g = 0; g < games; g++) {
        const hero = g % players;
        const bots = Array.from({ length: players }, (_, i) => (i === hero ? 'heuristic' : 'random'));
        const { ranking } = playVendetta(players, `bench-vendetta-h-${players}-${g}`, bots);
        if (ranking[0].includes(hero)) wins++;
      }
    });
    report('vendetta.heuristic.winRateVsRandom', wins / games, 'ratio', { games, players, chance: 1 / players, ms: Math.round(ms) });
  }
};
