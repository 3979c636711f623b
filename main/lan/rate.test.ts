import { describe, expect, it } from 'vitest';
import { createRateLimiter, DEFAULT_RATE, rateFromEnv } from './rate';

describe('LAN request budget', () => {
  it('reads "perSecond,burst" from the environment and ignores anything else', () => {
    expect(rateFromEnv('1000,5000')).toEqual({ perSecond: 1000, burst: 5000 });
    expect(rateFromEnv(' 3 , 7 ')).toEqual({ perSecond: 3, burst: 7 });
    for (const bad of [undefined, '', '0,5', '5,0', '-1,5', '1.5,5', '5', 'a,b', '1,2,3', '99999999,1']) {
      expect(rateFromEnv(bad)).toBeUndefined();
    }
  });

  it('gives each address its own bucket: one busy phone does not starve another', () => {
    const rate = createRateLimiter({ ...DEFAULT_RATE, perSecond: 1, burst: 3 }, () => 0);
    expect([1, 2, 3, 4].map(() => rate.take('10.0.0.1'))).toEqual([true, true, true, false]);
    expect(rate.take('10.0.0.2')).toBe(true);
  });
});
