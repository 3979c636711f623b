/**
 * `aggCombat`: all damage vampires take in the combat that follows the block of the action under way is
 * aggravated (vtes-es 6.4.6; Domain of Evernight [tem]): kept in the action (`act.aggCombat`), given to
 * that combat as it starts (rules/resolution.ts), read as its strikes and environmental damage resolve,
 * before prevention (rules/strikes.ts). Damage after the combat is not (LSJ 20020314).
 */
import { setStep } from '../../core/ops';
import { type PrimDef, plain } from './def';

export const aggCombatPrim: PrimDef<'aggCombat'> = {
  run(s) {
    if (s.combat) setStep(s, 'combat', { aggAll: true });
    else if (s.act) setStep(s, 'act', { aggCombat: true });
  },
  possible: (s) => !!s.act || !!s.combat,
  text: () => plain('prim.aggCombat'),
  botValue: () => 1,
};
