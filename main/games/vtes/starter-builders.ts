/**
 * The builders of the built-in starter card data (starters.ts, starter-masters.ts, the minion
 * cards of starter-minion-cards.ts): a vampire from its facts, a library card from its modes, the
 * requirement records and card types they share. Facts only, no printed text.
 */
import type { AbilityCost } from './vocab/records';
import {
  automationOf,
  type CardDef,
  type Condition,
  type Cost,
  type Disc,
  type Effect,
  type Limit,
  type Target,
  type Mode,
  type ModeKind,
  type Sect,
  type Title,
  type Window,
} from './effects';

// ---- small builders -----------------------------------------------------------------------

export const lv = (disc: Disc, level: 1 | 2 = 1): Condition => ({ r: 'disc', disc, level });
/** A mode: its kind, conditions and effects, and when given its window, limits and targets (the cost is the card's, set by `lib`). */
export const mode = (
  kind: ModeKind,
  conditions: Condition[],
  effects: Effect[],
  parts: { window?: Window; limits?: Limit[]; targets?: Target } = {},
): Mode => ({
  kind,
  ...(parts.window ? { window: parts.window } : {}),
  conditions,
  ...(parts.limits ? { limits: parts.limits } : {}),
  ...(parts.targets ? { targets: parts.targets } : {}),
  effects,
});
export const ONCE_PER_ROUND: Limit = { once: 'round' };
export const ONCE_PER_COMBAT: Limit = { once: 'combat' };
/** One play by the same minion between its unlock phases (On the Qui Vive). */
export const ONCE_PER_UNLOCK: Limit = { once: 'unlock' };
/** No play while the minion has a copy of the card on it (a card that stays on the vampire). */
export const ONE_ON_MINION: Limit = { oneOn: 'minion' };
/** A directed action at the acting Methuselah's prey (a bleed, 6.2.2; a discard from the prey's hand). */
export const PREY: Target = { t: 'prey' };
/** A directed action at another Methuselah, chosen as the action is announced (6.2.1). */
export const A_METHUSELAH: Target = { t: 'methuselah' };
/** A directed action at a ready minion of another Methuselah, chosen as the action is announced (6.2.1). */
export const A_MINION: Target = { t: 'minion' };

export function vamp(
  id: string,
  name: string,
  clan: string,
  capacity: number,
  discs: string,
  opts: { title?: Title; city?: string; sect?: Sect; group?: string; abilities?: Effect[] } = {},
): CardDef {
  const disc: Record<string, 1 | 2> = {};
  for (const d of discs.split(' ').filter(Boolean)) disc[d.toLowerCase()] = d === d.toUpperCase() ? 2 : 1;
  const modes = opts.abilities?.length ? [mode('vampire', [], opts.abilities)] : [];
  // a vampire is always playable; only its special ability may need manual operations
  const automation = automationOf(modes) === 'full' ? 'full' : 'partial';
  return {
    id,
    name,
    kind: 'crypt',
    types: ['Vampire'],
    clan: [clan],
    capacity,
    group: opts.group ?? '6',
    disc,
    title: opts.title,
    city: opts.city,
    sect: opts.sect ?? 'camarilla',
    reqs: [],
    modes,
    automation,
  };
}

export function lib(
  id: string,
  name: string,
  types: string[],
  modes: Mode[],
  opts: {
    pool?: number | 'X';
    blood?: number | 'X';
    clan?: string[];
    reqs?: Condition[];
    burnOption?: boolean;
    unique?: boolean;
    libDisc?: string[][];
  } = {},
): CardDef {
  return {
    id,
    name,
    kind: 'library',
    types,
    clan: opts.clan ?? [],
    pool: opts.pool,
    blood: opts.blood,
    burnOption: opts.burnOption,
    unique: opts.unique,
    reqs: opts.reqs ?? [],
    modes: withCost(modes, opts.pool, opts.blood),
    automation: automationOf(modes),
    libDisc: opts.libDisc,
  };
}

/** The printed cost is per card: each mode carries it (vocab/modes.ts costOf). */
function withCost(modes: Mode[], pool: number | 'X' | undefined, blood: number | 'X' | undefined): Mode[] {
  if (pool === undefined && blood === undefined) return modes;
  const cost: Cost = { ...(pool !== undefined ? { pool } : {}), ...(blood !== undefined ? { blood } : {}) };
  return modes.map((m) => ({ ...m, cost }));
}

export const ANARCH: Condition = { r: 'sect', sect: 'anarch' };
/** "If this vampire is in torpor, burn this card" (Guardian Angel, Heroic Might), however it got there. */
export const BURN_IN_TORPOR: Effect = {
  e: 'on',
  event: 'vtes.torpor',
  filter: { ready: true, minion: 'bearer', zone: 'torpor' },
  effects: [{ p: 'burn', who: 'self' }],
};
/** The cost of an activated ability that locks its card. */
export const LOCK: AbilityCost = { c: 'lock' };

/** Once in each of the phase's of its controller: 1 blood from the pool to the vampire the card is on, or back (Blood Doll). */
export function bloodDoll(window: 'master' | 'unlock'): Effect[] {
  const use = (from: 'pool' | 'minion', to: 'pool' | 'minion'): Effect => ({
    e: 'ability',
    window,
    cost: [],
    limit: 'turn',
    who: { role: 'bearer' },
    effects: [{ p: 'move', n: 1, from, to }],
  });
  return [use('pool', 'minion'), use('minion', 'pool')];
}
export const BARON: Condition = { r: 'title', titles: ['baron'] };
export const PRINCE_OR_JUSTICAR: Condition = { r: 'title', titles: ['prince', 'justicar'] };
export const PRIMOGEN: Condition = { r: 'title', titles: ['primogen'] };

// ---- library ----------------------------------------------------------------------------

export const TYPES = {
  master: ['Master'],
  action: ['Action'],
  mod: ['Action Modifier'],
  react: ['Reaction'],
  combat: ['Combat'],
  pol: ['Political Action'],
  ally: ['Ally'],
  ret: ['Retainer'],
};

export const hg = (id: string, name: string, clan: string) =>
  lib(id, name, TYPES.master, [mode('master', [], [{ e: 'inPlay', location: true, unique: true }, { e: 'huntingGround' }])], {
    pool: 2,
    clan: [clan],
    unique: true,
  });
