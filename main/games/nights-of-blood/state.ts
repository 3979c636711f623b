/** Nights of Blood game state (internal; never sent to the renderer, see view.ts for what is). */
import type { GameResult, RngState, SeatId } from '../../engine/types';
import type { SectId } from './cards';
import type { NightsConfig } from './config';

export interface Contact {
  /** Main-deck instance id. */
  inst: string;
  up: boolean;
}

export interface Player {
  sect: SectId;
  regent: boolean;
  /** The sect is public (the Regent, the dead, the losers of a fallen Regent's sect). */
  revealed: boolean;
  line: string;
  powers: string[];
  hand: string[];
  resources: string[];
  weapon: string | null;
  contacts: Contact[];
  blood: number;
  maxBlood: number;
  health: number;
  light: number;
  agg: number;
  dead: boolean;
  /** Out of the game because the Regent of their sect fell (they lost). */
  lost: boolean;
  /** Blood points spent this night (bloodlust triggers 1 and 2). */
  spentNight: number;
  frenziedNight: boolean;
  healedAggNight: boolean;
  // per turn
  healedLightTurn: boolean;
  healedAggTurn: boolean;
  attacksUsed: number;
  powersUsed: string[];
  freeHealsUsed: number;
  damageBonus: number;
  attackBonus: number;
  reachBonus: number;
  aggNext: boolean;
  noDodge: boolean;
  /** Until this seat's next turn. */
  shelterBonus: number;
  /** Sects this seat has learned (informant, Auspex): seat -> sect. */
  known: Record<number, SectId>;
  /** Games won in a chained series. */
  wins: number;
}

export interface Attack {
  from: SeatId;
  to: SeatId;
  light: number;
  agg: number;
  /** Cancels still needed (2 against an Assamite). */
  cancels: number;
  dodgeable: boolean;
  /** Which card or power made it (for the log). */
  source: string;
}

/** The frame stack (design.md §9): the top frame asks or runs automatically. */
export type Frame =
  | { t: 'direction' }
  | { t: 'turn'; seat: SeatId; over: boolean }
  | { t: 'respond'; atk: Attack }
  | { t: 'ambush'; from: SeatId; targets: SeatId[]; source: string }
  | { t: 'save'; seat: SeatId; by: SeatId | null; bite: boolean }
  | { t: 'death'; seat: SeatId; by: SeatId | null; bite: boolean }
  | { t: 'struggle'; a: SeatId; v: SeatId; who: 'a' | 'v'; frenzy: boolean; rounds: number }
  | { t: 'stealPower'; seat: SeatId; from: SeatId }
  | { t: 'dropPower'; seat: SeatId }
  | { t: 'keepTwo'; seat: SeatId; cards: string[] }
  | { t: 'placeContact'; seat: SeatId }
  | { t: 'discardDraw'; seat: SeatId }
  | { t: 'frenzy'; seat: SeatId; victim: SeatId | null; gained: number; started: boolean };

/** Public record of hostile and friendly acts (what the heuristic bot reads). */
export interface Acts {
  /** hostile[a][b]: attacks, bites, thefts and sabotage by a against b. */
  hostile: number[][];
  /** friendly[a][b]: heals of b by a. */
  friendly: number[][];
  /** spared[a][b]: times a attacked or bit someone else while b was a legal target too. */
  spared: number[][];
}

export interface NightsState {
  v: 1;
  config: NightsConfig;
  n: number;
  rng: RngState;
  /** Game of the chained series (1-based). */
  game: number;
  night: number;
  regent: SeatId;
  rulingSect: SectId;
  /** +1 = seat order (clockwise), -1 = the other way; chosen by the Regent. */
  direction: 1 | -1;
  /** Seats of this night in playing order, and the index of the current turn. */
  order: SeatId[];
  turnIndex: number;
  turnSeat: SeatId | null;
  event: string | null;
  eventDeck: string[];
  eventUsed: string[];
  deck: string[];
  discard: string[];
  powerDeck: string[];
  powerDiscard: string[];
  lineDeck: string[];
  players: readonly Readonly<Player>[];
  stack: Frame[];
  acts: Acts;
  /** Seat whose hand bloodlust shows to everybody (until the procedure ends). */
  shownHand: SeatId | null;
  result: GameResult | null;
  /** Winners of each finished game of the series (sect). */
  series: { winner: SectId | null; regent: SeatId }[];
}
