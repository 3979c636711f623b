/**
 * `damage { n, to: 'opponent', for: 'combat' | 'round' }`: n environmental damage to the opposing minion with each round's
 * strikes, for the rest of the combat or in this round only (vtes-es 6.4.5).
 */
import { setStep } from '../../core/ops';
import { combatOf, minionOf, type PrimDef } from './def';

export const damagePrim: PrimDef<'damage'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    // dealt with each strike resolution of the combat's rounds (strikes.ts)
    const combat = combatOf(s, pr.p);
    // this round only (Thoughts Betrayed [dom]): kept with the round it was played in
    if (pr.for === 'round') setStep(s, 'combat', { envRound: [...(combat.envRound ?? []), { uid: u, n: pr.n, round: combat.round }] });
    else setStep(s, 'combat', { env: { ...combat.env, [u]: (combat.env[u] ?? 0) + pr.n } });
  },
  text: (pr) => ({ key: pr.for === 'round' ? `prim.damage_${pr.to}_thisRound` : `prim.damage_${pr.to}_round`, params: { n: pr.n } }),
  botValue: (pr) => 1.5 * pr.n,
};
