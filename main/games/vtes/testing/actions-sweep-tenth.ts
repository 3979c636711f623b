/**
 * Scenarios of the actions, allies and retainers of the tenth session's sweep (issue 29; tests only), by official
 * card id: cards said by records that already exist (a card put on the acting vampire with a lasting bonus, an
 * ally's lock ability, a stolen vampire in torpor...). Each plays the card through the engine's decisions,
 * measures what it does and fails once its effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import { statBonus, strengthOf } from '../core/queries';
import { dec, passUntil } from './testing';
import { type FamilyCase, testVampire } from './families';
import { actorFor, TEST_ALLY, TEST_GEAR, TEST_PLACE } from './action-scenarios';
import { Scenario } from './scenario';

const TARGET = testVampire('Test Target', {});
/** A ready vampire of seat 1 that may block (the action waits for its answer). */
const OTHER = testVampire('Test Other', {});

/**
 * Seat 0's actor plays mode `mi` of `def` (an undirected action putting the card on it), nobody blocks; read once
 * the action is over: the card on the actor (1), its optional maneuvers each combat (tens), its presses each combat
 * (hundreds), its strength above 1 (thousands), the action's stealth as announced (ten thousands).
 */
export function onActorCase(def: CardDef, mi: number, clan?: string) {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi, clan);
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: TARGET.name, blood: 3 }] }],
      defs: [def, actor, TARGET],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    sc.play(def.name, { by: actor.name, mode: mi });
    const stealth = sc.s.act?.stealth ?? 0;
    sc.s = passUntil(sc.s, (x) => !x.act);
    const on = sc.s.cards[a].attached.some((x) => sc.s.cards[x].cid === def.id) ? 1 : 0;
    return (
      on +
      10 * statBonus(sc.s, 'combatManeuvers', a) +
      100 * statBonus(sc.s, 'combatPresses', a) +
      1000 * (strengthOf(sc.s, a) - 1) +
      10000 * stealth
    );
  };
}

/**
 * Seat 0 controls the ally `def` and TEST_ALLY wounded to 1 life of its 2: in the minion phase `def` locks to use
 * its ability on TEST_ALLY; read: TEST_ALLY's life (units), `def` locked (10).
 */
function healAllyCase(def: CardDef, life: number) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      seats: [
        {
          ready: [
            { card: def.name, blood: life },
            { card: TEST_ALLY.name, blood: 1 },
          ],
        },
        { ready: [{ card: TARGET.name, blood: 3 }] },
      ],
      defs: [def, TEST_ALLY, TARGET],
      strip: strip ? [def.name] : [],
    });
    const me = sc.uid(def.name);
    const ally = sc.uid(TEST_ALLY.name);
    const use = dec(sc.s).options.find((o) => o.id.startsWith(`use:${me}:`));
    if (use) sc.choose(use.id);
    return sc.s.cards[ally].blood + (sc.s.cards[me].locked ? 10 : 0);
  };
}

/**
 * Mode `mi` of `def` puts the card on the acting vampire, locked: read as the action is over, the card on the actor
 * (1) and locked (10); then, on a locked vampire of seat 0 carrying the card unlocked, in the minion phase, the card's
 * use: the vampire unlocked (100), its blood burned (thousands), the card locked (ten thousands).
 */
export function lockedOnActorCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const played = onActorCase(def, mi)(strip) % 10;
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5, locked: true, attached: [{ card: def.name, mode: mi }] }] }, {}],
      defs: [def, actor],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    const card = sc.s.cards[a].attached[0];
    let lockedAfterPlay = 0;
    if (played) {
      const sc2 = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: TARGET.name, blood: 3 }] }],
        defs: [def, actor, TARGET],
        strip: strip ? [def.name] : [],
      });
      sc2.play(def.name, { by: actor.name, mode: mi });
      sc2.s = passUntil(sc2.s, (x) => !x.act);
      const on = sc2.s.cards[sc2.uid(actor.name)].attached.find((x) => sc2.s.cards[x].cid === def.id);
      lockedAfterPlay = on && sc2.s.cards[on].locked ? 10 : 0;
    }
    const use = dec(sc.s).options.find((o) => o.id.startsWith(`use:${card}:`));
    if (use) sc.choose(use.id);
    const c = sc.s.cards[a];
    return played + lockedAfterPlay + (c.locked ? 0 : 100) + 1000 * (5 - c.blood) + (sc.s.cards[card].locked ? 10000 : 0);
  };
}

