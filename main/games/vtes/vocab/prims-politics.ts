/**
 * The political primitives (issue 11 item 5; vtes-es 6.3.2 "Referéndum", 6.3.3; vtes-pl "Referendum",
 * "Uzyskiwanie głosów"): a political action's mode is `{ e: 'prims', do: [...] }` like any other
 * card's; the referendum step (politics.ts) asks its terms prims (`chooseSeat`, `allot`) before the
 * polling and runs the list through `runPrims` when the referendum passes, with the chosen terms in the
 * context. `runPrims` (vocab/primitives.ts) delegates the kinds of `PolPrim` here. Types:
 * vocab/records-politics.ts; texts: the `prim.*` templates (vocab/texts.ts).
 */
import type { Decision, SeatId } from '../../../engine/types';
import { REF_OPTIONS as ids } from '../../../common/vtes-options';
import { burnPool, poolToPool, setStep } from '../ops';
import { type Ev, living, type VtesState } from '../state';
import { readyMinions } from '../queries';
import { dec, opt } from '../decision';
import type { Prim } from './records';
import type { PolPrim, RefTerms } from './records-politics';

export type { PolPrim, RefTerms, SeatsSpot } from './records-politics';

/** The kinds of the political primitives, for `runPrims`' delegation. */
export const POL_PRIMS: ReadonlySet<Prim['p']> = new Set<PolPrim['p']>(['chooseSeat', 'allot', 'seatPool', 'cancel']);

/** Whether a primitive is a political one (run here). */
export function isPolPrim(pr: Prim): pr is PolPrim {
  return POL_PRIMS.has(pr.p);
}

/** The Methuselahs with more pool than `seat`'s (a `chooseSeat` among `richer`). */
function richerThan(s: VtesState, seat: SeatId): SeatId[] {
  return living(s).filter((x) => s.seats[x].pool > s.seats[seat].pool);
}

/** Whether the terms of these primitives can be chosen by `seat` now (a `chooseSeat` needs a Methuselah to choose). */
export function termsPossible(s: VtesState, prims: readonly Prim[], seat: SeatId): boolean {
  return prims.every((pr) => pr.p !== 'chooseSeat' || richerThan(s, seat).length > 0);
}

/**
 * The next question of a referendum's terms (6.3.2), asked of the calling Methuselah `seat` before the
 * polling: the first terms primitive not yet answered, or null when the terms are complete.
 */
export function termsDecision(s: VtesState, prims: readonly Prim[], seat: SeatId, terms: RefTerms): Decision | null {
  for (const pr of prims) {
    if (pr.p === 'chooseSeat' && terms.seat === undefined)
      return dec(
        seat,
        'terms',
        'parityTarget',
        richerThan(s, seat).map((x) => opt(ids.encode('target', { seat: x }), 'seat', { seat: x + 1 }, { seat: x })),
        'vtes-es:6.3.2',
      );
    if (pr.p === 'allot' && terms.alloc.length < pr.n) {
      let to = pr.among === 'notChosen' ? living(s).filter((x) => x !== terms.seat) : living(s);
      // among at least `spread` Methuselahs: the last points cannot all go to those chosen so far
      const named = new Set(terms.alloc);
      if (pr.spread && named.size < pr.spread && pr.n - terms.alloc.length <= pr.spread - named.size) to = to.filter((x) => !named.has(x));
      return dec(
        seat,
        'terms',
        'allocate',
        to.map((x) => opt(ids.encode('alloc', { seat: x }), 'seat', { seat: x + 1 }, { seat: x })),
        'vtes-es:6.3.2',
        { left: pr.n - terms.alloc.length },
      );
    }
  }
  return null;
}

/** The terms with one answer of `termsDecision` recorded: the chosen Methuselah, or one more point allotted. */
export function withTerm(terms: RefTerms, kind: 'target' | 'alloc', seat: SeatId): { seat?: SeatId; alloc: SeatId[] } {
  return kind === 'target' ? { ...terms, alloc: [...terms.alloc], seat } : { ...terms, alloc: [...terms.alloc, seat] };
}

/** What a political primitive needs of its use: the referendum's terms (when it passed) and its calling Methuselah. */
export interface PolCtx {
  seat: SeatId;
  terms?: RefTerms;
}

/** Runs one political primitive (called by `runPrims`; every change through ops.ts, its log event once). */
export function runPolPrim(s: VtesState, pr: PolPrim, c: PolCtx, ev: Ev): void {
  switch (pr.p) {
    case 'chooseSeat':
    case 'allot':
      // terms: chosen by the calling Methuselah before the polling (termsDecision); nothing to do once it passed
      return;
    case 'seatPool':
      return seatPool(s, pr, c, ev);
    case 'cancel': {
      if (!s.ref) throw new Error('vtes: a cancel outside a referendum');
      // the referendum step ends it as soon as it has the hand back (politics.ts `endCancelled`)
      setStep(s, 'ref', { cancelled: true });
      return;
    }
  }
}

function seatPool(s: VtesState, pr: Extract<PolPrim, { p: 'seatPool' }>, c: PolCtx, ev: Ev): void {
  const terms = c.terms;
  if (pr.from === 'each') {
    for (const x of living(s)) {
      const k = pr.per === 'minion' ? pr.n * (readyMinions(s, x).length + s.seats[x].zones.torpor.length) : pr.n;
      burnPool(s, x, k);
      ev.push({ type: 'vtes.poolBurned', params: { seat: x, n: k } });
    }
    return;
  }
  if (!terms) throw new Error('vtes: pool of the Methuselahs a referendum names, outside a referendum');
  if (pr.from === 'points' && pr.to === 'bank') {
    for (const x of terms.alloc) burnPool(s, x, pr.n);
    ev.push({ type: 'vtes.allocBurn', params: { seats: [...terms.alloc] } });
    return;
  }
  const from = terms.seat;
  if (from === undefined) throw new Error('vtes: no Methuselah chosen in the terms');
  if (pr.to === 'bank') {
    const k = burnPool(s, from, pr.n);
    ev.push({ type: 'vtes.poolBurned', params: { seat: from, n: k } });
    return;
  }
  for (const x of terms.alloc) {
    if (s.seats[from].pool <= 0) break;
    poolToPool(s, from, x, pr.n);
  }
  ev.push({ type: 'vtes.parity', params: { from, toSeats: [...terms.alloc] } });
}
