/**
 * The parts of a V:TES card mode beyond its effects (issue 27 item 1; schema.ts holds the effects, the mode and the card
 * definition): what the mode needs of the Methuselah and the minion (`ConditionSchema`, 1.6.1.3), its cost, how often it
 * may be played (`LimitSchema`), what a directed action targets (6.2.2), the strike kinds, the stats a static modifier
 * changes and whom it changes. Pure: zod only.
 */
import { z } from 'zod';
import { DiscSchema, SectSchema } from './schema-prims';
import { CardClassSchema, CondSchema, DurationSchema, TitleSchema, TraitSchema } from './schema-params';

const rec = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape);
const count = z.number().int();
const flag = z.boolean().optional();
const costValue = z.union([count, z.literal('X')]);

/**
 * What a mode (or, in `CardDef.reqs`, the whole card) needs of the Methuselah and of the minion
 * playing it (1.6.1.3; all must hold): Discipline level, clan, sect, title, capacity, traits,
 * version, the Edge, Gehenna events, a locked minion.
 */
export const ConditionSchema = z.discriminatedUnion('r', [
  rec({ r: z.literal('disc'), disc: DiscSchema, level: z.literal([1, 2]) }),
  rec({ r: z.literal('clan'), clan: z.string() }),
  rec({ r: z.literal('title'), titles: z.array(TitleSchema) }),
  rec({ r: z.literal('sect'), sect: SectSchema }),
  rec({ r: z.literal('capacity'), min: count.optional(), max: count.optional() }),
  /** A member of any of the sects (card data listing several, e.g. "independent, anarch"). */
  rec({ r: z.literal('sects'), sects: z.array(SectSchema) }),
  /** Not a member of the sect (card data "non-camarilla", "non-anarch"). */
  rec({ r: z.literal('notSect'), sect: SectSchema }),
  /** A titled vampire (any title, votes of Independents included), or with `not` an untitled one. */
  rec({ r: z.literal('titled'), not: flag }),
  /** A minion with (or, with `not`, without) a keyword or trait of section 11 / vtes-pl "Cechy". */
  rec({ r: z.literal('trait'), trait: TraitSchema, not: flag }),
  /** Not a vampire of the clan (card data "non-caitiff"). */
  rec({ r: z.literal('notClan'), clan: z.string() }),
  /** An advanced / a base version of a vampire, or a vampire with no merged version. */
  rec({ r: z.literal('version'), v: z.enum(['advanced', 'base', 'unmerged']) }),
  /** The playing Methuselah controls the Edge. */
  rec({ r: z.literal('edge') }),
  /** Played by a vampire (not an ally). */
  rec({ r: z.literal('vampire') }),
  /** At least n Gehenna events in play. */
  rec({ r: z.literal('gehenna'), n: count }),
  /** Only a locked minion may play it (reactions that wake). */
  rec({ r: z.literal('locked') }),
  /** A locked minion may play it too. */
  rec({ r: z.literal('lockedOk') }),
]);

/** The cost of playing a mode (1.6.1.3): pool and/or blood (life for an ally), a number or X (chosen as played). */
/** Pool, blood and (imbued appendix 2) conviction: convictions the playing imbued burns. */
export const CostSchema = rec({ pool: costValue.optional(), blood: costValue.optional(), conviction: count.optional() });

/**
 * How often a mode may be played: once by the same minion for a Duration (vocab/schema-params.ts): per
 * combat round / per combat (6.4), in one action (1.6.3.2, 1.6.3.6), in one turn ("a vampire can play
 * only one X each turn": a mode with the limit counts only plays of modes with it), until its next unlock phase
 * (`untilUnlock`, 4); only while the minion has no copy of the card on it (`oneOn: 'minion'`), or with
 * `class` no card of that class ("a minion can have only one vehicle", vtes-pl "Pojazdy"); or one
 * copy in the whole game (`onePer: 'game'`) or in each turn (`onePer: 'turn'`), by anybody.
 */
export const LimitOnceSchema = DurationSchema.extract(['round', 'combat', 'action', 'turn', 'untilUnlock']);
export const LimitSchema = z.union([
  /** `perDisc`: counted for each Discipline apart ("only one X can be played at a given Discipline each combat"). */
  rec({ once: LimitOnceSchema, perDisc: z.literal(true).optional() }),
  /**
   * `opponent`: the opposing minion of the combat bears no copy ("a vampire can have only one Disarm": it goes on that
   * vampire); `prey`: no minion controlled by the playing Methuselah's prey bears one (Madman's Quill).
   */
  rec({ oneOn: z.enum(['minion', 'opponent', 'prey']), class: CardClassSchema.optional() }),
  /** "Only one X can be played (or called) in a game": by nobody once a copy was played (core/queries.ts `playableModes`). */
  /** "Only one X can be played each turn": by nobody else once a copy was played this turn (`turnFlags.playedOnce`). */
  /** "Each Methuselah may play only one X each game" (`seat`): by nobody who played a copy already (Vox Domini). */
  rec({ onePer: z.enum(['game', 'turn', 'seat']) }),
  /** "This card and X cannot both be played on the same action" (Into Thin Air, Lost in Crowds): X by its name, read both ways. */
  rec({ notWith: z.array(z.string().min(1)).min(1) }),
]);

/**
 * The cards a `card` target may be (6.2.2.1): a kind of card, the minion's state (none: ready), a
 * vampire's age against the acting vampire, `prey`: controlled by the acting Methuselah's prey,
 * `combat`: the action enters combat with it, `undirected`: the action is not directed (no (D) printed): a card
 * of any Methuselah, the acting one's too, but never the acting minion (6.2.2; Fifth Tradition: Hospitality).
 */
