/**
 * V:TES game state (issue #5 items 1-2): plain JSON data, cloned by `apply` before changing.
 * Card definitions are not in the state: it keeps the key of its card data (`cardData`), and the
 * rules read the definitions through card-tables.ts `defsOf` (issue 27 item 7).
 * Rule citations: 'vtes-es:<section>' (2018 Spanish rulebook), 'vtes-pl:<chapter>' (VEKN, Polish).
 */
import type { GameEvent, GameResult, RngState, SeatId } from '../../../engine/types';
import type { OotMoment, Sect, Title, Trait } from '../schema/effects';
import { CONTROLLER, EVERY, modSum } from '../schema/modifiers';
import type { CardDef } from '../data/starters';
import { defsOf } from './card-tables';
import { became, becameDef, type Becomes, gained } from './derived-defs';

export type { Becomes };
import { stateCache } from '../../../engine/state-cache';
import type { CardData } from '../schema/card-params';
import type { Mark } from '../schema/manual-data';
import type { Amount, Circle, Cond } from '../schema/schema-params';
import { effectWhere, isKind } from '../schema/effect-query';
import type { ActionState, CombatState, RefState, Step } from './step-records';
import type { Pick } from './pick-records';

export type { ActionState, CombatState, DeepReadonly, GrantedStrike, Lasting, RefState, Stamp, Step, Strike } from './step-records';
export type { Pick, PickNext, PickThen } from './pick-records';

export type Edition = 'es-2018' | 'vekn-current';

export type Zone =
  'library' | 'crypt' | 'hand' | 'ash' | 'uncontrolled' | 'ready' | 'torpor' | 'incapacitated' | 'play' | 'removed' | 'attached' | 'limbo';
/** Zones kept as ordered lists per seat. */
export type SeatZone = Exclude<Zone, 'attached' | 'limbo'>;
/** `incapacitated`: the region of imbued with no life left (imbued appendix 5: controlled, not ready). */
export const SEAT_ZONES: readonly SeatZone[] = [
  'library',
  'crypt',
  'hand',
  'ash',
  'uncontrolled',
  'ready',
  'torpor',
  'incapacitated',
  'play',
  'removed',
];

export interface Inst {
  uid: string;
  cid: string;
  owner: SeatId;
  /** Controller (for in-play cards). */
  controller: SeatId;
  zone: Zone;
  /** Seat whose zone list holds the card (when not attached / in limbo). */
  zoneSeat: SeatId;
  host?: string;
  attached: string[];
  /** Blood (vampires), life (allies, retainers) or counters (other cards). */
  blood: number;
  locked: boolean;
  /** Extra capacity and discipline levels (Discipline master cards). */
  capBonus: number;
  /** Extra discipline levels from Discipline master cards (1.6.2.2). */
  discBonus?: Record<string, number>;
  /** Mode index the card was played with (attached/in-play library cards). */
  mode?: number;
  /** Vampire became anarch (10.5). */
  anarch?: boolean;
  /** Title lost (yielded a contested title) or title contested. */
  noTitle?: boolean;
  contestedTitle?: boolean;
  /** A title the vampire received while in play, not from a title card (the primitive `gainTitle`: Zane, Horatio Ballard). */
  gainedTitle?: { title: Title; city?: string };
  /** Ally recruited this turn cannot act before this turn number (6.1.5). */
  actFrom?: number;
  /** Wounded and going to torpor (6.4.6). */
  wounded?: boolean;
  /** Advanced/base version merged onto this vampire (uid of the card under it, 7). */
  merged?: string;
  /**
   * A library card that became a vampire as its action resolved (the primitive `becomeVampire`: The Embrace): its clan,
   * sect, capacity and Disciplines; `defOf` reads it as that vampire until it leaves play (burned: a library card again).
   */
  becomes?: Becomes;
  /** Contested unique card (4.1): face down, out of play until the contest ends. */
  contested?: boolean;
  /** What card modules keep on this card (cards/<id>.ts, written by ops.ts `setCardData`). */
  data?: CardData;
  /** Used this turn (locations with one use, blood dolls...). */
  usedTurn?: number;
  /** Card ids this minion played that are limited to one between its unlock phases (On the Qui Vive). */
  sinceUnlock?: string[];
  /** Does not unlock as normal in its controller's next unlock phase (an ally that played On the Qui Vive). */
  skipUnlock?: boolean;
  /** Rule markers the players put on this minion by hand (issue 34; marks.ts), enforced until they end. */
  marks?: readonly Mark[];
  /** A label the players put on this card by hand (issue 34; one of manual-data.ts LABELS). */
  label?: string;
  /** The card this card chose as it entered play or changed controller, and keeps (effect `keepsChosen`: The Rack). */
  chose?: string;
  /** The Methuselahs chosen in the terms of the referendum that put this card in play (Condition `keptSeat`). */
  seatsKept?: SeatId[];
  /** The vampire committed diablerie (6.5.5); `ended`: the Methuselahs whose turn ended since ("since your last turn"). */
  diablerie?: { ended: SeatId[] };
  /** The Blood Brother circle the card chose as it entered play (the primitive `chooseCircle`; vtes-es:11). */
  circle?: Circle;
  /** The vampire became a vampire of another clan, with these traits besides its own, while in play (`becomeClan`: Muricia). */
  becameClan?: { clan: string; traits?: readonly Trait[] };
  /** Traits the vampire gained while in play, its clan kept (the primitive `gainTrait`: Lilith's Blessing's "becomes Bahari"). */
  gainedTraits?: readonly Trait[];
}

