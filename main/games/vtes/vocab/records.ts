/**
 * The record types of the composed vocabulary (issue 11 item 5): primitives (run by
 * vocab/primitives.ts), activated abilities (vocab/abilities.ts) and triggers (vocab/triggers.ts),
 * with the two names of the card data they need (a Discipline, a sect). Types only and no imports:
 * effects.ts and the texts read them without tying themselves to the modules that run them.
 * (The political primitives' types are in records-politics.ts, types only as well.)
 */
import type { PolPrim } from './records-politics';

/** Lower-case VEKN Discipline code: 'pot', 'cel', 'dom' ... */
export type Disc = string;

export type Sect = 'camarilla' | 'sabbat' | 'laibon' | 'independent' | 'anarch';

/**
 * Whom a primitive acts on, relative to the use: the card whose ability it is or that is being
 * played (`self`), the minion the use benefits (`minion`: the ability's beneficiary, the minion
 * playing a reaction or a combat card, the acting minion for an action card or a modifier), the
 * acting minion of the action under way (`actor`), the card the action or the master card targets
 * (`target`), the minion opposing `minion` in its combat (`opponent`).
 */
export type PrimWho = 'self' | 'minion' | 'actor' | 'target' | 'opponent';
/**
 * Where counters are, relative to the use: the bank, the user's pool, the pool of the Methuselah the
 * action targets (`targetPool`), or a card named by its role (PrimWho).
 */
export type PrimSpot = 'bank' | 'pool' | 'targetPool' | PrimWho;
/** A bonus that lasts until the end of the action (stealth, intercept, bleed). */
export type BonusStat = 'stealth' | 'intercept' | 'bleed';

export type Prim =
  /** A referendum's terms, pool moved between the Methuselahs they name, a cancel (records-politics.ts). */
  | PolPrim
  /** Lock / unlock / burn the card itself or the minion. */
  | { p: 'lock'; who: PrimWho }
  | { p: 'unlock'; who: PrimWho }
  | { p: 'burn'; who: PrimWho }
  /** `n` counters (blood, pool, counters on the card) from one place to another (pool gain: bank → pool). */
  | { p: 'move'; n: number; from: PrimSpot; to: PrimSpot }
  /** +n to a stat of the action under way until it ends (vtes-es 6.2.2.2 stealth and intercept; bleed amount). */
  | { p: 'bonus'; stat: BonusStat; n: number }
  /** n votes in the referendum, the way the user votes (vtes-es 6.3.3). */
  | { p: 'votes'; n: number }
  /** The user discards a card of their choice (asked next), then draws up (vtes-es 1.6.1.2). */
  | { p: 'discardChosen' }
  /** The user sees the target Methuselah's hand and picks a card of it (asked next): it is discarded, that Methuselah draws up (6.2.3). */
  | { p: 'discardFromTarget' }
  /** The card itself goes to the user's play area and stays there (vtes-es 1.1.1). */
  | { p: 'putIntoPlay' }
  /** The user draws n cards from the top of the library (vtes-es 1.6.1.2), beyond the hand size. */
  | { p: 'draw'; n: number }
  /** The card itself is put on the minion (vtes-es 1.1.1: cards on a minion go with it). */
  | { p: 'attach'; to: Exclude<PrimWho, 'self'> }
  /** The locked minion wakes: it may block and play reactions during the action under way though locked (6.2, glossary "Despertarse"). */
  | { p: 'wake'; who: PrimWho }
  /** The minion does not unlock as normal in its next unlock phase (vtes-es 4); with `allyOnly`, only if it is an ally. */
  | { p: 'noUnlock'; who: PrimWho; allyOnly?: boolean }
  /** Vampires cannot block the action under way (6.2.2.1): only allies may. */
  | { p: 'noVampireBlock' }
  /** The acting minion takes n aggravated damage that cannot be prevented once the action resolves, if still ready (6.4.6). */
  | { p: 'aggAfterAction'; n: number }
  /** A minion that attempts to block the action under way and fails is locked (vtes-es 6.2.2.2). */
  | { p: 'lockFailedBlockers' }
  /** The minion gets an optional press in the current round of its combat (vtes-es 6.4.4). */
  | { p: 'press'; who: PrimWho }
  /** A counter on the card itself; with `burnAt` counters it burns (vtes-es 1.1.2). */
  | { p: 'counter'; burnAt: number }
  /** The user's hand size is n larger until the end of the turn; the user draws up (vtes-es 1.6.1.2). */
  | { p: 'handSize'; n: number }
  /**
   * n blood from the bank on a vampire of the user's uncontrolled region, picked next (vtes-es 1.2, 4);
   * with `younger`, only on a vampire of lower capacity than the minion (an action's, 6.1.6).
   */
  | { p: 'bloodToUncontrolled'; n: number; younger?: boolean }
  | CombatPrim;

