/**
 * `noUnlockAction {}`: during the action under way, minions cannot unlock (vtes-es 1.1.2; The Sleeping Mind [DOM]):
 * `act.noUnlock`, read by core/ops.ts `unlock`, so every effect unlocking a minion (a card's unlock after resolution,
 * Freak Drive) does nothing until the action ends; a wake (6.2.2.2) is no unlock and stays usable (PIB 20150703).
 */
import { setStep } from '../../core/ops';
import { actOf, type PrimDef, plain } from './def';

export const noUnlockActionPrim: PrimDef<'noUnlockAction'> = {
  run(s) {
    actOf(s, 'no unlock during the action');
    setStep(s, 'act', { noUnlock: true });
  },
  possible: (s) => !!s.act,
  text: () => plain('prim.noUnlockAction'),
  botValue: () => 0.5,
};
