/**
 * Issue 30 item 1 (fifteenth session, h-crypt-b): the vampires of this round played through their scenario families
 * both ways (the coverage gate runs them all; here, one card at a time), and their texts in es and pl.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { familyCases, type FamilyCase } from '../testing/families';
import { CARD_SCENARIOS } from '../testing/card-scenarios';

const ROUND = ['200929', '200092', '200235', '200500', '200477', '200764', '200974', '201320', '200288', '201049', '201007', '201633'];

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES vampires, fifteenth session b (issue 30)', () => {
  const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
  const def = (id: string) => cardDefFromDetail(cards.find((c) => c.id === id)!);

  /** What a case measures played as written and with the card's effects stripped (an error: the stripped card offers nothing). */
  const bothWays = (k: FamilyCase) => {
    let stripped: unknown;
    try {
      stripped = k.run(true);
    } catch (e) {
      stripped = String(e);
    }
    return { family: k.family, played: k.run(false), expected: k.expected, strippedDiffers: stripped !== k.expected };
  };

  it.each(ROUND)('%s: full, its scenarios pass, and fail once its effects are stripped', (id) => {
    const d = def(id);
    expect(d.automation).toBe('full');
    const runs = [...familyCases(d), ...(CARD_SCENARIOS[id]?.(d) ?? [])].map(bothWays);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs).toEqual(runs.map((r) => ({ ...r, played: r.expected, strippedDiffers: true })));
  });
});
