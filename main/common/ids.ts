/**
 * Identifiers every process shares (types and constants only).
 */

/** The four games of the app. */
export type GameId = 'vtes' | 'vendetta' | 'bloodborne' | 'nights';
export const GAME_IDS: readonly GameId[] = ['vtes', 'vendetta', 'bloodborne', 'nights'];
