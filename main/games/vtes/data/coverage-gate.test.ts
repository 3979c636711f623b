/**
 * Issue 27 item 8: coverage that cannot pass by accident. Every `full` entry of the data files has a
 * scenario, and that scenario fails when the entry's effects are stripped: a family scenario generated
 * from the entry's shape (data/families.ts) or one written for the card (data/card-scenarios.ts). Plain
 * vampires (only what the engine reads) play the scenario of data/vampires.test.ts and are exempt from
 * the stripping check when they have no stat sentence. The starter cards whose scenario is still only
 * the named test of their *-cards.test.ts file are listed (`STARTERS_UNSTRIPPED`): the list may only
 * shrink, and no other card may join it. A `draft` entry is never played as `full`.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { STARTER_DEFS } from './starters';
import { CARD_SCENARIOS } from '../testing/card-scenarios';
import { familyCases, type FamilyCase } from '../testing/families';
import { CARD_DATA, dataStatus } from './load';
import { STARTERS_UNSTRIPPED } from './unstripped';
import { plainVampireEntry } from '../draft/vampires';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));

/** What a scenario measures, or the error that stopped it (a stripped card may not even be offered). */
function outcome(c: FamilyCase, strip: boolean): number | string {
  try {
    return c.run(strip);
  } catch (e) {
    return String((e as Error).message).slice(0, 120);
  }
}

describe.skipIf(!haveData && !process.env.CI)('V:TES coverage gate (issue 27 item 8)', () => {
  const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
  const full = cards.filter((c) => CARD_DATA.get(c.id)?.status === 'full' && dataStatus(c) === 'full');

  it('every full card has a scenario that passes, and fails once its effects are stripped', () => {
    expect(full.length).toBeGreaterThanOrEqual(717);
    const missing: string[] = [];
    const broken: string[] = [];
    let played = 0;
    for (const c of full) {
      if (c.kind === 'crypt' && plainVampireEntry(c)) continue; // data/vampires.test.ts
      const def = cardDefFromDetail(c);
      const cases = [...familyCases(def), ...(CARD_SCENARIOS[c.id]?.(def) ?? [])];
      if (!cases.length) {
        if (!STARTERS_UNSTRIPPED.includes(c.id)) missing.push(`${c.id} ${c.name}`);
        continue;
      }
      for (const k of cases) {
        played++;
        const got = outcome(k, false);
        const stripped = outcome(k, true);
        if (got !== k.expected) broken.push(`${c.id} ${c.name} (${k.family}): ${String(got)} instead of ${k.expected}`);
        else if (stripped === k.expected) broken.push(`${c.id} ${c.name} (${k.family}): the same without its effects`);
      }
    }
    expect(broken).toEqual([]);
    expect(missing, 'full cards without a scenario').toEqual([]);
    expect(played).toBeGreaterThan(0);
  });

  it('the starters still without a stripped scenario are starters, full, and have none yet (the list only shrinks)', () => {
    const covered: string[] = [];
    for (const id of STARTERS_UNSTRIPPED) {
      expect(STARTER_DEFS.has(id), id).toBe(true);
      const c = cards.find((x) => x.id === id)!;
      expect(CARD_DATA.get(id)?.status, id).toBe('full');
      if (familyCases(cardDefFromDetail(c)).length || CARD_SCENARIOS[id]) covered.push(id);
    }
    expect(covered, 'these have a scenario now: remove them from data/unstripped.ts').toEqual([]);
  });

  it('a draft entry is never played as full: the card is manual until its entry is reviewed', () => {
    const c = full.find((x) => x.kind === 'library')!;
    const entry = CARD_DATA.get(c.id)!;
    const drafts = new Map([[c.id, { ...entry, status: 'draft' as const }]]);
    expect(dataStatus(c, drafts)).toBe('draft');
    expect(dataStatus(c)).toBe('full');
  });
});
