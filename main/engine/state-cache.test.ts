import { describe, expect, it } from 'vitest';
import { stateCache } from './state-cache';

describe('stateCache: one value per state object (issue 28 item 1)', () => {
  it('computes a value once per key, and keys read in turn keep their own values', () => {
    const made: string[] = [];
    const c = stateCache((k: { n: string }) => {
      made.push(k.n);
      return `v-${k.n}`;
    });
    const a = { n: 'a' };
    const b = { n: 'b' };
    expect([c.get(a), c.get(b), c.get(a), c.get(b), c.get(a)]).toEqual(['v-a', 'v-b', 'v-a', 'v-b', 'v-a']);
    expect(made).toEqual(['a', 'b']);
  });

  it('a value computed while another key is being computed stays with its key', () => {
    const outer = { n: 'outer' };
    const inner = { n: 'inner' };
    const c = stateCache((k: { n: string }): string => (k === outer ? `${c.get(inner)}+outer` : k.n));
    expect(c.get(outer)).toBe('inner+outer');
    expect(c.get(inner)).toBe('inner');
    expect(c.get(outer)).toBe('inner+outer');
  });

  it('set keeps a value computed on the way; forget drops it, and the next read computes it again', () => {
    let calls = 0;
    const c = stateCache((k: { n: number }) => {
      calls++;
      return k.n * 2;
    });
    const a = { n: 1 };
    const b = { n: 5 };
    c.set(a, 99);
    expect(c.get(b)).toBe(10);
    expect(c.get(a)).toBe(99);
    expect(calls).toBe(1);
    c.forget(a);
    c.forget(b);
    expect(c.get(a)).toBe(2);
    expect(c.get(b)).toBe(10);
    expect(calls).toBe(3);
  });
});

describe('stateCache on frozen keys', () => {
  it('a key frozen after a read keeps its value; a key frozen before computes at every read; neither throws', () => {
    let calls = 0;
    const c = stateCache((k: { n: number }) => {
      calls++;
      return k.n + 1;
    });
    const a = { n: 1 };
    expect(c.get(a)).toBe(2);
    Object.freeze(a);
    expect(c.get(a)).toBe(2);
    c.set(a, 7);
    c.forget(a);
    expect(c.get(a)).toBe(2);
    expect(calls).toBe(1);
    const b = Object.freeze({ n: 4 });
    expect([c.get(b), c.get(b)]).toEqual([5, 5]);
    expect(calls).toBe(3);
  });

  it('the kept value is invisible to spreads, keys and JSON: a copy of a state starts with nothing kept', () => {
    const c = stateCache((k: { n: number }) => ({ double: k.n * 2 }));
    const a = { n: 3 };
    c.get(a);
    expect(Object.keys(a)).toEqual(['n']);
    expect(JSON.stringify(a)).toBe('{"n":3}');
    const copy = { ...a, n: 5 };
    expect(c.get(copy)).toEqual({ double: 10 });
    expect(a).toEqual({ n: 3 });
  });
});
