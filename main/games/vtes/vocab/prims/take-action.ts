/**
 * `takeAction { who: 'minion' }`: the minion of the use takes an action now, locked or not (vtes-es 6.1; Enkil Cog:
 * "lock this card to take an action" during any Methuselah's minion phase). The use's cost pays for the action: the
 * minion does not lock for it (rules/announce.ts). The turn's record `actVia` names the minion and the card; the minion
 * phase offers that minion's actions at once (rules/minion.ts), and the Methuselah may decline them, the use being lost
 * (LSJ 20081213-1: a Cog locked for an action cancelled as it is played stays locked).
 */
import { setTurn } from '../../core/ops';
import { cardName } from '../../core/queries';
import { type PrimDef, whoUid } from './def';

export const takeActionPrim: PrimDef<'takeAction'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    setTurn(s, { actVia: { minion: u, card: c.source } });
    ev.push({ type: 'vtes.takeAction', params: { uid: u, name: cardName(s, u), card: cardName(s, c.source) }, rule: 'vtes-es:6.1' });
  },
  // no action while another is under way, nor for a minion out of play
  possible: (s, _pr, c) => {
    const u = c.minion;
    return u !== undefined && !s.act && !s.combat && !s.ref && (s.cards[u]?.zone === 'ready' || s.cards[u]?.zone === 'torpor');
  },
  text: () => ({ key: 'prim.takeAction', params: {} }),
  // one more action this turn: about what a bleed is worth
  botValue: () => 2,
};
