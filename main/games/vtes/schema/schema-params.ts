/**
 * The four shared parameter records of the V:TES vocabulary (issue 27 item 4), as zod schemas: a
 * **Condition** (`Cond`: "if", "unless", "while"; composable with all/any/not), a **Selector** (which
 * cards, minions or Methuselahs, and how many), an **Amount** (a number, X, per counter, capacity,
 * votes, computed from the state) and a **Duration** (this action, combat, round, turn, until your next
 * unlock phase, while in play). Every effect, window, limit and ability may carry them; each is
 * interpreted in one module of vocab/params/ (`cond.ts`, `selector.ts`, `amount.ts`, `duration.ts`),
 * which also renders it in the card text (cards-vtes `cond.*`, `sel.*`, `amount.*`, `dur.*`).
 *
 * Roles are relative to the use, as the primitives' (vocab/schema-prims.ts `PrimWhoSchema`), plus the
 * blocking minion of the action under way (`blocker`) and the candidate a Selector is testing (`it`).
 * Pure: zod only (the other vocabulary schemas import this one, never the other way round).
 */
import { z } from 'zod';

const rec = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape);
const count = z.number().int();

export const SectSchema = z.enum(['camarilla', 'sabbat', 'laibon', 'independent', 'anarch']);

/** The titles (vtes-es 1.5.3; the votes of an Independent as `1 vote`, `2 votes`); schema.ts re-exports it. */
export const TitleSchema = z.enum([
  'primogen',
  'prince',
  'justicar',
  'inner circle',
  'bishop',
  'archbishop',
  'priscus',
  'cardinal',
  'regent',
  'baron',
  'kholo',
  'magaji',
  '1 vote',
  '2 votes',
]);
/** A title by its name (a Condition "you control a ready prince"). */
export const NamedTitleSchema = TitleSchema.exclude(['1 vote', '2 votes']);

/**
 * Which vampires a Selector keeps (a filter of its candidates): of a clan, a sect, titled, with a
 * keyword (vtes-es 11), with a capacity at least / at most, with a Discipline (a code, at either level); all
 * given must hold.
 */
export const VampireFilterSchema = rec({
  clan: z.string().optional(),
  disc: z.string().optional(),
  sect: SectSchema.optional(),
  titled: z.literal(true).optional(),
  trait: z.enum(['infernal', 'blackHand', 'seraph', 'redList']).optional(),
  capacity: rec({ min: count.optional(), max: count.optional() }).optional(),
});

/**
 * Card classes a card's data states (issue 27 item 5): what other cards name ("a vehicle", "an animal
 * retainer", "a mortal ally", "a gun", "a melee weapon", "a ghoul", "a werewolf"); read by the Condition `class`.
 */
/**
 * The circles of the Blood Brothers (vtes-es:11, clan Blood Brother; the circle names printed on them): a vampire
 * "choosing any circle" as it enters play picks one of these (the primitive `chooseCircle`).
 */
export const CircleSchema = z.enum(['budapest', 'chicago', 'kiev', 'mexicoCity', 'torrance']);

/** `location`: an equipment card that is a location while in play, not counted as equipment (group ruling G00047). */
/** `contract`: a card put on a minion that names who may enter combat with it ("Contract"; Iliana refuses them). */
export const CardClassSchema = z.enum([
  'vehicle',
  'animal',
  'mortal',
  'gun',
  'melee',
  'ghoul',
  'location',
  'zombie',
  'werewolf',
  /** A wraith ally or retainer ("Wraith with 1 life"): Erebus pays less for them. */
  'wraith',
  /** A mage ally ("Mage with 2 life"): Antonio d'Erlette puts one in play. */
  'mage',
  'haven',
  'contract',
  'electronic',
]);

/** Keywords and traits a crypt card's data states (vtes-es:11, vtes-pl:Cechy; `nonUnique`: not unique, 1.5.2, 4.1). */
export const TraitSchema = z.enum([
  'infernal',
  'scarce',
  'sterile',
  'slave',
  'bloodCursed',
  'blackHand',
  'seraph',
  'redList',
  'flight',
  'nonUnique',
  /** Never contested: a second copy entering play burns the first one in play instead (4.1; Jimmy Dunn). */
  'burnsFirst',
  /** A follower of Lilith (a vampire becomes one in play: the primitive `gainTrait`, Lilith's Blessing). */
  'bahari',
]);

