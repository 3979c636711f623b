/**
 * Issue 30 item 4: the published rulings of the shared traits the automated vampires carry, played on
 * their entries: a titled Independent's votes are a personal title, kept when the vampire changes sect
 * (group "Personal titles", LSJ 20010714: Kephamos); Black Hand is a trait, not a title nor a sect, kept
 * when the vampire changes sect (group "Black Hand", LSJ 20070322, ANK 20180807: Dominique Santo Paulo).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { titleOf } from '../core/held-titles';
import { hasTrait } from '../core/queries';
import { sectOf } from '../core/state';
import { build, uid } from '../testing/testing';

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES trait rulings of the automated vampires (issue 30)',
  () => {
    const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
    const ready = (id: string) => {
      const def = cardDefFromDetail(cards.find((c) => c.id === id)!);
      expect(def.automation).toBe('full');
      const s = build({ seats: [{ ready: [{ card: def.name, blood: 3 }] }, {}], defs: [def] });
      return { s, u: uid(s, def.name, 0) };
    };

    it('LSJ 20010714: Kephamos keeps his 2 votes (a personal title) when he becomes anarch', () => {
      const { s, u } = ready('200773');
      expect(titleOf(s, u)).toBe('2 votes');
      s.cards[u].anarch = true;
      expect(sectOf(s, u)).toBe('anarch');
      expect(titleOf(s, u)).toBe('2 votes');
    });

    it('LSJ 20070322: Dominique Santo Paulo stays Black Hand when she changes sect', () => {
      const { s, u } = ready('200359');
      expect(hasTrait(s, u, 'blackHand')).toBe(true);
      s.cards[u].anarch = true;
      expect(hasTrait(s, u, 'blackHand')).toBe(true);
    });
  },
);
