/**
 * Values the deck UI needs at run time. The renderer may only import types from main/, so the
 * lists are repeated here; lib/constants.test.ts checks that they match main/decks/types.ts.
 */
import type { DeckEdition, DeckFormat } from '../../../../main/decks/types';

export const EDITIONS: readonly DeckEdition[] = ['vekn-current', 'es-2018'];
export const FORMATS: readonly DeckFormat[] = ['twd', 'ardb', 'lackey', 'jol', 'krcg', 'vdb', 'text'];
export const MIN_TABLE = 2;
export const MAX_TABLE = 10;
