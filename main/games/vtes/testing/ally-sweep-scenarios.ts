/**
 * Scenarios of the allies of the ninth session's sweep (issue 29; tests only), by official card id: what their
 * own texts do that no family of the offered strikes and actions (testing/families-offers.ts) plays. Each fails
 * once the card's effects are stripped (data/coverage-gate.test.ts, data/action-sweep.test.ts).
 */
import type { CardDef } from '../schema/effects';
import { passUntil } from './testing';
import { type FamilyCase, testVampire } from './families';
import { Scenario } from './scenario';

/** A blocker whose hand strikes deal 2 damage. */
const BRUISER = testVampire('Test Bruiser', {}, [{ e: 'mod', stat: 'strength', n: 1, who: 'self' }]);

/**
 * The ally (with `life`) bleeds, seat 1's BRUISER blocks; the ally does not strike, BRUISER hits it with a hand
 * strike of 2 damage: the ally's life left (0: burned).
 */
export function lifeAfterHit(def: CardDef, life: number) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: life }] }, { ready: [{ card: BRUISER.name, blood: 6 }] }],
      defs: [def, BRUISER],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(def.name);
    sc.choose(`min:${a}`)
      .choose(`bleed:${a}`)
      .choose(`block:${sc.uid(BRUISER.name, 1)}`);
    sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
    sc.choose('none').choose('hand');
    sc.s = passUntil(sc.s, (x) => !x.combat);
    const c = sc.s.cards[a];
    return c.zone === 'ready' ? c.blood : 0;
  };
}

export const ALLY_SWEEP_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Nephandus: each strike of the opposing minion inflicts 1 damage less (its ranged strike, its press each combat and
  // its action burning a vampire in torpor for 1 life are played by testing/families-offers.ts and the ally families)
  '101272': (def) => [{ family: 'each opposing strike inflicts 1 damage less', expected: 1, run: lifeAfterHit(def, 2) }],
};
