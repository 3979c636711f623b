/**
 * The card scenarios of the sixteenth session's combat cards, equipment, allies and retainers (issue 29, h-combat;
 * tests only), by official card id, joined into testing/card-scenarios.ts.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './families';
import { afterLockCases } from './families-after-lock';
import { retainerUpkeepCases } from './families-retainer-upkeep';
import { playedInterceptCases } from './families-played-intercept';
import { equipCountersCases } from './families-equip-counters';
import { escapeBlockCases } from './families-escape-block';

export const COMBAT_SIXTEENTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Neighborhood Watch Commander: locked after an unsuccessful action, 1 damage to the acting vampire
  '101270': afterLockCases,
  // Robert Carter: +2 bleed; in the unlock phase the employer burns 1 blood or the retainer burns
  '101644': retainerUpkeepCases,
  // Phased Motion Detector: +1 intercept once a vampire plays a modifier requiring Chimerstry, Obfuscate or Obtenebration
  '101398': playedInterceptCases,
  // Cooler: 4 blood counters as it enters play, 1 to its ready bearer in each unlock phase, burned when empty
  '100422': equipCountersCases,
  // Ghoul Escort: burned when its employer is blocked, to unlock it with no combat
  '100817': escapeBlockCases,
};
