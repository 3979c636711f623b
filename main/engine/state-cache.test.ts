import { describe, expect, it } from 'vitest';
import { stateCache } from './state-cache';

describe('stateCache: one value per state object (issue 28 item 1)', () => {
  it('computes a value once for the key just read, and keys read in turn each get their own value', () => {
    const made: string[] = [];
    const c = stateCache((k: { n: string }) => {
      made.push(k.n);
      return `v-${k.n}`;
    });
    const a = { n: 'a' };
    const b = { n: 'b' };
    expect([c.get(a), c.get(a), c.get(b), c.get(a), c.get(b), c.get(b)]).toEqual(['v-a', 'v-a', 'v-b', 'v-a', 'v-b', 'v-b']);
    expect(made).toEqual(['a', 'b', 'a', 'b']);
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
    c.set(a, 2);
    expect(c.get(a)).toBe(2);
    expect(calls).toBe(0);
    c.forget(a);
    expect(c.get(a)).toBe(2);
    expect(calls).toBe(1);
  });
});

describe('stateCache slots', () => {
  it('a key evicted by reads of other keys computes its value again, the same value', () => {
    let calls = 0;
    const c = stateCache((k: { n: number }) => {
      calls++;
      return { double: k.n * 2 };
    });
    const a = { n: 3 };
    const b = { n: 4 };
    const first = c.get(a);
    expect(c.get(b)).toEqual({ double: 8 });
    expect(c.get(a)).toEqual(first);
    expect(calls).toBe(3);
  });

  it('with several slots, the last keys read are all kept; frozen keys are kept like the others', () => {
    let calls = 0;
    const c = stateCache((k: readonly number[]) => {
      calls++;
      return k.length;
    }, 3);
    const keys = [Object.freeze([1]), [1, 2], [1, 2, 3]];
    for (let round = 0; round < 3; round++) expect(keys.map((k) => c.get(k))).toEqual([1, 2, 3]);
    expect(calls).toBe(3);
    c.get([9, 9, 9, 9]);
    c.get(keys[0]);
    expect(calls).toBe(5);
  });
});
