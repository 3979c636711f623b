/**
 * `handSize { n, for: 'turn' | 'combat' }`: the user's hand size is n larger until the end of the turn, or for the rest of
 * the combat (kept in the combat's record, gone with it: Aura Reading [AUS]); the user draws up (vtes-es 1.6.1.2).
 */
import { drawUp, setStep, setTurn } from '../../core/ops';
import { type PrimDef } from './def';

export const handSizePrim: PrimDef<'handSize'> = {
  run(s, pr, c, ev) {
    if (pr.for === 'combat' && s.combat) {
      const h = s.combat.handSize;
      setStep(s, 'combat', { handSize: { ...(h ?? {}), [c.seat]: (h?.[c.seat] ?? 0) + pr.n } });
    } else {
      const h = s.turnFlags.handSizeTurn;
      setTurn(s, { handSizeTurn: { ...(h ?? {}), [c.seat]: (h?.[c.seat] ?? 0) + pr.n } });
    }
    drawUp(s, c.seat, ev);
  },
  text: (pr) => ({ key: pr.for === 'combat' ? 'prim.handSize_combat' : 'prim.handSize', params: { n: pr.n } }),
  botValue: (pr) => 0.5 * pr.n,
};
