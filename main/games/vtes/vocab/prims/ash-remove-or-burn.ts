/**
 * `ashRemoveOrBurn { types }`: as the card enters play its Methuselah removes from the game one card of those types from
 * the ash heap, or the card burns (vtes-es 1.1.2; Shambling Hordes, Rotting Behemoth): a pick among the ash heap's
 * candidates (one option per card name: they are the same card) and "burn it instead", always offered (LSJ 20030701-2:
 * the Methuselah may choose not to remove one); with no candidate it burns at once. The ash heap is public: so is the pick.
 */
import type { SeatId } from '../../../../engine/types';
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { burnCard, removeFromGame } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type Ev, type VtesState } from '../../core/state';
import type { PrimOf } from '../../schema/prim-records';
import { type PrimDef } from './def';

/** The ash heap cards of those types (`Ally`, `Vampire`), one per card id. */
function candidates(s: VtesState, seat: SeatId, types: PrimOf<'ashRemoveOrBurn'>['types']): string[] {
  const seen = new Set<string>();
  return s.seats[seat].zones.ash.filter((u) => {
    const d = defOf(s, u);
    if (seen.has(d.id) || !types.some((t) => d.types.includes(t))) return false;
    seen.add(d.id);
    return true;
  });
}

/** The pick's answer (rules/picks.ts): the ash heap card removed from the game, or (none) the card `self` burned. */
export function ashRemovedOrBurned(s: VtesState, self: string, named: string, ev: Ev): void {
  if (named && s.cards[named]?.zone === 'ash') {
    const name = cardName(s, named);
    removeFromGame(s, named);
    ev.push({ type: 'vtes.removedFromGame', params: { uid: named, name }, rule: 'vtes-es:1.1.2' });
    return;
  }
  const z = s.cards[self]?.zone;
  if (z === 'ready' || z === 'attached' || z === 'play') burnCard(s, self, ev, 'vtes-es:1.1.2');
}

export const ashRemoveOrBurnPrim: PrimDef<'ashRemoveOrBurn'> = {
  run(s, pr, c, ev) {
    const xs = candidates(s, c.seat, pr.types);
    if (!xs.length) return ashRemovedOrBurned(s, c.source, '', ev);
    setPick(
      s,
      c.seat,
      'ashRemoveOrBurn',
      [
        ...xs.map((x) => ({
          id: PICK_OPTIONS.encode('t', { card: x }),
          label: 'target',
          params: { uid: x, label: { name: cardName(s, x) } },
        })),
        { id: PICK_OPTIONS.encode('none', {}), label: 'burnInstead', params: { label: { name: cardName(s, c.source) } } },
      ],
      { then: 'ashRemoveOrBurn', data: { self: c.source } },
    );
  },
  text: (pr) => ({ key: `prim.ashRemoveOrBurn_${pr.types.join('_')}`, params: {} }),
  // a card of the ash heap given up to keep the card in play
  botValue: () => -0.5,
};
