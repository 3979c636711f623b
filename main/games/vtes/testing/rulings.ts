/**
 * The V:TES rulings suite (issue 19): automated cards (by official id) and rule situations, mapped to the
 * published rulings (ids of the public vtes-rulings database: LSJ, ANK, RTR, TOM, PIB...) or rulebook
 * sections they follow, with the expected outcome in our own words (never the rulings' text). Each entry
 * is checked by the scenario of the same key in its area's test file (rulings.test.ts for actions,
 * rulings-<area>.test.ts for the others); the entries live in rulings-<area>.ts. docs/vtes-automation.md lists, per
 * card, the rulings honoured. A newly automated card brings its entries and scenarios.
 */
import { ACTION_RULINGS } from './rulings-action';
import { ACTION_CARD_RULINGS } from './rulings-action-cards';
import { ALLY_RULINGS } from './rulings-allies';
import { CARD_RULINGS } from './rulings-cards';
import { COMBAT_RULINGS } from './rulings-combat';
import { MASTERS_RULINGS } from './rulings-masters';
import { GROUP_RULINGS } from './rulings-groups';
import { IMBUED_RULINGS } from './rulings-imbued';
import { PHASES_RULINGS } from './rulings-phases';
import { POLITICS_RULINGS } from './rulings-politics';
import { TURN_RULINGS } from './rulings-turn';
import { MODS_RULINGS } from './rulings-mods';
import { WEAPON_RULINGS } from './rulings-weapons';
import { ROUNDS_RULINGS } from './rulings-rounds';
import { ACTION_SWEEP_RULINGS } from './rulings-action-sweep';
import { ACTIONS_IN_PLAY_RULINGS } from './rulings-actions-in-play';
import { CRYPT_RULINGS } from './rulings-crypt';
import { CRYPT_A_RULINGS } from './rulings-crypt-a';
import type { RulingArea, RulingEntry } from './ruling-entry';

export type { RulingArea, RulingEntry } from './ruling-entry';

/** Every entry, by area (each area's entries live in rulings-<area>.ts). */
export const VTES_RULINGS: readonly RulingEntry[] = [
  ...ACTION_RULINGS,
  ...COMBAT_RULINGS,
  ...POLITICS_RULINGS,
  ...PHASES_RULINGS,
  ...MASTERS_RULINGS,
  ...ACTION_CARD_RULINGS,
  ...CARD_RULINGS,
  ...ALLY_RULINGS,
  ...TURN_RULINGS,
  ...GROUP_RULINGS,
  ...IMBUED_RULINGS,
  ...MODS_RULINGS,
  ...WEAPON_RULINGS,
  ...ROUNDS_RULINGS,
  ...ACTION_SWEEP_RULINGS,
  ...ACTIONS_IN_PLAY_RULINGS,
  ...CRYPT_RULINGS,
  ...CRYPT_A_RULINGS,
];

/** The entries of one rulebook area (each area's test file checks exactly these). */
export const rulingsOf = (area: RulingArea): RulingEntry[] => VTES_RULINGS.filter((e) => e.area === area);
