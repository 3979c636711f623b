/**
 * `preventStrike { rest? }`: all the damage of the opposing minion's strike the minion is taking is
 * prevented (vtes-es 6.4.6); `rest: 'round'`: the opposing minion's further strikes this round do it no
 * damage either (read as strikes resolve, rules/strikes.ts). Only possible while that strike's damage
 * is waiting (prevention needs damage to prevent).
 */
import { setStep } from '../../core/ops';
import { stampNow } from '../../core/params/duration';
import { preventStrikeDamage, strikeDamageOn } from '../prims-combat';
import { combatOf, minionOf, type PrimDef } from './def';

export const preventStrikePrim: PrimDef<'preventStrike'> = {
  run(s, pr, c, ev) {
    const v = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    preventStrikeDamage(s, v, ev);
    if (pr.rest) setStep(s, 'combat', { shield: [...(combat.shield ?? []), { uid: v, n: 1, for: pr.rest, at: stampNow(s, c.seat) }] });
  },
  possible: (s, pr, c) => c.minion !== undefined && strikeDamageOn(s, c.minion).n > 0,
  text: (pr) => ({ key: `prim.preventStrike${pr.rest ? '_round' : ''}`, params: {} }),
  botValue: (pr) => (pr.rest ? 3 : 2),
};
