/**
 * `games.create` configs (issue 9 item 7, issue 10 item 3): each game's zod schema bounds every
 * size and shape before any work, errors are typed and localized, and the V:TES set-up is
 * resolved in main from deck ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { createDispatcher, type Handlers } from '../api/dispatcher';
import { AppError } from '../common/errors';
import { loadSqlJs } from '../db/sqljs';
import { gamesMigrations } from '../db/migrations/games';
import { Store } from '../db/store';
import type { CardDetail } from '../cards/types';
import type { SetupSources } from '../engine/types';
import { gameRegistry } from '../games/registry';
import { parseVtesConfig } from '../games/vtes/setup/config';
import { STARTER_DECKS } from '../games/vtes/data/starters';
import { GameService, gameHandlers } from './games';
import es from '../../locales/es/errors.json';
import pl from '../../locales/pl/errors.json';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const }));
const brujah = STARTER_DECKS.brujah;
const list = (pairs: [string, number][]) => pairs.map(([id, count]) => ({ id, count }));

/** Sources that count how often main was asked for decks and cards. */
function spySources(decks: Record<string, { name: string; crypt: Record<string, number>; library: Record<string, number> }> = {}) {
  const asked = { decks: 0, cards: 0 };
  const sources: SetupSources<CardDetail> = {
    deck(id) {
      asked.decks++;
      const d = decks[id];
      if (!d) throw new AppError('not_found', 'decks.not_found', { id });
      return d;
    },
    cards(uids) {
      asked.cards += uids.length;
      return [];
    },
  };
  return { asked, sources };
}

function setup(sources?: SetupSources<CardDetail>) {
  const store = Store.open(SQL, { file: null, migrations: gamesMigrations });
  const svc = new GameService(store, gameRegistry(), undefined, { sources });
  const dispatcher = createDispatcher(gameHandlers(store, svc) as unknown as Handlers);
  const create = async (input: unknown) => {
    const r = await dispatcher.call('games.create', input);
    return r.ok ? 'ok' : `${r.error.code}/${r.error.key}`;
  };
  return { svc, create };
}

describe('games.create: V:TES config bounds (vtes-es:2.3 deck sizes)', () => {
  it('refuses a million crypt cards with a typed error before asking for any deck or card, and creates nothing', async () => {
    const { asked, sources } = spySources();
    const { svc, create } = setup(sources);
    const huge = { crypt: Array.from({ length: 10_000 }, () => ({ id: '201576', count: 100 })), library: list(brujah.library) };
    expect(await create({ game: 'vtes', seats: seats(2), config: { decks: [huge, { starter: 'ventrue' }] } })).toBe(
      'invalid_input/vtes_deck_too_large',
    );
    // a single line of a million copies
    const single = { crypt: [{ id: '201576', count: 1_000_000 }], library: list(brujah.library) };
    expect(await create({ game: 'vtes', seats: seats(2), config: { decks: [single, { starter: 'ventrue' }] } })).toBe(
      'invalid_input/game_config_invalid',
    );
    // many lines within the copy limit, each under the entry limit, still too many cards in all
    const many = { crypt: Array.from({ length: 100 }, () => ({ id: '201576', count: 2 })), library: list(brujah.library) };
    expect(await create({ game: 'vtes', seats: seats(2), config: { decks: [many, { starter: 'ventrue' }] } })).toBe(
      'invalid_input/vtes_deck_too_large',
    );
    expect(asked).toEqual({ decks: 0, cards: 0 });
    expect(svc.list()).toEqual([]);
  });

  it('the module refuses the same sizes when given a raw config (records, tests), without building the deck', () => {
    const huge = { crypt: Array.from({ length: 10_000 }, () => ({ id: '201576', count: 100 })), library: list(brujah.library) };
    expect(() => parseVtesConfig({ decks: [huge, { starter: 'ventrue' }] })).toThrow(
      expect.objectContaining({ key: 'vtes_deck_too_large' }),
    );
    // used to build an array of 2^32 seats before checking the seat count
    expect(() => parseVtesConfig({ players: 2 ** 32 })).toThrow(expect.objectContaining({ code: 'invalid_input', key: 'vtes_seats' }));
  });

  it('a null or wrong-shaped config is a typed error, never an internal one', async () => {
    const { create } = setup(spySources().sources);
    expect(await create({ game: 'vtes', seats: seats(2), config: null })).toBe('invalid_input/invalid_input');
    expect(await create({ game: 'vtes', seats: seats(2), config: { decks: [null, null] } })).toBe('invalid_input/game_config_invalid');
    // card records from the renderer are not accepted any more (they crashed on `'modes' in null`)
    expect(
      await create({ game: 'vtes', seats: seats(2), config: { decks: [{ starter: 'brujah' }, { starter: 'ventrue' }], cards: [null] } }),
    ).toBe('invalid_input/game_config_invalid');
    expect(await create({ game: 'vtes', seats: seats(2), config: { decks: 'all' } })).toBe('invalid_input/game_config_invalid');
    expect(
      await create({ game: 'vtes', seats: seats(7), config: { decks: Array.from({ length: 7 }, () => ({ starter: 'brujah' })) } }),
    ).toBe('invalid_input/game_config_invalid');
    expect(await create({ game: 'vendetta', seats: seats(3), config: { players: 1e9 } })).toBe('invalid_input/game_config_invalid');
    expect(await create({ game: 'vendetta', seats: seats(3), config: { players: 3, relics: 'yes' } })).toBe(
      'invalid_input/game_config_invalid',
    );
  });

  it('the raw module config keeps refusing null card records with a typed error', () => {
    expect(() => parseVtesConfig({ decks: [{ starter: 'brujah' }, { starter: 'ventrue' }], cards: [null] })).toThrow(
      expect.objectContaining({ code: 'invalid_input', key: 'game_config_invalid' }),
    );
  });

  it('the error keys exist in Spanish and Polish', () => {
    for (const key of ['vtes_deck_too_large', 'game_config_invalid', 'vtes_seats']) {
      expect((es as Record<string, unknown>)[key], key).toBeTruthy();
      expect((pl as Record<string, unknown>)[key], key).toBeTruthy();
    }
  });
});

