/**
 * `noStrikeCards { who: 'opponent' }`: for the rest of the combat the opposing minion cannot play strike cards (vtes-es
 * 6.4.3: Thoughts Betrayed [DOM]); its other strikes (hand, equipment, its own text) stay. Kept in the combat
 * (`combat.noStrikeCards`) and read by rules/combat.ts where strike cards are offered; cancelled as it is played by a
 * card cancelling what restricts the choice of strikes (core/cancel-window.ts `strikeLimit`: Groundfighting, LSJ 20050224-2).
 */
import { setStep } from '../../core/ops';
import { combatOf, type PrimDef, plain, whoUid } from './def';

export const noStrikeCardsPrim: PrimDef<'noStrikeCards'> = {
  run(s, pr, c) {
    const u = whoUid(c, pr.who);
    const combat = combatOf(s, pr.p);
    if (!combat.noStrikeCards?.includes(u)) setStep(s, 'combat', { noStrikeCards: [...(combat.noStrikeCards ?? []), u] });
  },
  possible: (s) => !!s.combat,
  text: (pr) => plain(`prim.noStrikeCards_${pr.who}`),
  // the opposing minion's strike cards are dead for the combat
  botValue: () => 1.5,
};