export interface SeatState {
  pool: number;
  vp: number;
  ousted: boolean;
  withdrawn: boolean;
  /** Declared withdrawal (9.2) and whether it is still intact. */
  withdrawing?: { turn: number; broken: boolean };
  zones: Record<SeatZone, string[]>;
  /** Out-of-turn master card debt on the next master phase (1.6.2.4). */
  masterDebt: number;
  /** vekn-current "Drobnostka": a trifle played out of turn gives an extra master action in the next master phase. */
  trifleNext?: boolean;
  handBonus: number;
  /** Ids of the cards played of which one may be played in a game: events (1.6.4), "only one X can be played in a game". */
  eventsPlayed: string[];
  /** Cards played that are not replaced until this Methuselah's next unlock phase (1.6.1.2; Wake with Evening's Freshness). */
  noReplace?: number;
  /** Cards played that are not replaced until this Methuselah's discard phase (1.6.1.2; Liquidation). */
  noReplaceDiscard?: number;
  /** Cards played that are not replaced until the action they were played in ends (1.6.1.2; Bum's Rush, G00020). */
  noReplaceAction?: number;
  /**
   * The vampires that entered this Methuselah's ready region during its last influence phase (vtes-es 7), kept only in
   * a game where a card's Condition asks it (`influencedLast`: Legendary Vampire; core/defs-index.ts `influencedLast`).
   */
  influenced?: readonly string[];
  /** No transfers during this Methuselah's next influence phase (vtes-es 7; the primitive `poolOrTransfers`: Leandro). */
  noTransfersNext?: boolean;
}

/**
 * The window of a moment named by out-of-turn cards (issue 19 item 19; moments.ts): the Methuselahs
 * still to ask, in table order; `subject` the Methuselah the moment is about (being ousted, the
 * phase's Methuselah, the controller of the burned vampire); `oust`: the ousting waits for the window.
 */
export interface MomentWin {
  kind: OotMoment;
  order: SeatId[];
  subject?: SeatId;
  oust?: boolean;
  /** The cards the moment names (the vampires about to take aggravated damage): a card played then is put on one (rules/oot-play.ts). */
  cards?: string[];
}

