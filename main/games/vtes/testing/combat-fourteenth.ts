/**
 * The card scenarios of the fourteenth session's combat cards, equipment, allies and retainers (issue 29, h-combat;
 * tests only), by official card id, joined into testing/card-scenarios.ts.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './families';
import { allyNoCarryCases } from './families-ally-no-carry';
import { torporWindowCases } from './families-torpor-window';
import { extraAsCases } from './families-extra-as';
import { combatHandsCases } from './families-combat-hands';
import { allyWaneCases } from './families-ally-wane';

export const COMBAT_FOURTEENTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101419': allyNoCarryCases,
  '100511': torporWindowCases,
  '100043': torporWindowCases,
  '102185': extraAsCases,
  '102266': extraAsCases,
  '101340': combatHandsCases,
  '101545': combatHandsCases,
  '100855': allyWaneCases,
};
