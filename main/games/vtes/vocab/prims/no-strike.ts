/**
 * `noStrike { who: 'opponent', round: 1 }`: the minion opposing the minion of the use cannot strike in the first round
 * of their combat, and the combat ends as that round's strikes resolve (vtes-es 6.4.3, 6.4.5: "cannot strike: combat
 * ends during the first round"; Hunter's Mark, run by the action entering combat). Kept in the combat
 * (`noStrikeFirst`): rules/combat.ts offers that minion no strike in round 1, rules/rounds.ts ends the combat once
 * the round's damage is resolved (`endsAfterDamage`).
 */
import { setStep } from '../../core/ops';
import { combatOf, minionOf, type PrimDef } from './def';

export const noStrikePrim: PrimDef<'noStrike'> = {
  run(s, _pr, c) {
    const cb = combatOf(s, 'noStrike');
    const u = minionOf(c, 'noStrike');
    if (cb.round > 1 || (cb.a !== u && cb.b !== u)) return;
    const opp = cb.a === u ? cb.b : cb.a;
    setStep(s, 'combat', { noStrikeFirst: [...(cb.noStrikeFirst ?? []), opp], endsAfterDamage: true });
  },
  possible: (s) => !!s.combat && s.combat.round <= 1,
  text: () => ({ key: 'prim.noStrike', params: {} }),
  // a free strike at the opposing minion, none back
  botValue: () => 2,
};
