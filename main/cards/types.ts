/**
 * Card model shared by main and renderer (types only: the renderer may import this file).
 * This is the contract between the card importer/search (main/cards) and the lookup UI.
 * Extend it additively; do not rename fields.
 */
import type { GameId } from '../common/ids';

// The game ids are defined once in main/common/ids.ts; the card model re-exports them.
export { GAME_IDS, type GameId } from '../common/ids';

/** A discipline (or imbued virtue) a crypt card has: level 1 = inferior (square), 2 = superior (rhombus). */
export interface DisciplineLevel {
  code: string; // lower-case VEKN abbreviation: 'aus', 'dom', 'vic' (virtues too: 'def', 'jud', ...)
  level: 1 | 2;
}

export type AutomationStatus = 'full' | 'partial' | 'manual';

export interface CardSummary {
  /** Globally unique: `${game}:${id}` */
  uid: string;
  game: GameId;
  id: string;
  /** As stored in the official list, e.g. "Rack, The" */
  name: string;
  /** Reading order, e.g. "The Rack" */
  displayName: string;
  /** Spanish name when imported and different from the English one */
  nameEs?: string;
  /**
   * Polish name of a built-in card of a board game (Vendetta, Bloodborne, Nights of Blood), whose
   * names the project translates; official V:TES cards keep their English name in Polish.
   */
  namePl?: string;
  /** 'crypt' | 'library' for V:TES; game-specific kinds for the other games ('clan', 'ally', ...) */
  kind: string;
  /** Card types; combined types are split: "Action Modifier/Reaction" -> ['Action Modifier','Reaction'] */
  types: string[];
  /** Clan(s); a library card may list several alternatives ("/") */
  clans: string[];
  /** Crypt disciplines (and virtues); empty for library cards */
  disciplines: DisciplineLevel[];
  /**
   * Library discipline requirement in disjunctive normal form: each inner array is a set of
   * disciplines required together ('&'); the outer array lists alternatives ('/').
   * "aus/dom" -> [['aus'],['dom']], "obf&pot" -> [['obf','pot']]
   */
  libraryDisciplines: string[][];
  capacity?: number;
  /** Crypt group as printed: '1'..'7' or 'ANY' */
  group?: string;
  advanced: boolean;
  /** Costs as printed: a number as string or 'X' */
  poolCost?: string;
  bloodCost?: string;
  convictionCost?: string;
  sect?: string;
  title?: string;
  votes?: number;
  /** Banned year, e.g. '2005' */
  banned?: string;
  automation?: AutomationStatus;
  /**
   * V:TES, in the lookup (issue 27 item 12): whether the card data has a reviewed entry for this
   * card's text (`full`), a draft, one written from another text (`stale`), one whose Disciplines
   * differ (`mismatch`) or none; and the reading the rules play, rendered from the data in the UI
   * languages (never the official text), when the card plays by an entry.
   */
  automationEntry?: 'full' | 'draft' | 'stale' | 'mismatch' | 'none';
  reading?: { es: string; pl: string };
}

export interface CardPrinting {
  set: string; // abbreviation, e.g. 'V5'
  setName?: string;
  /** Spanish set name when the Spanish sets file was imported */
  setNameEs?: string;
  releaseDate?: string; // YYYY-MM-DD
  /** Rarity code as printed (C, U, R, V, ...) when the printing is a booster printing */
  rarity?: string;
  /** Preconstructed deck code and copies, e.g. { deck: 'PV', count: 2 } */
  precon?: { deck: string; count: number; deckName?: string };
}

export interface CardDetail extends CardSummary {
  aka?: string;
  path?: string;
  /** Card text with the official markup kept (rendered by the UI) */
  text: string;
  textEs?: string;
  /**
   * Polish text of a built-in card, written by the project from the card's data (the V:TES starter
   * cards before the official list is imported, the board games' cards); official cards have none.
   */
  textPl?: string;
  flavor?: string;
  flavorEs?: string;
  artists: string[];
  burnOption: boolean;
  /** Requirements from vteslibmeta.csv when imported, e.g. ['justicar', 'inner circle'] */
  requirements: string[];
  printings: CardPrinting[];
  /** Library cards: the "Capacity" column as printed ('+1', '-2', '4', a clan name ...) */
  capacityChange?: string;
  /** Images: true when the user's image folder holds an image for this card */
  hasImage?: boolean;
}

export type TriState = 'any' | 'only' | 'exclude';

export interface DisciplineFilter {
  mode: 'and' | 'or';
  items: { code: string; level: 'any' | 'inferior' | 'superior' }[];
}

export interface NumberRange {
  min?: number;
  max?: number;
}

export interface CardFilters {
  game?: GameId;
  kind?: string;
  types?: string[];
  clans?: string[];
  sects?: string[];
  disciplines?: DisciplineFilter;
  capacity?: NumberRange;
  groups?: string[];
  poolCost?: NumberRange;
  bloodCost?: NumberRange;
  titles?: string[];
  votes?: NumberRange;
  sets?: string[];
  banned?: TriState;
  advanced?: TriState;
  /** only the cards of the user's collection (the service fills `ownedUids`) */
  ownedOnly?: boolean;
  /** set by the service from the collection when `ownedOnly` is on; not sent by the renderer */
  ownedUids?: string[];
}

export interface CardSearchInput {
  /** Free text or query-language expression ("aus capacity>=8 -clan:ventrue") */
  q: string;
  filters: CardFilters;
  sort?: 'name' | 'capacity' | 'group' | 'type' | 'clan';
  offset: number;
  limit: number;
}

export interface CardSearchResult {
  total: number;
  items: CardSummary[];
}

export interface CardFacets {
  types: string[];
  clans: string[];
  sects: string[];
  disciplines: string[];
  groups: string[];
  titles: string[];
  sets: { abbrev: string; name: string; nameEs?: string; releaseDate?: string }[];
}

export interface CardDbStatus {
  /** Count per game and kind, e.g. { vtes: { crypt: 1837, library: 3956 } } */
  counts: Partial<Record<GameId, Record<string, number>>>;
  importedAt?: string;
  /** Which official files were part of the last import */
  files: string[];
  hasSpanish: boolean;
  /** The imported rulings (issue 32 item 1): how many, and when */
  rulings: { count: number; importedAt?: string };
}

export interface RulingRef {
  /** `LSJ 20040518`, `RBK cancel-a-card` */
  id: string;
  url?: string;
}

/** One ruling of a card, from the imported rulings files. */
export interface CardRuling {
  /** the sentence without its reference ids: `{Name}` names a card, `[dom]` a discipline */
  text: string;
  refs: RulingRef[];
  /** restates the card text or a rule (the file's `[REMINDER]` tag) */
  reminder?: boolean;
  /** set when the ruling comes from a group of cards: its id, name and the card's qualifier */
  group?: { id: string; name: string; qualifier?: string };
}

export interface RulingsSummary {
  /** cards with at least one ruling */
  cards: number;
  rulings: number;
  groups: number;
  references: number;
  files: string[];
}

export interface ImportFile {
  name: string;
  content: string;
}

export interface ImportSummary {
  added: number;
  updated: number;
  unchanged: number;
  crypt: number;
  library: number;
  sets: number;
  translated: number;
  files: string[];
  /** Files imported although short (the user confirmed): the cards kept from the old list. */
  kept?: { file: string; count: number; names: string[] }[];
  /** Set when the import had the rulings files */
  rulings?: RulingsSummary;
}

export interface ImportProgress {
  phase: 'parse' | 'write' | 'index' | 'rulings' | 'done';
  file?: string;
  done: number;
  total: number;
}
