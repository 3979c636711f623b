/**
 * The `continueUnblocked` family (vtes-es 6.2.2) on the library cards it covers: each blocked hunt goes
 * on after the strike ends the combat and succeeds, the blocker stays locked; stripped, it does not.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import { unblockedFamilyCases } from './families-unblocked';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));

describe.skipIf(!haveData)('strikes continuing a blocked action as if unblocked (vtes-es 6.2.2)', () => {
  const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
  it('Mirror Walk (101223) [THA]: blocked, the bleed ends before block resolution, the blocker locked, no combat', () => {
    const cases = unblockedFamilyCases(cardDefFromDetail(cards.find((c) => c.id === '101223')!));
    expect(cases.length).toBe(1);
    expect(cases[0].run(false)).toBe(cases[0].expected);
    expect(() => cases[0].run(true)).toThrow();
  });
  for (const id of ['100771', '101222', '101735', '101995', '100751']) {
    it(`card ${id}: the hunt goes on and succeeds, the blocker stays locked`, () => {
      const cases = unblockedFamilyCases(cardDefFromDetail(cards.find((c) => c.id === id)!));
      expect(cases.length).toBe(1);
      expect(cases[0].run(false)).toBe(cases[0].expected);
      expect(() => cases[0].run(true)).toThrow();
    });
  }
});