export interface TurnFlags {
  bled: string[];
  political: string[];
  /** minion uid → card ids used for actions this turn (6.1.6). */
  actedWith: Record<string, string[]>;
  trifle: boolean;
  masterLeft: number;
  transfers: number;
  discards: number;
  hunted: string[];
  unlockDone: boolean;
  burnOptUsed?: boolean;
  /** Other Methuselahs already asked about a burn option in this unlock phase. */
  burnOptSeats?: SeatId[];
  /** What card modules keep for this turn (cards/<id>.ts, written by ops.ts `setTurnCardData`). */
  cards?: CardData;
  /** Extra hand size until the end of this turn per Methuselah (the `handSize` primitive: Dreams of the Sphinx). */
  handSizeTurn?: Record<number, number>;
  /** Abilities used this turn: activated abilities limited per turn ('ab:<card>', vocab/abilities.ts), a vampire's once-per-turn ones (uid). */
  abilities?: string[];
  /** Red List minions marked this turn by the acting Methuselah (vtes-es:11, a master phase action each). */
  redMarks?: string[];
  /** Political action cards (ids) the acting Methuselah's minions cannot perform again this turn (Delaying Tactics). */
  barredPolitical?: string[];
  /** Action bonuses lasting this turn (the `bonus` primitive `for: 'turn'`): a minion's stealth, intercept or bleed in its later actions and blocks. */
  bonusTurn?: { uid: string; stat: 'stealth' | 'intercept' | 'bleed'; n: number }[];
  /** What each minion did this turn, counted once by the engine (core/deeds.ts: a successful or blocked action, a block, a combat), read by the Condition `didThisTurn`. */
  deeds?: string[];
  /** Card ids of which only one copy may be played each turn, played this turn by anybody (the limit `onePer: 'turn'`). */
  playedOnce?: string[];
  /** Cards played this turn under a "once each turn" limit, as `<minion uid>:<card id>` (core/limits.ts, a mode's `{ once: 'turn' }`). */
  playedTurn?: string[];
  /** Actions a minion cannot perform again this turn, as `<minion uid>|<what the action is>` (core/same-action.ts: Change of Target, Obedience). */
  sameBarred?: string[];
  /** The acting Methuselah's minions cannot bleed for the rest of this turn (the primitive `noBleed`: Enticement). */
  noBleed?: boolean;
  /** A minion taking an action by a card's use (the primitive `takeAction`: Enkil Cog), its actions offered now; it does not lock for it. */
  actVia?: { minion: string; card: string };
  /** Methuselahs other than the acting one asked, since the last action was announced, about their `minionAny` uses (rules/minion.ts). */
  anyAsked?: SeatId[];
  /** Per Methuselah, the next actions of its minions this turn that get +1 stealth (the primitive `stealthNext`: Veil the Legions). */
  stealthNext?: Record<number, number>;
  /** Methuselahs whose vampires of a sect see the first referendum they call this turn pass automatically (the primitive `refAutoPass`: Día de los Muertos). */
  autoPass?: { seat: SeatId; sect: Sect }[];
  /**
   * Discards of this discard phase still promising an unlock: the next card discarded that requires an anarch (or makes a
   * vampire anarch) lets the active Methuselah unlock a ready anarch (the primitive `discardActions { anarchUnlock }`).
   */
  discardUnlock?: number;
  /** The cards the acting Methuselah discarded by its discard phase actions this turn (the record `discardsToLibrary`: Rachel Brandywine). */
  phaseDiscards?: string[];
  /** Minions to unlock later this turn, as the discard phase starts or as the turn ends (the primitive `unlockLater`: Engling Fury). */
  unlockLater?: { uid: string; at: 'discardPhase' | 'endOfTurn' }[];
  /**
   * Minions that cannot block nor play reaction cards while another minion acts this turn, as `<acting uid>|<barred uid>`
   * (the primitive `unseenBy`, core/unseen.ts: Blind Spot).
   */
  unseenBy?: string[];
  /** Methuselahs who may look at every Methuselah's hand until the end of this turn (the primitive `seeHands`: Pulse of the Canaille [aus]), read by view/seatview.ts. */
  seesHands?: SeatId[];
}

/** The step records of the frames (frames.ts), by the state field holding each. */
export interface StepRecords {
  act: ActionState;
  combat: CombatState;
  ref: RefState;
  pick: Pick;
  cancelWin: CancelWin;
  moment: MomentWin;
  manualSeat: SeatId;
}

/**
 * The fields of the game itself a `game` op sets (phase, turn, the pending blood hunt...). The card
 * definitions, the turn limit and the next card id are fixed at set-up: no op changes them.
 */
export type GameMarks = {
  [
    K in 'phase' | 'active' | 'turn' | 'turnsTaken' | 'huntPending' | 'trophyQ' | 'result' | 'manualLeft' | 'rng' | 'seating'
  ]?: VtesState[K];
};

export interface VtesState {
  v: 1;
  edition: Edition;
  rng: RngState;
  /** The key of the game's card data (card-tables.ts): the card-data version, and a hash of the decks' other definitions. */
  cardData: string;
  n: number;
  seats: SeatState[];
  cards: Record<string, Inst>;
  limbo: string[];
  nextUid: number;
  edge: SeatId | null;
  /** Counters in the bank relative to the start (may go negative: the bank never runs out, 2.2). */
  bank: number;
  total: number;
  totalCards: number;
  turn: number;
  /** Turns started so far (for the first three influence phases, 7). */
  turnsTaken: number;
  active: SeatId;
  /**
   * The seating order, clockwise, once a card changed it (vtes-es 2.1; Dramatic Upheaval, Kindred Restructure:
   * vocab/prims/reseat.ts); absent: the seats in their index order. Read by `preyOf`, `predatorOf`, `living`, `clockwise`.
   */
  seating?: SeatId[];
  phase: 'unlock' | 'master' | 'minion' | 'influence' | 'discard' | 'over';
  turnFlags: TurnFlags;
  act: Step<ActionState> | null;
  combat: Step<CombatState> | null;
  ref: Step<RefState> | null;
  pick: Step<Pick> | null;
  /**
   * Response window right after another Methuselah plays a card (1.6.1.1 "as it is played"): the state
   * is the one before the play; `option` (of `decisionSeat`) is replayed when every asked seat passes.
   */
  cancelWin?: Step<CancelWin> | null;
  /** The window of a moment named by out-of-turn cards (moments.ts; absent when none is open). */
  moment?: Step<MomentWin> | null;
  /** Pending blood hunt after a diablerie (6.5.6). */
  huntPending: string | null;
  /** Vampires that burned a Red List minion and wait for their trophies (vtes-es:11, 6.5.5 step 5), in order. */
  trophyQ?: string[];
  maxTurns: number;
  result: GameResult | null;
  /** Ousted order (for simultaneous-ousting checks). */
  ousted: SeatId[];
  /** Manual operations left in the current manual window. */
  manualLeft: number;
  manualSeat: SeatId | null;
}

