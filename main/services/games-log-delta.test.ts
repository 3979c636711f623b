import { describe, expect, it } from 'vitest';
import { createHost } from './host';
import type { SeatViewDto } from '../engine/dto';
import { GameLogCache } from '../common/log-delta';

describe('views as deltas through the real service (issue 14, item 3)', () => {
  it('the renderer rebuilds exactly the whole log from deltas, through choices and undo', async () => {
    const host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'] });
    const cache = new GameLogCache();
    const call = async (op: string, input: Record<string, unknown>) => {
      const r = await host.dispatcher.call(op, cache.prepare(op, input));
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return { dto: cache.finish(op, input, r.value) as SeatViewDto, raw: r.value as SeatViewDto };
    };
    const seats = ['Ana', 'Jan', 'Ola', 'Eva'].map((name) => ({ name, kind: 'human' }));
    const created = await host.dispatcher.call('games.create', { game: 'vendetta', seats, seed: 'delta' });
    const id = (created as { value: { id: string } }).value.id;
    let deltas = 0;
    let undone = false;
    for (let i = 0; i < 120; i++) {
      const next = ((await host.dispatcher.call('games.next', { id })) as { value: { seat: number } | null }).value;
      if (!next) break;
      const { dto: view } = await call('games.view', { id, seat: next.seat });
      const option = view.decision!.options[0].id;
      const { dto, raw } = await call('games.choose', { id, seat: next.seat, option });
      if (raw.logDelta) deltas++;
      // the whole log, asked without a cursor, is what the renderer rebuilt
      const whole = (await host.dispatcher.call('games.view', { id, seat: next.seat })) as { value: SeatViewDto };
      expect(dto.log).toEqual(whole.value.log);
      expect('logDelta' in dto).toBe(false);
      if (i >= 30 && dto.canUndo && !undone) {
        undone = true;
        const u = await call('games.undo', { id, seat: next.seat });
        const after = (await host.dispatcher.call('games.view', { id, seat: next.seat })) as { value: SeatViewDto };
        expect(u.dto.log).toEqual(after.value.log);
      }
    }
    expect(deltas).toBeGreaterThan(50);
    expect(undone).toBe(true);
    host.close();
  });
});
