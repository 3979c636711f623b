/**
 * `lockChosen { sel }`: the user can lock one card the Selector takes (count `one`), chosen next (a pick, with
 * "none": the card says "you can"), as the effect runs (vtes-es 1.1.2: at resolution, not as the card is played;
 * Break the Bonds [obf], ANK 20240706: the target Methuselah needs no minion for the card to be played). A
 * locked candidate may be chosen (PIB 20121031); nothing happens then.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { lock } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, Pick, PickNext, Step, VtesState } from '../../core/state';
import { selectedCards, selectorRef } from '../../core/params/selector';
import { type PrimDef } from './def';

/** Locks the chosen card, if any (the pick's continuation, rules/picks.ts), then asks the pick it queued. */
export function lockChosenCard(s: VtesState, uid: string, queued: Step<Pick> | undefined, ev: Ev): void {
  if (uid && s.cards[uid].zone === 'ready' && !s.cards[uid].locked) {
    lock(s, uid);
    ev.push({ type: 'vtes.lock', params: { name: cardName(s, uid) }, rule: 'vtes-es:1.1.2' });
  }
  if (queued) setPick(s, queued.seat, queued.kind, structuredClone(queued.options) as Pick['options'], structuredClone(queued) as PickNext);
}

export const lockChosenPrim: PrimDef<'lockChosen'> = {
  run(s, pr, c) {
    const vs = selectedCards(s, pr.sel, c);
    if (!vs.length) return;
    // a pick the same effect opened before (blood on an uncontrolled vampire) waits for this one, then is asked
    const queued = s.pick ?? undefined;
    setPick(
      s,
      c.seat,
      'lockTarget',
      [
        ...vs.map((v) => ({
          id: PICK_OPTIONS.encode('t', { card: v }),
          label: 'target',
          params: { uid: v, label: { name: cardName(s, v) } },
        })),
        { id: PICK_OPTIONS.encode('none', {}), label: 'noMore' },
      ],
      { then: 'lockChosen', data: queued ? { queued } : {} },
    );
  },
  text: (pr) => ({ key: 'prim.lockChosen', params: { sel: selectorRef(pr.sel) } }),
  // a minion of another Methuselah locked: it cannot act or block this turn
  botValue: () => 1,
};
