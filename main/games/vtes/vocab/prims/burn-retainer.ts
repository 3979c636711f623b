/**
 * `burnRetainer { class? }`: a retainer (of that class: an animal, Pack Alpha) employed by the minion of the use is
 * burned, the user choosing which when there are several (vtes-es 1.1.2); not possible without one (the card that pays
 * with it is not offered then).
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { burnCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type Ev, type VtesState } from '../../core/state';
import type { PrimOf } from '../../schema/prim-records';
import { type PrimDef } from './def';

/** The retainers of that class on minion `u`. */
function retainersOn(s: VtesState, pr: PrimOf<'burnRetainer'>, u: string): string[] {
  return s.cards[u].attached.filter((x) => {
    const d = defOf(s, x);
    return d.types.includes('Retainer') && (!pr.class || !!d.classes?.includes(pr.class));
  });
}

/** The chosen retainer is burned (the pick's continuation, rules/picks.ts). */
export function retainerBurned(s: VtesState, uid: string, ev: Ev): void {
  if (s.cards[uid]?.zone === 'attached') burnCard(s, uid, ev, 'vtes-es:1.1.2');
}

export const burnRetainerPrim: PrimDef<'burnRetainer'> = {
  run: (s, pr, c, ev) => {
    const u = c.minion;
    if (!u) return;
    const rs = retainersOn(s, pr, u);
    if (rs.length === 1) return retainerBurned(s, rs[0], ev);
    if (!rs.length) return;
    setPick(
      s,
      c.seat,
      'burnRetainer',
      rs.map((x) => ({
        id: PICK_OPTIONS.encode('t', { card: x }),
        label: 'target',
        params: { uid: x, label: { name: cardName(s, x) } },
      })),
      { then: 'burnRetainer', data: {} },
    );
  },
  possible: (s, pr, c) => !!c.minion && retainersOn(s, pr, c.minion).length > 0,
  text: (pr) => ({ key: `prim.burnRetainer${pr.class ? `_${pr.class}` : ''}`, params: {} }),
  // a retainer given up for what the card does
  botValue: () => -1,
};
