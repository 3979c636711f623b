/**
 * Per-address request budget of the LAN table (a token bucket per remote address): a device gets
 * `burst` requests at once and `perSecond` more every second. A refused attempt at a seat (no
 * token, an unknown or revoked one) costs `failCost`, so guessing tokens runs dry fast while a
 * phone answering its questions never meets the limit. The clock is passed in (tests step it).
 */
export interface RateLimits {
  perSecond: number;
  burst: number;
  failCost: number;
  /** Addresses remembered at most (the oldest forgotten first): the map cannot grow without end. */
  maxAddresses: number;
}

export const DEFAULT_RATE: RateLimits = { perSecond: 30, burst: 100, failCost: 10, maxAddresses: 1024 };

/**
 * Limits read from the browser host's `VITAE_LAN_RATE` ("perSecond,burst", two positive
 * integers). The e2e specs set it: all their test phones connect from 127.0.0.1, so they share one
 * address's bucket, which a real table (one address per phone) never does. Anything else gives
 * undefined (the defaults stay).
 */
export function rateFromEnv(value: string | undefined): Partial<RateLimits> | undefined {
  const m = /^\s*(\d{1,7})\s*,\s*(\d{1,7})\s*$/.exec(value ?? '');
  if (!m) return undefined;
  const perSecond = Number(m[1]);
  const burst = Number(m[2]);
  return perSecond > 0 && burst > 0 ? { perSecond, burst } : undefined;
}

export interface RateLimiter {
  /** Takes `cost` from the address's budget; false (and nothing taken) when it lacks it. */
  take(address: string, cost?: number): boolean;
  /** Takes what is left, down to zero (a refused attempt). */
  charge(address: string, cost: number): void;
}

export function createRateLimiter(limits: RateLimits, now: () => number): RateLimiter {
  const buckets = new Map<string, { level: number; at: number }>();
  const bucket = (address: string) => {
    const t = now();
    let b = buckets.get(address);
    if (b) {
      b.level = Math.min(limits.burst, b.level + ((t - b.at) / 1000) * limits.perSecond);
      b.at = t;
      buckets.delete(address);
    } else {
      b = { level: limits.burst, at: t };
      if (buckets.size >= limits.maxAddresses) buckets.delete(buckets.keys().next().value as string);
    }
    buckets.set(address, b);
    return b;
  };
  return {
    take(address, cost = 1) {
      const b = bucket(address);
      if (b.level < cost) return false;
      b.level -= cost;
      return true;
    },
    charge(address, cost) {
      const b = bucket(address);
      b.level = Math.max(0, b.level - cost);
    },
  };
}
