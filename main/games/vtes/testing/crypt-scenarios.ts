/**
 * Scenarios of the crypt cards with abilities (issue 30 item 1; tests only), by official card id, as
 * data/card-scenarios.ts: each measures what the vampire's ability does through the engine's decisions
 * and fails once its effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import { INFLUENCE_OPTIONS, MINION_OPTIONS, PICK_OPTIONS } from '../../../common/vtes-options';
import { dec, passUntil } from './testing';
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
 * "After the end of your minion phase, burn this vampire and move the top card of your crypt to your
 * uncontrolled region" (a trigger of the vampire's own text at `minionPhaseEnd`, vtes-es 6; Tupdog).
 * The Methuselah ends the minion phase with the vampire ready. Measured: the vampire burned (10), the crypt
 * card moved to the uncontrolled region (1).
 */
const burnsAfterMinionPhase = (def: CardDef): FamilyCase => ({
  family: 'after the minion phase: burned, a crypt card to the uncontrolled region',
  expected: 11,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: def.capacity ?? 1 }], crypt: [HEIR.name] }, {}],
      defs: [def, HEIR],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    sc.choose(MINION_OPTIONS.encode('done', {}));
    const drawn = sc.s.seats[0].zones.uncontrolled.some((u) => sc.s.cards[u].cid === HEIR.id) ? 1 : 0;
    return (sc.s.cards[v].zone === 'ash' ? 10 : 0) + drawn;
  },
});

/** The vampire (3 blood) beside vampires of its Methuselah (3 blood each); the next Methuselah with `prey`. */
function beside(def: CardDef, mine: readonly CardDef[], prey: { pool?: number; ready?: CardDef }, strip: boolean): Scenario {
  return new Scenario({
    seats: [
      { ready: [def, ...mine].map((d) => ({ card: d.name, blood: 3 })) },
      { ...(prey.pool ? { pool: prey.pool } : {}), ready: prey.ready ? [{ card: prey.ready.name, blood: 3 }] : [] },
    ],
    defs: [def, ...mine, ...(prey.ready ? [prey.ready] : [])],
    strip: strip ? [def.name] : [],
  });
}

const INFERNAL = testVampire('Test Infernal', {}, [], 'Baali', { traits: ['infernal'] });
const PLAIN = testVampire('Test Plain', {});

/**
 * "During a bleed action, lock this vampire to give another acting infernal minion +1 bleed" (an ability
 * of window `afterBlock` for the acting minion, the `trait` Condition; The Horde). A vampire that is not
 * infernal bleeds first (no use offered), then an infernal vampire of the same
 * Methuselah bleeds unblocked and the ability is used. Measured: the prey's pool lost by the infernal
 * bleed (10 per pool) and whether the other was offered the use (1).
 */
const locksForInfernalBleed = (def: CardDef): FamilyCase => ({
  family: 'lock: +1 bleed to another acting infernal minion',
  expected: 20,
  run(strip) {
    const sc = beside(def, [INFERNAL, PLAIN], { pool: 30 }, strip);
    const horde = sc.uid(def.name);
    const offered = () => dec(sc.s).options.find((o) => o.id.split(':').includes(horde) && !o.id.startsWith('block:'));
    const bleed = (name: string): boolean => {
      const a = sc.uid(name);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => x.act?.step === 'afterBlock' || !x.act);
      const o = sc.s.act ? offered() : undefined;
      if (o) sc.choose(o.id);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return !!o;
    };
    // the vampire that is not infernal first, while the ability's card is still unlocked
    const plain = bleed(PLAIN.name) ? 1 : 0;
    const pool = sc.s.seats[1].pool;
    bleed(INFERNAL.name);
    return 10 * (pool - sc.s.seats[1].pool) + plain;
  },
});

const RAVNOS = testVampire('Test Ravnos', {}, [], 'Ravnos');

/**
 * "During a bleed action, burn 1 blood to give the acting minion (a Ravnos you control) +1 bleed" (an
 * ability of window `afterBlock` for the acting minion, paid by the vampire whose ability it is: Anu
 * Diptinatpa, Paul Forrest). Another vampire of the same Methuselah (of the clan the ability names)
 * bleeds unblocked and the ability is used. Measured: the prey's pool lost (its bleed of 1 and the bonus)
 * and the blood the vampire paid (10 each).
 */
export const bloodForActingBleed = (def: CardDef, actor: CardDef): FamilyCase => ({
  family: 'blood: +1 bleed to the acting minion',
  expected: 12,
  run(strip) {
    const sc = beside(def, [actor], { pool: 30 }, strip);
    const v = sc.uid(def.name);
    const a = sc.uid(actor.name);
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    sc.s = passUntil(sc.s, (x) => x.act?.step === 'afterBlock' || !x.act);
    const o = dec(sc.s).options.find((x) => x.id.split(':').includes(v) && !x.id.startsWith('block:'));
    if (!o) throw new Error(`scenario: ${def.name} offers no use`);
    sc.choose(o.id);
    sc.s = passUntil(sc.s, (x) => !x.act);
    return 30 - sc.s.seats[1].pool + 10 * (3 - sc.s.cards[v].blood);
  },
});

const WATCHER = testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);

/**
 * "During an action, burn 1 blood to give a minion you control +1 stealth" (an ability of window `stealth`
 * for the acting minion, paid by the vampire whose ability it is: Montano). Another vampire of the same
 * Methuselah bleeds, a +5 intercept vampire of the prey attempts to block, the ability is used once.
 * Measured: the stealth it added and the blood the vampire paid (10 each).
 */
const bloodForActingStealth = (def: CardDef): FamilyCase => ({
  family: 'blood: +1 stealth to the acting minion',
  expected: 11,
  run(strip) {
    const sc = beside(def, [PLAIN], { ready: WATCHER }, strip);
    const v = sc.uid(def.name);
    const a = sc.uid(PLAIN.name);
    sc.choose(`min:${a}`)
      .choose(`bleed:${a}`)
      .choose(`block:${sc.uid(WATCHER.name, 1)}`);
    const before = sc.s.act!.stealth;
    const o = dec(sc.s).options.find((x) => x.id.split(':').includes(v) && !x.id.startsWith('block:'));
    if (!o) throw new Error(`scenario: ${def.name} offers no use`);
    sc.choose(o.id);
    return sc.s.act!.stealth - before + 10 * (3 - sc.s.cards[v].blood);
  },
});

/**
 * "After this vampire successfully bleeds, you can gain 2 pool" (a trigger of its own text on
 * `vtes.success` with the Condition `action` bleed; The unnamed). It bleeds a Methuselah with no minion to
 * block. Measured: its controller's pool gained.
 */
const gainsAfterBleed = (def: CardDef): FamilyCase => ({
  family: 'after a successful bleed of its own: pool gained',
  expected: 2,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 4 }], pool: 20 }, { pool: 30 }],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    const pool = sc.s.seats[0].pool;
    sc.choose(`min:${v}`).choose(`bleed:${v}`);
    sc.s = passUntil(sc.s, (x) => !x.act);
    return sc.s.seats[0].pool - pool;
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
  // Anu Diptinatpa
  '200119': (def) => [bloodForActingBleed(def, PLAIN)],
  // The Horde
  '200605': (def) => [locksForInfernalBleed(def)],
  // Montano
  '201006': (def) => [bloodForActingStealth(def)],
  // Paul Forrest, False Prophet
  '201102': (def) => [bloodForActingBleed(def, RAVNOS)],
  // Tupdog
  '201393': (def) => [burnsAfterMinionPhase(def)],
  // The unnamed
  '201411': (def) => [gainsAfterBleed(def)],
};