/**
 * Mode `mi` of `def` at seat 1's vampire in torpor (3 blood), nobody blocks; a pick to move it to the ready region
 * for blood is answered yes: the vampire now seat 0's (1), in seat 0's ready region (10), the actor's blood burned
 * (hundreds), the action directed at seat 1 (thousands).
 */
function graveCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [
        { ready: [{ card: actor.name, blood: 5 }], hand: [def.name] },
        { ready: [{ card: OTHER.name, blood: 3 }], torpor: [{ card: TARGET.name, blood: 3 }] },
      ],
      defs: [def, actor, TARGET, OTHER],
      strip: strip ? [def.name] : [],
    });
    const t = sc.uid(TARGET.name, 1, 'torpor');
    sc.play(def.name, { by: actor.name, mode: mi, target: TARGET.name, targetSeat: 1 });
    const directed = sc.s.act?.target === 1 ? 1000 : 0;
    sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'toReadyForBlood');
    if (sc.s.pick?.kind === 'toReadyForBlood') sc.choose(dec(sc.s).options[0].id);
    sc.s = passUntil(sc.s, (x) => !x.act);
    const c = sc.s.cards[t];
    return (c.controller === 0 ? 1 : 0) + (c.zone === 'ready' ? 10 : 0) + 100 * (5 - sc.s.cards[sc.uid(actor.name)].blood) + directed;
  };
}

/**
 * Mode `mi` of `def` at seat 1's (the prey's) ready vampire with 3 blood, nobody blocks: the blood it lost (1), the
 * actor's blood gained (tens), the action directed at seat 1 (hundreds), the card left on the actor (thousands).
 */
function stealOneCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 3 }], hand: [def.name] }, { ready: [{ card: TARGET.name, blood: 3 }] }],
      defs: [def, actor, TARGET],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    const t = sc.uid(TARGET.name, 1);
    sc.play(def.name, { by: actor.name, mode: mi, target: TARGET.name, targetSeat: 1 });
    const directed = sc.s.act?.target === 1 ? 100 : 0;
    sc.s = passUntil(sc.s, (x) => !x.act);
    const on = sc.s.cards[a].attached.some((x) => sc.s.cards[x].cid === def.id) ? 1000 : 0;
    return 3 - sc.s.cards[t].blood + 10 * (sc.s.cards[a].blood - 3) + directed + on;
  };
}

/** Seat 0's vampire carrying mode `mi` of `def` bleeds its prey (seat 1) as a plain bleed, unblocked: the pool seat 1 lost. */
function carriedBleedCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 3, attached: [{ card: def.name, mode: mi }] }] }, {}],
      defs: [def, actor],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    sc.s = passUntil(sc.s, (x) => !x.act);
    return 30 - sc.pool(1);
  };
}

/** A vampire with +2 bleed of its own. */
const BLEEDER = (disc: Record<string, 1 | 2>) => testVampire('Test Bleeder', disc, [{ e: 'mod', stat: 'bleed', n: 2, who: 'self' }]);

/**
 * Four Methuselahs: seat 0's vampire with +2 bleed plays mode `mi` of `def` at its predator (seat 3), nobody blocks:
 * the pool seat 3 lost (units), the action's stealth as announced (tens), seat 2 (neither predator nor prey) not
 * offered as the target (hundreds).
 */
function predatorOrPreyBleedCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const discs = Object.fromEntries(def.modes[mi].conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
    const actor = BLEEDER(discs);
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, {}, {}, { ready: [{ card: OTHER.name, blood: 3 }] }],
      defs: [def, actor, OTHER],
      strip: strip ? [def.name] : [],
    });
    sc.play(def.name, { by: actor.name, mode: mi });
    const seats = dec(sc.s).options.map((o) => o.id);
    const notAcross = seats.some((id) => id.endsWith(':2')) ? 0 : 100;
    const at3 = dec(sc.s).options.find((o) => o.id.endsWith(':3'));
    if (!at3) return notAcross;
    sc.choose(at3.id);
    const stealth = sc.s.act?.stealth ?? 0;
    sc.s = passUntil(sc.s, (x) => !x.act);
    return 30 - sc.pool(3) + 10 * stealth + notAcross;
  };
}

/**
 * Seat 0 holds the Edge; its actor plays mode `mi` of `def` at seat 1's ready vampire (5 blood; `at: 'vampire'`) or at
 * the prey (`'prey'`), nobody blocks: the blood or pool seat 1 lost (units), the Edge burned (10), the action directed
 * at seat 1 (hundreds).
 */
function edgeBurnCase(def: CardDef, mi: number, at: 'vampire' | 'prey') {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      edge: 0,
      seats: [{ ready: [{ card: actor.name, blood: 3 }], hand: [def.name] }, { ready: [{ card: TARGET.name, blood: 5 }] }],
      defs: [def, actor, TARGET],
      strip: strip ? [def.name] : [],
    });
    const t = sc.uid(TARGET.name, 1);
    sc.play(def.name, at === 'vampire' ? { by: actor.name, mode: mi, target: TARGET.name, targetSeat: 1 } : { by: actor.name, mode: mi });
    const directed = sc.s.act?.target === 1 ? 100 : 0;
    sc.s = passUntil(sc.s, (x) => !x.act);
    const lost = at === 'vampire' ? 5 - sc.s.cards[t].blood : 30 - sc.pool(1);
    return lost + (sc.s.edge === null ? 10 : 0) + directed;
  };
}

/**
 * Seat 0 holds the Edge and two vampires: the actor plays mode `mi` of `def` at the prey, nobody blocks; then the
 * other vampire is asked for its actions: the pool seat 1 lost (units), the Edge burned (10), the other vampire
 * offered no bleed (100).
 */
function edgeNoBleedCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      edge: 0,
      seats: [
        {
          ready: [
            { card: actor.name, blood: 3 },
            { card: OTHER.name, blood: 3 },
          ],
          hand: [def.name],
        },
        { ready: [{ card: TARGET.name, blood: 5 }] },
      ],
      defs: [def, actor, TARGET, OTHER],
      strip: strip ? [def.name] : [],
    });
    const o = sc.uid(OTHER.name);
    sc.play(def.name, { by: actor.name, mode: mi });
    sc.s = passUntil(sc.s, (x) => !x.act);
    sc.choose(`min:${o}`);
    const noBleed = dec(sc.s).options.some((x) => x.id === `bleed:${o}`) ? 0 : 100;
    return 30 - sc.pool(1) + (sc.s.edge === null ? 10 : 0) + noBleed;
  };
}

/**
 * Mode `mi` of `def` (entering combat) at seat 1's ready TARGET (4 blood), nobody blocks; in the first round the actor
 * strikes with its hands: the actor's presses kept for the combat (units), TARGET offered no strike but "none" in that
 * round (tens), the blood TARGET lost (hundreds), the combat over without a second round being offered a press (thousands).
 */
function noStrikeCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const discs = Object.fromEntries(def.modes[mi].conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
    const actor = testVampire('Test Actor', discs);
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: TARGET.name, blood: 4 }] }],
      defs: [def, actor, TARGET],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    const t = sc.uid(TARGET.name, 1);
    sc.play(def.name, { by: actor.name, mode: mi, target: TARGET.name, targetSeat: 1 });
    sc.s = passUntil(sc.s, (x) => !x.act || x.combat?.step === 'strikeA');
    if (!sc.s.combat) return 0;
    const held = (sc.s.combat.heldPresses?.[a] ?? []).length;
    sc.choose('hand');
    const only = dec(sc.s).options.map((o) => o.id);
    sc.choose(only[0]);
    sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
    const pressAsked = sc.s.combat?.step === 'press' ? 1 : 0;
    sc.s = passUntil(sc.s, (x) => !x.act);
    return held + (only.length === 1 && only[0] === 'none' ? 10 : 0) + 100 * (4 - sc.s.cards[t].blood) + (pressAsked ? 0 : 1000);
  };
}

