/**
 * The picks of the V:TES state (issue 11 item 2): a small choice asked of one seat, and the continuation it carries once
 * answered (`then` and its typed `data`), read by rules/picks.ts and the modules each continuation names. Kept apart from
 * core/state.ts (which re-exports them), as every new primitive that asks a choice adds a continuation here.
 */
import type { SeatId } from '../../../engine/types';
import type { CardId } from '../schema/card-params';
import type { ManualDraft } from '../schema/manual-data';
import type { Selector } from '../schema/schema-params';
import type { Step } from './step-records';

/** `ashRecover { noHand, seats }`: every chosen card to the library, and the Methuselahs still to choose theirs (vocab/prims/ash-recover.ts). */
export interface AshRecoverMore {
  noHand?: true;
  next: readonly SeatId[];
  upTo: number;
}

/**
 * What a pick continues with once answered, and the typed data it carries (issue 11 item 2): the
 * pick frame's handler switches on `then` and reads `data` with its type, never by name lookup.
 */
export type PickNext =
  | {
      then:
        | 'titleTarget'
        | 'actionTarget'
        | 'barrensDiscard'
        /** a hand card of the user's choice burned, then the hand drawn up (`discardChosen { burn }`: Uchenna) */
        | 'handBurn'
        | 'discardDown'
        | 'burnTarget'
        | 'burnNamed'
        | 'slaveSwap'
        /** the acting vampire burns blood to continue its blocked action as if unblocked (a `continueUnblocked` cost) */
        | 'continueUnblocked'
        /** a minion chosen by a `noBlock` primitive cannot block the action (vocab/prims/no-block.ts) */
        | 'noBlock'
        /** a card of the ash heap to the bottom of the library (vocab/prims/ash-to-library.ts) */
        | 'ashToLibrary';
      data: Record<string, never>;
    }
  /** a minion's action (6.1); `via`: the card whose use lets it act (Enkil Cog: declined, the use is lost) */
  | { then: 'chooseAction'; data: { via?: string } }
  /** a master card's target (1.6.2): the card being played */
  | { then: 'masterTarget'; data: { card: string } }
  /** The controller of a master card's target may pay to cancel it as it is played (`targetMayCancel`). */
  | { then: 'targetCancel'; data: { card: string; target: string; pool: number } }
  /** blood from the bank onto an uncontrolled vampire */
  | { then: 'bloodToUncontrolled'; data: { n: number } }
  /** an ability's blood from the bank onto an uncontrolled vampire (vocab/primitives.ts `bloodToUncontrolled`) */
  | { then: 'uncontrolledBlood'; data: { n: number; from?: string } }
  /** a vampire of the uncontrolled region removed from the game, then n blood on another (vocab/prims/feed-uncontrolled.ts) */
  | { then: 'uncontrolledRemove'; data: { n: number } }
  | { then: 'lookUncontrolled'; data: { owner: SeatId } }
  | { then: 'redraw'; data: { vampire: string } }
  | { then: 'ashToHand'; data: { left: number; minion: boolean; discard: boolean } }
  /** library cards of the ash heap to the library's top, then a random discard (vocab/prims/ash-to-top.ts) */
  | { then: 'ashToTop'; data: { left: number; source: string; discard: number } }
  /** blood from the bank placed one at a time among the cards a Selector takes (vocab/prims/blood-among.ts) */
  | { then: 'bloodAmong'; data: { left: number; sel: Selector; fromPool?: boolean } }
  /** the acting Methuselah's prey discards a card of their choice */
  | { then: 'discardFromPrey'; data: { prey: SeatId } }
  /** a manual operation's next choice (1.4; manual-apply.ts): the operation and what is chosen so far */
  | { then: 'manualTarget'; data: ManualDraft }
  /** a card module's own choice (cards/<id>.ts `onPick`): its step, and how many are left to choose */
  | { then: 'card'; data: { id: CardId; step: string; left?: number } }
  /** 6.5.5 step 2: the diablerist `d` takes the victim's equipment; `moved` blood was drunk */
  | { then: 'diablerieEquipment'; data: { d: string; victim: string; moved: number } }
  /** 6.5.5 step 4: the diablerist `d` takes a Discipline card */
  | { then: 'diablerieDiscipline'; data: { d: string } }
  /** Red List (11): the trophy search for the vampire `v` */
  | { then: 'trophySearch'; data: { v: string } }
  /** Red List (11): trophies put on `v`; `done` seats were asked, `placed` says whether any moved */
  | { then: 'trophyPlace'; data: { v: string; done: SeatId[]; placed: boolean } }
  /** Imbued appendix 2: a conviction gained by the imbued entering play without one */
  | { then: 'convictionOnEntry'; data: { imbued: string } }
  /** a power searched for an imbued (vocab/prims/seek-power.ts) */
  | { then: 'seekPower'; data: { imbued: string } }
  | { then: 'seekEquip'; data: { minion: string; anyReq?: true; half?: true } }
  /** a retainer requiring `disc` searched for minion `minion`, employed with `life` more life (vocab/prims/seek-retainer.ts) */
  | { then: 'seekRetainer'; data: { minion: string; disc: string; life: number } }
  /** an ally of a class searched in library and hand for the minion `minion` (vocab/prims/seek-ally.ts) */
  | { then: 'seekAlly'; data: { minion: string } }
  /** the two ready vampires between which blood, equipment and retainers move (vocab/prims/move-between.ts) */
  | { then: 'moveBetweenPair'; data: Record<string, never> }
  /** the next move between vampires `a` and `b`: cards `moved` so far, the vampire blood went to (vocab/prims/move-between.ts) */
  | { then: 'moveBetween'; data: { a: string; b: string; moved: string[]; bloodTo?: string } }
  /** the top library cards put back in a chosen order: `placed` from the top so far, `left` still to place (vocab/prims/arrange-top.ts) */
  | { then: 'arrangeTop'; data: { placed: string[]; left: string[] } }
  | { then: 'convictionNamed'; data: { holder: string; n: number } }
  /** Imbued appendix 5: ready imbued burning a conviction for 1 unpreventable damage to `actor`; `done` imbued already asked */
  | { then: 'imbuedRetaliation'; data: { actor: string; done: string[]; order: SeatId[] } }
  /** Captivation: `margin` split between pool and the acting minion `actor` */
  | { then: 'captivation'; data: { margin: number; actor: string } }
  /** An amount of the card's blood to the picker's pool (the primitive `bloodToPool`). */
  | { then: 'bloodToPool'; data: { card: string } }
  /** The next library card of the ash heap chosen (`left` more at most) by the primitive `ashRecover`; `chosen` so far. */
  | { then: 'ashRecover'; data: { left: number; chosen: string[]; discard?: true; more?: AshRecoverMore } }
  /** Which of the cards `ashRecover` chose goes to the hand (the others are shuffled into the library). */
  | { then: 'ashRecoverHand'; data: { chosen: string[]; discard?: true; more?: AshRecoverMore } }
  /** The weapon of the hand the minion in combat equips with (the primitive `equipFromHand`). */
  | { then: 'equipFromHand'; data: { minion: string } }
  /** The retainer of the hand the minion in combat employs (the primitive `employFromHand`); the one it burns (`burnRetainer`). */
  | { then: 'employFromHand'; data: { minion: string } }
  | { then: 'burnRetainer'; data: Record<string, never> }
  /** The combat cards the opposing Methuselah discards to cancel an aim as it is played (the primitive `aim`); `chosen` so far. */
  | { then: 'aimCancel'; data: { minion: string; plus: number; noPress?: true; n: number; chosen: string[] } }
  /** How many cards to draw, then as many hand cards to the bottom of the library (the primitive `drawThenBottom`). */
  | { then: 'drawThenBottom'; data: Record<string, never> }
  | { then: 'handToBottom'; data: { left: number } }
  /** The ash heap card `ashSwap` takes (picked), then the hand card it replaces. */
  | { then: 'ashSwap'; data: { master?: true } }
  | { then: 'ashSwapHand'; data: { ash: string; master?: true } }
  /** The card the primitive `lockChosen` locks (or none); `queued`: a pick the same effect opened before, asked next. */
  | { then: 'lockChosen'; data: { queued?: Step<Pick> } }
  /** The minion unseen by the actions of minion `actor` this turn (the primitive `unseenBy`: Blind Spot). */
  | { then: 'unseenBy'; data: { actor: string } }
  /** The controller of card `card` takes `n` pool from Methuselah `from`, or not (the primitive `poolToController`: Life Boon). */
  | { then: 'poolToController'; data: { card: string; from: SeatId; n: number } }
  /** The card `card` burned for `n` pool, or not (the primitive `burnForPool`: Priority Contract). */
  | { then: 'burnForPool'; data: { card: string; n: number } }
  /** `minion` burns `n` blood, or the card `self` is burned (the primitive `bloodOrBurn { burn: 'self' }`: Robert Carter). */
  | { then: 'bloodOrBurn'; data: { self: string; minion: string; n: number } }
  /** n pool burned, or a vampire burned with the card `self` (the primitive `poolOrBurnOwn`: Antediluvian Awakening). */
  | { then: 'poolOrBurnOwn'; data: { self: string; n: number } }
  /** The minion the card `card` moves onto (the primitive `passOn`: Fear of Mekhet). */
  | { then: 'passOn'; data: { card: string } }
  /** The ash heap card removed from the game, or (none) the card `self` burned (the primitive `ashRemoveOrBurn`). */
  | { then: 'ashRemoveOrBurn'; data: { self: string } }
  /** The ready anarch a discard unlocks (or none: the primitive `discardActions { anarchUnlock }`). */
  | { then: 'unlockChosen'; data: Record<string, never> }
  /** The minion that takes `n` unpreventable damage (the primitive `hurtChosen`). */
  | { then: 'hurtChosen'; data: { n: number } }
  /** The card a card keeps as chosen (`keepsChosen`, vocab/kept-choice.ts): `card` is the card choosing. */
  | { then: 'keepChosen'; data: { card: string } }
  /** The location asked about now (`at`) and those left, each kept for `n` pool or burned (the primitive `keepLocations`). */
  | { then: 'keepLocations'; data: { n: number; at: string; rest: string[] } }
  /** The card that burns `n` blood if the Edge is burned (the primitive `edgeForBlood`). */
  | { then: 'edgeForBlood'; data: { card: string; n: number } }
  /** The minion whose corruption counters of the pick's Methuselah may be burned to take control of it (the primitive `corrupt`). */
  | { then: 'corruptSteal'; data: { card: string } }
  /** The acting minion burns `blood` to be immune to the `n` damage after the action, or takes it (the primitive `aggAfterAction { immuneFor }`). */
  | { then: 'aggImmune'; data: { minion: string; n: number; blood: number } }
  /** The vampire in torpor moved to the ready region if `minion` burns `n` blood (the primitive `toReadyForBlood`). */
  | { then: 'toReadyForBlood'; data: { minion: string; card: string; n: number } }
  /** The X blood `minion` burns for +1 stealth on the user's next X actions this turn (the primitive `stealthNext`). */
  | { then: 'stealthNext'; data: { minion: string } }
  /** `n` burned between pool and cards at random from the hand, the cards' count chosen (the primitive `burnPoolOrHand`). */
  | { then: 'burnPoolOrHand'; data: { n: number } }
  /** n pool burned, or no transfers in the next influence phase (the primitive `poolOrTransfers`). */
  | { then: 'poolOrTransfers'; data: { n: number } }
  /** The bleed under way redirected to the seat chosen (the primitive `redirectBleed`). */
  | { then: 'redirectBleed'; data: Record<string, never> }
  /** The library card moved to the hand (the primitive `seekToHand`). */
  | { then: 'seekToHand'; data: Record<string, never> }
  /** The circle `card` joins (the primitive `chooseCircle`). */
  | { then: 'chooseCircle'; data: { card: string } };

export type PickThen = PickNext['then'];

/** A small choice with a continuation (targets, amounts...). */
export type Pick = {
  seat: SeatId;
  kind: string;
  options: { id: string; label: string; params?: Record<string, unknown> }[];
} & PickNext;
