/**
 * `corrupt { who: 'target' }`: one of the user's corruption counters on the target minion (a `corruption` marker naming
 * the user: core/corruption.ts, the markers the manual operations put too). Once the user's counters there reach the
 * minion's capacity (a vampire) or its cost (an ally), the user may burn them to take control of it (vtes-es 6.1.6, as the
 * primitive `takeControl` does: requirements do not apply, TOM 19960226-1): a pick asked then; the counters stay if not.
 * Corruption, Revelation of Ecstasy [SER].
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { corruptionOf } from '../../core/corruption';
import { addMark, removeMark } from '../../core/marks';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { capacityOf, defOf, type Ev, isVampire, type VtesState } from '../../core/state';
import { type PrimDef, whoUid } from './def';
import { takeControlPrim } from './take-control';

const MINION_ZONES = new Set(['ready', 'torpor']);

/** The counters that let their Methuselah steal minion `u`: its capacity, or an ally's cost in pool. */
function threshold(s: VtesState, u: string): number {
  if (isVampire(s, u)) return capacityOf(s, u);
  const cost = defOf(s, u).modes[0]?.cost;
  return typeof cost?.pool === 'number' ? cost.pool : typeof cost?.blood === 'number' ? cost.blood : 0;
}

/** The answer (the pick's continuation, rules/picks.ts): the user's counters on the minion burned and the minion taken, or nothing. */
export function corruptStealAnswered(s: VtesState, seat: SeatId, yes: boolean, data: { readonly card: string }, ev: Ev): void {
  const u = data.card;
  if (!yes || !s.cards[u] || !MINION_ZONES.has(s.cards[u].zone) || corruptionOf(s, u, seat) < threshold(s, u)) return;
  for (let i = (s.cards[u].marks ?? []).length - 1; i >= 0; i--) {
    const m = s.cards[u].marks![i];
    if (m.k === 'corruption' && m.seat === seat) removeMark(s, u, i);
  }
  takeControlPrim.run(s, { p: 'takeControl', who: 'target' }, { seat, source: u, targetCard: u }, ev);
}

export const corruptPrim: PrimDef<'corrupt'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    if (!s.cards[u] || !MINION_ZONES.has(s.cards[u].zone)) return;
    addMark(s, u, { k: 'corruption', until: 'removed', seat: c.seat });
    const n = corruptionOf(s, u, c.seat);
    ev.push({ type: 'vtes.corrupted', params: { seat: c.seat, name: cardName(s, u), n }, rule: 'vtes-es:6.1.6' });
    if (s.cards[u].controller === c.seat || n < threshold(s, u)) return;
    const label = { card: cardName(s, u), n };
    setPick(
      s,
      c.seat,
      'corruptSteal',
      [
        { id: PICK_OPTIONS.encode('goOn', {}), label: 'corruptStealYes', params: { uid: u, label } },
        { id: PICK_OPTIONS.encode('pass', {}), label: 'corruptStealNo', params: { uid: u, label: { card: label.card } } },
      ],
      { then: 'corruptSteal', data: { card: u } },
    );
  },
  possible: (s, pr, c) => {
    const u = c.targetCard;
    return u !== undefined && !!s.cards[u] && MINION_ZONES.has(s.cards[u].zone);
  },
  text: () => ({ key: 'prim.corrupt', params: {} }),
  // a counter toward taking the minion: a little now, a minion taken at the end
  botValue: () => 1,
};
