/**
 * Scenarios of unpreventable damage an action inflicts on the card it targets (issue 29; tests only; the primitive
 * `hurt`, vocab/prims/hurt.ts; vtes-es 6.4.6 outside combat): Horseshoes, Cryptic Mission. Each plays the card
 * through the engine's decisions at seat 1's card and fails once its effects are stripped (data/coverage-gate.test.ts
 * and data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { actorFor, TEST_ALLY, TEST_RETAINER } from './action-scenarios';
import { Scenario } from './scenario';

const HOST = testVampire('Test Host', {});

/**
 * Seat 0's actor (5 blood) plays mode `mi` of `def` at seat 1's `what` (a vampire with 3 blood, an ally with 3 life,
 * a retainer with 1 life on a vampire): the blood or life it lost (units), burned (10), the actor's blood gained
 * (hundreds), the action's stealth as announced (thousands).
 */
function hurtCase(def: CardDef, mi: number, what: 'vampire' | 'ally' | 'retainer') {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const seat1 =
      what === 'ally'
        ? {
            ready: [
              { card: HOST.name, blood: 3 },
              { card: TEST_ALLY.name, blood: 3 },
            ],
          }
        : what === 'retainer'
          ? { ready: [{ card: HOST.name, blood: 3, attached: [{ card: TEST_RETAINER.name, blood: 1 }] }] }
          : { ready: [{ card: HOST.name, blood: 3 }] };
    const name = what === 'ally' ? TEST_ALLY.name : what === 'retainer' ? TEST_RETAINER.name : HOST.name;
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, seat1],
      defs: [def, actor, HOST, TEST_ALLY, TEST_RETAINER],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    const t = sc.uid(name, 1);
    const before = what === 'retainer' ? 1 : 3;
    sc.play(def.name, { by: actor.name, mode: mi, target: name, targetSeat: 1 });
    const stealth = sc.s.act?.stealth ?? 0;
    sc.s = passUntil(sc.s, (x) => !x.act);
    const c = sc.s.cards[t];
    const burned = c.zone === 'ash';
    return (burned ? before : before - c.blood) + (burned ? 10 : 0) + 100 * (sc.s.cards[a].blood - 5) + 1000 * stealth;
  };
}

export const HURT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Horseshoes: [pot] (D) 1 unpreventable damage to a ready minion, [POT] 2
  '100937': (def) => [
    { family: 'a (D) action: 1 unpreventable damage to a vampire', expected: 1, run: hurtCase(def, 0, 'vampire') },
    { family: 'a (D) action: 2 unpreventable damage to an ally', expected: 2, run: hurtCase(def, 1, 'ally') },
  ],
  // Cryptic Mission: +1 stealth; [tha] (D) 1 blood of a vampire burned, or 1 unpreventable damage to an ally or a
  // retainer; [THA] the same and the acting vampire gains 1 blood
  '100477': (def) => [
    { family: "burns 1 of a vampire's blood", expected: 1001, run: hurtCase(def, 0, 'vampire') },
    { family: 'a (D) action: 1 unpreventable damage to an ally', expected: 1001, run: hurtCase(def, 1, 'ally') },
    { family: 'a (D) action: 1 unpreventable damage to a retainer, burned', expected: 1011, run: hurtCase(def, 2, 'retainer') },
    { family: "burns 1 of a vampire's blood, the actor gains 1", expected: 1101, run: hurtCase(def, 3, 'vampire') },
    { family: '1 unpreventable damage to an ally, the actor gains 1 blood', expected: 1101, run: hurtCase(def, 4, 'ally') },
    { family: '1 unpreventable damage to a retainer, the actor gains 1 blood', expected: 1111, run: hurtCase(def, 5, 'retainer') },
  ],
};
