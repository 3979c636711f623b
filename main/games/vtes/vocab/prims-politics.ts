/**
 * The political primitives (issue 11 item 5; vtes-es 6.3.2 "Referéndum", 6.3.3; vtes-pl "Referendum",
 * "Uzyskiwanie głosów"): a political action's mode is `{ e: 'prims', do: [...] }` like any other
 * card's; the referendum step (politics.ts) asks its terms prims (`chooseSeat`, `allot`) before the
 * polling and runs the list through `runPrims` when the referendum passes, with the chosen terms in the
 * context. Each kind is run by its module in vocab/prims/ (the registry); here, the terms' questions. Types:
 * vocab/records-politics.ts; texts: the `prim.*` templates (vocab/texts.ts).
 */
import type { Decision, SeatId } from '../../../engine/types';
import { REF_OPTIONS as ids } from '../../../common/vtes-options';
import { defOf, isVampire, living, type VtesState } from '../core/state';
import { dec, opt } from '../core/decision';
import { cardName, targetShielded } from '../core/queries';
import { selectedCards } from '../core/params/selector';
import type { Prim } from '../schema/records';
import type { RefTerms } from '../schema/records-politics';

export type { PolPrim, RefTerms, SeatsSpot } from '../schema/records-politics';

/** The Methuselahs with more pool than `seat`'s (a `chooseSeat` among `richer`). */
function richerThan(s: VtesState, seat: SeatId): SeatId[] {
  return living(s).filter((x) => s.seats[x].pool > s.seats[seat].pool);
}

/** The points an `allot` allots: its number, or as many as Methuselahs in the game (`seats`). */
export function pointsOf(s: VtesState, pr: Extract<Prim, { p: 'allot' }>, terms: RefTerms): number {
  if (pr.n === 'seats') return living(s).length;
  return typeof pr.n === 'number' ? pr.n : pr.n.perCard * (terms.cards?.length ?? 0);
}

/** The cards a `chooseCards` lets the caller `seat` choose now: those its Selector takes, not chosen yet, not shielded. */
function manyChoosable(
  s: VtesState,
  pr: Extract<Prim, { p: 'chooseCards' }>,
  seat: SeatId,
  chosen: readonly string[],
  actor?: string,
): string[] {
  return selectedCards(s, pr.sel, { seat, actor }).filter((u) => !chosen.includes(u) && !targetShielded(s, u, seat));
}

/** The cards an `allot` with `cards` may give a point to (any Methuselah's locations, equipment...). */
function allotCards(s: VtesState, pr: Extract<Prim, { p: 'allot' }>, seat: SeatId, actor?: string): string[] {
  return (pr.cards ?? []).flatMap((sel) => selectedCards(s, sel, { seat, actor }));
}

/** The Methuselahs a `chooseSeat` lets `seat` choose: richer ones, any still in the game, or any other one. */
function choosable(s: VtesState, among: 'richer' | 'any' | 'others', seat: SeatId): SeatId[] {
  if (among === 'others') return living(s).filter((x) => x !== seat);
  return among === 'richer' ? richerThan(s, seat) : [...living(s)];
}

/** The cards a `chooseCard` lets the caller `seat` choose (the acting minion, if any, is the Selector's actor). */
function cardsChoosable(s: VtesState, pr: Extract<Prim, { p: 'chooseCard' }>, seat: SeatId, actor?: string): string[] {
  // choosing is targeting: never a minion shielded from the caller's actions (Secure Haven, LSJ 20031010)
  const all = selectedCards(s, pr.sel, { seat, actor }).filter((u) => !targetShielded(s, u, seat));
  // `oneOn`: a card already carrying a copy of the referendum's political action is not chosen (Alastor)
  const card = pr.oneOn ? (s.ref?.card ?? s.act?.card) : undefined;
  if (card === undefined) return all;
  const cid = s.cards[card].cid;
  return all.filter((u) => !s.cards[u].attached.some((x) => s.cards[x].cid === cid));
}

/**
 * Whether the terms of these primitives can be chosen by `seat` now (a `chooseSeat` needs a Methuselah
 * to choose, a `chooseCard` a card; `actor`: the minion calling the referendum).
 */
export function termsPossible(s: VtesState, prims: readonly Prim[], seat: SeatId, actor?: string): boolean {
  return prims.every((pr) => {
    if (pr.p === 'chooseSeat') return choosable(s, pr.among, seat).length > 0;
    if (pr.p === 'chooseCard') return cardsChoosable(s, pr, seat, actor).length > 0;
    if (pr.p === 'chooseCards') return manyChoosable(s, pr, seat, [], actor).length > 0;
    // points spread among at least `spread` Methuselahs other than the caller or the chosen one need that many
    // (Reckless Agitation, Camarilla's Iron Fist: not with only one opponent left, LSJ 20100129)
    if (pr.p === 'allot' && pr.spread) return living(s).length - (pr.among === 'any' ? 0 : 1) >= pr.spread;
    return true;
  });
}

/**
 * The next question of a referendum's terms (6.3.2), asked of the calling Methuselah `seat` before the
 * polling: the first terms primitive not yet answered, or null when the terms are complete.
 */
