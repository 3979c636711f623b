/**
 * Real cards on the trigger events (issue 27 item 5; vtes-es 7, 6.4; vocab/triggers.ts): a vampire
 * entering play (Dr. Solomon Grey: its controller burns 1 pool), after a vampire's combat (Amelia, The
 * Blood Red Tears: the opposing minion burns 1 blood), played through the scenario families
 * (testing/families-events.ts): each measures the trigger's effect, and nothing happens with the
 * card's effects stripped.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import { eventFamilyCases } from '../testing/families-events';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));

describe.skipIf(!haveData && !process.env.CI)('real cards on the trigger events (issue 27 item 5)', () => {
  const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];

  it.each([
    ['200383', 'Dr. Solomon Grey: 1 pool burned as he enters play', 1],
    ['200072', 'Amelia, The Blood Red Tears: after her combat the opposing minion burns 1 blood', 1],
  ])('%s %s', (id, _what, n) => {
    const cases = eventFamilyCases(cardDefFromDetail(cards.find((c) => c.id === id)!));
    expect(cases.length).toBe(1);
    expect(cases[0].run(false)).toBe(n);
    expect(cases[0].run(true)).toBe(0);
  });
});
