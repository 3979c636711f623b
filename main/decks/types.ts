/**
 * V:TES deck model, shared by main and renderer (types only: the renderer may import this file
 * with `import type`). Extend additively; do not rename fields.
 */
import type { CardSummary } from '../cards/types';

/**
 * Which construction rules a deck follows:
 * - 'vekn-current': current VEKN rulebook (vtes-pl, "Budowa talii"): crypt >= 12, library 60–90.
 * - 'es-2018': Spanish 2018 rulebook (vtes-es, 1.2): crypt >= 12, library 40 + up to 10 per player.
 */
export type DeckEdition = 'vekn-current' | 'es-2018';
export const DECK_EDITIONS: readonly DeckEdition[] = ['vekn-current', 'es-2018'];

/** Players at the table assumed by the 2018 rules when the deck does not say (library max 40 + 10·n). */
export const DEFAULT_TABLE_SIZE = 5;
export const MIN_TABLE_SIZE = 2;
export const MAX_TABLE_SIZE = 10;

/** card uid (`vtes:<id>`) → number of copies (>= 1). Key order is not meaningful. */
export type CardCounts = Record<string, number>;

/** The editable content of a deck: what a version stores and what a draft holds. */
export interface DeckContent {
  name: string;
  edition: DeckEdition;
  /** Players at the table (only used by the 'es-2018' library maximum). */
  tableSize: number;
  crypt: CardCounts;
  library: CardCounts;
  /** Optional printing chosen per card: uid → set abbreviation (e.g. 'V5'). */
  printings?: Record<string, string>;
  /** Free text; TWD "Description:" is imported here. */
  notes: string;
  tags: string[];
  /** TWD "Created by:" / author, when known. */
  author?: string;
}

/** A row of the deck list. */
export interface DeckSummary {
  id: string;
  name: string;
  edition: DeckEdition;
  tags: string[];
  cryptCount: number;
  libraryCount: number;
  /** Number of the latest saved version (1 for a new deck). */
  version: number;
  createdAt: string; // ISO 8601
  updatedAt: string; // ISO 8601
  /** True when an autosaved draft holds unsaved changes. */
  hasDraft: boolean;
  /** Set for decks in the trash. */
  deletedAt?: string;
  /**
   * Legality of the latest saved version under its edition (decks.list only, when card data is
   * imported): counts of errors and warnings.
   */
  legality?: { legal: boolean; errors: number; warnings: number };
}

export interface DeckDraft {
  content: DeckContent;
  savedAt: string;
  /** The version the draft started from. */
  baseVersion: number;
}

/** A deck with its latest saved content and, if any, the autosaved draft. */
export interface Deck extends DeckSummary {
  content: DeckContent;
  draft: DeckDraft | null;
}

export interface DeckVersionInfo {
  version: number;
  savedAt: string;
  name: string;
  cryptCount: number;
  libraryCount: number;
  /** Optional label given when saving. */
  message?: string;
}

export interface DeckVersion extends DeckVersionInfo {
  content: DeckContent;
}

export interface CardCountChange {
  uid: string;
  /** Copies added (positive) or removed (given as a positive number in `removed`). */
  count: number;
  /** Count before and after. */
  before: number;
  after: number;
}

export interface SectionDiff {
  added: CardCountChange[];
  removed: CardCountChange[];
}

export interface DeckDiff {
  from: number;
  to: number;
  crypt: SectionDiff;
  library: SectionDiff;
  name?: { from: string; to: string };
  notes?: { from: string; to: string };
  edition?: { from: DeckEdition; to: DeckEdition };
  tableSize?: { from: number; to: number };
  tags?: { added: string[]; removed: string[] };
}

// ---------------------------------------------------------------------------------------------
// Legality

export type LegalityRule = 'vtes-pl:Budowa talii' | 'vtes-es:1.2';

export type LegalityCode =
  /** error: fewer than 12 crypt cards. params: count, min */
  | 'crypt_too_small'
  /** error: library below minimum. params: count, min */
  | 'library_too_small'
  /** error: library above maximum. params: count, max (and players for es-2018) */
  | 'library_too_large'
  /** error: crypt groups not one group or two consecutive groups. params: groups ("1, 3") */
  | 'crypt_groups'
  /** error: banned card. params: uid, name, year, count */
  | 'banned_card'
  /** error: the uid is not in the card database. params: uid */
  | 'unknown_card'
  /** error: a library card in the crypt or a crypt card in the library. params: uid, name, section */
  | 'wrong_section'
  /** error: not a V:TES card. params: uid */
  | 'wrong_game'
  /** warning: several copies of a unique card. params: uid, name, count */
  | 'unique_copies'
  /** warning: no vampire of the crypt can play this library card. params: uid, name, count, reason */
  | 'unplayable_card';

