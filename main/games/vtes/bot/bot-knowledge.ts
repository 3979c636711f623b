/**
 * What the V:TES heuristic bot (bots.ts) knows: the card data it reads (the starters', and in a game
 * with imported cards that game's own definitions, which its view names), its seat's context (prey,
 * predator, votes on the table) and small option helpers.
 */
import type { Decision, Option } from '../../../engine/types';
import type { Effect } from '../schema/effects';
import { abilityVotes, primText } from '../vocab/texts';
import type { OptionCodec, OptionShapes } from '../../../common/option-codec';
import { type CardDef, STARTER_DEFS } from '../data/starters';
import type { VtesCardView, VtesSeatView, VtesView } from '../view/view';
import { costOf, primIn, primsOf } from '../schema/modes';
import type { Ability, Prim } from '../schema/records';
import { isEffect, isKind, isPrim, primWhere } from '../schema/effect-query';
import { amountGuess } from '../core/params/amount';
import { defsOf, hasDefs, type DefsTable } from '../core/card-tables';
import { primsBotValue } from '../vocab/prims';

export const id = (o: Option) => o.id;
/** The options of `d` of one kind of an option codec (main/common/vtes-options.ts). */
export function ofKind<T extends OptionShapes>(d: Decision, codec: OptionCodec<T>, kind: keyof T & string): Option[] {
  return d.options.filter((o) => codec.is(o.id, kind));
}
/** The first option of `d` using a card's data ability (`use:<card>:<n>`) for which `test` holds. */
function dataUse(
  v: VtesView,
  d: Decision,
  codec: { decode(id: string): unknown },
  test: (a: Ability, minion: string | undefined) => boolean,
): Option | undefined {
  return d.options.find((o) => {
    const x = codec.decode(o.id) as { kind: string; card?: string; ability?: string; minion?: string } | null;
    if (x?.kind !== 'use' || !/^\d+$/.test(x.ability!)) return false;
    const a = abilitiesOfCard(cardOf(v, x.card!)?.cid)[Number(x.ability)];
    return !!a && test(a, x.minion);
  });
}

/** The first option of `d` using a card's data ability that makes the action under way fail (`actionFails`: Secret Passage). */
export function failsUse(v: VtesView, d: Decision, codec: { decode(id: string): unknown }): Option | undefined {
  return dataUse(v, d, codec, (a) => a.effects.some(isPrim('actionFails')));
}

/**
 * The first option of `d` using a card's data ability usable whenever asked (window `any`) that
 * puts blood on an uncontrolled vampire (`blood`), or one that does not (Dreams of the Sphinx's two
 * abilities).
 */
export function anyTimeUse(v: VtesView, d: Decision, codec: { decode(id: string): unknown }, blood: boolean): Option | undefined {
  return dataUse(
    v,
    d,
    codec,
    (a, m) => a.window === 'any' && a.effects.some(isPrim('bloodToUncontrolled')) === blood && !idleUnlock(v, a, m),
  );
}

/**
 * An ability that only locks or unlocks a minion (Lord Tremere, Karsh: no cost, no limit), used on a minion that would
 * gain nothing from another action: locked and full of blood (hunting adds none), or not locked at all. Taken anyway,
 * the bot would unlock it, let it hunt and unlock it again for ever (the TWD bench's game twd-h-15).
 */
function idleUnlock(v: VtesView, a: Ability, minion: string | undefined): boolean {
  if (!a.effects.every((p) => isPrim('unlock')(p) || isPrim('lock')(p))) return false;
  const m = minion ? cardOf(v, minion) : undefined;
  return !m || !m.locked || m.blood >= (m.capacity ?? 0);
}

/**
 * The first option of `d` using a vampire's own ability of window `reaction` against a bleed (its primitives reduce
 * the bleed or redirect it: Greta Kircher, Serenna the White, Aksinya Daclau), read from the data.
 */
export function bleedCutUse(v: VtesView, d: Decision, codec: { decode(id: string): unknown }): Option | undefined {
  return dataUse(
    v,
    d,
    codec,
    (a) =>
      a.window === 'reaction' &&
      (a.effects.some(isPrim('redirectBleed')) || a.effects.some(primWhere('bonus', (p) => p.stat === 'bleed' && amountGuess(p.n) < 0))),
  );
}

