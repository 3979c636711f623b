/**
 * `discardActions { n, anarchUnlock? }`: the user gets n more discard phase actions in the discard phase under way
 * (vtes-es 8). With `anarchUnlock`, the discard made with one of them, if the card discarded requires an anarch (a baron
 * counts: LSJ 20050128, LSJ 20080603) or its data makes a vampire anarch, lets the user unlock a ready anarch
 * (Powerbase: Los Angeles). Which discard used the extra action is the player's to say: the first such card discarded
 * after the use is read as that one.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { setTurn, unlock } from '../../core/ops';
import { cardName, readyVampires } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type Ev, living, sectOf, type VtesState } from '../../core/state';
import { primIn } from '../../schema/modes';
import { requiresAnarch } from './ash-swap';
import { type PrimDef } from './def';

export const discardActionsPrim: PrimDef<'discardActions'> = {
  run(s, pr, c, ev) {
    setTurn(s, { discards: s.turnFlags.discards + pr.n });
    if (pr.anarchUnlock) setTurn(s, { discardUnlock: (s.turnFlags.discardUnlock ?? 0) + 1 });
    ev.push({ type: 'vtes.discardsGained', params: { seat: c.seat, n: pr.n }, rule: 'vtes-es:8' });
  },
  // only in the user's own discard phase: the actions are that phase's
  possible: (s, _pr, c) => s.phase === 'discard' && s.active === c.seat && !s.act,
  text: (pr) => ({ key: pr.anarchUnlock ? 'prim.discardActions_anarch' : 'prim.discardActions', params: { n: pr.n } }),
  // a discard: a card cycled, about half a pool
  botValue: (pr) => pr.n / 2 + (pr.anarchUnlock ? 0.5 : 0),
};

/** Whether a discarded card keeps the promise: it requires an anarch, or its data makes a vampire anarch. */
function anarchCard(s: VtesState, card: string): boolean {
  const d = defOf(s, card);
  return requiresAnarch(d) || d.modes.some((m) => primIn(m.effects, 'becomeAnarch'));
}

/**
 * After the active Methuselah discarded `card` in its discard phase (rules/discard.ts): if a discard still promises an
 * unlock and the card keeps it, the promise is spent and the Methuselah picks a locked ready anarch to unlock (or none).
 */
export function discardedForUnlock(s: VtesState, card: string): void {
  if (!s.turnFlags.discardUnlock || !anarchCard(s, card)) return;
  setTurn(s, { discardUnlock: s.turnFlags.discardUnlock - 1 });
  const anarchs = living(s).flatMap((x) => readyVampires(s, x).filter((v) => s.cards[v].locked && sectOf(s, v) === 'anarch'));
  if (!anarchs.length) return;
  setPick(
    s,
    s.active,
    'unlockTarget',
    [
      ...anarchs.map((v) => ({
        id: PICK_OPTIONS.encode('t', { card: v }),
        label: 'target',
        params: { uid: v, label: { name: cardName(s, v) } },
      })),
      { id: PICK_OPTIONS.encode('none', {}), label: 'noMore' },
    ],
    { then: 'unlockChosen', data: {} },
  );
}

/** The pick's continuation (rules/picks.ts): the chosen anarch unlocks, if it is still ready and locked. */
export function unlockChosenCard(s: VtesState, uid: string, ev: Ev): void {
  if (!uid || s.cards[uid]?.zone !== 'ready' || !s.cards[uid].locked) return;
  unlock(s, uid);
  ev.push({ type: 'vtes.unlocked', params: { name: cardName(s, uid) }, rule: 'vtes-es:1.1.2' });
}
