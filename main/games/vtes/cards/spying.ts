/**
 * Spying Mission, superior (action modifier, Obfuscate; vtes-es 6.1.1 "Drenar", vtes-pl
 * "Drenowanie"). Played during a bleed once nobody blocks: if the bleed succeeds it burns no pool
 * and counts as unsuccessful; the card goes on the acting vampire, waiting for that Methuselah. In a
 * later successful bleed of that vampire against the same Methuselah, the card burns for +2 bleed.
 *
 * Rulings: ANK 20200609 (every copy waiting for the Methuselah burns and gives its +2); a redirect
 * comes before the copies count (the waiting target is the bleed's target as it resolves). State
 * kept: the copy played this action is this module's action data; the Methuselah a copy waits for
 * is its data on that card (a seat number).
 */
import { attach, burnCard, setCardData, setStep } from '../core/ops';
import { cardName } from '../core/queries';
import { cardEffect } from './find';
import type { CardModule } from './hooks';
import type { CardParams } from '../schema/card-params';

export const spying: CardModule<CardParams['spying']> = {
  modifierOffered: (_s, action) => !action.cards?.spying,
  modifierPlayed(s, uid, _p, action) {
    setStep(s, 'act', { cards: { ...action.cards, spying: uid } });
  },
  bleedReplaced(s, action, ev) {
    const card = action.cards?.spying as string | undefined;
    if (!card || s.cards[card].zone !== 'limbo') return false;
    // this bleed burns nothing and is unsuccessful; the card waits on the vampire
    const t = action.target!;
    attach(s, card, action.actor);
    setCardData(s, card, 'spying', t);
    ev.push({ type: 'vtes.spying', params: { name: cardName(s, action.actor), seat: t } });
    return true;
  },
  bleedBonus(s, action, ev) {
    // every copy waiting for this Methuselah burns and gives its +2 (ANK 20200609)
    const t = action.target!;
    const spies = s.cards[action.actor].attached.filter((x) => s.cards[x].data?.spying === t && cardEffect(s, x, 'spying'));
    for (const spy of spies) {
      setStep(s, 'act', { bleed: action.bleed + 2 });
      burnCard(s, spy, ev);
    }
  },
};
