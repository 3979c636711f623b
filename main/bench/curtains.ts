/**
 * Suite 'curtains' (issue 16, "fewer curtain passes"): how often a hotseat game with two human
 * seats hands the screen from one human to the other. The Play screen shows a curtain each time
 * the human who must answer changes (and once at the start), so that count is what the players
 * live through. Seeded games through the engine session as the games service drives them: bots
 * answer their seats, and the two humans are answered by the heuristic bot from their own view.
 * Reported per game: passes per game, per 100 human answers and (V:TES) per turn.
 *
 * `…WithStanding` (V:TES): the same games where a human who passes once in an action of another
 * Methuselah (no block, no reaction) or in a combat sets the standing "I will not respond during
 * this action / combat" (main/common/standing-pass.ts), and the Play screen answers that seat's
 * later responses in it with their pass, without a curtain, as GameScreen does.
 * `…WithTurnStanding`: the same, but a human passing in another Methuselah's turn sets "I will not
 * respond during this turn" (in a combat of its own turn, "this combat").
 */
import { getBot, randomBot } from '../engine/bots';
import { RngCursor, seedRng } from '../engine/rng';
import { GameSession, type AnyModule } from '../engine/session';
import type { SeatConfig } from '../engine/types';
import { bloodborneModule } from '../games/bloodborne';
import { nightsModule } from '../games/nights-of-blood';
import { vendettaModule } from '../games/vendetta';
import { vtesModule } from '../games/vtes/module';
import { currentScopes, standingAnswer, standingHolds, type StandingPass } from '../common/standing-pass';
import { report, type Bench } from './harness';

interface Case {
  module: AnyModule;
  config: unknown;
  players: number;
  /** A game's turn counter, where it has one. */
  turn?(state: unknown): number;
}

const CASES: Case[] = [
  {
    module: vtesModule as AnyModule,
    config: {
      edition: 'vekn-current',
      decks: ['brujah', 'malkavian', 'nosferatu', 'ventrue'].map((starter) => ({ starter })),
      deckCheck: true,
      maxTurns: 24,
    },
    players: 4,
    turn: (s) => (s as { turn: number }).turn,
  },
  { module: vendettaModule as AnyModule, config: { players: 3 }, players: 3 },
  { module: bloodborneModule as AnyModule, config: { players: 3 }, players: 3 },
  { module: nightsModule as AnyModule, config: { players: 5 }, players: 5 },
];

const GAMES = 6;

function seats(players: number, bot: string): SeatConfig[] {
  return Array.from({ length: players }, (_, i) =>
    i < 2 ? { name: `H${i + 1}`, kind: 'human' } : { name: `B${i + 1}`, kind: 'bot', bot },
  );
}

type Mode = 'none' | 'action' | 'turn';

/** Plays one seeded game; returns the curtain passes, the human answers and the turns. */
function play(c: Case, seed: string, mode: Mode = 'none'): { passes: number; answers: number; turns: number } {
  const bot = getBot(c.module, 'heuristic') ? 'heuristic' : 'random';
  const s = GameSession.create(c.module, c.config, seats(c.players, bot), seed);
  const chooser = getBot(c.module, bot) ?? randomBot;
  const standing = new Map<number, StandingPass>();
  let passes = 0;
  let answers = 0;
  let last: number | null = null;
  for (let i = 0; i < 20_000 && !s.isOver(); i++) {
    s.runBots();
    const d = s.nextHuman();
    if (!d) break;
    const held = standing.get(d.seat);
    if (held) {
      const dto = s.viewFor(d.seat);
      const answer = standingHolds(held, dto) ? standingAnswer(d) : null;
      if (answer) {
        s.choose(d.seat, answer.id);
        answers++;
        continue;
      }
      if (!standingHolds(held, dto)) standing.delete(d.seat);
    }
    if (d.seat !== last) passes++;
    last = d.seat;
    const option = chooser.choose(c.module.view(s.state, d.seat), d, new RngCursor(seedRng(`${seed}/h/${i}`)));
    if (mode !== 'none' && option === standingAnswer(d)?.id) {
      const dto = s.viewFor(d.seat);
      const scopes = currentScopes(dto);
      const active = (dto.view as { active?: number }).active;
      if (mode === 'turn' && scopes.turn !== undefined) standing.set(d.seat, { kind: 'turn', n: scopes.turn });
      else if (scopes.combat !== undefined) standing.set(d.seat, { kind: 'combat', n: scopes.combat });
      else if (scopes.action !== undefined && active !== d.seat) standing.set(d.seat, { kind: 'action', n: scopes.action });
    }
    s.choose(d.seat, option);
    answers++;
  }
  return { passes, answers, turns: c.turn ? c.turn(s.state) : 0 };
}

export const curtainsBench: Bench = async () => {
  for (const c of CASES) {
    for (const mode of c.turn ? (['none', 'action', 'turn'] as const) : (['none'] as const)) {
      let passes = 0;
      let answers = 0;
      let turns = 0;
      for (let g = 0; g < GAMES; g++) {
        const r = play(c, `bench-curtains-${c.module.id}-${g}`, mode);
        passes += r.passes;
        answers += r.answers;
        turns += r.turns;
      }
      const extra = { games: GAMES, players: c.players, humans: 2 };
      const tail = { none: '', action: 'WithStanding', turn: 'WithTurnStanding' }[mode];
      report(`${c.module.id}.curtain.passesPerGame${tail}`, passes / GAMES, 'passes', extra);
      report(`${c.module.id}.curtain.passesPer100Answers${tail}`, (100 * passes) / Math.max(1, answers), 'passes', extra);
      if (c.turn) report(`${c.module.id}.curtain.passesPerTurn${tail}`, passes / Math.max(1, turns), 'passes', extra);
    }
  }
};
