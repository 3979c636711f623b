/**
 * Scenarios of an ability usable in every Methuselah's unlock phase (issue 29; tests only; the ability field
 * `everyUnlock`, rules/unlock.ts `everyUnlockDecision`; vtes-es 4): Homunculus. Its employer, locked, is unlocked in
 * another Methuselah's unlock phase for 1 of its blood. Each plays the card through the engine's decisions and fails
 * once its effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const EMPLOYER = testVampire('Test Employer', { pro: 2 });
const OTHER = testVampire('Test Other', {});

/** Seat 0's locked vampire employs mode `mi` of `def`: in seat 1's unlock phase seat 0 burns 1 of its blood to unlock it. */
function everyUnlockCase(def: CardDef, mi: number, life: number) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      phase: 'discard',
      active: 0,
      seats: [
        { ready: [{ card: EMPLOYER.name, blood: 3, locked: true, attached: [{ card: def.name, mode: mi, blood: life }] }] },
        { ready: [{ card: OTHER.name, blood: 3 }] },
      ],
      defs: [def, EMPLOYER, OTHER],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(EMPLOYER.name, 0);
    const use = (x: typeof sc.s) => ids(x).find((o) => o.startsWith('useOther:0:'));
    sc.s = passUntil(sc.s, (x) => !!use(x) || (x.active === 1 && x.phase !== 'unlock'), 60);
    const o = use(sc.s);
    if (!o) return 0;
    sc.choose(o);
    return !sc.s.cards[v].locked && sc.s.cards[v].blood === 2 && sc.s.active === 1 ? 1 : 0;
  };
}

export const EVERY_UNLOCK_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Homunculus: [pro] a retainer with 1 life; in any Methuselah's unlock phase the employer may burn 1 blood to unlock;
  // [PRO] the same with 2 life
  '100932': (def) => [
    { family: 'a retainer unlocking its employer for 1 blood in any unlock phase', expected: 1, run: everyUnlockCase(def, 0, 1) },
    {
      family: 'a retainer unlocking its employer for 1 blood in any unlock phase (superior)',
      expected: 1,
      run: everyUnlockCase(def, 1, 2),
    },
  ],
};
