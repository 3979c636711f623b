/**
 * Suite 'nights': Nights of Blood rules speed, bot strength and balance.
 * - decisions and complete games per second with random bots, per player count;
 * - balance: win share of each side (the ruling sect, the larger and the smaller insurgent sect)
 *   with heuristic bots in every seat, per player count (figures copied to
 *   docs/nights-of-blood-designed-cards.md);
 * - a heuristic side against random bots (all seats of that side heuristic);
 * - one heuristic player among random bots, per role (Regent, ally, insurgent).
 */
import { getBot, randomBot } from '../engine/bots';
import { RngCursor, seedRng } from '../engine/rng';
import { nightsModule } from '../games/nights-of-blood';
import type { NightsState } from '../games/nights-of-blood/state';
import { report, timeMs, type Bench } from './harness';

const m = nightsModule;

export interface NightsGame {
  decisions: number;
  state: NightsState;
}

/** Plays one game; `bots(state)` gives the bot id of every seat once the sects are dealt. */
export function playNights(players: number, seed: string, bots: (s: NightsState) => string[]): NightsGame {
  let state = m.setup(m.parseConfig({ players }), seed).state;
  const ids = bots(state);
  const rng = new RngCursor(seedRng(`${seed}/bots`));
  let decisions = 0;
  for (;;) {
    const ds = m.decisions(state);
    if (!ds.length) break;
    const d = ds[0];
    const bot = ids[d.seat] === 'random' ? randomBot : getBot(m, ids[d.seat])!;
    const option = bot === randomBot ? rng.pick(d.options).id : bot.choose(m.view(state, d.seat), d, rng);
    state = m.apply(state, d.seat, option).state;
    decisions++;
    if (decisions > 50000) throw new Error(`nights bench: game ${seed} does not end`);
  }
  return { decisions, state };
}

type Side = 'ruling' | 'major' | 'minor' | 'none';

/** Which side won: the ruling sect, the larger or the smaller insurgent sect. */
export function winningSide(s: NightsState): Side {
  const w = s.series[s.series.length - 1]?.winner ?? null;
  if (w === null) return 'none';
  if (w === s.rulingSect) return 'ruling';
  const size = (x: string) => s.players.filter((p) => p.sect === x).length;
  const other = (['logia', 'culto', 'apostatas'] as const).find((x) => x !== s.rulingSect && x !== w)!;
  return size(w) >= size(other) ? 'major' : 'minor';
}

/** Win shares per side with heuristic bots everywhere. */
export function balance(players: number, games: number, prefix = 'balance'): Record<Side, number> {
  const wins: Record<Side, number> = { ruling: 0, major: 0, minor: 0, none: 0 };
  for (let g = 0; g < games; g++) {
    const { state } = playNights(players, `${prefix}-${players}-${g}`, (s) => s.players.map(() => 'heuristic'));
    wins[winningSide(state)]++;
  }
  for (const k of Object.keys(wins) as Side[]) wins[k] /= games;
  return wins;
}

export const nightsBench: Bench = async () => {
  const random = (s: NightsState) => s.players.map(() => 'random');
  // warm-up (JIT, young generation sizing) on every table size first, then long runs: with 10
  // warm-up and 40 measured games (~5,000 decisions, ~50 ms) per size the figure mostly measured
  // the compiler and the garbage collector settling (the 8-player figure came out twice the
  // 5-player one; CPU time counts the background compiler threads); 50 warm-up games per size
  // still left the figure at half the steady rate. See docs/engine.md, Nights of Blood third pass.
  for (const players of [5, 6, 7, 8]) for (let g = 0; g < 200; g++) playNights(players, `warm-${g}`, random);
  for (const players of [5, 6, 7, 8]) {
    const games = 400;
    const cpu0 = process.cpuUsage();
    const { ms, value } = timeMs(() => {
      let decisions = 0;
      for (let g = 0; g < games; g++) decisions += playNights(players, `bench-nights-${players}-${g}`, random).decisions;
      return decisions;
    });
    const cpu = process.cpuUsage(cpu0);
    // CPU time too: on the shared 2-core machine the wall figure mostly measures the load
    const cpuPerSecond = Math.round((value / ((cpu.user + cpu.system) / 1000)) * 1000);
    report('nights.random.decisionsPerSecond', (value / ms) * 1000, 'decisions/s', { players, cpuPerSecond });
    report('nights.random.gamesPerSecond', (games / ms) * 1000, 'games/s', { players, decisionsPerGame: value / games });
  }
  for (const players of [5, 6, 7, 8]) {
    const games = 150;
    const { ms, value } = timeMs(() => balance(players, games));
    report('nights.heuristic.winShare', value.ruling, 'ratio', { side: 'ruling', players, games, ms: Math.round(ms) });
    report('nights.heuristic.winShare', value.major, 'ratio', { side: 'insurgentMajor', players, games });
    report('nights.heuristic.winShare', value.minor, 'ratio', { side: 'insurgentMinor', players, games });
  }
  for (const side of ['ruling', 'insurgents'] as const) {
    const games = 120;
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const players = 5 + (g % 4);
      const { state } = playNights(players, `bench-nights-side-${side}-${g}`, (s) =>
        s.players.map((p) => ((p.sect === s.rulingSect) === (side === 'ruling') ? 'heuristic' : 'random')),
      );
      const w = winningSide(state);
      if (side === 'ruling' ? w === 'ruling' : w === 'major' || w === 'minor') wins++;
    }
    report('nights.heuristicSide.winRateVsRandom', wins / games, 'ratio', { side, games });
  }
  for (const role of ['regent', 'ally', 'insurgent'] as const) {
    const games = 120;
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const players = 5 + (g % 4);
      let hero = -1;
      const { state } = playNights(players, `bench-nights-role-${role}-${g}`, (s) => {
        const seats = s.players.map((p, i) => ({ p, i }));
        const pick = seats.filter(({ p }) =>
          role === 'regent' ? p.regent : role === 'ally' ? !p.regent && p.sect === s.rulingSect : p.sect !== s.rulingSect,
        );
        hero = pick[g % pick.length].i;
        return s.players.map((_, i) => (i === hero ? 'heuristic' : 'random'));
      });
      if (state.result!.ranking[0].includes(hero) && state.result!.scores[hero] > 0) wins++;
    }
    report('nights.heuristicRole.winRateVsRandom', wins / games, 'ratio', { role, games });
  }
};
