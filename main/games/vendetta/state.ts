/** Vendetta game state (internal; never sent to the renderer, see view.ts for what is). */
import type { GameResult, RngState, SeatId } from '../../engine/types';
import type { VendettaClanId, VendettaPhase, VendettaStep } from './view';

export interface VendettaConfig {
  /** 3-5 players; 4 or 6 in team mode. */
  players: number;
  /** Variant: location cards on every location but the Prince's Haven. */
  locationCards: boolean;
  /** Variant: relic cards. */
  relics: boolean;
  /** Variant: team mode (4 or 6 players), partners are seat s and s + players/2. */
  teams: boolean;
}

export interface Slot {
  id: string;
  up: boolean;
  /** Placement key (global counter), does not reveal the card. */
  key: string;
}

export interface Position {
  cards: Slot[];
  blood: number;
  withdrew: boolean;
  token?: 'fight' | 'retreat';
  total?: number;
  rank?: number;
  /** Conflict relic used here (RE06 / RE08). */
  relicHere?: boolean;
}

export interface Loc {
  id: string;
  haven: boolean;
  card: string | null;
  ally: string | null;
  resolved: boolean;
  pos: Position[];
  /** Card keys whose owner chose to spare the teammate (team mode) in a conflict effect. */
  spareMate: string[];
}

export interface Player {
  clan: VendettaClanId | null;
  blood: number;
  influence: number;
  diablerie: number;
  diablerieDown: number;
  hand: string[];
  deck: string[];
  looking: string[];
  keepLeft: number;
  alliance: string[];
  drained: string[];
  relic: string | null;
  relicUsed: boolean;
  eliminated: boolean;
  /** Face-down cards this seat has looked at: slot key -> card id. */
  known: Record<string, string>;
  /** Own clan cards every seat has seen face up at some time (public knowledge). */
  shown: string[];
}

/** Work items of the automatic flow (processed in order by rules.advance). */
export type Task =
  | { t: 'clanPick'; seat: SeatId }
  | { t: 'relicPick'; seat: SeatId }
  | { t: 'roundStart' }
  | { t: 'hand' }
  | { t: 'planningStart' }
  | { t: 'turn'; seat: SeatId; n: number; of: number }
  | { t: 'challenge'; owner: SeatId; target: SeatId; lose: number; loc: number; key: string; mate?: boolean }
  | { t: 'recallChoice'; seat: SeatId; except: string }
  | { t: 'relicLose'; seat: SeatId; n: number; mate?: boolean }
  | { t: 'turnResume'; seat: SeatId }
  | { t: 'bloodStep'; seat: SeatId; loc: number }
  | { t: 'resolutionStart' }
  | { t: 'relicStart'; seat: SeatId }
  | { t: 'retreat'; loc: number }
  | { t: 'reveal'; loc: number }
  | { t: 'step'; loc: number; step: 'prep' | 'conflict' | 'consequence' }
  | { t: 'stepSeat'; loc: number; step: 'prep' | 'conflict' | 'consequence'; seat: SeatId }
  | { t: 'cardEffect'; loc: number; seat: SeatId; key: string; mate?: boolean }
  | { t: 'conflictRelics'; loc: number }
  | { t: 'relicConflict'; loc: number; seat: SeatId }
  | { t: 'determine'; loc: number }
  | { t: 'after'; loc: number }
  | { t: 'succubus'; loc: number; seat: SeatId }
  | { t: 'roundEnd' };

export interface Pending {
  kind: string;
  /** Seats that must answer (several only for simultaneous decisions). */
  seats: SeatId[];
  ctx: Record<string, unknown>;
  /** Secret answers collected so far (simultaneous secret decisions). */
  answers?: Record<number, string>;
}

export interface VendettaState {
  v: 1;
  config: VendettaConfig;
  n: number;
  rng: RngState;
  round: number;
  phase: VendettaPhase;
  ambition: SeatId;
  players: Player[];
  locs: Loc[];
  allyDeck: string[];
  victimDeck: string[];
  /** Allies nobody won (removed from the game). */
  outAllies: string[];
  clanOffer: VendettaClanId[];
  /** Clan sheets back in the box. */
  boxClans: VendettaClanId[];
  relicOffer: string[];
  boxRelics: string[];
  boxLocationCards: string[];
  supply: { blood: number; influence: number; diablerie: number };
  queue: Task[];
  pending: Pending | null;
  planning: { seat: SeatId; turn: number; turns: number } | null;
  resolving: { location: number; step: VendettaStep } | null;
  /** Card keys already resolved in the current step (5.3 / 5.4 / 5.5). */
  stepDone: string[];
  keyCounter: number;
  result: GameResult | null;
  scores: number[] | null;
}
