/**
 * The builders of the built-in starter card data (starters.ts, starter-masters.ts,
 * starter-minion-cards.ts): a vampire from its facts, a library card from its modes, the
 * requirement records and card types they share. Facts only, no printed text.
 */
import type { AbilityCost } from './vocab/abilities';
import { automationOf, type CardDef, type Disc, type Effect, type Mode, type ModeKind, type Req, type Sect, type Title } from './effects';

// ---- small builders -----------------------------------------------------------------------

export const lv = (disc: Disc, level: 1 | 2 = 1): Req => ({ r: 'disc', disc, level });
export const mode = (kind: ModeKind, reqs: Req[], effects: Effect[]): Mode => ({ kind, reqs, effects });

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
    reqs?: Req[];
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
    modes,
    automation: automationOf(modes),
    libDisc: opts.libDisc,
  };
}

export const ANARCH: Req = { r: 'sect', sect: 'anarch' };
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
export const BARON: Req = { r: 'title', titles: ['baron'] };
export const PRINCE_OR_JUSTICAR: Req = { r: 'title', titles: ['prince', 'justicar'] };
export const PRIMOGEN: Req = { r: 'title', titles: ['primogen'] };

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