/**
 * The combat primitives (vocab/prims-combat.ts; vtes-es 6.4, vtes-pl "Walka"), on the minion playing
 * the card (or using the ability) in its combat.
 */
export type CombatPrim =
  /**
   * A maneuver (6.4.2): a combat card holding it is played in the determine-range step and is the
   * maneuver (a strike card played there is also the round's strike); run elsewhere, an optional
   * maneuver: in the minion's combat, or (a reaction) in the combat that follows its block.
   * `toClose`: only to close range.
   */
  | { p: 'maneuver'; toClose?: true }
  /** Prevent n damage (+X, the blood paid for the card: `plusX`) of the damage the minion is taking (6.4.6). */
  | { p: 'prevent'; n: number; plusX?: true }
  /** The minion's strength is n (`set`; strength bonuses still add) or +n for the rest of the combat (6.4.3). */
  | { p: 'strength'; n: number; set?: true }
  /** n environmental damage to the opposing minion with each round's strikes, for the rest of the combat (6.4.5). */
  | { p: 'damage'; n: number; to: 'opponent'; each: 'round' }
  /** Only hand strikes may be used this round, by both combatants (6.4.3: a grapple). */
  | { p: 'strikeOnly'; kind: 'hand' }
  /** If the combat goes on, the next round is at close range without determining range (6.4.2). */
  | { p: 'nextRoundClose' }
  /** An additional strike this round (6.4.3); `limited`: one source of limited additional strikes per round. */
  | { p: 'additionalStrike'; limited: boolean }
  /** The minion gains as much blood as the opposing vampire lost this round (6.4.6: Taste of Vitae). */
  | { p: 'gainBlood'; n: 'opponentLost' };

/** The step offering the ability. */
export type AbilityWindow =
  | 'stealth'
  | 'intercept'
  | 'afterBlock'
  | 'polling'
  | 'minion'
  /** the master phase (vtes-es 5) and the unlock phase (vtes-es 4) of the card's controller. */
  | 'master'
  | 'unlock'
  /** after an action resolved (vtes-es 6.2.3): the acting Methuselah, then the others in table order. */
  | 'after'
  /** the presses of a combat round (vtes-es 6.4.4), for the user's minion in the combat. */
  | 'press'
  /**
   * the prevention step of a combat (vtes-es 6.4.6), for the user's minion taking the damage, by a
   * card of that minion (itself or a card on it).
   */
  | 'prevent'
  /**
   * during an action directed at the user (vtes-es 6.2.2.1 the block decisions, 6.2 the reactions
   * after them), by a card that is not blocking.
   */
  | 'directed'
  /**
   * whenever the engine asks the user: the user's minion phase (vtes-es 6) and the reaction window of
   * any action (6.2).
   */
  | 'any';

