/**
 * `move { n, from, to }`: n counters between the bank, a pool and a card of the use (vtes-es 1.2 blood
 * and pool, 6.2.3 pool taken from another Methuselah: what they have, up to n).
 */
import { bankToCard, bankToPool, burnBlood, burnPool, capOverflow, cardToCard, cardToPool, outOfLife, poolToCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { capacityOf, defOf, isVampire } from '../../core/state';
import { costFor } from '../../core/cost-mods';
import { lifeGainBarred } from '../../core/no-life-gain';
import { type PrimDef, poolSeat, theirs, whoUid } from './def';

export const movePrim: PrimDef<'move'> = {
  run(s, pr, c, ev) {
    const { n, from, to } = pr;
    const fromSeat = poolSeat(s, c, from);
    const toSeat = poolSeat(s, c, to);
    if (from === 'bank' && toSeat !== undefined) {
      bankToPool(s, toSeat, n);
      ev.push({ type: 'vtes.poolGained', params: { seat: toSeat, n } });
    } else if (fromSeat !== undefined && to === 'bank') {
      const k = burnPool(s, fromSeat, n);
      ev.push({ type: 'vtes.poolBurned', params: { seat: fromSeat, n: k } });
    } else if (fromSeat !== undefined && toSeat !== undefined) {
      // pool taken from another Methuselah: what they have, up to n (vtes-es 6.2.3)
      const k = burnPool(s, fromSeat, n);
      bankToPool(s, toSeat, k);
      ev.push({ type: 'vtes.stealPool', params: { from: fromSeat, to: toSeat, n: k } });
    } else if (from === 'bank') {
      const u = whoUid(c, to);
      // a vampire gains blood up to its capacity (vtes-es 1.2): a trigger's gain does not overfill it
      const k = isVampire(s, u) ? Math.min(n, capacityOf(s, u) - s.cards[u].blood) : n;
      // an ally that cannot gain life: it stays in the bank (core/no-life-gain.ts)
      if (k <= 0 || lifeGainBarred(s, u)) return;
      bankToCard(s, u, k);
      ev.push({ type: 'vtes.addBlood', params: { uid: u, name: cardName(s, u), n: k } });
    } else if (to === 'bank') {
      const u = whoUid(c, from);
      burnBlood(s, u, n);
      // an ally or a retainer burning its last life is burned (vtes-es 6.4.6: Gregory Winter's life each unlock phase)
      const t = s.cards[u];
      if (
        t.blood <= 0 &&
        (t.zone === 'ready' || t.zone === 'attached') &&
        !isVampire(s, u) &&
        /^(Ally|Retainer)$/.test(defOf(s, u).types[0] ?? '')
      )
        outOfLife(s, u, ev);
    } else if (fromSeat !== undefined || toSeat !== undefined) {
      // blood between a card and a pool (Blood Doll): the same event both ways
      const u = whoUid(c, fromSeat !== undefined ? to : from);
      if (fromSeat !== undefined) poolToCard(s, fromSeat, u, n);
      else cardToPool(s, u, toSeat!, n);
      ev.push({
        type: 'vtes.bloodDoll',
        params: { seat: fromSeat ?? toSeat, uid: u, name: cardName(s, u), n, dir: fromSeat !== undefined ? 'in' : 'out' },
      });
    } else if (from === 'self') {
      // a card's own counters onto a minion of the use (Acquired Ventrue Assets: its blood to a Giovanni; 1.2)
      const u = whoUid(c, to);
      const k = Math.min(n, s.cards[c.source].blood);
      if (k <= 0) return;
      cardToCard(s, c.source, u, k);
      ev.push({ type: 'vtes.addBlood', params: { uid: u, name: cardName(s, u), n: k } });
      capOverflow(s, u);
    } else throw new Error(`vtes: primitive move ${from} → ${to}`);
  },
  /**
   * Counters leave a card only if it has them, the pool only if it keeps one (paying the last pool is
   * not a move); blood goes to a vampire only below its capacity (a chosen target, a hunting ground's
   * vampire, blood from the pool).
   */
  possible(s, pr, c) {
    if (pr.from === 'bank' && pr.to === 'target') {
      const u = whoUid(c, 'target');
      if (!isVampire(s, u) || s.cards[u].blood >= capacityOf(s, u)) return false;
    }
    if (pr.from === 'bank' && pr.to === 'minion' && c.minion !== undefined) {
      const u = c.minion;
      if (isVampire(s, u) && s.cards[u].blood >= capacityOf(s, u)) return false;
    }
    if (pr.from === 'bank' || pr.from === 'targetPool') return true;
    // the opposing minion's Methuselah burns what it has, once there is an opposing minion
    if (pr.from === 'opponentPool') return c.opponent !== undefined;
    if (pr.from === 'pool') {
      if (s.seats[c.seat].pool <= pr.n) return false;
      if (pr.to !== 'bank' && pr.to !== 'pool' && pr.to !== 'targetPool') {
        const u = whoUid(c, pr.to);
        if (s.cards[u].blood + pr.n > capacityOf(s, u)) return false;
      }
      return true;
    }
    // blood burned as the effect of a card being played comes on top of its blood cost (ANK 20210226)
    const u = whoUid(c, pr.from);
    const paying = pr.from === 'minion' && c.source !== undefined && s.cards[c.source]?.zone === 'hand';
    const cost = paying ? costFor(s, defOf(s, c.source!), c.seat, u).blood : 0;
    return s.cards[u].blood >= pr.n + (typeof cost === 'number' ? cost : 0);
  },
  text: (pr) => ({ key: `prim.move_${pr.from}_${pr.to}`, params: { n: pr.n } }),
  // counters gained are worth what they are, lost ones their loss; taken from another Methuselah, twice
  botValue: (pr) => {
    const side = (x: typeof pr.from) => (x === 'bank' ? 0 : theirs(x) ? -1 : 1);
    return pr.n * (side(pr.to) - side(pr.from));
  },
};
