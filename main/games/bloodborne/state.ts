/** Bloodborne game state (internal; never sent to the renderer — see view.ts for what is). */
import type { GameResult, RngState, SeatId } from '../../engine/types';
import type { MonsterType } from './cards';
import type { BloodborneConfig } from './config';

export type Trophies = Record<MonsterType, number>;

export interface Hunter {
  hand: string[];
  /** Public, spread used pile (oldest first). */
  used: string[];
  /** Card chosen in step 1 (face down until the reveal). */
  played: string | null;
  /** Weapon chosen in step 2 after a Transform. */
  weapon: string | null;
  health: number;
  collected: number;
  deposited: number;
  trophies: Trophies;
  /** Dead this round: out until the Hunter's Dream step (rulebook "Muerte de un cazador"). */
  dead: boolean;
  deaths: number;
  /** Final boss Rom: out for the rest of the game after a second death. */
  eliminated: boolean;
  /** Took at least one echo from the current monster this round (trophy eligibility). */
  hit: boolean;
  /** Dealt its damage in step 3: no attack in step 5. */
  struckInstant: boolean;
  /** Its melee weapon deals no damage this round (Trabuco). */
  meleeCancelled: boolean;
}

/** Where the round is. Steps 1-8 of "Cómo jugar"; 'over' after the final boss dies. */
export type Stage = 'action' | 'transform' | 'instants' | 'monster' | 'attacks' | 'flee' | 'dream' | 'end' | 'over';

export interface Pending {
  kind: 'action' | 'transform' | 'upgrade' | 'remove' | 'trophyType';
  seats: SeatId[];
  /** Secret answers collected so far (steps 1 and 2). */
  answers: Record<number, string>;
  /** trophyType: the types to choose from. */
  types?: MonsterType[];
}

export interface Current {
  id: string;
  echoes: number;
  /** The final boss. */
  final: boolean;
}

export interface Roll {
  lantern: string;
  faces: { v: number; crit: boolean }[];
  bonus: number;
  total: number;
}

export interface BloodborneState {
  v: 1;
  config: BloodborneConfig;
  n: number;
  rng: RngState;
  round: number;
  stage: Stage;
  /** Hunter with the first-player token. */
  first: SeatId;
  /** Position in the clockwise order during steps 3, 5 and 7. */
  cursor: number;
  finalBoss: string;
  /** Face-down Chalice Dungeon deck (top first). */
  dungeon: string[];
  /** Monsters and bosses back in the box (unused). */
  box: string[];
  /** Killed or fled (out of the game). */
  gone: string[];
  current: Current | null;
  /** Whether the current monster died this round. */
  killed: boolean;
  upgradeDeck: string[];
  market: string[];
  /** Action cards removed from the game by the upgrade limit. */
  removed: string[];
  bank: number;
  hunters: Hunter[];
  pending: Pending | null;
  /** Decisions waiting after the pending one (trophy choices, upgrade limit). */
  asks: Pending[];
  lastRoll: Roll | null;
  /** Cards shown after the reveal of step 1 (and step 2), per seat. */
  revealed: boolean;
  result: GameResult | null;
  scores: number[] | null;
}