export interface CancelWin {
  /** The Methuselah playing the card, the card (still in hand here) and its printed kind. */
  player: SeatId;
  card: string;
  kind: 'master' | 'minion' | 'event';
  decisionSeat: SeatId;
  option: string;
  /** Seats that already passed. */
  asked: SeatId[];
  /** What the play paid (the payer minion, blood, pool): charged when the card is cancelled. */
  pay: { uid?: string; blood: number; pool: number } | null;
  /** A master card played as the player's own master phase action (still spent when cancelled). */
  masterAction: boolean;
  /** What the played card is, for minion cards that cancel only some kinds (1.6.3.7), and the minion playing it. */
  what?: string[];
  disc?: string[];
  by?: string;
  /** The card the played card aims at (an action's target minion), read by a cancel for cards aimed at a minion (`atBearer`). */
  targetCard?: string;
  /** Opened as an action card's target is named (rules/cancel.ts `openTargetCancel`): only cards in play may answer. */
  atTarget?: boolean;
  /** Cards played in answer, each cancelling the one below it (the last is answered now); 1.6.1.1. */
  chain?: CancelLink[];
}

/** A card played to cancel the card below it in the cancel window; itself open to cancellation. */
export interface CancelLink {
  seat: SeatId;
  card: string;
  mode: number;
  kind: 'master' | 'minion' | 'event';
  /** The minion playing it (minion cards). */
  by?: string;
  what: string[];
  disc: string[];
  /** The card it cancels is cancelled without its cost being paid. */
  noCost: boolean;
  /** Seats that passed on this card. */
  asked: SeatId[];
  /** A wake card played so that its minion may then play a reaction that cancels (glossary "Despertarse"): it cancels nothing itself. */
  wake?: boolean;
  /** A card in play burned to cancel (`cancelInPlay`): not a card played, so nothing answers it and nothing is drawn. */
  inPlay?: boolean;
  /** A vampire's own ability (`cancelOwn`): the blood it burns, paid as the cancel resolves; nothing is burned or drawn. */
  own?: { price: number };
}

export interface VtesDeckInput {
  name?: string;
  starter?: string;
  crypt?: { id: string; count: number }[];
  library?: { id: string; count: number }[];
}

export interface VtesConfig {
  edition: Edition;
  decks: VtesDeckInput[];
  /** Game ends (ranking by VP) after this many turns; 0 = no limit. */
  maxTurns: number;
  /** Enforce the edition's deck size limits (2.3 / vtes-pl:Budowa talii). */
  deckCheck: boolean;
  /** Definitions of imported (non built-in) cards used by the decks. */
  cards?: CardDef[];
  /**
   * A record replayed with the card data it was made with (issue 27 item 7): that card-data version;
   * `cards` then holds every definition of the game (starters included), as the record archive keeps them.
   */
  pinned?: string;
}

export type Ev = GameEvent[];

/**
 * The id of the n-th card instance of a game (n from 1): a number written as a string, from 1000 up,
 * so the card table is keyed by array indices (V8 copies such a table in microseconds, clone() below)
 * and an instance id never reads as a seat, a mode index or an amount inside an option id.
 */
export function cardUid(n: number): string {
  return String(999 + n);
}

// ---- helpers ------------------------------------------------------------------------------

/** Zones whose cards are out of play: library, crypt, hand, ash heap and removed (nothing is attached there). */
export const SHARED_ZONES: ReadonlySet<Zone> = new Set<Zone>(['library', 'crypt', 'hand', 'ash', 'removed']);

/** Every seat of a table of `n` in index order (n < 16), frozen: `living`'s answer while nobody has left the game. */
const ALL_SEATS: readonly (readonly SeatId[])[] = Array.from({ length: 16 }, (_, n) =>
  Object.freeze(Array.from({ length: n }, (_, i) => i)),
);

