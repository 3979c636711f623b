/**
 * Scenarios of the action cards said by records that already exist (issue 29, the ninth session's sweep of
 * actions; tests only), by official card id: stuns, combats entered with an optional maneuver, press or strength,
 * bleeds with a maneuver if blocked, burns of a location or an equipment, locks. Each plays the card through the
 * engine's decisions, measures what it does and fails once its effects are stripped (data/coverage-gate.test.ts
 * runs them both ways, data/action-sweep.test.ts card by card).
 */
import type { CardDef } from '../schema/effects';
import { dec, passUntil } from './testing';
import { type FamilyCase, testVampire } from './families';
import { actionAtCard, actorFor, TEST_GEAR, TEST_PLACE, testLibraryCard } from './action-scenarios';
import { Scenario } from './scenario';

const TARGET = testVampire('Test Target', {});
const YOUNG = testVampire('Test Young', {}, [], 'Caitiff', { capacity: 4 });
const GUARD = testVampire('Test Guard', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);

/** The Disciplines every mode of `def` needs, at the highest level any mode asks. */
function allDiscs(def: CardDef): Record<string, 1 | 2> {
  const out: Record<string, 1 | 2> = {};
  for (const m of def.modes) for (const c of m.conditions) if (c.r === 'disc') out[c.disc] = Math.max(out[c.disc] ?? 1, c.level) as 1 | 2;
  return out;
}

/**
 * Seat 0's actor plays mode `mi` of `def` at seat 1's `target` (locked or not, with `blood`), nobody blocks; read as
 * the combat starts: the combat (1), the actor's optional maneuvers (tens) and presses, of the round or kept for the
 * combat (hundreds; only to continue it: hundred thousands), its strength bonus for the combat (thousands), and the
 * action's stealth as announced (ten thousands).
 */
function fightCase(def: CardDef, mi: number, target: CardDef, locked: boolean, anarch = false, blood = 3) {
  return (strip: boolean): number => {
    const actor = testVampire('Test Actor', allDiscs(def), [], 'Caitiff', anarch ? { sect: 'anarch' } : {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: target.name, blood, locked }] }],
      defs: [def, actor, target],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    sc.play(def.name, { by: actor.name, mode: mi, target: target.name, targetSeat: 1 });
    const stealth = sc.s.act?.stealth ?? 0;
    sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
    const cb = sc.s.combat;
    if (!cb) return stealth * 10000;
    const str = (cb.lasting ?? []).reduce((n, l) => n + (l.uid === a ? l.n : 0), 0);
    const held = cb.heldPresses?.[a] ?? [];
    const presses = (cb.optPresses[a] ?? 0) + held.filter((x) => x === 'any').length;
    const onlyContinue = held.filter((x) => x === 'continue').length;
    return 1 + 10 * (cb.optManeuvers[a] ?? 0) + 100 * presses + 1000 * str + 10000 * stealth + 100000 * onlyContinue;
  };
}

/** Seat 0 bleeds with mode `mi`, seat 1's minion with +5 intercept blocks: the combat (1) and the actor's optional maneuvers (tens). */
function blockedCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const actor = testVampire('Test Actor', allDiscs(def), [], 'Caitiff', { sect: 'anarch' });
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: GUARD.name, blood: 3 }] }],
      defs: [def, actor, GUARD],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    sc.play(def.name, { by: actor.name, mode: mi });
    sc.s = passUntil(sc.s, (x) => !!x.act && x.act.step === 'block');
    sc.choose(`block:${sc.uid(GUARD.name, 1)}`);
    sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
    return sc.s.combat ? 1 + 10 * (sc.s.combat.optManeuvers[a] ?? 0) : 0;
  };
}

/** Mode `mi` of `def` at seat 1's ready vampire: locked (1), not unlocking in its next unlock phase (10), blood burned (hundreds), directed (thousands). */
const lockCase = (def: CardDef, mi: number) =>
  actionAtCard(def, mi, { ready: [{ card: TARGET.name, blood: 3 }] }, [TARGET], TARGET.name, (sc, directed) => {
    const c = sc.s.cards[sc.uid(TARGET.name, 1)];
    return (c.locked ? 1 : 0) + (c.skipUnlock ? 10 : 0) + 100 * (3 - c.blood) + (directed ? 1000 : 0);
  });

/** Mode `mi` of `def` burns seat 1's location (in play) or equipment (on its vampire): burned (1), directed (10). */
const burnCase = (def: CardDef, mi: number, what: 'location' | 'equipment') =>
  actionAtCard(
    def,
    mi,
    what === 'location'
      ? { play: [TEST_PLACE.name], ready: [{ card: TARGET.name, blood: 3 }] }
      : { ready: [{ card: TARGET.name, blood: 3, attached: [{ card: TEST_GEAR.name }] }] },
    [TARGET, TEST_PLACE, TEST_GEAR],
    what === 'location' ? TEST_PLACE.name : TEST_GEAR.name,
    (sc, directed) => {
      const c = sc.s.cards[sc.uid(what === 'location' ? TEST_PLACE.name : TEST_GEAR.name, 1)];
      return (c.zone === 'ash' ? 1 : 0) + (directed ? 10 : 0);
    },
  );

