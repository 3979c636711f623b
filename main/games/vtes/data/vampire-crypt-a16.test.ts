/**
 * Issue 30 item 1 (sixteenth session, h-crypt-a): the vampires of this round played through their scenario families
 * both ways (the coverage gate runs them all; here, one card at a time), and their texts in es and pl.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { bothWays } from '../testing/both-ways';
import { renderCardText } from '../vocab/text';

const ROUND = ['200985', '200956', '200428', '200090', '201435', '201016', '200734', '200908', '201319'];

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES vampires, sixteenth session (issue 30)', () => {
  const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
  const def = (id: string) => cardDefFromDetail(cards.find((c) => c.id === id)!);

  it.each(ROUND)('%s: its scenarios pass, and fail once its effects are stripped', (id) => {
    const runs = bothWays(def(id));
    expect(runs.length).toBeGreaterThan(0);
    for (const r of runs) expect([r.family, r.got, r.stripped === r.expected]).toEqual([r.family, r.expected, false]);
  });

  it.each(ROUND)('%s: its text renders in es and pl with no template left', (id) => {
    for (const lang of ['es', 'pl'] as const) {
      const t = renderCardText(def(id), lang);
      expect(t).not.toMatch(/\{\{|\[object|prim\.|effect\.|cost\.|ability\.|undefined/);
    }
  });
});
