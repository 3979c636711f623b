/**
 * `failAction {}`: the action under way fails (vtes-es 6.2.3; group ruling G00156 "fail an action (after 'as
 * announced')"): usable once it was announced, while it is not yet blocked nor resolved (its block and reaction
 * windows). It ends unsuccessfully with no combat and none of its effects: the action card played for it is burned,
 * its modifiers go to the ash heap, and only what follows an unsuccessful action is left (the `after` step, as for an
 * acting minion gone before resolution: rules/resolution.ts `resolveSuccess`). Edward Vignes' ability.
 */
import { burnCard, setStep } from '../../core/ops';
import { cardName, toAsh } from '../../core/queries';
import type { VtesState } from '../../core/state';
import { actOf, type PrimDef, plain } from './def';

/** The steps of an action that is announced and neither blocked nor resolved. */
const OPEN = new Set(['preBlock', 'block', 'afterBlock', 'react']);

const failable = (s: VtesState): boolean => !!s.act && OPEN.has(s.act.step) && !s.act.ended && s.act.outcome === undefined;

export const failActionPrim: PrimDef<'failAction'> = {
  run(s, _pr, _c, ev) {
    if (!failable(s)) return;
    const a = actOf(s, 'an action made to fail');
    if (a.card && s.cards[a.card]?.zone === 'limbo') burnCard(s, a.card, ev, 'vtes-es:6.2.3');
    for (const x of a.mods) if (s.cards[x]?.zone === 'limbo') toAsh(s, x);
    setStep(s, 'act', { step: 'after', reactPassed: [], blocker: undefined, intercept: 0 });
    ev.push({ type: 'vtes.actionFailed', params: { name: cardName(s, a.actor) }, rule: 'vtes-es:6.2.3' });
  },
  possible: (s) => failable(s),
  text: () => plain('prim.failAction'),
  // the whole action undone: worth about a bleed of 2 or a blood gained by the other side
  botValue: () => 2,
};