export function termsDecision(s: VtesState, prims: readonly Prim[], seat: SeatId, terms: RefTerms, actor?: string): Decision | null {
  for (const pr of prims) {
    if (pr.p === 'chooseSeats' && !terms.seatsDone) {
      const chosen = terms.seats ?? [];
      const o = living(s)
        .filter((x) => !chosen.includes(x))
        .map((x) => opt(ids.encode('tseat', { seat: x }), 'seat', { seat: x + 1 }, { seat: x }));
      // every Methuselah chosen: nothing more to ask
      if (o.length && chosen.length >= seatsMin(s, pr.min)) o.push(opt(ids.encode('tdone', {}), 'termsDone'));
      if (o.length) return dec(seat, 'terms', 'termsSeats', o, 'vtes-es:6.3.2');
    }
    if (pr.p === 'chooseCards' && !terms.cardsDone) {
      const chosen = terms.cards ?? [];
      const o = manyChoosable(s, pr, seat, chosen, actor).map((u) =>
        opt(ids.encode('tcards', { card: u }), 'target', { name: cardName(s, u) }, { uid: u }),
      );
      if (o.length && chosen.length) o.push(opt(ids.encode('tcardsDone', {}), 'termsDone'));
      if (o.length) return dec(seat, 'terms', 'termsCards', o, 'vtes-es:6.3.2');
    }
    if (pr.p === 'chooseClan' && terms.clan === undefined)
      return dec(
        seat,
        'terms',
        'termsClan',
        clansInGame(s).map((clan) => opt(ids.encode('tclan', { clan }), 'clan', { clan }, { clan })),
        'vtes-es:6.3.2',
      );
    // no card left to choose (it left the table after the announcement): the referendum has nothing to act on
    const cards = pr.p === 'chooseCard' && terms.card === undefined ? cardsChoosable(s, pr, seat, actor) : [];
    if (cards.length)
      return dec(
        seat,
        'terms',
        'termsCard',
        cards.map((u) => opt(ids.encode('tcard', { card: u }), 'target', { name: cardName(s, u) }, { uid: u })),
        'vtes-es:6.3.2',
      );
    if (pr.p === 'chooseSeat' && terms.seat === undefined)
      return dec(
        seat,
        'terms',
        pr.among === 'richer' ? 'parityTarget' : 'termsSeat',
        choosable(s, pr.among, seat).map((x) => opt(ids.encode('target', { seat: x }), 'seat', { seat: x + 1 }, { seat: x })),
        'vtes-es:6.3.2',
      );
    const given = terms.alloc.length + (terms.allocCards?.length ?? 0);
    if (pr.p === 'allot' && given < pointsOf(s, pr, terms)) {
      const n = pointsOf(s, pr, terms);
      const but = pr.among === 'notChosen' ? terms.seat : pr.among === 'others' ? seat : undefined;
      let to = living(s).filter((x) => x !== but);
      // among at least `spread` Methuselahs: the last points cannot all go to those chosen so far
      const named = new Set(terms.alloc);
      if (pr.spread && named.size < pr.spread && n - terms.alloc.length <= pr.spread - named.size) to = to.filter((x) => !named.has(x));
      return dec(
        seat,
        'terms',
        pr.cards?.length ? 'allocateCards' : 'allocate',
        [
          ...to.map((x) => opt(ids.encode('alloc', { seat: x }), 'seat', { seat: x + 1 }, { seat: x })),
          ...allotCards(s, pr, seat, actor).map((u) =>
            opt(ids.encode('acard', { card: u }), 'target', { name: cardName(s, u) }, { uid: u }),
          ),
        ],
        'vtes-es:6.3.2',
        { left: n - given },
      );
    }
  }
  return null;
}

/** The terms with one answer of `termsDecision` recorded: the chosen Methuselah, or one more point allotted. */
export function withTerm(terms: RefTerms, kind: 'target' | 'alloc', seat: SeatId): RefTerms & { alloc: SeatId[] } {
  return kind === 'target' ? { ...terms, alloc: [...terms.alloc], seat } : { ...terms, alloc: [...terms.alloc, seat] };
}

/** How many Methuselahs a `chooseSeats` needs at least: one, half of those in the game (rounded up), or all. */
function seatsMin(s: VtesState, min: 'one' | 'half' | 'all'): number {
  if (min === 'all') return living(s).length;
  return min === 'one' ? 1 : Math.ceil(living(s).length / 2);
}

/** The terms with one more Methuselah of a `chooseSeats` chosen (`seat`), or (none) no more chosen. */
export function withSeat(terms: RefTerms, seat?: SeatId): RefTerms & { alloc: SeatId[] } {
  return seat === undefined
    ? { ...terms, alloc: [...terms.alloc], seatsDone: true }
    : { ...terms, alloc: [...terms.alloc], seats: [...(terms.seats ?? []), seat] };
}

/** The terms with one more card of a `chooseCards` chosen, or (none) no more; or one more point allotted to a card. */
export function withCards(terms: RefTerms, pick: { card?: string; point?: string }): RefTerms & { alloc: SeatId[] } {
  if (pick.point) return { ...terms, alloc: [...terms.alloc], allocCards: [...(terms.allocCards ?? []), pick.point] };
  return pick.card === undefined
    ? { ...terms, alloc: [...terms.alloc], cardsDone: true }
    : { ...terms, alloc: [...terms.alloc], cards: [...(terms.cards ?? []), pick.card] };
}

/** The terms with the card of a `chooseCard` (or the clan of a `chooseClan`) recorded. */
export function withCard(terms: RefTerms, pick: { card: string } | { clan: string }): RefTerms & { alloc: SeatId[] } {
  return { ...terms, alloc: [...terms.alloc], ...pick };
}

/**
 * The clans a `chooseClan` offers: those of the vampires in the game (every crypt's), in alphabetical order.
 * Any clan may be named (6.3.2); one no vampire of the game belongs to would make the outcome do nothing.
 */
function clansInGame(s: VtesState): string[] {
  const out = new Set<string>();
  for (const u of Object.keys(s.cards)) if (isVampire(s, u)) for (const c of defOf(s, u).clan) out.add(c);
  return [...out].sort();
}
