/**
 * Cost modifiers (issue 27 item 5; vtes-es 1.6.1.3 "Coste"; vtes-pl "Koszt"): what a Methuselah, and
 * the minion playing it, pays for a card once the `costMod` records that apply are counted: those of
 * the cards the Methuselah has in play (locations cost less), of the minion's own text (cards requiring
 * a Discipline cost this vampire less), and of the cards on that minion (equipment making its bearer's
 * cards cheaper). A reduction never takes a cost below 0; a card costing nothing that costs more costs
 * pool (or the part the record names).
 */
import type { SeatId } from '../../../engine/types';
import type { Cost, Effect } from '../schema/effects';
import type { CardDef } from '../data/starters';
import type { CostOf, CostType } from '../schema/schema-costs';
import { defOf, isVampire, isWeaponDef, type VtesState } from './state';
import { costOf } from '../schema/modes';
import { effectWhere, isKind, isPrim } from '../schema/effect-query';
import { holds } from './params/cond';

type CostMod = Extract<Effect, { e: 'costMod' }>;
/** A cost modifier that applies, with the card whose record it is (locked as it is used, `lock`). */
type SourcedMod = CostMod & { readonly source: string };

/** The effects of a card in play's mode; none while it is contested (4.1: out of play). */
function liveEffects(s: VtesState, u: string): readonly Effect[] | undefined {
  const c = s.cards[u];
  return c.contested ? undefined : defOf(s, u).modes[c.mode ?? 0]?.effects;
}

/** The catalog's type of each card type a record names (1.6.1). */
export const COST_TYPE_NAMES: Record<CostType, string> = {
  action: 'Action',
  modifier: 'Action Modifier',
  reaction: 'Reaction',
  combat: 'Combat',
  political: 'Political Action',
  equipment: 'Equipment',
  ally: 'Ally',
  retainer: 'Retainer',
  master: 'Master',
};

/** A location: a master card put in play as one (its `inPlay` record says so). */
function isLocationCard(d: CardDef): boolean {
  return d.modes.some((m) => m.effects.some(effectWhere('inPlay', (e) => !!e.location)));
}

/** A card changing the target of a bleed (6.1.1): a mode with a `redirectBleed` effect or primitive. */
function redirectsBleed(d: CardDef): boolean {
  return d.modes.some((m) =>
    m.effects.some((e) => isKind(e, 'redirectBleed') || (isKind(e, 'prims') && e.do.some(isPrim('redirectBleed')))),
  );
}

/** A strike card: marked as one in the card data, or a combat mode with a strike. */
function isStrikeCard(d: CardDef): boolean {
  return !!d.libKeywords?.includes('strike') || d.modes.some((m) => m.kind === 'combat' && m.effects.some((e) => isKind(e, 'strike')));
}

/** Whether card `d` is of the cards the record changes. */
function costOfMatches(of: CostOf | 'onBearer', d: CardDef): boolean {
  // `onBearer`: the price of a card played on the bearer (`costOnTarget`), not of the bearer's own cards
  if (of === 'onBearer') return false;
  if (of === 'location') return isLocationCard(d);
  if (of.type && !d.types.includes(COST_TYPE_NAMES[of.type])) return false;
  if (of.class && !d.classes?.includes(of.class)) return false;
  if (of.redirects && !redirectsBleed(d)) return false;
  if (of.strike && !isStrikeCard(d)) return false;
  if (of.weapon && !isWeaponDef(d)) return false;
  if (of.any) return true;
  const disc = of.disc;
  // a clan requirement, or (with a Discipline) either one: "requiring a Tzimisce or Vicissitude"
  if (of.clan !== undefined) return d.clan.includes(of.clan) || (disc !== undefined && (d.libDisc ?? []).some((alt) => alt.includes(disc)));
  return disc === undefined || (d.libDisc ?? []).some((alt) => alt.includes(disc));
}

/** The cost modifiers that apply to card `d` played by `seat` (by minion `uid`, if a minion plays it). */
function costMods(s: VtesState, d: CardDef, seat: SeatId, uid: string | null | undefined): SourcedMod[] {
  const out: SourcedMod[] = [];
  const take = (source: string, effects: readonly Effect[] | undefined, who: CostMod['who']) => {
    for (const e of effects ?? [])
      if (
        isKind(e, 'costMod') &&
        (e.who ?? 'controller') === who &&
        costOfMatches(e.of, d) &&
        (!e.lock || !s.cards[source]?.locked) &&
        (!e.once || !onceUsed(s, source))
      )
        if (!e.if || holds(s, e.if, { seat, source, minion: uid ?? undefined })) out.push({ ...e, source });
  };
  for (const u of s.seats[seat].zones.play) take(u, liveEffects(s, u), 'controller');
  // a card in play changing every minion's price (any Methuselah's card, for the minion its Condition takes)
  if (uid && s.cards[uid]) for (const x of s.seats) if (!x.ousted) for (const u of x.zones.play) take(u, liveEffects(s, u), 'every');
  // a ready vampire's text changing every minion's price ("if this vampire is ready, political actions cost Nosferatu 1
  // additional blood": Marcellus)
  if (uid && s.cards[uid])
    for (const x of s.seats)
      if (!x.ousted)
        for (const v of x.zones.ready) if (isVampire(s, v)) take(v, defOf(s, v).modes.find((m) => m.kind === 'vampire')?.effects, 'every');
  // a ready vampire's text for the minions of its controller ("while this vampire is ready, cards requiring Necromancy cost
  // Harbingers of Skulls you control 1 fewer blood"; vtes-es 1.6.1.3)
  for (const v of s.seats[seat].zones.ready)
    if (isVampire(s, v)) take(v, defOf(s, v).modes.find((m) => m.kind === 'vampire')?.effects, 'controller');
  // the card's own text (every mode repeats it for its card text: counted once)
  take('', d.modes.find((m) => m.effects.some((e) => isKind(e, 'costMod') && e.who === 'card'))?.effects, 'card');
  // a combat card the opposing minion's Methuselah played in this combat ("this combat, combat cards cost the opposing
  // vampire +1 blood": the card waits in limbo with its played mode until the combat ends)
  const k = s.combat;
  if (uid && k && (k.a === uid || k.b === uid)) {
    const opp = s.cards[k.a === uid ? k.b : k.a].controller;
    for (const h of k.played) if (s.cards[h].zone === 'limbo' && s.cards[h].controller === opp) take(h, liveEffects(s, h), 'opponent');
  }
  if (uid && s.cards[uid]) {
    take(uid, defOf(s, uid).modes.find((m) => m.kind === 'vampire')?.effects, 'self');
    for (const x of s.cards[uid].attached) take(x, liveEffects(s, x), 'bearer');
  }
  return out;
}

