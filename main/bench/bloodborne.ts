/**
 * Suite 'bloodborne': rules module speed and bot strength.
 * - decisions per second and complete games per second with random bots, per hunter count
 *   (module driven directly: setup/decisions/apply, as fuzzers and bots use it);
 * - the heuristic bot's win rate against random bots (hero seat rotated), per hunter count.
 */
import { heuristicWinRate, playGame } from '../games/bloodborne/simulate';
import { report, timeMs, type Bench } from './harness';

export const bloodborneBench: Bench = async () => {
  // warm-up (JIT) on every hunter count before any figure: 400 games of each, interleaved. The
  // optimized code settles only after a wave of 'wrong map' deoptimizations a few hundred games
  // in (node --trace-deopt: the rules' array readers, once); 20 games of one count left the
  // 3-hunter figure measuring the compiler (a third of the 5-hunter one), and 150 of each still
  // put the wave inside the first figure
  const configs = [3, 4, 5].map((players) => ({ players }));
  for (let g = 0; g < 400; g++)
    for (const config of configs)
      playGame(
        config,
        `warm-${g}`,
        Array.from({ length: config.players }, () => 'random'),
      );
  // one config object per hunter count: playGame parses it once (setup, decisions and apply are
  // timed; zod parsing the same 3 fields for every game was ~7% of the time)
  for (const config of configs) {
    const { players } = config;
    const random = Array.from({ length: players }, () => 'random');
    const games = 200;
    const cpu0 = process.cpuUsage();
    const { ms, value } = timeMs(() => {
      let decisions = 0;
      for (let g = 0; g < games; g++) decisions += playGame(config, `bench-bloodborne-${players}-${g}`, random).decisions;
      return decisions;
    });
    const cpu = process.cpuUsage(cpu0);
    // CPU time too: on the shared 2-core machine the wall figure mostly measures the load
    const cpuPerSecond = Math.round((value / ((cpu.user + cpu.system) / 1000)) * 1000);
    report('bloodborne.random.decisionsPerSecond', (value / ms) * 1000, 'decisions/s', { players, cpuPerSecond });
    report('bloodborne.random.gamesPerSecond', (games / ms) * 1000, 'games/s', { players, decisionsPerGame: value / games });
  }
  for (const players of [3, 4, 5]) {
    const games = 150;
    let rate = 0;
    const { ms } = timeMs(() => {
      rate = heuristicWinRate(players, games, 'bench-bloodborne-h');
    });
    report('bloodborne.heuristic.winRateVsRandom', rate, 'ratio', { games, players, chance: 1 / players, ms: Math.round(ms) });
  }
};
