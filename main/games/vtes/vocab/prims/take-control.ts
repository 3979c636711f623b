/**
 * `takeControl { who, onto? }`: the user takes control of the card in play the role names (vtes-es 6.1.6,
 * "steal") as it is (locked or not; requirements do not apply to a card already in play, TOM 19960226-1): a
 * card of the play area goes to the user's (a location), a minion to the same region of the user's (an ally
 * ready, a vampire in torpor) with the cards on it its controller controlled, and with `onto` a card on a
 * minion goes onto the use's minion (a retainer stolen by the acting vampire). Possible only while that card is
 * there and another Methuselah's. With `to: 'chosen'` the Methuselah chosen in a referendum's terms takes it (Disputed
 * Territory).
 */
import { attach, markCard, moveTo } from '../../core/ops';
import { cardName } from '../../core/queries';
import type { VtesState } from '../../core/state';
import { type PrimDef, whoUid } from './def';
import { askKeptChoice, choosesKept } from '../kept-choice';

const MINION_ZONES = new Set(['ready', 'torpor']);

function stealable(s: VtesState, u: string | undefined, seat: number, onto: boolean): boolean {
  const c = u === undefined ? undefined : s.cards[u];
  if (!c || c.controller === seat) return false;
  return onto ? c.zone === 'attached' : c.zone === 'play' || MINION_ZONES.has(c.zone);
}

export const takeControlPrim: PrimDef<'takeControl'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    // `to: 'chosen'`: the Methuselah chosen in the referendum's terms (a seat no longer in the game takes nothing)
    const seat = pr.to === 'chosen' ? c.terms?.seat : c.seat;
    if (seat === undefined || s.seats[seat]?.ousted || !stealable(s, u, seat, !!pr.onto)) return;
    const from = s.cards[u].controller;
    if (pr.onto) attach(s, u, whoUid(c, pr.onto));
    else moveTo(s, u, s.cards[u].zone as 'play' | 'ready' | 'torpor', seat);
    // the cards on a stolen minion that its controller controlled come with it
    for (const a of s.cards[u].attached) if (s.cards[a].controller === from) markCard(s, a, { controller: seat });
    ev.push({ type: 'vtes.stealCard', params: { seat, name: cardName(s, u) }, rule: 'vtes-es:6.1.6' });
    // a card keeping a chosen card chooses again under its new controller (The Rack: vocab/kept-choice.ts)
    if (choosesKept(s, u)) askKeptChoice(s, u, ev);
  },
  // the chosen Methuselah is known only once the terms are: any card the terms may choose
  possible: (s, pr, c) => (pr.to === 'chosen' ? true : stealable(s, c.targetCard, c.seat, !!pr.onto)),
  text: (pr) => ({ key: pr.onto ? 'prim.takeControl_onto' : pr.to ? 'prim.takeControl_chosen' : 'prim.takeControl', params: {} }),
  botValue: () => 3,
};
