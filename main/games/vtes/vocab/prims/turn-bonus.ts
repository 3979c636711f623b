/**
 * `turnBonus { stat, n, sel }`: each card the Selector takes (the user's vampires, or its minions) gets +n stealth, bleed
 * or intercept until the end of the turn, on its later actions and blocks (vtes-es 6.2.2.2: "all of your vampires' actions
 * are at +1 stealth this turn", Psychic Veil), kept as the turn's `bonusTurn` and read by core/queries.ts `statBonus`.
 * The cards are those the Selector takes as it runs; possible when it takes one.
 */
import { setTurn } from '../../core/ops';
import { cardName } from '../../core/queries';
import { selectedCards, selectorRef } from '../../core/params/selector';
import { type PrimDef } from './def';

export const turnBonusPrim: PrimDef<'turnBonus'> = {
  run(s, pr, c, ev) {
    const uids = selectedCards(s, pr.sel, c);
    if (!uids.length) return;
    setTurn(s, { bonusTurn: [...(s.turnFlags.bonusTurn ?? []), ...uids.map((uid) => ({ uid, stat: pr.stat, n: pr.n }))] });
    for (const u of uids)
      ev.push({ type: `vtes.turnBonus_${pr.stat}`, params: { name: cardName(s, u), n: pr.n }, rule: 'vtes-es:6.2.2.2' });
  },
  possible: (s, pr, c) => selectedCards(s, pr.sel, c).length > 0,
  text: (pr) => ({ key: `prim.turnBonus_${pr.stat}`, params: { n: pr.n, sel: selectorRef(pr.sel) } }),
  // about a pool for each point, as a stealth bonus for one action is (vocab/prims/bonus.ts), for the turn's actions
  botValue: (pr) => pr.n * 2,
};
