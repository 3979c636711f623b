/**
 * Scenarios of the imbued cards (issue 30 item 3; tests only), by official card id, as
 * data/card-scenarios.ts: each plays the card's text through the engine's decisions with test imbued,
 * test convictions and test vampires (imbued appendix A.1-A.5), and fails once the card's effects are
 * stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef, Effect } from '../schema/effects';
import type { VtesState } from '../core/state';
import { dec, ids, passUntil } from './testing';
import { type FamilyCase, testVampire } from './families';
import { Scenario } from './scenario';

/** A test imbued (A.1): a crypt card of type Imbued whose cost, its starting life, counts as capacity. */
export function testImbued(name: string, life: number, effects: Effect[] = []): CardDef {
  return {
    ...testVampire(name, {}, effects, 'Judge'),
    types: ['Imbued'],
    capacity: life,
    sect: undefined,
  };
}

/** A test conviction (A.2) with no text of its own: what a conviction cost burns. */
export const TEST_CONVICTION: CardDef = {
  id: 'test-conviction',
  name: 'Test Conviction',
  kind: 'library',
  types: ['Conviction'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'conviction', conditions: [], effects: [] }],
  automation: 'full',
};

const KIN = testImbued('Test Kin', 3);
const SHADOW = testVampire('Test Shadow', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);

/** The option of the pending decision naming card instance `u`, chosen; throws when none is offered. */
function chooseFor(sc: Scenario, u: string, prefix = ''): Scenario {
  const o = dec(sc.s).options.find((x) => x.id.startsWith(prefix) && x.id.split(':').includes(u));
  if (!o) throw new Error(`not offered: ${u}`);
  return sc.choose(o.id);
}

/** The counters (life) on the test imbued of seat 0's uncontrolled region. */
const kinLife = (s: VtesState, sc: Scenario) => s.cards[sc.uid(KIN.name, 0, 'uncontrolled')].blood;

/**
 * In the influence phase: a counter moved from the pool to an imbued of the uncontrolled region
 * (Paul Moreton): measured as the life the imbued gets ×10 plus the pool it cost.
 */
const poolToUncontrolledImbued = (def: CardDef): FamilyCase => ({
  family: 'a counter from the pool to an uncontrolled imbued in the influence phase',
  expected: 11,
  run(strip) {
    const sc = new Scenario({
      phase: 'influence',
      defs: [def, KIN],
      strip: strip ? [def.name] : [],
      seats: [{ pool: 10, ready: [{ card: def.name, blood: def.capacity ?? 4 }], uncontrolled: [{ card: KIN.name, blood: 0 }] }, {}],
    });
    const before = sc.pool(0);
    chooseFor(sc, sc.uid(def.name), 'use');
    chooseFor(sc, sc.uid(KIN.name, 0, 'uncontrolled'));
    return kinLife(sc.s, sc) * 10 + (before - sc.pool(0));
  },
});

/**
 * A +1 stealth action that costs a conviction (Travis Miller): 2 counters from the bank on an imbued of
 * the uncontrolled region; measured as that imbued's life ×10 plus the convictions left on the actor.
 */
const actionToUncontrolledImbued = (def: CardDef): FamilyCase => ({
  family: 'action costing a conviction: counters on an uncontrolled imbued',
  expected: 20,
  run(strip) {
    const sc = new Scenario({
      defs: [def, KIN, TEST_CONVICTION],
      strip: strip ? [def.name] : [],
      seats: [
        {
          ready: [{ card: def.name, blood: def.capacity ?? 5, attached: [{ card: TEST_CONVICTION.name }] }],
          uncontrolled: [{ card: KIN.name, blood: 0 }],
        },
        {},
      ],
    });
    const u = sc.uid(def.name);
    sc.choose(`min:${u}`);
    chooseFor(sc, u, 'use');
    expectStealth(sc.s, 1);
    sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.then === 'uncontrolledBlood');
    chooseFor(sc, sc.uid(KIN.name, 0, 'uncontrolled'));
    return kinLife(sc.s, sc) * 10 + sc.s.cards[u].attached.length;
  },
});

function expectStealth(s: VtesState, n: number): void {
  if (s.act?.stealth !== n) throw new Error(`stealth ${s.act?.stealth} instead of ${n}`);
}

