/**
 * Golden games (issue 14 item 2): seeded bot games whose final state hash, event stream hash and
 * decision count are recorded in a small committed fixture, so a speed change to a rules module
 * proves it changes no result. A game is driven through the module directly (setup, decisions,
 * apply, view for the non-random bots), the first pending decision answered each time.
 *
 * Regenerate a fixture only for a deliberate rules change: VITAE_GOLDEN_WRITE=1 npx vitest run <test>.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { getBot, randomBot, type BotOwner } from '../engine/bots';
import { canonicalJson, stateHash } from '../engine/hash';
import { RngCursor, seedRng } from '../engine/rng';
import type { GameEvent, GameModule } from '../engine/types';
import { describe, expect, it } from 'vitest';

export interface GoldenCase {
  config: object;
  seed: string;
  /** Bot id per seat ('random' or one of the module's bots); a function when seats depend on the state. */
  bots: string[] | ((state: unknown) => string[]);
}

/** One line of a fixture: `seed decisions stateHash eventsHash` (hashes shortened to 16 hex digits). */
export function playGolden<S>(m: GameModule<S>, c: GoldenCase, opts: { freeze?: boolean } = {}): string {
  const maxDecisions = 100000;
  const first = m.setup(m.parseConfig(c.config), c.seed);
  let state = first.state;
  const ids = typeof c.bots === 'function' ? c.bots(state) : c.bots;
  const bots = ids.map((id) => getBot(m as BotOwner, id) ?? randomBot);
  const rng = new RngCursor(seedRng(`${c.seed}/golden`));
  // the log's events, as the session keeps them (a module may decorate outside `apply`)
  const shown = (st: S, ev: GameEvent[]): GameEvent[] => (m.decorate ? m.decorate(st, ev) : ev);
  const events = createHash('sha256').update(canonicalJson(shown(first.state, first.events)));
  let decisions = 0;
  for (;;) {
    const ds = m.decisions(state);
    if (!ds.length) break;
    const d = ds[0];
    const bot = bots[d.seat];
    if (opts.freeze) deepFreeze(state);
    const option = bot === randomBot ? rng.pick(d.options).id : bot.choose(m.view(state, d.seat), d, rng);
    const r = m.apply(state, d.seat, option);
    events.update(canonicalJson(shown(r.state, r.events)));
    state = r.state;
    if (++decisions > maxDecisions) throw new Error(`golden game ${c.seed} does not end`);
  }
  return `${c.seed} ${decisions} ${stateHash(state).slice(0, 16)} ${events.digest('hex').slice(0, 16)}`;
}

/**
 * Freezes every object reachable from `value` (stopping at objects already frozen, so states
 * that share structure cost only their new parts). A rules module that shares structure between
 * states (copy-on-write) must never write into what it shares: with frozen inputs such a write
 * throws a TypeError (modules are strict code) instead of silently corrupting earlier states.
 */
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value as object)) deepFreeze(v);
}

/** Plays every case; writes the fixture when VITAE_GOLDEN_WRITE is set; returns [expected, actual] lines. */
export function goldenLines<S>(
  m: GameModule<S>,
  cases: GoldenCase[],
  fixture: string,
  opts: { freeze?: boolean } = {},
): { expected: string[]; actual: string[] } {
  const actual = cases.map((c) => playGolden(m, c, opts));
  if (process.env.VITAE_GOLDEN_WRITE && !opts.freeze) fs.writeFileSync(fixture, `${actual.join('\n')}\n`);
  const expected = fs.readFileSync(fixture, 'utf8').trim().split('\n');
  return { expected, actual };
}

/**
 * The two golden tests of a game: every case gives the recorded lines of `fixture`, and a third of
 * the cases give the same lines with every state frozen (apply never writes into its input).
 */
export function describeGolden<S>(title: string, m: GameModule<S>, cases: () => GoldenCase[], fixture: string): void {
  describe(title, () => {
    it('seeded random and heuristic games give the recorded decision counts, state hashes and event hashes', () => {
      const { expected, actual } = goldenLines(m, cases(), fixture);
      expect(actual).toEqual(expected);
    }, 300_000);

    it('apply never writes into its input state (every state frozen): a third of the games, same lines', () => {
      const { expected, actual } = goldenLines(
        m,
        cases().filter((_, i) => i % 3 === 0),
        fixture,
        { freeze: true },
      );
      expect(actual).toEqual(expected.filter((_, i) => i % 3 === 0));
    }, 300_000);
  });
}
