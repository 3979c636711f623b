/**
 * Scenarios of a card put on the acting vampire, locked, that hurts it and unlocks it later (issue 29; tests only; the
 * primitive `aggAfterAction { immuneFor }`, vocab/prims/agg-after-action.ts, and the minion phase ability of a card on
 * its bearer): Rutor's Hand. Each plays the card through the engine's decisions and fails once its effects are
 * stripped (data/coverage-gate.test.ts and data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { dec, passUntil } from './testing';
import type { FamilyCase } from './test-vampire';
import { actorFor } from './action-scenarios';
import { lockedOnActorCase } from './actions-sweep-tenth';
import { Scenario } from './scenario';

/**
 * Seat 0's actor (5 blood) plays mode `mi` of `def` unblocked; the immunity is bought when offered and `buy`: the blood
 * the actor lost (units: the card's cost, the immunity), the card on it and locked (10), the immunity offered (100), the
 * actor in torpor (1000: a ready vampire taking aggravated damage is wounded, vtes-es 6.4.6).
 */
function hurtSelfCase(def: CardDef, mi: number, buy: boolean) {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, {}],
      defs: [def, actor],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    sc.play(def.name, { by: actor.name, mode: mi });
    sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'aggImmune');
    let offered = 0;
    if (sc.s.pick?.kind === 'aggImmune') {
      offered = 100;
      sc.choose(dec(sc.s).options[buy ? 0 : 1].id);
      sc.s = passUntil(sc.s, (x) => !x.act);
    }
    const on = sc.s.cards[a].attached.find((x) => sc.s.cards[x].cid === def.id);
    const torpor = sc.s.cards[a].zone === 'torpor' ? 1000 : 0;
    return 5 - sc.s.cards[a].blood + (on && sc.s.cards[on].locked ? 10 : 0) + offered + torpor;
  };
}

export const AGG_IMMUNE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Rutor's Hand: [tha] on the acting vampire, locked; 1 unpreventable aggravated damage to it; in its minion phase it
  // may lock the card to unlock; one per vampire. [THA] and the vampire may burn 3 blood to be immune to that damage
  '101664': (def) => [
    { family: 'a locked card on the vampire, 1 aggravated damage to it: torpor', expected: 1011, run: hurtSelfCase(def, 0, false) },
    { family: 'a locked card on the vampire, locked to unlock it', expected: 10111, run: lockedOnActorCase(def, 0) },
    { family: 'the damage taken rather than 3 blood burned: torpor', expected: 1111, run: hurtSelfCase(def, 1, false) },
    { family: '3 blood burned to be immune to the damage', expected: 114, run: hurtSelfCase(def, 1, true) },
  ],
};
