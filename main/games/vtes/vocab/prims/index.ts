/**
 * The primitive registry of the V:TES vocabulary (issue 27 item 6): one entry per primitive kind
 * `{ schema, run, possible, text, botValue }` (./def.ts). The kinds and their records' schemas are the
 * table of schema/prim-records.ts (the lowest layer: the card data is parsed there); ./modules.ts
 * lists the module of this folder that defines everything else each kind does, and `MODULES`' type
 * requires exactly one per kind of that table (a missing one does not compile; ./index.test.ts checks
 * the texts of both languages). How to add a primitive: docs/vtes-automation.md. `runPrims`,
 * `primsPossible` (vocab/primitives.ts), the card texts (vocab/texts.ts) and the bots' values read
 * the registry; nothing else switches on a primitive's kind.
 */
import type { Ev, VtesState } from '../../core/state';
import { PRIM_KINDS, PRIM_RECORDS, type PrimKind } from '../../schema/prim-records';
import type { Prim } from '../../schema/records';
import type { PrimCtx, PrimEntry, PrimModules, PrimTable, TextRef } from './def';
import * as modules from './modules';

export type { PrimCtx, PrimDef, PrimEntry, TextRef } from './def';

/** Every primitive kind and its module (./modules.ts; the type asks for one per kind of the records' table). */
const MODULES: PrimModules = modules;

const always = (): boolean => true;

/** One kind's entry: its module and its record's schema. */
const join = <K extends PrimKind>(k: K): PrimEntry<K> => ({ schema: PRIM_RECORDS[k], possible: always, ...MODULES[k] });

/** The registry: every primitive kind and its whole entry. */
export const PRIMS = Object.fromEntries(PRIM_KINDS.map((k) => [k, join(k)])) as unknown as PrimTable;

/** The entry of a record's kind (the table is keyed by kind, so the record fits its entry). */
function entry(pr: Prim): PrimEntry<PrimKind> {
  return PRIMS[pr.p] as unknown as PrimEntry<PrimKind>;
}

/** Applies one primitive for the use. */
export function runPrim(s: VtesState, pr: Prim, c: PrimCtx, ev: Ev): void {
  entry(pr).run(s, pr, c, ev);
}

/** Whether one primitive can do what it says now. */
export function primPossible(s: VtesState, pr: Prim, c: PrimCtx): boolean {
  return entry(pr).possible(s, pr, c);
}

/** The card text of one primitive (cards-vtes `prim.*`). */
export function primTextOf(pr: Prim): TextRef {
  return entry(pr).text(pr);
}

/** What a list of primitives is worth to its user, for the bots (the sum of their entries' values). */
export function primsBotValue(prims: readonly Prim[]): number {
  let n = 0;
  for (const pr of prims) n += entry(pr).botValue(pr);
  return n;
}
