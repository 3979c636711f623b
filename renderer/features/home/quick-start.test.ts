/**
 * Issue 32 item 5: each of the four games starts in one click from the home screen, against bots
 * or hotseat; the input the home screen sends is accepted by the real games service and gives the
 * seats asked for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost } from '../../../main/services/host';
import type { GameModuleInfo } from '../../../main/engine/dto';
import { HOME_GAMES, quickSeatCount, quickStartInput } from './quick-start';

type Host = Awaited<ReturnType<typeof createHost>>;
let host: Host;
let dir: string;
let modules: GameModuleInfo[];

const call = async <T>(op: string, input: unknown): Promise<T> => {
  const r = (await host.dispatcher.call(op as never, input as never)) as { ok: boolean; value?: T; error?: unknown };
  if (!r.ok) throw new Error(`${op}: ${JSON.stringify(r.error)}`);
  return r.value as T;
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-quick-'));
  host = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
  modules = await call<GameModuleInfo[]>('games.modules', {});
}, 60_000);
afterAll(() => {
  host.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('one-click games of the home screen', () => {
  for (const game of HOME_GAMES) {
    for (const mode of ['bots', 'hotseat'] as const) {
      it(`${game}, ${mode}: the service creates it with the seats asked for`, async () => {
        const mod = modules.find((m) => m.game === game)!;
        expect(mod, game).toBeDefined();
        const input = quickStartInput(mod, mode, (n) => `Seat ${n}`);
        const n = quickSeatCount(mod, mode);
        expect(n).toBeGreaterThanOrEqual(mod.minPlayers);
        expect(n).toBeLessThanOrEqual(mod.maxPlayers);
        expect(input.seats.filter((s) => s.kind === 'human')).toHaveLength(mode === 'bots' ? 1 : n);
        const { id } = await call<{ id: string }>('games.create', input);
        const saved = await call<{ id: string; game: string; seats: { kind: string }[] }[]>('games.list', {});
        const row = saved.find((g) => g.id === id)!;
        expect(row.game).toBe(game);
        expect(row.seats.map((s) => s.kind)).toEqual(input.seats.map((s) => s.kind));
      }, 60_000);
    }
  }
});
