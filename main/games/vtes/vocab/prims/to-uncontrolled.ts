/**
 * `toUncontrolled { who }`: the ready vampire the role names goes to the uncontrolled region of the Methuselah
 * controlling it (its last permanent controller, ANK 20200408-2) with the cards and counters on it (Banishment).
 * They are unlocked there without unlocking (LSJ 20060213: no "as it unlocks" effect), and the vampire is
 * influenced back as any other (PIB 20140122; vtes-es 7), keeping its marks (LSJ 20010809-3). Possible only while
 * that vampire is ready.
 */
import { moveTo, setLocked } from '../../core/ops';
import { cardName } from '../../core/queries';
import { isVampire, type VtesState } from '../../core/state';
import { type PrimDef, whoUid } from './def';

const banishable = (s: VtesState, u: string | undefined): u is string => u !== undefined && s.cards[u]?.zone === 'ready' && isVampire(s, u);

export const toUncontrolledPrim: PrimDef<'toUncontrolled'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    if (!banishable(s, u)) return;
    const seat = s.cards[u].controller;
    moveTo(s, u, 'uncontrolled', seat);
    setLocked(s, u, false);
    for (const a of s.cards[u].attached) setLocked(s, a, false);
    ev.push({ type: 'vtes.toUncontrolled', params: { seat, name: cardName(s, u) }, rule: 'vtes-es:7' });
  },
  possible: (s, _pr, c) => banishable(s, c.targetCard),
  text: () => ({ key: 'prim.toUncontrolled', params: {} }),
  botValue: () => 4,
};