/** An equipment costing 2 pool, and one requiring a clan the test actor is not of. */
const PRICEY = {
  ...testLibraryCard('Test Pricey Gear', 'Equipment', { kind: 'equip', conditions: [], cost: { pool: 2 }, effects: [] }),
  pool: 2,
};
const CLANNISH = testLibraryCard('Test Clan Gear', 'Equipment', { kind: 'equip', conditions: [], effects: [] }, [
  { r: 'clan', clan: 'Tremere' },
]);

/** Seat 0's actor holds `def` and six Blood Dolls (a full hand) and `library`; seat 1 has TARGET. */
function fullHand(def: CardDef, mi: number, library: string[], extra: CardDef[], strip: boolean) {
  const actor = actorFor(def, mi);
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 5 }], hand: [def.name, ...Array<string>(6).fill('Blood Doll')], library },
      { ready: [{ card: TARGET.name, blood: 3 }] },
    ],
    defs: [def, actor, TARGET, ...extra],
    strip: strip ? [def.name] : [],
  });
  sc.play(def.name, { by: actor.name, mode: mi });
  return { sc, a: sc.uid(actor.name) };
}

/**
 * Seat 0's actor plays mode `mi` of `def`; its library holds PRICEY, CLANNISH and ten Blood Dolls: the equipment
 * offered by the search (tens: 1 for PRICEY alone), PRICEY on the actor with 2 pool paid (1), the library left with
 * the other cards (hundreds), the action's stealth (thousands).
 */
function seekEquipCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const library = [...Array<string>(10).fill('Blood Doll'), PRICEY.name, CLANNISH.name];
    const { sc, a } = fullHand(def, mi, library, [PRICEY, CLANNISH], strip);
    const stealth = sc.s.act?.stealth ?? 0;
    sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'equipSearch');
    let offered = 0;
    if (sc.s.pick?.kind === 'equipSearch') {
      const opts = dec(sc.s).options.filter((o) => o.id !== 'none');
      offered = opts.length;
      sc.choose(opts[0].id);
    }
    sc.s = passUntil(sc.s, (x) => !x.act);
    const gear = sc.s.cards[sc.uid(PRICEY.name, 0)];
    const on = gear.host === a && sc.pool(0) === 28 ? 1 : 0;
    // one card drawn to replace the action card, the equipment taken: ten left
    return on + 10 * offered + (sc.s.seats[0].zones.library.length === 10 ? 100 : 0) + 1000 * stealth;
  };
}

/** Mode `mi` of `def` (drawing cards, discard afterward): cards drawn from the library (units) and the hand at its size of 7 afterward (10). */
function drawCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const { sc } = fullHand(def, mi, Array<string>(12).fill('Blood Doll'), [], strip);
    // the cards beyond the hand size are discarded one at a time (the first offered)
    for (let i = 0; i < 10 && sc.s.act; i++) {
      sc.s = passUntil(sc.s, (x) => !x.act || dec(x).kind === 'vtes.discardDown');
      if (sc.s.act) sc.choose(dec(sc.s).options[0].id);
    }
    return 12 - sc.s.seats[0].zones.library.length + (sc.s.seats[0].zones.hand.length === 7 ? 10 : 0);
  };
}

/** Mode `mi` of `def` unlocks seat 0's own locked `mine`: unlocked (1), the action undirected (10). */
function unlockOwnCase(def: CardDef, mi: number, mine: CardDef) {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [
        {
          ready: [
            { card: actor.name, blood: 5 },
            { card: mine.name, blood: 2, locked: true },
          ],
          hand: [def.name],
        },
        { ready: [{ card: TARGET.name, blood: 3 }] },
      ],
      defs: [def, actor, TARGET, mine],
      strip: strip ? [def.name] : [],
    });
    sc.play(def.name, { by: actor.name, mode: mi, target: mine.name, targetSeat: 0 });
    const undirected = sc.s.act && sc.s.act.target === undefined ? 10 : 0;
    sc.s = passUntil(sc.s, (x) => !x.act);
    return (sc.s.cards[sc.uid(mine.name)].locked ? 0 : 1) + undirected;
  };
}