/** The seats still in the game, in seating order; a shared frozen list when nobody left (read it, never write it). */
export function living(s: VtesState): readonly SeatId[] {
  if (!s.seating && s.n < ALL_SEATS.length) {
    let i = 0;
    while (i < s.n && !s.seats[i].ousted && !s.seats[i].withdrawn) i++;
    if (i === s.n) return ALL_SEATS[i];
  }
  const out: SeatId[] = [];
  if (s.seating) {
    for (const i of s.seating) if (!s.seats[i].ousted && !s.seats[i].withdrawn) out.push(i);
    return out;
  }
  for (let i = 0; i < s.n; i++) if (!s.seats[i].ousted && !s.seats[i].withdrawn) out.push(i);
  return out;
}

/**
 * The seat `k` places clockwise from `seat` (k may be negative): by index, or by the seating order a card set
 * (`VtesState.seating`, vtes-es 2.1).
 */
export function seatAt(s: VtesState, seat: SeatId, k: number): SeatId {
  const n = s.n;
  if (!s.seating) return (((seat + k) % n) + n) % n;
  const i = s.seating.indexOf(seat);
  return s.seating[(((i + k) % n) + n) % n];
}

/** Prey: next living seat to the left (2.1). */
export function preyOf(s: VtesState, seat: SeatId): SeatId {
  for (let k = 1; k <= s.n; k++) {
    const x = s.seating ? seatAt(s, seat, k) : (seat + k) % s.n;
    if (!s.seats[x].ousted && !s.seats[x].withdrawn) return x;
  }
  return seat;
}

export function predatorOf(s: VtesState, seat: SeatId): SeatId {
  for (let k = 1; k <= s.n; k++) {
    const x = s.seating ? seatAt(s, seat, -k) : (seat - k + s.n * 2) % s.n;
    if (!s.seats[x].ousted && !s.seats[x].withdrawn) return x;
  }
  return seat;
}

/**
 * The uids of each card id in a game's card table, in the table's order (ascending uid). A game makes all its
 * cards at set-up and never changes a card's id, so a table and every copy of it (ops.ts `cardRec`) have the
 * same index, a function of the table alone: kept for the last few tables read (engine/state-cache.ts, compared
 * by identity; no weak map entry per short-lived table), handed from a table to its copy (`shareCidIndex`); any
 * other table (a loaded game, a search's determinized one, a test's) builds its own.
 */
const cidIndexes = stateCache<Record<string, Inst>, ReadonlyMap<string, readonly string[]>>(buildCidIndex, 4);

function buildCidIndex(cards: Record<string, Inst>): ReadonlyMap<string, readonly string[]> {
  const m = new Map<string, string[]>();
  for (const c of Object.values(cards)) {
    const l = m.get(c.cid);
    if (l) l.push(c.uid);
    else m.set(c.cid, [c.uid]);
  }
  return m;
}

export function uidsByCid(cards: Record<string, Inst>): ReadonlyMap<string, readonly string[]> {
  return cidIndexes.get(cards);
}

/** Gives the copy `to` of card table `from` the index of `from` (same cards, same ids). */
export function shareCidIndex(from: Record<string, Inst>, to: Record<string, Inst>): void {
  cidIndexes.set(to, cidIndexes.get(from));
}

const NO_UIDS: readonly string[] = [];

/** The uids of the cards of id `cid` in the game (any zone), ascending. */
export function uidsOfCid(s: VtesState, cid: string): readonly string[] {
  return uidsByCid(s.cards).get(cid) ?? NO_UIDS;
}

export function defOf(s: VtesState, uid: string): CardDef {
  const c = s.cards[uid];
  if (c.becomes) return becameDef(defsOf(s)[c.cid], c.becomes);
  if (c.merged) {
    // 7 advanced vampires: a merged pair uses the advanced card's capacity, disciplines, title...
    const m = defsOf(s)[s.cards[c.merged].cid];
    if (m.advanced) {
      const a = c.becameClan ? became(m, c.becameClan) : m;
      return c.gainedTraits ? gained(a, c.gainedTraits) : a;
    }
  }
  const d = defsOf(s)[c.cid];
  if (c.gainedTraits) return gained(c.becameClan ? became(d, c.becameClan) : d, c.gainedTraits);
  return c.becameClan ? became(d, c.becameClan) : d;
}

/**
 * A card that counts as equipment on a minion (6.1.3): of type Equipment and not a location carried as one
 * (class `location`: "does not count as equipment while in play", group ruling G00047, LSJ 20080114). Such a
 * location is not taken by a diablerist, an equip action or a strike that steals or burns equipment.
 */
