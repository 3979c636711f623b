/**
 * Issue 11 item 5 (a card is modes {window, cost, conditions, limits, targets, effects}): reshaping
 * the card data keeps what every card says and does. For each card of the official catalog
 * (../shared/data, converted by cardDefFromDetail; the 119 starter cards and the 18 automated
 * imports, the Discipline master cards, among them) a digest of its automation status, its rendered text in both languages, what the
 * hand view shows of each mode (kind, Discipline level, requirement and effect text refs) and its
 * cost is compared with the committed fixture (card ids and digests only, no card text).
 * Re-record on purpose with VITAE_CATALOG_RECORD=1 when a card's text is meant to change.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { canonicalJson } from '../../../engine/hash';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { costView, modeViews } from '../view/seatview';
import { STARTER_DEFS } from './starters';
import { renderCardText } from '../vocab/text';

const FIXTURE = join(__dirname, 'catalog.digests.json');
const RECORD = process.env.VITAE_CATALOG_RECORD === '1';

function digest(x: unknown): string {
  return createHash('sha256').update(canonicalJson(x)).digest('hex').slice(0, 12);
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES card data shape (issue 11 item 5): every card reads and plays as before',
  () => {
    it('automation status, card text (es, pl), hand-view modes and cost of every official card match the recorded digests', () => {
      const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
      const got: Record<string, string> = {};
      let starters = 0;
      let automatedImports = 0;
      for (const c of parsed.cards) {
        const d = cardDefFromDetail(c);
        if (STARTER_DEFS.has(c.id)) starters++;
        else if (d.automation === 'full' && d.kind === 'library') automatedImports++; // the Discipline master cards and the library entries beyond the starters
        got[c.id] = digest({
          automation: d.automation,
          es: renderCardText(d, 'es'),
          pl: renderCardText(d, 'pl'),
          modes: d.kind === 'library' ? modeViews(d) : [],
          cost: d.kind === 'library' ? (costView(d) ?? null) : null,
        });
      }
      expect(starters).toBe(119);
      expect(automatedImports).toBe(747);
      if (RECORD) writeFileSync(FIXTURE, `${JSON.stringify(got, null, 2)}\n`);
      const want = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, string>;
      const differing = Object.keys(want).filter((k) => want[k] !== got[k]);
      expect(Object.keys(got).length).toBe(Object.keys(want).length);
      expect(differing, `cards whose text, modes or automation changed: ${differing.slice(0, 20).join(', ')}`).toEqual([]);
    });
  },
);
