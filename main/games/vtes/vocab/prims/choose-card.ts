/**
 * `chooseCard { sel }`: terms of a referendum (vtes-es 6.3.2 "Términos"): the calling Methuselah chooses
 * one card the Selector takes, asked before the polling (vocab/prims-politics.ts `termsDecision`); the
 * primitives after it act on that card as their `target` once the referendum passes.
 */
import { selectorRef } from '../../core/params/selector';
import { type PrimDef } from './def';

export const chooseCardPrim: PrimDef<'chooseCard'> = {
  run: () => undefined,
  text: (pr) => ({ key: pr.oneOn ? 'prim.chooseCard_oneOn' : 'prim.chooseCard', params: { sel: selectorRef(pr.sel) } }),
  // the terms are worth what the referendum's outcome does
  botValue: () => 0,
};