/** The first option of `d` using a vampire's own ability of window `reaction` making the action under way fail (Edward Vignes). */
export function failActionUse(v: VtesView, d: Decision, codec: { decode(id: string): unknown }): Option | undefined {
  return dataUse(v, d, codec, (a) => a.window === 'reaction' && a.effects.some(isPrim('failAction')));
}

/** The option of `d` using a card's ability of window `reaction` that lends paid intercept to minion `m` (Marciana Giovanni). */
export function lendUse(v: VtesView, d: Decision, codec: { decode(id: string): unknown }, m: string): Option | undefined {
  return dataUse(v, d, codec, (a, x) => a.window === 'reaction' && x === m && a.effects.some(primWhere('paidIntercept', (p) => p.n > 0)));
}

/** An ability's primitive burning the minion it is used on. */
const burnsMinion = primWhere('burn', (p) => p.who === 'minion');

/**
 * The first option of `d` using a card's data ability of the phase window `window` (Ecoterrorists in
 * the influence phase, Metro Underground in the discard phase); never a card module's named use
 * (Wider View's draw or cash) nor an ability usable any time.
 */
export function phaseUse(v: VtesView, d: Decision, codec: { decode(id: string): unknown }, window: string): Option | undefined {
  return dataUse(v, d, codec, (a, m) => a.window === window && !(a.effects.some(burnsMinion) && (!m || isOwn(v, m))));
}

/** The first option of `d` using a data ability of the phase window `window` that burns another Methuselah's minion (Scourge of the Enochians). */
export function burnTheirsUse(v: VtesView, d: Decision, codec: { decode(id: string): unknown }, window: string): Option | undefined {
  return dataUse(v, d, codec, (a, m) => a.window === window && a.effects.some(burnsMinion) && !!m && !isOwn(v, m));
}

/**
 * The option of `d` using a card's master phase ability paid with a master phase action whose primitives are worth at
 * least `min` by their registry values (Failsafe's 4 pool, a Slave Auction's blood to the pool), the most valuable first.
 */
export function masterActionUse(v: VtesView, d: Decision, codec: { decode(id: string): unknown }, min: number): Option | undefined {
  return dataUse(
    v,
    d,
    codec,
    (a) => a.window === 'master' && a.cost.some((k) => k.c === 'masterAction') && primsBotValue(a.effects) >= min,
  );
}

/**
 * The first option of `d` using a card's data ability of window `window` paid by discarding copies of one card
 * (vocab/discard-sets.ts: Specialization's pool for two copies), worth something by its primitives: a second copy in hand
 * is the card the bot misses least.
 */
export function copiesPaidUse(v: VtesView, d: Decision, codec: { decode(id: string): unknown }, window: string): Option | undefined {
  return dataUse(
    v,
    d,
    codec,
    (a) => a.window === window && a.cost.some((k) => k.c === 'discard' && !!k.same) && primsBotValue(a.effects) > 0,
  );
}

/** The first option of `d` using a card's data ability of window `window` paid only by locking the card (Powerbase: Los Angeles' discard). */
export function freeLockUse(v: VtesView, d: Decision, codec: { decode(id: string): unknown }, window: string): Option | undefined {
  return dataUse(v, d, codec, (a) => a.window === window && a.cost.every((k) => k.c === 'lock') && primsBotValue(a.effects) > 0);
}

/**
 * The first option of `d` using a card's data ability of window `window` for one of the bot's own vampires, whose
 * primitives are worth something to it by their registry values (Jake Washington burned in the unlock phase for 4
 * blood on an empty vampire of ours; never for another Methuselah's).
 */
export function ownGiftUse(v: VtesView, d: Decision, codec: { decode(id: string): unknown }, window: string): Option | undefined {
  return dataUse(v, d, codec, (a, m) => a.window === window && !!m && isOwn(v, m) && primsBotValue(a.effects) > 0);
}

/** The first option of `d` using a card's data ability of window `window` whose primitives include one of kind `p` (Garibaldi-Meucci Museum's `ashSwap`, `endCombat`). */
export function usePrim(
  v: VtesView,
  d: Decision,
  codec: { decode(id: string): unknown },
  window: string,
  p: Prim['p'],
): Option | undefined {
  return dataUse(v, d, codec, (a) => a.window === window && a.effects.some((x) => x.p === p));
}

