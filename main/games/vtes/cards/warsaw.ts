/**
 * Warsaw Station (master card, unique location; vtes-es 6.2.1 "Anunciar la acción", 6.1.3, 1.1.2;
 * vtes-pl "Deklarowanie akcji", "Faza podwładnych"). As a ready vampire of the card's clan
 * controlled by its controller announces an undirected action, the location may lock; if the action
 * succeeds, that vampire unlocks when the action ends. At any time (the minion phase, or any window of
 * an action, even locked), the location may burn to move a torpid vampire of the clan its controller
 * controls to the ready region (not a hostage).
 *
 * Rulings: ANK 20220218 (it may burn during a diablerie action against that vampire). Automated with
 * no scenario yet: LSJ 20090216, ANK 20250120 (the unlock after the action). State kept: that it was
 * locked for the action under way is this module's action data.
 */
import { ACTION_OPTIONS, MINION_OPTIONS } from '../../../common/vtes-options';
import { burnCard, lock, moveTo, setStep, unlock } from '../core/ops';
import { defOf, type Ev, type VtesState } from '../core/state';
import { opt, type Opt } from '../core/decision';
import { checkTitleContest } from '../core/titles';
import { cardName } from '../core/queries';
import type { CardModule } from './hooks';
import type { CardParams } from '../schema/card-params';

/** Burned (even locked): the torpid vampire goes to its controller's ready region. */
function burnToRescue(s: VtesState, loc: string, v: string, ev: Ev): void {
  const seat = s.cards[loc].controller;
  burnCard(s, loc, ev, 'vtes-es:1.1.2');
  moveTo(s, v, 'ready', seat);
  ev.push({ type: 'vtes.rescued', params: { uid: v, name: cardName(s, v) } });
  checkTitleContest(s, v, ev);
}

export const warsaw: CardModule<CardParams['warsaw']> = {
  announceCard(s, loc, p, action) {
    if (action.target !== undefined || action.cards?.warsaw || s.cards[loc].locked || !defOf(s, action.actor).clan.includes(p.clan))
      return [];
    return [opt(ACTION_OPTIONS.encode('use', { card: loc, ability: 'lock' }), 'lockLocation', { card: cardName(s, loc) }, { card: loc })];
  },
  anyTimeCard(s, seat, loc, p, w, q) {
    const o: Opt[] = [];
    for (const v of s.seats[seat].zones.torpor)
      if (defOf(s, v).clan.includes(p.clan) && !q.heldInTorpor(s, v)) {
        const f = { card: loc, ability: 'rescue', minion: v };
        const id = w === 'minion' ? MINION_OPTIONS.encode('use', f) : ACTION_OPTIONS.encode('use', f);
        o.push(opt(id, 'warsawBurn', { card: cardName(s, loc), name: cardName(s, v) }, { uid: v }));
      }
    return o;
  },
  uses: {
    action: {
      // locked as the action is announced: the acting vampire unlocks if the action succeeds
      lock(s, o) {
        lock(s, o.card);
        setStep(s, 'act', { cards: { ...s.act!.cards, warsaw: true } });
      },
      rescue: (s, o, ev) => burnToRescue(s, o.card, o.minion!, ev),
    },
    minion: {
      rescue: (s, o, ev) => burnToRescue(s, o.card, o.minion!, ev),
    },
  },
  actionEnd(s, action, ev) {
    if (action.cards?.warsaw && action.outcome === 'success' && s.cards[action.actor].zone === 'ready') {
      unlock(s, action.actor);
      ev.push({ type: 'vtes.unlocked', params: { name: cardName(s, action.actor) } });
    }
  },
};
