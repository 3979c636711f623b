/**
 * `lockOldest { sel }`: the user locks one of the oldest cards the Selector takes (the largest capacity, vtes-es 1.1.2
 * "Bloquear"): one of them alone is locked at once, between several of equal capacity the user chooses (a pick with no
 * "none": the card says "locks", LSJ 19980224); a card already locked may be the one (LSJ 20010508: nothing happens then).
 * Brujah Debate, in each Methuselah's master phase.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf } from '../../core/state';
import { selectedCards, selectorRef } from '../../core/params/selector';
import { lockChosenCard } from './lock-chosen';
import { type PrimDef } from './def';

export const lockOldestPrim: PrimDef<'lockOldest'> = {
  run(s, pr, c, ev) {
    const vs = selectedCards(s, pr.sel, c);
    if (!vs.length) return;
    const cap = (u: string) => defOf(s, u).capacity ?? 0;
    const top = Math.max(...vs.map(cap));
    const oldest = vs.filter((u) => cap(u) === top);
    if (oldest.length === 1) return lockChosenCard(s, oldest[0], undefined, ev);
    const queued = s.pick ?? undefined;
    setPick(
      s,
      c.seat,
      'lockTarget',
      oldest.map((v) => ({
        id: PICK_OPTIONS.encode('t', { card: v }),
        label: 'target',
        params: { uid: v, label: { name: cardName(s, v) } },
      })),
      { then: 'lockChosen', data: queued ? { queued } : {} },
    );
  },
  text: (pr) => ({ key: 'prim.lockOldest', params: { sel: selectorRef(pr.sel) } }),
  // one of the user's own minions locked: it cannot act or block this turn
  botValue: () => -1,
};