/** What the user pays to use the ability, in this order. */
export type AbilityCost =
  /** Lock the card (it must be unlocked). */
  | { c: 'lock' }
  /** Burn n blood of the card (a vampire's own ability). */
  | { c: 'blood'; n: number }
  /** Burn n pool. */
  | { c: 'pool'; n: number }
  /** Burn n life of the card (an ally: it burns at 0 life, vtes-es 6.4.6). */
  | { c: 'life'; n: number }
  /** Burn the card. */
  | { c: 'burnSelf' }
  /** Discard a card from the hand (requiring the Discipline, if given), then draw up: one use per card. */
  | { c: 'discard'; disc?: Disc };

/** How often each card may be used (all its abilities together): once per action, per referendum, per turn, per combat. */
export type AbilityLimit = 'action' | 'referendum' | 'turn' | 'combat';

/**
 * Which minion may benefit: the acting or blocking minion (of the clan or sect), the vampire itself
 * (its own ability), the minion the card is on (`bearer`: a master card put on a vampire), or a ready
 * vampire of the user's, chosen as it is used (`vampire`: one use per vampire, a hunting ground's).
 */
export interface AbilityWho {
  role?: 'acting' | 'blocking' | 'self' | 'bearer' | 'vampire';
  clan?: string;
  sect?: Sect;
  /** Only during a bleed action. */
  during?: 'bleed';
  /** Only after the action: a successful hunt that gained blood, a referendum that passed, a success. */
  after?: 'hunt' | 'refPassed' | 'success';
  /** The vampire whose ability it is is (`is`) or is not (`other`: another of the acting Methuselah's) the acting minion. */
  actor?: 'is' | 'other';
  /** The acting minion's sect. */
  actorSect?: Sect;
  /** A vampire's own ability usable from torpor too. */
  torpor?: boolean;
  /** Only if the user has the Edge (vtes-es 1.3). */
  edge?: boolean;
  /**
   * The minion benefits from one card of this mark per turn, whichever card (recorded in that list of
   * the turn: `hunted`, a vampire gains blood from only one hunting ground each turn).
   */
  once?: 'hunted';
}

/** More uses under the per-turn limit while a condition holds (Carfax Abbey: two while the user controls a ready baron). */
export interface AbilityUses {
  n: number;
  while: 'readyBaron';
}

export interface Ability {
  e: 'ability';
  window: AbilityWindow;
  cost: AbilityCost[];
  limit?: AbilityLimit;
  /** With limit 'turn': the uses allowed each turn when the condition holds (else one). */
  uses?: AbilityUses;
  who?: AbilityWho;
  effects: Prim[];
}

/**
 * The engine events a trigger may name: a card burned (vtes-es 1.1.2), a vampire sent to torpor (6.5.1),
 * a successful block (6.2.2.2), the unlock phase (4).
 */
export type TriggerEvent = 'vtes.burn' | 'vtes.torpor' | 'vtes.blocked' | 'unlockPhase';

/** What a blocked action may be: taken by a titled vampire (vtes-es 1.5.3), a political action (6.3). */
export type BlockedAction = 'titled' | 'political';

/** What the event must be about. */
export interface TriggerFilter {
  /** The minion was ready when the event happened (a ready minion burned or sent to torpor). */
  ready?: boolean;
  /** `bearer`: the minion this card is on; `preyMinion`: a minion of the card controller's prey. */
  minion?: 'bearer' | 'preyMinion';
  /** The minion is (still) in that region when the trigger runs. */
  zone?: 'torpor';
  /** The blocked action is any of these (a `vtes.blocked` trigger). */
  blockOf?: BlockedAction[];
}

export interface Trigger {
  e: 'on';
  /** The event (any of the list). */
  event: TriggerEvent | TriggerEvent[];
  filter?: TriggerFilter;
  /** Whose pool the primitives use: the card's controller (default), or the Methuselah whose turn it is. */
  seat?: 'active';
  /** At most once each turn for this card. */
  limit?: 'turn';
  effects: Prim[];
}
