/**
 * The card scenarios of the fifteenth session's combat cards, equipment, allies and retainers (issue 29, h-combat;
 * tests only), by official card id, joined into testing/card-scenarios.ts.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './families';
import { minionEntersCases } from './families-minion-enters';
import { coinStrikesCases } from './families-coin-strikes';
import { burnToEndCases } from './families-burn-to-end';

export const COMBAT_FIFTEENTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Gran Madre di Dio, Italy: a minion the predator or prey puts in play is locked, a younger vampire burns 1 blood
  '100847': minionEntersCases,
  // Gemini's Mirror [OBF]: a coin flipped for each strike against the vampire, until heads
  '100814': coinStrikesCases,
  // Living Manse: +1 bleed; burned before range to end the combat
  '101114': burnToEndCases,
};