export function isEquipmentOn(s: VtesState, uid: string): boolean {
  const d = defOf(s, uid);
  if (d.types.includes('Equipment')) return !d.classes?.includes('location');
  // a combat card that is an equipment while on a minion (`becomesEquipment`: Weighted Walking Stick, Zip Gun)
  return d.types.includes('Combat') && s.cards[uid]?.zone === 'attached' && becameEquipment(s, uid);
}

/** A combat card on a minion whose kept mode says it is an equipment there (`becomesEquipment`). */
function becameEquipment(s: VtesState, uid: string): boolean {
  return defOf(s, uid).modes[s.cards[uid].mode ?? 0]?.effects.some((e) => isKind(e, 'becomesEquipment')) ?? false;
}

/** A weapon on a minion (6.4.5 "steal weapon"): equipment of class gun or melee, or offering a damage or ranged strike. */
export function isWeaponOn(s: VtesState, uid: string): boolean {
  return barredKind(s, uid, 'weapon');
}

/**
 * A piece of equipment its bearer cannot use now: the bearer is in a combat in which a card said it cannot
 * use equipment (`noEquipment`: Form of the Bat, only in the combat of the block, LSJ 20010813); its
 * strikes, abilities and static effects are not offered or read in that combat.
 */
export function equipmentBarred(s: VtesState, uid: string): boolean {
  const c = s.cards[uid];
  if (!c?.host) return false;
  if (s.combat?.noEquip?.includes(c.host) && isEquipmentOn(s, uid)) return true;
  return carriedBarred(s, uid, c.host);
}

/**
 * A card on a minion that a vampire's own text bars (`barCards`): the minion's own ("she cannot use weapons": its
 * weapons offer no strike or ability and give no bonus, though it may still bear them, LSJ 20100321), or, in a combat,
 * the opposing vampire's ("retainers employed by minions opposing her in combat lose their abilities").
 */
function carriedBarred(s: VtesState, uid: string, host: string): boolean {
  if (barsCard(s, host, uid, 'self')) return true;
  const cb = s.combat;
  // every minion's, while the vampire barring them acts or is in combat (Midget): only the actor and the combatants
  if (s.act && barsCard(s, s.act.actor, uid, 'all')) return true;
  if (cb && (barsCard(s, cb.a, uid, 'all') || barsCard(s, cb.b, uid, 'all'))) return true;
  if (!cb || (cb.a !== host && cb.b !== host)) return false;
  return barsCard(s, cb.a === host ? cb.b : cb.a, uid, 'opponent');
}

function barsCard(s: VtesState, minion: string, card: string, of: 'self' | 'opponent' | 'all'): boolean {
  const m = s.cards[minion];
  if (!m || m.contested) return false;
  return defOf(s, minion).modes.some(
    (md) =>
      md.kind === 'vampire' &&
      md.effects.some(
        (e) =>
          isKind(e, 'barCards') && e.of === of && barredKind(s, card, e.cards) && (!e.class || !!defOf(s, card).classes?.includes(e.class)),
      ),
  );
}

/**
 * Whether card `card` may not be put on minion `host` by the host's own text (`noAttach`: "contracts cannot be placed on
 * this vampire", vtes-es 1.1.1): the card's data states the class the host refuses. Read where a card is offered to go
 * on a minion (rules/master.ts, the `attach` primitive).
 */
export function attachBarred(s: VtesState, card: string, host: string): boolean {
  const cls = defOf(s, card).classes;
  if (!cls?.length || !s.cards[host]) return false;
  return defOf(s, host).modes.some((md) => md.effects.some((e) => isKind(e, 'noAttach') && cls.includes(e.class)));
}

/** A retainer; a weapon: equipment of class gun or melee, or offering a damage strike or a ranged strike of its own. */
function barredKind(s: VtesState, card: string, what: 'retainer' | 'weapon'): boolean {
  const d = defOf(s, card);
  if (what === 'retainer') return d.types.includes('Retainer');
  return isEquipmentOn(s, card) && isWeaponDef(d);
}

/** A weapon card (6.4.5): of class gun or melee, or offering a damage strike or a ranged strike of its own. */
export function isWeaponDef(d: CardDef): boolean {
  if (d.classes?.includes('gun') || d.classes?.includes('melee')) return true;
  return d.modes.some((md) =>
    md.effects.some((e) => (isKind(e, 'ability') && e.strike?.s === 'damage') || (isKind(e, 'attachStrength') && !!e.rangedDamage)),
  );
}

/** An imbued (imbued appendix 1): a crypt card that is a mortal ally, not a vampire. */
export function isImbued(s: VtesState, uid: string): boolean {
  return defOf(s, uid).types.includes('Imbued');
}

