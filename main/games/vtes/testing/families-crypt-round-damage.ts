/**
 * The scenario family of a vampire's own environmental damage each round at close range (issue 30 item 1; tests only;
 * the rule: rules/strikes.ts, the stat `roundDamage` added to the damage of normal strike resolution, vtes-es 6.4.6):
 * `{ e: 'mod', stat: 'roundDamage', who: 'self', if: range close }` (Mambo Jeanne). The vampire bleeds; a test vampire
 * with 6 blood blocks; neither strikes, nobody presses. Measured: the blood the blocker lost (the record's n). With the
 * effects stripped: none.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { ids } from './testing';
import { bleedBlocked } from './families-crypt-opponent-leaves';
import { type FamilyCase, testVampire } from './test-vampire';

const STANDER = testVampire('Test Stander', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);

function closeDamageCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own environmental damage each round at close range",
    expected: n,
    run(strip) {
      const { sc, b } = bleedBlocked(def, strip, 4, STANDER, 6);
      for (let i = 0; i < 40 && (sc.s.combat || sc.s.act); i++) {
        const o = ids(sc.s).find((x) => ['none', 'pass', 'decline', 'done'].includes(x));
        if (!o) break;
        sc.choose(o);
        if (sc.s.combat && sc.s.combat.round > 1) break;
      }
      return 6 - sc.s.cards[b].blood;
    },
  };
}

/** The record's n when it is a vampire's own close range round damage. */
function closeRoundDamage(e: Effect): number {
  if (!isKind(e, 'mod') || e.stat !== 'roundDamage' || e.who !== 'self' || typeof e.n !== 'number') return 0;
  return e.if?.c === 'range' && e.if.range === 'close' ? e.n : 0;
}

/** The cases of this family a vampire fits. */
export function cryptRoundDamageCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const n = def.modes.reduce((k, m) => k + (m.kind === 'vampire' ? m.effects.reduce((j, e) => j + closeRoundDamage(e), 0) : 0), 0);
  return n > 0 ? [closeDamageCase(def, n)] : [];
}
