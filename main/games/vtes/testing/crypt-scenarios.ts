/**
 * Scenarios of the crypt cards with abilities (issue 30 item 1; tests only), by official card id, as
 * data/card-scenarios.ts: each measures what the vampire's ability does through the engine's decisions
 * and fails once its effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import { INFLUENCE_OPTIONS, PICK_OPTIONS } from '../../../common/vtes-options';
import { dec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const HEIR = testVampire('Test Heir', {});

/**
 * Anarch Convert (vtes-es 7, 10.5): moved to the ready region in the influence phase, it is removed from
 * the game and a vampire with no title of its Methuselah becomes anarch, who gains 1 pool. Measured: the
 * vampire anarch (100), the pool gained (10 each), the convert gone (1).
 */
const convertEnters = (def: CardDef): FamilyCase => ({
  family: 'as it enters play: removed for an anarch and 1 pool',
  expected: 111,
  run(strip) {
    const sc = new Scenario({
      phase: 'influence',
      seats: [{ uncontrolled: [{ card: def.name, blood: def.capacity ?? 1 }], ready: [{ card: HEIR.name, blood: 3 }], pool: 20 }, {}],
      defs: [def, HEIR],
      strip: strip ? [def.name] : [],
    });
    const convert = sc.uid(def.name, 0, 'uncontrolled');
    const heir = sc.uid(HEIR.name);
    sc.choose(INFLUENCE_OPTIONS.encode('influence', { vampire: convert }));
    const pool = sc.s.seats[0].pool;
    const target = PICK_OPTIONS.encode('t', { card: heir });
    if (dec(sc.s).options.some((o) => o.id === target)) sc.choose(target).choose(PICK_OPTIONS.encode('done', {}));
    const gone = sc.s.cards[convert].zone === 'removed' ? 1 : 0;
    return (sc.s.cards[heir].anarch ? 100 : 0) + 10 * (sc.s.seats[0].pool - pool) + gone;
  },
});

/**
 * One-off sentences of crypt cards, by official card id. The shared shapes (a stat under a Condition, a block
 * rule, the controller's master phase actions, transfers and hand size while ready, a prevention once each
 * combat) play the families of testing/families-crypt.ts for every vampire that has them.
 */
export const CRYPT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Anarch Convert
  '200076': (def) => [convertEnters(def)],
};
