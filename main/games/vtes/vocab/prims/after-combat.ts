/**
 * `afterCombat { n, burn?, close?, noUnlock? }`: a strike card's rider (vtes-es 6.4.5): once the combat ends, the
 * opposing minion takes n unpreventable damage from the striker, or (`burn`) burns n blood or life, or (`noUnlock`)
 * does not unlock as normal in its next unlock phase (vtes-es 4); only if the strike
 * landed (not dodged) and, with `close`, at close range. Kept as the strike is chosen and held by
 * rules/after-combat.ts as it resolves (Catatonic Fear, Oubliette).
 */
import { setStep } from '../../core/ops';
import { combatOf, minionOf, type PrimDef, type TextRef } from './def';

export const afterCombatPrim: PrimDef<'afterCombat'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', {
      afterStrike: [
        ...(combat.afterStrike ?? []),
        {
          uid: u,
          n: pr.n,
          ...(pr.burn ? { burn: true as const } : {}),
          ...(pr.close ? { close: true as const } : {}),
          ...(pr.noUnlock ? { noUnlock: true as const } : {}),
        },
      ],
    });
  },
  text: (pr): TextRef =>
    pr.noUnlock
      ? { key: 'prim.afterCombat_noUnlock', params: {} }
      : { key: `prim.afterCombat${pr.burn ? '_burn' : ''}${pr.close ? '_close' : ''}`, params: { n: pr.n } },
  botValue: (pr) => pr.n + (pr.noUnlock ? 2 : 0),
};
