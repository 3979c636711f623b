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
import { GEAR } from './families-crypt';
import { cannotHold } from '../core/no-carry';
import { dec } from './testing';

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

/** A strike card stealing equipment (6.4.5), and an equipment that is also a location. */
const TEST_SNATCH: CardDef = {
  id: 'test-snatch',
  name: 'Test Snatch',
  kind: 'library',
  types: ['Combat'],
  clan: [],
  reqs: [],
  automation: 'full',
  modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'strike', s: 'stealEquipment' }] }],
};
const TEST_MANOR: CardDef = { ...GEAR[0], id: 'test-manor', name: 'Test Manor', classes: ['location'] };
const HOLDER = testVampire('Test Holder', {});

/**
 * LSJ 20050315, LSJ 20010210 (`noCarry`): no equip action with the equipment in hand, and in his combat (his own (D)
 * action at a minion bearing equipment) no strike card stealing equipment is offered; an equipment that is a location
 * is not refused.
 */
function noCarryRuling(id: string): void {
  const v = card(id);
  const eq = GEAR[0];
  const sc = new Scenario({
    defs: [v, HOLDER, eq, TEST_SNATCH, TEST_MANOR],
    seats: [
      { ready: [{ card: v.name, blood: 6 }], hand: [eq.name, TEST_SNATCH.name], play: [TEST_MANOR.name] },
      { ready: [{ card: HOLDER.name, blood: 4, attached: [{ card: eq.name }] }] },
    ],
  });
  const u = sc.uid(v.name);
  const h = sc.uid(HOLDER.name, 1);
  const [inHand, snatch] = sc.s.seats[0].zones.hand;
  sc.choose(`min:${u}`);
  expect(ids(sc.s).some((o) => o.split(':').includes(inHand))).toBe(false);
  expect(cannotHold(sc.s, sc.uid(TEST_MANOR.name, 0, 'play'), u)).toBe(false);
  expect(cannotHold(sc.s, inHand, u)).toBe(true);
  const fight = dec(sc.s).options.find((o) => o.id.startsWith('use:') && o.id.endsWith(`:${h}`));
  expect(fight).toBeDefined();
  sc.choose(fight!.id);
  sc.s = passUntil(sc.s, (x) => (!!x.combat && x.combat.step.startsWith('strike') && dec(x).seat === 0) || !x.act);
  expect(sc.s.combat).toBeTruthy();
  expect(ids(sc.s)).toContain('hand');
  expect(ids(sc.s).some((o) => o.split(':').includes(snatch))).toBe(false);
}

const SNEAK2 = testVampire('Test Sneak Two', {}, [{ e: 'mod', stat: 'stealth', n: 2, who: 'self' }]);
const WATCHMAN = testVampire('Test Watchman', {});

/** LSJ 20020814, ANK 20220705: Maris Streck, locked, pays twice in one action: +2 intercept against +2 stealth. */
function marisTwice(): void {
  const maris = card('200935');
  const sc = new Scenario({
    defs: [maris, SNEAK2, WATCHMAN],
    seats: [
      { ready: [{ card: SNEAK2.name, blood: 4 }] },
      {
        ready: [
          { card: maris.name, blood: 4, locked: true },
          { card: WATCHMAN.name, blood: 4 },
        ],
      },
    ],
  });
  const [a, m, w] = [sc.uid(SNEAK2.name), sc.uid(maris.name, 1), sc.uid(WATCHMAN.name, 1)];
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${w}`);
  for (let i = 0; i < 2; i++) {
    const use = ids(sc.s).find((x) => x.split(':').includes(m));
    expect(use).toBeDefined();
    sc.choose(use!);
  }
  expect(sc.s.cards[m].blood).toBe(2);
  expect(passUntil(sc.s, (x) => !!x.combat || !x.act).combat).toBeTruthy();
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
      'maris-twice-locked': () => marisTwice(),
      'no-carry-200179': () => noCarryRuling('200179'),
      'no-carry-200424': () => noCarryRuling('200424'),
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
