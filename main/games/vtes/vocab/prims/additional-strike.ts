/**
 * `additionalStrike { limited, n?, strike? }`: an additional strike this round, or n of them (vtes-es 6.4.3); `limited`:
 * one source of limited additional strikes per round; `strike`: the additional strike can only be that strike (kept in
 * the combat's `extraAs`, offered alone by rules/combat.ts through rules/extra-as.ts).
 */
import { setStep } from '../../core/ops';
import { addExtraStrike } from '../prims-combat';
import { combatOf, minionOf, type PrimDef, plain } from './def';

export const additionalStrikePrim: PrimDef<'additionalStrike'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    combatOf(s, pr.p);
    for (let i = 0; i < (pr.n ?? 1); i++) {
      const before = s.combat!.extraLeft[u] ?? 0;
      addExtraStrike(s, u, pr.limited);
      // a strike it gained (none after a hand strike and dodge) that can only be the card's
      if (pr.strike && (s.combat!.extraLeft[u] ?? 0) > before)
        setStep(s, 'combat', {
          extraAs: [...(s.combat!.extraAs ?? []), { uid: u, round: s.combat!.round, card: c.source, strike: pr.strike }],
        });
    }
  },
  text: (pr) =>
    pr.strike
      ? {
          key: `prim.additionalStrikeAs${pr.limited ? '' : '_free'}`,
          params: {
            strike: {
              key: `prim.extraAs_${pr.strike.s}${pr.strike.ranged ? '_ranged' : ''}${pr.strike.weapons ? '_weapons' : ''}`,
              params: {},
            },
          },
        }
      : pr.n
        ? { key: `prim.additionalStrikes${pr.limited ? '' : '_free'}`, params: { n: pr.n } }
        : plain(`prim.additionalStrike${pr.limited ? '' : '_free'}`),
  // a strike restricted to one kind is worth a little less
  botValue: (pr) => (pr.n ?? 1) * (pr.limited ? 1.5 : 2) * (pr.strike ? 0.7 : 1),
};
