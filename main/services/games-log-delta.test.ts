import { describe, expect, it } from 'vitest';
import { createHost } from './host';
import type { LogPageDto, SeatViewDto } from '../engine/dto';
import { GameLogCache, LOG_TAIL } from '../common/log-delta';
import type { ApiResult } from '../common/errors';
import { TableClient } from '../testing/table-client';

type Dispatch = (op: string, input: unknown) => Promise<ApiResult<unknown>>;

/** The value of an accepted call (fails the test on a refused one). */
function valueOf<T>(r: ApiResult<unknown>): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value as T;
}

/**
 * The seat's whole log: the tail of a view without cursor, then pages before it (a seat's through
 * its token: `table.view`, `table.log`; the public one through `games.view`, `games.log`).
 */
async function wholeLog(call: Dispatch, id: string, seat: number | 'public', table?: TableClient): Promise<SeatViewDto['log']> {
  const view = valueOf<SeatViewDto>(
    seat === 'public'
      ? await call('games.view', { id, seat })
      : await call('table.view', { table: id, token: await table!.token(id, seat) }),
  );
  let log = view.log;
  let earlier = view.logEarlier ?? 0;
  while (earlier > 0) {
    const before = log[0].n;
    const page = valueOf<LogPageDto>(
      seat === 'public' ? await call('games.log', { id, seat, before, limit: 97 }) : await table!.log(id, seat, before, 97),
    );
    expect(page.lines.length).toBeGreaterThan(0);
    log = [...page.lines, ...log];
    earlier = page.earlier;
  }
  return log;
}

describe('views as deltas through the real service (issue 14, item 3)', () => {
  it('the renderer rebuilds exactly the whole log from deltas, through choices and undo', async () => {
    const host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'] });
    const cache = new GameLogCache();
    const table = new TableClient(host.dispatcher.call);
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
      const next = await table.next(id);
      if (!next) break;
      const token = await table.token(id, next.seat);
      const { dto: view } = await call('table.view', { table: id, token });
      const option = view.decision!.options[0].id;
      const { dto, raw } = await call('table.choose', { table: id, token, step: view.step, option });
      if (raw.logDelta) deltas++;
      // the whole log, paged in from main, is what the renderer rebuilt
      expect(dto.log).toEqual(await wholeLog(host.dispatcher.call, id, next.seat, table));
      expect('logDelta' in dto).toBe(false);
      if (i >= 30 && dto.canUndo && !undone) {
        undone = true;
        const u = await call('table.undo', { table: id, token, step: dto.step });
        expect(u.dto.log).toEqual(await wholeLog(host.dispatcher.call, id, next.seat, table));
      }
    }
    expect(deltas).toBeGreaterThan(50);
    expect(undone).toBe(true);
    host.close();
  });
});

describe('a resume fetches the log once, in pages (issue 14, item 3)', () => {
  it('a view without cursor carries the last lines only; the pages before it give back the whole log', async () => {
    const host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es'] });
    const seats = ['Ana', 'Jan', 'Ola', 'Eva'].map((name) => ({ name, kind: 'bot', bot: 'random' }));
    const created = await host.dispatcher.call('games.create', {
      game: 'vtes',
      seats,
      seed: 'pages',
      config: { decks: ['brujah', 'malkavian', 'nosferatu', 'ventrue'].map((starter) => ({ starter })), maxTurns: 30 },
    });
    expect(created.ok).toBe(true);
    const id = (created as { value: { id: string } }).value.id;
    const view = valueOf<SeatViewDto>(await host.dispatcher.call('games.view', { id, seat: 'public' }));
    expect(view.log).toHaveLength(LOG_TAIL);
    expect(view.logEarlier).toBeGreaterThan(0);
    const log = await wholeLog(host.dispatcher.call, id, 'public');
    expect(log).toHaveLength(LOG_TAIL + view.logEarlier!);
    expect(log.slice(-LOG_TAIL)).toEqual(view.log);
    // positions only grow: no line twice, none missing between pages
    for (let i = 1; i < log.length; i++) expect(log[i].n).toBeGreaterThan(log[i - 1].n);
    // a page before the first line is empty; a bad page request is refused and changes nothing
    const none = await host.dispatcher.call('games.log', { id, seat: 'public', before: log[0].n, limit: 10 });
    expect(valueOf(none)).toEqual({ lines: [], earlier: 0 });
    const bad = await host.dispatcher.call('games.log', { id, seat: 'public', before: 5, limit: 100_000 });
    expect(bad.ok).toBe(false);
    // a seat's log only through its token
    const seat0 = await host.dispatcher.call('games.log', { id, seat: 0, before: 5, limit: 10 });
    expect(seat0.ok).toBe(false);
    host.close();
  });
});
