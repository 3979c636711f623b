/**
 * `autoPress { reset }` (Trap; vtes-es 6.4.4): the card, put in play in a combat with its counters (`putIntoPlay`,
 * `counter`), is kept in the combat's record (`autoPress`). Each time a card is played in that combat its counters are
 * set back to `reset` (rules/combat.ts, rules/oot-play.ts); as each press step starts it burns one of them to give a
 * press to continue that belongs to no combatant, so either combatant may answer it with a press to end (rules/rounds.ts;
 * a minion that cannot press does not stop it, LSJ 20040521); it burns as the combat ends (rules/strikes.ts). No card
 * of the record in a combat: nothing is read.
 */
import { bankToCard, burnCard, cardToBank, setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import type { Ev, VtesState } from '../../core/state';
import { type PrimDef } from './def';

export const autoPressPrim: PrimDef<'autoPress'> = {
  run(s, pr, c) {
    const k = s.combat;
    if (k) setStep(s, 'combat', { autoPress: [...(k.autoPress ?? []), { card: c.source, reset: pr.reset }] });
  },
  possible: (s) => !!s.combat,
  text: (pr) => ({ key: 'prim.autoPress', params: { n: pr.reset } }),
  // more rounds of a combat: worth as much as the combat is
  botValue: () => 0.5,
};

/** The cards of the record still in play. */
const inPlay = (s: VtesState) => (s.combat?.autoPress ?? []).filter((x) => s.cards[x.card]?.zone === 'play');

/** A card was played in the combat: each card of the record back to its counters. */
export function resetAutoPress(s: VtesState): void {
  for (const x of inPlay(s)) {
    const n = x.reset - s.cards[x.card].blood;
    if (n > 0) bankToCard(s, x.card, n);
    else if (n < 0) cardToBank(s, x.card, -n);
  }
}

/** The press step starts: the first card of the record with a counter burns one; its press to continue stands (true). */
export function autoPressStep(s: VtesState, ev: Ev): boolean {
  const x = inPlay(s).find((y) => s.cards[y.card].blood > 0);
  if (!x) return false;
  cardToBank(s, x.card, 1);
  setStep(s, 'combat', { lastMove: x.card, pressBy: undefined });
  ev.push({ type: 'vtes.autoPress', params: { card: cardName(s, x.card), n: s.cards[x.card].blood }, rule: 'vtes-es:6.4.4' });
  return true;
}

/** The combat ends: the cards of the record still in play burn. */
export function burnAutoPress(s: VtesState, ev: Ev): void {
  for (const x of inPlay(s)) burnCard(s, x.card, ev);
}
