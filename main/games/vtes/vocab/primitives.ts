/**
 * The primitives of the V:TES vocabulary (issue 11 item 5): the small effects an activated ability
 * (vocab/abilities.ts) or a trigger performs, as data records run by ONE function, `runPrims`, through
 * the primitive registry (vocab/prims/: one module per kind, issue 27 item 6), every change through ops.ts. A primitive names whom it acts on relative to the use (`self` the card whose
 * ability it is, `minion` the minion the use benefits, the Methuselah using it for pool) and writes the
 * log events of the change once. Each record kind has its card text template (`prim.<kind>` in
 * locales/{es,pl}/cards-vtes.json), so a card's text is rendered from the same data the engine runs.
 * Their texts: vocab/texts.ts. How to add one: docs/vtes-automation.md "How to add a primitive".
 */
import type { SeatId } from '../../../engine/types';
import { drawUp, moveTo } from '../core/ops';
import { type Ev, living, type VtesState } from '../core/state';
import { cardName, readyMinions } from '../core/queries';
import type { Prim } from '../schema/records';
import type { Cond } from '../schema/schema-params';
import { holds } from '../core/params/cond';
import { type PrimCtx, primPossible, runPrim } from './prims';

export type { BonusStat, Prim, PrimSpot, PrimWho } from '../schema/records';
export type { PrimCtx } from './prims';

/** Runs the primitives of one use in order, each by its registry entry (vocab/prims/). */
export function runPrims(s: VtesState, prims: readonly Prim[], c: PrimCtx, ev: Ev): void {
  for (const pr of prims) runPrim(s, pr, c, ev);
}

/** A mode's `prims` effect: its primitives, if its Condition (none: always) holds for the use now (core/params/cond.ts). */
export function runPrimsIf(s: VtesState, e: { do: readonly Prim[]; if?: Cond }, c: PrimCtx, ev: Ev): void {
  if (!e.if || holds(s, e.if, c)) runPrims(s, e.do, c, ev);
}

/** Whether the primitives can do what they say now (each entry's `possible`: no use is offered that would do nothing). */
export function primsPossible(s: VtesState, prims: readonly Prim[], c: PrimCtx): boolean {
  return prims.every((pr) => primPossible(s, pr, c));
}

/** Primitives acting only on the user's own cards whatever the use's roles: checked before a card using them is offered. */
const SEAT_ONLY: ReadonlySet<Prim['p']> = new Set(['drawCrypt']);

/**
 * Whether a card's primitives that act only on its user's own cards can do what they say now (a crypt
 * card moved: not with an empty crypt, rulings group G00126): read before the card is offered, whatever
 * its target, by the master phase and the minion phase.
 */
export function ownPrimsPossible(s: VtesState, prims: readonly Prim[], c: PrimCtx): boolean {
  return primsPossible(
    s,
    prims.filter((p) => SEAT_ONLY.has(p.p)),
    c,
  );
}

/** Some primitive acts on the use's `target` card (it must be chosen before they run). */
export function namesTarget(prims: readonly Prim[]): boolean {
  return prims.some(
    (p) =>
      ('who' in p && p.who === 'target') ||
      (p.p === 'move' && (p.from === 'target' || p.to === 'target')) ||
      (p.p === 'bloodToPool' && p.from === 'target'),
  );
}

/**
 * The cards the `target` of a use may be when the card names none itself (a master card, 1.6.2):
 * the ready minions of every Methuselah in table order (1.6.1.4: a ready minion may be targeted) on
 * which the primitives can do what they say.
 */
export function primTargets(s: VtesState, prims: readonly Prim[], c: PrimCtx): string[] {
  // a primitive saying `torpor`: a vampire in torpor may be chosen too (1.6.1.4: it is controlled and may be targeted)
  const torpor = prims.some((p) => 'torpor' in p && p.torpor);
  return living(s)
    .flatMap((x) => [...readyMinions(s, x), ...(torpor ? s.seats[x].zones.torpor.filter((v) => !s.cards[v].contested) : [])])
    .filter((u) => primsPossible(s, prims, Object.assign({}, c, { targetCard: u })));
}

/** A card of the user's hand discarded (an ability's cost), then the hand drawn up (vtes-es 1.6.1.2). */
export function discardAndDraw(s: VtesState, seat: SeatId, card: string, ev: Ev): void {
  moveTo(s, card, 'ash', seat);
  ev.push({ type: 'vtes.discard', params: { seat, card: cardName(s, card) }, reveals: true });
  drawUp(s, seat, ev);
}
