/**
 * Scenarios of the master cards swept by the thirteenth session's masters helper (issue 29; tests only), by official
 * card id: each plays the card through the engine's decisions, measures what it does and fails once its effects are
 * stripped. Shapes: blood of a ready vampire moved to a younger one of its clan in the uncontrolled region (the
 * primitive `bloodToUncontrolled { fromMinion, sameClan }`).
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { ids } from './testing';

const naming = (sc: Scenario, uid: string) => ids(sc.s).filter((x) => x.split(':').includes(uid));

const MENTOR = testVampire('Test Tremere Mentor', {}, [], 'Tremere', { capacity: 8 });
const PROTEGE = testVampire('Test Tremere Protege', {}, [], 'Tremere', { capacity: 5 });
const ELDER = testVampire('Test Tremere Elder', {}, [], 'Tremere', { capacity: 9 });
const STRANGER = testVampire('Test Brujah Stranger', {}, [], 'Brujah', { capacity: 4 });

/**
 * Seat 0's master phase: the card is played on its ready Tremere (`blood` blood); in the uncontrolled region a younger
 * Tremere, an older Tremere and a younger Brujah. The younger Tremere is picked. Measured: 10 × the protégé's blood,
 * + the blood the mentor lost, + 100 if the older Tremere was offered, + 1000 if the Brujah was.
 */
export function groomCase(def: CardDef, strip: boolean, blood = 5): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [
      {
        ready: [{ card: MENTOR.name, blood }],
        uncontrolled: [PROTEGE.name, ELDER.name, STRANGER.name],
        hand: [def.name],
      },
      {},
    ],
    defs: [def, MENTOR, PROTEGE, ELDER, STRANGER],
    strip: strip ? [def.name] : [],
  });
  const m = sc.uid(MENTOR.name);
  const p = sc.uid(PROTEGE.name, 0, 'uncontrolled');
  const e = sc.uid(ELDER.name, 0, 'uncontrolled');
  const x = sc.uid(STRANGER.name, 0, 'uncontrolled');
  const play = naming(sc, sc.uid(def.name, 0, 'hand'))[0];
  if (!play) return 0;
  sc.choose(play);
  const target = naming(sc, m)[0];
  if (target) sc.choose(target);
  const offered = (naming(sc, e).length ? 100 : 0) + (naming(sc, x).length ? 1000 : 0);
  const pick = naming(sc, p)[0];
  if (pick) sc.choose(pick);
  return offered + 10 * sc.s.cards[p].blood + (blood - sc.s.cards[m].blood);
}

export const MASTER_SWEEP_THIRTEENTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Grooming the Protégé: up to 3 blood of a ready vampire of yours to a younger vampire of its clan, uncontrolled
  '100860': (def) => [
    { family: 'up to 3 blood to a younger vampire of the same clan, uncontrolled', expected: 33, run: (s) => groomCase(def, s) },
  ],
};

/** The checks of the rulings of the sweep, by entry key; `def` reads a card's definition by official id. */
export function masterSweepThirteenthRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // Grooming the Protégé: "up to 3": a vampire with 2 blood moves its 2
    'grooming-up-to': () => {
      const n = groomCase(def('100860'), false, 2);
      if (n !== 22) throw new Error(`Grooming the Protégé with 2 blood: ${n}`);
    },
  };
}
