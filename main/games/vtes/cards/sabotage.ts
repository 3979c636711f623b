/**
 * Creeping Sabotage (action card, Nosferatu, cost X blood; vtes-es 6.1, 4 "Fase de enderezamiento";
 * vtes-pl "Rodzaje akcji", "Faza odkręcania"). An undirected action (+1 stealth) that, if it
 * succeeds, puts the card in play; X is the number of copies its Methuselah already controls when
 * the cost is paid (the first copy costs nothing). In each of its controller's unlock phases, their
 * prey burns 1 pool per copy in play. Other Methuselahs' minions may burn it as a (D) action (the
 * `burnableByAction` record beside this one).
 */
import { burnPool, moveTo } from '../core/ops';
import { defOf, preyOf } from '../core/state';
import { costOf } from '../schema/modes';
import { cardsInPlay } from './find';
import type { CardModule } from './hooks';
import type { CardParams } from '../schema/card-params';

export const sabotage: CardModule<CardParams['sabotage']> = {
  actionCardAnnounced(s, h, _p, action, m) {
    // X counts the copies already controlled when the cost is paid: the first copy costs 0
    const d = defOf(s, h);
    if (costOf(d, m).blood === 'X') action.xCost = s.seats[action.seat].zones.play.filter((x) => s.cards[x].cid === d.id).length;
  },
  actionCardResolved(s, card, _p, action) {
    moveTo(s, card, 'play', action.seat);
    return true;
  },
  unlockStart(s, ev) {
    const active = s.active;
    const n = cardsInPlay(s, 'sabotage', [active]).length;
    if (!n) return;
    const p = preyOf(s, active);
    const k = burnPool(s, p, n);
    ev.push({ type: 'vtes.sabotage', params: { seat: p, n: k } });
  },
};
