/** `noUnlock { who, allyOnly?, for: 'untilUnlock' }`: the minion does not unlock as normal in its next unlock phase (vtes-es 4); `allyOnly`: only an ally. */
import { markCard } from '../../core/ops';
import { isAlly } from '../../core/state';
import { type PrimDef, plain, theirs, whoUid } from './def';

export const noUnlockPrim: PrimDef<'noUnlock'> = {
  run(s, pr, c) {
    const u = whoUid(c, pr.who);
    if (!pr.allyOnly || isAlly(s, u)) markCard(s, u, { skipUnlock: true });
  },
  text: (pr) => plain(`prim.noUnlock_${pr.who}${pr.allyOnly ? '_ally' : ''}`),
  botValue: (pr) => (theirs(pr.who) ? 2 : -1.5),
};
