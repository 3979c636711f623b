/** `additionalStrike { limited }`: an additional strike this round (vtes-es 6.4.3); `limited`: one source of limited additional strikes per round. */
import { addExtraStrike } from '../prims-combat';
import { combatOf, minionOf, type PrimDef, plain, schemaOf } from './def';

export const additionalStrikePrim: PrimDef<'additionalStrike'> = {
  schema: schemaOf('additionalStrike'),
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    combatOf(s, pr.p);
    addExtraStrike(s, u, pr.limited);
  },
  text: (pr) => plain(`prim.additionalStrike${pr.limited ? '' : '_free'}`),
  botValue: (pr) => (pr.limited ? 1.5 : 2),
};
