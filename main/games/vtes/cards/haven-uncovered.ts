/**
 * Haven Uncovered (master card, put on a ready vampire of any Methuselah; vtes-es 6.1 "Tipos de
 * acciones", 6.4 "Combate"; vtes-pl "Rodzaje akcji", "Walka"). While the card is on a ready vampire,
 * a ready minion of another Methuselah may enter combat with that vampire as a (D) action with +1
 * stealth (once per copy per minion per turn); the vampire itself may burn the card as a (D) action
 * with +1 stealth when the card is controlled by another Methuselah. The actions are the minion
 * phase's `use:<card>:combat` and `use:<card>:burn` options, offered and announced here (the `announce` hook).
 */
import { MINION_OPTIONS as ids } from '../../../common/vtes-options';
import { living } from '../core/state';
import { opt, type Opt } from '../core/decision';
import { cardName, readyVampires } from '../core/queries';
import { directedAt, markActed } from '../core/action-record';
import { cardEffect } from './find';
import type { CardModule } from './hooks';
import type { CardParams } from '../schema/card-params';

export const havenUncovered: CardModule<CardParams['havenUncovered']> = {
  minionActions(s, u, used) {
    const o: Opt[] = [];
    const active = s.active;
    const name = cardName(s, u);
    for (const x of living(s))
      for (const v of readyVampires(s, x))
        for (const hv of s.cards[v].attached) {
          if (!cardEffect(s, hv, 'havenUncovered')) continue;
          if (x !== active && !used.includes(`haven:${hv}`))
            o.push(
              opt(
                ids.encode('use', { card: hv, ability: 'combat', minion: u, target: v }),
                'enterCombat',
                { name, target: cardName(s, v) },
                { uid: u, target: v },
              ),
            );
          if (v === u && s.cards[hv].controller !== active)
            o.push(
              opt(
                ids.encode('use', { card: hv, ability: 'burn', minion: u }),
                'burnCardAction',
                { name, card: cardName(s, hv) },
                { uid: u, card: hv },
              ),
            );
        }
    return o;
  },
  announce: {
    // enter combat with the vampire the card is on: (D), +1 stealth, once per copy per minion per turn
    combat: {
      directed: true,
      build(s, o) {
        const action = directedAt(s, o.minion!, 'combat', o.target!);
        action.stealth = 1;
        markActed(s, o.minion!, `haven:${o.card}`);
        return action;
      },
    },
    // the vampire burns the card: (D) at the card (its controller is the target), +1 stealth
    burn: {
      directed: true,
      build(s, o) {
        const action = directedAt(s, o.minion!, 'burnCard', o.card);
        action.stealth = 1;
        return action;
      },
    },
  },
};
