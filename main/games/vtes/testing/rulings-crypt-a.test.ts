/**
 * The rulings suite (rulings.ts), entries of the vampires of issue 30's stripe a (tenth session): each entry of the
 * area is checked by the scenario of the same key, played with the card's reviewed data (the catalog join).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { ids, passUntil, rulingsSuite } from './testing';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';
import { TEST_REFERENDUM } from './families-votes';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const byId = new Map((haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : []).map((c) => [c.id, c]));
/** A stripe a vampire as the set-up plays it (its reviewed entry, `full`). */
const card = (id: string): CardDef => {
  const d = cardDefFromDetail(byId.get(id)!);
  expect(d.automation, id).toBe('full');
  return d;
};

const CALLER = testVampire('Test Caller', {});

describe.skipIf(!haveData && !process.env.CI)('vampire rulings of stripe a', () => {
  rulingsSuite(
    'cryptA',
    {
      'genevieve-one-side': () => {
        const genevieve = card('200501');
        const sc = new Scenario({
          active: 1,
          defs: [genevieve, CALLER, TEST_REFERENDUM],
          seats: [
            { ready: [{ card: genevieve.name, blood: 3 }] },
            { ready: [{ card: CALLER.name, blood: 3 }], hand: [TEST_REFERENDUM.name] },
          ],
        });
        const g = sc.uid(genevieve.name);
        sc.play(TEST_REFERENDUM.name, { by: CALLER.name });
        sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || ids(x).includes(`v:${g}:y`), 20);
        expect(ids(sc.s)).toEqual(expect.arrayContaining([`v:${g}:y`, `v:${g}:n`, `b:${g}:y`, `b:${g}:n`]));
        sc.choose(`v:${g}:y`);
        expect(sc.s.ref!.yes).toBe(1);
        expect(ids(sc.s)).toContain(`b:${g}:y`);
        expect(ids(sc.s)).not.toContain(`b:${g}:n`);
      },
    },
    { describe, it, expect },
  );
});
