/**
 * Amounts (issue 27 item 4; vocab/schema-params.ts `Amount`), interpreted here and nowhere else: how
 * much an amount is now for a use (`amountOf`), what the bots count it as before it is known
 * (`amountGuess`), and its words in a card's text (`amountRef`, cards-vtes `amount.*`). Rule
 * citations: X costs (vtes-es 1.6.1.3), blood and counters (1.2), capacity (1.5.1), votes (6.3.3).
 */
import { titleOf, titleVotes } from '../held-titles';
import { capacityOf, isVampire, preyOf, setAmountReader, type VtesState } from '../state';
import type { Amount } from '../../schema/schema-params';
import { condRef, holds } from './cond';
import { selectedCards, selectedSeats, selectorRef } from './selector';
import { type ParamCtx, type ParamRef, roleRef, roleUid } from './ctx';

// a ready vampire's modifier of its controller counted per an Amount (core/state.ts `readyCryptMods`)
setAmountReader((s, a, source, seat) => amountOf(s, a, { seat, source }));

/** The amount now for the use (a role with no card now counts 0; never below 0). */
export function amountOf(s: VtesState, a: Amount, ctx: ParamCtx): number {
  if (typeof a === 'number') return a;
  switch (a.a) {
    case 'x':
      return ctx.x ?? 0;
    case 'pool':
      if (a.of === 'itsController') return ctx.it === undefined ? 0 : (s.seats[s.cards[ctx.it]?.controller ?? -1]?.pool ?? 0);
      return s.seats[a.of === 'you' ? ctx.seat : a.of === 'prey' ? preyOf(s, ctx.seat) : (ctx.target ?? s.act?.target ?? -1)]?.pool ?? 0;
    case 'vp':
      return s.seats[ctx.seat]?.vp ?? 0;
    case 'if':
      return holds(s, a.if, ctx) ? amountOf(s, a.then, ctx) : a.else === undefined ? 0 : amountOf(s, a.else, ctx);
    case 'sum':
      return a.of.reduce<number>((n, x) => n + amountOf(s, x, ctx), 0);
    case 'count':
      return a.sel.of === 'methuselah' ? selectedSeats(s, a.sel, ctx).length : selectedCards(s, a.sel, ctx).length;
    default: {
      const u = roleUid(s, ctx, a.who);
      if (u === undefined || !s.cards[u]) return 0;
      if (a.a === 'capacity') return isVampire(s, u) ? capacityOf(s, u) : 0;
      if (a.a === 'votes') return isVampire(s, u) ? titleVotes(titleOf(s, u)) : 0;
      return s.cards[u].blood;
    }
  }
}

/** What the bots count an amount as without a state: a number as it is, an unknown part as 1, a conditional part as its first branch. */
export function amountGuess(a: Amount): number {
  if (typeof a === 'number') return a;
  if (a.a === 'sum') return a.of.reduce<number>((n, x) => n + amountGuess(x), 0);
  if (a.a === 'if') return amountGuess(a.then);
  return 1;
}

/** The amount in words (cards-vtes `amount.*`; a number stays a number). */
export function amountRef(a: Amount): ParamRef | number {
  if (typeof a === 'number') return a;
  switch (a.a) {
    case 'x':
      return { key: 'amount.x', params: {} };
    case 'pool':
      return { key: `amount.pool_${a.of}`, params: {} };
    case 'vp':
      return { key: 'amount.vp', params: {} };
    case 'if':
      return {
        key: a.else === undefined ? 'amount.if' : 'amount.ifElse',
        params: { then: amountRef(a.then), c: condRef(a.if), ...(a.else === undefined ? {} : { else: amountRef(a.else) }) },
      };
    case 'sum':
      return a.of
        .slice(1)
        .reduce<ParamRef | number>((acc, x) => ({ key: 'amount.plus', params: { a: acc, b: amountRef(x) } }), amountRef(a.of[0]));
    case 'count':
      return { key: 'amount.count', params: { sel: selectorRef(a.sel) } };
    default:
      return { key: `amount.${a.a}`, params: { who: roleRef(a.who) } };
  }
}
