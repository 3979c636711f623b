/**
 * Tampered saved records and hostile call shapes get localized typed errors, never `internal`,
 * and the dispatcher never throws (issue 26, item 10).
 */
import { afterEach, describe, expect, it } from 'vitest';
import esErrors from '../../locales/es/errors.json';
import plErrors from '../../locales/pl/errors.json';
import type { ApiResult } from '../common/errors';
import { createHost, type Host } from '../services/host';

const DECK = { name: 'Muestra', edition: 'vekn-current', tableSize: 5, crypt: {}, library: {}, notes: '', tags: ['t'] };
const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

async function setUp() {
  const host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'] });
  hosts.push(host);
  const d = host.dispatcher;
  const deck = (await d.call('decks.create', { content: DECK })) as { value: { id: string } };
  await d.call('decks.saveDraft', { id: deck.value.id, content: { ...DECK, notes: 'borrador' } });
  return { host, d, id: deck.value.id };
}

const localized = (key: string) =>
  [esErrors, plErrors].every((m) => typeof key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], m) === 'string');

// what a damaged or hand-edited user.sqlite can hold in a deck's content column
const TAMPERED = [
  '{',
  'null',
  '[]',
  '{}',
  '"x"',
  '{"name":5,"crypt":[1],"library":"x"}',
  '{"name":"a","edition":"vekn-current","crypt":{"x":"2"},"library":{}}',
];

describe('a tampered deck row is a typed error naming the deck, never internal', () => {
  for (const value of TAMPERED) {
    it(`saved version ${value}`, async () => {
      const { host, d, id } = await setUp();
      host.ctx.stores.user.write((db) => db.run('UPDATE deck_versions SET content = ?', [value]));
      for (const [op, input] of [
        ['decks.list', {}],
        ['decks.get', { id }],
        ['decks.history', { id }],
        ['decks.version', { id, version: 1 }],
        ['decks.duplicate', { id }],
        ['decks.diff', { id, from: 1, to: 1 }],
        ['decks.revert', { id, version: 1 }],
        ['decks.rename', { id, name: 'Otro' }],
        ['decks.save', { id }],
      ] as const) {
        const r = (await d.call(op, input)) as ApiResult<unknown>;
        expect(r.ok, op).toBe(false);
        if (r.ok) continue;
        expect(r.error, op).toMatchObject({ code: 'io_failed', key: 'decks.version_damaged', params: { name: 'Muestra', version: 1 } });
      }
      expect(localized('decks.version_damaged')).toBe(true);
    });
  }

  it('a tampered draft', async () => {
    const { host, d, id } = await setUp();
    host.ctx.stores.user.write((db) => db.run('UPDATE deck_drafts SET content = ?', ['{"name":null}']));
    for (const [op, input] of [
      ['decks.get', { id }],
      ['decks.save', { id }],
    ] as const) {
      expect(await d.call(op, input), op).toMatchObject({
        ok: false,
        error: { code: 'io_failed', key: 'decks.draft_damaged', params: { name: 'Muestra' } },
      });
    }
    // the draft can still be thrown away, and the deck then opens
    expect(await d.call('decks.discardDraft', { id })).toMatchObject({ ok: true });
    expect(await d.call('decks.get', { id })).toMatchObject({ ok: true, value: { name: 'Muestra' } });
    expect(localized('decks.draft_damaged')).toBe(true);
  });

  it('a saved game whose seats cell is not JSON is listed as unreadable, never an internal error (issue 26 item 5)', async () => {
    const { host, d } = await setUp();
    await d.call('games.create', {
      game: 'vendetta',
      seats: ['Ana', 'Jan', 'Ola', 'Eva'].map((name) => ({ name, kind: 'human' })),
      seed: 's',
    });
    host.ctx.stores.games.write((db) => db.run('UPDATE games SET seats = ?', ['{']));
    // the list still answers: that game is an unreadable entry the user can export or delete
    const r = (await d.call('games.list', {})) as ApiResult<{ unreadable?: boolean }[]>;
    expect(r).toMatchObject({ ok: true });
    if (r.ok) expect(r.value.map((g) => g.unreadable)).toEqual([true]);
    expect(localized('saved_data_damaged')).toBe(true);
  });
});

describe('a call whose operation is not text gets an error envelope', () => {
  it.each([
    ['a number', 5],
    ['null', null],
    ['an array naming a real operation', ['settings.get']],
    ['an object whose toString is not a function', { toString: 1 }],
    ['an object without a prototype', Object.create(null) as object],
    [
      'an object whose toString throws',
      {
        toString: () => {
          throw new Error('boom');
        },
      },
    ],
  ])('%s', async (_what, op) => {
    const { d } = await setUp();
    let r: ApiResult<unknown> | undefined;
    await expect((async () => (r = await d.call(op, {})))()).resolves.toBeDefined();
    expect(r).toMatchObject({ ok: false, error: { code: 'unknown_operation', key: 'operation_not_text' } });
    expect(localized('operation_not_text')).toBe(true);
  });

  it('an input whose getters throw is refused, not thrown', async () => {
    const { d } = await setUp();
    const input = {
      get language() {
        throw new Error('getter');
      },
    };
    const r = (await d.call('settings.set', input)) as ApiResult<unknown>;
    expect(r.ok).toBe(false);
  });
});
