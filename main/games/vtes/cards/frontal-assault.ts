/**
 * Frontal Assault (master card, in play; vtes-es 6.1 "Tipos de acciones", 7 "Fase de influencia";
 * vtes-pl "Rodzaje akcji", "Faza wpływów"). While it is in play, each minion of its controller may
 * enter combat with a ready minion of the controller's prey as a (D) action (once per copy per minion
 * per turn; the `use:<card>:combat` option of the minion phase, offered and announced here). Its controller's 1 pool each time a
 * ready minion of their prey is burned or sent to torpor, by any means, is not here: the card's data
 * gives it as a trigger record (vocab/triggers.ts), one per copy. In its controller's
 * influence phase it burns, and the controller burns 1 pool per ready minion of their prey.
 *
 * Rulings: LSJ 20061018 (copies stack: each copy gives its pool).
 */
import { MINION_OPTIONS as ids } from '../../../common/vtes-options';
import { burnCard, burnPool } from '../core/ops';
import { preyOf } from '../core/state';
import { opt, type Opt } from '../core/decision';
import { cardName, readyMinions } from '../core/queries';
import { directedAt, markActed } from '../core/action-record';
import { cardsInPlay } from './find';
import type { CardModule } from './hooks';
import type { CardParams } from '../schema/card-params';

export const frontalAssault: CardModule<CardParams['frontalAssault']> = {
  minionActions(s, u, used) {
    const o: Opt[] = [];
    const active = s.active;
    const name = cardName(s, u);
    for (const fa of cardsInPlay(s, 'frontalAssault', [active]))
      if (!used.includes(`fa:${fa}`))
        for (const t of readyMinions(s, preyOf(s, active)))
          o.push(
            opt(
              ids.encode('use', { card: fa, ability: 'combat', minion: u, target: t }),
              'enterCombat',
              { name, target: cardName(s, t) },
              { uid: u, target: t },
            ),
          );
    return o;
  },
  announce: {
    // enter combat with a ready minion of the prey: (D), once per copy per minion per turn
    combat: {
      directed: true,
      build(s, o) {
        markActed(s, o.minion!, `fa:${o.card}`);
        return directedAt(s, o.minion!, 'combat', o.target!);
      },
    },
  },
  influenceStart(s, ev) {
    for (const fa of cardsInPlay(s, 'frontalAssault', [s.active])) {
      burnCard(s, fa, ev);
      const k = burnPool(s, s.active, readyMinions(s, preyOf(s, s.active)).length);
      ev.push({ type: 'vtes.poolBurned', params: { seat: s.active, n: k } });
    }
  },
};
