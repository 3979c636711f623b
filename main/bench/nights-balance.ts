/**
 * Suite 'nightsBalance' (issue 33 item 4, long: run by name): the share of games each Nights of
 * Blood side wins with search bots in every seat, per player count, beside the same seeds with
 * heuristic bots in every seat (docs/nights-of-blood-designed-cards.md). One JSON line per game, so
 * that runs cut short or split can be summed, and one per player count and kind of bots at the end.
 *
 * A whole table of search bots at the normal level does not fit a shared machine's session, so the
 * insurgents' tree runs at a reduced budget (BALANCE_BUDGET: 24 iterations, 6 samples, rollouts
 * of 24 decisions, as in the first balance run); the ruling sect's turns keep the normal level's
 * paired samples (cheap). Environment: BALANCE_N (games per player count, default 100),
 * BALANCE_FIRST (first game index, default 0), BALANCE_PLAYERS (default '5,6,7,8'),
 * BALANCE_BOTS ('search,heuristic' by default).
 */
import { RngCursor, seedRng } from '../engine/rng';
import type { Bot } from '../engine/types';
import { nightsModule } from '../games/nights-of-blood';
import { heuristicBot } from '../games/nights-of-blood/bot';
import { NIGHTS_BUDGETS, nightsSearchBot, nightsSide, type NightsBudget } from '../games/nights-of-blood/search';
import type { NightsState } from '../games/nights-of-blood/state';
import { report, type Bench } from './harness';

export const BALANCE_BUDGET: NightsBudget = {
  iterations: 24,
  determinizations: 6,
  rolloutDepth: 24,
  steps: 2_000,
  minIterations: 12,
  paired: NIGHTS_BUDGETS.normal.paired,
};

const m = nightsModule;

/**
 * The side that won, named as the search bench names the seats' sides (nightsSide: of two insurgent
 * sects of equal size, the larger is the one drawn first), or 'none'.
 */
function wonBy(s: NightsState): string {
  const w = s.series[s.series.length - 1]?.winner ?? null;
  const seat = s.players.findIndex((p) => p.sect === w);
  return w === null || seat < 0 ? 'none' : nightsSide(s, seat);
}

/** One game with `bot` in every seat (its generator per choice, as the table derives it). */
function play(players: number, seed: string, bot: Bot): NightsState {
  let state = m.setup(m.parseConfig({ players }), seed).state;
  for (let n = 0; ; n++) {
    const ds = m.decisions(state);
    if (!ds.length) return state;
    const d = ds[0];
    const option = bot.choose(m.view(state, d.seat), d, new RngCursor(seedRng(`${seed}/bot/${n}`)));
    state = m.apply(state, d.seat, option).state;
    if (n > 50_000) throw new Error(`nights balance: game ${seed} does not end`);
  }
}

export const nightsBalanceBench: Bench = async () => {
  const games = Number(process.env.BALANCE_N ?? 100);
  const first = Number(process.env.BALANCE_FIRST ?? 0);
  const counts = (process.env.BALANCE_PLAYERS ?? '5,6,7,8').split(',').map(Number);
  const kinds = (process.env.BALANCE_BOTS ?? 'search,heuristic').split(',');
  const bots: Record<string, Bot> = { search: nightsSearchBot('search-balance', BALANCE_BUDGET), heuristic: heuristicBot };
  const tally = new Map<string, { wins: Record<string, number>; seats: Record<string, number>; games: number }>();
  // player counts interleaved, so that a run cut short still covers every count
  for (let g = first; g < first + games; g++)
    for (const players of counts)
      for (const kind of kinds) {
        const seed = `bal-${players}-${g}`;
        const end = play(players, seed, bots[kind]);
        const side = wonBy(end);
        const seats: Record<string, number> = { ruling: 0, major: 0, minor: 0 };
        for (let x = 0; x < players; x++) seats[nightsSide(end, x)]++;
        report('nights.balance.game', g, 'game', { players, bots: kind, side, seats, nights: end.night });
        const key = `${players}/${kind}`;
        const t = tally.get(key) ?? {
          wins: { ruling: 0, major: 0, minor: 0, none: 0 },
          seats: { ruling: 0, major: 0, minor: 0 },
          games: 0,
        };
        t.wins[side]++;
        for (const k of Object.keys(seats)) t.seats[k] += seats[k];
        t.games++;
        tally.set(key, t);
      }
  for (const [key, t] of tally) {
    const [players, kind] = key.split('/');
    const share = (k: string) => Math.round((t.wins[k] / t.games) * 1000) / 1000;
    const seats = (k: string) => Math.round((t.seats[k] / t.games) * 100) / 100;
    report('nights.balance.sides', t.games, 'games', {
      players: Number(players),
      bots: kind,
      ruling: share('ruling'),
      major: share('major'),
      minor: share('minor'),
      none: share('none'),
      seats: { ruling: seats('ruling'), major: seats('major'), minor: seats('minor') },
    });
  }
};
