/**
 * `hurtChosen { n, sel }`: one minion the Selector takes (picked when several; "another ready imbued you control") takes n
 * unpreventable damage at once, outside combat (vtes-es 6.4.6: a mortal loses that much life; an imbued with no life left
 * is incapacitated, imbued appendix A.5; an ally burns): Béatrice "Oracle171" Tremblay. The Selector takes minions that
 * are not vampires only (a vampire's damage outside combat is the rules' `hurt` of an action).
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { loseLife } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { type Ev, isVampire, type VtesState } from '../../core/state';
import { selectedCards, selectorRef } from '../../core/params/selector';
import { type PrimDef } from './def';

/** The chosen minion takes n unpreventable damage (the pick's continuation, rules/picks.ts), if it is still ready. */
export function hurtChosenCard(s: VtesState, uid: string, n: number, ev: Ev): void {
  if (!uid || s.cards[uid]?.zone !== 'ready' || isVampire(s, uid)) return;
  const lost = Math.min(n, s.cards[uid].blood);
  ev.push({ type: 'vtes.lifeLost', params: { name: cardName(s, uid), n: lost }, rule: 'vtes-es:6.4.6' });
  loseLife(s, uid, n, ev);
}

export const hurtChosenPrim: PrimDef<'hurtChosen'> = {
  run(s, pr, c, ev) {
    const vs = selectedCards(s, pr.sel, c).filter((v) => !isVampire(s, v));
    if (!vs.length) return;
    if (vs.length === 1) return hurtChosenCard(s, vs[0], pr.n, ev);
    setPick(
      s,
      c.seat,
      'hurtTarget',
      vs.map((v) => ({ id: PICK_OPTIONS.encode('t', { card: v }), label: 'target', params: { uid: v, label: { name: cardName(s, v) } } })),
      { then: 'hurtChosen', data: { n: pr.n } },
    );
  },
  text: (pr) => ({ key: 'prim.hurtChosen', params: { n: pr.n, sel: selectorRef(pr.sel) } }),
  // damage to a minion of one's own (the Selector names whose): a loss of about a life each
  botValue: (pr) => (pr.sel.whose === 'you' ? -pr.n : pr.n),
};