/** Imbued appendix 2: the conviction cards on an imbued, oldest first (at most 5, `CONVICTION_LIMIT`). */
export function convictionsOn(s: VtesState, uid: string): string[] {
  return s.cards[uid].attached.filter((a) => defsOf(s)[s.cards[a].cid].types.includes('Conviction'));
}

/** Imbued appendix 2: an imbued has at most 5 convictions; any beyond burns. */
export const CONVICTION_LIMIT = 5;

/** A crypt card other than an imbued. */
export function isVampire(s: VtesState, uid: string): boolean {
  const d = defOf(s, uid);
  return d.kind === 'crypt' && !d.types.includes('Imbued');
}

/** An ally, imbued included (imbued appendix 1: they count as mortal allies), or a master card that became one. */
export function isAlly(s: VtesState, uid: string): boolean {
  const t = defOf(s, uid).types;
  return t.includes('Ally') || t.includes('Imbued') || becameAlly(s, uid);
}

/**
 * A master card that "becomes an ally" as it is put in play (its master mode states the ally's record: Jake
 * Washington), while it is a minion in the ready region; in the hand or the ash heap it is a master card, no ally
 * (LSJ 20071014).
 */
export function becameAlly(s: VtesState, uid: string): boolean {
  const c = s.cards[uid];
  if (!c || c.zone !== 'ready') return false;
  const d = defOf(s, uid);
  return d.types.includes('Master') && d.modes.some((m) => m.kind === 'master' && m.effects.some((e) => isKind(e, 'ally')));
}

/** A crypt card a Methuselah brings into play from the uncontrolled region (a vampire or an imbued, 7). */
export function isCryptCard(s: VtesState, uid: string): boolean {
  return defOf(s, uid).kind === 'crypt';
}

export function isMinion(s: VtesState, uid: string): boolean {
  const c = s.cards[uid];
  return (c.zone === 'ready' || c.zone === 'torpor' || c.zone === 'incapacitated') && (isVampire(s, uid) || isAlly(s, uid));
}

export function capacityOf(s: VtesState, uid: string): number {
  const c = s.cards[uid];
  const d = defOf(s, uid);
  let n = (d.capacity ?? 0) + c.capBonus;
  // a title card giving its clan's holder 1 more capacity while it is on that vampire (a Praxis Seizure's prince)
  for (const x of c.attached) {
    const t = s.cards[x];
    const e = t.contested
      ? undefined
      : defsOf(s)[t.cid]?.modes[t.mode ?? 0]?.effects.find(effectWhere('titleCard', (r) => !!r.capacityClan));
    if (e && d.clan.includes(e.capacityClan!)) n++;
  }
  return n;
}

export function discLevel(s: VtesState, uid: string, disc: string): number {
  const d = defOf(s, uid);
  // Flight [FLIGHT] is not a Discipline, but the cards requiring it name it as one (`fli`): a minion with the trait has it
  const own = disc === 'fli' && d.traits?.includes('flight') ? 1 : (d.disc?.[disc] ?? 0);
  return Math.min(2, own + (s.cards[uid].discBonus?.[disc] ?? 0) + carriedLevels(s, uid, disc));
}

/** Whether the card loses its counters when another minion gains it (`clearCounters { when: 'newBearer' }`). */
export function clearsOnNewBearer(s: VtesState, uid: string): boolean {
  const c = s.cards[uid];
  return !c.contested && (defsOf(s)[c.cid]?.modes[c.mode ?? 0]?.effects.some((e) => isKind(e, 'clearCounters')) ?? false);
}

/** The levels of a Discipline the cards on a vampire give it (`discLevels`: one, or one per counter in a range). */
function carriedLevels(s: VtesState, uid: string, disc: string): number {
  let n = 0;
  for (const x of s.cards[uid].attached) {
    const t = s.cards[x];
    if (t.contested) continue;
    for (const e of defsOf(s)[t.cid]?.modes[t.mode ?? 0]?.effects ?? [])
      if (isKind(e, 'discLevels') && e.disc === disc)
        n += e.sup ? 2 : e.counters ? Math.max(0, Math.min(t.blood, e.counters.to) - e.counters.from + 1) : 1;
  }
  return n;
}

export function sectOf(s: VtesState, uid: string): Sect | undefined {
  const c = s.cards[uid];
  if (c.anarch) return 'anarch';
  return defOf(s, uid).sect;
}

/**
 * The reader of a controller modifier's Amount ("+1 hand size for each location you control": Guillaume Giovanni), set
 * by core/params/amount.ts as it loads (it imports this module, so this one cannot import it); 0 before.
 */
let readAmount: ((s: VtesState, a: Amount, source: string, seat: SeatId) => number) | undefined;
export function setAmountReader(f: (s: VtesState, a: Amount, source: string, seat: SeatId) => number): void {
  readAmount = f;
}

