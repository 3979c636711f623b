/**
 * The record types of the political primitives (issue 11 item 5; run by vocab/prims-politics.ts):
 * a referendum's terms (vtes-es 6.3.2 "Términos"; vtes-pl "Referendum") choosing Methuselahs, and
 * pool moved between the Methuselahs those terms name. Types only and no imports, like records.ts,
 * which adds them to `Prim`.
 */

/**
 * Whose pool, relative to a referendum: every Methuselah still in the game (`each`), the Methuselah
 * the terms chose (`chosen`), or, once per point the terms allotted, the Methuselah it went to
 * (`points`).
 */
export type SeatsSpot = 'each' | 'chosen' | 'points';

export type PolPrim =
  /**
   * Terms (6.3.2): the calling Methuselah chooses one Methuselah with more pool than theirs
   * (`richer`), before the polling; the card cannot be called when there is none.
   */
  | { p: 'chooseSeat'; among: 'richer' }
  /**
   * Terms (6.3.2): the calling Methuselah allots `n` points one at a time among the Methuselahs
   * still in the game (`any`) or all but the chosen one (`notChosen`); with `spread`, among at least
   * that many different Methuselahs.
   */
  | { p: 'allot'; n: number; among: 'any' | 'notChosen'; spread?: number }
  /**
   * What a passed referendum does to pools (6.3.2): `n` pool burned by every Methuselah (`per:
   * 'minion'`: n for each minion it controls, ready or in torpor), by the chosen one, or by each
   * point's Methuselah once per point; or `n` pool moved from the chosen Methuselah to each point's
   * Methuselah in turn (while it has pool).
   */
  | { p: 'seatPool'; n: number; from: 'each'; to: 'bank'; per?: 'minion' }
  | { p: 'seatPool'; n: number; from: 'chosen' | 'points'; to: 'bank' }
  | { p: 'seatPool'; n: number; from: 'chosen'; to: 'points' }
  /**
   * The referendum under way is cancelled (6.3.2): its calling vampire unlocks, its political action
   * card goes back to its owner's hand and cannot be called again this turn by that Methuselah's
   * minions; the referendum ends at once, nothing passes or fails.
   */
  | { p: 'cancel'; what: 'referendum' };

/** A referendum's terms as chosen (state.ts `RefState.terms`). */
export interface RefTerms {
  seat?: number;
  alloc: readonly number[];
}
