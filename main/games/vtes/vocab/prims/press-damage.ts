/**
 * `pressDamage { n, to }`: for the rest of the combat, the opposing minion takes n unpreventable environmental damage
 * as each round's press step starts (vtes-es 6.4.4, 6.4.6; the damage of the press step is environmental: RTR
 * 19970630, Drawing Out the Beast [ANI]). Kept in the combat (`combat.pressDamage`), dealt by rules/rounds.ts `toPress`.
 */
import { setStep } from '../../core/ops';
import { combatOf, type PrimDef, whoUid } from './def';

export const pressDamagePrim: PrimDef<'pressDamage'> = {
  run(s, pr, c) {
    const u = whoUid(c, pr.to);
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', { pressDamage: [...(combat.pressDamage ?? []), { uid: u, n: pr.n }] });
  },
  text: (pr) => ({ key: `prim.pressDamage_${pr.to}`, params: { n: pr.n } }),
  botValue: (pr) => 1.5 * pr.n,
};
