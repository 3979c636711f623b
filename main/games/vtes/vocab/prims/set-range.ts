/**
 * `setRange { range, strikeWith? }`: played before range is determined, the minion sets the range of this round
 * (vtes-es 6.4.2): the round is at `range` and its determine-range step is skipped (rules/rounds.ts
 * `combatAdvanceAsker`); "this vampire sets the range" is a mode per range, the player choosing as the card is
 * played. `strikeWith: 'self'`: the minion's initial strike this round must be one of the card of the use (a
 * weapon's: Sniper Rifle), read by the strike step (rules/combat.ts).
 */
import { setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import { combatOf, minionOf, type PrimDef } from './def';

export const setRangePrim: PrimDef<'setRange'> = {
  run(s, pr, c, ev) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', {
      range: pr.range,
      rangeSet: true,
      ...(pr.strikeWith ? { strikeWith: { ...combat.strikeWith, [u]: { card: c.source, round: combat.round } } } : {}),
    });
    ev.push({ type: 'vtes.rangeSet', params: { name: cardName(s, u), range: pr.range }, rule: 'vtes-es:6.4.2' });
  },
  // the first effect setting the range has priority (PIB 20120214): once set, no other card sets it this round
  possible: (s) => s.combat?.step === 'preRange' && !s.combat.rangeSet,
  text: (pr) => ({ key: `prim.setRange_${pr.range}${pr.strikeWith ? '_strikeWith' : ''}`, params: {} }),
  // the range the card's user wants is the one its own strikes reach (a bot plays it for its ranged strikes)
  botValue: (pr) => (pr.range === 'long' ? 1 : 0.5),
};
