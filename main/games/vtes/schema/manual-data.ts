/**
 * The vocabulary of the manual operations (vtes-es 1.4; issue 34 §1): the operations a player may
 * choose, the regions a card may be moved to, the labels a card may carry, the amounts offered and
 * the draft a multi-step operation fills pick by pick (manual-apply.ts). A superset of JOL's
 * commands, every value enumerated: nothing a player types bypasses the option model.
 */

/**
 * The operations, in the order offered. The first eight keep the one-unit behaviour they always
 * had (saved games replay them as before); the others ask for their amount, region, marker...
 */
export const MANUAL_OPS = [
  'bloodPlus',
  'bloodMinus',
  'poolPlus',
  'poolMinus',
  'lock',
  'unlock',
  'burnCard',
  'draw',
  'bloodAmount',
  'poolAmount',
  'transfer',
  'capacity',
  'drawMany',
  'discard',
  'move',
  'attach',
  'detach',
  'mark',
  'unmark',
  'label',
  'order',
  'edge',
  'shuffle',
  'random',
  'show',
] as const;
export type ManualOp = (typeof MANUAL_OPS)[number];

/** Adjustments of the action, referendum or combat in progress (issue 5 item 5). */
export const MANUAL_CONTEXT_OPS = [
  'stealthPlus',
  'interceptPlus',
  'bleedPlus',
  'bleedMinus',
  'votesFor',
  'votesAgainst',
  'endCombat',
] as const;

/** Regions a card may be moved to (library top or bottom; a crypt card goes under the crypt). */
export const MANUAL_ZONES = [
  'hand',
  'libraryTop',
  'libraryBottom',
  'ash',
  'play',
  'crypt',
  'uncontrolled',
  'ready',
  'torpor',
  'incapacitated',
  'removed',
] as const;
export type ManualZone = (typeof MANUAL_ZONES)[number];
/** The regions of a library card and of a crypt card. */
export const LIBRARY_ZONES: readonly ManualZone[] = ['hand', 'libraryTop', 'libraryBottom', 'ash', 'play', 'removed'];
export const CRYPT_ZONES: readonly ManualZone[] = ['crypt', 'uncontrolled', 'ready', 'torpor', 'ash', 'removed'];
/** An imbued's regions: the incapacitated region instead of torpor (imbued appendix 5). */
export const IMBUED_ZONES: readonly ManualZone[] = ['crypt', 'uncontrolled', 'ready', 'incapacitated', 'ash', 'removed'];

/** Labels a card may carry (JOL's notes, from a fixed list the log can translate). */
export const LABELS = ['used', 'effect', 'target', 'reminder'] as const;

/** Amounts offered: counters added or removed, cards drawn, capacity, sides of the random number. */
export const SIGNED_AMOUNTS = [1, 2, 3, 4, 5, -1, -2, -3, -4, -5] as const;
export const DRAW_AMOUNTS = [1, 2, 3, 4, 5] as const;
export const STAT_AMOUNTS = [1, 2, 3, -1, -2] as const;
export const CAPACITY_AMOUNTS = [1, 2, 3, -1, -2, -3] as const;
export const RANDOM_SIDES = [2, 3, 4, 5, 6, 10, 20] as const;

/** What a multi-step operation has chosen so far (the pick frame's data, state.ts `PickNext`). */
export interface ManualDraft {
  op: string;
  card?: string;
  seat?: number;
  n?: number;
  zone?: string;
  mark?: string;
  host?: string;
  until?: string;
  src?: string;
  label?: string;
}

/**
 * Rule markers (issue 34, marks.ts): the kinds a player may put on a minion by hand. "Cannot be
 * blocked" by one Methuselah's minions (`unblockableBy`, the Methuselah chosen) or by anyone's
 * (`unblockable`: an action the card says "cannot be blocked"). A `corruption` marker is one corruption counter of the
 * Methuselah `seat` on the minion (counters put by the cards the engine does not run), kept until removed; the
 * vampires' own texts read them (Condition `corrupted`).
 */
export const MARK_KINDS = [
  'cannotBlock',
  'cannotAct',
  'unblockableBy',
  'unblockable',
  'noUnlock',
  'noDiablerie',
  'stealth',
  'intercept',
  'bleed',
  'strength',
  'corruption',
] as const;
export type MarkKind = (typeof MARK_KINDS)[number];
/** Kinds that add to a stat (an amount is chosen). */
export const STAT_MARKS: readonly MarkKind[] = ['stealth', 'intercept', 'bleed', 'strength'];

/**
 * How long a marker lasts: until removed by hand, the end of the current action, combat or turn,
 * the minion's controller's next unlock phase, or while the card `src` stays on the minion.
 */
export const MARK_DURATIONS = ['removed', 'action', 'combat', 'turn', 'unlock', 'card'] as const;
export type MarkUntil = (typeof MARK_DURATIONS)[number];

export interface Mark {
  k: MarkKind;
  until: MarkUntil;
  /** The amount of a stat marker. */
  n?: number;
  /** `unblockableBy`: the Methuselah whose minions cannot block this one; `corruption`: the Methuselah whose counter it is. */
  seat?: number;
  /** `card`: the card whose presence on the minion keeps the marker. */
  src?: string;
}
