/**
 * `handSize { n, for: 'turn' | 'combat' }`: the user's hand size is n larger until the end of the turn, or for the rest of
 * the combat (kept in the combat's record, gone with it: Aura Reading [AUS]), or until the end of the game (`game`: the seat's
 * lasting bonus, Benjamin Rose); the user draws up (vtes-es 1.6.1.2).
 */
import { drawUp, markSeat, setStep, setTurn } from '../../core/ops';
import { type PrimDef } from './def';

export const handSizePrim: PrimDef<'handSize'> = {
  run(s, pr, c, ev) {
    if (pr.for === 'game') markSeat(s, c.seat, { handBonus: s.seats[c.seat].handBonus + pr.n });
    else if (pr.for === 'combat' && s.combat) {
      const h = s.combat.handSize;
      setStep(s, 'combat', { handSize: { ...(h ?? {}), [c.seat]: (h?.[c.seat] ?? 0) + pr.n } });
    } else {
      const h = s.turnFlags.handSizeTurn;
      setTurn(s, { handSizeTurn: { ...(h ?? {}), [c.seat]: (h?.[c.seat] ?? 0) + pr.n } });
    }
    drawUp(s, c.seat, ev);
  },
  text: (pr) => ({ key: pr.for === 'turn' ? 'prim.handSize' : `prim.handSize_${pr.for}`, params: { n: pr.n } }),
  botValue: (pr) => (pr.for === 'game' ? 2 : 0.5) * pr.n,
};
