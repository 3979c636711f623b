/**
 * A value computed once per state object (issue 28 item 1): the pending decision of a game state,
 * the decision built from a hand, the index of a card table. The cache is keyed by the state
 * object itself (design.md §9 "Rules that can be called again"): it holds a few (key, value)
 * pairs compared by identity, and a value is a function of its key alone (`make(key)`, or what
 * `set` was given, which is the same value computed on the way). Which pairs it holds changes how
 * fast a read is, never what it returns: a search bot that calls `decisions`/`apply` of another
 * game, or a second table of the same game, in the middle of an apply evicts a pair at worst, and
 * the next read of that state computes its value again (main/games/reentrant.test.ts).
 *
 * Why a few slots, not a WeakMap nor a property on the state: a player or a bot answers the state it
 * was just asked about, so one slot per cache hits almost always; a WeakMap entry per short-lived
 * state cost a third of Vendetta's random-game speed (the collector's work on ephemerons), and a
 * hidden property on every state 5 to 25 % of every game's (one more hidden class for the rules'
 * reads of state fields), measured on the four games' random playouts.
 */
export interface StateCache<K extends object, V> {
  /** The value for `key`, computed by the factory's `make` unless kept. */
  get(key: K): V;
  /** Keeps `value`, the value of `key` computed on the way (`settle` has just built the next decision). */
  set(key: K, value: V): void;
  /** Drops the value kept for `key` (a state edited by hand after it was read, in test set-ups). */
  forget(key: K): void;
}

/** A cache of `make(key)` for the last `slots` keys read (compared by identity). `make` must depend only on the key. */
export function stateCache<K extends object, V>(make: (key: K) => V, slots = 1): StateCache<K, V> {
  const keys: (K | null)[] = Array.from({ length: slots }, () => null);
  const values: (V | undefined)[] = Array.from({ length: slots }, () => undefined);
  let next = 0;
  const keep = (key: K, value: V): void => {
    for (let i = 0; i < slots; i++)
      if (keys[i] === key) {
        values[i] = value;
        return;
      }
    keys[next] = key;
    values[next] = value;
    next = next + 1 === slots ? 0 : next + 1;
  };
  return {
    get(key) {
      for (let i = 0; i < slots; i++) if (keys[i] === key) return values[i] as V;
      const value = make(key);
      keep(key, value);
      return value;
    },
    set: keep,
    forget(key) {
      for (let i = 0; i < slots; i++)
        if (keys[i] === key) {
          keys[i] = null;
          values[i] = undefined;
        }
    },
  };
}
