/**
 * `fromTorpor { who }`: the vampire a role of the use names, if it is in torpor, goes to its controller's ready region
 * (vtes-es 6.5: a card moving it, not the leave torpor action, so no blood is burned; a contested title is contested
 * again, 4.2). Chantry: "move a Tremere from torpor to their controller's ready region" (the use's minion, chosen by
 * the ability's Selector among every Methuselah's vampires in torpor).
 */
import { moveTo } from '../../core/ops';
import { cardName } from '../../core/queries';
import { checkTitleContest } from '../../core/titles';
import type { PrimCtx, PrimDef } from './def';

/** The vampire the record names, if the use has one there. */
const named = (who: 'minion' | 'target', c: PrimCtx): string | undefined => (who === 'minion' ? c.minion : c.targetCard);

export const fromTorporPrim: PrimDef<'fromTorpor'> = {
  run(s, pr, c, ev) {
    const u = named(pr.who, c);
    const card = u === undefined ? undefined : s.cards[u];
    if (u === undefined || !card || card.zone !== 'torpor') return;
    moveTo(s, u, 'ready', card.controller);
    ev.push({ type: 'vtes.leftTorpor', params: { uid: u, name: cardName(s, u) }, rule: 'vtes-es:6.5' });
    checkTitleContest(s, u, ev);
  },
  possible: (s, pr, c) => {
    const u = named(pr.who, c);
    return u !== undefined && s.cards[u]?.zone === 'torpor';
  },
  text: (pr) => ({ key: `prim.fromTorpor_${pr.who}`, params: {} }),
  // a vampire of the user's back from torpor: about what a rescue costs (2 blood) and the action it saves
  botValue: () => 3,
};
