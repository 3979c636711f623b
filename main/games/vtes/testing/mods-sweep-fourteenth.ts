/**
 * Card scenarios of the fourteenth session's sweep of action modifiers and reactions (issue 29, h-mods; tests only):
 * cards whose modes the generated families do not take as they are (a mode's Condition), played through the families'
 * own cases.
 * - Uncontrolled Impulse: the `stealth` family (vtes-es 6.2.2.2): the first action of the turn, so "no earlier action"
 *   holds; measured: +2 stealth.
 * - Predator's Communion [abo]: the `intercept` family: the acting minion is a vampire; measured: +1 intercept.
 * - Ignis Fatuus [CHI]: the `reduceAnyBleed` case (families-reduce-any.ts): another Methuselah's bleed reduced by 1.
 */
import type { CardDef } from '../schema/effects';
import { interceptCase, stealthCase } from './families';
import { reduceAnyCase } from './families-reduce-any';
import type { FamilyCase } from './test-vampire';

export const MODS_SWEEP_FOURTEENTH: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '102059': (def) => [stealthCase(def, 0, def.modes[0])],
  '101477': (def) => [interceptCase(def, 1, def.modes[1])],
  '100948': (def) => [reduceAnyCase(def, 1, def.modes[1])],
};