/** A card a condition or an amount reads, by its role in the use. */
/** `bearer`: the minion the card of the use is on (a piece of equipment's vampire: "a younger vampire" than it). */
export const RoleSchema = z.enum(['self', 'minion', 'actor', 'target', 'opponent', 'blocker', 'it', 'bearer']);
/** Whose pool: the user's, the Methuselah the action targets, or the user's prey (1.3). */
/** Whose pool: the user's, the target Methuselah's, the prey's, or (`itsController`) the controller's of the card a Selector considers (`it`). */
export const PoolOfSchema = z.enum(['you', 'target', 'prey', 'itsController']);
/** The action kinds a condition may name (6.1.2, 6.2; `directed`, `undirected` by their targets; `combat`: an action to enter combat, 6.4). */
export const ActionKindSchema = z.enum([
  'bleed',
  'hunt',
  'political',
  'equip',
  'employ',
  'recruit',
  'combat',
  'directed',
  'undirected',
  /** A diablerie action (6.5.1; "+1 stealth during diablerie actions"). */
  'diablerie',
  /** An action to rescue a vampire from torpor (6.5.3; "+1 stealth when attempting to rescue a vampire": Humanitas). */
  'rescue',
]);

/**
 * What a minion did this turn (vtes-es 3, counted once by the engine: core/deeds.ts): its action
 * succeeded (6.2.3) or was blocked, it blocked an action (6.2.2.2), it entered combat (6.4); or a card
 * entered play this turn (`enters`: 1.6.2, 1.6.4, 6.1.4, 6.1.5, 7).
 */
export const DeedSchema = z.enum(['success', 'blocked', 'block', 'combat', 'enters']);

/** Bounds of a compared number (capacity, blood, counters, pool): at least `min`, at most `max`. */
const bounds = { min: count.optional(), max: count.optional() };

