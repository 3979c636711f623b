/**
 * The typed queries on the effect vocabulary (issue 27 item 6): the rule modules ask whether a mode
 * or a card carries an effect of a kind, and read its record, through these instead of testing a
 * record's kind inline. The kinds are those of vocab/schema.ts `EffectSchema`, each read where
 * vocab/sites.ts says; a kind misspelt here does not compile, and the record found is typed by its
 * kind (no cast to its fields). Dispatch sites run their kinds through vocab/dispatch.ts tables. The
 * same for a mode's primitives (their kinds are run by the registry, vocab/prims/) and a strike's kind.
 * Pure: no state.
 */
import type { CardDef, Effect, Mode } from './effects';
import type { EffectOf } from './dispatch';
import type { Prim, PrimKind, PrimOf } from './prim-records';

type Kind = Effect['e'];
/** A test on an effect, narrowing it to one kind. */
export type IsEffect<K extends Kind> = (e: Effect) => e is EffectOf<K>;

/** The test of each kind, made once (the rules pass them to `some` and `find` on hot paths). */
const TESTS: Partial<Record<Kind, IsEffect<Kind>>> = Object.create(null) as Partial<Record<Kind, IsEffect<Kind>>>;

/** The test "is an effect of kind `k`", for `some`, `find` and `filter` on effect lists. */
export function isEffect<K extends Kind>(k: K): IsEffect<K> {
  return (TESTS[k] ??= (e: Effect): e is EffectOf<Kind> => e.e === k) as unknown as IsEffect<K>;
}

/** Whether `e` is an effect of kind `k` (narrowing it; no effect is of none). */
export function isKind<K extends Kind>(e: Effect | null | undefined, k: K): e is EffectOf<K> {
  return e?.e === k;
}

/** The test "is an effect of kind `k` for which `test` holds", for `some`, `find` and `filter`. */
export function effectWhere<K extends Kind>(k: K, test: (e: EffectOf<K>) => unknown): IsEffect<K> {
  return (e: Effect): e is EffectOf<K> => e.e === k && !!test(e as EffectOf<K>);
}

/** The first effect of kind `k` among the effects (for which `test` holds, if given). */
export function effectIn<K extends Kind>(
  effects: readonly Effect[] | undefined,
  k: K,
  test?: (e: EffectOf<K>) => boolean,
): EffectOf<K> | undefined {
  if (effects) for (const e of effects) if (e.e === k && (!test || test(e as EffectOf<K>))) return e as EffectOf<K>;
  return undefined;
}

/** Whether the effects hold one of kind `k` (for which `test` holds, if given). */
export function hasEffect<K extends Kind>(effects: readonly Effect[] | undefined, k: K, test?: (e: EffectOf<K>) => boolean): boolean {
  return effectIn(effects, k, test) !== undefined;
}

/** Every effect of kind `k` among the effects, in order. */
export function effectsIn<K extends Kind>(effects: readonly Effect[], k: K): EffectOf<K>[] {
  return effects.filter(isEffect(k));
}

/** Whether a mode carries an effect of kind `k` (for which `test` holds, if given). */
export function modeHas<K extends Kind>(m: Mode | null | undefined, k: K, test?: (e: EffectOf<K>) => boolean): boolean {
  return !!m && effectIn(m.effects, k, test) !== undefined;
}

/** Whether some mode of a card carries an effect of kind `k` (for which `test` holds, if given). */
export function cardHas<K extends Kind>(d: CardDef | undefined, k: K, test?: (e: EffectOf<K>) => boolean): boolean {
  return !!d && d.modes.some((m) => effectIn(m.effects, k, test) !== undefined);
}

/** The first effect of kind `k` of any mode of a card. */
export function cardEffect<K extends Kind>(d: CardDef | undefined, k: K): EffectOf<K> | undefined {
  if (d) for (const m of d.modes) for (const e of m.effects) if (e.e === k) return e as EffectOf<K>;
  return undefined;
}

// ---- primitives (schema/prim-records.ts) ----

/** The test "is a primitive of kind `k`", for `some`, `find` and `filter` on primitive lists. */
export function isPrim<K extends PrimKind>(k: K): (pr: Prim) => pr is PrimOf<K> {
  return (pr: Prim): pr is PrimOf<K> => pr.p === k;
}

/** The test "is a primitive of kind `k` for which `test` holds", for `some`, `find` and `filter`. */
export function primWhere<K extends PrimKind>(k: K, test: (pr: PrimOf<K>) => unknown): (pr: Prim) => pr is PrimOf<K> {
  return (pr: Prim): pr is PrimOf<K> => pr.p === k && !!test(pr as PrimOf<K>);
}

/** Whether there are primitives and every one is of kind `k` (a card that is only presses, 6.4.4). */
export function onlyPrims<K extends PrimKind>(prims: readonly Prim[], k: K): prims is readonly PrimOf<K>[] {
  return prims.length > 0 && prims.every(isPrim(k));
}

/** The primitives that are not of kind `k`, in order. */
export function primsBut(prims: readonly Prim[], k: PrimKind): Prim[] {
  return prims.filter((pr) => pr.p !== k);
}

// ---- strikes (vtes-es 6.4.3, 6.4.5) ----

type StrikeKind = EffectOf<'strike'>['s'];

/**
 * What the combat rules read of a strike's kind: a hand strike is made at close range only (6.4.3,
 * and the only strike allowed when a grapple says so); an equipment strike acts on one piece of the
 * opposing minion's equipment, chosen when there are several (6.4.5). One line per kind: a new kind
 * without its line does not compile.
 */
const STRIKE_KINDS: Record<StrikeKind, { hand?: true; equipment?: true; steals?: true }> = {
  hand: { hand: true },
  dodge: {},
  combatEnds: {},
  damage: {},
  burnEquipment: { equipment: true },
  stealEquipment: { equipment: true, steals: true },
  stealBlood: {},
  torpor: {},
  burnAlly: {},
};

/** Whether a strike is a hand strike (6.4.3). */
export const isHandStrike = (st: { s: StrikeKind }): boolean => STRIKE_KINDS[st.s].hand === true;

/** The test "is a strike of kind `k`", for `some` and `find` on effect lists. */
export const isStrike = (k: StrikeKind): IsEffect<'strike'> => effectWhere('strike', (st) => st.s === k);

/** Whether a strike takes a piece of the opposing minion's equipment onto the striker (6.4.5: "steal equipment"). */
export const isEquipmentSteal = (st: { s: StrikeKind }): boolean => STRIKE_KINDS[st.s].steals === true;

/** Whether a strike burns or steals a piece of the opposing minion's equipment (6.4.5). */
export const isEquipmentStrike = (st: { s: StrikeKind }): boolean => STRIKE_KINDS[st.s].equipment === true;
