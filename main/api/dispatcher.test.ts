import { describe, expect, it } from 'vitest';
import { createHost } from '../services/host';
import { contract } from './contract';
import { createDispatcher, type Handlers } from './dispatcher';
import { stripPaths } from '../common/errors';

describe('service contract and dispatcher', () => {
  it('every operation has a schema that rejects a non-object input', async () => {
    const host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['es-ES'] });
    for (const op of Object.keys(contract)) {
      const r = await host.dispatcher.call(op, 'not an object');
      expect(r.ok, op).toBe(false);
      if (!r.ok) expect(r.error.code, op).toBe('invalid_input');
    }
  });

  it('rejects an unknown operation with a typed error', async () => {
    const host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: [] });
    const r = await host.dispatcher.call('settings.destroyEverything', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'unknown_operation', params: { op: 'settings.destroyEverything' } } });
  });

  it('rejects a wrong payload, names the field, and changes nothing', async () => {
    const host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: ['pl-PL'] });
    const before = await host.dispatcher.call('settings.get', {});
    const r = await host.dispatcher.call('settings.set', { language: 'de' });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid_input', params: { op: 'settings.set', path: 'language' } } });
    const extra = await host.dispatcher.call('settings.set', { language: 'es', evil: true });
    expect(extra.ok).toBe(false);
    expect(await host.dispatcher.call('settings.get', {})).toEqual(before);
  });

  it('turns an exception inside a service into a typed internal error and keeps serving', async () => {
    const host = await createHost({ mode: 'web', version: 't', dataDir: null, systemLocales: [] });
    const logged: string[] = [];
    const { createDispatcher } = await import('./dispatcher');
    const d = createDispatcher(
      {
        ...host.handlers,
        'app.info': () => {
          throw new TypeError('bug');
        },
      },
      (op) => logged.push(op),
    );
    const r = await d.call('app.info', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'internal', key: 'internal' } });
    expect(logged).toEqual(['app.info']);
    expect((await d.call('settings.get', {})).ok).toBe(true);
  });
});

describe('error details carry no absolute paths (issue 9, item 8)', () => {
  it.each([
    [
      "ENOSPC: no space left on device, open '/home/ana/.config/Vitae/games.sqlite.tmp'",
      "ENOSPC: no space left on device, open '…/games.sqlite.tmp'",
    ],
    [
      'EACCES: permission denied, rename C:\\Users\\Ana\\AppData\\Roaming\\Vitae\\user.sqlite',
      'EACCES: permission denied, rename …/user.sqlite',
    ],
    ['a/b ratio and 1/2 stay as they are', 'a/b ratio and 1/2 stay as they are'],
  ])('%s', async (message, expected) => {
    const d = createDispatcher({
      'settings.get': () => {
        throw new Error(message);
      },
    } as unknown as Handlers);
    const r = await d.call('settings.get', {});
    expect(r).toEqual({ ok: false, error: { code: 'internal', key: 'internal', detail: `Error: ${expected}` } });
    expect(stripPaths(message)).toBe(expected);
  });
});
