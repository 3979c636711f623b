/**
 * The rulings suite (rulings.ts), area `weapons`: combat cards using or equipping weapons, each entry
 * checked by the scenario of the same key, played with the card's reviewed data (the catalog join) and
 * test vampires holding exactly what the card needs.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { officialCard } from '../../../testing/official-cards';
import { sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, passUntil, rulingsSuite } from './testing';
import { TEST_CLUB, weaponFight, withWeapon } from './families-melee';
import { MELEE_STRIKES } from './rulings-weapons';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
/** A catalog card as the set-up plays it (its reviewed entry). */
const card = (id: string): CardDef => cardDefFromDetail(officialCard(id));

/** A melee weapon dealing strength+1 aggravated damage. */
const AGG_CLUB: CardDef = {
  ...TEST_CLUB,
  id: 'test-agg-club',
  name: 'Test Agg Club',
  modes: TEST_CLUB.modes.map((m) => ({
    ...m,
    effects: m.effects.map((e) => (e.e === 'ability' && e.strike?.s === 'damage' ? { ...e, strike: { ...e.strike, agg: true } } : e)),
  })),
};

rulingsSuite(
  'weapons',
  {
    ...Object.fromEntries(
      Object.entries(MELEE_STRIKES).map(([cid, m]) => [
        `melee-agg-${cid}`,
        () => {
          const c = card(cid);
          expect(c.automation, c.name).toBe('full');
          const { sc, h, w, o } = weaponFight(c, m.disc, AGG_CLUB);
          const id = withWeapon(sc, h, m.mode, w);
          expect(id).toBeDefined();
          const plus = c.modes[m.mode].effects.find((e) => e.e === 'strike');
          const bonus = plus?.e === 'strike' ? (plus.plus ?? 0) : 0;
          sc.choose(id!).choose('none');
          sc.s = passUntil(sc.s, (x) => !x.combat);
          // strength 1, the weapon's 1 and the card's bonus, all aggravated: torpor, and a blood burned for each point past the first
          expect(sc.s.cards[o].zone).toBe('torpor');
          expect(6 - sc.s.cards[o].blood).toBe(1 + bonus);
        },
      ]),
    ),
    'lucky-blow-no-other-strike-card': () => {
      const { sc, h, a } = weaponFight(card('101131'), {}, TEST_CLUB);
      sc.choose(`card:${h}:0`);
      // the strike is chosen: the next question is the opposing minion's strike, not another card of the actor
      expect(dec(sc.s).seat).toBe(1);
      expect(sc.s.combat?.strikes[a]?.kind).toBe('hand');
    },
  },
  { describe: describe.skipIf(!haveData && !process.env.CI) as typeof describe, it, expect },
);
