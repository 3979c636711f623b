/**
 * The rulings of a boon keeping an ousted Methuselah in the game (issue 29, h-masters-b, fourteenth session;
 * testing/families-life-boon.ts checks them, `lifeBoonRulings`), area `masters`; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const LIFE_BOON_RULINGS: readonly RulingEntry[] = [];

export const LIFE_BOON_PENDING: Readonly<Record<string, readonly string[]>> = {
  // followed by rules/turn.ts `gainPoint` (each card in play takes one point, in table order; none once its controller
  // is ousted), the simultaneous ousting of the saved Methuselah's prey reads as any other; no scenario of two boons,
  // of a boon on its player's predator or of a double ousting yet; "enough to compensate" a pool below 0 is what
  // `keepInGame` gives (back to 1), but the engine burns at most the pool there is, so no scenario reaches it
  '101103': ['RTR 19951017', 'RTR 20000501', 'LSJ 20020622', 'LSJ 20021029', 'RTR 19970630', 'ANK 20230817-2'],
};

export const LIFE_BOON_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '101103': [{ refs: ['RTR 19991206'], reason: 'the engine awards whole victory points only: no half point to take' }],
};
