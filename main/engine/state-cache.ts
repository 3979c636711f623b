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
  return slots === 1 ? new OneSlot(make) : new Slots(make, slots);
}

/** One slot: the common case (the state just asked about), a comparison per read. */
class OneSlot<K extends object, V> implements StateCache<K, V> {
  private key: K | null = null;
  private value: V | undefined = undefined;

  constructor(private readonly make: (key: K) => V) {}

  get(key: K): V {
    if (key === this.key) return this.value as V;
    const value = this.make(key);
    this.key = key;
    this.value = value;
    return value;
  }

  set(key: K, value: V): void {
    this.key = key;
    this.value = value;
  }

  forget(key: K): void {
    if (key === this.key) {
      this.key = null;
      this.value = undefined;
    }
  }
}

/** A few slots, filled in turn. */
class Slots<K extends object, V> implements StateCache<K, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | undefined)[];
  private next = 0;

  constructor(
    private readonly make: (key: K) => V,
    private readonly slots: number,
  ) {
    this.keys = Array.from({ length: slots }, () => null);
    this.values = Array.from({ length: slots }, () => undefined);
  }

  get(key: K): V {
    for (let i = 0; i < this.slots; i++) if (this.keys[i] === key) return this.values[i] as V;
    const value = this.make(key);
    this.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    for (let i = 0; i < this.slots; i++)
      if (this.keys[i] === key) {
        this.values[i] = value;
        return;
      }
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = this.next + 1 === this.slots ? 0 : this.next + 1;
  }

  forget(key: K): void {
    for (let i = 0; i < this.slots; i++)
      if (this.keys[i] === key) {
        this.keys[i] = null;
        this.values[i] = undefined;
      }
  }
}
