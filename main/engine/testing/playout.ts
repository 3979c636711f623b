/**
 * Seeded random playouts (design.md §6, layer 2), reusable by every game module:
 *
 *   runPlayouts(vendettaModule, [{ players: 3 }, { players: 5 }], { games: 200, seedPrefix: 'v' })
 *
 * Plays games where every seat is the random bot. After every choice it checks the module's
 * `invariants`, that a decision exists until `result` is set (and none after), that `apply`
 * did not mutate its input (optional, `checkPurity`), that no seat's view contains a value
 * given by `hiddenFor` for that seat; at the end, that replaying the record gives the same
 * state hash. A failure throws an Error naming the seed and the choice index, so
 * `replayTo(module, record, index)` can rebuild the situation.
 */
import { randomBot } from '../bots';
import { stateHash } from '../hash';
import { RngCursor, seedRng } from '../rng';
import { GameSession, type AnyModule } from '../session';
import type { GameRecord, SeatId } from '../types';
import { findLeaks } from './leaks';

export interface PlayoutOptions {
  games: number;
  seedPrefix: string;
  /** Choices per game before the playout calls it a non-terminating game. Default 20 000. */
  maxChoices?: number;
  /** Hash the input state before and after each apply to catch mutation (slower). Default true. */
  checkPurity?: boolean;
  /** Values of the raw state that `seat` must not see (e.g. other seats' hand card ids). */
  hiddenFor?: (state: unknown, seat: SeatId) => unknown[];
  /** Called with every finished game (for statistics). */
  onGame?: (info: { seed: string; config: unknown; choices: number; session: GameSession }) => void;
}

export interface PlayoutSummary {
  games: number;
  choices: number;
  finished: number;
}

export class PlayoutFailure extends Error {
  constructor(
    readonly seed: string,
    readonly config: unknown,
    readonly choiceIndex: number,
    readonly problem: string,
  ) {
    super(`playout failed: seed=${JSON.stringify(seed)} config=${JSON.stringify(config)} choice #${choiceIndex}: ${problem}`);
    this.name = 'PlayoutFailure';
  }
}

/** Wraps a module so that apply's input is hashed before and after (mutation check). */
function purityChecked(module: AnyModule, onMutation: (msg: string) => void): AnyModule {
  // Object.create keeps class-based modules working (methods on the prototype).
  const wrapped = Object.create(module) as AnyModule;
  wrapped.apply = (state: unknown, seat: SeatId, option: string) => {
    const before = stateHash(state);
    const res = module.apply(state, seat, option);
    if (stateHash(state) !== before) onMutation(`apply(${seat}, ${option}) mutated its input state`);
    return res;
  };
  return wrapped;
}

export function runPlayouts(module: AnyModule, configs: unknown[], opts: PlayoutOptions): PlayoutSummary {
  const maxChoices = opts.maxChoices ?? 20_000;
  const summary: PlayoutSummary = { games: 0, choices: 0, finished: 0 };
  for (let g = 0; g < opts.games; g++) {
    const config = configs[g % configs.length];
    const seed = `${opts.seedPrefix}-${g}`;
    let index = 0;
    const fail = (problem: string): never => {
      throw new PlayoutFailure(seed, config, index, problem);
    };
    let mutation: string | null = null;
    const mod = opts.checkPurity === false ? module : purityChecked(module, (m) => (mutation ??= m));
    let session: GameSession;
    try {
      const parsed = module.parseConfig(config);
      const seats = Array.from({ length: module.seatCount(parsed) }, (_, i) => ({
        name: `P${i + 1}`,
        kind: 'bot' as const,
        bot: 'random',
      }));
      session = GameSession.create(mod, config, seats, seed);
    } catch (e) {
      return fail(`setup threw: ${e instanceof Error ? e.message : String(e)}`);
    }
    const check = () => {
      if (mutation) fail(mutation);
      const bad = module.invariants?.(session.state) ?? [];
      if (bad.length) fail(`invariants: ${bad.join('; ')}`);
      const over = session.isOver();
      const result = session.result();
      if (over && !result) fail('no decision left but result() is null');
      if (!over && result) fail('result() is set but decisions remain');
      for (const d of session.decisions()) {
        if (!d.options.length) fail(`decision ${d.kind} for seat ${d.seat} has no options`);
        if (new Set(d.options.map((o) => o.id)).size !== d.options.length) fail(`decision ${d.kind} has duplicate option ids`);
      }
      if (opts.hiddenFor) {
        for (let seat = 0; seat < session.seats.length; seat++) {
          const leaks = findLeaks(session.viewFor(seat), opts.hiddenFor(session.state, seat));
          if (leaks.length) fail(`view of seat ${seat} leaks ${leaks.join(', ')}`);
        }
      }
    };
    check();
    const rng = new RngCursor(seedRng(`${seed}/playout`));
    while (!session.isOver()) {
      if (index >= maxChoices) fail(`no end after ${maxChoices} choices`);
      const ds = session.decisions();
      const d = ds[rng.int(ds.length)];
      const option = randomBot.choose(null, d, rng);
      try {
        session.choose(d.seat, option);
      } catch (e) {
        fail(`choose(${d.seat}, ${option}) threw: ${e instanceof Error ? e.message : String(e)}`);
      }
      index++;
      check();
    }
    const record: GameRecord = session.record();
    let replayHash: string;
    try {
      replayHash = GameSession.fromRecord(module, JSON.parse(JSON.stringify(record)) as GameRecord).hash();
    } catch (e) {
      return fail(`replay threw: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (replayHash !== session.hash()) fail('replaying the record gives a different state hash');
    summary.games++;
    summary.finished++;
    summary.choices += index;
    opts.onGame?.({ seed, config, choices: index, session });
  }
  return summary;
}

/** Rebuilds the session a playout failure names (its first `choiceIndex` choices). */
export function replayTo(module: AnyModule, record: GameRecord, choiceIndex: number): GameSession {
  return GameSession.fromRecord(module, record, choiceIndex);
}
