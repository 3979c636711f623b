/**
 * Scenarios of the action cards of issue 29's actions batch (tests only), by official card id, as
 * testing/library-scenarios.ts: each plays the card through the engine's decisions, measures what it does and
 * fails once its effects are stripped (data/coverage-gate.test.ts runs them both ways; data/master-scenarios.test.ts
 * card by card; their rulings in testing/rulings-action-cards.test.ts).
 */
import type { CardDef } from '../schema/effects';
import { statBonus } from '../core/queries';
import { choose, dec, passUntil } from './testing';
import { titleInfo } from '../core/held-titles';
import { type FamilyCase, testVampire } from './families';
import { enterCombatCase } from './library-scenarios';
import { referendum } from './master-scenarios';
import { isEffect } from '../schema/effect-query';
import { Scenario } from './scenario';

const VICTIM = testVampire('Test Victim', {});

export { testLibraryCard, TEST_ALLY, TEST_RETAINER, TEST_GEAR, TEST_PLACE } from './test-library-cards';
import { TEST_ALLY, TEST_RETAINER, TEST_GEAR, TEST_PLACE } from './test-library-cards';
/** The actor with the Disciplines (and clan) mode `mi` of `def` needs. */
export function actorFor(def: CardDef, mi: number, clan = 'Caitiff'): CardDef {
  const discs = Object.fromEntries(def.modes[mi].conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
  return testVampire('Test Actor', discs, [], def.clan[0] ?? clan);
}

/**
 * Seat 0's actor plays mode `mi` of `def` at the card `target` of seat 1 (arranged by `seat1`), nobody blocks;
 * `read` measures the state once the action is over (and whether it was directed at seat 1, read as announced).
 */
export function actionAtCard(
  def: CardDef,
  mi: number,
  seat1: Scenario['spec']['seats'][number],
  extra: CardDef[],
  target: string,
  read: (sc: Scenario, directed: boolean) => number,
): (strip: boolean) => number {
  return (strip) => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, seat1],
      defs: [def, actor, VICTIM, ...extra],
      strip: strip ? [def.name] : [],
    });
    sc.play(def.name, { by: actor.name, mode: mi, target, targetSeat: 1 });
    const directed = sc.s.act?.target === 1;
    sc.s = passUntil(sc.s, (x) => !x.act);
    return read(sc, directed);
  };
}

/** Whether the card `name` of seat 1 ended under seat 0's control in `zone` (1), and so did what was on it (10). */
function stolen(sc: Scenario, name: string, zone: 'ready' | 'attached', host?: string): number {
  const u = sc.uid(name, 1);
  const c = sc.s.cards[u];
  const where = zone === 'ready' ? sc.s.seats[0].zones.ready.includes(u) : c.host === host;
  const rider = c.attached.length && c.attached.every((a) => sc.s.cards[a].controller === 0) ? 10 : 0;
  return (c.controller === 0 && c.zone === zone && where ? 1 : 0) + rider;
}

/** A steal of seat 1's ally (with an equipment on it): it comes to seat 0's ready region with its equipment. */
const allySteal = (def: CardDef, mi: number): FamilyCase => ({
  family: "steals another Methuselah's ally, with the cards on it",
  expected: 111,
  run: actionAtCard(
    def,
    mi,
    {
      ready: [
        { card: VICTIM.name, blood: 3 },
        { card: TEST_ALLY.name, blood: 2, attached: [{ card: TEST_GEAR.name }] },
      ],
    },
    [TEST_ALLY, TEST_GEAR],
    TEST_ALLY.name,
    (sc, directed) => stolen(sc, TEST_ALLY.name, 'ready') + (directed ? 100 : 0),
  ),
});

