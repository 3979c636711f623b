/**
 * The search-as-you-type state machine, free of React so it can be tested in Node:
 * every `start` opens a new generation; answers of older generations are dropped; pages are
 * fetched once, on demand; the previous rows stay until the first answer of the new query.
 * A query is asked at once when no first page is awaited; while one is, only the newest query
 * waits and is asked when that answer arrives (typing fast asks for "a", then "abc", never
 * for "ab"), so a keystroke after a pause costs one search and no timer.
 */
export interface Page<T> {
  total: number;
  items: T[];
}

export interface PagedState<T> {
  /** null until the first answer of the current query */
  total: number | null;
  items: (T | undefined)[];
  loading: boolean;
  error: unknown;
  /** generation of the rows on screen (changes when a new query's first answer arrives) */
  shown: number;
}

export class PagedSearch<Q, T> {
  private gen = 0;
  private query: Q | null = null;
  private requested = new Set<number>();
  private pending = 0;
  private fresh = true;
  /** A first page is awaited (of this generation or an older one). */
  private firstAwaited = false;
  /** A newer query waits for that answer. */
  private queued = false;
  state: PagedState<T> = { total: null, items: [], loading: false, error: null, shown: 0 };

  constructor(
    private readonly fetchPage: (query: Q, offset: number, limit: number) => Promise<Page<T>>,
    private readonly onChange: (s: PagedState<T>) => void,
    readonly pageSize = 100,
  ) {}

  private set(patch: Partial<PagedState<T>>) {
    this.state = { ...this.state, ...patch };
    this.onChange(this.state);
  }

  /** A new query: its first page is asked for at once, or as soon as the awaited one arrives. */
  start(query: Q): void {
    this.gen++;
    this.query = query;
    this.requested = new Set();
    this.pending = 0;
    this.fresh = true;
    if (this.firstAwaited) {
      this.queued = true;
      if (!this.state.loading) this.set({ loading: true });
      return;
    }
    this.request(0);
  }

  /** The awaited first page has come (or failed): the waiting query goes now. */
  private firstSettled(): void {
    this.firstAwaited = false;
    if (!this.queued) return;
    this.queued = false;
    this.request(0);
  }

  /** Asks for the pages covering rows [start, end] that were not asked for yet. */
  ensureRange(start: number, end: number): void {
    if (this.query === null) return;
    const last = this.state.total === null ? 0 : Math.max(0, this.state.total - 1);
    const from = Math.floor(Math.max(0, start) / this.pageSize);
    const to = Math.floor(Math.min(Math.max(0, end), last) / this.pageSize);
    for (let p = from; p <= to; p++) this.request(p);
  }

  private request(page: number) {
    if (this.requested.has(page) || this.query === null) return;
    this.requested.add(page);
    const gen = this.gen;
    const first = page === 0;
    if (first) this.firstAwaited = true;
    this.pending++;
    if (!this.state.loading) this.set({ loading: true });
    this.fetchPage(this.query, page * this.pageSize, this.pageSize).then(
      (res) => {
        if (first) this.firstSettled();
        if (gen !== this.gen) return; // stale: a newer query is on its way
        this.pending--;
        const base = this.fresh ? [] : this.state.items;
        const shown = this.fresh ? gen : this.state.shown;
        this.fresh = false;
        const items = base.length === res.total ? base.slice() : Array.from({ length: res.total }, (_, i) => base[i]);
        res.items.forEach((it, i) => (items[page * this.pageSize + i] = it));
        this.set({ total: res.total, items, loading: this.pending > 0, error: null, shown });
      },
      (error) => {
        if (first) this.firstSettled();
        if (gen !== this.gen) return;
        this.pending--;
        this.requested.delete(page);
        this.set({ error, loading: this.pending > 0 });
      },
    );
  }
}

/** Whether two states of the search show the same thing (they may differ in `loading` only). */
export function shownSame<T>(a: PagedState<T>, b: PagedState<T>): boolean {
  return a.total === b.total && a.items === b.items && a.error === b.error && a.shown === b.shown;
}
