/**
 * `chooseSeats { min }`: terms of a referendum (vtes-es 6.3.2 "Términos"): the calling Methuselah chooses one
 * or more Methuselahs (`half`: at least half of those in the game; `all`: every one, the order they are chosen in kept), one at a time, asked before the polling
 * (vocab/prims-politics.ts `termsDecision`); `seatPool` burns or gains pool of the chosen ones or the others.
 */
import { type PrimDef, plain } from './def';

export const chooseSeatsPrim: PrimDef<'chooseSeats'> = {
  run: () => undefined,
  // `_fromOne` / `_fromHalf`: not plural forms (a key ending in `_one` would read as one)
  text: (pr) =>
    plain(pr.min === 'one' ? 'prim.chooseSeats_fromOne' : pr.min === 'all' ? 'prim.chooseSeats_fromAll' : 'prim.chooseSeats_fromHalf'),
  // the terms are worth what the referendum's outcome does
  botValue: () => 0,
};