/** The hand of seat 0 (7 cards, Bum's Rush among them) during the combat its action starts and once the action is over. */
export function replacedAfterAction(def: CardDef, strip: boolean): number {
  const actor = actorFor(def, 0);
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 5 }], hand: [def.name, ...Array<string>(6).fill('Blood Doll')] },
      { ready: [{ card: VICTIM.name, blood: 3 }] },
    ],
    defs: [def, actor, VICTIM],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  sc.play(def.name, { by: actor.name, mode: 0, target: VICTIM.name, targetSeat: 1 });
  sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
  const combat = sc.s.combat ? 1 + 10 * (sc.s.combat.optManeuvers[a] ?? 0) : 0;
  const during = sc.s.seats[0].zones.hand.length;
  sc.s = passUntil(sc.s, (x) => !x.act);
  return combat + (during === 6 ? 100 : 0) + (sc.s.seats[0].zones.hand.length === 7 ? 1000 : 0);
}

/** Steals of a retainer (mode 0, onto the acting vampire) and of an ally (mode 1): Far Mastery, Lure of the Serpent. */
const retainerAndAllySteal = (def: CardDef): FamilyCase[] => [
  {
    family: "steals another Methuselah's retainer onto the acting vampire",
    expected: 101,
    run: actionAtCard(
      def,
      0,
      { ready: [{ card: VICTIM.name, blood: 3, attached: [{ card: TEST_RETAINER.name, blood: 1 }] }] },
      [TEST_RETAINER],
      TEST_RETAINER.name,
      (sc, directed) => stolen(sc, TEST_RETAINER.name, 'attached', sc.uid('Test Actor')) + (directed ? 100 : 0),
    ),
  },
  allySteal(def, 1),
];

const PRINCE = testVampire('Test Prince', {}, [], 'Caitiff', { title: 'prince' });
const MINE = testVampire('Test Mine', {});
const SMALL = testVampire('Test Small', {}, [], 'Caitiff', { capacity: 4 });

/**
 * An undirected action of seat 0's prince adding blood to a vampire it chooses (`target` of `seat`, 1 blood): the
 * blood that vampire gained, and 10 when the action names no target Methuselah.
 */
function bloodToChosen(def: CardDef, target: CardDef, seat: 0 | 1) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      seats: [
        { ready: [{ card: PRINCE.name, blood: 5 }, ...(seat === 0 ? [{ card: target.name, blood: 1 }] : [])], hand: [def.name] },
        { ready: [{ card: VICTIM.name, blood: 1 }, ...(seat === 1 ? [{ card: target.name, blood: 1 }] : [])] },
      ],
      defs: [def, PRINCE, VICTIM, target],
      strip: strip ? [def.name] : [],
    });
    sc.play(def.name, { by: PRINCE.name, mode: 0, target: target.name, targetSeat: seat });
    const undirected = sc.s.act && sc.s.act.target === undefined ? 10 : 0;
    sc.s = passUntil(sc.s, (x) => !x.act);
    return sc.s.cards[sc.uid(target.name, seat)].blood - 1 + undirected;
  };
}

const SABBAT = testVampire('Test Sabbat', {}, [], 'Caitiff', { sect: 'sabbat' });

/**
 * Abbot played by seat 0's Sabbat vampire: unlocked (1), the card on it (10); then seat 1's vampire bleeds seat 0:
 * its intercept during that action (100 per point).
 */
function abbotCase(def: CardDef) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      seats: [{ ready: [{ card: SABBAT.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: VICTIM.name, blood: 3 }] }],
      defs: [def, SABBAT, VICTIM],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(SABBAT.name);
    sc.play(def.name, { by: SABBAT.name });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const placed = (sc.s.cards[v].locked ? 0 : 1) + (sc.s.cards[v].attached.length === 1 ? 10 : 0);
    sc.s = passUntil(sc.s, (x) => x.phase === 'minion' && x.active === 1);
    const b = sc.uid(VICTIM.name, 1);
    sc.s = choose(choose(sc.s, `min:${b}`), `bleed:${b}`);
    return placed + 100 * statBonus(sc.s, 'intercept', v, {});
  };
}

/**
 * The Call: seat 0's actor (capacity 8) with younger uncontrolled vampires, one with Dementation, one without: the
 * blood the first gains, and 10 when the second is not offered.
 */
