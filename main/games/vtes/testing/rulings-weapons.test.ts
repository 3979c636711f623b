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
import { equipFight, TEST_PISTOL, testGun } from './families-equip';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';
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

/** The weapons of the hand Concealed Weapon offers (by name) to a test actor holding `guns`, before range is determined. */
function offeredGuns(cw: CardDef, disc: Record<string, 1 | 2>, guns: CardDef[]): string[] {
  const { sc } = equipFight(cw, disc, guns);
  sc.play(cw.name);
  return dec(sc.s)
    .options.map((o) => sc.s.cards[String(o.params?.uid)]?.cid)
    .flatMap((cid) => guns.filter((g) => g.id === cid).map((g) => g.name));
}

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
    'concealed-weapon-limits': () => {
      const guns = [
        testGun('Test Dear Gun', 3, 1),
        testGun('Test Big Gun', 1, 4),
        testGun('Test Fire Gun', 1, 1, { agg: true }),
        testGun('Test Famous Gun', 1, 1, { unique: true }),
        testGun('Test Fair Gun', 2, 3),
      ];
      expect(offeredGuns(card('100392'), {}, guns)).toEqual(['Test Fair Gun']);
    },
    'concealed-weapon-cost-payer': () => {
      const { sc } = equipFight(card('100392'), {}, [testGun('Test Dear Gun', 3, 1), TEST_PISTOL]);
      expect(sc.pool(0)).toBeGreaterThan(10);
      sc.play('Concealed Weapon');
      expect(dec(sc.s).options.map((o) => sc.s.cards[String(o.params?.uid)]?.cid)).toEqual([TEST_PISTOL.id]);
    },
    'concealed-weapon-strength': () => {
      const strong = testVampire('Test Strong', {}, [{ e: 'mod', stat: 'strength', n: 4, who: 'self' }]);
      const cw = card('100392');
      const sc = new Scenario({
        seats: [
          { ready: [{ card: strong.name, blood: 6 }], hand: [cw.name, TEST_CLUB.name] },
          { ready: [{ card: 'Test Opponent', blood: 6 }] },
        ],
        defs: [cw, strong, testVampire('Test Opponent', {}), TEST_CLUB],
      });
      const a = sc.uid(strong.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid('Test Opponent', 1)}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'preRange');
      sc.play(cw.name);
      sc.choose(dec(sc.s).options.find((o) => o.id.split(':').includes(sc.uid(TEST_CLUB.name, 0, 'hand')))!.id);
      expect(sc.s.cards[sc.uid(TEST_CLUB.name)].host).toBe(a);
    },
    'concealed-weapon-cost-modified': () => {
      const thrifty = testVampire('Test Thrifty', {}, [{ e: 'costMod', n: -1, of: { type: 'equipment' }, who: 'self', to: 'pool' }]);
      const cw = card('100392');
      const dear = testGun('Test Dear Gun', 3, 1);
      const sc = new Scenario({
        seats: [
          { ready: [{ card: thrifty.name, blood: 6 }], hand: [cw.name, dear.name] },
          { ready: [{ card: 'Test Opponent', blood: 6 }] },
        ],
        defs: [cw, thrifty, testVampire('Test Opponent', {}), dear],
      });
      const a = sc.uid(thrifty.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid('Test Opponent', 1)}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'preRange');
      const pool = sc.pool(0);
      sc.play(cw.name);
      sc.choose(dec(sc.s).options.find((o) => o.id.split(':').includes(sc.uid(dear.name, 0, 'hand')))!.id);
      expect(sc.s.cards[sc.uid(dear.name)].host).toBe(a);
      expect(pool - sc.pool(0)).toBe(2);
    },
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
