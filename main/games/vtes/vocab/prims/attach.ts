/** `attach { to }`: the card itself is put on a minion of the use (vtes-es 1.1.1), contested if unique (4.1). */
import { attach } from '../../core/ops';
import { checkCardContest } from '../../core/contests';
import { attachBarred } from '../../core/state';
import { type PrimDef, plain, whoUid } from './def';

export const attachPrim: PrimDef<'attach'> = {
  run(s, pr, c, ev) {
    attach(s, c.source, whoUid(c, pr.to));
    // 4.1: a unique card put on a minion while another Methuselah controls a copy in play (Enkil Cog)
    checkCardContest(s, c.source, ev);
  },
  // not on a minion whose own text refuses the card's class (core/state.ts `attachBarred`)
  possible: (s, pr, c) => {
    const host = { minion: c.minion, actor: c.actor, target: c.targetCard, opponent: c.opponent }[pr.to];
    return host === undefined || !attachBarred(s, c.source, host);
  },
  text: (pr) => plain(`prim.attach_${pr.to}`),
  // what the card does on the minion is valued by its own effects
  botValue: () => 0,
};
