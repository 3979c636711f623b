/**
 * V:TES seat view: what one seat (or a spectator, 'public') may see. Types only: the renderer
 * imports this file with `import type`. Changes are additive only.
 *
 * Texts: card names are printed names (English, 7 Localization); card texts are rendered
 * from effect data with `cards-vtes:` keys; log lines with `log-vtes:` keys.
 */
import type { AutomationStatus } from '../../../cards/types';
import type { GameResult, I18nRef, SeatId } from '../../../engine/types';

export type VtesPhase = 'unlock' | 'master' | 'minion' | 'influence' | 'discard' | 'over';

/** A face-up card on the table (or in one's own hand). */
export interface VtesCardView {
  uid: string;
  /** Card id (VEKN id), e.g. '201576'. */
  cid: string;
  name: string;
  kind: 'crypt' | 'library';
  types: string[];
  locked: boolean;
  /** Blood (vampires), life (allies, retainers) or counters. */
  blood: number;
  capacity?: number;
  title?: string;
  /** Title contested (4.2) or yielded. */
  titleState?: 'contested' | 'yielded';
  sect?: string;
  clan?: string;
  disciplines?: Record<string, 1 | 2>;
  /** Cards on this card (equipment, retainers, master cards). */
  attached: VtesCardView[];
  automation: AutomationStatus;
  /** An imbued (imbued appendix 1): its counters are life, not blood. */
  imbued?: boolean;
  /** Imbued appendix 2: how many convictions are on this imbued. */
  convictions?: number;
  /** Ally recruited this turn (cannot act yet, 6.1.5). */
  justRecruited?: boolean;
  /** Contested unique card (4.1): out of play until the contest ends. */
  contested?: boolean;
  /** Red List minion (vtes-es:11). */
  redList?: boolean;
  /** Red List minion marked this turn by the acting Methuselah: its vampires may enter combat with it. */
  redListMarked?: boolean;
  /** Trophy master card (vtes-es:1.6.2 item 3). */
  trophy?: boolean;
  /** Number of trophies on this vampire. */
  trophies?: number;
  /** Keywords and traits the imported card data states (vtes-es:11): 'infernal', 'scarce', 'sterile',
   * 'slave', 'bloodCursed', 'blackHand', 'seraph', 'flight'. */
  traits?: string[];
  /** Slave minion: the clan it serves (vtes-es:11). */
  slaveOf?: string;
  /** Rule markers put on this minion by hand, each in words (issue 34, marks.ts: "cannot block (until the end of the turn)"). */
  marks?: I18nRef[];
  /** A label put on this card by hand (issue 34): its `log-vtes:opt.label.<id>` key. */
  label?: string;
  /** Library cards in the viewer's own hand (or an open hand): each way to play the card (issue 16). */
  modes?: VtesModeView[];
  /** Library cards in a hand: the printed cost in pool and/or blood. */
  cost?: { pool?: number | 'X'; blood?: number | 'X' };
}

/**
 * One mode of a library card as the option list describes it: the kind of play, the Discipline
 * level it needs, the other requirements and the effects as `cards-vtes:` text refs (a `disc`
 * param is a Discipline code the renderer names).
 */
export interface VtesModeView {
  kind: string;
  disc: { disc: string; level: 1 | 2 }[];
  reqs: I18nRef[];
  effects: I18nRef[];
}

/** A card in an uncontrolled region: face down for the other seats. */
export interface VtesUncontrolledView {
  /** 1-based position (stable while the card stays there). */
  pos: number;
  blood: number;
  /** Only for the owner. */
  card?: VtesCardView;
}

export interface VtesSeatView {
  seat: SeatId;
  pool: number;
  vp: number;
  ousted: boolean;
  withdrawn: boolean;
  withdrawing: boolean;
  hasEdge: boolean;
  prey: SeatId;
  predator: SeatId;
  handCount: number;
  libraryCount: number;
  cryptCount: number;
  ashCount: number;
  /** The ash heap is public (top last). */
  ash: { cid: string; name: string }[];
  ready: VtesCardView[];
  torpor: VtesCardView[];
  /** Imbued appendix 5: the incapacitated region (imbued with no life left). */
  incapacitated?: VtesCardView[];
  /** Master cards and other cards in play not on a minion (locations...). */
  play: VtesCardView[];
  uncontrolled: VtesUncontrolledView[];
  handSize: number;
  /** Cards of an open hand (Revelations superior), visible to everybody. */
  openHand?: VtesCardView[];
  /** Master phase actions owed to out-of-turn master cards (1.6.2.4): the next master phase has that many fewer. */
  masterDebt?: number;
}

export interface VtesActionView {
  actor: VtesCardView;
  seat: SeatId;
  kind: string;
  card?: VtesCardView;
  target?: SeatId;
  targetCard?: string;
  stealth: number;
  intercept: number;
  bleed: number;
  blocker?: string;
  step: string;
  modifiers: VtesCardView[];
}

export interface VtesCombatView {
  a: string;
  b: string;
  round: number;
  range: 'close' | 'long';
  step: string;
}

/**
 * A card being played that may be cancelled "as it is played" (vtes-es 1.6.1.1): face up on the table for
 * every seat, named by its card id only (its instance is still in its player's hand).
 */
export interface VtesCancelView {
  /** The Methuselah playing it. */
  seat: SeatId;
  cid: string;
  kind: 'master' | 'minion' | 'event';
}

export interface VtesReferendumView {
  caller: string | null;
  seat: SeatId;
  card?: string;
  yes: number;
  no: number;
  /** Seat currently polled. */
  polling?: SeatId;
  bloodHunt: boolean;
}

export interface VtesView {
  me: SeatId | 'public';
  edition: 'es-2018' | 'vekn-current';
  turn: number;
  active: SeatId;
  phase: VtesPhase;
  edge: SeatId | null;
  transfersLeft: number;
  masterActionsLeft: number;
  seats: VtesSeatView[];
  /** The seating order, clockwise, once a card changed it (Dramatic Upheaval, Kindred Restructure); absent: index order. */
  seating?: SeatId[];
  /** Own hand (absent for 'public'). */
  hand?: VtesCardView[];
  action?: VtesActionView;
  combat?: VtesCombatView;
  /** The card answered in the "as it is played" window, while it is open. */
  cancelling?: VtesCancelView;
  referendum?: VtesReferendumView;
  /** Why options this seat may expect are missing now (why-not.ts: a locked minion, a block it may not make); absent when none. */
  whyNot?: I18nRef[];
  result: GameResult | null;
  /**
   * Own view of a game with imported cards only (absent otherwise): the key of the game's card data
   * (VtesState.cardData) and the seat's own deck list (card id, copies), which its player knows.
   * The search bot's determinizer reads them (bot/search/determinize.ts).
   */
  cardData?: string;
  deck?: { crypt: [string, number][]; library: [string, number][] };
}
