/**
 * Scenario family of an imbued's own stealth and intercept bought with a conviction while it has a vehicle (issue 30
 * item 3; tests only; imbued appendix A.2: a conviction burned as a cost; vtes-es 6.2.2: stealth against intercept;
 * the Condition leaf `bearsClass`): once each action, +1 stealth on its own action or +1 intercept as it blocks; with no
 * vehicle nothing is offered. Fails once the card's effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import { dec } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { TEST_CONVICTION } from './imbued-scenarios';

/** A vehicle with no text of its own. */
const CAR: CardDef = {
  id: 'test-car',
  name: 'Test Car',
  kind: 'library',
  types: ['Equipment'],
  clan: [],
  reqs: [],
  classes: ['vehicle'],
  modes: [{ kind: 'equip', conditions: [], effects: [] }],
  automation: 'full',
};
const GUARD = testVampire('Test Guard', {}, [{ e: 'mod', stat: 'intercept', n: 1, who: 'self' }]);
const RUNNER = testVampire('Test Runner', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);

/** The use of `card`'s ability offered now (a use for stealth or intercept names the card), if any. */
const useOf = (sc: Scenario, card: string) => dec(sc.s).options.find((o) => o.id.split(':').slice(1).includes(card));

/**
 * Measured: 100 when the imbued's bleed, blocked, gains 1 stealth for its conviction (burned); 10 when, blocking a +1 stealth bleed,
 * it gains 1 intercept for a conviction; 1 when an imbued of the same card with no vehicle is offered no use.
 */
export const vehicleStatUse = (def: CardDef): FamilyCase => ({
  family: 'imbued with a vehicle: a conviction for +1 stealth or +1 intercept, once each action',
  expected: 111,
  run(strip) {
    const spec = (car: boolean, active: 0 | 1) =>
      new Scenario({
        active,
        defs: [def, CAR, GUARD, RUNNER, TEST_CONVICTION],
        strip: strip ? [def.name] : [],
        seats: [
          {
            ready: [{ card: def.name, blood: 4, attached: [...(car ? [{ card: CAR.name }] : []), { card: TEST_CONVICTION.name }] }],
          },
          { ready: [{ card: active === 0 ? GUARD.name : RUNNER.name, blood: 4 }] },
        ],
      });
    // its own bleed, blocked: +1 stealth
    let own = 0;
    {
      const sc = spec(true, 0);
      const me = sc.uid(def.name);
      sc.choose(`min:${me}`)
        .choose(`bleed:${me}`)
        .choose(`block:${sc.uid(GUARD.name, 1)}`);
      const before = sc.s.act?.stealth ?? 0;
      const use = useOf(sc, me);
      if (use) {
        sc.choose(use.id);
        // the conviction paid (burned): only the vehicle is left on the imbued
        own = sc.s.cards[me].attached.length === 1 ? (sc.s.act?.stealth ?? 0) - before : 0;
      }
    }
    // blocking another's bleed: +1 intercept
    let block = 0;
    {
      const sc = spec(true, 1);
      const me = sc.uid(def.name);
      const r = sc.uid(RUNNER.name, 1);
      sc.choose(`min:${r}`).choose(`bleed:${r}`).choose(`block:${me}`);
      const before = sc.s.act?.intercept ?? 0;
      const use = useOf(sc, me);
      if (use) {
        sc.choose(use.id);
        block = (sc.s.act?.intercept ?? 0) - before;
      }
    }
    // no vehicle: nothing offered
    const bare = spec(false, 0);
    const me = bare.uid(def.name);
    bare
      .choose(`min:${me}`)
      .choose(`bleed:${me}`)
      .choose(`block:${bare.uid(GUARD.name, 1)}`);
    const none = !useOf(bare, me);
    return (own === 1 ? 100 : 0) + (block === 1 ? 10 : 0) + (none && !strip ? 1 : 0);
  },
});

export const IMBUED_VEHICLE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Lupe "Cabbie22" Droin: with a vehicle, once each action, a conviction for +1 stealth or +1 intercept
  '200886': (def) => [vehicleStatUse(def)],
};
