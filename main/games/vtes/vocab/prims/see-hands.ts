/**
 * `seeHands`: for the rest of this turn the user may look at every other Methuselah's hand (Pulse of the Canaille
 * [aus]). Kept in the turn flag `seesHands` (gone as the turn ends) and read only by view/seatview.ts, which shows
 * those hands to that seat alone (the search bot's guesses read the same view): nothing runs for it on a decision.
 */
import { setTurn } from '../../core/ops';
import { type PrimDef } from './def';

export const seeHandsPrim: PrimDef<'seeHands'> = {
  run(s, _pr, c, ev) {
    const seen = s.turnFlags.seesHands ?? [];
    if (!seen.includes(c.seat)) setTurn(s, { seesHands: [...seen, c.seat] });
    ev.push({ type: 'vtes.seesHands', params: { seat: c.seat }, rule: 'vtes-es:1.6.1.2' });
  },
  possible: (s, _pr, c) => !s.turnFlags.seesHands?.includes(c.seat),
  text: () => ({ key: 'prim.seeHands', params: {} }),
  // every hand known for the turn: the rest of the turn's plays chosen knowing what answers them
  botValue: () => 0.5,
};
