/**
 * A value computed once per state object and kept on it (issue 28 item 1): the pending decision of
 * a game state, the index of a card table. Rules stay callable again while they run (design.md §9
 * "Rules that can be called again"): the value lives on its own key object, so a search bot that
 * calls `decisions`/`apply` of another game, or a second table of the same game, in the middle of
 * an apply reads and writes only its own states' values, and no module holds a value of any state.
 *
 * The value is a hidden property of the key (a symbol per cache, not enumerable, not writable from
 * outside this file): spreads, `Object.keys`, JSON, hashes, `structuredClone` and `toEqual` never
 * see it, so a state copied with `{ ...s }` starts with nothing kept. Kept on the object rather than
 * in a WeakMap: one WeakMap entry per short-lived state cost the garbage collector more than
 * building the options again (about a third of Vendetta's random-game speed when measured). A
 * frozen key (test harnesses freeze states) keeps what it held when frozen and takes nothing new:
 * its value is then computed at every read.
 */
export interface StateCache<K extends object, V> {
  /** The value kept for `key`, computed by the factory's `make` the first time. */
  get(key: K): V;
  /** Keeps `value` for `key` (a value computed on the way: `settle` has just built the next decision). */
  set(key: K, value: V): void;
  /** Drops the value kept for `key` (a state edited by hand after it was read, in test set-ups). */
  forget(key: K): void;
}

/** A cache of `make(key)` per key object. `make` must depend only on the key and never return `undefined`. */
export function stateCache<K extends object, V>(make: (key: K) => V, name = 'stateCache'): StateCache<K, V> {
  const slot = Symbol(name);
  const keep = (key: K, value: V | undefined): void => {
    const k = key as Record<symbol, V | undefined>;
    if (Object.isFrozen(k)) return;
    if (Object.prototype.hasOwnProperty.call(k, slot)) k[slot] = value;
    else if (value !== undefined && Object.isExtensible(k)) Object.defineProperty(k, slot, { value, writable: true, configurable: true });
  };
  return {
    get(key) {
      const kept = (key as Record<symbol, V | undefined>)[slot];
      if (kept !== undefined) return kept;
      const value = make(key);
      keep(key, value);
      return value;
    },
    set: keep,
    forget(key) {
      keep(key, undefined);
    },
  };
}
