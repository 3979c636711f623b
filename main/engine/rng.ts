/**
 * Seeded pseudo-random generator for game state (design.md §2): sfc32 seeded from a string
 * through the cyrb128 hash. The generator state is plain data (RngState) stored inside the
 * game state, so a record replays to the same state on every machine. No Math.random, no clock.
 *
 * Pure API: every function takes a state and returns [value, newState] without mutating the
 * input. RngCursor is a convenience for code inside one `apply`: it copies the state, draws
 * several values, and hands back the final state.
 */
import type { RngState } from './types';

export type { RngState };

/** cyrb128: four 32-bit words from a string. */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** One sfc32 step on a mutable 4-word array; returns an unsigned 32-bit value. */
function step(s: [number, number, number, number]): number {
  let a = s[0] | 0,
    b = s[1] | 0,
    c = s[2] | 0,
    d = s[3] | 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return t >>> 0;
}

/** A fresh generator state from a seed string (any length). */
export function seedRng(seed: string): RngState {
  const s = cyrb128(seed);
  for (let i = 0; i < 15; i++) step(s);
  return { s };
}

function copy(rng: RngState): [number, number, number, number] {
  return [rng.s[0], rng.s[1], rng.s[2], rng.s[3]];
}

/** Next unsigned 32-bit integer. */
export function next(rng: RngState): [number, RngState] {
  const s = copy(rng);
  const v = step(s);
  return [v, { s }];
}

/** Unbiased integer in [0, n) (n between 1 and 2^32). */
export function int(rng: RngState, n: number): [number, RngState] {
  const c = new RngCursor(rng);
  const v = c.int(n);
  return [v, c.state];
}

/** A shuffled copy of `items` (Fisher-Yates). */
export function shuffle<T>(rng: RngState, items: readonly T[]): [T[], RngState] {
  const c = new RngCursor(rng);
  const out = c.shuffle(items);
  return [out, c.state];
}

/** Mutable cursor over a copy of a generator state; read `state` when done. */
export class RngCursor {
  private readonly s: [number, number, number, number];

  constructor(rng: RngState) {
    this.s = copy(rng);
  }

  /** The generator state after the values drawn so far (a fresh object). */
  get state(): RngState {
    return { s: copy({ s: this.s }) };
  }

  u32(): number {
    return step(this.s);
  }

  /** Float in [0, 1). */
  float(): number {
    return step(this.s) / 4294967296;
  }

  /** Unbiased integer in [0, n). */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 4294967296) throw new RangeError(`rng.int: bad bound ${n}`);
    if (n === 1) return 0;
    // rejection sampling removes modulo bias
    const limit = 4294967296 - (4294967296 % n);
    for (;;) {
      const v = step(this.s);
      if (v < limit) return v % n;
    }
  }

  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new RangeError('rng.pick: empty list');
    return items[this.int(items.length)];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  }
}

/**
 * For rules that work on a state they have already copied (Vendetta): draws from `rng` and
 * advances it in place, so the copy carries the new generator state.
 */
export function drawInt(rng: RngState, n: number): number {
  const c = new RngCursor(rng);
  const v = c.int(n);
  rng.s = c.state.s;
  return v;
}

/** A shuffled copy of `items`, advancing `rng` in place (see drawInt). */
export function drawShuffle<T>(rng: RngState, items: readonly T[]): T[] {
  const c = new RngCursor(rng);
  const out = c.shuffle(items);
  rng.s = c.state.s;
  return out;
}
