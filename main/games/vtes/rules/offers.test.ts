/**
 * Actions and strikes offered by cards in play and by minions (issue 27 item 5; vtes-es 6.1, 6.2.1,
 * 6.2.3, 6.4.3; vocab/offers.ts), played with real cards of the data files through the scenario
 * families (testing/families-offers.ts): each measures what the card offers, and the same scenario
 * with the card's effects stripped does not offer it.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import { offerFamilyCases } from '../testing/families-offers';
import type { CardDef } from '../schema/effects';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';
import { dec, ids, passUntil } from '../testing/testing';
import { actionOffers } from '../vocab/offers';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));

describe.skipIf(!haveData && !process.env.CI)('offered actions and strikes (issue 27 item 5)', () => {
  const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
  const def = (id: string): CardDef => cardDefFromDetail(cards.find((c) => c.id === id)!);

  it('Rom Gypsy locks to give a Ravnos of its Methuselah +1 stealth when a block would succeed (6.2.2.2)', () => {
    const gypsy = def('101650');
    const ravnos = testVampire('Test Ravnos', {}, [], 'Ravnos');
    const sc = new Scenario({
      phase: 'minion',
      seats: [
        {
          ready: [
            { card: ravnos.name, blood: 3 },
            { card: gypsy.name, blood: 2 },
          ],
        },
        { ready: [{ card: THEIRS.name, blood: 3 }] },
      ],
      defs: [gypsy, ravnos, THEIRS],
    });
    const r = sc.uid(ravnos.name);
    const pool1 = sc.pool(1);
    sc.choose(`min:${r}`).choose(`bleed:${r}`);
    sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${sc.uid(THEIRS.name, 1)}`));
    sc.choose(`block:${sc.uid(THEIRS.name, 1)}`);
    const g = sc.uid(gypsy.name);
    const o = dec(sc.s).options.find((x) => x.id.split(':').includes(g));
    if (!o) throw new Error(`no use of Rom Gypsy: ${ids(sc.s).join(' ')}`);
    sc.choose(o.id);
    expect(sc.s.cards[g].locked).toBe(true);
    // the block fails (stealth 1 against intercept 0) and the bleed goes on: nobody else may block
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect(sc.pool(1)).toBe(pool1 - 1);
  });
  /** The measures of a card's offer families, and the same with its effects stripped. */
  const measured = (id: string) => {
    const cases = offerFamilyCases(def(id));
    expect(cases.length).toBeGreaterThan(0);
    return cases.map((c) => {
      let stripped: number | string;
      try {
        stripped = c.run(true);
      } catch (e) {
        stripped = String((e as Error).message);
      }
      return { family: c.family, got: c.run(false), expected: c.expected, stripped };
    });
  };

  it.each([
    ['101014', 'Ivory Bow: a weapon strike, 1R aggravated (torpor)'],
    ['100742', 'Flamethrower: a weapon strike, 2R aggravated'],
    ['101799', 'The Slashers: an ally strikes for 1R'],
    ['101337', 'Outcast Mage: an ally strikes for 2R'],
    ['101491', 'Procurer: +2 stealth action, 1 blood from the bank to a ready vampire of yours'],
    ['101094', 'Leonardo, Mortician: +1 stealth action, 1 blood to a ready vampire (another Methuselah: directed)'],
    ['102237', 'ECTU Operative: strikes for 1R; (D) action burning a vampire in torpor'],
    ['101650', 'Rom Gypsy: an ally strikes for 1R'],
    ['102234', 'City Star Taxi: an ally strikes for 1R'],
    ['102344', 'Twisted Bloodhound: its employer enters combat with a minion of another Methuselah as a (D) action'],
  ])('%s %s', (id) => {
    for (const m of measured(id)) {
      expect(m.got, m.family).toBe(m.expected);
      expect(m.stripped, m.family).not.toBe(m.expected);
    }
  });
});

/** A test ally offering a +1 stealth action: 1 blood from the bank to a ready vampire of any Methuselah. */
const GIVER: CardDef = {
  id: 'test-giver',
  name: 'Test Giver',
  kind: 'library',
  types: ['Ally'],
  clan: [],
  reqs: [],
  modes: [
    {
      kind: 'ally',
      conditions: [],
      effects: [
        { e: 'ally', life: 2, strength: 1, bleed: 0 },
        {
          e: 'ability',
          window: 'action',
          cost: [],
          who: { of: 'minion', whose: 'you', role: 'self', count: 'one' },
          action: { stealth: 1, target: { of: 'vampire', whose: 'any', count: 'one' } },
          effects: [{ p: 'move', n: 1, from: 'bank', to: 'target' }],
        },
      ],
    },
  ],
  automation: 'full',
};
const MINE = testVampire('Test Mine', {});
const THEIRS = testVampire('Test Theirs', {});

