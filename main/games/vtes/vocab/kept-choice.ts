/**
 * A card keeping a chosen card (issue 29; effect `keepsChosen { sel }`, Condition leaf `keptChoice`): as the card is
 * put in play (vtes-es 1.6.2) and again each time its controller changes (a steal, 6.1.6), its controller chooses one
 * card the Selector takes; the card keeps that choice (`Inst.chose`) until it chooses again. Its abilities name the
 * chosen card with the Condition `keptChoice` on their Selector's candidate ("the chosen vampire can gain 2 blood":
 * The Rack). With no candidate nothing is chosen (and the abilities then find nobody); with one candidate it is
 * chosen at once (no real choice, as every step of the engine); with several, a pick asks the controller. The choice
 * is not made again when the chosen card leaves play or changes controller (RTR 19960112: not for falling out of a
 * contest; TOM 19960122: a new copy of the same vampire is another card).
 */
import { PICK_OPTIONS } from '../../../common/vtes-options';
import { markCard } from '../core/ops';
import { cardName } from '../core/queries';
import { setPick } from '../core/steps';
import { defOf, type Ev, type VtesState } from '../core/state';
import { selectedCards } from '../core/params/selector';
import { isEffect } from '../schema/effect-query';

/** The `keepsChosen` record of the card's definition, if any (its first mode: a master card has one). */
function keepsChosen(s: VtesState, card: string) {
  return defOf(s, card).modes[0]?.effects.find(isEffect('keepsChosen'));
}

/** Whether the card chooses a card it keeps as it enters play or changes controller. */
export function choosesKept(s: VtesState, card: string): boolean {
  return keepsChosen(s, card) !== undefined;
}

/** The card `card` keeps `chosen` as its choice (the pick's continuation, rules/picks.ts); logged once. */
export function keepChosen(s: VtesState, card: string, chosen: string, ev: Ev): void {
  if (!s.cards[card] || !s.cards[chosen]) return;
  markCard(s, card, { chose: chosen });
  ev.push({
    type: 'vtes.keptChoice',
    params: { seat: s.cards[card].controller, card: cardName(s, card), name: cardName(s, chosen) },
    rule: 'vtes-es:1.6.2',
  });
}

/**
 * The card's controller chooses now what the card keeps (as it enters play or changes controller): one candidate is
 * taken at once, several are asked in a pick (no "none": the card says "chooses"), none leaves the card with no choice.
 */
export function askKeptChoice(s: VtesState, card: string, ev: Ev): void {
  const e = keepsChosen(s, card);
  if (!e) return;
  const seat = s.cards[card].controller;
  const vs = selectedCards(s, e.sel, { seat, source: card });
  if (vs.length === 0) {
    markCard(s, card, { chose: undefined });
    return;
  }
  if (vs.length === 1) return keepChosen(s, card, vs[0], ev);
  setPick(
    s,
    seat,
    'keptChoice',
    vs.map((v) => ({ id: PICK_OPTIONS.encode('t', { card: v }), label: 'target', params: { uid: v, label: { name: cardName(s, v) } } })),
    { then: 'keepChosen', data: { card } },
  );
}
