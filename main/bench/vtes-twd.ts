/**
 * Suite 'vtesTwd' (issue 29 item 4, issue 30 item 5): V:TES bots with tournament-winning decks drawn
 * from the 903 of ../shared/data/twd (seeded, so every run draws the same decks).
 * - `vtes.twd.heuristic.winRateVsRandom`: the heuristic bot with a TWD deck against three random bots
 *   with TWD decks, seat rotated (target ≥ 0.6 over ≥ 100 games; chance 0.25);
 * - `vtes.twd.soak.*`: 4-seat games where every seat is the heuristic bot with its own TWD deck. After
 *   every choice the invariants hold (core/invariants.ts) and a decision with options exists until
 *   the result; no choice throws; at the end the record replays to the same state hash. It counts
 *   the games in which a card that is not `full` was played (the log says "played by hand"), the
 *   manual windows offered and how the bot answered them (it passes them: the manual operations
 *   apply card text, and a bot has no text to apply);
 * - `vtes.twd.soak.fullCardsNeverPlayed`: the `full` library cards the bots held in at least five
 *   soak games and never played (issue 29 item 4: the bot plays every `full` card when it helps);
 * - `vtes.twd.setupMs`: set-up of a game with five TWD decks (issue 29: under 50 ms).
 * `node out/main/bench.cjs vtesTwd [games]`: the soak plays `games` games (default 200), the
 * win-rate run half as many (at least 100).
 */
import { loadavg } from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { getBot } from '../engine/bots';
import { RngCursor, seedRng } from '../engine/rng';
import { GameSession } from '../engine/session';
import type { GameRecord } from '../engine/types';
import { vtesModule } from '../games/vtes/module';
import type { VtesState } from '../games/vtes/core/state';
import { defsOf } from '../games/vtes/core/card-tables';
import type { CardDetail } from '../cards/types';
import { SHARED_DATA } from '../testing/shared-data';
import { officialCards, twdDecks } from './card-coverage';
import { percentile, report, timeMs, type Bench } from './harness';

type Deck = { crypt: { id: string; count: number }[]; library: { id: string; count: number }[] };

export interface Pool {
  decks: Deck[];
  byUid: Map<string, CardDetail>;
}

export function loadPool(): Pool | null {
  if (!fs.existsSync(path.join(SHARED_DATA, 'twd'))) return null;
  const all = officialCards(SHARED_DATA);
  const lists = (counts: Record<string, number>) => Object.entries(counts).map(([uid, count]) => ({ id: uid.slice(5), count }));
  const decks = twdDecks(SHARED_DATA, all)
    .map((d) => ({ crypt: lists(d.crypt), library: lists(d.library) }))
    // a deck needs a crypt and a library to be played (a few archive files list only part of one)
    .filter((d) => d.crypt.length && d.library.length);
  return { decks, byUid: new Map(all.map((c) => [c.uid, c])) };
}

/** `n` decks drawn without repetition for the game `seed`, and the config that plays them. */
export function twdConfig(pool: Pool, seed: string, n: number, maxTurns: number): unknown {
  const rng = new RngCursor(seedRng(`${seed}/decks`));
  const picked = new Set<number>();
  while (picked.size < n) picked.add(rng.int(pool.decks.length));
  const decks = [...picked].map((i) => pool.decks[i]);
  const uids = new Set(decks.flatMap((d) => [...d.crypt, ...d.library].map((x) => `vtes:${x.id}`)));
  const cards = [...uids].flatMap((u) => (pool.byUid.has(u) ? [pool.byUid.get(u)!] : []));
  return { edition: 'vekn-current', decks, deckCheck: false, maxTurns, cards };
}

export interface SoakGame {
  seed: string;
  choices: number;
  finished: boolean;
  byLimit: boolean;
  problem: string | null;
  /** Cards played whose automation is not `full` (by card name), and the manual windows the bot passed. */
  manualPlays: string[];
  manualOffered: number;
  manualTaken: number;
  winner: number | null;
  /** Each decision's bot time in ms. */
  times: number[];
  /** `full` card ids that were in a hand when its seat had a decision, and card ids played (issue 29 item 4). */
  held: Set<string>;
  played: Set<string>;
}

