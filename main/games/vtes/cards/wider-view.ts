/**
 * Wider View (master card, trifle, in play; vtes-es 7 "Fase de influencia", vtes-pl "Faza wpływów").
 * In its controller's influence phase: for 1 transfer, draw a crypt card into the uncontrolled region,
 * then remove a card of the uncontrolled region from the game; for 4 transfers, burn the card to gain
 * 2 pool.
 *
 * Rulings: LSJ 20080314 (the removed card is public: the log line names it).
 */
import { INFLUENCE_OPTIONS as ids, PICK_OPTIONS } from '../../../common/vtes-options';
import { bankToPool, burnCard, drawCrypt, removeFromGame, setTurn } from '../core/ops';
import { opt, type Opt } from '../core/decision';
import { cardName } from '../core/queries';
import { setPick } from '../core/steps';
import type { CardModule } from './hooks';
import type { CardParams } from '../schema/card-params';

export const widerView: CardModule<CardParams['widerView']> = {
  influenceCard(s, loc, _p, t) {
    const o: Opt[] = [];
    if (t >= 1 && s.seats[s.active].zones.crypt.length)
      o.push(opt(ids.encode('use', { card: loc, ability: 'draw' }), 'widerViewDraw', { card: cardName(s, loc) }, { card: loc }));
    if (t >= 4) o.push(opt(ids.encode('use', { card: loc, ability: 'cash' }), 'widerViewCash', { card: cardName(s, loc) }, { card: loc }));
    return o;
  },
  onPick(s, pick, named, _id, ev) {
    removeFromGame(s, named);
    // cards removed from the game are public (LSJ 20080314): the log line names it
    ev.push({
      type: 'vtes.removedUncontrolled',
      params: { seat: pick.seat, uid: named, name: cardName(s, named) },
      rule: 'vtes-es:1.1.2',
    });
  },
  uses: {
    influence: {
      // for 4 transfers, the card burns for 2 pool
      cash(s, o, ev) {
        const active = s.active;
        setTurn(s, { transfers: s.turnFlags.transfers - 4 });
        burnCard(s, o.card, ev);
        bankToPool(s, active, 2);
        ev.push({ type: 'vtes.poolGained', params: { seat: active, n: 2 } });
      },
      // for 1 transfer, a crypt card drawn, then one of the uncontrolled region removed from the game
      draw(s, _o, ev) {
        const active = s.active;
        setTurn(s, { transfers: s.turnFlags.transfers - 1 });
        drawCrypt(s, active, ev);
        const un = s.seats[active].zones.uncontrolled;
        setPick(
          s,
          active,
          'removeUncontrolled',
          un.map((v, i) => ({
            id: PICK_OPTIONS.encode('r', { card: v }),
            label: 'uncontrolled',
            params: { uid: v, label: { pos: i + 1 } },
          })),
          { then: 'card', data: { id: 'widerView', step: 'remove' } },
        );
      },
    },
  },
};