export const ACTION_SWEEP_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Mind Numb: a (D) action stunning an unlocked vampire: locked, it does not unlock in its next unlock phase; +1
  // stealth at superior
  '101211': (def) => [
    { family: 'stuns a ready unlocked vampire', expected: 1011, run: lockCase(def, 0) },
    { family: 'stuns a ready unlocked vampire, +1 stealth', expected: 1011, run: lockCase(def, 1) },
  ],
  // Sense Death: +1 stealth; a combat with a younger vampire ([ani]), with a minion and an optional press ([val]),
  // and an optional maneuver too ([VAL])
  '101716': (def) => [
    { family: 'enter combat with a younger vampire', expected: 10001, run: fightCase(def, 0, YOUNG, false) },
    { family: 'enter combat with a minion, an optional press for the combat', expected: 10101, run: fightCase(def, 1, TARGET, false) },
    {
      family: 'enter combat with a minion, an optional press for the combat and a maneuver',
      expected: 10111,
      run: fightCase(def, 2, TARGET, false),
    },
  ],
  // Make the Misere: a combat with a locked minion; [cel] an optional maneuver, [obf] +1 stealth, [pot] +1 strength
  // in that combat; seven modes, each Discipline's part in the four modes that use it
  '101147': (def) => [
    {
      family: 'several Disciplines at once: combat with a locked minion, maneuver, stealth, strength',
      expected: 7 + 40 + 4000 + 40000,
      run: (strip) => def.modes.reduce((n, _, mi) => n + fightCase(def, mi, TARGET, true, true)(strip), 0),
    },
  ],
  // Skullduggery: [obf] a bleed at +1 stealth with an optional maneuver in the combat of its block (the [pre] and
  // [pro] bleeds are played by the bleeding family)
  '101796': (def) => [{ family: 'a blocked bleed gives an optional maneuver in its combat', expected: 11, run: blockedCase(def, 0) }],
  // Arson: a (D) action burning a location (not replaced until after the action)
  '100094': (def) => [{ family: 'burns a location', expected: 11, run: burnCase(def, 0, 'location') }],
  // Conceal: burns an equipment; at superior, a location
  '100391': (def) => [
    { family: 'burns an equipment', expected: 11, run: burnCase(def, 0, 'equipment') },
    { family: 'burns a location', expected: 11, run: burnCase(def, 1, 'location') },
  ],
  // Jar the Soul: +1 stealth, locks a ready minion; at superior, it also burns 1 blood of it
  '101021': (def) => [
    { family: 'locks a ready minion', expected: 1001, run: lockCase(def, 0) },
    { family: 'locks a ready minion and burns 1 blood of it', expected: 1101, run: lockCase(def, 1) },
  ],
  // Harass: a (D) action entering combat with a vampire with 3 or fewer blood, or with a locked minion (not with an
  // unlocked vampire with more blood: not offered), with an optional press kept for that combat, only to continue it
  '100886': (def) => [
    {
      family: 'enter combat with a vampire with 3 or fewer blood, a press for the combat only to continue it',
      expected: 100001,
      run: (strip) => {
        let offered = 0;
        try {
          fightCase(def, 0, TARGET, false, false, 4)(strip);
          offered = 1;
        } catch {
          // not offered as a target
        }
        return fightCase(def, 0, TARGET, false, false, 3)(strip) + 10 * offered;
      },
    },
    {
      family: 'enter combat with a locked minion, a press for the combat only to continue it',
      expected: 100001,
      run: fightCase(def, 0, TARGET, true, false, 5),
    },
  ],
  // Magic of the Smith: +1 stealth (+3 at superior); an equipment of the library the vampire may equip (requirements
  // and cost as normal) goes on it, the library shuffled
  '101143': (def) => [
    { family: 'searches the library for an equipment the vampire equips with', expected: 1111, run: seekEquipCase(def, 0) },
    { family: 'searches the library for an equipment, +3 stealth', expected: 3111, run: seekEquipCase(def, 1) },
  ],
  // Loss: [qui] a (D) action burning an equipment on a minion of the predator or prey ([QUI]: the bleeding family)
  '101124': (def) => [
    { family: "burns an equipment of the predator's or prey's minion", expected: 11, run: burnCase(def, 0, 'equipment') },
  ],
  // Distraction: +1 stealth; [cel] draws 5 cards (discard down afterward), [CEL] locks a minion of the predator or prey
  '100560': (def) => [
    { family: 'draws 5 cards, discard down afterward', expected: 16, run: drawCase(def, 0) },
    { family: 'locks a minion of the predator or prey', expected: 1001, run: lockCase(def, 1) },
  ],
  // Gremlins: [myt] +1 stealth, a (D) action burning an equipment that is no melee weapon ([dom] and [MYT]: the bleeding family)
  '100856': (def) => [{ family: 'burns an equipment (not a melee weapon)', expected: 11, run: burnCase(def, 1, 'equipment') }],
  // Precognizant Mobility: +1 stealth, an undirected action unlocking a younger vampire or an ally ([aus]), a vampire ([AUS])
  '101476': (def) => [
    { family: 'unlocks a younger vampire, undirected', expected: 11, run: unlockOwnCase(def, 0, YOUNG) },
    { family: 'unlocks a vampire, undirected', expected: 11, run: unlockOwnCase(def, 1, TARGET) },
  ],
  // Dark Mirror of the Mind: +1 stealth, gains 2 pool; only a vampire of capacity 8 or more plays it
  '100494': (def) => [
    {
      family: 'gains 2 pool (capacity 8 or more)',
      expected: 2,
      run: (strip) => {
        const actor = actorFor(def, 0);
        const sc = new Scenario({
          seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: TARGET.name, blood: 3 }] }],
          defs: [def, actor, TARGET],
          strip: strip ? [def.name] : [],
        });
        sc.play(def.name, { by: actor.name });
        sc.s = passUntil(sc.s, (x) => !x.act);
        return sc.pool(0) - 30;
      },
    },
  ],
};
