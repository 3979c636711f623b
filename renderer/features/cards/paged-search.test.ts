import { describe, expect, it } from 'vitest';
import { PagedSearch, shownSame, type Page, type PagedState } from './paged-search';

/** A fake service whose answers the test releases in any order. */
function fakeService() {
  const calls: { q: string; offset: number; resolve(p: Page<string>): void; reject(e: unknown): void }[] = [];
  const fetch = (q: string, offset: number) => new Promise<Page<string>>((resolve, reject) => calls.push({ q, offset, resolve, reject }));
  return { calls, fetch };
}
const rows = (q: string, from: number, n: number) => Array.from({ length: n }, (_, i) => `${q}${from + i}`);
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('PagedSearch', () => {
  it('asks at once when nothing is awaited; while a first page is awaited only the newest query waits', async () => {
    const svc = fakeService();
    const s = new PagedSearch<string, string>(svc.fetch, () => undefined, 10);
    s.start('a');
    s.start('ab');
    s.start('abc');
    expect(svc.calls.map((c) => c.q)).toEqual(['a']);
    expect(s.state.loading).toBe(true);
    svc.calls[0].resolve({ total: 50, items: rows('a', 0, 10) });
    await flush();
    // the answer for 'a' is stale: not shown; 'abc' is asked now, 'ab' never
    expect(svc.calls.map((c) => c.q)).toEqual(['a', 'abc']);
    expect(s.state.total).toBeNull();
    svc.calls[1].resolve({ total: 2, items: rows('abc', 0, 2) });
    await flush();
    expect(s.state.total).toBe(2);
    expect(s.state.items).toEqual(['abc0', 'abc1']);
    expect(s.state.loading).toBe(false);
    // after a pause the next keystroke is asked at once
    s.start('abcd');
    expect(svc.calls.map((c) => c.q)).toEqual(['a', 'abc', 'abcd']);
  });

  it('a failed awaited page still lets the waiting query go', async () => {
    const svc = fakeService();
    const s = new PagedSearch<string, string>(svc.fetch, () => undefined, 10);
    s.start('a');
    s.start('ab');
    svc.calls[0].reject(new Error('gone'));
    await flush();
    expect(svc.calls.map((c) => c.q)).toEqual(['a', 'ab']);
    expect(s.state.error).toBeNull();
    svc.calls[1].resolve({ total: 1, items: ['ab0'] });
    await flush();
    expect(s.state.items).toEqual(['ab0']);
  });

  it('drops the answer of an older page that arrives after a newer query', async () => {
    const svc = fakeService();
    const s = new PagedSearch<string, string>(svc.fetch, () => undefined, 10);
    s.start('a');
    svc.calls[0].resolve({ total: 50, items: rows('a', 0, 10) });
    await flush();
    s.ensureRange(10, 19);
    s.start('b');
    expect(svc.calls.map((c) => [c.q, c.offset])).toEqual([
      ['a', 0],
      ['a', 10],
      ['b', 0],
    ]);
    svc.calls[2].resolve({ total: 1, items: ['b0'] });
    await flush();
    svc.calls[1].resolve({ total: 50, items: rows('a', 10, 10) });
    await flush();
    expect(s.state.items).toEqual(['b0']);
    expect(s.state.loading).toBe(false);
  });

  it('keeps the previous rows until the first answer of the new query', async () => {
    const svc = fakeService();
    const s = new PagedSearch<string, string>(svc.fetch, () => undefined, 10);
    s.start('x');
    svc.calls[0].resolve({ total: 3, items: rows('x', 0, 3) });
    await flush();
    const first = s.state.shown;
    s.start('y');
    expect(s.state.items).toEqual(['x0', 'x1', 'x2']);
    svc.calls[1].resolve({ total: 1, items: ['y0'] });
    await flush();
    expect(s.state.items).toEqual(['y0']);
    expect(s.state.shown).toBeGreaterThan(first);
  });

  it('fetches each missing page once, only inside the total, and fills rows at their offsets', async () => {
    const svc = fakeService();
    const s = new PagedSearch<string, string>(svc.fetch, () => undefined, 10);
    s.start('q');
    svc.calls[0].resolve({ total: 25, items: rows('q', 0, 10) });
    await flush();
    s.ensureRange(5, 40);
    s.ensureRange(12, 24);
    expect(svc.calls.map((c) => c.offset)).toEqual([0, 10, 20]);
    svc.calls[2].resolve({ total: 25, items: rows('q', 20, 5) });
    await flush();
    expect(s.state.items[20]).toBe('q20');
    expect(s.state.items[10]).toBeUndefined();
    expect(s.state.loading).toBe(true);
    svc.calls[1].resolve({ total: 25, items: rows('q', 10, 10) });
    await flush();
    expect(s.state.items.filter(Boolean)).toHaveLength(25);
    expect(s.state.loading).toBe(false);
  });

  it('reports an error and lets the failed page be asked for again', async () => {
    const svc = fakeService();
    const s = new PagedSearch<string, string>(svc.fetch, () => undefined, 10);
    s.start('"open');
    svc.calls[0].reject(new Error('bad query'));
    await flush();
    expect(s.state.error).toBeInstanceOf(Error);
    s.ensureRange(0, 0);
    expect(svc.calls).toHaveLength(2);
  });
});

describe('what the page draws again', () => {
  it('a request changes only `loading`: the same thing shown; its answer shows another', async () => {
    const svc = fakeService();
    const states: PagedState<string>[] = [];
    const s = new PagedSearch<string, string>(svc.fetch, (st) => states.push(st), 10);
    s.start('a');
    svc.calls[0].resolve({ total: 3, items: rows('a', 0, 3) });
    await flush();
    const shown = states.length;
    s.start('ab'); // the next keystroke: a request, nothing new to show yet
    expect(states.length).toBe(shown + 1);
    expect(states[shown].loading).toBe(true);
    expect(shownSame(states[shown - 1], states[shown])).toBe(true);
    svc.calls[1].resolve({ total: 1, items: rows('ab', 0, 1) });
    await flush();
    expect(shownSame(states[shown], states[shown + 1])).toBe(false);
  });
});
