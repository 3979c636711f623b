/**
 * The record types of the political primitives (issue 11 item 5; run by vocab/prims-politics.ts):
 * a referendum's terms (vtes-es 6.3.2 "Términos"; vtes-pl "Referendum") choosing Methuselahs, and
 * pool moved between the Methuselahs those terms name. Types only, like records.ts, which adds them
 * to `Prim`; the records themselves are described in the primitives' table (prim-records.ts).
 */

/**
 * Whose pool, relative to a referendum: every Methuselah still in the game (`each`), the Methuselah
 * the terms chose (`chosen`), or, once per point the terms allotted, the Methuselah it went to
 * (`points`).
 */
export type SeatsSpot = 'each' | 'chosen' | 'points';

/** The political primitives (terms, pool moved, a cancel): inferred from prim-records.ts. */
export type { PolPrim } from './schema-prims';

/** A referendum's terms as chosen (state.ts `RefState.terms`). */
export interface RefTerms {
  seat?: number;
  /** The card chosen in the terms (`chooseCard`). */
  card?: string;
  /** The clan chosen in the terms (`chooseClan`). */
  clan?: string;
  /** The Methuselahs chosen in the terms (`chooseSeats`), and whether the caller chose no more. */
  seats?: readonly number[];
  seatsDone?: boolean;
  /** The cards chosen in the terms (`chooseCards`), and whether the caller chose no more. */
  cards?: readonly string[];
  cardsDone?: boolean;
  alloc: readonly number[];
  /** The cards allotted a point in the terms (`allot.cards`), once per point. */
  allocCards?: readonly string[];
  /** The ready vampire each Methuselah chose as the referendum passed (`capacityPool`; null: none). */
  picked?: Readonly<Record<number, string | null>>;
}
