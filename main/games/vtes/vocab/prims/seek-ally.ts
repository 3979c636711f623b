/**
 * `seekAlly { class }`: the user may search its library (shuffled after) and its hand for an ally of that class the
 * minion of the use could play (its requirements met by that minion, its cost payable), and put it in play: its cost
 * paid as normal by that minion and its Methuselah (a cost reduction applies, RTR 20070707), with its starting life,
 * not acting this turn (vtes-es 6.1.5, 1.6.1.3; Antonio d'Erlette and his mage allies). Asked next (pick `allySearch`,
 * one option per card name and place, or none; answered by rules/ally-sought.ts); a card taken from the hand is
 * replaced, as a trophy's is.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { playableModes } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type VtesState } from '../../core/state';
import type { PrimOf } from '../../schema/prim-records';
import type { PrimDef } from './def';
import { placeChoices } from './gain-conviction';

/** The allies of the class in minion `u`'s controller's library and hand that `u` could play now. */
function choices(s: VtesState, u: string, pr: PrimOf<'seekAlly'>) {
  const seat = s.cards[u].controller;
  return placeChoices(
    s,
    u,
    ['library', 'hand'],
    (x) => !!defOf(s, x).classes?.includes(pr.class) && playableModes(s, x, u, seat, ['ally']).length > 0,
    'allyTake',
  );
}

export const seekAllyPrim: PrimDef<'seekAlly'> = {
  run(s, pr, c) {
    const u = c.minion;
    if (u === undefined || s.cards[u]?.zone !== 'ready') return;
    const options = choices(s, u, pr);
    if (options.length)
      setPick(s, s.cards[u].controller, 'allySearch', [...options, { id: PICK_OPTIONS.encode('none', {}), label: 'noAlly' }], {
        then: 'seekAlly',
        data: { minion: u },
      });
  },
  // offered only when an ally can be found (the use's transfers are not spent for nothing)
  possible: (s, pr, c) => c.minion !== undefined && s.cards[c.minion]?.zone === 'ready' && choices(s, c.minion, pr).length > 0,
  text: (pr) => ({ key: `prim.seekAlly_${pr.class}`, params: {} }),
  // an ally in play (a minion's worth, its cost paid as normal)
  botValue: () => 2,
};
