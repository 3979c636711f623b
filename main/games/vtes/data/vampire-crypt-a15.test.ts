/**
 * Issue 30 item 1 (fifteenth session, h-crypt-a): the vampires of this round played through their scenario families
 * both ways (the coverage gate runs them all; here, one card at a time), and what the families do not show.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { bothWays } from '../testing/both-ways';
import { renderCardText } from '../vocab/text';
import { Scenario } from '../testing/scenario';
import { ids } from '../testing/testing';

const ROUND = ['200349', '200403', '200913', '201445', '200105', '200954', '201684', '200684', '200186', '200091', '201248', '201522'];

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES vampires, fifteenth session (issue 30)', () => {
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

  it('Marciana Giovanni: with no blood to pay her bleed surcharge no bleed is offered to her (rules/action-cost.ts)', () => {
    const m = def('200913');
    const sc = new Scenario({ phase: 'minion', seats: [{ ready: [{ card: m.name, blood: 0 }] }, {}], defs: [m] });
    const v = sc.uid(m.name);
    // a single minion's actions are offered at once
    if (ids(sc.s).includes(`min:${v}`)) sc.choose(`min:${v}`);
    expect(ids(sc.s).some((x) => x.startsWith('bleed:'))).toBe(false);
    expect(ids(sc.s).some((x) => x.startsWith('hunt:'))).toBe(true);
  });
});
