/**
 * `chooseClan {}`: terms of a referendum (vtes-es 6.3.2 "Términos"): the calling Methuselah chooses a clan,
 * asked before the polling (vocab/prims-politics.ts `termsDecision`); a `seatPool { clan: 'chosen' }`
 * counts its vampires once the referendum passes.
 */
import { type PrimDef, plain } from './def';

export const chooseClanPrim: PrimDef<'chooseClan'> = {
  run: () => undefined,
  text: () => plain('prim.chooseClan'),
  // the terms are worth what the referendum's outcome does
  botValue: () => 0,
};
