/**
 * `seekPower { virtue, from }`: the user may search the library (shuffled after) or the hand for a power
 * requiring that virtue and put it on the imbued the use benefits (imbued appendix A.3: never a second copy
 * of a power on the same imbued; Inez "Nurse216" Villagrande as she enters play). Asked next (pick
 * `powerSearch`, or none); a card taken from the hand is replaced.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { drawUp, shuffleZone } from '../../core/ops';
import { setPick } from '../../core/steps';
import { defOf, type Ev, isImbued, type VtesState } from '../../core/state';
import type { SeatId } from '../../../../engine/types';
import type { PrimOf } from '../../schema/prim-records';
import type { PrimDef } from './def';
import { placeChoices, putOnImbued } from './gain-conviction';

/** The powers of the places listed that `imbued` may take: requiring the virtue, no copy already on it. */
function choices(s: VtesState, imbued: string, pr: PrimOf<'seekPower'>) {
  const on = s.cards[imbued].attached.map((x) => s.cards[x].cid);
  return placeChoices(
    s,
    imbued,
    pr.from,
    (u) => {
      const d = defOf(s, u);
      return d.types.includes('Power') && !on.includes(d.id) && (d.libDisc ?? []).some((alt) => alt.includes(pr.virtue));
    },
    'powerTake',
  );
}

const target = (s: VtesState, u: string | undefined) =>
  u !== undefined && s.cards[u] && isImbued(s, u) && s.cards[u].zone === 'ready' ? u : undefined;

export const seekPowerPrim: PrimDef<'seekPower'> = {
  run(s, pr, c) {
    const u = target(s, c.minion);
    if (u === undefined) return;
    const options = choices(s, u, pr);
    if (options.length)
      setPick(s, s.cards[u].controller, 'powerSearch', [...options, { id: PICK_OPTIONS.encode('none', {}), label: 'noPower' }], {
        then: 'seekPower',
        data: { imbued: u },
      });
  },
  possible: (s, pr, c) => {
    const u = target(s, c.minion);
    return u !== undefined && choices(s, u, pr).length > 0;
  },
  text: (pr) => ({ key: `prim.seekPower_${[...pr.from].sort().join('_')}`, params: { disc: pr.virtue } }),
  // a power is a card's worth
  botValue: () => 1,
};

/** The answer to `seekPower` (picks.ts): the power chosen goes on the imbued; a library searched is shuffled, a hand replaced. */
export function powerFound(s: VtesState, seat: SeatId, imbued: string, answer: { lib?: string; card?: string }, ev: Ev): void {
  const card = answer.lib ? s.seats[seat].zones.library.find((u) => s.cards[u].cid === answer.lib) : answer.card;
  if (!card || s.cards[imbued].zone !== 'ready') return;
  const from = putOnImbued(s, card, imbued, 'vtes.powerFound', 'vtes-es:A.3', ev);
  if (from === 'library') {
    shuffleZone(s, seat, 'library');
    ev.push({ type: 'vtes.shuffle', params: { seat }, reveals: true });
  } else if (from === 'hand') drawUp(s, seat, ev);
}
