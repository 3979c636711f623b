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
import { INFLUENCE_OPTIONS, PICK_OPTIONS } from '../../../common/vtes-options';
import { CircleSchema } from '../schema/schema-params';
import { titleOf } from '../core/held-titles';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const byId = new Map((haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : []).map((c) => [c.id, c]));
/** A stripe a vampire as the set-up plays it (its reviewed entry, `full`). */
const card = (id: string): CardDef => {
  const d = cardDefFromDetail(byId.get(id)!);
  expect(d.automation, id).toBe('full');
  return d;
};

const CALLER = testVampire('Test Caller', {});
const SLEEPER = testVampire('Test Sleeper', {});

/**
 * G00075: a rescuer's discount lowers the price of the rescue itself, whoever pays it: the price of 1 is paid by the
 * rescued vampire alone (the rescuer's share 0) or by the rescuer (its share 1).
 */
function rescueDiscount(id: string): void {
  const rescuer = card(id);
  const after = (split: string): number[] => {
    const sc = new Scenario({
      defs: [rescuer, SLEEPER],
      seats: [{ ready: [{ card: rescuer.name, blood: 3 }], torpor: [{ card: SLEEPER.name, blood: 3 }] }, {}],
    });
    const [f, t] = [sc.uid(rescuer.name), sc.uid(SLEEPER.name, 0, 'torpor')];
    sc.choose(`min:${f}`).choose(`rescue:${f}:${t}:${split}`);
    sc.s = passUntil(sc.s, (x) => !x.act);
    return [sc.s.cards[f].blood, sc.s.cards[t].blood, sc.s.cards[t].zone === 'ready' ? 1 : 0];
  };
  expect(after('0')).toEqual([3, 2, 1]);
  expect(after('1')).toEqual([2, 3, 1]);
}

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
      'frondator-discount-on-the-rescue': () => rescueDiscount('200485'),
      'doc-martina-discount-on-the-rescue': () => rescueDiscount('201670'),
      'olga-black-hand-any-sect': () => {
        const olga = card('201075');
        // a Camarilla vampire of the Black Hand trait
        const hand = testVampire('Test Black Hand', {}, [], 'Caitiff', { traits: ['blackHand'] });
        const sc = new Scenario({
          defs: [olga, hand],
          seats: [{ ready: [{ card: hand.name, blood: 3 }], pool: 10 }, { ready: [{ card: olga.name, blood: 1 }] }],
        });
        const [h, o] = [sc.uid(hand.name), sc.uid(olga.name, 1)];
        sc.choose(`min:${h}`).choose(ids(sc.s).find((x) => x.startsWith(`use:${o}:`) && x.split(':').includes(h))!);
        sc.s = passUntil(sc.s, (x) => !x.act);
        expect(sc.s.cards[o].controller).toBe(0);
        expect(sc.s.seats[0].pool).toBe(9);
      },
      'new-blood-no-title': () => {
        const nb = card('201052');
        const sc = new Scenario({ phase: 'influence', defs: [nb], seats: [{ uncontrolled: [{ card: nb.name, blood: 2 }] }, {}] });
        const v = sc.uid(nb.name, 0, 'uncontrolled');
        sc.choose(INFLUENCE_OPTIONS.encode('influence', { vampire: v }));
        expect(ids(sc.s)).toEqual(CircleSchema.options.map((c) => PICK_OPTIONS.encode('circle', { circle: c })));
        sc.choose(PICK_OPTIONS.encode('circle', { circle: 'torrance' }));
        expect(sc.s.cards[v].circle).toBe('torrance');
        expect(titleOf(sc.s, v)).toBeUndefined();
      },
      'new-blood-empty-crypt': () => {
        const nb = card('201052');
        const sc = new Scenario({ phase: 'influence', defs: [nb], seats: [{ uncontrolled: [{ card: nb.name, blood: 2 }] }, {}] });
        const v = sc.uid(nb.name, 0, 'uncontrolled');
        expect(sc.s.seats[0].zones.crypt).toEqual([]);
        sc.choose(INFLUENCE_OPTIONS.encode('influence', { vampire: v }));
        sc.choose(PICK_OPTIONS.encode('circle', { circle: 'chicago' }));
        expect(sc.s.cards[v].circle).toBe('chicago');
        expect(sc.s.seats[0].zones.uncontrolled).toEqual([]);
      },
    },
    { describe, it, expect },
  );
});