/** Whether a vampire's own modes hold a modifier counted per an Amount (once per definition: no closure otherwise). */
const PER_MOD = new WeakMap<CardDef, boolean>();
function perMod(d: CardDef): boolean {
  let b = PER_MOD.get(d);
  if (b === undefined) PER_MOD.set(d, (b = d.modes.some((m) => m.effects.some((e) => isKind(e, 'mod') && e.per !== undefined))));
  return b;
}

/**
 * The "+N" records of the ready crypt cards `seat` controls that modify their Methuselah (`who: 'controller'`):
 * one record for every vampire giving an extra master phase action, transfers or hand size while it is
 * ready (Anson, Nana Buruku, Ingrid Rossler); one under a Condition counts only where `holds` says it holds
 * (its vampire `self`).
 */
export function readyCryptMods(
  s: VtesState,
  seat: SeatId,
  stat: 'masterActions' | 'transfers' | 'discardActions' | 'handSize',
  holds?: (u: string, c: Cond) => boolean,
): number {
  let n = 0;
  for (const u of s.seats[seat].zones.ready) {
    const d = defOf(s, u);
    if (d.kind !== 'crypt' || s.cards[u].contested) continue;
    // a record under a Condition ("if she is unlocked at the start of your master phase") counts where the reader asks it
    // a record counted per an Amount ("for each location you control") reads it with the vampire as its source
    const per = !!readAmount && perMod(d);
    const param =
      holds || per ? { holds: (c: Cond) => !!holds?.(u, c), amount: per ? (a: Amount) => readAmount!(s, a, u, seat) : () => 0 } : undefined;
    for (const m of d.modes) if (m.kind === 'vampire') n += modSum(m.effects, stat, CONTROLLER, param ? { param } : {});
  }
  return n;
}

export function handSize(s: VtesState, seat: SeatId): number {
  let n =
    7 -
    (s.seats[seat].noReplace ?? 0) -
    (s.seats[seat].noReplaceDiscard ?? 0) -
    (s.seats[seat].noReplaceAction ?? 0) -
    (s.combat?.noReplace?.[seat] ?? 0) +
    s.seats[seat].handBonus +
    (s.turnFlags.handSizeTurn?.[seat] ?? 0) +
    (s.combat?.handSize?.[seat] ?? 0) +
    readyCryptMods(s, seat, 'handSize');
  // "+N hand size" cards (Elder Library; Visit from the Capuchin, per counter on it) count while in play and
  // uncontested (ANK 20221028; 4.1): a contested or burned copy gives nothing
  for (const u of s.seats[seat].zones.play) {
    const c = s.cards[u];
    if (c.contested) continue;
    const effects = defsOf(s)[c.cid]?.modes[c.mode ?? 0]?.effects ?? [];
    n += modSum(effects, 'handSize', CONTROLLER, { counters: c.blood });
    // a card not replaced while it stays in play (Dragonbound, `noReplace { for: 'inPlay' }`): one card less (1.6.1.2)
    n -= effects.filter(effectWhere('noReplace', (e) => e.for === 'inPlay')).length;
  }
  // "each Methuselah gets +2 hand size for each victory point": a card in play of anyone's (`who: 'every'`, per the seat's points)
  const perVp = { amount: (a: Amount) => (typeof a === 'object' && a.a === 'vp' ? s.seats[seat].vp : 0), holds: () => false };
  for (const x of s.seats)
    for (const u of x.zones.play)
      if (!s.cards[u].contested)
        n += modSum(defsOf(s)[s.cards[u].cid]?.modes[s.cards[u].mode ?? 0]?.effects ?? [], 'handSize', EVERY, { param: perVp });
  return n;
}

/**
 * The first card in play of `seat` (uncontested, with a counter) whose replacement record burns a counter
 * instead of replacing a card played (Visit from the Capuchin), if any: a pure data check for ops.ts.
 */
export function replaceCardInstead(s: VtesState, seat: SeatId): string | undefined {
  return s.seats[seat].zones.play.find((u) => {
    const c = s.cards[u];
    if (c.contested || c.zone !== 'play' || c.blood <= 0) return false;
    return defsOf(s)[c.cid].modes[c.mode ?? 0]?.effects.some(effectWhere('instead', (e) => e.of === 'replaceCard')) ?? false;
  });
}

export function emptyFlags(): TurnFlags {
  return {
    bled: [],
    political: [],
    actedWith: {},
    trifle: false,
    masterLeft: 1,
    transfers: 0,
    discards: 1,
    hunted: [],
    unlockDone: false,
  };
}
