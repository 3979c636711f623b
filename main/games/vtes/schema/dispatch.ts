/**
 * Dispatch tables of the effect vocabulary (issue 11 item 5.1): the steps that apply the effects of
 * a played card one by one (an action modifier, a reaction, a combat card, a strike) look each effect
 * up in a table typed by `Handlers<site>`, whose keys are exactly the kinds vocab/sites.ts lists at
 * that site: a kind listed there without its handler, or a handler for a kind not listed, does not
 * compile. Kinds of a card that belong to other sites are skipped by the table (they are read where
 * their own rule lives).
 */
import type { Effect } from './effects';
import type { EFFECT_SITES, Site } from './sites';

type Sites = typeof EFFECT_SITES;

/** The effect kinds read at a site. */
export type KindsAt<S extends Site> = { [K in keyof Sites]: S extends Sites[K][number] ? K : never }[keyof Sites];

/** One effect record of a kind. */
export type EffectOf<K extends Effect['e']> = Extract<Effect, { e: K }>;

/** A handler per kind read at the site, given the effect record and the step's context. */
export type Handlers<S extends Site, C> = { [K in KindsAt<S>]: (e: EffectOf<K>, c: C) => void };

/** Applies the effects of a mode in order through a site's table (kinds of other sites are skipped). */
export function runEffects<S extends Site, C>(table: Handlers<S, C>, effects: readonly Effect[], c: C): void {
  const t = table as Partial<Record<Effect['e'], (e: Effect, c: C) => void>>;
  for (const e of effects) t[e.e]?.(e, c);
}