/** The record of a Condition (written out: the schema is recursive). */
export type Cond =
  | { c: 'all'; of: Cond[] }
  | { c: 'any'; of: Cond[] }
  | { c: 'not'; of: Cond }
  | { c: 'clan'; who: Role; clan: string }
  | { c: 'sect'; who: Role; sect: Sect }
  | { c: 'titled'; who: Role }
  | { c: 'title'; who: Role; title: NamedTitle }
  | { c: 'class'; who: Role; class: CardClass }
  | { c: 'disc'; who: Role; disc: string; sup?: true }
  | { c: 'diablerieSince'; who: Role }
  | { c: 'influencedLast'; who: Role }
  | { c: 'monster'; who: Role }
  /** The card is an imbued (imbued appendix A.1: "an imbued"). */
  | { c: 'imbued'; who: Role }
  /** The card bears a card with that id ("a minion with True Faith"); `name` for the text. */
  | { c: 'bears'; who: Role; cid: string; name: string }
  | { c: 'bearsClass'; who: Role; class: CardClass }
  | { c: 'trait'; who: Role; trait: z.infer<typeof TraitSchema> }
  | { c: 'vampire'; who: Role }
  /** The card is a location: a master card in play as one, or a card of the class ("an action directed at a location you control"). */
  | { c: 'location'; who: Role }
  | { c: 'ally'; who: Role }
  | { c: 'capacity'; who: Role; min?: number; max?: number }
  | { c: 'poolCost'; who: Role; min?: number; max?: number }
  | { c: 'blood'; who: Role; min?: number; max?: number }
  | { c: 'counters'; who: Role; min?: number; max?: number }
  | { c: 'younger'; who: Role; than: Role }
  | { c: 'ready'; who: Role }
  | { c: 'locked'; who: Role }
  | { c: 'torpor'; who: Role }
  /** The vampire is merged with its other version (7: an advanced vampire's "[MERGED]" sentence). */
  | { c: 'merged'; who: Role }
  | { c: 'wasReady' }
  | { c: 'prey'; who: Role }
  | { c: 'predatorOrPrey'; who: Role }
  | { c: 'predator'; who: Role }
  | { c: 'pool'; of: PoolOf; min?: number; max?: number }
  | { c: 'library'; min?: number; max?: number }
  | { c: 'vp'; min?: number; max?: number }
  | { c: 'copies'; min?: number; max?: number }
  | { c: 'bleedAmount'; min?: number; max?: number }
  | { c: 'earlierAction' }
  /** The card of the role is the one the card of the use keeps as chosen (`keepsChosen`: The Rack's vampire). */
  | { c: 'keptChoice'; who: Role }
  | {
      c: 'controls';
      of: PoolOf;
      clan?: string;
      sect?: Sect;
      notSect?: Sect;
      titled?: true;
      title?: NamedTitle;
      imbued?: true;
      ally?: true;
      location?: true;
      younger?: true;
      min?: number;
    }
  | { c: 'action'; kind: ActionKind }
  | { c: 'targetsYou' }
  | { c: 'targetsPrey' }
  | { c: 'directed' }
  | { c: 'controlsTitle'; title: NamedTitle }
  | { c: 'actionDisc'; disc: string }
  | { c: 'actionClan'; clan: string }
  | { c: 'playedDisc'; disc: string; modifier?: true }
  | { c: 'playedInAction'; who: Role; disc: string }
  | { c: 'blockAttempt' }
  | { c: 'success' }
  | { c: 'fed' }
  | { c: 'refPassed' }
  | { c: 'acting'; who: Role }
  | { c: 'same'; who: Role; as: Role }
  | { c: 'gehenna'; min?: number; max?: number }
  /** The Methuselah controlling the card of the role controls a Gehenna event in play ("whose controller controls any Gehenna card"). */
  | { c: 'gehennaOf'; who: Role }
  /** The card of the role bears any of the user's corruption counters (core/marks.ts `corruptionOf`). */
  | { c: 'corrupted'; who: Role }
  /** The card of the role is controlled by the Methuselah whose turn it is. */
  | { c: 'activeSeat'; who: Role }
  /** The action under way is an action offered by the card of the use (vocab/offers.ts: "in that combat"). */
  | { c: 'ownOffer' }
  | { c: 'readyCard'; cid: string; name: string; byName?: true }
  | { c: 'otherTitle'; title: z.infer<typeof NamedTitleSchema> }
  | { c: 'yours'; who: Role }
  | { c: 'blocked' }
  | { c: 'aboutToFight'; who: Role }
  | { c: 'inCombat'; who: Role }
  | { c: 'reacted' }
  | { c: 'range'; range: 'close' | 'long' }
  | { c: 'fighters'; a: 'monster' | 'mortal'; b: 'monster' | 'mortal' }
  | { c: 'round'; n: number }
  | { c: 'inflictedMore' }
  | { c: 'firstThisTurn' }
  | { c: 'didThisTurn'; who: Role; did: Deed; kind?: ActionKind; withSelf?: true }
  | { c: 'edge' }
  | { c: 'yourTurn' }
  /** The game is in an unlock phase (vtes-es 4), whoever's turn it is ("in any phase except the unlock phase"). */
  | { c: 'unlockPhase' }
  /** The turn is that of the Methuselah controlling the card of the use (a trigger run as another Methuselah). */
  | { c: 'controllerTurn' }
  /** The Methuselah of the use is one of those the card of the use was put in play for (a referendum's chosen ones). */
  | { c: 'keptSeat'; of?: 'target' };

/**
 * A Condition (issue 27 item 4): what must hold for an effect, a window, a limit or an ability to
 * apply. Leaves: a card's clan, sect, title or class; a monster (imbued appendix A.4: a vampire, or an ally or
 * retainer neither mortal nor animal); its capacity, blood or counters compared; one vampire
 * younger (of lower capacity) than another; ready, locked or in torpor; the event's minion ready as the
 * event happened (`wasReady`: a trigger's); a card controlled by the prey of the Methuselah of the use
 * (`prey`, 1.3); a pool compared; a Methuselah (you, or the one the action targets) controlling a ready
 * vampire of a clan, a sect or with a title; the action's kind; the action played with a card requiring
 * a Discipline (1.6.1.3); the action directed at the Methuselah of the use (`targetsYou`: its target is
 * "you", 6.2.2); that Methuselah controlling a ready vampire with a title (`controlsTitle`, 1.5.3); a
 * minion attempting to block (6.2.2.2); the action successful or blocked (6.2.3), a hunt that gave
 * blood, a referendum passed; a card being the acting minion (`acting`) or the user's (`yours`); the combat's range
 * (6.4.2) and round; the first time this turn the card does it; what a minion did this turn
 * (`didThisTurn`: its action of a kind succeeded or was blocked, with this card `withSelf`; it blocked;
 * it entered combat); the Edge; the turn being the user's (`yourTurn`). `all`/`any`/`not` compose.
 */
