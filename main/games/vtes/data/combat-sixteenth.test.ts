/**
 * The combat cards, equipment, allies and retainers made `full` in the sixteenth session (issue 29, h-combat): each
 * card's scenarios both ways (the coverage gate runs them all; here, one card at a time) and its texts in es and pl.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { bothWays } from '../testing/both-ways';
import { renderCardText } from '../vocab/text';

const ROUND = ['101270', '101644', '101398', '100422', '100817'];

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES combat family, sixteenth session (issue 29)', () => {
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
      expect(t).not.toMatch(/\{\{|\[object|prim\.|effect\.|cost\.|ability\.|limit\.|cond\.|trigger\.|sel\.|undefined/);
    }
  });
});
