/**
 * `attach { to, marks? }`: the card itself is put on a minion of the use (vtes-es 1.1.1), contested if unique (4.1);
 * `marks`: rule markers it keeps on that minion while it stays there (core/marks.ts: "does not unlock as normal").
 */
import { attach } from '../../core/ops';
import { addMark } from '../../core/marks';
import { checkCardContest } from '../../core/contests';
import { attachBarred } from '../../core/state';
import { type PrimDef, plain, whoUid } from './def';

export const attachPrim: PrimDef<'attach'> = {
  run(s, pr, c, ev) {
    const host = whoUid(c, pr.to);
    attach(s, c.source, host);
    for (const k of pr.marks ?? []) addMark(s, host, { k, until: 'card', src: c.source });
    // 4.1: a unique card put on a minion while another Methuselah controls a copy in play (Enkil Cog)
    checkCardContest(s, c.source, ev);
  },
  // not on a minion whose own text refuses the card's class (core/state.ts `attachBarred`)
  possible: (s, pr, c) => {
    const host = { minion: c.minion, actor: c.actor, target: c.targetCard, opponent: c.opponent }[pr.to];
    return host === undefined || !attachBarred(s, c.source, host);
  },
  text: (pr) => plain(`prim.attach_${pr.to}${(pr.marks ?? []).map((k) => `_${k}`).join('')}`),
  // what the card does on the minion is valued by its own effects
  botValue: () => 0,
};