/** The data abilities of a card (its first mode's, as the card's `use:<card>:<n>` ids count them). */
export function abilitiesOfCard(cid: string | undefined): Ability[] {
  return (defOf(cid)?.modes[0]?.effects ?? []).filter(isEffect('ability')) as Ability[];
}

export const pass = (d: Decision) =>
  d.options.find((o) => ['pass', 'done', 'decline', 'none', 'back', 'noMore', 'ootpass'].includes(o.id)) ?? d.options[d.options.length - 1];

/** The pool the bot never goes below when spending by choice (influence, master cards). */
export const POOL_FLOOR = 4;

// ---- card knowledge (the starters' data, and the game's own while the bot chooses) ---------

/**
 * The card definitions of the game the bot is choosing in (its view's `cardData` key), set by
 * `withGameCards` for one call and restored after it (a nested call, such as a search's playout,
 * keeps its caller's). Outside a choice only the starters are known.
 */
let gameCards: DefsTable | undefined;

/** Runs `f` with the view's game cards known to `defOf` (issue 29 item 4: the bot values the cards from their data). */
export function withGameCards<T>(v: VtesView, f: () => T): T {
  const before = gameCards;
  const k = v.cardData;
  gameCards = k && hasDefs(k) ? defsOf({ cardData: k }) : undefined;
  try {
    return f();
  } finally {
    gameCards = before;
  }
}

export function defOf(cid: string | undefined): CardDef | undefined {
  return cid ? (STARTER_DEFS.get(cid) ?? gameCards?.[cid]) : undefined;
}

/** What an effect record does, for the bot's heuristics: its kind, or the module a card-module record names. */
export const kindOf = (e: Effect): string => (isKind(e, 'card') ? e.id : e.e);
/** What an effect does, as the bot names it: its kind, or for primitives each one's text key (`prim.move_targetPool_pool`). */
export const kindsOf = (e: Effect): string[] => (isKind(e, 'prims') ? e.do.map((p) => primText(p).key) : [kindOf(e)]);

export function effectsOf(cid: string, mode: number): Effect[] {
  return defOf(cid)?.modes[mode]?.effects ?? [];
}

/** The mode does that, by its kind or by a primitive's text key (`prim.unlock_actor`). */
export function does(cid: string, mode: number, what: string): boolean {
  return effectsOf(cid, mode).some((e) => kindsOf(e).includes(what));
}

/** The first primitive of that kind among the mode's effects (matching `test`, if given). */
export function primOf<P extends Prim['p']>(
  cid: string,
  mode: number,
  p: P,
  test?: (pr: Extract<Prim, { p: P }>) => boolean,
): Extract<Prim, { p: P }> | undefined {
  return primIn(effectsOf(cid, mode), p, test);
}

export function has(cid: string, mode: number, e: Effect['e']): boolean {
  return effectsOf(cid, mode).some(isEffect(e));
}

export function effect<K extends Effect['e']>(cid: string, mode: number, e: K): Extract<Effect, { e: K }> | undefined {
  return effectsOf(cid, mode).find(isEffect(e));
}

export function bloodCost(cid: string): number {
  const d = defOf(cid);
  const b = d && costOf(d).blood;
  return typeof b === 'number' ? b : b === 'X' ? 1 : 0;
}

export function poolCost(cid: string): number {
  const d = defOf(cid);
  const p = d && costOf(d).pool;
  return typeof p === 'number' ? p : p === 'X' ? 1 : 0;
}

export const TITLE_VOTES: Record<string, number> = {
  primogen: 1,
  bishop: 1,
  '1 vote': 1,
  prince: 2,
  archbishop: 2,
  baron: 2,
  kholo: 2,
  magaji: 2,
  '2 votes': 2,
  justicar: 3,
  cardinal: 3,
  '3 votes': 3,
  'inner circle': 4,
  regent: 4,
  priscus: 3,
};

export function votesOf(c: VtesCardView): number {
  return c.kind === 'crypt' && c.title && !c.titleState ? (TITLE_VOTES[c.title] ?? 0) : 0;
}

export function vampires(cs: VtesCardView[]): VtesCardView[] {
  return cs.filter((c) => c.kind === 'crypt' && !c.contested);
}

