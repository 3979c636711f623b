/**
 * `unlockEach { sel }`: every locked card the Selector takes unlocks (vtes-es 1.1.2, 4), e.g. each minion
 * whose equip action worked this turn, once the turn is over (a Selector whose Condition reads what each
 * minion did this turn, core/deeds.ts). Possible when it takes a locked card now.
 */
import { unlock } from '../../core/ops';
import { cardName } from '../../core/queries';
import { selectedCards, selectorRef } from '../../core/params/selector';
import { type PrimDef } from './def';

export const unlockEachPrim: PrimDef<'unlockEach'> = {
  run(s, pr, c, ev) {
    for (const u of selectedCards(s, pr.sel, c))
      if (s.cards[u].locked) {
        unlock(s, u);
        ev.push({ type: 'vtes.unlocked', params: { name: cardName(s, u) } });
      }
  },
  possible: (s, pr, c) => selectedCards(s, pr.sel, c).some((u) => s.cards[u].locked),
  text: (pr) => ({ key: 'prim.unlockEach', params: { sel: selectorRef(pr.sel) } }),
  botValue: () => 1,
};
