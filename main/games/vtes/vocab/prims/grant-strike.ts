/**
 * `grantStrike { s, round? }`: the minion of the use may strike with `s` (strike: combat ends) in the combat
 * that follows the block of the action under way (vtes-es 6.4.3; Shroud of Absence, Memory Rift [pre]);
 * `round: 1`: in that combat's first round only. Kept in the action (`act.granted`), given to that combat as
 * it starts (rules/resolution.ts), offered among the minion's strikes (rules/combat.ts, option `granted`);
 * played in a combat under way, to that combat.
 */
import { setStep } from '../../core/ops';
import { minionOf, type PrimDef } from './def';

export const grantStrikePrim: PrimDef<'grantStrike'> = {
  run(s, pr, c) {
    const g = { uid: minionOf(c, pr.p), s: pr.s, card: c.source, ...(pr.round ? { round: pr.round } : {}) };
    if (s.combat) setStep(s, 'combat', { granted: [...(s.combat.granted ?? []), g] });
    else if (s.act) setStep(s, 'act', { granted: [...(s.act.granted ?? []), g] });
  },
  possible: (s) => !!s.act || !!s.combat,
  text: (pr) => ({ key: `prim.grantStrike_${pr.s}${pr.round ? '_first' : ''}`, params: {} }),
  // a way out of the combat of a block
  botValue: () => 1,
};
