/**
 * Scenarios of corruption counters put by an action on a minion of the prey, burned to steal it once they reach its
 * capacity (issue 29; tests only; the primitive `corrupt`, vocab/prims/corrupt.ts, and `lock`): Corruption, Revelation
 * of Ecstasy. Each plays the card through the engine's decisions and fails once its effects are stripped
 * (data/coverage-gate.test.ts and data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { corruptionOf } from '../core/corruption';
import { dec, passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { actorFor } from './action-scenarios';
import { corrupted } from './corruption';
import { Scenario } from './scenario';

const VICTIM = testVampire('Test Victim', {});

/**
 * Seat 0's actor plays mode `mi` of `def` at seat 1's vampire (capacity 8) bearing `before` of seat 0's corruption
 * counters, nobody blocks; the steal is taken when offered: seat 0's counters on it after (units), locked (10), seat 0's
 * now (100), the steal offered (1000).
 */
function corruptCase(def: CardDef, mi: number, before: number) {
  return (strip: boolean): number => {
    const actor = actorFor(def, mi);
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: VICTIM.name, blood: 3 }] }],
      defs: [def, actor, VICTIM],
      strip: strip ? [def.name] : [],
    });
    const t = sc.uid(VICTIM.name, 1);
    for (let i = 0; i < before; i++) sc.s = corrupted(sc.s, t, 0);
    sc.play(def.name, { by: actor.name, mode: mi, target: VICTIM.name, targetSeat: 1 });
    sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.kind === 'corruptSteal');
    let offered = 0;
    if (sc.s.pick?.kind === 'corruptSteal') {
      offered = 1000;
      sc.choose(dec(sc.s).options[0].id);
      sc.s = passUntil(sc.s, (x) => !x.act);
    }
    const c = sc.s.cards[t];
    return corruptionOf(sc.s, t, 0) + (c.locked ? 10 : 0) + (c.controller === 0 ? 100 : 0) + offered;
  };
}

export const CORRUPT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Corruption: +1 stealth; (D) a corruption counter on a minion of the prey; with as many as its capacity, burned to steal it
  '100430': (def) => [
    { family: "a corruption counter on the prey's minion", expected: 1, run: corruptCase(def, 0, 0) },
    { family: 'counters reaching its capacity burned to steal it', expected: 1100, run: corruptCase(def, 0, 7) },
  ],
  // Revelation of Ecstasy: +1 stealth; [ser] (D) locks a minion of the prey; [SER] and a corruption counter on it, which
  // may steal it as Corruption's
  '101624': (def) => [
    { family: "locks the prey's minion", expected: 10, run: corruptCase(def, 0, 0) },
    { family: "locks the prey's minion and puts a corruption counter on it", expected: 11, run: corruptCase(def, 1, 0) },
    { family: 'locks it; counters reaching its capacity burned to steal it', expected: 1110, run: corruptCase(def, 1, 7) },
  ],
};
