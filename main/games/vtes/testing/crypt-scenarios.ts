/**
 * Scenarios of the crypt cards with abilities (issue 30 item 1; tests only), by official card id, as
 * data/card-scenarios.ts: each measures what the vampire's ability does through the engine's decisions
 * and fails once its effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';

/**
 * One-off sentences of crypt cards, by official card id. The shared shapes (a stat under a Condition, a block
 * rule, the controller's master phase actions, transfers and hand size while ready, a prevention once each
 * combat) play the families of testing/families-crypt.ts for every vampire that has them.
 */
export const CRYPT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {};
