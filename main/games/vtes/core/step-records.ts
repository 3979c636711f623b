/**
 * The records of the steps on the V:TES frame stack (issue #5 items 1-2; split from state.ts): the
 * action under way (6.2), a combat and its strikes (6.4), a referendum (6.3), and the effects that last
 * a Duration from where the game was when they began. Types only; state.ts re-exports them.
 */
import type { SeatId } from '../../../engine/types';
import type { CardData } from '../schema/card-params';
import type { Cond, Duration, Selector } from '../schema/schema-params';

/** A value no rule writes into: its fields change only through ops.ts records. */
export type DeepReadonly<T> = T extends (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/**
 * A frame's step record as the state holds it (issue 11 item 4): read-only for the rules, its fields
 * change only through the `step` and `frame` records of ops.ts (`setStep`, `pushFrame`, `popFrame`),
 * so the compiler rejects a write in place.
 */
export type Step<T> = DeepReadonly<T>;

export interface ActionState {
  actor: string;
  seat: SeatId;
  kind:
    | 'bleed'
    | 'hunt'
    | 'card'
    | 'equip'
    | 'employ'
    | 'recruit'
    | 'political'
    | 'leaveTorpor'
    | 'rescue'
    | 'diablerie'
    | 'anarch'
    | 'combat'
    | 'burnCard'
    | 'stealCard'
    | 'ability';
  card?: string;
  /** An action a card in play or a minion offers (vocab/offers.ts): the card and the index of its ability. */
  offer?: { card: string; n: number };
  mode?: number;
  /** Directed at this Methuselah (undefined = undirected). */
  target?: SeatId;
  targetCard?: string;
  /** 6.1.3: further equipment taken from the same minion in one equip action. */
  takeAlso?: string[];
  stealth: number;
  bleed: number;
  bleedModded: boolean;
  /** The combat that follows a successful block has been started (or skipped); "after block resolution" cards of the blocker come after it (RTR 19980623). */
  combatDone?: boolean;
  /** "+N bleed if ..." modifiers (a Condition: the target Methuselah has at most P pool), checked when the bleed resolves (PIB 20110817, RTR 20191031). */
  condBleed?: { n: number; if: Cond }[];
  /** Rescue: blood paid by the actor (rest by the rescued vampire). */
  split?: number;
  xCost?: number;
  /** A hunt that added no blood (the vampire was full) is not a successful hunt for "after a successful hunt" cards (LSJ 20050720-2). */
  huntEmpty?: boolean;
  step:
    'preBlock' | 'block' | 'stealth' | 'intercept' | 'afterBlock' | 'react' | 'preCombat' | 'blockResolved' | 'after' | 'diablerieChoice';
  /** Blocked, before block resolution (`preCombat`): the Methuselahs who passed, acting one first (rules/action.ts). */
  preCombatPassed?: SeatId[];
  /** An `endAction` primitive ended the blocked action before block resolution (`noLock`: the blocker is not locked for the block). */
  ended?: { noLock: boolean };
  /** Blockers that do not lock for their block (a `noBlockLock` primitive: Read the Winds). */
  spared?: string[];
  blockSeats: SeatId[];
  /** The index in `blockSeats` from which the Methuselahs are asked only for cards that block anyway (Eagle's Sight, 6.2.2.1). */
  anySeatFrom?: number;
  blockIdx: number;
  blocker?: string;
  intercept: number;
  failed: string[];
  /** Minions that cannot attempt to block this action again (a `blockFails` primitive: vtes-es 6.2.2.1). */
  barred?: string[];
  /** Block restrictions of this action (a `notBlockedBy` primitive, 6.2.2.1): minions their Selector takes when a block is offered cannot block. */
  notBlockedBy?: { by: Selector; source: string }[];
  /** Block prices of this action (a `blockPrice` primitive, 6.2.2.1): a minion for which their Condition holds burns n blood (or life) to attempt to block. */
  blockPrices?: { if?: Cond; n: number; life?: true; source: string }[];
  /** Intercept changes of this action (an `interceptBy` primitive, 6.2.2.2): a minion their Selector takes gets n in each block attempt. */
  interceptBy?: { by: Selector; n: number; source: string }[];
  /** Modifiers of this action whose use waiting for its success was made (rules/action.ts `successUses`). */
  successUsed?: string[];
  /** What a failed blocker's Methuselah had at hand when it failed (blockSituation): it may try again once that changes (6.2.2.1). */
  failedSig?: Record<string, string>;
  /** Failed blockers to lock as the action resolves (Faceless Night: ANK 20171017, ANK 20230305). */
  lockAtResolution?: string[];
  woken: string[];
  /** A minion unlocked by an ability to attempt to block at once, with `extra` intercept (the primitive `unlockToBlock`). */
  blockNow?: { uid: string; extra: number };
  /** Woken minions that burn blood as the action begins to resolve, not having blocked it (a `wake` primitive's `burnUnlessBlocks`). */
  burnAtResolution?: Record<string, number>;
  mods: string[];
  /** minion uid → ids of the cards it played with a mode limited to once per action (modifiers, reactions; limits.ts). */
  used: Record<string, string[]>;
  reactPassed: SeatId[];
  /**
   * The Methuselahs who passed the intercept step of the block attempt under way (6.2.2.2): the blocker's first, then
   * any other with a card in play that gives another Methuselah's blocker intercept (KRCG News Radio); cleared when
   * the acting minion gets stealth or another minion attempts to block.
   */
  interceptPassed?: SeatId[];
  noVampireBlock?: boolean;
  /** No more action modifiers can be played on this action (a card that cancels says so: `cancel.noMods`). */
  noMods?: boolean;
  /** The acting Methuselah cannot gain the Edge this action: it is burned instead (`noEdgeGain`: Leverage). */
  noEdge?: boolean;
  /** Minions cannot unlock during this action (`noUnlockAction`: The Sleeping Mind [DOM]; core/ops.ts `unlock`). */
  noUnlock?: boolean;
  /** The range of the combat of a block, set by a card played during the action: its first round or (`each`) every round (`rangeIfBlocked`). */
  blockRange?: { range: 'close' | 'long'; each?: boolean };
  aggAfter?: number;
  /** Unpreventable damage the action's effects inflict on cards, applied once it resolves (the primitive `hurt`: Horseshoes). */
  hurt?: { uid: string; n: number }[];
  lockFailed?: boolean;
  outcome?: 'success' | 'blocked';
  /** What card modules keep for this action (cards/<id>.ts). */
  cards?: CardData;
  /** Optional maneuvers granted by reactions to a minion for the combat that follows its block. */
  maneuvers?: Record<string, number>;
  /** Prevention granted by reactions to a minion for the first round of the combat that follows its block (Precognition). */
  guards?: Record<string, number>;
  /** Cards a blocker's reactions put on the acting minion if it blocks, still theirs (`attach { ifBlocks }`: Melange [AUS]). */
  blockAttach?: { card: string; seat: SeatId; by: string }[];
  /** Optional presses granted by reactions or modifiers to a minion for the combat of a block, each once in any round (Rat's Warning; `press.ifBlocks`). */
  presses?: Record<string, number>;
  /** Optional maneuvers or presses (one or the other) for the combat of a block (Mind Tricks; `maneuverOrPress`). */
  flex?: Record<string, number>;
  /** Prevention granted by modifiers or reactions to a minion for the whole combat of a block, any round (Beast Meld; `preventInCombat`). */
  guardsCombat?: Record<string, number>;
  /** Minions that cannot use equipment in the combat that follows the block (Form of the Bat; vocab/prims/no-equipment.ts). */
  noEquip?: string[];
  /** All damage vampires take in the combat that follows the block is aggravated (Domain of Evernight; vocab/prims/agg-combat.ts). */
  aggCombat?: boolean;
  /** Minions to lock once the action ends unless they blocked it (`lockAfterAction`: Eyes of the Wild). */
  lockAfter?: string[];
  /** Pool its user burns once the action ends unless the minion blocked it (`poolUnlessBlocks`: WMRH Talk Radio). */
  poolUnless?: { seat: SeatId; minion: string; n: number }[];
  /** Paid intercept uses the action's cards gave (`paidIntercept`), once this action each; `used` once made. */
  paid?: { uid: string; source: string; n: number; blood: number; if?: Cond; used?: boolean }[];
  /** Strikes the action's cards give a minion for the combat that follows the block (Shroud of Absence; vocab/prims/grant-strike.ts). */
  granted?: GrantedStrike[];
  /** Special abilities used this action (Larissa). */
  usedAbilities?: string[];
  /** Imbued appendix A.2: the convictions named as the action was announced to pay its conviction cost (RTR 20111202). */
  convictions?: string[];
  /** Political action: whether its referendum passed and by how many votes. */
  refPassed?: boolean;
  preBlockDone?: boolean;
  refMargin?: number;
  /** A modifier played said the action ends before block resolution if it is blocked (no combat). */
  endIfBlocked?: boolean;
  /** A strike card said the blocked action continues as if unblocked once the combat ends (vtes-es 6.2.2). */
  continueUnblocked?: { cost?: number; stealth?: number };
  /** vtes-es:11 Esclavo: the blocked vampire's controller was offered a slave to fight instead. */
  slaveAsked?: boolean;
  /** vtes-es:11 Título: the vampire chosen to receive a justicar title card if the referendum passes. */
  titleFor?: string;
  /** Red List action (vtes-es:11): enter combat with a marked Red List minion, +1 stealth, 1 blood paid on success. */
  redList?: boolean;
  /** The acting Methuselah opened the manual operations during this action (issue 34): once per action. */
  manualUsed?: boolean;
}

/** A strike a card gave a minion for a combat (`grantStrike`): its kind, the round it is limited to, the card that gave it. */
export interface GrantedStrike {
  uid: string;
  s: 'combatEnds';
  round?: number;
  card: string;
}

export interface Strike {
  kind: 'hand' | 'dodge' | 'combatEnds' | 'damage' | 'burnEquipment' | 'stealEquipment' | 'stealBlood' | 'torpor' | 'burnAlly' | 'none';
  dmg: number;
  ranged: boolean;
  firstStrike?: boolean;
  agg?: boolean;
  /** Retainer targeted at long range (6.4.7). */
  target?: string;
  /** Equipment of the opposing minion chosen for a destroy/steal equipment strike (6.4.5). */
  equip?: string;
  /** A destroy/steal equipment strike that takes only a weapon ("steal weapon": Fast Hands). */
  weapons?: true;
  /** Its damage cannot be prevented (6.4.6). */
  unpreventable?: true;
  /** Its damage cannot be prevented by cards requiring Fortitude (Blood Rage). */
  noFor?: true;
  /** A hand strike that dodges too (Stutter-Step [CEL]): the opposing strike misses as against a dodge. */
  alsoDodge?: true;
  /** The card it is made with wears: a counter burned from it per damage inflicted (Weighted Walking Stick). */
  wears?: true;
  /** Card on the striker the strike is made with (a weapon): lost if the card is gone first. */
  from?: string;
  undodgeable?: boolean;
  /** An aim played as the strike was chosen (vocab/prims/aim.ts): `plus` damage if any of the strike's lands, no press for the opposing minion this round. */
  aim?: { plus: number; noPress?: true };
  card?: string;
  unlock?: boolean;
}

export interface CombatState {
  a: string;
  b: string;
  round: number;
  step:
    'preRange' | 'range' | 'preStrike' | 'strikeA' | 'strikeB' | 'postStrike' | 'extra' | 'extraStrike' | 'prevent' | 'endRound' | 'press';
  range: 'close' | 'long';
  /** Who is asked now in a back-and-forth window (maneuvers, presses, before-range cards). */
  asker: string;
  passes: number;
  lastMove: string | null;
  strikes: Record<string, Strike | null>;
  extraLeft: Record<string, number>;
  extraSource: Record<string, boolean>;
  handOnly: boolean;
  nextClose: boolean;
  /** This round's range was set before range was determined (vocab/prims/set-range.ts): its determine-range step is skipped. */
  rangeSet?: boolean;
  /** Every round of this combat is at this range, its determine-range step skipped (`rangeIfBlocked` with `each`: Neutral Guard). */
  rangeEach?: 'close' | 'long';
  /** Minions whose initial strike of a round must be one of a card's (vocab/prims/set-range.ts `strikeWith`). */
  strikeWith?: Record<string, { card: string; round: number }>;
  /** Optional maneuvers minions get in the next round, if there is one (vocab/prims/next-round-maneuver.ts). */
  nextManeuvers?: Record<string, number>;
  /** Damage more of a minion's damaging strikes made with a card requiring a Discipline, this combat (vocab/prims/disc-strikes.ts). */
  discStrikes?: { uid: string; disc: string; n: number }[];
  strengthSet: Record<string, number>;
  env: Record<string, number>;
  usedRound: Record<string, string[]>;
  usedCombat: Record<string, string[]>;
  optManeuvers: Record<string, number>;
  optPresses: Record<string, number>;
  /** Optional maneuvers or presses for the rest of the combat, each used once as one or the other (Mind Tricks; the primitive `maneuverOrPress`). */
  flex?: Record<string, number>;
  /** Optional presses for the rest of the combat, each used once in any round (an action's "1 optional press during that combat"): what each may do. */
  heldPresses?: Record<string, ('any' | 'continue' | 'end')[]>;
  /** Cards whose once-per-combat abilities were used in this combat (vocab/abilities.ts: Guardian Angel's prevention). */
  usedAbilities: string[];
  /** Damage waiting for prevention: target uid → [normal, aggravated]. */
  /** `fixed`, `fixedAgg`: the part no prevention reaches (an unpreventable strike's: Blood Sweat). */
  damage: { uid: string; normal: number; agg: number; env?: number; fixed?: number; fixedAgg?: number; noFor?: number }[];
  lostBlood: Record<string, number>;
  /** The damage each vampire with a damage limit took in this combat, after prevention (rules/over-damage.ts: Franciscus). */
  damageTaken?: Record<string, number>;
  ended: boolean;
  /**
   * A vampire of the combat wounded by damage resolution whose going to torpor waits while the opposing minion may
   * play a card "only usable when the opposing vampire is going to torpor" (window `combat: 'torpor'`: Decapitate;
   * rules/torpor-window.ts).
   */
  torpor?: { uid: string };
  /** Additional strikes that can only be one strike (`additionalStrike.strike`: Wind Dance [THA]), taken first, in order. */
  extraAs?: { uid: string; round: number; card: string; strike: { s: 'dodge' | 'burnEquipment'; ranged?: true; weapons?: true } }[];
  /** The combat ended early; only the end-of-round step is left (vtes-pl "Koniec rundy"). */
  finalRound?: boolean;
  /** The press step decided that another round follows (it starts after the end-of-round step). */
  continues?: boolean;
  /** Unlock these minions when combat ends (Majesty superior). */
  unlockAtEnd: string[];
  /** Cards played this combat waiting to go to the ash heap. */
  played: string[];
  /** Cards played this combat not to be replaced until after it, by Methuselah (1.6.1.2: "do not replace until after combat"). */
  noReplace?: Record<number, number>;
  /** The additional-strike window was offered this round. */
  extraAsked?: boolean;
  /** A strike waiting for the first strike of the other combatant to resolve (6.4.5). */
  deferred?: string;
  /** Minions whose strike chosen this round ends the combat once it has resolved (vocab/prims/end-combat-after.ts). */
  endAfter?: string[];
  /** Such a strike has resolved: the combat ends once its damage is resolved (6.4.5). */
  endsAfterDamage?: boolean;
  /** Another combat between the same minions follows this one as it ends (vocab/prims/queue-combat.ts). */
  queued?: boolean;
  /** Environmental aggravated damage each minion takes as its strike of this round resolves (vocab/prims/recoil.ts). */
  recoil?: Record<string, number>;
  /** The Methuselahs drawing one more card with each replacement this combat, one entry per card saying so (`drawOnReplace`). */
  drawOnReplace?: SeatId[];
  /** The cards in play giving each press step a press to continue (`autoPress`: Trap), with their counters' reset. */
  autoPress?: { card: string; reset: number }[];
  /** Weapons whose bearer already took their damage this combat (`bearerDamage`, once each combat: Zip Gun). */
  bearerHurt?: string[];
  /** Strength bonuses of this combat, each lasting its Duration: this round or this combat (Show of Force; core/params/duration.ts). */
  lasting?: Lasting[];
  /** Minions whose hand strikes deal aggravated damage, each for its Duration: this round or this combat (6.4.6; vocab/prims/agg-hand.ts). */
  aggHand?: Lasting[];
  /** Minions the opposing strikes do no damage to, each for its Duration: the rest of this round (6.4.6; vocab/prims/prevent-strike.ts). */
  shield?: Lasting[];
  /** Prevention minions can use each round, each for its Duration (6.4.6; vocab/prims/prevent-each-round.ts), and what they used, by `<minion>:<round>`. */
  guard?: Lasting[];
  guardUsed?: Record<string, number>;
  /** Prevention a minion can still use in any round of this combat, spent after its prevention of the round (vocab/prims/prevent-in-combat.ts). */
  guardPool?: Record<string, number>;
  /** Minions that may burn blood to prevent the opposing initial strike each round (`n`: the blood), for its Duration (vocab/prims/strike-guard.ts), and the rounds used, by `<minion>:<round>`. */
  strikeGuard?: Lasting[];
  strikeGuardUsed?: string[];
  /** Minions whose damage past the first of each round is prevented (`n` 2: aggravated damage too), for the combat (vocab/prims/prevent-past-first.ts). */
  pastFirst?: Lasting[];
  /** Damage successfully inflicted this combat, by `<minion>:<round>` (read by `pastFirst`). */
  inflicted?: Record<string, number>;
  /**
   * Damage a minion's strikes successfully inflicted (after prevention) on the opposing minion, by `<striker>:<round>`:
   * environmental and retainer damage do not count (LSJ 20010812; read by the Condition `inflictedMore`).
   */
  struck?: Record<string, number>;
  /** What minions cannot do for the rest of this combat: maneuver to a range, press to continue or end (vocab/prims/combat-bar.ts). */
  bars?: { uid: string; maneuverTo?: 'close' | 'long'; press?: 'continue' | 'end' }[];
  /** Environmental damage a minion deals with the strikes of one round only (vocab/prims/damage.ts `for: 'round'`). */
  envRound?: { uid: string; n: number; round: number }[];
  /** Extra hand size of Methuselahs for the rest of this combat (`handSize { for: 'combat' }`: Aura Reading [AUS]; core/state.ts `handSize`). */
  handSize?: Record<number, number>;
  /** Methuselahs playing with an open hand for the rest of this combat (vocab/prims/open-hand.ts; view/seatview.ts). */
  openHands?: number[];
  /** Minions that get no additional strike in a round (a hand strike and dodge: Stutter-Step [CEL]; rules/strikes.ts). */
  noExtra?: { uid: string; round: number }[];
  /** Minions whose strikes with weapons inflict no damage in a round (vocab/prims/weapons-no-damage.ts, read by rules/strikes.ts). */
  noWeaponDamage?: { uid: string; round: number }[];
  /** Minions for which a coin is flipped for each strike made against them until heads (vocab/prims/coin-strikes.ts, read by rules/coin-strikes.ts). */
  coinStrikes?: string[];
  /** Minions that cannot play strike cards for the rest of this combat (vocab/prims/no-strike-cards.ts, read by rules/combat.ts). */
  noStrikeCards?: string[];
  /** Unpreventable damage each minion takes as each press step of this combat starts (vocab/prims/press-damage.ts). */
  pressDamage?: { uid: string; n: number }[];
  /** Strikes a minion can make this round besides its others (vocab/prims/round-strike.ts): steal `n` blood, ranged. */
  roundStrikes?: { uid: string; n: number; round: number }[];
  /** "After combat" riders of the strikes chosen this round (vocab/prims/after-combat.ts), by striker: kept once the strike lands. */
  afterStrike?: { uid: string; n: number; burn?: true; close?: true; noUnlock?: true }[];
  /**
   * What happens once this combat ends (rules/after-combat.ts): `to` takes n unpreventable damage, or burns n blood or life;
   * `torpor`: it is locked and sent to torpor (vocab/prims/torpor-after-combat.ts).
   */
  afterCombat?: { from: string; to: string; n: number; burn?: true; noUnlock?: true; torpor?: true }[];
  /** Aims played for a minion's next strike (vocab/prims/aim.ts), and the minions that cannot press in a round. */
  aims?: { uid: string; plus: number; noPress?: true }[];
  noPress?: { uid: string; round: number }[];
  /** Who pressed to continue (press window). */
  pressBy?: string;
  /** Equipment stolen this round: its new holder cannot use it before the next round (6.4.5). */
  stolen?: string[];
  /** Minions that cannot use equipment in this combat (the `noEquipment` primitive of the action's cards): core/state.ts `equipmentBarred`. */
  noEquip?: string[];
  /** All damage vampires take in this combat is aggravated (the `aggCombat` primitive of the action's cards; rules/strikes.ts). */
  aggAll?: boolean;
  /** Strikes the action's cards gave a combatant in this combat (`grantStrike`), offered in its strike steps. */
  granted?: GrantedStrike[];
  /** Combatants that cannot strike in the first round, the combat ending as that round's strikes resolve (`noStrike`: Hunter's Mark). */
  noStrikeFirst?: string[];
  /** Methuselahs asked this round about out-of-turn master cards (1.6.2.4). */
  ootAsked?: SeatId[];
  /** Methuselahs asked this round about their bystander uses before range (rules/bystander.ts: Mariel). */
  byAsked?: SeatId[];
  /** Combatants whose controller opened the manual operations before range in this combat (issue 34). */
  manualAsked?: string[];
}

export interface RefState {
  /** Calling vampire (null for a blood hunt). */
  caller: string | null;
  seat: SeatId;
  card?: string;
  cid: string;
  /** Terms chosen after success. */
  terms: {
    seat?: SeatId;
    card?: string;
    clan?: string;
    seats?: SeatId[];
    seatsDone?: boolean;
    cards?: string[];
    cardsDone?: boolean;
    alloc: SeatId[];
    allocCards?: string[];
    picked?: Record<number, string | null>;
  };
  /** `outcome`: the referendum passed and each Methuselah in turn chooses a vampire (`capacityPool`). */
  step: 'terms' | 'polling' | 'outcome';
  order: SeatId[];
  idx: number;
  yes: number;
  no: number;
  /** Sources already used: 'v:<uid>', 'edge', 'pc:<seat>', 'ab:<uid>' (an ability, vocab/abilities.ts), 'mod:<cid>', 'r:<uid>:<cid>' */
  used: string[];
  /** Blood hunt: the diablerist. */
  diablerist?: string;
  passed?: boolean;
  /** Prisci sub-referendum ballots (6.3.3). */
  ballots?: { yes: number; no: number };
  /** 6.3.2: votes and ballots cast so far (any source), and how many each Methuselah had seen when it last passed. */
  cast?: number;
  doneAt?: Record<number, number>;
  /** 6.3.3: Methuselahs who burned a political action card for a vote draw its replacement when the referendum ends. */
  redraw?: SeatId[];
  /** 6.3.3: what each vampire cast so far, [votes for, votes against, ballots for, ballots against] (read by `abstain`). */
  tally?: Record<string, [number, number, number, number]>;
  /** Vampires made to abstain in this referendum: their votes and ballots taken back, none cast any more (vocab/prims/abstain.ts). */
  abstained?: string[];
  /** 6.3.3: the way each vampire's votes went: all of one vampire's votes and ballots go the same way. */
  vampDir?: Record<string, 1 | -1>;
  /** Methuselahs still to be asked for their "before any votes" reactions as the polling opens (window `beforeVotes`). */
  pre?: SeatId[];
  /**
   * Methuselahs whose pool lost to the passed referendum's effect is lost by the caller's Methuselah too
   * (`mirrorPoolLoss`, read as the referendum passes: rules/politics.ts `closeRef`).
   */
  mirror?: SeatId[];
  /** How many `failToll` cards were played on it: if it fails, the caller's Methuselah burns 1 pool plus the vote difference for each. */
  failToll?: number;
  /** 6.3.2: cancelled (the `cancel` primitive, vocab/prims-politics.ts): the step ends it as soon as it has the hand back. */
  cancelled?: true;
  /** 6.3.2: made to fail in its polling step (the `refFails` primitive: Vox Domini): the step ends it, failed, as soon as it has the hand back. */
  failed?: true;
}

/** Where the game was when an effect began: the turn, the action's minion, the combat and its round, the card. */
export interface Stamp {
  turn: number;
  seat: SeatId;
  actor?: string;
  combat?: string;
  round?: number;
  card?: string;
}

/** An effect on a card that lasts a Duration from when it began (a strength bonus for this round or this combat). */
export interface Lasting {
  uid: string;
  n: number;
  for: Duration;
  at: Stamp;
}
