/**
 * `unseenBy { sel }`: one card the Selector takes (the user picks when several) cannot block nor play reaction cards
 * while the minion of the use is acting this turn (vtes-es 6.2.2.1, 1.6.1.5; Blind Spot: one of the player's vampires is the
 * master card's target, hence the use's minion, and the Selector takes the prey's allies and younger vampires). The pair is kept in the turn's records and read by core/unseen.ts. Possible only when the Selector takes a
 * card now (the card's second choice is not optional).
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { useThisTurn } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { unseenKey } from '../../core/unseen';
import { selectedCards, selectorRef } from '../../core/params/selector';
import { type PrimDef, whoUid } from './def';

/** Minion `barred` cannot block nor react while `actor` acts this turn (the pick's continuation, rules/picks.ts). */
export function unseenChosen(s: VtesState, actor: string, barred: string, ev: Ev): void {
  if (!s.cards[actor] || !s.cards[barred]) return;
  useThisTurn(s, 'unseenBy', unseenKey(actor, barred));
  ev.push({
    type: 'vtes.unseenBy',
    params: { name: cardName(s, barred), actor: cardName(s, actor) },
    rule: 'vtes-es:6.2.2.1',
  });
}

export const unseenByPrim: PrimDef<'unseenBy'> = {
  run(s, pr, c, ev) {
    const actor = whoUid(c, 'minion');
    const vs = selectedCards(s, pr.sel, c);
    if (!vs.length) return;
    if (vs.length === 1) return unseenChosen(s, actor, vs[0], ev);
    setPick(
      s,
      c.seat,
      'unseenTarget',
      vs.map((v) => ({ id: PICK_OPTIONS.encode('t', { card: v }), label: 'target', params: { uid: v, label: { name: cardName(s, v) } } })),
      { then: 'unseenBy', data: { actor } },
    );
  },
  possible: (s, pr, c) => c.minion !== undefined && selectedCards(s, pr.sel, c).length > 0,
  text: (pr) => ({ key: 'prim.unseenBy', params: { sel: selectorRef(pr.sel) } }),
  // one of the prey's minions kept from blocking and reacting to one vampire's actions for the turn
  botValue: () => 1.5,
};
