/** `additionalStrike { limited, n? }`: an additional strike this round, or n of them (vtes-es 6.4.3); `limited`: one source of limited additional strikes per round. */
import { addExtraStrike } from '../prims-combat';
import { combatOf, minionOf, type PrimDef, plain } from './def';

export const additionalStrikePrim: PrimDef<'additionalStrike'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    combatOf(s, pr.p);
    for (let i = 0; i < (pr.n ?? 1); i++) addExtraStrike(s, u, pr.limited);
  },
  text: (pr) =>
    pr.n
      ? { key: `prim.additionalStrikes${pr.limited ? '' : '_free'}`, params: { n: pr.n } }
      : plain(`prim.additionalStrike${pr.limited ? '' : '_free'}`),
  botValue: (pr) => (pr.n ?? 1) * (pr.limited ? 1.5 : 2),
};