export const CondSchema: z.ZodType<Cond> = z.lazy(() =>
  z.union([
    rec({ c: z.literal('all'), of: z.array(CondSchema).min(1) }),
    rec({ c: z.literal('any'), of: z.array(CondSchema).min(1) }),
    rec({ c: z.literal('not'), of: CondSchema }),
    rec({ c: z.literal('clan'), who: RoleSchema, clan: z.string().min(1) }),
    rec({ c: z.literal('sect'), who: RoleSchema, sect: SectSchema }),
    rec({ c: z.literal('titled'), who: RoleSchema }),
    /** The card is a vampire holding that title ("cannot block primogen"). */
    rec({ c: z.literal('title'), who: RoleSchema, title: NamedTitleSchema }),
    rec({ c: z.literal('class'), who: RoleSchema, class: CardClassSchema }),
    /**
     * The card has the Discipline, at either level, or at superior level with `sup` ("the bearer with Auspex",
     * "minions without Necromancy", "a vampire who does not have Fortitude").
     */
    rec({ c: z.literal('disc'), who: RoleSchema, disc: z.string().min(2), sup: z.literal(true).optional() }),
    /** The card is a vampire that committed diablerie since the user's last turn (the current turn counts, that one does not: LSJ 20020429). */
    rec({ c: z.literal('diablerieSince'), who: RoleSchema }),
    /**
     * The card is a vampire that entered the user's ready region during the user's last influence phase (vtes-es 7; kept
     * by core/state.ts `influenced` only where a card asks it): Legendary Vampire.
     */
    rec({ c: z.literal('influencedLast'), who: RoleSchema }),
    rec({ c: z.literal('monster'), who: RoleSchema }),
    rec({ c: z.literal('imbued'), who: RoleSchema }),
    rec({ c: z.literal('bears'), who: RoleSchema, cid: z.string().min(1), name: z.string().min(1) }),
    /** The card bears a card of that class ("if Lupe has a vehicle": imbued appendix; a vehicle, 1.6.1.6). */
    rec({ c: z.literal('bearsClass'), who: RoleSchema, class: CardClassSchema }),
    /** The card has a keyword (infernal, Red List...: "another acting infernal minion"). */
    rec({ c: z.literal('trait'), who: RoleSchema, trait: TraitSchema }),
    /** The card is a vampire / an ally ("allies cannot block him", "to attempt to block a vampire"). */
    rec({ c: z.literal('vampire'), who: RoleSchema }),
    rec({ c: z.literal('location'), who: RoleSchema }),
    rec({ c: z.literal('ally'), who: RoleSchema }),
    rec({ c: z.literal('capacity'), who: RoleSchema, ...bounds }),
    /** The card's printed pool cost compared (an ally "who costs less than 4 pool": Project); a card with none has 0. */
    rec({ c: z.literal('poolCost'), who: RoleSchema, ...bounds }),
    rec({ c: z.literal('blood'), who: RoleSchema, ...bounds }),
    rec({ c: z.literal('counters'), who: RoleSchema, ...bounds }),
    rec({ c: z.literal('younger'), who: RoleSchema, than: RoleSchema }),
    rec({ c: z.literal('ready'), who: RoleSchema }),
    rec({ c: z.literal('locked'), who: RoleSchema }),
    rec({ c: z.literal('torpor'), who: RoleSchema }),
    rec({ c: z.literal('merged'), who: RoleSchema }),
    rec({ c: z.literal('wasReady') }),
    rec({ c: z.literal('prey'), who: RoleSchema }),
    /** Controlled by the user's predator or prey (1.3: "a minion controlled by your predator or prey"). */
    rec({ c: z.literal('predatorOrPrey'), who: RoleSchema }),
    /** Controlled by the user's predator (1.3: "a minion controlled by your predator"). */
    rec({ c: z.literal('predator'), who: RoleSchema }),
    rec({ c: z.literal('pool'), of: PoolOfSchema, ...bounds }),
    rec({ c: z.literal('library'), ...bounds }),
    /** The victory points of the Methuselah of the use ("only usable if you have one or more victory points"). */
    rec({ c: z.literal('vp'), ...bounds }),
    /** The copies of the card of the use in play that the Methuselah of the use controls, counted (Ashur Tablets' three). */
    rec({ c: z.literal('copies'), ...bounds }),
    /** The action under way is a bleed whose amount is within the bounds (6.1.1: "if the bleed amount is 4 or more"). */
    rec({ c: z.literal('bleedAmount'), ...bounds }),
    /**
     * The acting Methuselah's minions already performed an action this turn, successful or blocked, before the one under
     * way ("not usable during the first action in a minion phase": core/deeds.ts).
     */
    rec({ c: z.literal('earlierAction') }),
    /**
     * The card of the role is the one the card of the use chose as it entered play or as its controller changed, and
     * keeps (effect `keepsChosen`, vocab/kept-choice.ts: "the chosen vampire").
     */
    rec({ c: z.literal('keptChoice'), who: RoleSchema }),
    rec({
      c: z.literal('controls'),
      of: PoolOfSchema,
      clan: z.string().min(1).optional(),
      sect: SectSchema.optional(),
      /** A ready vampire of no such sect ("a non-Camarilla vampire": Judgment: Camarilla Segregation). */
      notSect: SectSchema.optional(),
      titled: z.literal(true).optional(),
      /** A ready vampire with this title ("if your prey has a ready prince or justicar": Suhailah). */
      title: NamedTitleSchema.optional(),
      /** A ready imbued instead of a vampire ("requires a ready imbued": The Church of Vindicated Faith). */
      imbued: z.literal(true).optional(),
      /** A ready ally instead of a vampire ("bleeding a Methuselah who controls a ready ally": Preston Varrick). */
      ally: z.literal(true).optional(),
      /**
       * A location in play instead of a minion (a master card in play as a location, or a card of the class, on a minion
       * or not: "while you control 1 or more locations", Neserian).
       */
      location: z.literal(true).optional(),
      /** A ready vampire younger than the card of the use ("a younger ready Tzimisce": Stravinsky). */
      younger: z.literal(true).optional(),
      /** At least this many such minions, else one ("if you control more than two ready imbued": min 3, Earl Deams). */
      min: count.min(2).optional(),
    }),
    rec({ c: z.literal('action'), kind: ActionKindSchema }),
    rec({ c: z.literal('targetsYou') }),
    /** The action under way is directed at the user's prey (1.3: "+1 bleed against your prey"). */
    rec({ c: z.literal('targetsPrey') }),
    /** The action under way is directed at a Methuselah (vtes-es 6.1: "after a successful directed action": Marked Path). */
    rec({ c: z.literal('directed') }),
    rec({ c: z.literal('controlsTitle'), title: NamedTitleSchema }),
    rec({ c: z.literal('actionDisc'), disc: z.string().min(2) }),
    /** The action card played requires a vampire of the clan (1.6.1.3: "an action requiring a Gangrel": Keegan). */
    rec({ c: z.literal('actionClan'), clan: z.string().min(1) }),
    /** The card a trigger's event played (`vtes.play`), in the mode played, requires the Discipline ("when he plays a card requiring Auspex"). */
    /** `modifier`: and the mode played is an action modifier's ("plays an action modifier card requiring Obfuscate"). */
    rec({ c: z.literal('playedDisc'), disc: z.string().min(2), modifier: z.literal(true).optional() }),
    /** The card by its role has played a card requiring the Discipline during the action under way (its action card, a modifier, a reaction: Ossian). */
    rec({ c: z.literal('playedInAction'), who: RoleSchema, disc: z.string().min(2) }),
    rec({ c: z.literal('blockAttempt') }),
    rec({ c: z.literal('success') }),
    /** The action was a successful hunt that gave its minion blood (6.1.2). */
    rec({ c: z.literal('fed') }),
    /** The action's referendum passed (6.3.2). */
    rec({ c: z.literal('refPassed') }),
    /** The card of the role is the acting minion. */
    rec({ c: z.literal('acting'), who: RoleSchema }),
    /** Gehenna events in play (any Methuselah's), counted ("if there are any Gehenna events in play": min 1). */
    rec({ c: z.literal('gehenna'), ...bounds }),
    /** The Methuselah controlling the card of the role controls a Gehenna event in play (Céleste Lamontagne). */
    rec({ c: z.literal('gehennaOf'), who: RoleSchema }),
    /** The card of the role bears 1 or more of the user's corruption counters ("minions with any of your corruption counters"). */
    rec({ c: z.literal('corrupted'), who: RoleSchema }),
    /** The card of the role is controlled by the Methuselah whose turn it is ("a vampire that Methuselah controls", in any unlock phase). */
    rec({ c: z.literal('activeSeat'), who: RoleSchema }),
    /** The action under way (and its combat) is one the card of the use offers ("Faruq may enter combat ... In that combat, +1 strength"). */
    rec({ c: z.literal('ownOffer') }),
    /** The card of role `who` is the card of role `as` ("in combat with this vampire": the opponent is `self`). */
    rec({ c: z.literal('same'), who: RoleSchema, as: RoleSchema }),
    /** A card with this id (named `name`) is ready, whoever controls it, not contested ("while Otieno is ready"). */
    /** `byName`: any card of that name, whatever its id (two crypt cards of one name: "unless /Brunhilde/ is ready"). */
    rec({ c: z.literal('readyCard'), cid: z.string().min(1), name: z.string().min(1), byName: z.literal(true).optional() }),
    /** Another ready vampire than the card of the use, whoever controls it, holds the title ("if any other justicars are ready": Anastasz di Zagreb). */
    rec({ c: z.literal('otherTitle'), title: NamedTitleSchema }),
    /** The card of the role is controlled by the Methuselah of the use. */
    rec({ c: z.literal('yours'), who: RoleSchema }),
    rec({ c: z.literal('blocked') }),
    /** The action is blocked and the card of the role (the acting minion or the blocker) is about to enter the combat of the block (before block resolution). */
    rec({ c: z.literal('aboutToFight'), who: RoleSchema }),
    /** The card of the role is one of the two minions of the combat under way (6.4: "burned in combat", Angela Decker). */
    rec({ c: z.literal('inCombat'), who: RoleSchema }),
    /** A reaction card was played during the action under way (by any minion: Perfectionist). */
    rec({ c: z.literal('reacted') }),
    rec({ c: z.literal('range'), range: z.enum(['close', 'long']) }),
    /**
     * The combat under way is between a minion of kind `a` and another of kind `b` (imbued appendix A.4: a monster, or a
     * mortal, an imbued among them): "a combat between two monsters" (Maman Boumba), "between a monster and a mortal" (Abjure).
     */
    rec({ c: z.literal('fighters'), a: z.enum(['monster', 'mortal']), b: z.enum(['monster', 'mortal']) }),
    rec({ c: z.literal('round'), n: count.min(1) }),
    /**
     * This round the minion of the use successfully inflicted more damage on the opposing minion with its strikes than
     * that minion inflicted on it (6.4.6; environmental and retainer damage do not count: LSJ 20010812, TOM 19950304).
     */
    rec({ c: z.literal('inflictedMore') }),
    rec({ c: z.literal('firstThisTurn') }),
    rec({
      c: z.literal('didThisTurn'),
      who: RoleSchema,
      did: DeedSchema,
      kind: ActionKindSchema.optional(),
      withSelf: z.literal(true).optional(),
    }),
    rec({ c: z.literal('edge') }),
    /** It is the turn of the Methuselah of the use ("during your discard phase"; "during your unlock phase" of a moment every Methuselah's phase runs). */
    rec({ c: z.literal('yourTurn') }),
    rec({ c: z.literal('unlockPhase') }),
    rec({ c: z.literal('controllerTurn') }),
    /** `of: 'target'`: the Methuselah the action under way is directed at is one the card of the use keeps (Marked Path). */
    rec({ c: z.literal('keptSeat'), of: z.literal('target').optional() }),
  ]),
);