/**
 * Seat 0's ally `def` takes its offered action at seat 1's location in play or equipment on its vampire, nobody
 * blocks: the card burned (1), the action directed at seat 1 (10), the pool seat 0 paid (hundreds).
 */
export function offeredBurnCase(def: CardDef, what: 'location' | 'equipment') {
  return (strip: boolean): number => {
    const sc = new Scenario({
      seats: [
        { ready: [{ card: def.name, blood: 2 }] },
        { play: [TEST_PLACE.name], ready: [{ card: TARGET.name, blood: 3, attached: [{ card: TEST_GEAR.name }] }] },
      ],
      defs: [def, TARGET, TEST_PLACE, TEST_GEAR],
      strip: strip ? [def.name] : [],
    });
    const me = sc.uid(def.name);
    const t = sc.uid(what === 'location' ? TEST_PLACE.name : TEST_GEAR.name, 1);
    sc.choose(`min:${me}`);
    const use = dec(sc.s).options.find((o) => o.id.startsWith(`use:${me}:`) && o.id.split(':').includes(t));
    if (!use) return 0;
    sc.choose(use.id);
    const directed = sc.s.act?.target === 1 ? 10 : 0;
    sc.s = passUntil(sc.s, (x) => !x.act);
    return (sc.s.cards[t].zone === 'ash' ? 1 : 0) + directed + 100 * (30 - sc.pool(0));
  };
}

/** A Laibon with +5 intercept, and a plain Laibon. */
const LAIBON_GUARD = testVampire('Test Laibon Guard', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }], 'Caitiff', {
  sect: 'laibon',
});
const LAIBON = testVampire('Test Laibon', {}, [], 'Caitiff', { sect: 'laibon' });

/**
 * The retainer `def` on a Laibon: seat 0's vampire bleeds and seat 1's LAIBON_GUARD carrying `def` blocks, neither
 * strikes (units: the blood the acting vampire lost); then the carrier is the acting one, blocked by seat 1's
 * LAIBON_GUARD (tens: the blood the blocker lost). The combat is at close range (range not chosen).
 */