describe('games.create: the V:TES set-up is resolved in main from deck ids', () => {
  const saved = {
    name: 'Mine',
    crypt: Object.fromEntries(brujah.crypt.map(([id, n]) => [`vtes:${id}`, n])),
    library: Object.fromEntries(brujah.library.map(([id, n]) => [`vtes:${id}`, n])),
  };

  it('reads a saved deck by id and stores its lists in the record (the record replays alone)', async () => {
    const { asked, sources } = spySources({ d1: saved });
    const { svc, create } = setup(sources);
    expect(
      await create({ game: 'vtes', seats: seats(2), config: { edition: 'vekn-current', decks: [{ deck: 'd1' }, { starter: 'ventrue' }] } }),
    ).toBe('ok');
    expect(asked.decks).toBe(1);
    const [game] = svc.list();
    const record = svc.savedRecord(game.id) as unknown as { config: { decks: { name?: string; crypt?: unknown[] }[]; deckCheck: boolean } };
    expect(record.config.decks[0].name).toBe('Mine');
    expect(record.config.decks[0].crypt).toHaveLength(brujah.crypt.length);
    expect(record.config.deckCheck).toBe(true);
    svc.forget();
    expect(svc.view(game.id, 0).step).toBe(0);
  });

  it('an unknown deck id is not_found; a saved deck beyond the limits is refused', async () => {
    const big = { ...saved, library: { 'vtes:100001': 100, 'vtes:100002': 100, 'vtes:100003': 100 } };
    const { create } = setup(spySources({ big }).sources);
    expect(await create({ game: 'vtes', seats: seats(2), config: { decks: [{ deck: 'gone' }, { starter: 'ventrue' }] } })).toBe(
      'not_found/decks.not_found',
    );
    expect(await create({ game: 'vtes', seats: seats(2), config: { decks: [{ deck: 'big' }, { starter: 'ventrue' }] } })).toBe(
      'invalid_input/vtes_deck_too_large',
    );
  });

  it('a card the catalog does not know is reported by the game', async () => {
    const { create } = setup(spySources().sources);
    const deck = { crypt: list(brujah.crypt), library: [...list(brujah.library).slice(1), { id: '999999', count: brujah.library[0][1] }] };
    expect(await create({ game: 'vtes', seats: seats(2), config: { decks: [deck, { starter: 'ventrue' }] } })).toBe(
      'invalid_input/vtes_deck_unknown_card',
    );
  });
});
