/**
 * Scenarios of the crypt cards with abilities (issue 30 item 1; tests only), by official card id, as
 * data/card-scenarios.ts: each measures what the vampire's ability does through the engine's decisions
 * and fails once its effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../effects';
import { handSize, type VtesState } from '../state';
import { passUntil } from '../testing';
import type { FamilyCase } from './families';
import { Scenario } from './scenario';

/** The vampire ready for seat 0 in `phase`, played on (passing) until `until`; then `read` measures the state. */
function readyThrough(def: CardDef, phase: VtesState['phase'], until: VtesState['phase'], read: (s: VtesState) => number) {
  return (strip: boolean): number => {
    // a master card in hand: the master phase asks (and the measure is taken) before it is over
    const sc = new Scenario({ defs: [def], phase, seats: [{ ready: [{ card: def.name, blood: 3 }], hand: ['Blood Doll'] }, {}] });
    const s = passUntil((strip ? sc.stripped(def.name) : sc).s, (x) => x.phase === until && x.active === 0);
    return read(s);
  };
}

/** 5: one more master phase action while the vampire is ready (one record, `masterActions`). */
const masterActions = (def: CardDef): FamilyCase => ({
  family: 'extra master phase action while ready',
  run: readyThrough(def, 'unlock', 'master', (s) => s.turnFlags.masterLeft),
  expected: 2,
});

export const CRYPT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Anson: two master phase actions while ready
  '200107': (def) => [masterActions(def)],
  // Ingrid Rossler: +2 transfers when ready as the influence phase starts (4 after the first three turns)
  '200634': (def) => [
    { family: 'transfers while ready', run: readyThrough(def, 'master', 'influence', (s) => s.turnFlags.transfers), expected: 6 },
  ],
  // Nana Buruku: two master phase actions and +1 hand size while ready
  '201035': (def) => [
    masterActions(def),
    { family: 'hand size while ready', run: readyThrough(def, 'unlock', 'master', (s) => handSize(s, 0)), expected: 8 },
  ],
};
