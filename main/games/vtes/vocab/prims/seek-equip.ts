/**
 * `seekEquip`: the user may search its library (shuffled after) for an equipment card the minion of the use may
 * equip with, its requirements met and its cost paid as normal (vtes-es 1.6.1.3; Magic of the Smith), and put it on
 * that minion (rules/equip-from-hand.ts `equipSought`). Asked next (pick `equipSearch`, or none); equipment is named
 * by card, one option per name.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { playableModes } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type VtesState } from '../../core/state';
import type { PrimDef } from './def';
import { placeChoices } from './gain-conviction';

/** The equipment of its controller's library minion `u` may equip with now (one option per card name). */
function choices(s: VtesState, u: string) {
  const seat = s.cards[u].controller;
  return placeChoices(
    s,
    u,
    ['library'],
    (x) => defOf(s, x).types.includes('Equipment') && playableModes(s, x, u, seat, ['equip']).length > 0,
    'equipTake',
  );
}

const ready = (s: VtesState, u: string | undefined) => (u !== undefined && s.cards[u]?.zone === 'ready' ? u : undefined);

export const seekEquipPrim: PrimDef<'seekEquip'> = {
  run(s, _pr, c) {
    const u = ready(s, c.minion);
    if (u === undefined) return;
    const options = choices(s, u);
    if (options.length)
      setPick(s, s.cards[u].controller, 'equipSearch', [...options, { id: PICK_OPTIONS.encode('none', {}), label: 'noEquip' }], {
        then: 'seekEquip',
        data: { minion: u },
      });
  },
  text: () => ({ key: 'prim.seekEquip', params: {} }),
  // an equipment in play on the minion
  botValue: () => 1.5,
};