function retainerVsActingCase(def: CardDef) {
  const fight = (carrierActs: boolean, strip: boolean): number => {
    const sc = new Scenario({
      seats: [
        { ready: [{ card: LAIBON.name, blood: 6, attached: carrierActs ? [{ card: def.name, blood: 3 }] : [] }] },
        { ready: [{ card: LAIBON_GUARD.name, blood: 6, attached: carrierActs ? [] : [{ card: def.name, blood: 3 }] }] },
      ],
      defs: [def, LAIBON, LAIBON_GUARD],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(LAIBON.name);
    const b = sc.uid(LAIBON_GUARD.name, 1);
    sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${b}`);
    sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
    sc.choose('none').choose('none');
    sc.s = passUntil(sc.s, (x) => !x.combat);
    return 6 - sc.s.cards[carrierActs ? b : a].blood;
  };
  return (strip: boolean): number => fight(false, strip) + 10 * fight(true, strip);
}

/**
 * Seat 0's actor (of the card's clan) plays mode `mi` of `def` at its own locked younger vampire of that clan, nobody
 * blocks: that vampire unlocked (1), the actor unlocked after its action (10), the action undirected (100).
 */
function unlockBothCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const clan = def.clan[0] ?? 'Caitiff';
    const actor = testVampire('Test Actor', {}, [], clan);
    const young = testVampire('Test Young', {}, [], clan, { capacity: 4 });
    const sc = new Scenario({
      seats: [
        {
          ready: [
            { card: actor.name, blood: 5 },
            { card: young.name, blood: 2, locked: true },
          ],
          hand: [def.name],
        },
        { ready: [{ card: TARGET.name, blood: 3 }] },
      ],
      defs: [def, actor, young, TARGET],
      strip: strip ? [def.name] : [],
    });
    sc.play(def.name, { by: actor.name, mode: mi, target: young.name, targetSeat: 0 });
    const undirected = sc.s.act && sc.s.act.target === undefined ? 100 : 0;
    sc.s = passUntil(sc.s, (x) => !x.act);
    return (sc.s.cards[sc.uid(young.name)].locked ? 0 : 1) + (sc.s.cards[sc.uid(actor.name)].locked ? 0 : 10) + undirected;
  };
}

/** Seat 0's Laibon of capacity `cap` plays mode `mi` of `def`, nobody blocks: the card on it (1), the vampire unlocked after its action (10). */
function unlockOnActorCase(def: CardDef, mi: number, cap: number) {
  return (strip: boolean): number => {
    const actor = testVampire('Test Actor', {}, [], 'Caitiff', { sect: 'laibon', capacity: cap });
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 4 }], hand: [def.name] }, { ready: [{ card: TARGET.name, blood: 3 }] }],
      defs: [def, actor, TARGET],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    sc.play(def.name, { by: actor.name, mode: mi });
    sc.s = passUntil(sc.s, (x) => !x.act);
    return (sc.s.cards[a].attached.some((x) => sc.s.cards[x].cid === def.id) ? 1 : 0) + (sc.s.cards[a].locked ? 0 : 10);
  };
}

export const ACTIONS_SWEEP_TENTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Shadow of the Beast: [pro] on the acting vampire, an optional maneuver each combat; [PRO] and a press each
  // combat; one per vampire
  '101740': (def) => [
    { family: 'a card on the acting vampire: a maneuver each combat', expected: 11, run: onActorCase(def, 0) },
    { family: 'a card on the acting vampire: a maneuver and a press each combat', expected: 111, run: onActorCase(def, 1) },
  ],
  // Enforcer: +1 stealth, on the acting Osebo, +1 strength; one per minion
  '100642': (def) => [{ family: 'a card on the acting vampire: +1 strength', expected: 11001, run: onActorCase(def, 0) }],
  // Ritual Challenge: +1 stealth, on the acting Gangrel once the action succeeds, +1 strength; one per vampire
  '101641': (def) => [{ family: 'a card on the acting vampire: +1 strength', expected: 11001, run: onActorCase(def, 0) }],
  // Clotho's Gift: [TEM] on the acting vampire, locked; in its minion phase the vampire can lock the card and burn 1
  // blood to unlock ([obf] and [tem]: the families of a crypt card drawn and blood on an uncontrolled vampire)
  '100365': (def) => [
    { family: 'a locked card on the vampire, locked to unlock it for 1 blood', expected: 11111, run: lockedOnActorCase(def, 2) },
  ],
  // Graverobbing: [dom] (D) steals a vampire in torpor of another Methuselah; [DOM] and the acting vampire may burn 2
  // blood to move it to the ready region (the primitive toReadyForBlood, a pick)
  '100852': (def) => [
    { family: 'steals a vampire in torpor', expected: 1001, run: graveCase(def, 0) },
    { family: 'steals a vampire in torpor, 2 blood to move it to the ready region', expected: 1211, run: graveCase(def, 1) },
  ],
  // Tier of Souls: [ani] (D) steals 1 blood or life from a minion of the prey; [ANI] and the card stays on the
  // vampire: +1 bleed against the prey (the Condition leaf targetsPrey); burnable by any minion as a (D) action
  '101984': (def) => [
    { family: "steals 1 blood from the prey's minion", expected: 111, run: stealOneCase(def, 0) },
    { family: "steals 1 blood from the prey's minion, the card stays on the vampire", expected: 1111, run: stealOneCase(def, 1) },
    { family: 'a card on the vampire: +1 bleed against the prey', expected: 2, run: carriedBleedCase(def, 1) },
  ],
  // Night Moves: (D) a bleed of the predator or the prey at +3 stealth ([OBF] +6), the pool bled beyond 1 ignored
  '101283': (def) => [
    { family: 'bleeds the predator or the prey for at most 1, +3 stealth', expected: 131, run: predatorOrPreyBleedCase(def, 0) },
    { family: 'bleeds the predator or the prey for at most 1, +6 stealth', expected: 161, run: predatorOrPreyBleedCase(def, 1) },
  ],
  // Inside Dirt: (D) with the Edge, burns it to burn 3 blood of another Methuselah's vampire, or 3 pool of the prey
  // (two modes; the primitive burnEdge under the Condition edge)
  '100990': (def) => [
    { family: "burns the Edge: 3 blood of another Methuselah's vampire", expected: 113, run: edgeBurnCase(def, 0, 'vampire') },
    { family: 'burns the Edge: 3 pool of the prey', expected: 113, run: edgeBurnCase(def, 1, 'prey') },
  ],
  // Enticement: (D) with the Edge, burns it to burn 2 pool of the prey ([SER] 3); the Methuselah's minions cannot
  // bleed for the rest of the turn (the primitive noBleed, the turn's flag)
  '100650': (def) => [
    { family: 'burns the Edge: 2 pool of the prey; no more bleeds this turn', expected: 112, run: edgeNoBleedCase(def, 0) },
    { family: 'burns the Edge: 3 pool of the prey; no more bleeds this turn', expected: 113, run: edgeNoBleedCase(def, 1) },
  ],
  // Hunter's Mark: [cel][tha] (D) enters combat with a minion, an optional press kept for that combat; [CEL][THA] and the
  // opposing minion cannot strike, the combat ending in the first round (the primitive noStrike)
  '102228': (def) => [
    { family: 'enter combat, a press for the combat', expected: 101, run: noStrikeCase(def, 0) },
    {
      family: 'enter combat, a press for the combat, the opposing minion cannot strike: combat ends',
      expected: 1111,
      run: noStrikeCase(def, 1),
    },
  ],
  // Felix "Fix" Hessian: burns a location as a +1 stealth (D) action costing 1 pool
  '100719': (def) => [{ family: 'an offered action burning a location for 1 pool', expected: 111, run: offeredBurnCase(def, 'location') }],
  // Arcanum Investigator: burns an equipment of a minion of the predator or prey as a (D) action
  '100083': (def) => [
    {
      family: "an offered action burning an equipment of the predator's or prey's minion",
      expected: 11,
      run: offeredBurnCase(def, 'equipment'),
    },
  ],
  // Elephant Guardian: on a Laibon, 2 damage to the acting minion in combat with its employer, each round at close
  // range (not when the employer is the acting one); one per minion
  '100626': (def) => [{ family: 'damage each round to the acting minion only', expected: 2, run: retainerVsActingCase(def) }],
  // Patronage: +1 stealth, unlocks a younger Toreador antitribu and the acting vampire; one Patronage each turn
  '101375': (def) => [
    { family: 'unlocks a younger vampire of the clan and the acting vampire', expected: 111, run: unlockBothCase(def, 0) },
  ],
  // Well-Marked: +1 stealth, on the acting Laibon, which unlocks if its capacity is 5 or more; it may prevent 1
  // non-aggravated damage once each combat (the carried prevention family); one per minion
  '102172': (def) => [
    { family: 'a card on the vampire, unlocking one of capacity 5 or more', expected: 11, run: unlockOnActorCase(def, 0, 6) },
    { family: 'a card on the vampire, a vampire of capacity 4 stays locked', expected: 1, run: unlockOnActorCase(def, 0, 4) },
  ],
  // Vagabond Mystic: locks to give 1 life to another ally of its controller below its starting life
  '102087': (def) => [{ family: 'locks to give 1 life to a wounded ally', expected: 12, run: healAllyCase(def, 2) }],
};
