/**
 * `passOn { sel }`: the card of the use, on a minion, moves onto another card the Selector takes (vtes-es 1.1.2), the
 * user choosing between several (a pick with no "none": the card says it moves); with none, the card is burned. Fear of
 * Mekhet: its bearer's controller moves it to another justicar or Inner Circle member, in torpor too (ANK 20210109: it
 * is moved, not played). A card no longer on a minion does nothing. Its trigger is once each turn (`limit`), else it would
 * act again on its new bearer in the same phase.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { attach, burnCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { selectedCards, selectorRef } from '../../core/params/selector';
import { type PrimDef } from './def';

/** Moves card `card` onto minion `to` (the pick's continuation, rules/picks.ts, or the only candidate). */
export function passedOn(s: VtesState, card: string, to: string, ev: Ev): void {
  const c = s.cards[card];
  const t = s.cards[to];
  if (!c || c.zone !== 'attached' || !t || (t.zone !== 'ready' && t.zone !== 'torpor')) return;
  const from = c.host;
  attach(s, card, to);
  ev.push({
    type: 'vtes.passedOn',
    params: { card: cardName(s, card), from: from ? cardName(s, from) : '', name: cardName(s, to) },
    rule: 'vtes-es:1.1.2',
  });
}

export const passOnPrim: PrimDef<'passOn'> = {
  run(s, pr, c, ev) {
    const card = s.cards[c.source];
    if (!card || card.zone !== 'attached') return;
    const host = card.host;
    const to = selectedCards(s, pr.sel, c).filter((x) => x !== host);
    if (!to.length) return burnCard(s, c.source, ev, 'vtes-es:1.1.2');
    if (to.length === 1) return passedOn(s, c.source, to[0], ev);
    setPick(
      s,
      c.seat,
      'passOnTarget',
      to.map((v) => ({ id: PICK_OPTIONS.encode('t', { card: v }), label: 'target', params: { uid: v, label: { name: cardName(s, v) } } })),
      { then: 'passOn', data: { card: c.source } },
    );
  },
  text: (pr) => ({ key: 'prim.passOn', params: { sel: selectorRef(pr.sel) } }),
  // the card leaves the user's minion for another: what it does there is its other records' worth
  botValue: () => 0,
};
