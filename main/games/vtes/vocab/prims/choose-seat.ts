/**
 * `chooseSeat { among: 'richer' }`: terms of a referendum (vtes-es 6.3.2): the calling Methuselah
 * chooses one Methuselah with more pool than theirs, asked before the polling (vocab/prims-politics.ts
 * `termsDecision`); nothing to do once it passed.
 */
import { type PrimDef, plain } from './def';

export const chooseSeatPrim: PrimDef<'chooseSeat'> = {
  run: () => undefined,
  text: (pr) => plain(`prim.chooseSeat_${pr.among}`),
  // the terms are worth what the referendum's outcome does
  botValue: () => 0,
};
