/**
 * `continueCombat {}`: the combat about to end goes on instead, another round starts (vtes-es 6.4.1):
 * played in the window `aboutToEnd` (the last end-of-round step, both combatants ready), it turns that
 * step into the end of an ordinary round (rules/rounds.ts `combatAdvanceAsker` then starts the next).
 */
import { setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import { combatOf, type PrimDef, plain } from './def';

export const continueCombatPrim: PrimDef<'continueCombat'> = {
  run(s, pr, c, ev) {
    combatOf(s, pr.p);
    // the "after combat" riders of the ending combat are lost (RTR 20020501; rules/after-combat.ts)
    setStep(s, 'combat', { finalRound: false, continues: true, afterCombat: [] });
    if (c.minion) ev.push({ type: 'vtes.combatGoesOn', params: { name: cardName(s, c.minion) }, rule: 'vtes-es:6.4.1' });
  },
  possible: (s) => !!s.combat && (!!s.combat.finalRound || !s.combat.continues),
  text: () => plain('prim.continueCombat'),
  botValue: () => 1,
};