/** A cost part changed by n, never below 0 (a part the card does not have stays absent unless it grows). */
function changed(part: Cost['pool'], n: number): Cost['pool'] {
  if (part === 'X') return part;
  const v = Math.max(0, (part ?? 0) + n);
  return part === undefined && v === 0 ? undefined : v;
}

/**
 * What `seat` pays for card `d` played by minion `uid` (vtes-es 1.6.1.3): its printed cost changed by the
 * cost modifiers that apply; a record naming no part changes the pool it costs, else its blood, else (a
 * card costing nothing that costs more) its pool.
 */
export function costFor(s: VtesState, d: CardDef, seat: SeatId, uid?: string | null, without?: string): Cost {
  let cost = costOf(d);
  for (const e of costMods(s, d, seat, uid)) {
    if (e.source === without && (e.lock || e.once)) continue;
    const to =
      e.to ??
      (typeof cost.pool === 'number' && cost.pool > 0 ? 'pool' : typeof cost.blood === 'number' && cost.blood > 0 ? 'blood' : undefined);
    // a part not paid at all (`free`): gone from the price
    if (to) cost = { ...cost, [to]: e.free ? undefined : changed(cost[to], e.n) };
    else if (e.n > 0 && cost.pool === undefined && cost.blood === undefined) cost = { ...cost, pool: e.n };
  }
  return cost;
}

/**
 * The cards in play used by locking (`costMod` `lock`) whose record changes what `seat` pays for `d` (played by `uid`):
 * paying that price locks them (core/queries.ts `payCost`).
 */
export function costLocks(s: VtesState, d: CardDef, seat: SeatId, uid?: string | null): string[] {
  const sources = costMods(s, d, seat, uid)
    .filter((e) => e.lock)
    .map((e) => e.source);
  // speed: nearly every payment has no locking record, and then no price to compare (payCost runs for every card played)
  if (!sources.length) return [];
  const price = JSON.stringify(costFor(s, d, seat, uid));
  return [...new Set(sources)].filter((u) => JSON.stringify(costFor(s, d, seat, uid, u)) !== price);
}

/** The turn-list key of a once-each-turn cost modifier of card `source` (its use recorded as a price it changed is paid). */
const onceKey = (source: string): string => `cost:${source}`;
const onceUsed = (s: VtesState, source: string): boolean => !!s.turnFlags.abilities?.includes(onceKey(source));

/**
 * The once-each-turn cost modifiers (`costMod` `once`) that change what `seat` pays for `d` (played by `uid`), as the
 * turn-list keys paying that price records (core/queries.ts `payCost`): none for nearly every payment (no such record).
 */
export function costOnces(s: VtesState, d: CardDef, seat: SeatId, uid?: string | null): string[] {
  const sources = costMods(s, d, seat, uid)
    .filter((e) => e.once)
    .map((e) => e.source);
  if (!sources.length) return [];
  const price = JSON.stringify(costFor(s, d, seat, uid));
  return [...new Set(sources)].filter((u) => JSON.stringify(costFor(s, d, seat, uid, u)) !== price).map(onceKey);
}

/**
 * The pool playing `d` on `target` costs beyond its own cost: the `onBearer` cost modifiers of the cards on
 * it (vtes-es 1.6.1.3; Villein: LSJ 20020620).
 */
export function costOnTarget(s: VtesState, d: CardDef, target: string): number {
  let n = 0;
  // the target's own text: "master cards targeting him cost you 1 additional pool" (his controller's only, LSJ 20081124-1)
  if (d.types.includes('Master') && s.cards[target]?.controller === s.active && !s.cards[target].contested)
    for (const m of defOf(s, target).modes)
      if (m.kind === 'vampire') for (const e of m.effects) if (isKind(e, 'costMod') && e.of === 'onBearer' && e.who === 'self') n += e.n;
  for (const a of s.cards[target]?.attached ?? [])
    for (const e of liveEffects(s, a) ?? [])
      // with no `cid`, every master card targeting the bearer (Secure Haven; whoever plays it, TOM 19951208-1)
      if (isKind(e, 'costMod') && e.of === 'onBearer' && (e.cid === undefined ? d.types.includes('Master') : e.cid === d.id)) n += e.n;
  return Math.max(0, n);
}