describe('offered actions follow the rules of every action (vtes-es 6.1, 6.2.1)', () => {
  const table = () =>
    new Scenario({
      phase: 'minion',
      seats: [
        {
          ready: [
            { card: GIVER.name, blood: 2 },
            { card: MINE.name, blood: 1, locked: true },
          ],
        },
        { ready: [{ card: THEIRS.name, blood: 1 }] },
        {},
      ],
      defs: [GIVER, MINE, THEIRS],
    });
  const useOn = (sc: Scenario, target: string) => {
    sc.choose(`min:${sc.uid(GIVER.name)}`);
    const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.endsWith(`:${target}`));
    if (!o) throw new Error(`no action on ${target}`);
    sc.choose(o.id);
  };

  it('on a vampire of another Methuselah it is directed: only that Methuselah may block, with +1 stealth', () => {
    const sc = table();
    const t = sc.uid(THEIRS.name, 1);
    useOn(sc, t);
    expect(sc.s.act?.target).toBe(1);
    expect(sc.s.act?.stealth).toBe(1);
    expect(sc.s.act?.blockSeats).toEqual([1]);
  });

  it('on a vampire of its own Methuselah it is undirected: the prey and the predator may block; once per minion per turn', () => {
    const sc = table();
    const m = sc.uid(MINE.name, 0);
    useOn(sc, m);
    expect(sc.s.act?.target).toBeUndefined();
    expect(sc.s.act?.blockSeats).toEqual([1, 2]);
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect(sc.s.cards[m].blood).toBe(2);
    // the same card's action is offered to that minion once per turn, whatever its target (6.1)
    expect(actionOffers(sc.s, sc.uid(GIVER.name))).toEqual([]);
  });
});

/** A test master card in play: any minion of its controller may gain 1 blood or life as a +1 stealth action. */
const DEN: CardDef = {
  id: 'test-den',
  name: 'Test Den',
  kind: 'library',
  types: ['Master'],
  clan: [],
  reqs: [],
  modes: [
    {
      kind: 'master',
      conditions: [],
      effects: [
        { e: 'inPlay', location: true, unique: false },
        { e: 'ability', window: 'action', cost: [], action: { stealth: 1 }, effects: [{ p: 'move', n: 1, from: 'bank', to: 'minion' }] },
      ],
    },
  ],
  automation: 'full',
};
/** A test vampire whose own text is a (D) action costing 1 blood: the target vampire burns 2 blood. */
const LEECH = testVampire('Test Leech', {}, [
  {
    e: 'ability',
    window: 'action',
    cost: [{ c: 'blood', n: 1 }],
    who: { of: 'minion', whose: 'you', role: 'self', count: 'one' },
    action: { target: { of: 'vampire', whose: 'other', count: 'one' } },
    effects: [{ p: 'move', n: 2, from: 'target', to: 'bank' }],
  },
]);

describe('actions offered by a card in play to any minion, and by a vampire itself (vtes-es 6.1, 6.2.3)', () => {
  it('a master card in play offers its action to each ready minion of its controller; the minion gains the blood', () => {
    const sc = new Scenario({
      phase: 'minion',
      seats: [
        {
          play: [DEN.name],
          ready: [
            { card: MINE.name, blood: 1 },
            { card: GIVER.name, blood: 2 },
          ],
        },
        {},
      ],
      defs: [DEN, MINE, GIVER],
    });
    const den = sc.uid(DEN.name, 0, 'play');
    for (const m of [MINE.name, GIVER.name]) expect(actionOffers(sc.s, sc.uid(m)).filter((x) => x.card === den)).toHaveLength(1);
    const v = sc.uid(MINE.name);
    sc.choose(`min:${v}`);
    sc.choose(dec(sc.s).options.find((x) => x.id.startsWith(`use:${den}:`))!.id);
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect(sc.s.cards[v].blood).toBe(2);
  });

  it("a vampire's own (D) action: its cost paid by that vampire on success, only if it has the blood", () => {
    const sc = new Scenario({
      phase: 'minion',
      seats: [{ ready: [{ card: LEECH.name, blood: 1 }] }, { ready: [{ card: THEIRS.name, blood: 4, locked: true }] }],
      defs: [LEECH, THEIRS],
    });
    const l = sc.uid(LEECH.name);
    const t = sc.uid(THEIRS.name, 1);
    sc.choose(`min:${l}`);
    sc.choose(dec(sc.s).options.find((x) => x.id === `use:${l}:0:${l}:${t}`)!.id);
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect([sc.s.cards[l].blood, sc.s.cards[t].blood]).toEqual([0, 2]);
    // a vampire without the blood is not offered the action (its cost, 6.2.3)
    const dry = new Scenario({
      phase: 'minion',
      seats: [{ ready: [{ card: LEECH.name, blood: 0 }] }, { ready: [{ card: THEIRS.name, blood: 4 }] }],
      defs: [LEECH, THEIRS],
    });
    expect(actionOffers(dry.s, dry.uid(LEECH.name))).toEqual([]);
  });
});
