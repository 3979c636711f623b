/**
 * `recoil { n, anyRange? }`: a strike card's rider, if the strike is used at close range (or at any range) the striking minion takes
 * n environmental aggravated damage (vtes-es 6.4.5), dealt as its strike resolves, dodged or not, with
 * the round's other damage (rules/strikes.ts; LSJ 19970801). Run as the strike is chosen.
 */
import { setStep } from '../../core/ops';
import { combatOf, minionOf, type PrimDef } from './def';

export const recoilPrim: PrimDef<'recoil'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    if (combat.range !== 'close' && !pr.anyRange) return;
    setStep(s, 'combat', { recoil: { ...(combat.recoil ?? {}), [u]: (combat.recoil?.[u] ?? 0) + pr.n } });
  },
  possible: (s) => !!s.combat,
  text: (pr) => ({ key: `prim.recoil${pr.anyRange ? '_any' : ''}`, params: { n: pr.n } }),
  // a cost to its own minion, paid only at close range
  botValue: (pr) => -0.5 * pr.n,
};
