/**
 * `noBleed { for: 'turn' }`: the user's minions cannot bleed until the end of the turn (vtes-es 6.1.1; Enticement,
 * played in its controller's own turn: the turn's flag `noBleed`, read by rules/minion.ts where a bleed is offered).
 */
import { setTurn } from '../../core/ops';
import { type PrimDef } from './def';

export const noBleedPrim: PrimDef<'noBleed'> = {
  run(s, _pr, c, ev) {
    if (s.active !== c.seat || s.turnFlags.noBleed) return;
    setTurn(s, { noBleed: true });
    ev.push({ type: 'vtes.noBleed', params: { seat: c.seat } });
  },
  text: () => ({ key: 'prim.noBleed', params: {} }),
  // the turn's later bleeds lost
  botValue: () => -1,
};
