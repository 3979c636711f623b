/**
 * `unlockLater { at }`: the minion of the use unlocks later this turn, if it is still ready and locked then: as the
 * discard phase starts ("unlock this vampire during the next discard phase", vtes-es 8: Engling Fury [spi]) or at the
 * end of the turn (vtes-es 3: Muricia's Call [ANI][SPI]). Kept in the turn flag `unlockLater`, read by rules/turn.ts
 * only at those two moments (`unlockDue`) and only when the flag holds something: nothing runs for it otherwise.
 */
import { setTurn, unlock } from '../../core/ops';
import { cardName } from '../../core/queries';
import type { Ev, VtesState } from '../../core/state';
import { type PrimDef, minionOf } from './def';

export const unlockLaterPrim: PrimDef<'unlockLater'> = {
  run(s, pr, c, ev) {
    const uid = minionOf(c, 'unlockLater');
    setTurn(s, { unlockLater: [...(s.turnFlags.unlockLater ?? []), { uid, at: pr.at }] });
    const end = pr.at === 'endOfTurn';
    ev.push({
      type: end ? 'vtes.unlockAtTurnEnd' : 'vtes.unlockAtDiscard',
      params: { name: cardName(s, uid) },
      rule: end ? 'vtes-es:3' : 'vtes-es:8',
    });
  },
  possible: (s, _pr, c) => c.minion !== undefined && s.cards[c.minion]?.zone === 'ready',
  text: (pr) => ({ key: `prim.unlockLater_${pr.at}`, params: {} }),
  // an unlock too late for this turn's actions: a block in the others' turns (less than `unlock`'s 2)
  botValue: () => 1,
};

/** The moment `at` of this turn has come (rules/turn.ts): the minions waiting for it unlock, if still ready and locked. */
export function unlockDue(s: VtesState, at: 'discardPhase' | 'endOfTurn', ev: Ev): void {
  const due = s.turnFlags.unlockLater;
  if (!due?.some((x) => x.at === at)) return;
  setTurn(s, { unlockLater: due.filter((x) => x.at !== at) });
  for (const x of due)
    if (x.at === at && s.cards[x.uid]?.zone === 'ready' && s.cards[x.uid].locked) {
      unlock(s, x.uid);
      ev.push({ type: 'vtes.unlocked', params: { name: cardName(s, x.uid) }, rule: at === 'endOfTurn' ? 'vtes-es:3' : 'vtes-es:8' });
    }
}
