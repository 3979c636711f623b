/**
 * Issue 30 item 4: the published rulings of the shared traits the automated vampires carry, played on
 * their entries: a titled Independent's votes are a personal title, kept when the vampire changes sect
 * (group "Personal titles", LSJ 20010714: Kephamos); Black Hand is a trait, not a title nor a sect, kept
 * when the vampire changes sect (group "Black Hand", LSJ 20070322, ANK 20180807: Dominique Santo Paulo).
 * A vampire that says it is not unique (trait `nonUnique`) is neither contested nor burned as a second
 * copy (vtes-es 4.1: Tupdog, The Horde).
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
import { INFLUENCE_OPTIONS } from '../../../common/vtes-options';
import { build, choose, uid } from '../testing/testing';

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

    it('4.1: a non-unique vampire (Tupdog) is not contested, and a second copy of its Methuselah stays in play', () => {
      const def = cardDefFromDetail(cards.find((c) => c.id === '201393')!);
      expect(def.automation).toBe('full');
      let s = build({
        phase: 'influence',
        seats: [
          { ready: [{ card: def.name, blood: 1 }], uncontrolled: [{ card: def.name, blood: 1 }] },
          { ready: [{ card: def.name, blood: 1 }] },
        ],
        defs: [def],
      });
      const second = uid(s, def.name, 0, 'uncontrolled');
      s = choose(s, INFLUENCE_OPTIONS.encode('influence', { vampire: second }));
      const mine = s.seats[0].zones.ready.filter((u) => s.cards[u].cid === def.id);
      expect(mine).toHaveLength(2);
      expect(Object.values(s.cards).some((c) => c.contested)).toBe(false);
    });

    it('LSJ 20070322: Dominique Santo Paulo stays Black Hand when she changes sect', () => {
      const { s, u } = ready('200359');
      expect(hasTrait(s, u, 'blackHand')).toBe(true);
      s.cards[u].anarch = true;
      expect(hasTrait(s, u, 'blackHand')).toBe(true);
    });
  },
);
