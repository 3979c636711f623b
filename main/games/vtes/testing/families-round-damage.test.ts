/**
 * The families of testing/families-round-damage.ts and testing/families-after-combat.ts on the library cards they cover (vtes-es 6.4.3, 6.4.5,
 * 6.4.6): each card's cases measure what they promise and something else once the card's effects are stripped.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import { familyCases } from './families';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));

/** Card id → the families its cases must be (one per mode). */
export const ROUND_DAMAGE_CARDS: Record<string, string[]> = {
  '100749': ['preventPastFirst', 'preventPastFirst:agg'], // Flesh of Marble
  '102227': ['roundStrike', 'roundStrike'], // Hunger of Marduk
  '100307': ['strike:combatEnds:afterCombat'], // Catatonic Fear [PRE]
  '101334': ['strike:combatEnds:afterCombat'], // Oubliette [OBT]
  '100378': ['strike:torpor', 'strike:torpor:afterCombat'], // Coma
  '100651': ['strike:burnAlly', 'strike:torpor'], // Entombment
  '101942': ['aim'], // Target Vitals
};

describe.skipIf(!haveData)('combat cards before range changing the round (issue 29)', () => {
  const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
  for (const [id, families] of Object.entries(ROUND_DAMAGE_CARDS))
    it(`card ${id}: ${families.join(', ')}`, () => {
      const def = cardDefFromDetail(cards.find((c) => c.id === id)!);
      const cases = familyCases(def).filter((c) => families.includes(c.family));
      expect(cases.map((c) => c.family)).toEqual(families);
      for (const c of cases) {
        expect(c.run(false)).toBe(c.expected);
        let stripped: number | string;
        try {
          stripped = c.run(true);
        } catch (e) {
          stripped = String(e);
        }
        expect(stripped).not.toBe(c.expected);
      }
    });
});
