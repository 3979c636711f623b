/**
 * Suite 'engine': speed of the game-agnostic core on the toy game (design.md §2 asks to keep
 * the hot path that bots and fuzzers use cheap). Games add their own figures in their suites.
 */
import { randomBot } from '../engine/bots';
import { RngCursor, seedRng } from '../engine/rng';
import { GameSession } from '../engine/session';
import { toyModule } from '../engine/testing/toy';
import { runPlayouts } from '../engine/testing/playout';
import { report, timeMs, type Bench } from './harness';

function playGames(games: number, players: number): { decisions: number } {
  let decisions = 0;
  for (let g = 0; g < games; g++) {
    const seats = Array.from({ length: players }, (_, i) => ({ name: `B${i}`, kind: 'bot' as const, bot: 'random' }));
    const s = GameSession.create(toyModule, { players, rounds: 10 }, seats, `bench-${g}`);
    const rng = new RngCursor(seedRng(`bench-${g}`));
    while (!s.isOver()) {
      const ds = s.decisions();
      const d = ds[rng.int(ds.length)];
      s.choose(d.seat, randomBot.choose(null, d, rng));
      decisions++;
    }
  }
  return { decisions };
}

export const engineBench: Bench = async () => {
  playGames(300, 4); // warm-up (JIT)
  const games = 2000;
  const { ms, value } = timeMs(() => playGames(games, 4));
  report('engine.toy.decisionsPerSecond', (value.decisions / ms) * 1000, 'decisions/s', { game: 'toy', players: 4 });
  report('engine.toy.gamesPerSecond', (games / ms) * 1000, 'games/s', { game: 'toy', players: 4 });

  const bots = timeMs(() => {
    for (let g = 0; g < 500; g++) {
      const seats = Array.from({ length: 4 }, (_, i) => ({ name: `B${i}`, kind: 'bot' as const, bot: 'random' }));
      GameSession.create(toyModule, { players: 4, rounds: 10 }, seats, `bots-${g}`).runBots();
    }
  });
  report('engine.toy.botGamesPerSecond', (500 / bots.ms) * 1000, 'games/s', { game: 'toy', players: 4, note: 'runBots with seat views' });

  const replays = timeMs(() => {
    const s = GameSession.create(
      toyModule,
      { players: 4, rounds: 10 },
      Array.from({ length: 4 }, (_, i) => ({ name: `B${i}`, kind: 'bot' as const, bot: 'random' })),
      'replay',
    );
    s.runBots();
    const rec = s.record();
    for (let i = 0; i < 500; i++) GameSession.fromRecord(toyModule, rec);
    return rec.choices.length;
  });
  report('engine.toy.replayDecisionsPerSecond', ((500 * replays.value) / replays.ms) * 1000, 'decisions/s', { game: 'toy' });

  const fuzz = timeMs(() => runPlayouts(toyModule, [{ players: 2 }, { players: 3 }, { players: 4 }], { games: 300, seedPrefix: 'bench' }));
  report('engine.toy.checkedPlayoutsPerSecond', (300 / fuzz.ms) * 1000, 'games/s', { note: 'invariants + purity hash + replay check' });
};
