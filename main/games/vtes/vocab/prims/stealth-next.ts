/**
 * `stealthNext { who: 'minion' }`: the minion of the use may burn X blood (X chosen now, from 0 to its blood) to give
 * the next X actions the user's minions perform this turn +1 stealth (vtes-es 6.2.2; Veil the Legions [OBF]). The turn
 * keeps the count per Methuselah (`turnFlags.stealthNext`), spent one by one as its minions' actions are announced
 * (rules/announce.ts); the action under way is not one of them. A pick: the X, answered by `stealthNextChosen`.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { burnBlood, setTurn } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { type PrimDef, whoUid } from './def';

/** The answer (the pick's continuation, rules/picks.ts): X blood burned by the minion, X more actions with +1 stealth. */
export function stealthNextChosen(s: VtesState, seat: SeatId, x: number, data: { readonly minion: string }, ev: Ev): void {
  const m = s.cards[data.minion];
  if (!(x > 0) || !m || m.zone !== 'ready') return;
  const k = burnBlood(s, data.minion, Math.min(x, m.blood));
  if (k <= 0) return;
  setTurn(s, { stealthNext: { ...s.turnFlags.stealthNext, [seat]: (s.turnFlags.stealthNext?.[seat] ?? 0) + k } });
  ev.push({ type: 'vtes.stealthNext', params: { seat, name: cardName(s, data.minion), n: k }, rule: 'vtes-es:6.2.2' });
}

export const stealthNextPrim: PrimDef<'stealthNext'> = {
  run(s, pr, c) {
    const u = whoUid(c, pr.who);
    const blood = s.cards[u]?.zone === 'ready' ? s.cards[u].blood : 0;
    if (blood <= 0) return;
    setPick(
      s,
      c.seat,
      'stealthNext',
      Array.from({ length: blood + 1 }, (_, x) => ({
        id: PICK_OPTIONS.encode('k', { pool: String(x) }),
        label: 'stealthNextX',
        params: { n: x, label: { name: cardName(s, u), n: x } },
      })),
      { then: 'stealthNext', data: { minion: u } },
    );
  },
  text: () => ({ key: 'prim.stealthNext', params: {} }),
  // stealth on later actions, paid with blood: a little
  botValue: () => 1,
};
