/**
 * Cost modifiers beyond locations (issue 27 item 5; vtes-es 1.6.1.3; core/cost-mods.ts): one record,
 * `costMod`, on a card in play, on a vampire's own text or on a card a minion bears, read by every
 * payment; real cards of the data files (their scenario families: testing/families-costs.ts), and the
 * payments they change.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import { costFamilyCases } from '../testing/families-costs';
import type { CardDef } from '../schema/effects';
import { Scenario } from '../testing/scenario';
import { plainEquipment } from '../testing/card-testing';
import { testVampire } from '../testing/test-vampire';
import { dec, passUntil } from '../testing/testing';
import { costFor } from '../core/queries';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));

/** A test equipment costing 2 pool. */
const GEAR: CardDef = { ...plainEquipment('test-gear', 'Test Gear'), pool: 2 };

describe.skipIf(!haveData && !process.env.CI)('cost modifiers of real cards (issue 27 item 5)', () => {
  const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
  const def = (id: string): CardDef => cardDefFromDetail(cards.find((c) => c.id === id)!);

  it.each([
    ['200675', 'Jann Berger: cards requiring Potence cost him 1 fewer blood'],
    ['200201', 'Black Cat: equipment costs her 1 less pool'],
    ['200011', 'Adana de Sforza: combat cards cost her 1 fewer blood'],
    ['200989', 'Miller Delmardigan: cards requiring Celerity cost him 1 less blood'],
    ['201407', 'Una: combat cards requiring Fortitude cost her 1 fewer blood'],
  ])('%s %s', (id) => {
    const cases = costFamilyCases(def(id));
    expect(cases.length).toBe(1);
    for (const c of cases) {
      expect(c.run(false)).toBe(1);
      expect(c.run(true)).toBe(2);
    }
  });

  it('Black Cat equips with a 2-pool equipment for 1 pool (the equip action pays it on success, 6.1.3)', () => {
    const cat = def('200201');
    const sc = new Scenario({
      phase: 'minion',
      seats: [{ ready: [{ card: cat.name, blood: 3 }], hand: [GEAR.name] }, {}],
      defs: [cat, GEAR],
    });
    const before = sc.pool(0);
    sc.play(GEAR.name, { by: cat.name });
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect(before - sc.pool(0)).toBe(1);
    expect(sc.s.cards[sc.uid(GEAR.name)].host).toBe(sc.uid(cat.name));
  });
});

/** A test equipment: its Ravnos bearer adds 2 blood to a younger Ravnos of the uncontrolled region as a +1 stealth action costing 1 blood; cards requiring Potence cost a Ravnos bearer 1 fewer blood. */
const VRANA: CardDef = {
  id: 'test-vrana',
  name: 'Test Vrana',
  kind: 'library',
  types: ['Equipment'],
  clan: [],
  reqs: [],
  modes: [
    {
      kind: 'equip',
      conditions: [],
      effects: [
        {
          e: 'ability',
          window: 'action',
          cost: [{ c: 'blood', n: 1 }],
          who: { of: 'minion', whose: 'any', role: 'bearer', where: { c: 'clan', who: 'it', clan: 'Ravnos' }, count: 'one' },
          action: {
            stealth: 1,
            target: {
              of: 'vampire',
              whose: 'you',
              state: 'uncontrolled',
              filter: { clan: 'Ravnos' },
              where: { c: 'younger', who: 'it', than: 'minion' },
              count: 'one',
            },
          },
          effects: [{ p: 'move', n: 2, from: 'bank', to: 'target' }],
        },
        { e: 'costMod', n: -1, of: { disc: 'pot' }, who: 'bearer', to: 'blood', if: { c: 'clan', who: 'minion', clan: 'Ravnos' } },
      ],
    },
  ],
  automation: 'full',
};
const ravnos = testVampire('Test Ravnos', {}, [], 'Ravnos');
const young = testVampire('Test Young Ravnos', {}, [], 'Ravnos', { capacity: 4 });
const old = testVampire('Test Old Ravnos', {}, [], 'Ravnos', { capacity: 9 });

describe('an offered action with a cost, a Selector Condition, and a cost modifier with a Condition (vtes-es 6.1, 1.6.1.3)', () => {
  it('an equipment whose Ravnos adds 2 blood to a younger Ravnos of the uncontrolled region (+1 stealth action, 1 blood)', () => {
    const sc = new Scenario({
      phase: 'minion',
      seats: [
        {
          ready: [{ card: ravnos.name, blood: 3, attached: [{ card: VRANA.name }] }],
          uncontrolled: [
            { card: young.name, blood: 0 },
            { card: old.name, blood: 0 },
          ],
        },
        { ready: [{ card: old.name, blood: 3 }] },
      ],
      defs: [VRANA, ravnos, young, old],
    });
    const r = sc.uid(ravnos.name);
    const y = sc.uid(young.name, 0, 'uncontrolled');
    sc.choose(`min:${r}`);
    const uses = dec(sc.s).options.filter((o) => o.id.startsWith(`use:${sc.uid(VRANA.name)}:`));
    // the older Ravnos is not a target (the Selector's Condition: younger than the acting minion)
    expect(uses.map((o) => o.id.split(':').at(-1))).toEqual([y]);
    sc.choose(uses[0].id);
    expect(sc.s.act?.stealth).toBe(1);
    sc.s = passUntil(sc.s, (x) => !x.act);
    expect(sc.s.cards[y].blood).toBe(2);
    expect(sc.s.cards[r].blood).toBe(2);
  });

  it('the cost modifier holds for a Ravnos bearer only (its Condition)', () => {
    const potCard = { ...GEAR, id: 'test-pot', name: 'Test Pot', types: ['Action'], pool: undefined, blood: 2, libDisc: [['pot']] };
    const price = (clanOf: CardDef) => {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: clanOf.name, blood: 3, attached: [{ card: VRANA.name }] }] }, {}],
        defs: [VRANA, clanOf, potCard],
      });
      return costFor(sc.s, potCard, 0, sc.uid(clanOf.name)).blood;
    };
    expect(price(ravnos)).toBe(1);
    expect(price(testVampire('Test Other', {}))).toBe(2);
  });
});