/** A vampire's printed bleed (1 plus its own bleed bonus). */
export function baseBleed(c: VtesCardView): number {
  const d = defOf(c.cid);
  let b = 1;
  for (const m of d?.modes ?? []) for (const e of m.effects) if (isKind(e, 'mod') && e.stat === 'bleed') b += e.n;
  return b;
}

/** Whether a vampire's disciplines satisfy one of a card's discipline alternatives (levels ignored). */
export function hasDiscs(c: { disciplines?: Record<string, 1 | 2> }, alts: string[][] | undefined): boolean {
  if (!alts?.length) return true;
  return alts.some((alt) => alt.every((x) => (c.disciplines?.[x] ?? 0) > 0));
}

/** Best discipline level a vampire has for a card (for "superior" estimates). */
export function level(c: VtesCardView, disc: string): number {
  return c.disciplines?.[disc] ?? 0;
}

// ---- seat helpers ---------------------------------------------------------------------------

export interface Ctx {
  v: VtesView;
  me: number;
  st: VtesSeatView;
  prey: VtesSeatView;
  pred: VtesSeatView;
}

export function ctxOf(v: VtesView): Ctx {
  const me = v.me as number;
  const st = v.seats[me];
  return { v, me, st, prey: v.seats[st.prey], pred: v.seats[st.predator] };
}

export function ownMinions(v: VtesView): VtesCardView[] {
  if (v.me === 'public') return [];
  return [...v.seats[v.me].ready, ...v.seats[v.me].torpor];
}

export function cardOf(v: VtesView, uid: string): VtesCardView | undefined {
  for (const s of v.seats) for (const c of [...s.ready, ...s.torpor, ...s.play]) if (c.uid === uid) return c;
  for (const c of v.hand ?? []) if (c.uid === uid) return c;
  for (const s of v.seats) for (const c of [...s.ready, ...s.torpor]) for (const a of c.attached) if (a.uid === uid) return a;
  return undefined;
}

export function isOwn(v: VtesView, uid: string): boolean {
  return ownMinions(v).some((c) => c.uid === uid);
}

export function seatOfCard(v: VtesView, uid: string): number | undefined {
  for (const s of v.seats) if ([...s.ready, ...s.torpor].some((c) => c.uid === uid)) return s.seat as number;
  return undefined;
}

/** Whether a unique card (by id) is already on the table (anyone's, or on any vampire). */
export function uniqueOnTable(v: VtesView, cid: string): boolean {
  for (const s of v.seats) {
    if (s.play.some((c) => c.cid === cid)) return true;
    for (const c of [...s.ready, ...s.torpor]) if (c.cid === cid || c.attached.some((a) => a.cid === cid)) return true;
  }
  return false;
}

/** Rough bleeding power of a Methuselah: the pool it can take from its prey in one turn. */
export function threat(s: VtesSeatView): number {
  return vampires(s.ready).reduce((n, c) => n + (c.blood > 0 ? baseBleed(c) + 1 : 0), 0);
}

/** Pool the bot keeps when it spends by choice: more when its predator bleeds hard. */
export function margin(c: Ctx): number {
  return Math.max(POOL_FLOOR + 1, Math.min(10, threat(c.pred) + 2));
}

/** Titled votes on the table: mine (ready vampires, the Edge) and everybody else's. */
export function voteBalance(c: Ctx): { mine: number; theirs: number } {
  let mine = c.v.edge === c.me ? 1 : 0;
  let theirs = c.v.edge !== null && c.v.edge !== c.me ? 1 : 0;
  for (const s of c.v.seats) {
    if (s.ousted) continue;
    const n = vampires(s.ready).reduce((k, x) => k + votesOf(x), 0);
    if (s.seat === c.me) mine += n;
    else theirs += n;
  }
  // vote cards in hand: Bewitching Oration (+2 or +4), Ventrue Headquarters (3 when unlocked)
  for (const h of c.v.hand ?? [])
    for (const m of defOf(h.cid)?.modes ?? []) for (const p of primsOf(m.effects).filter(isPrim('votes'))) mine += amountGuess(p.n);
  for (const p of c.st.play)
    if (!p.locked)
      for (const m of defOf(p.cid)?.modes ?? [])
        for (const e of m.effects)
          if (isKind(e, 'ability') && e.window === 'polling' && e.cost.some((k) => k.c === 'lock')) mine += abilityVotes(e);
  return { mine, theirs };
}