/** The record of an Amount (written out: the schema is recursive). */
export type Amount =
  | number
  | { a: 'x' }
  | { a: 'counters'; who: Role }
  | { a: 'capacity'; who: Role }
  | { a: 'blood'; who: Role }
  | { a: 'votes'; who: Role }
  | { a: 'pool'; of: PoolOf }
  | { a: 'vp' }
  | { a: 'if'; if: Cond; then: Amount; else?: Amount }
  | { a: 'sum'; of: Amount[] }
  /** How many cards a Selector takes now ("+1 vote for each ready titled vampire controlled by other Methuselahs"). */
  | { a: 'count'; sel: Selector };

/**
 * An Amount (issue 27 item 4): a fixed number, the X paid for the card, the counters, capacity, blood
 * or votes of a card by its role, a pool, one amount or another as a condition holds, or a sum.
 */
export const AmountSchema: z.ZodType<Amount> = z.lazy(() =>
  z.union([
    count,
    rec({ a: z.literal('x') }),
    rec({ a: z.literal('counters'), who: RoleSchema }),
    rec({ a: z.literal('capacity'), who: RoleSchema }),
    rec({ a: z.literal('blood'), who: RoleSchema }),
    rec({ a: z.literal('votes'), who: RoleSchema }),
    rec({ a: z.literal('pool'), of: PoolOfSchema }),
    /** The victory points of the Methuselah of the use (9.2). */
    rec({ a: z.literal('vp') }),
    rec({ a: z.literal('if'), if: CondSchema, then: AmountSchema, else: AmountSchema.optional() }),
    rec({ a: z.literal('sum'), of: z.array(AmountSchema).min(2) }),
    /** How many cards a Selector takes now ("+1 vote for each titled Camarilla vampire you control": Elysium: The Palace of Versailles). */
    rec({ a: z.literal('count'), sel: SelectorSchema }),
  ]),
);