/** One game with the named bot in each seat; every check of the soak after every choice. */
export function soakGame(pool: Pool, seed: string, bots: string[], maxTurns = 120, maxChoices = 30_000): SoakGame {
  const out: SoakGame = {
    seed,
    choices: 0,
    finished: false,
    byLimit: false,
    problem: null,
    manualPlays: [],
    manualOffered: 0,
    manualTaken: 0,
    winner: null,
    times: [],
    held: new Set(),
    played: new Set(),
  };
  const seats = bots.map((bot, i) => ({ name: `B${i}`, kind: 'bot' as const, bot }));
  let s: GameSession;
  try {
    s = GameSession.create(vtesModule, twdConfig(pool, seed, bots.length, maxTurns), seats, seed);
  } catch (e) {
    out.problem = `setup threw: ${e instanceof Error ? e.message : String(e)}`;
    return out;
  }
  const rng = new RngCursor(seedRng(`${seed}/bots`));
  let seen = 0;
  const fail = (p: string) => (out.problem ??= `choice #${out.choices}: ${p}`);
  while (!out.problem && !s.isOver()) {
    if (out.choices >= maxChoices) {
      fail(`no end after ${maxChoices} choices`);
      break;
    }
    const d = s.decisions()[0];
    if (!d || !d.options.length) {
      fail('a decision with no options, or none before the result');
      break;
    }
    const offered = d.options.some((o) => o.id === 'manual');
    const st = s.state as VtesState;
    for (const u of st.seats[d.seat].zones.hand) if (defsOf(st)[st.cards[u].cid]?.automation === 'full') out.held.add(st.cards[u].cid);
    const bot = getBot(vtesModule, seats[d.seat].bot)!;
    try {
      const t0 = performance.now();
      const id = bot.choose(vtesModule.view(s.state as VtesState, d.seat), d, rng);
      out.times.push(performance.now() - t0);
      if (offered) {
        out.manualOffered++;
        if (id === 'manual') out.manualTaken++;
      }
      s.choose(d.seat, id);
    } catch (e) {
      fail(`choose threw: ${e instanceof Error ? e.message : String(e)}`);
      break;
    }
    out.choices++;
    const bad = vtesModule.invariants?.(s.state as VtesState) ?? [];
    if (bad.length) fail(`invariants: ${bad.join('; ')}`);
    for (; seen < s.events.length; seen++) {
      const e = s.events[seen];
      if (e.type === 'vtes.playedByHand') out.manualPlays.push(String(e.params?.name));
      if (e.type === 'vtes.play' && e.rule !== 'vtes-es:6.3.3' && e.params?.cid !== undefined) out.played.add(String(e.params.cid));
    }
  }
  if (out.problem) return out;
  const result = s.result();
  if (!result) {
    fail('no decision left but no result');
    return out;
  }
  out.finished = true;
  out.byLimit = (s.state as VtesState).maxTurns > 0 && (s.state as VtesState).turn >= (s.state as VtesState).maxTurns;
  if (result.ranking[0].length === 1) out.winner = result.ranking[0][0];
  try {
    const replay = GameSession.fromRecord(vtesModule, JSON.parse(JSON.stringify(s.record())) as GameRecord);
    if (replay.hash() !== s.hash()) fail('replaying the record gives a different state hash');
  } catch (e) {
    fail(`replay threw: ${e instanceof Error ? e.message : String(e)}`);
  }
  return out;
}

/** Cards in the game's decks whose automation is `full`, as a share of its card slots. */
function fullShare(s: VtesState): number {
  const defs = defsOf(s);
  const all = Object.values(s.cards);
  return all.filter((c) => defs[c.cid]?.automation === 'full').length / Math.max(1, all.length);
}