function callCase(def: CardDef, mi: number) {
  const heir = testVampire('Test Heir', { dem: 1 }, [], 'Caitiff', { capacity: 4 });
  const plain = testVampire('Test Plain', {}, [], 'Caitiff', { capacity: 4 });
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name], uncontrolled: [{ card: plain.name }, { card: heir.name }] }, {}],
      defs: [def, actor, heir, plain],
      strip: strip ? [def.name] : [],
    });
    const h = sc.uid(heir.name);
    sc.play(def.name, { by: actor.name, mode: mi });
    sc.s = passUntil(
      sc.s,
      (x) => !x.act || x.pick?.kind === 'uncontrolledTarget' || !!dec(x).options.some((o) => o.id.split(':').includes(h)),
    );
    const offered = dec(sc.s).options;
    const plainOffered = offered.some((o) => o.id.split(':').includes(sc.uid(plain.name)));
    const pick = offered.find((o) => o.id.split(':').includes(h));
    if (pick) sc.choose(pick.id);
    return sc.s.cards[h].blood + (plainOffered ? 0 : 10);
  };
}

/**
 * A city title card (a Praxis Seizure, a Crusade): called by a titled vampire of its sect (a primogen, a bishop),
 * the passed referendum puts the card on that vampire (1), which then holds the card's title of its city (10).
 */
function titleCardCase(def: CardDef): FamilyCase {
  const grant = def.modes[0].effects.find(isEffect('titleCard'))!;
  const sabbat = grant.title === 'archbishop';
  return {
    family: 'a city title card on the acting vampire',
    expected: 11,
    run(strip) {
      const sc = referendum(def, sabbat ? 'sabbat' : 'camarilla', [{}, {}], [], { title: sabbat ? 'bishop' : 'primogen' })(strip);
      const v = sc.uid('Test Caller');
      const t = titleInfo(sc.s, v);
      return (sc.s.cards[v].attached.includes(sc.uid(def.name)) ? 1 : 0) + (t.title === grant.title && t.city === grant.city ? 10 : 0);
    },
  };
}

/** The city title cards whose whole text is their title (Praxis Seizures and Crusades, by official id). */
const CITY_TITLE_CARDS = [
  '100453',
  '100457',
  '100458',
  '100460',
  '100462',
  '100465',
  '100466',
  '100467',
  '100468',
  '100469',
  '100470',
  '100472',
  '101447',
  '101449',
  '101452',
  '101455',
  '101456',
  '101457',
  '101458',
  '101459',
  '101462',
  '101464',
  '101465',
  '101469',
  '101472',
  '102307',
];

const YOUNG = testVampire('Test Young', {}, [], 'Caitiff', { capacity: 4 });
const ELDER = testVampire('Test Elder', {}, [], 'Caitiff', { capacity: 9 });

/**
 * Banishment called by a capacity 8 prince of seat 0 against seat 1's older vampire (never offered) and younger
 * one (locked, 3 blood, an equipment on it, locked too; `prepare` may change the state first). Measured: the
 * younger one in seat 1's uncontrolled region (1) with its blood and its equipment (10), both unlocked (100); the
 * older one still ready (1000).
 */
/** Banishment's younger vampire, whoever owns it. */
export const youngUid = (sc: Scenario): string => Object.values(sc.s.cards).find((c) => c.cid === YOUNG.id)!.uid;

export function banishCase(def: CardDef, prepare?: (sc: Scenario) => void) {
  return (strip: boolean): { sc: Scenario; n: number } => {
    const young = { card: YOUNG.name, blood: 3, locked: true, attached: [{ card: TEST_GEAR.name }] };
    const seats = [{}, { ready: [{ card: ELDER.name, blood: 2 }, young] }];
    const sc = referendum(def, 'camarilla', seats, [], { defs: [YOUNG, ELDER, TEST_GEAR], prepare })(strip);
    const y = youngUid(sc);
    const c = sc.s.cards[y];
    const gear = c.attached.map((a) => sc.s.cards[a]);
    const n =
      (sc.s.seats[1].zones.uncontrolled.includes(y) ? 1 : 0) +
      (c.blood === 3 && gear.length === 1 ? 10 : 0) +
      (!c.locked && gear.every((g) => !g.locked) ? 100 : 0) +
      (sc.s.seats[1].zones.ready.includes(sc.uid(ELDER.name, 1)) ? 1000 : 0);
    return { sc, n };
  };
}