/** How many of the candidates a Selector takes: one, each, up to n, any number (none included). */
export const SelectCountSchema = z.union([z.enum(['one', 'each', 'any']), rec({ upTo: count.min(1) })]);

/**
 * The one card a Selector may name by its role in the use instead of choosing: the card used
 * (`self`), the minion it is on (`bearer`), the acting minion (`actor`), the minion blocking with it
 * (`blocker`: the minion the blocking window asks about).
 */
export const SelectorRoleSchema = z.enum(['self', 'bearer', 'actor', 'blocker']);

/**
 * A Selector (issue 27 item 4): which cards, minions or Methuselahs an effect acts on, and how many.
 * `of`: what is chosen; `whose`: whose (the user's, another Methuselah's, the prey's, the predator's,
 * the action's target's, anyone's); `state`: ready, locked, unlocked, in torpor, ready or in torpor, or
 * uncontrolled (cards only; none: ready, or with a `role` any region); `filter`: a vampire filter;
 * `where`: a Condition on each candidate (role `it`); `role`: the one card of that role in the use
 * (an ability's beneficiary: "this vampire", "the minion it is on", "the acting minion").
 */
export const SelectorSchema = rec({
  /** `event`: an event card in play (vtes-es 1.6.4). */
  of: z.enum(['minion', 'vampire', 'ally', 'retainer', 'equipment', 'location', 'event', 'methuselah']),
  /** `predatorOrPrey`: a card of the user's predator or prey (1.3). */
  whose: z.enum(['you', 'other', 'prey', 'predator', 'predatorOrPrey', 'target', 'any']),
  role: SelectorRoleSchema.optional(),
  state: z.enum(['ready', 'locked', 'unlocked', 'torpor', 'readyOrTorpor', 'uncontrolled']).optional(),
  filter: VampireFilterSchema.optional(),
  where: CondSchema.optional(),
  count: SelectCountSchema,
});

/**
 * A Duration (issue 27 item 4): how long an effect lasts: until the end of this action (6.2), this
 * combat (6.4), this round (6.4.1), this turn (3), until its user's next unlock phase (4), or while
 * its card is in play.
 */
export const DurationSchema = z.enum(['action', 'combat', 'round', 'turn', 'untilUnlock', 'untilDiscard', 'inPlay']);

export type Sect = z.infer<typeof SectSchema>;
export type Title = z.infer<typeof TitleSchema>;
export type NamedTitle = z.infer<typeof NamedTitleSchema>;
export type CardClass = z.infer<typeof CardClassSchema>;
export type Circle = z.infer<typeof CircleSchema>;
export type VampireFilter = z.infer<typeof VampireFilterSchema>;
export type Role = z.infer<typeof RoleSchema>;
export type PoolOf = z.infer<typeof PoolOfSchema>;
export type ActionKind = z.infer<typeof ActionKindSchema>;
export type Deed = z.infer<typeof DeedSchema>;
export type SelectCount = z.infer<typeof SelectCountSchema>;
export type Selector = z.infer<typeof SelectorSchema>;
export type SelectorRole = z.infer<typeof SelectorRoleSchema>;
export type Duration = z.infer<typeof DurationSchema>;