export interface LegalityProblem {
  severity: 'error' | 'warning';
  code: LegalityCode;
  rule: LegalityRule;
  /** Interpolation values for `decks:legality.<code>`. */
  params: Record<string, string | number>;
  /** Card concerned, when the problem is about one card. */
  uid?: string;
}

export interface LegalityReport {
  edition: DeckEdition;
  /** No problem of severity 'error'. */
  legal: boolean;
  problems: LegalityProblem[];
  cryptCount: number;
  libraryCount: number;
  /** Library limits that applied (max null = no maximum). */
  libraryMin: number;
  libraryMax: number | null;
}

// ---------------------------------------------------------------------------------------------
// Statistics

export interface DisciplineStat {
  code: string;
  inferior: number;
  superior: number;
}

export interface CountStat {
  key: string;
  count: number;
}

export interface DrawOdds {
  uid: string;
  copies: number;
  /** Chance to see at least one copy in the opening hand of 7. */
  opening: number;
  /** byTurn[i]: chance to have seen at least one copy after the draws of turn i+1 (7 + i + 1 cards). */
  byTurn: number[];
}

export interface DeckStats {
  crypt: {
    count: number;
    distinct: number;
    /** TWD definitions: min = sum of the 4 smallest, max = sum of the 4 largest capacities, avg = mean. */
    capacity: { min: number; max: number; avg: number };
    groups: string[];
    /** Disciplines across crypt cards (copies counted), superior first by total. */
    disciplines: DisciplineStat[];
    clans: CountStat[];
    sects: CountStat[];
    titles: CountStat[];
  };
  library: {
    count: number;
    distinct: number;
    byType: CountStat[];
    /** Master cards with the "trifle" keyword. */
    trifles: number;
    /** Discipline requirements of library cards (copies counted; a card with alternatives counts for each). */
    disciplines: CountStat[];
    clans: CountStat[];
    /** Cost curves: key = cost as printed ('0', '1', 'X'), count = copies. */
    poolCost: CountStat[];
    bloodCost: CountStat[];
    /** Copies with no discipline/clan/title/capacity requirement the crypt cannot meet. */
    playable: number;
    /** playable / count (0..1; 1 for an empty library). */
    playableShare: number;
  };
  /** One entry per library card (and per crypt card for the crypt draw of 4). */
  drawOdds: DrawOdds[];
  cryptDrawOdds: DrawOdds[];
}

/** What the editor asks after each change: legality and statistics together. */
export interface DeckAnalysis {
  legality: LegalityReport;
  stats: DeckStats;
}

// ---------------------------------------------------------------------------------------------
// Import / export

export type DeckFormat = 'twd' | 'ardb' | 'lackey' | 'jol' | 'krcg' | 'vdb' | 'text';
export const DECK_FORMATS: readonly DeckFormat[] = ['twd', 'ardb', 'lackey', 'jol', 'krcg', 'vdb', 'text'];

export interface NameSuggestion {
  uid: string;
  name: string;
  /** Edit distance to the normalized input name. */
  distance: number;
}

export interface UnresolvedLine {
  /** 1-based line number in the input. */
  line: number;
  text: string;
  name: string;
  count: number;
  section: 'crypt' | 'library' | 'unknown';
  suggestions: NameSuggestion[];
}

export interface ImportNotice {
  line?: number;
  /** key under `decks:import.` */
  key: string;
  params?: Record<string, string | number>;
}

/** The result of `decks.parseImport`: nothing is saved until `decks.create` is called with `content`. */
export interface ImportPreview {
  format: DeckFormat;
  content: DeckContent;
  /** Names that could not be resolved (not in `content`). Empty when everything resolved. */
  unresolved: UnresolvedLine[];
  notices: ImportNotice[];
  legality: LegalityReport;
}

export interface DeckExport {
  format: DeckFormat;
  text: string;
  /** Suggested file name, e.g. "Malk Madness.twd.txt" */
  fileName: string;
  mimeType: string;
}

/** Card data the editor shows for each card of a deck. */
export type DeckCardInfo = CardSummary;
