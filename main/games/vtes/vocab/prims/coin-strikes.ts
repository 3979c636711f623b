/**
 * `coinStrikes { who: 'minion' }`: for the rest of the combat a coin is flipped for each strike made against the minion;
 * tails, the strike has no effect on it; the first heads ends this (vtes-es 6.4.5: Gemini's Mirror [OBF]). Kept in the
 * combat (`combat.coinStrikes`), read by rules/coin-strikes.ts as the strikes resolve, the coin drawn from the game's
 * seeded generator.
 */
import { setStep } from '../../core/ops';
import { combatOf, type PrimDef, plain, whoUid } from './def';

export const coinStrikesPrim: PrimDef<'coinStrikes'> = {
  run(s, pr, c) {
    const u = whoUid(c, pr.who);
    const combat = combatOf(s, pr.p);
    if (!combat.coinStrikes?.includes(u)) setStep(s, 'combat', { coinStrikes: [...(combat.coinStrikes ?? []), u] });
  },
  possible: (s, pr, c) => !!s.combat && !(c.minion !== undefined && s.combat.coinStrikes?.includes(c.minion)),
  text: (pr) => plain(`prim.coinStrikes_${pr.who}`),
  // half of the opposing strikes lost until the first heads: about one strike's damage spared
  botValue: () => 2,
};