export const TargetCardsSchema = rec({
  what: z.enum(['minion', 'vampire', 'ally', 'retainer', 'location', 'equipment']),
  state: z.enum(['locked', 'unlocked', 'inTorpor', 'readyOrTorpor']).optional(),
  age: z.enum(['younger', 'older']).optional(),
  prey: z.literal(true).optional(),
  combat: z.literal(true).optional(),
  undirected: z.literal(true).optional(),
  /** The acting minion may be the target too ("a minion you control": Biothaumaturgic Experiment [THA]). */
  self: z.literal(true).optional(),
  /** What else the card must be, tested on it (role `it`): "a vampire with 3 or fewer blood or a locked minion". */
  where: CondSchema.optional(),
});

/**
 * What a directed action mode targets (6.2.2): the prey, another Methuselah, a ready minion of
 * another Methuselah, a card another Methuselah controls, or `directed`: the target stays the
 * players'. No targets: undirected.
 */
export const TargetSchema = z.discriminatedUnion('t', [
  rec({ t: z.literal('directed') }),
  rec({ t: z.literal('prey') }),
  /** `among: 'predatorOrPrey'`: only the acting Methuselah's predator or prey (1.3; Night Moves). */
  rec({ t: z.literal('methuselah'), among: z.literal('predatorOrPrey').optional() }),
  rec({ t: z.literal('minion') }),
  rec({ t: z.literal('card'), cards: TargetCardsSchema }),
]);

/** `torpor`: send the opposing vampire to torpor; `burnAlly`: burn the opposing ally (6.4.5; close range, as a strike is). */
export const StrikeKindSchema = z.enum([
  'hand',
  'dodge',
  'combatEnds',
  'damage',
  'burnEquipment',
  'stealEquipment',
  'stealBlood',
  'torpor',
  'burnAlly',
]);
/**
 * Static modifiers (vocab/modifiers.ts): the stat (`roundDamage`: a retainer's damage with each round's strikes;
 * `masterActions`, `transfers`, `discardActions`: the master phase actions, influence phase transfers and
 * discard phase actions of the Methuselah controlling a ready vampire, 5, 7, 8; `firstRoundManeuvers`: a minion's own optional maneuvers in the first
 * round of each combat, 6.4.2; `combatManeuvers`, `combatPresses`: its optional maneuvers and presses each
 * combat, 6.4.2, 6.4.4), whom it modifies; the Condition it needs and the Amount it counts are shared records.
 */
export const StatSchema = z.enum([
  'stealth',
  'intercept',
  'bleed',
  'strength',
  'handSize',
  'roundDamage',
  'masterActions',
  'transfers',
  /** Discard phase actions of the Methuselah controlling a ready vampire as the discard phase starts (8). */
  'discardActions',
  /** Optional maneuvers of a minion of its own in the first round of each combat (6.4.2). */
  'firstRoundManeuvers',
  /** Optional maneuvers a minion gets each combat, usable in any round of it (6.4.2). */
  'combatManeuvers',
  /** Optional presses a minion gets each combat, usable in any round of it (6.4.4). */
  'combatPresses',
  /** Optional maneuvers or presses (one or the other, each once) a minion gets each combat (6.4.2, 6.4.4: Ruins of Ceoris; rules/combat-start.ts). */
  'combatFlex',
  /** Mandatory presses a minion gets each combat, only to continue it (6.4.4; rules/mandatory-press.ts: Adrino Manauara). */
  'mandatoryPresses',
  /** Additional strikes (limited) a minion gets each round, after its first strike (6.4.3; rules/rounds.ts). */
  'roundStrikes',
  /** Blood more it costs to rescue the vampire from torpor, split as the 2 are (6.5.3; rules/minion.ts). */
  'rescueCost',
  /** Blood more (or less, negative) it costs this vampire to rescue any vampire from torpor, never below 0 (6.5.3; rules/minion.ts). */
  'rescueBy',
  /** The blood a vampire's successful hunt gains beyond the 1 of the rules (6.1.2 "+1 hunt"; rules/resolution.ts). */
  'hunt',
  /** Damage less from each strike of the opposing minion in combat, not environmental damage (6.4.5; rules/strikes.ts). */
  'damageLess',
  /** Blood or life more each strike of the opposing minion in combat costs it (6.4.3: "strikes against him cost an additional blood or life"; rules/strike-price.ts). */
  'strikePrice',
  /** Votes a ready vampire casts beyond its title's, under the record's Condition (6.3.3; rules/politics.ts). */
  'votes',
  /** Damage more, or blood or life more stolen, by each of its ranged strikes, even at close range (6.4.5; rules/strikes.ts). */
  'rangedDamage',
  /** Ballots a priscus casts in the prisci bloc beyond its one (6.3.3 "+1 ballot": Gratiano; rules/politics.ts). */
  'ballots',
  /**
   * While the minion is in combat, the Methuselah controlling the opposing minion plays with an open hand (Owl Companion
   * [ani]; read as the combat starts, kept in its `openHands`: rules/combat-start.ts).
   */
  'opponentOpenHand',
  /**
   * While the minion is in combat, the hand size of the Methuselah controlling the opposing minion changes by n (Raptor
   * [ANI]: -1; read as the combat starts, kept in its `handSize`: rules/combat-start.ts).
   */
  'opponentHandSize',
]);
/** Whom a static modifier changes; `every`: each minion for which the modifier's Condition holds (the minion its `minion`), from a card in play (an event, a master card). */
export const ModWhoSchema = z.enum(['self', 'employer', 'bearer', 'controller', 'every']);
