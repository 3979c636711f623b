/**
 * Vendetta seat view: what one seat (or a spectator, 'public') may see. Types only, the
 * renderer imports this file with `import type`. Changes are additive only.
 *
 * Texts: card names/texts are i18n keys `cards-vendetta:<cardId>.name` / `.text`;
 * clans `cards-vendetta:clan.<clanId>`; locations `cards-vendetta:place.<locId>`.
 */
import type { GameResult, SeatId } from '../../engine/types';

export type VendettaClanId = 'BR' | 'GA' | 'MA' | 'NO' | 'TO' | 'TR' | 'VE';

export type VendettaPhase =
  | 'setup-clan' // 3. clan sheets picked in turn order
  | 'setup-relic' // relic variant: relics picked in reverse turn order
  | 'kiss' // 1. Beso
  | 'locations' // 2. Preparación de las Ubicaciones
  | 'hand' // 3. Construcción de la mano
  | 'planning' // 4. Planificación
  | 'resolution' // 5. Resolución
  | 'over';

/** The step of 5. Resolución at the location being resolved. */
export type VendettaStep = 'start' | 'retreat' | 'reveal' | 'prep' | 'conflict' | 'consequence' | 'after';

/** Clan card kinds: passive (white) or one of the three active kinds (black). */
export type VendettaCardKind = 'passive' | 'prep' | 'conflict' | 'consequence';

/** One clan card in a Position. `id` is null when the seat cannot see it (card back). */
export interface VendettaSlotView {
  /** Stable key within the position for the UI (not the card id). */
  key: string;
  /** Card id, e.g. 'BR01'; null = face-down card of another seat. */
  id: string | null;
  faceUp: boolean;
  /** Owner of the card (cards are always in their owner's position in this implementation). */
  owner: SeatId;
  /** Current power when the card is visible (after effects during 5.4), else undefined. */
  power?: number;
}

export interface VendettaPositionView {
  seat: SeatId;
  /** Assigned blood here. */
  blood: number;
  cards: VendettaSlotView[];
  /** During 5.1: 'hidden' = not chosen yet, 'chosen' = chosen but secret, then the revealed token. */
  token?: 'hidden' | 'chosen' | 'fight' | 'retreat';
  /** True when this seat withdrew from this location (5.1 or an effect). */
  withdrew?: boolean;
  /** Final total power once 5.4 determined the winner. */
  total?: number;
  /** Rank in the conflict (1 = winner) once determined. */
  rank?: number;
}

export interface VendettaLocationView {
  /** 0-based position in resolution order; the Prince's Haven is always last. */
  index: number;
  /** 'L1' | 'L2' | 'L3' | 'haven' */
  id: string;
  isHaven: boolean;
  /** Location card (variant), e.g. 'LC01'. */
  locationCard: string | null;
  /** Ally waiting here to be won, e.g. 'AL07'. */
  ally: string | null;
  resolved: boolean;
  positions: VendettaPositionView[];
}

export interface VendettaAllianceCardView {
  id: string; // 'AL..' ally or 'VI..' victim
  drained: boolean;
}

export interface VendettaPlayerView {
  seat: SeatId;
  clan: VendettaClanId | null;
  /** Team index in team mode, else undefined. */
  team?: number;
  blood: number;
  influence: number;
  diablerie: number;
  /** Diablerie tokens flipped face down this round. */
  diablerieDown: number;
  handCount: number;
  /** Only in the seat's own view. */
  hand?: string[];
  deckCount: number;
  /** Only in the seat's own view during 3. Construcción de la mano: the cards looked at. */
  looking?: string[];
  /**
   * Only in the seat's own view, while it places the card it chose to play (4. Planificación):
   * that card, and the location once chosen. The questions of where and face up or down do not
   * name it, and nobody else may know it before it is shown.
   */
  placing?: { card: string; loc?: number };
  alliance: VendettaAllianceCardView[];
  relic: string | null;
  relicUsed: boolean;
  eliminated: boolean;
  /** Own clan cards this player has shown face up during the game (public knowledge). */
  shown?: string[];
  /** Final score (influence) once the game is over. */
  score?: number;
}

export interface VendettaView {
  game: 'vendetta';
  /** Whose view this is. */
  viewer: SeatId | 'public';
  seats: number;
  round: number;
  phase: VendettaPhase;
  ambition: SeatId;
  /** Turn order for this round, starting with the Ambition holder. */
  order: SeatId[];
  config: { threePlayerTables: boolean; locationCards: boolean; relics: boolean; teams: boolean };
  supply: { blood: number; influence: number; diablerie: number };
  allyDeckCount: number;
  victimDeckCount: number;
  /** Clan sheets still on offer during set-up. */
  clanOffer: VendettaClanId[];
  /** Relics still on offer during set-up. */
  relicOffer: string[];
  /** During 4. Planificación: whose turn, turn number (1-based) and the round's total turns. */
  planning: { seat: SeatId; turn: number; turns: number } | null;
  /** During 5. Resolución: the location and step being resolved. */
  resolving: { location: number; step: VendettaStep } | null;
  players: VendettaPlayerView[];
  locations: VendettaLocationView[];
  /** Face-down cards this seat has looked at (peek effects): slot key -> card id. */
  known?: Record<string, string>;
  result: GameResult | null;
}
