/**
 * Nights of Blood seat view: what one seat (or a spectator, 'public') may see. Types only for the
 * renderer (`import type`). A sect is shown only when the rules reveal it (the Regent, the dead,
 * the end of the game) or to the seat itself, or to a seat that learned it (informant, Auspex).
 * Card texts: `cards-nights:<id>.name` / `.text`.
 */
import type { GameResult, I18nRef, SeatId } from '../../engine/types';
import type { SectId } from './cards';

export interface NightsContactView {
  /** Card id when face up or the viewer's own; null = a face-down contact of someone else. */
  id: string | null;
  up: boolean;
}

export interface NightsPlayerView {
  seat: SeatId;
  sect: SectId | null;
  regent: boolean;
  line: string;
  powers: string[];
  blood: number;
  maxBlood: number;
  health: number;
  light: number;
  agg: number;
  dead: boolean;
  lost: boolean;
  handCount: number;
  /** Own hand, or a hand shown by bloodlust. */
  hand?: string[];
  resources: string[];
  weapon: string | null;
  contacts: NightsContactView[];
  shelters: number;
  reach: number;
  attacksLeft: number;
}

export interface NightsStruggleView {
  attacker: SeatId;
  victim: SeatId;
  /** Who discards now. */
  turn: SeatId;
  rounds: number;
  frenzy: boolean;
}

export interface NightsView {
  game: 'nights';
  viewer: SeatId | 'public';
  seats: number;
  gameNumber: number;
  games: number;
  night: number;
  regent: SeatId;
  rulingSect: SectId;
  direction: 'cw' | 'ccw';
  order: SeatId[];
  turn: SeatId | null;
  event: string | null;
  deckCount: number;
  discardTop: string | null;
  discardCount: number;
  eventDeckCount: number;
  players: NightsPlayerView[];
  struggle: NightsStruggleView | null;
  attack: { from: SeatId; to: SeatId; light: number; agg: number; source: string } | null;
  /** Public acts: hostile[a][b] attacks, bites, thefts by a against b; friendly[a][b] heals; spared[a][b] other targets chosen while b could be hit. */
  acts: { hostile: number[][]; friendly: number[][]; spared: number[][] };
  series: { winner: SectId | null; regent: SeatId }[];
  /** Why attacks this seat may expect are missing now (why-not.ts: shelters out of reach, the truce); absent when none. */
  whyNot?: I18nRef[];
  result: GameResult | null;
}
