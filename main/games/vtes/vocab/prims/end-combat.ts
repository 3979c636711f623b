/**
 * `endCombat {}`: the combat under way ends now (before range is determined: Garibaldi-Meucci Museum). As when a strike
 * ends it early (rules/strikes.ts `combatEndsEarly`), the round still ends: cards usable at the end of a round or of the
 * combat may be played (vtes-pl "Koniec rundy"; RTR 20001020, LSJ 20001024).
 */
import { setStep } from '../../core/ops';
import { plain, type PrimDef } from './def';

export const endCombatPrim: PrimDef<'endCombat'> = {
  run(s, _pr, _c, ev) {
    const combat = s.combat;
    if (!combat || combat.finalRound) return;
    // damage of the round not yet resolved is not inflicted (Rötschreck, played before damage: LSJ 19990217)
    setStep(s, 'combat', { finalRound: true, ended: false, step: 'endRound', asker: combat.a, damage: [] });
    ev.push({ type: 'vtes.combatEndedBy', params: {}, rule: 'vtes-es:6.4' });
  },
  possible: (s) => !!s.combat && !s.combat.finalRound,
  text: () => plain('prim.endCombat'),
  // no fight: worth little by itself (the bot's readers decide when a combat is worth avoiding)
  botValue: () => 0.5,
};