export const ACTION_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Bum's Rush: a (D) action entering combat with a minion, with an optional maneuver; the card is not replaced
  // until the action is over, after its combat (G00020)
  '100266': (def) => [
    {
      family: 'enter combat with a minion, an optional maneuver, replaced after the action',
      expected: 1111,
      run: (strip) => replacedAfterAction(def, strip),
    },
  ],
  // Entrancement: a bleed at +1 (the bleeding family); at superior, a +1 stealth (D) action stealing an ally
  '100652': (def) => [allySteal(def, 1)],
  // Far Mastery: +1 stealth; a (D) action stealing a retainer onto the acting vampire; at superior, an ally
  '100703': retainerAndAllySteal,
  // Lure of the Serpent: as Far Mastery, without its stealth
  '101134': retainerAndAllySteal,
  // Fifth Tradition: Hospitality: +1 stealth, an undirected action adding 4 blood to another vampire, its own
  // Methuselah's or another's (up to its capacity)
  '100727': (def) => [
    { family: "4 blood on one's other vampire, undirected", expected: 14, run: bloodToChosen(def, MINE, 0) },
    { family: "blood on another Methuselah's vampire up to its capacity, undirected", expected: 13, run: bloodToChosen(def, SMALL, 1) },
  ],
  // Abbot: +1 stealth; the card goes on the acting Sabbat vampire, which unlocks and gets +1 intercept during
  // actions directed at its controller; one per vampire
  '100006': (def) => [
    { family: 'on the acting vampire, unlocked, +1 intercept against actions at its controller', expected: 111, run: abbotCase(def) },
  ],
  // Nose of the Hound: a +1 stealth (D) action entering combat with a ready locked minion, with an optional maneuver
  // (two with Spiritus); at superior Spiritus, with any ready minion
  '101296': (def) => [
    { family: 'enter combat with a locked minion, an optional maneuver', expected: 11, run: enterCombatCase(def, 0, true) },
    { family: 'enter combat with a locked minion, two optional maneuvers', expected: 21, run: enterCombatCase(def, 1, true) },
    { family: 'enter combat with a minion, two optional maneuvers', expected: 21, run: enterCombatCase(def, 2, false) },
  ],
  // Rewilding: a (D) action burning another Methuselah's location, directed at its controller (G00036), who burns 2 pool
  '101632': (def) => [
    {
      family: 'burns a location and 2 pool of its controller',
      expected: 111,
      run: actionAtCard(
        def,
        0,
        { play: [TEST_PLACE.name], ready: [{ card: 'Test Victim', blood: 3 }] },
        [TEST_PLACE],
        TEST_PLACE.name,
        (sc, directed) => {
          const place = sc.s.cards[sc.uid(TEST_PLACE.name, 1)];
          return (place.zone === 'ash' ? 1 : 0) + (sc.pool(1) === 28 ? 10 : 0) + (directed ? 100 : 0);
        },
      ),
    },
  ],
  // Banishment: the terms choose a ready vampire younger than the caller; passed, it goes to its controller's
  // uncontrolled region with its cards and counters, unlocked (LSJ 20060213)
  '100131': (def) => [
    {
      family: 'a younger vampire chosen in the terms to the uncontrolled region',
      expected: 1111,
      run: (strip) => banishCase(def)(strip).n,
    },
  ],
  // The Call: +1 stealth; 2 blood (3 at superior) on a younger vampire with Dementation of its player's uncontrolled region
  '100278': (def) => [
    { family: 'blood on a younger uncontrolled vampire with a Discipline', expected: 12, run: callCase(def, 0) },
    { family: 'blood on a younger uncontrolled vampire with a Discipline (superior)', expected: 13, run: callCase(def, 1) },
  ],
  // Praxis Seizures and Crusades: a passed referendum puts the card on the acting vampire as the city title it names
  // (a contest follows when another vampire holds it: core/titles.ts)
  ...Object.fromEntries(CITY_TITLE_CARDS.map((id) => [id, (def: CardDef) => [titleCardCase(def)]])),
};
