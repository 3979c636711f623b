/**
 * `chooseCards { sel, lock? }`: terms of a referendum (vtes-es 6.3.2 "Términos"): the calling Methuselah chooses one
 * or more cards the Selector takes, one at a time, asked before the polling (vocab/prims-politics.ts
 * `termsDecision`); an `allot` of `perCard` points counts them. `lock`: as the referendum passes, each chosen card
 * still ready and unlocked is locked (Revolutionary Council: the anarchs are chosen with the terms, LSJ 20081203).
 */
import { lock } from '../../core/ops';
import { cardName } from '../../core/queries';
import { selectorRef } from '../../core/params/selector';
import { type PrimDef } from './def';

export const chooseCardsPrim: PrimDef<'chooseCards'> = {
  run(s, pr, c, ev) {
    if (!pr.lock) return;
    for (const u of c.terms?.cards ?? []) {
      const card = s.cards[u];
      if (!card || card.zone !== 'ready' || card.locked) continue;
      lock(s, u);
      ev.push({ type: 'vtes.lock', params: { name: cardName(s, u) }, rule: 'vtes-es:1.1.2' });
    }
  },
  text: (pr) => ({ key: pr.lock ? 'prim.chooseCards_lock' : 'prim.chooseCards', params: { sel: selectorRef(pr.sel) } }),
  // the terms are worth what the referendum's outcome does; the chosen minions locked cost a little
  botValue: (pr) => (pr.lock ? -0.5 : 0),
};
