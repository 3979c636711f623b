/**
 * Scenarios of an action employing a retainer from the hand with its requirements ignored, or putting its card on a
 * minion the acting Methuselah controls, the acting one included (issue 29; tests only; `employFromHand { ignoreReqs }`,
 * vocab/prims/employ-from-hand.ts, and the target `card { undirected, self, where: yours }`, rules/announce.ts
 * `targetCards`): Biothaumaturgic Experiment. Each plays the card through the engine's decisions and fails once its
 * effects are stripped (data/coverage-gate.test.ts and data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { statBonus, strengthOf } from '../core/queries';
import { dec, passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { actorFor } from './action-scenarios';
import { Scenario } from './scenario';

/** An animal retainer requiring Animalism, costing 1 pool, with 2 life. */
const HOUND: CardDef = {
  id: 'test-ani-hound',
  name: 'Test Animalism Hound',
  kind: 'library',
  types: ['Retainer'],
  clan: [],
  reqs: [],
  classes: ['animal'],
  modes: [
    { kind: 'retainer', cost: { pool: 1 }, conditions: [{ r: 'disc', disc: 'ani', level: 1 }], effects: [{ e: 'retainer', life: 2 }] },
  ],
  automation: 'full',
};
const HELPER = testVampire('Test Helper', {});

/**
 * Seat 0's actor (no Animalism) plays mode `mi` of `def` holding the hound, nobody blocks, the hound chosen when asked:
 * the hound on the actor (1), the pool paid for it (tens), its life (hundreds).
 */
function employCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name, HOUND.name], pool: 10 }, {}],
      defs: [def, actor, HOUND],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    const h = sc.uid(HOUND.name, 0, 'hand');
    sc.play(def.name, { by: actor.name, mode: mi });
    sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'employFromHand');
    if (sc.s.pick?.kind === 'employFromHand') sc.choose(dec(sc.s).options.find((o) => o.id.split(':').includes(h))!.id);
    sc.s = passUntil(sc.s, (x) => !x.act);
    const on = sc.s.cards[h].host === a ? 1 : 0;
    return on + 10 * (10 - sc.s.seats[0].pool) + 100 * (on ? sc.s.cards[h].blood : 0);
  };
}

/**
 * Seat 0's actor plays mode `mi` of `def` at `at` (the helper, another of seat 0's vampires, or the actor itself), nobody
 * blocks: the card on it (1), its optional maneuvers each combat (tens), its strength above 1 (hundreds).
 */
function onOwnCase(def: CardDef, mi: number, at: 'helper' | 'actor') {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [
        {
          ready: [
            { card: actor.name, blood: 5 },
            { card: HELPER.name, blood: 3 },
          ],
          hand: [def.name],
        },
        {},
      ],
      defs: [def, actor, HELPER],
      strip: strip ? [def.name] : [],
    });
    const name = at === 'helper' ? HELPER.name : actor.name;
    const t = sc.uid(name);
    sc.play(def.name, { by: actor.name, mode: mi, target: name, targetSeat: 0 });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const on = sc.s.cards[t].attached.some((x) => sc.s.cards[x].cid === def.id) ? 1 : 0;
    return on + 10 * statBonus(sc.s, 'combatManeuvers', t) + 100 * (strengthOf(sc.s, t) - 1);
  };
}

export const OWN_MINION_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Biothaumaturgic Experiment: [tha] employs an animal retainer of the hand, its requirements ignored, its cost paid;
  // [THA] a card on a minion the player controls: 1 optional maneuver each combat and +1 strength
  '100162': (def) => [
    { family: 'an animal retainer of the hand employed, its requirements ignored', expected: 211, run: employCase(def, 0) },
    { family: 'a card on another own minion: a maneuver each combat, +1 strength', expected: 111, run: onOwnCase(def, 1, 'helper') },
    { family: 'a card on the acting minion: a maneuver each combat, +1 strength', expected: 111, run: onOwnCase(def, 1, 'actor') },
  ],
};
