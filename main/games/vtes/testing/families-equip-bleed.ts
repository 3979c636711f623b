/**
 * Scenarios of the equipment offering a bleed that no other equipment may increase (issue 29; tests only; vtes-es
 * 6.1.1, 6.2.1): the offered action's `noEquipBleed` (Camera Phone). Seat 0's test vampire (+1 bleed of its own)
 * bears the card and a test equipment giving +1 bleed, and bleeds with the card's action, unblocked:
 * - `ownBleedOnly`: the pool seat 1 lost (1 + the card's 1 + the vampire's own 1 = 3; the other equipment's +1 not
 *   counted), plus 10 × the pool lost to the same vampire's plain bleed (1 + 1 + 1 = 3: the equipment counts there).
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** An equipment giving its bearer +1 bleed. */
const BLEEDER: CardDef = {
  id: 'test-bleeder',
  name: 'Test Bleeder',
  kind: 'library',
  types: ['Equipment'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'equip', conditions: [], effects: [{ e: 'mod', stat: 'bleed', n: 1, who: 'bearer' }] }],
  automation: 'full',
};

/** Seat 0's test vampire (+1 bleed) bearing the card and the bleeder; seat 1 with 20 pool. */
function bearing(def: CardDef, strip: boolean) {
  const v = testVampire('Test Bearer', {}, [{ e: 'mod', stat: 'bleed', n: 1, who: 'self' }]);
  const sc = new Scenario({
    seats: [{ ready: [{ card: v.name, blood: 4, attached: [{ card: def.name }, { card: BLEEDER.name }] }] }, { pool: 20 }],
    defs: [def, v, BLEEDER],
    strip: strip ? [def.name] : [],
  });
  return { sc, v: sc.uid(v.name), card: sc.uid(def.name, 0, 'attached') };
}

function ownBleedOnlyCase(def: CardDef): FamilyCase {
  return {
    family: 'ownBleedOnly',
    expected: 33,
    run(strip) {
      const plain = bearing(def, strip);
      plain.sc.choose(`min:${plain.v}`).choose(`bleed:${plain.v}`);
      plain.sc.s = passUntil(plain.sc.s, (x) => !x.act);
      const { sc, v, card } = bearing(def, strip);
      sc.choose(`min:${v}`);
      const use = ids(sc.s).find((o) => o.startsWith(`use:${card}:`));
      if (!use) throw new Error('scenario: the bleed action is not offered');
      sc.choose(use);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 20 - sc.pool(1) + 10 * (20 - plain.sc.pool(1));
    },
  };
}

/** Scenarios of the cards of this family, by official id. */
export const EQUIP_BLEED_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Camera Phone
  '100287': (def) => [ownBleedOnlyCase(def)],
};
