/**
 * Selectors (issue 27 item 4; vocab/schema-params.ts `Selector`), interpreted here and nowhere else:
 * which cards or Methuselahs a selector may take now for a use (`selectedCards`, `selectedSeats`), how
 * many of them a choice takes (`choiceBounds`), and its words in a card's text (`selectorRef`,
 * cards-vtes `sel.*`). The vampire filter is vocab/selectors.ts `selects`. Rule citations: minions
 * and their regions (vtes-es 1.1, 1.2: ready, torpor, uncontrolled), prey and predator (1.3).
 */
import type { SeatId } from '../../../../engine/types';
import { defOf, isAlly, isEquipmentOn, isVampire, living, predatorOf, preyOf, type Inst, type VtesState } from '../state';
import type { Selector } from '../../schema/schema-params';
import { filterKey, filterParams, selects } from '../selectors';
import { condRef, holds } from './cond';
import type { ParamCtx, ParamRef } from './ctx';

/** The Methuselahs whose cards the selector looks at, for the use. */
function whoseSeats(s: VtesState, sel: Selector, ctx: ParamCtx): SeatId[] {
  switch (sel.whose) {
    case 'you':
      return [ctx.seat];
    case 'other':
      return living(s).filter((x) => x !== ctx.seat);
    case 'prey':
      return [preyOf(s, ctx.seat)];
    case 'predator':
      return [predatorOf(s, ctx.seat)];
    case 'predatorOrPrey':
      return [...new Set([predatorOf(s, ctx.seat), preyOf(s, ctx.seat)])];
    case 'target': {
      const t = ctx.target ?? s.act?.target;
      return t === undefined ? [] : [t];
    }
    case 'any':
      return [...living(s)];
  }
}

/** Whether a card in the region the selector's state names (none: ready). */
function inState(c: Inst, state: Selector['state']): boolean {
  switch (state ?? 'ready') {
    case 'ready':
      return c.zone === 'ready';
    case 'locked':
      return c.zone === 'ready' && c.locked;
    case 'unlocked':
      return c.zone === 'ready' && !c.locked;
    case 'torpor':
      return c.zone === 'torpor';
    case 'readyOrTorpor':
      return c.zone === 'ready' || c.zone === 'torpor';
    case 'uncontrolled':
      return c.zone === 'uncontrolled';
  }
}

/** Whether the card is of the kind the selector chooses. */
function ofKind(s: VtesState, sel: Selector, uid: string): boolean {
  const types = defOf(s, uid).types;
  switch (sel.of) {
    case 'minion':
      return isVampire(s, uid) || isAlly(s, uid);
    case 'vampire':
      return isVampire(s, uid);
    case 'ally':
      return isAlly(s, uid);
    case 'retainer':
      return types.includes('Retainer');
    case 'equipment':
      return isEquipmentOn(s, uid);
    case 'location':
      return types.includes('Master') && s.cards[uid].zone === 'play';
    case 'event':
      return types.includes('Event') && s.cards[uid].zone === 'play';
    case 'methuselah':
      return false;
  }
}

/**
 * Whether the selector takes this card now for the use (kind, controller, region, filter, condition; a
 * contested card is out of play, 4.1). A Selector naming a card by its role checks the region only when
 * it states one (the card of the role is where it is: the minion a card is on may be in torpor).
 */
export function selectsCard(s: VtesState, sel: Selector, uid: string, ctx: ParamCtx): boolean {
  const c = s.cards[uid];
  if (!c || c.contested || !ofKind(s, sel, uid) || !whoseSeats(s, sel, ctx).includes(c.zone === 'uncontrolled' ? c.owner : c.controller))
    return false;
  // cards on a minion (equipment, retainers) are where their minion is
  const where = c.zone === 'attached' && c.host ? s.cards[c.host] : c;
  if (sel.of !== 'location' && sel.of !== 'event' && !(sel.role && !sel.state) && !inState(where, sel.state)) return false;
  if (sel.filter && !selects(s, uid, sel.filter)) return false;
  return !sel.where || holds(s, sel.where, Object.assign({}, ctx, { it: uid }));
}

/** The cards a Methuselah has on the table: its regions, and the cards on its minions. */
function tableCards(s: VtesState, seat: SeatId): string[] {
  const z = s.seats[seat].zones;
  const out: string[] = [];
  for (const u of [...z.ready, ...z.torpor, ...z.uncontrolled, ...z.play]) out.push(u, ...s.cards[u].attached);
  return out;
}

/** The cards the selector may take now (in seat and region order). */
export function selectedCards(s: VtesState, sel: Selector, ctx: ParamCtx): string[] {
  if (sel.of === 'methuselah') return [];
  return whoseSeats(s, sel, ctx).flatMap((x) => tableCards(s, x).filter((u) => selectsCard(s, sel, u, ctx)));
}

/** The Methuselahs a `methuselah` selector may take now. */
export function selectedSeats(s: VtesState, sel: Selector, ctx: ParamCtx): SeatId[] {
  return sel.of === 'methuselah' ? whoseSeats(s, sel, ctx) : [];
}

/** How many of `n` candidates a choice takes: at least `min`, at most `max` (each: all of them). */
export function choiceBounds(sel: Selector, n: number): { min: number; max: number } {
  const c = sel.count;
  if (c === 'one') return { min: Math.min(1, n), max: Math.min(1, n) };
  if (c === 'each') return { min: n, max: n };
  if (c === 'any') return { min: 0, max: n };
  return { min: 0, max: Math.min(c.upTo, n) };
}

/** A locale key's part for whose card it is: `other` would read as a plural form, so it is `another`. */
const whoseKey = (w: string): string => (w === 'other' ? 'another' : w);

/** The selector in words (cards-vtes `sel.<count>_<of>`, its region, whose, the filter's and the condition's clauses; Methuselahs: `sel.<count>_methuselah_<whose>`). */
export function selectorRef(sel: Selector): ParamRef {
  const count = typeof sel.count === 'string' ? sel.count : 'upTo';
  const n: ParamRef['params'] = typeof sel.count === 'object' ? { n: sel.count.upTo } : {};
  const where: ParamRef | string = sel.where ? { key: 'sel.where', params: { c: condRef(sel.where) } } : '';
  if (sel.of === 'methuselah') return { key: `sel.${count}_methuselah_${whoseKey(sel.whose)}`, params: { ...n, where } };
  return {
    key: `sel.${count}_${sel.of}`,
    params: {
      ...n,
      state: { key: `sel.state_${sel.state ?? 'ready'}`, params: {} },
      whose: { key: `sel.whose_${whoseKey(sel.whose)}`, params: {} },
      filter: sel.filter ? { key: `sel.filter${filterKey(sel.filter)}`, params: filterParams(sel.filter) } : '',
      where,
    },
  };
}
