/**
 * `allot { n, among, spread? }`: terms of a referendum (vtes-es 6.3.2): n points allotted one at a time
 * among the Methuselahs (`any`) or all but the chosen one, asked before the polling
 * (vocab/prims-politics.ts `termsDecision`); `spread`: among at least that many; `n: 'seats'`: one point per
 * Methuselah in the game; `n: { perCard }`: that many per card a `chooseCards` chose; `cards`: points may also go to
 * the cards those Selectors take (read by `burnAllotted`). Nothing to do once it passed.
 */
import { type PrimDef } from './def';

export const allotPrim: PrimDef<'allot'> = {
  run: () => undefined,
  text: (pr) =>
    typeof pr.n === 'object'
      ? { key: `prim.allot_${pr.among}_perCard${pr.cards?.length ? '_cards' : ''}`, params: { n: pr.n.perCard } }
      : {
          key: `prim.allot_${pr.among}${pr.spread ? '_spread' : ''}${pr.n === 'seats' ? '_seats' : ''}`,
          params: { ...(pr.n === 'seats' ? {} : { n: pr.n }), ...(pr.spread ? { spread: pr.spread } : {}) },
        },
  botValue: () => 0,
};
