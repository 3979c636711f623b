/**
 * `burnStrikeWeapon { class }`: played as damage is prevented (vtes-es 6.4.6): when some of the damage waiting on the
 * minion comes from the opposing minion's strike made with a weapon of that class (a melee weapon: Armor of Vitality
 * [FOR]), that weapon is burned. Read before the card's prevention (it comes first in the card's primitives), while the
 * strike's damage is still waiting.
 */
import { burnCard } from '../../core/ops';
import { other } from '../../core/queries';
import { defOf } from '../../core/state';
import { strikeDamageOn } from '../prims-combat';
import { minionOf, type PrimDef } from './def';

export const burnStrikeWeaponPrim: PrimDef<'burnStrikeWeapon'> = {
  run(s, pr, c, ev) {
    const k = s.combat;
    if (!k) return;
    const v = minionOf(c, pr.p);
    const w = k.strikes[other(k, v)]?.from;
    if (!w || s.cards[w]?.zone !== 'attached' || !defOf(s, w).classes?.includes(pr.class)) return;
    if (strikeDamageOn(s, v).n > 0) burnCard(s, w, ev, 'vtes-es:6.4.6');
  },
  text: (pr) => ({ key: `prim.burnStrikeWeapon_${pr.class}`, params: {} }),
  // an opposing weapon gone for the rest of the game
  botValue: () => 1,
};
