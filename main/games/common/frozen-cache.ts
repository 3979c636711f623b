/**
 * Values built once per key and shared, deep-frozen: decision options and log i18n refs that
 * depend only on their key (a card instance, a target seat). Random playouts and bots ask for the
 * same few hundred options millions of times; sharing them saves their allocation and the garbage
 * collector's work (issue 14 item 2). Frozen, so a caller that writes into a shared value throws
 * instead of changing every decision that offers it. Used by Bloodborne and Nights of Blood.
 */

/** Freezes `x` and everything reachable from it (plain data only). */
export function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** `make(key)` built once per key (keys are ids from the state: interned strings, cheap to hash). */
export function memo<V>(make: (key: string) => V): (key: string) => V {
  const cache = new Map<string, V>();
  return (key) => {
    let v = cache.get(key);
    if (v === undefined) {
      v = deepFreeze(make(key));
      cache.set(key, v);
    }
    return v;
  };
}

/** `make(key, sub)` built once per pair, without building a combined key per lookup. */
export function memo2<S extends string | number, V>(make: (key: string, sub: S) => V): (key: string, sub: S) => V {
  const cache = new Map<string, Map<S, V>>();
  return (key, sub) => {
    let inner = cache.get(key);
    if (!inner) {
      inner = new Map();
      cache.set(key, inner);
    }
    let v = inner.get(sub);
    if (v === undefined) {
      v = deepFreeze(make(key, sub));
      inner.set(sub, v);
    }
    return v;
  };
}