export const vtesTwdBench: Bench = async () => {
  const pool = loadPool();
  if (!pool) {
    report('vtes.twd.soak.skipped', 1, 'flag', { note: 'no ../shared/data/twd here' });
    return;
  }
  const games = Math.max(1, Number(process.argv[3] ?? 200));
  const load = () => Math.round(loadavg()[0] * 100) / 100;

  // set-up of a game with five TWD decks, after a warm-up
  const setups: number[] = [];
  for (let g = 0; g < 60; g++) {
    const config = vtesModule.parseConfig(twdConfig(pool, `setup-${g}`, 5, 0));
    const t = timeMs(() => vtesModule.setup(config, `setup-${g}`));
    if (g >= 10) setups.push(t.ms);
  }
  setups.sort((a, b) => a - b);
  report('vtes.twd.setupMs', percentile(setups, 50), 'ms', {
    p95: Math.round(percentile(setups, 95) * 1000) / 1000,
    seats: 5,
    runs: setups.length,
    load: load(),
  });

  // the heuristic bot with a TWD deck against three random bots with TWD decks
  const hGames = Math.max(100, Math.ceil(games / 2));
  let wins = 0;
  let hProblems = 0;
  for (let g = 0; g < hGames; g++) {
    const hero = g % 4;
    const r = soakGame(
      pool,
      `twd-h-${g}`,
      [0, 1, 2, 3].map((i) => (i === hero ? 'heuristic' : 'random')),
    );
    if (r.problem) hProblems++;
    if (r.winner === hero) wins++;
  }
  report('vtes.twd.heuristic.winRateVsRandom', wins / hGames, 'ratio', {
    games: hGames,
    players: 4,
    chance: 0.25,
    problems: hProblems,
    load: load(),
  });

  // the soak: heuristic bots in every seat
  const problems: string[] = [];
  let finished = 0;
  let byLimit = 0;
  let withManual = 0;
  let manualPlays = 0;
  let offered = 0;
  let taken = 0;
  let choices = 0;
  const times: number[] = [];
  const manualCards = new Map<string, number>();
  const heldGames = new Map<string, number>();
  const playedGames = new Map<string, number>();
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  let share = 0;
  const { ms } = timeMs(() => {
    for (let g = 0; g < games; g++) {
      const r = soakGame(pool, `twd-soak-${g}`, ['heuristic', 'heuristic', 'heuristic', 'heuristic']);
      if (r.problem) problems.push(`${r.seed}: ${r.problem}`);
      if (r.finished) finished++;
      if (r.byLimit) byLimit++;
      if (r.manualPlays.length) withManual++;
      manualPlays += r.manualPlays.length;
      for (const n of r.manualPlays) manualCards.set(n, (manualCards.get(n) ?? 0) + 1);
      offered += r.manualOffered;
      taken += r.manualTaken;
      choices += r.choices;
      times.push(...r.times);
      for (const c of r.held) bump(heldGames, c);
      for (const c of r.played) bump(playedGames, c);
    }
  });
  // the decks' share of `full` cards (their card instances), for the record
  for (let g = 0; g < Math.min(games, 20); g++) {
    const config = vtesModule.parseConfig(twdConfig(pool, `twd-soak-${g}`, 4, 120));
    share += fullShare(vtesModule.setup(config, `twd-soak-${g}`).state as VtesState);
  }
  times.sort((a, b) => a - b);
  const top = [...manualCards.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
  report('vtes.twd.soak.clean', problems.length === 0 ? 1 : 0, 'flag', {
    games,
    finished,
    byTurnLimit: byLimit,
    problems: problems.slice(0, 5),
    problemCount: problems.length,
    choices,
    minutes: Math.round(ms / 600) / 100,
    load: load(),
  });
  report('vtes.twd.soak.gamesWithManualPlay', withManual / games, 'ratio', {
    games,
    manualPlays,
    mostPlayedByHand: top.map(([n, k]) => `${n} ×${k}`),
    manualWindowsOffered: offered,
    manualWindowsTaken: taken,
    botAnswer:
      'the bot applies no card text by hand: it passes the manual operations, or opens the window and closes it unused; the card stays in play and its automated part runs',
    fullCardShare: Math.round((share / Math.min(games, 20)) * 1000) / 1000,
  });
  neverPlayedReport(pool, heldGames, playedGames, games);
  report('vtes.twd.soak.botDecisionMs', percentile(times, 50), 'ms', {
    p95: Math.round(percentile(times, 95) * 1000) / 1000,
    max: Math.round((times[times.length - 1] ?? 0) * 1000) / 1000,
  });
};

/**
 * Issue 29 item 4 (the bot plays every `full` card when it helps): the `full` library cards the
 * heuristic bots held in hand in at least five soak games and never played in any. A card there is
 * one the bot's readers give no value (or whose moment never came: a reaction to something rare).
 */
function neverPlayedReport(pool: Pool, heldGames: Map<string, number>, playedGames: Map<string, number>, games: number): void {
  const held = [...heldGames.entries()];
  const never = held
    .filter(([cid, n]) => n >= 5 && !playedGames.has(cid))
    .sort((a, b) => b[1] - a[1])
    .map(([cid, n]) => `${pool.byUid.get(`vtes:${cid}`)?.name ?? cid} (held in ${n} games)`);
  report('vtes.twd.soak.fullCardsNeverPlayed', never.length, 'cards', {
    games,
    fullCardsHeld: held.length,
    fullCardsPlayed: held.filter(([cid]) => playedGames.has(cid)).length,
    neverPlayed: never.slice(0, 25),
    note: 'full library cards held by a heuristic bot in at least five soak games and never played (burning a political action for its vote not counted as playing it)',
  });
}