/**
 * A power whose reaction gives its imbued +1 intercept against an acting monster (Discern): a vampire with
 * +1 stealth bleeds, the imbued bearing the power blocks and locks the power; the intercept measured.
 */
const interceptAgainstMonster = (def: CardDef): FamilyCase => ({
  family: 'power: +1 intercept to its imbued blocking a monster',
  expected: 1,
  run(strip) {
    const sc = new Scenario({
      defs: [def, KIN, SHADOW],
      strip: strip ? [def.name] : [],
      seats: [{ ready: [{ card: SHADOW.name, blood: 4 }] }, { ready: [{ card: KIN.name, blood: 3, attached: [{ card: def.name }] }] }],
    });
    const a = sc.uid(SHADOW.name);
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    chooseFor(sc, sc.uid(KIN.name, 1), 'block');
    chooseFor(sc, sc.uid(def.name, 1));
    if (!sc.s.cards[sc.uid(def.name, 1)].locked) throw new Error('the power is not locked');
    return sc.s.act!.intercept;
  },
});

/**
 * A card letting incapacitated imbued leave their region for fewer convictions in any unlock phase (Jennie
 * Orne): in another Methuselah's unlock phase, its controller's incapacitated imbued with 2 convictions is
 * offered to come back; measured as 10 when it is ready again plus its life and the convictions left.
 */
const riseInAnyUnlock = (def: CardDef): FamilyCase => ({
  family: 'incapacitated imbued rise in any unlock phase',
  expected: 11,
  run(strip) {
    const two = [{ card: TEST_CONVICTION.name }, { card: TEST_CONVICTION.name }];
    const sc = new Scenario({
      phase: 'unlock',
      defs: [def, KIN, TEST_CONVICTION],
      strip: strip ? [def.name] : [],
      seats: [{}, { ready: [{ card: def.name, blood: def.capacity ?? 5 }], incapacitated: [{ card: KIN.name, blood: 0, attached: two }] }],
    });
    const k = sc.uid(KIN.name, 1);
    sc.s = passUntil(sc.s, (x) => x.phase !== 'unlock' || ids(x).some((o) => o.startsWith('riseOther:')));
    if (sc.s.phase === 'unlock') chooseFor(sc, k, 'riseOther');
    const c = sc.s.cards[k];
    return (c.zone === 'ready' ? 10 : 0) + c.blood + c.attached.length;
  },
});

/**
 * An imbued that gains no conviction on entering play (Liz Thornton): influenced out with a conviction in
 * hand; measured as 1 when the gain is offered (or taken), 0 when it is not.
 */
const noEntryConviction = (def: CardDef): FamilyCase => ({
  family: 'no conviction gained on entering play',
  expected: 0,
  run(strip) {
    const sc = new Scenario({
      phase: 'influence',
      defs: [def, TEST_CONVICTION],
      strip: strip ? [def.name] : [],
      seats: [{ pool: 10, uncontrolled: [{ card: def.name, blood: def.capacity ?? 2 }], hand: [TEST_CONVICTION.name] }, {}],
    });
    const u = sc.uid(def.name, 0, 'uncontrolled');
    sc.choose(`influence:${u}`);
    if (sc.s.cards[u].zone !== 'ready') throw new Error('not in play');
    return sc.s.pick?.then === 'convictionOnEntry' || sc.s.cards[u].attached.length ? 1 : 0;
  },
});

export const IMBUED_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Discern: its imbued gets +1 intercept against a monster, locking the power
  '100551': (def) => [interceptAgainstMonster(def)],
  // Jennie "Cassie247" Orne: incapacitated imbued come back for 2 convictions in any unlock phase
  '200689': (def) => [riseInAnyUnlock(def)],
  // Liz "Ticket312" Thornton: no conviction gained as she enters play
  '200846': (def) => [noEntryConviction(def)],
  // Paul "Sixofswords29" Moreton: a counter from the pool to an uncontrolled imbued in the influence phase
  '201103': (def) => [poolToUncontrolledImbued(def)],
  // Travis "Traveler72" Miller: 2 counters on an uncontrolled imbued as a +1 stealth action costing a conviction
  '201386': (def) => [actionToUncontrolledImbued(def)],
};
