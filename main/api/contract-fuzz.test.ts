/**
 * Property-based fuzzing of the whole service contract (issue 9): for every operation, inputs
 * derived from its zod schema and inputs just outside it. Properties:
 * - the dispatcher always answers an envelope and never throws;
 * - no input ends in an `internal` error (an exception the code did not expect);
 * - a rejected call changes nothing (the stores are compared before and after);
 * - an accepted call keeps the stores' invariants (foreign keys, lists still answer).
 * A fixed seed in `npm test`; `npm run fuzz` runs the same properties much longer.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/store';
import { createHost, type Host } from '../services/host';
import { inputsOf } from '../testing/arbitrary-from-schema';
import { contract, type OpName } from './contract';
import type { ApiResult } from '../common/errors';

const RUNS = Number(process.env.VITAE_FUZZ_RUNS ?? 20);
const SEED = Number(process.env.VITAE_FUZZ_SEED ?? 9091);

let host: Host;
const known: string[] = [];
const byField: Record<string, string[]> = { id: [], uid: [], game: ['vtes', 'vendetta', 'toy'] };

/** What a rejected call must leave untouched: every row of settings, decks and games, and the catalog's shape. */
function dump(): string {
  const out: unknown[] = [];
  const tables = (s: Store) =>
    s.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map((r) => r.name);
  for (const s of [host.ctx.stores.user, host.ctx.stores.games]) {
    for (const t of tables(s)) out.push(t, s.all(`SELECT * FROM "${t}" ORDER BY rowid`));
  }
  const c = host.ctx.stores.catalog;
  for (const t of tables(c)) out.push(t, c.get(`SELECT count(*) AS n FROM "${t}"`));
  out.push(c.all('SELECT * FROM meta ORDER BY key'));
  out.push(host.ctx.notices.length);
  return JSON.stringify(out);
}

function invariantsHold(): void {
  for (const s of Object.values(host.ctx.stores)) expect(s.all('PRAGMA foreign_key_check')).toEqual([]);
}

beforeAll(async () => {
  host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'] });
  const d = host.dispatcher;
  const deck = (await d.call('decks.create', {
    content: { name: 'Fuzz', edition: 'vekn-current', tableSize: 5, crypt: {}, library: {}, notes: '', tags: ['t'] },
  })) as ApiResult<{ id: string }>;
  if (deck.ok) byField.id.push(deck.value.id);
  const game = (await d.call('games.create', {
    game: 'vendetta',
    seats: ['Ana', 'Jan', 'Ola', 'Eva'].map((name) => ({ name, kind: 'human' })),
    seed: 'fuzz',
  })) as ApiResult<{ id: string }>;
  if (game.ok) byField.id.push(game.value.id);
  const cards = (await d.call('cards.search', { q: '', filters: {}, offset: 0, limit: 3 })) as ApiResult<{ items: { uid: string }[] }>;
  if (cards.ok) byField.uid.push(...cards.value.items.map((c) => c.uid));
  known.push(...byField.id, ...byField.uid, 'vtes', 'vendetta', 'toy', 'twd', 'es', 'pl', 'Smiling Jack');
});
afterAll(() => host.close());

describe('contract fuzzing: every operation, inputs from and around its schema', () => {
  it('seeds the fuzzer with real ids (a deck, a game, cards)', () => {
    expect(known.length).toBeGreaterThanOrEqual(12);
  });

  for (const op of Object.keys(contract) as OpName[]) {
    it(op, { timeout: 120_000 }, async () => {
      const inputs = inputsOf(contract[op].input, { strings: known, byField });
      const tally = { accepted: 0, rejected: 0 };
      await fc.assert(
        fc.asyncProperty(inputs, async (input) => {
          const before = dump();
          let result: ApiResult<unknown>;
          try {
            result = await host.dispatcher.call(op, input);
          } catch (e) {
            throw new Error(`the dispatcher threw: ${String(e)}`, { cause: e });
          }
          expect(typeof result.ok).toBe('boolean');
          tally[result.ok ? 'accepted' : 'rejected']++;
          if (!result.ok) {
            expect(result.error.code).not.toBe('internal');
            expect(typeof result.error.key).toBe('string');
            expect(dump()).toBe(before);
          } else {
            invariantsHold();
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      if (process.env.VITAE_FUZZ_REPORT) console.warn(JSON.stringify({ op, ...tally }));
      // after all that, the host still answers
      expect(await host.dispatcher.call('decks.list', {})).toMatchObject({ ok: true });
    });
  }
});
