/**
 * The one table of the V:TES primitives (issue 27 item 6): each primitive kind and the zod schema of
 * its record, keyed by kind. Everything that lists the primitives derives from this table: the
 * union `PrimSchema` (card data files and saved records are parsed with it), the `Prim` type, and
 * the registry of vocab/prims/index.ts, whose mapped type requires a module for every key here (one
 * missing does not compile). The schema is here, at the lowest layer, because the card data is parsed
 * below the layers that run it (docs/vtes-automation.md "How to add a primitive"); everything else a
 * primitive is (run, possible, text, bot value) is its one module in vocab/prims/.
 * Objects are strict: a field the vocabulary does not know is an error in a data file. Pure: zod only.
 */
import { z } from 'zod';
import {
  AmountSchema,
  CardClassSchema,
  CondSchema,
  DurationSchema,
  NamedTitleSchema,
  SectSchema,
  SelectorSchema,
  TraitSchema,
  VampireFilterSchema,
} from './schema-params';
import { BonusStatSchema, count, prim, PrimSpotSchema, PrimWhoSchema } from './prim-kit';
import { COMBAT_PRIM_RECORDS } from './prim-records-combat';

export { BonusStatSchema, PrimSpotSchema, PrimWhoSchema };

/**
 * What a passed referendum does to pools (6.3.2): `n` pool burned by every Methuselah (`per: 'minion'`:
 * n for each minion it controls; `'lockedMinion'`: for each locked one), by the chosen one, or by each
 * point's Methuselah once per point; `n` pool moved from the chosen Methuselah to each point's
 * Methuselah in turn; or `n` pool gained from the bank by every Methuselah (`per: 'minion'`: for each
 * minion it controls) or by the chosen one; `n` pool burned by each of the Methuselahs chosen
 * (`chooseSeats`), or gained by each of the others.
 */
const SeatPoolSchema = z.discriminatedUnion('to', [
  z.discriminatedUnion('from', [
    prim('seatPool', { n: count, from: z.literal('each'), to: z.literal('bank'), per: z.enum(['minion', 'lockedMinion']).optional() }),
    prim('seatPool', { n: count, from: z.enum(['chosen', 'points']), to: z.literal('bank') }),
    prim('seatPool', {
      n: count,
      from: z.literal('chosenSeats'),
      to: z.literal('bank'),
      /** `n` more pool burned by a chosen Methuselah controlling a ready vampire the filter selects. */
      plus: z.strictObject({ n: count, if: VampireFilterSchema }).optional(),
    }),
  ]),
  prim('seatPool', { n: count, from: z.literal('chosen'), to: z.literal('points') }),
  prim('seatPool', {
    n: count,
    from: z.literal('bank'),
    to: z.literal('each'),
    /** `readyClan`: n for each clan its ready vampires belong to. */
    per: z.enum(['minion', 'readyClan']).optional(),
    /** Per minion: only the vampires the filter selects (ready and in torpor: the ones it controls). */
    of: VampireFilterSchema.optional(),
    /** Per minion: only the vampires of the clan chosen in the terms (`chooseClan`). */
    clan: z.literal('chosen').optional(),
  }),
  prim('seatPool', { n: count, from: z.literal('bank'), to: z.enum(['chosen', 'notChosenSeats']) }),
  /** n pool moved to the user's pool from each Methuselah with more pool than the user's (counted before any moves). */
  prim('seatPool', { n: count, from: z.literal('richer'), to: z.literal('pool') }),
]);

/** A table whose every key names the kind of the records its schema takes (a key and its `p` that differ do not compile). */
const byKind = <T extends { [K in keyof T]: z.ZodType<{ p: K }> }>(t: T): T => t;

/** Every primitive kind and the schema of its record, grouped as vocab/prims/index.ts `PRIMS`. */
export const PRIM_RECORDS = byKind({
  // ---- cards and counters (vtes-es 1.1, 1.2) ----
  /** Lock / unlock / burn the card itself or the minion. */
  lock: prim('lock', { who: PrimWhoSchema }),
  /** The user can lock one card the Selector takes, chosen as the effect runs (a pick with "none"; vtes-es 1.1.2). */
  lockChosen: prim('lockChosen', { sel: SelectorSchema.extend({ count: z.literal('one') }) }),
  /** The user locks one of the oldest cards the Selector takes (a pick between those of equal capacity): Brujah Debate. */
  lockOldest: prim('lockOldest', { sel: SelectorSchema.extend({ count: z.literal('each') }) }),
  /**
   * The minion of the use, locked, unlocks and at once attempts to block the action with `intercept` more intercept,
   * even if not yet needed (6.2.2.1: Under Siege, Eternal Vigilance; vocab/prims/unlock-to-block.ts).
   */
  unlockToBlock: prim('unlockToBlock', { intercept: count }),
  unlock: prim('unlock', { who: PrimWhoSchema }),
  /** n convictions on the imbued of the role burned, as many as it has (imbued appendix A.2: Earl Deams). */
  burnConviction: prim('burnConviction', { n: count.min(1), who: PrimWhoSchema }),
  /**
   * The vampire of the use burns n blood; if it has fewer, it is burned instead (vtes-es 1.1.2 "Quemar": "they burn 5
   * blood; if they cannot, they are burned": Fear of Mekhet).
   */
  bloodOrBurn: prim('bloodOrBurn', { n: count.min(1), who: z.literal('minion'), burn: z.literal('self').optional() }),
  /**
   * The card of the use, on a minion, moves onto another card the Selector takes (count `each`: the candidates), the
   * user choosing between several (a pick with no "none"); with none, the card is burned (vtes-es 1.1.2: Fear of
   * Mekhet passing to another justicar or Inner Circle member).
   */
  passOn: prim('passOn', { sel: SelectorSchema.extend({ count: z.literal('each') }) }),
  /**
   * The minion of the use unlocks later this turn, if still ready and locked then: as the discard phase starts
   * (`discardPhase`: "during the next discard phase") or at the end of the turn (`endOfTurn`, 3); vocab/prims/unlock-later.ts.
   */
  unlockLater: prim('unlockLater', { at: z.enum(['discardPhase', 'endOfTurn']) }),
  /** A vampire of the use becomes anarch, with no blood paid (vtes-es 10.5: Galaric's Legacy, Seattle Committee). */
  becomeAnarch: prim('becomeAnarch', { who: PrimWhoSchema }),
  /** The user looks at one card of its prey's uncontrolled region, chosen by its place (vocab/prims/look-uncontrolled.ts). */
  lookUncontrolled: prim('lookUncontrolled', { whose: z.literal('prey') }),
  /** The user looks at the hand of the Methuselah the use aims at (vtes-es 1.1.2: hands are hidden; vocab/prims/look-hand.ts). */
  lookHand: prim('lookHand', { whose: z.literal('target') }),
  /**
   * The minion of the use receives a title (vtes-es 10, 4.2): the title and city the target vampire holds, contested with
   * it (`from: 'target'`: "receive (and contest) the title held by a prince"), or the one named ("become the Prince of
   * Chicago"); it replaces the vampire's title and may be contested like any (vocab/prims/gain-title.ts).
   */
  gainTitle: prim('gainTitle', {
    from: z.literal('target').optional(),
    title: NamedTitleSchema.optional(),
    city: z.string().min(1).optional(),
    /**
     * With `from: 'target'`: the title is taken, not shared: the target vampire loses it (its title card, if any, burns;
     * vtes-es 10, 11) and nobody contests it ("can steal the title from him": Calebros, The Martyr).
     */
    steal: z.literal(true).optional(),
  }),
  /** Every locked minion a Selector takes (its count `each`) unlocks (vtes-es 1.1.2): "any minion who ... unlocks". */
  unlockEach: prim('unlockEach', { sel: SelectorSchema.extend({ count: z.literal('each') }) }),
  /**
   * A card of the use is burned (vtes-es 1.1.2); `capacityTo: 'opponentPool'`: first the Methuselah controlling the
   * opposing minion of the combat gains pool equal to its capacity (Anathema).
   */
  burn: prim('burn', { who: PrimWhoSchema, capacityTo: z.literal('opponentPool').optional() }),
  /** The card of the use, in play, is burned if no counter is left on it (Short-Term Investment, after its last blood is moved). */
  burnIfEmpty: prim('burnIfEmpty', {}),
  /** A ready vampire of the use is sent to torpor (6.5.1: Disarm's opposing vampire). */
  toTorpor: prim('toTorpor', { who: PrimWhoSchema.exclude(['self']) }),
  /** Once the combat under way ends, the vampire of the use is locked, sent to torpor and skips its next unlock (Rötschreck). */
  torporAfterCombat: prim('torporAfterCombat', { who: PrimWhoSchema.exclude(['self']) }),
  /** `n` counters (blood, pool, counters on the card) from one place to another (pool gain: bank → pool). */
  move: prim('move', { n: count, from: PrimSpotSchema, to: PrimSpotSchema }),
  /** A card of the use removed from the game with its cards (1.1.2); `capacityToPool`: its controller gains pool equal to its capacity. */
  removeFromGame: prim('removeFromGame', { who: PrimWhoSchema, capacityToPool: z.literal(true).optional() }),
  /**
   * n blood for each card a Selector takes (count `each`, vtes-es 1.2): `to: 'it'` from the bank onto each
   * (a vampire up to its capacity: Patshiv), `to: 'pool'` from each to the user's
   * pool, what it has up to n (Tribute to the Master: every ready vampire of the user gives 1).
   */
  /**
   * n blood from the bank distributed one at a time among the cards the Selector takes (count `each`: the candidates),
   * each onto a card of the user's choice with room under its capacity (vocab/prims/blood-among.ts; Dmitra Ilyanova).
   */
  /** The action under way fails, once announced and while neither blocked nor resolved (vocab/prims/fail-action.ts; G00156). */
  failAction: prim('failAction', {}),
  bloodAmong: prim('bloodAmong', { n: count.min(1), sel: SelectorSchema.extend({ count: z.literal('each') }) }),
  /**
   * Any number of blood from the user's pool moved one at a time onto the cards the Selector takes, the user choosing
   * each and stopping when they like (vocab/prims/blood-among.ts with the pool as the source; Gird Minions).
   */
  poolAmong: prim('poolAmong', { sel: SelectorSchema.extend({ count: z.literal('each') }) }),
  bloodEach: prim('bloodEach', { n: count, sel: SelectorSchema.extend({ count: z.literal('each') }), to: z.enum(['it', 'pool']) }),
  /** The user burns n pool for each card a Selector takes (count `each`, vtes-es 1.2: Dragonbound's vampires in torpor). */
  poolEach: prim('poolEach', { n: count.min(1), sel: SelectorSchema.extend({ count: z.literal('each') }) }),
  /** Every copy of the card of the use in play, whoever controls it, is removed from the game (vtes-es 1.1.2). */
  removeCopies: prim('removeCopies', {}),
  /** The card of the use, in play, passes to the control of its controller's predator (vtes-es 1.3: The Coven). */
  toPredator: prim('toPredator', {}),
  /**
   * The user takes control of the card in play a role names ("steal", 6.1.6) as it is: a card of the play area
   * to the user's (a location), a minion to the user's same region with the cards on it that its controller
   * controlled (an ally, a vampire in torpor); `onto: 'minion'`: a card on a minion onto the use's minion (a
   * retainer or an equipment stolen by the acting vampire).
   */
  /**
   * The minion of the use steals n blood (an ally's life becoming blood) from the card the action targets
   * (vtes-es 6.4.5, 6.1): what it has up to n (`upTo`: "up to n", the same amount: taking fewer from another
   * Methuselah's minion never helps), kept up to the thief's capacity, the rest to the bank (1.2).
   */
  stealBlood: prim('stealBlood', { n: count.min(1), from: PrimWhoSchema.extract(['target']), upTo: z.literal(true).optional() }),
  takeControl: prim('takeControl', {
    who: PrimWhoSchema.extract(['target']),
    onto: PrimWhoSchema.extract(['minion']).optional(),
    /** The Methuselah chosen in a referendum's terms takes control, not the user (Disputed Territory). */
    to: z.literal('chosen').optional(),
  }),
  /**
   * The minion of the use may burn n blood (a pick: burn them or not) to move the target, a vampire in torpor the user
   * controls, to the user's ready region (vtes-es 1.2, 6.1.6: the vampire Graverobbing stole).
   */
  toReadyForBlood: prim('toReadyForBlood', { n: count.min(1), who: PrimWhoSchema.extract(['target']) }),
  /**
   * One of the user's corruption counters on the target minion; once the user's counters there reach its capacity (a
   * vampire) or its cost (an ally), the user may burn them to take control of it (a pick; vocab/prims/corrupt.ts:
   * Corruption, Revelation of Ecstasy [SER]).
   */
  corrupt: prim('corrupt', { who: PrimWhoSchema.extract(['target']) }),
  /**
   * The ready vampire a role names goes to the uncontrolled region of the Methuselah controlling it, with the cards
   * and counters on it, all unlocked there without unlocking (Banishment; vtes-es 1.1.2, 7: influenced back as usual).
   */
  toUncontrolled: prim('toUncontrolled', { who: PrimWhoSchema.extract(['target']) }),
  /**
   * The minion of the use, a vampire, becomes a vampire of `clan` for as long as it stays in play (its clan replaced),
   * with the trait `trait` besides its own, and gains one level of `disc` (basic, or superior if it had the basic):
   * Muricia's "a Gangrel antitribu becomes a sterile Ahrimane and gains 1 level of Spiritus" (vtes-es 1.6.2.2, 11).
   */
  becomeClan: prim('becomeClan', { clan: z.string().min(2), trait: TraitSchema.optional(), disc: z.string().min(2).optional() }),
  /**
   * The minion of the use, a vampire, gains the trait for as long as it stays in play, its clan and its own traits kept
   * (vtes-es 11): Lilith's Blessing's "becomes Bahari" (`Inst.gainedTraits`, read by core/state.ts `defOf`).
   */
  gainTrait: prim('gainTrait', { trait: TraitSchema }),
  /**
   * A counter on the card itself (`n`: that many, Weighted Walking Stick's 5); with `burnAt` counters it burns (vtes-es
   * 1.1.2); without, it keeps them (Seal of Veddartha). `gain`: as the card burns at `burnAt` counters, the user gains
   * that much pool from the bank (Open War).
   */
  counter: prim('counter', { burnAt: count.optional(), gain: count.min(1).optional(), n: count.min(2).optional() }),
  /** The card itself goes to the user's play area and stays there (vtes-es 1.1.1). */
  putIntoPlay: prim('putIntoPlay', {}),
  /** The card itself is put on the minion (vtes-es 1.1.1). */
  /**
   * The card itself is put on a minion of the use; `marks`: rule markers it keeps on that minion while it stays there
   * (core/marks.ts, as a master card's `onVampire` does): "the attached ally does not unlock as normal" (Restructure).
   */
  attach: prim('attach', {
    to: PrimWhoSchema.exclude(['self']),
    marks: z.array(z.enum(['cannotBlock', 'cannotAct', 'noUnlock', 'noDiablerie'])).optional(),
    /**
     * The card keeps the Methuselah the action under way is directed at (`seatsKept`, the Condition `keptSeat { of:
     * 'target' }`): "during an action directed at the same Methuselah" (Marked Path; vocab/prims/attach.ts).
     */
    keep: z.literal('target').optional(),
    /**
     * A reaction's: only if the minion of the use blocks, as the block resolves (rules/resolution.ts), the card goes on
     * the acting minion still controlled by the user, keeping the minion of the use as chosen (`keptChoice`) and the
     * acting minion's Methuselah (`seatsKept`): Melange [AUS] (vocab/prims/attach.ts `attachBlocked`).
     */
    ifBlocks: z.literal(true).optional(),
  }),
  /**
   * n blood from the bank on a vampire of the user's uncontrolled region, picked next (vtes-es 1.2, 4); `younger`: of
   * lower capacity than the minion; `of`: only a vampire the filter selects; `imbued`: on an imbued instead, as life
   * (imbued appendix A.1: the counters on an imbued are life).
   */
  bloodToUncontrolled: prim('bloodToUncontrolled', {
    n: count,
    younger: z.boolean().optional(),
    of: VampireFilterSchema.optional(),
    imbued: z.literal(true).optional(),
    /**
     * The blood comes from the minion of the use, up to n (what it has), not from the bank; `sameClan`: only on a
     * vampire of one of its clans (Grooming the Protégé: up to 3 blood of a ready vampire to a younger one of its clan).
     */
    fromMinion: z.literal(true).optional(),
    sameClan: z.literal(true).optional(),
  }),
  /**
   * Blood of the card (a vampire the user controls) to the user's pool: an amount the user picks
   * between `min` and `max` (none: all it has), or what it has when that is less (vtes-es 1.2);
   * `torpor`: a target in torpor may be chosen too (1.6.1.4).
   */
  bloodToPool: prim('bloodToPool', { min: count, max: count.optional(), from: PrimWhoSchema, torpor: z.literal(true).optional() }),
  /** The card (a vampire) gains blood from the bank up to its capacity (vtes-es 1.2); `torpor`: a target in torpor may be chosen too. */
  bloodToCapacity: prim('bloodToCapacity', { who: PrimWhoSchema, torpor: z.literal(true).optional() }),
  /** n more master phase actions for the user in the master phase under way (vtes-es 5). */
  masterAction: prim('masterAction', { n: count }),
  /** n more transfers for the user in the influence phase under way (vtes-es 7). */
  transfers: prim('transfers', { n: count }),
  /**
   * n more discard phase actions for the user in the discard phase under way (vtes-es 8); `anarchUnlock`: after one of
   * them discards a card requiring an anarch (or making a vampire anarch), the user may unlock a ready anarch
   * (Powerbase: Los Angeles).
   */
  discardActions: prim('discardActions', { n: count, anarchUnlock: z.literal(true).optional() }),
  // ---- hand and library (1.6.1.2) ----
  /** A library card of the user's ash heap, chosen next, goes to the bottom of the library; the hand is drawn up (vtes-es 1.1.2). */
  ashToLibrary: prim('ashToLibrary', {}),
  /**
   * The user chooses up to n library cards of the ash heap, one at a time (then "no more"), shows one of them
   * and puts it in hand, and shuffles the others into the library (vtes-es 1.1.2; Ashur Tablets: LSJ 20081129).
   */
  ashRecover: prim('ashRecover', {
    upTo: count.min(1),
    discardDown: z.literal(true).optional(),
    /** Every card chosen is shuffled into the library, none goes to the hand ("shuffles them into their library"). */
    noHand: z.literal(true).optional(),
    /** Each Methuselah the referendum's terms chose does it in turn, in the order chosen, for themselves (Reinforcements). */
    seats: z.literal('chosen').optional(),
  }),
  /** n library cards of the user's ash heap to its hand (minion cards only: not master cards), then a discard down (vocab/prims/ash-to-hand.ts). */
  /**
   * The user moves n library cards of its ash heap to the top of its library, chosen one at a time, with `discardRandom`,
   * discards as many cards of its hand at random and draws up (vtes-es 1.1.2, 1.6.1.2: Sudario Refraction; vocab/prims/ash-to-top.ts).
   */
  ashToTop: prim('ashToTop', { n: count.min(1), discardRandom: z.literal(true).optional() }),
  ashToHand: prim('ashToHand', { n: count.min(1), minionCards: z.literal(true).optional(), discardDown: z.literal(true).optional() }),
  /**
   * The user exchanges one card of the hand for one card of the ash heap requiring what `req` names (`anarch`: the
   * anarch sect or a baron among its requirements; `master`: a master card for a master card of the hand, Anthelios;
   * `any`: any library card, Carlotta Giovanni), the
   * ash heap card picked first (vtes-es 1.1.2: Garibaldi-Meucci Museum).
   */
  ashSwap: prim('ashSwap', { req: z.enum(['anarch', 'master', 'any']) }),
  /** The user draws n cards from the top of the library (vtes-es 1.6.1.2), beyond the hand size. */
  draw: prim('draw', { n: count, discard: z.literal(true).optional() }),
  /** The user draws up to max cards (a number picked), then puts as many hand cards (picked) at the bottom of the library (vtes-es 1.6.1.2). */
  drawThenBottom: prim('drawThenBottom', { max: count }),
  /** The user's hand size is n larger for a Duration: until the end of the turn; the user draws up (vtes-es 1.6.1.2). */
  /** For the rest of this turn the user may look at every Methuselah's hand (Pulse of the Canaille [aus]; vocab/prims/see-hands.ts). */
  seeHands: prim('seeHands', {}),
  /** `for: 'game'`: until the end of the game (the seat's lasting hand size bonus, 1.6.1.2: "+1 hand size until the end of the game"). */
  handSize: prim('handSize', { n: count, for: z.union([DurationSchema.extract(['turn', 'combat']), z.literal('game')]) }),
  /** The user burns the top n cards of the library (to the ash heap, vtes-es 1.1.2); not possible with fewer than n there. */
  burnLibrary: prim('burnLibrary', { n: count }),
  /** The user looks at the top n cards of the library, then shuffles those n (vtes-es 1.1.2: Anatole). */
  shuffleTop: prim('shuffleTop', { n: count }),
  /** For each location the user controls, the user burns n pool or burns the location, chosen location by location (Arika). */
  keepLocations: prim('keepLocations', { n: count.min(1) }),
  /**
   * The card of the use, an action card resolving, goes to the user's ready region as a vampire with no blood (G00054:
   * The Embrace): of capacity n, non-unique, of the acting vampire's clan (or `clan`) and sect, with the Disciplines
   * `disc`; a vampire with no blood, it must hunt (6). A library card again once burned (LSJ 20020115).
   */
  becomeVampire: prim('becomeVampire', {
    capacity: count.min(1),
    clan: z.string().min(1).optional(),
    /** Its sect, when not the acting vampire's ("an Anarch vampire of the same clan": Childe of the Revolution). */
    sect: SectSchema.optional(),
    disc: z.record(z.string(), z.literal([1, 2])).optional(),
  }),
  /**
   * The user may put a Discipline master card from the zones listed on the vampire the card of the use became (1.6.2.2:
   * +1 level, +1 capacity; the library shuffled, a hand card replaced), chosen next, or none (Tumnimos, Waters of Duat).
   */
  /**
   * A Discipline master card from the zones listed put on a vampire: the one the card of the use became, or (`on:
   * 'minion'`) the minion of the use (a Discipline master card of one of three Disciplines found in
   * the library and put on the acting Gangrel: Lord Ashton), of one of `discs` when given.
   */
  seekDiscipline: prim('seekDiscipline', {
    from: z.array(z.enum(['library', 'hand', 'ash'])).min(1),
    discs: z.array(z.string().min(2)).min(1).optional(),
    on: z.literal('minion').optional(),
  }),
  /**
   * The user burns n (an Amount) between pool and cards at random from the hand, the split chosen (a pick): the cards
   * all at once, not replaced, never more than the hand holds, the rest pool (Constant Revolution: LSJ 20090618).
   */
  burnPoolOrHand: prim('burnPoolOrHand', { n: AmountSchema }),
  /**
   * The user chooses: burn n pool, or lose all its transfers during its next influence phase (a pick; vtes-es 7: Leandro,
   * in each other Methuselah's unlock phase; `SeatState.noTransfersNext`, read as that influence phase starts).
   */
  poolOrTransfers: prim('poolOrTransfers', { n: count.min(1) }),
  /** The user may burn the Edge, if it holds it, to make the card of the use burn n blood (Keith Moody: asked of the prey). */
  edgeForBlood: prim('edgeForBlood', { n: count.min(1) }),
  /** The user burns the Edge it holds: back to nobody (vtes-es 2.2; Inside Dirt, Enticement: "burn the Edge to ..."). */
  burnEdge: prim('burnEdge', {}),
  /** The user takes the Edge while nobody controls it (vtes-es 2.2; vocab/prims/gain-edge.ts: Jazz Wentworth). */
  gainEdge: prim('gainEdge', {}),
  /** The user's minions cannot bleed until the end of the turn (vtes-es 6.1.1; Enticement): its turn's flag. */
  noBleed: prim('noBleed', { for: DurationSchema.extract(['turn']) }),
  /**
   * The minion of the use takes an action now (vtes-es 6.1: "can lock this card to take an action"), locked or
   * not, in any Methuselah's minion phase; it does not lock for it (the cost of the use is what pays):
   * rules/minion.ts offers its actions as the use is made (`turnFlags.actVia`).
   */
  takeAction: prim('takeAction', { who: PrimWhoSchema.extract(['minion']) }),
  /**
   * The minion of the use may burn X blood for +1 stealth on the next X actions of the user's minions this turn
   * (6.2.2; Veil the Legions [OBF]): vocab/prims/stealth-next.ts.
   */
  stealthNext: prim('stealthNext', { who: PrimWhoSchema.extract(['minion']) }),
  /**
   * Played during an action: the minion gets one optional maneuver or press (one or the other, used as either) during
   * the combat of the block (6.4.2, 6.4.4; Mind Tricks, Eyes of the Night): vocab/prims/maneuver-or-press.ts.
   */
  maneuverOrPress: prim('maneuverOrPress', { ifBlocks: z.literal(true) }),
  /**
   * The user cannot gain the Edge during the action under way: if it would, the Edge is burned instead (vtes-es 2.2,
   * 6.1.1; Leverage): vocab/prims/no-edge-gain.ts, read where a successful bleed gives the Edge (rules/resolution.ts).
   */
  noEdgeGain: prim('noEdgeGain', {}),
  /** During the action under way, minions cannot unlock (vtes-es 1.1.2; a wake is no unlock, PIB 20150703): vocab/prims/no-unlock-action.ts. */
  noUnlockAction: prim('noUnlockAction', {}),
  /**
   * Played during an action: if it is blocked, the first round of the resulting combat is at `range` with no
   * determine-range step (vtes-es 6.4.2; Squirrel Balance [cel]); `each`: every round of that combat (Neutral Guard
   * [obe]): vocab/prims/range-if-blocked.ts.
   */
  rangeIfBlocked: prim('rangeIfBlocked', { range: z.enum(['close', 'long']), each: z.literal(true).optional() }),
  /**
   * Played during an action: the minion can prevent n damage in all during the combat of the block (6.4.6: "can
   * prevent 1 damage during the resulting combat", any round, used one point at a time): vocab/prims/prevent-in-combat.ts.
   */
  preventInCombat: prim('preventInCombat', { n: count.min(1), ifBlocks: z.literal(true) }),
  /** The top n cards of the user's crypt go to the user's uncontrolled region (vtes-es 7: drawing from the crypt). */
  drawCrypt: prim('drawCrypt', { n: count }),
  /** The card of the use (`self`) joins a Blood Brother circle its user chooses, a pick (vtes-es:11; New Blood). */
  chooseCircle: prim('chooseCircle', {}),
  /** The user discards a card of their choice (asked next), then draws up (vtes-es 1.6.1.2). */
  discardChosen: prim('discardChosen', { burn: z.literal(true).optional() }),
  /** The user sees the target Methuselah's hand and picks a card of it: discarded, that Methuselah draws up (6.2.3). */
  discardFromTarget: prim('discardFromTarget', {}),
  /**
   * The imbued the use benefits (`minion`) may gain a conviction from the places listed, chosen next (one of each
   * card name and place, or none), as it enters play does (imbued appendix A.2: a sixth burns; a library searched
   * is shuffled, a card from the hand replaced). Not possible with none there, nor for a minion that is not imbued;
   * `optional`: a use that does more than this ("end the combat; you may move a conviction": Abjure) is possible with
   * none there, and then gains nothing.
   */
  gainConviction: prim('gainConviction', {
    from: z.array(z.enum(['library', 'hand', 'ash'])).min(1),
    optional: z.literal(true).optional(),
  }),
  /**
   * The user may search the library (shuffled after) or the hand, as listed, for a power requiring the virtue and
   * put it on the imbued the use benefits, chosen next (imbued appendix A.3: not a second copy on the same imbued).
   */
  seekPower: prim('seekPower', { virtue: z.string().min(3), from: z.array(z.enum(['library', 'hand'])).min(1) }),
  /**
   * The minion a role names gains n blood or life from the bank, never beyond what it starts with: a vampire its
   * capacity, an imbued its starting life, another ally its printed life (vtes-es 1.2, imbued appendix A.1: Rejuvenate).
   */
  gainToStart: prim('gainToStart', { n: count.min(1), who: PrimWhoSchema }),
  /**
   * Search the library for an equipment the minion may equip with (requirements and cost as normal), put on it; shuffle.
   * `to: 'target'`: on the card the use targets (a referendum's chosen vampire) instead, from the user's library;
   * `anyReq`: its requirements ignored; `half`: half its cost paid, rounded down (Alastor).
   */
  seekEquip: prim('seekEquip', {
    to: z.literal('target').optional(),
    anyReq: z.literal(true).optional(),
    half: z.literal(true).optional(),
  }),
  /**
   * Search the library for a retainer requiring a Discipline (`disc`) that the minion employs (requirements and cost as
   * normal, vtes-es 1.6.1.3), with `life` more life than printed; shuffle (vocab/prims/seek-retainer.ts).
   */
  seekRetainer: prim('seekRetainer', { disc: z.string().min(3), life: count.min(1).optional() }),
  /**
   * The user may search its library (shuffled after) and its hand for an ally of a class the minion of the use could
   * play, and put it in play with its starting life, its cost paid as normal by that minion and its Methuselah
   * (vtes-es 6.1.5, 1.6.1.3; vocab/prims/seek-ally.ts): Antonio d'Erlette's mage allies.
   */
  seekAlly: prim('seekAlly', { class: CardClassSchema }),
  /**
   * Blood, equipment and retainers moved between two ready vampires of the user's, chosen, one at a time until done
   * (vocab/prims/move-between.ts: Heidelberg Castle). It asks picks: the last primitive of its list.
   */
  moveBetween: prim('moveBetween', {}),
  /** The user looks at the top n cards of its library and puts them back in the order it chooses (vocab/prims/arrange-top.ts: Maris Streck). */
  arrangeTop: prim('arrangeTop', { n: count.min(2) }),
  /** A vampire of the user's uncontrolled region removed from the game, n blood from the bank on another there (vocab/prims/feed-uncontrolled.ts: Malgorzata). */
  feedUncontrolled: prim('feedUncontrolled', { n: count.min(1) }),
  /**
   * The user may search its library for a card of a type, of a name, not of a class, reveal it and move it to the hand;
   * shuffle, discard down (1.6.1.2; Mistress Fanchon: an ally, "a minion card").
   */
  seekToHand: prim('seekToHand', {
    type: z.enum(['Ally', 'Equipment', 'Retainer', 'Master', 'Event']).optional(),
    /** Only a Gehenna card ("a Gehenna event card": Fortschritt Library). */
    gehenna: z.literal(true).optional(),
    name: z.string().min(1).optional(),
    notClass: CardClassSchema.optional(),
  }),
  // ---- the action under way (6.2) ----
  /** +n to a stat of the action under way until it ends (vtes-es 6.2.2.2); `n` an Amount (negative: intercept lost by the blocker). */
  /** `for`: how long it lasts (none: the action; legacy-params.ts writes it out): this action, or this turn (the minion's later actions too). */
  bonus: prim('bonus', { stat: BonusStatSchema, n: AmountSchema, for: DurationSchema.extract(['action', 'turn']).optional() }),
  /**
   * Each card the Selector takes (the user's vampires, or its minions) gets +n to the stat until the end of the turn, on
   * its later actions (stealth, bleed) or blocks (intercept) (vtes-es 6.2.2.2; `turnFlags.bonusTurn`, read by
   * core/queries.ts `statBonus`): Psychic Veil. The cards are those it takes as it runs (vocab/prims/turn-bonus.ts).
   */
  turnBonus: prim('turnBonus', { stat: BonusStatSchema, n: count.min(1), sel: SelectorSchema.extend({ count: z.literal('each') }) }),
  /**
   * The locked minion wakes (6.2, glossary "Despertarse"); `burnUnlessBlocks`: if it does not block the
   * action, it burns that much blood as the action begins to resolve (LSJ 19990421: Forced Awakening).
   */
  wake: prim('wake', { who: PrimWhoSchema, burnUnlessBlocks: count.min(1).optional() }),
  /** Vampires cannot block the action under way (6.2.2.1): only allies may. */
  noVampireBlock: prim('noVampireBlock', {}),
  /** The minions the Selector takes (one chosen next, or each) cannot block the action under way (6.2.2.1). */
  noBlock: prim('noBlock', { sel: SelectorSchema }),
  /**
   * One card the Selector takes (picked when several) cannot block nor play reaction cards while the minion of the use is
   * acting this turn (vtes-es 6.2.2.1, 1.6.1.5; core/unseen.ts: Blind Spot).
   */
  /**
   * The user gives the Methuselah the use targets, who has no pool, the least pool that keeps them in the game (vtes-es
   * 9.1); the card of the use keeps that Methuselah (`seatsKept`): Life Boon.
   */
  keepInGame: prim('keepInGame', {}),
  /** The controller of the card of the use may take n pool from the Methuselah of the use (a pick; vtes-es 1.2): Life Boon. */
  poolToController: prim('poolToController', { n: count.min(1) }),
  /**
   * The Methuselah of the use burns n pool, unless it burns one card the Selector takes, which burns the card of the use
   * too (a pick; vtes-es 1.1.2): Antediluvian Awakening.
   */
  poolOrBurnOwn: prim('poolOrBurnOwn', { n: count.min(1), sel: SelectorSchema.extend({ count: z.literal('one') }) }),
  /** One card the Selector takes now, drawn at random, is burned (vtes-es 1.1.2): The Uncoiling. */
  burnRandom: prim('burnRandom', { sel: SelectorSchema.extend({ count: z.literal('each') }) }),
  unseenBy: prim('unseenBy', { sel: SelectorSchema.extend({ count: z.literal('one') }) }),
  /** The action under way cannot be blocked by the minions the Selector takes whenever a block is offered (6.2.2.1); its count is `each`. */
  notBlockedBy: prim('notBlockedBy', { by: SelectorSchema.extend({ count: z.literal('each') }) }),
  /**
   * A minion must burn n blood to attempt to block the action under way (vtes-es 6.2.2.1), whenever it attempts it,
   * if the Condition holds for it (role `blocker`); `life`: an ally burns life instead ("blood or life"), else an
   * ally cannot pay.
   */
  blockPrice: prim('blockPrice', { n: count.min(1), if: CondSchema.optional(), life: z.literal(true).optional() }),
  /** The minions a Selector takes get n intercept (n < 0: lose) in every block attempt of the action under way. */
  interceptBy: prim('interceptBy', { n: count, by: SelectorSchema.extend({ count: z.literal('each') }) }),
  /** A minion that attempts to block the action under way and fails is locked (vtes-es 6.2.2.2). */
  lockFailedBlockers: prim('lockFailedBlockers', {}),
  /** The block attempt under way fails and that minion cannot attempt to block this action again (vtes-es 6.2.2.1, 6.2.2.2). */
  blockFails: prim('blockFails', {}),
  /**
   * The blocked action under way ends unsuccessfully before block resolution, with no combat (vtes-es 6.2.3);
   * `noRepeat`: its acting minion cannot perform the same action again this turn (core/same-action.ts);
   * `noLock`: the blocker does not lock for the block.
   */
  /** The bleed under way against the user is redirected to another Methuselah the user chooses (a pick; vtes-es 6.1.1). */
  redirectBleed: prim('redirectBleed', {}),
  /** The minion of the use, blocking the action under way, does not lock for the block (vtes-es 6.2.3). */
  noBlockLock: prim('noBlockLock', {}),
  endAction: prim('endAction', { noRepeat: z.literal(true).optional(), noLock: z.literal(true).optional() }),
  /**
   * The block attempt under way cancelled, its minion burning `burn` blood (to torpor with `torpor`), and the action
   * ended at once with no combat (6.2.2.2, 6.2.3; The Kiss of Ra): vocab/prims/end-at-attempt.ts.
   */
  endAtAttempt: prim('endAtAttempt', { burn: count, torpor: z.literal(true).optional() }),
  /**
   * The action under way fails at once, unsuccessful and with no combat, before resolution (6.2.3; Secret Passage's
   * "make the action fail"): vocab/prims/action-fails.ts.
   */
  actionFails: prim('actionFails', {}),
  /** The minion of the use cannot use equipment in the combat that follows the block of the action under way (6.4; vocab/prims/no-equipment.ts). */
  /** `who: 'opponent'`: the opposing minion of the combat under way (Drawing Out the Beast), not the minion of the use. */
  noEquipment: prim('noEquipment', { who: z.literal('opponent').optional() }),
  /** All damage vampires take in the combat that follows the block of the action under way is aggravated (6.4.6; vocab/prims/agg-combat.ts). */
  aggCombat: prim('aggCombat', {}),
  /**
   * The minion of the use may strike with `s` (strike: combat ends) in the combat that follows the block of the
   * action under way, in its first round only with `round: 1` (6.4.3; vocab/prims/grant-strike.ts).
   */
  /**
   * Once this action, the minion of the use can burn `blood` blood for n intercept (6.2.2.2): the blocker's
   * (n > 0, in the intercept step) or, for the acting minion, n intercept for the blocking minion (n < 0, in
   * the stealth step, when `if` holds for it: `blocker`); vocab/prims/paid-intercept.ts.
   */
  paidIntercept: prim('paidIntercept', { n: count, blood: count.min(1), if: CondSchema.optional() }),
  /** The minion of the use locks once the action under way ends, unless it blocked it (6.2.3; vocab/prims/lock-after-action.ts). */
  lockAfterAction: prim('lockAfterAction', {}),
  /** The user burns n pool after the action's resolution unless the minion of the use blocked it (WMRH Talk Radio). */
  poolUnlessBlocks: prim('poolUnlessBlocks', { n: count.min(1) }),
  grantStrike: prim('grantStrike', { s: z.literal('combatEnds'), round: z.literal(1).optional() }),
  /**
   * The opposing minion cannot strike in the first round of the combat under way, and the combat ends as that round's
   * strikes resolve ("cannot strike: combat ends during the first round", vtes-es 6.4.3, 6.4.5: Hunter's Mark).
   */
  noStrike: prim('noStrike', { who: PrimWhoSchema.extract(['opponent']), round: z.literal(1) }),
  /**
   * The acting minion takes n aggravated damage that cannot be prevented once the action resolves, if still ready (6.4.6);
   * with `immuneFor`, its Methuselah may burn that much of its blood as the effect runs to be immune to it (a pick:
   * Rutor's Hand [THA]; vocab/prims/agg-after-action.ts).
   */
  aggAfterAction: prim('aggAfterAction', { n: count, immuneFor: count.min(1).optional() }),
  /**
   * The card the action targets takes n unpreventable damage once the action resolves (6.4.6 outside combat: an ally
   * or a retainer loses life, burned at 0; a vampire burns blood, to torpor when it cannot): vocab/prims/hurt.ts.
   * `who: 'actor'`: the acting minion takes n damage instead (not said unpreventable: Neighborhood Watch Commander).
   */
  hurt: prim('hurt', { n: count.min(1), who: PrimWhoSchema.extract(['actor']).optional() }),
  /**
   * The combat under way ends now, before range (6.4.2, 6.4), and once it has ended each combatant and each retainer
   * either has takes n unpreventable damage (Mariel, Lady Thunder: RTR 19970630, just after the combat ends;
   * vocab/prims/end-combat-hurt.ts, rules/after-combat.ts).
   */
  endCombatHurt: prim('endCombatHurt', { n: count.min(1) }),
  /**
   * One minion (not a vampire) the Selector takes, picked when several, takes n unpreventable damage at once, outside
   * combat (6.4.6; an imbued with no life left is incapacitated, A.5): vocab/prims/hurt-chosen.ts.
   */
  hurtChosen: prim('hurtChosen', { n: count.min(1), sel: SelectorSchema.extend({ count: z.literal('one') }) }),
  /** The minion does not unlock as normal, for a Duration: until its next unlock phase (vtes-es 4); `allyOnly`: only if it is an ally. */
  noUnlock: prim('noUnlock', { who: PrimWhoSchema, allyOnly: z.boolean().optional(), for: DurationSchema.extract(['untilUnlock']) }),
  // ---- politics (6.3; vtes-es 6.3.2 "Términos", vtes-pl "Referendum") ----
  /**
   * n votes (an Amount: X+1 with the X paid) in the referendum, the way the user votes (vtes-es 6.3.3); `against`: only
   * against it (Maman Boumba's "votes against the referendum"; the polling step offers such a use one way only).
   */
  votes: prim('votes', { n: AmountSchema, against: z.literal(true).optional() }),
  /**
   * Terms: the calling Methuselah chooses one Methuselah with more pool than theirs (`richer`), any one still in the
   * game, or another one (`others`), before the polling.
   */
  chooseSeat: prim('chooseSeat', { among: z.enum(['richer', 'any', 'others']) }),
  /**
   * Terms: the calling Methuselah chooses one card the Selector takes (count `one`), before the polling;
   * the passed referendum's primitives act on it as their `target` (vtes-es 6.3.2 "Términos").
   */
  /** `oneOn`: not a card already carrying a copy of the political action ("a vampire can have only one Alastor"). */
  chooseCard: prim('chooseCard', { sel: SelectorSchema.extend({ count: z.literal('one') }), oneOn: z.literal(true).optional() }),
  /**
   * Terms: the calling Methuselah chooses one or more Methuselahs in the game (`min: 'half'`: at least half
   * of them), one at a time, before the polling (vtes-es 6.3.2 "Términos").
   */
  chooseSeats: prim('chooseSeats', { min: z.enum(['one', 'half', 'all']) }),
  /**
   * As the referendum passes, the seating changes (vtes-es 2.1): the user switches places with the Methuselah chosen
   * in the terms (`swap`: Dramatic Upheaval), or the Methuselahs take the seats in the order the terms chose them, one
   * after the other clockwise (`order`: Kindred Restructure). vocab/prims/reseat.ts; `VtesState.seating`.
   */
  reseat: prim('reseat', { how: z.enum(['swap', 'order']) }),
  /**
   * Terms: the calling Methuselah chooses one or more cards the Selector takes (count `any`), one at a time, before
   * the polling (vtes-es 6.3.2 "Términos"); `lock`: each chosen card still ready is locked as the referendum passes
   * (Revolutionary Council's anarchs, chosen even if they lock during the polling: LSJ 20081203).
   */
  chooseCards: prim('chooseCards', { sel: SelectorSchema.extend({ count: z.literal('any') }), lock: z.literal(true).optional() }),
  /** Terms: the calling Methuselah chooses a clan, before the polling (vtes-es 6.3.2 "Términos"); `seatPool` may count its vampires. */
  chooseClan: prim('chooseClan', {}),
  /**
   * Terms: `n` points allotted one at a time among the Methuselahs (`any`), all but the chosen one
   * (`notChosen`) or all but the caller (`others`); `spread`: among at least that many; `n: 'seats'`: as many
   * points as Methuselahs in the game.
   */
  allot: prim('allot', {
    /** `perCard`: that many points for each card the terms' `chooseCards` chose. */
    n: z.union([count, z.literal('seats'), z.strictObject({ perCard: count.min(1) })]),
    among: z.enum(['any', 'notChosen', 'others']),
    spread: count.optional(),
    /** Points may also go to the cards these Selectors take (count `any`: locations, equipment), any Methuselah's. */
    cards: z.array(SelectorSchema.extend({ count: z.literal('any') })).optional(),
  }),
  /**
   * In a referendum's polling step (vtes-es 6.3.3): the chosen vampire (the card's target, any ready vampire; `cast`:
   * one that has cast votes or ballots) abstains: its votes and ballots cast so far are taken back and it casts no
   * more in this referendum; `lock`: it is locked; `burn`: it burns that much blood (Scalpel Tongue, Telepathic Vote
   * Counting [AUS]): vocab/prims/abstain.ts.
   */
  abstain: prim('abstain', { cast: z.literal(true).optional(), lock: z.literal(true).optional(), burn: count.min(1).optional() }),
  /**
   * While its referendum is polled (vtes-es 6.3.3): the votes and ballots change by title: each titled vampire but a
   * priscus gets `titled` votes (negative: fewer, never below 0), each priscus `priscus` ballots (-1: none), and the
   * Edge burned for a vote is worth `edge` more (Eat the Rich): vocab/prims/poll-by-title.ts, read by rules/politics.ts.
   */
  pollByTitle: prim('pollByTitle', { titled: count.max(0), priscus: count.max(0), edge: count.min(0) }),
  /**
   * Played in a referendum before any votes (vtes-es 6.3.2): if it passes and its effect makes the user lose pool, the
   * Methuselah controlling the calling vampire loses as much besides (Poison Pill): vocab/prims/mirror-pool-loss.ts marks
   * the referendum, rules/politics.ts `closeRef` counts the user's pool before and after the outcome.
   */
  mirrorPoolLoss: prim('mirrorPoolLoss', {}),
  /**
   * Played in a referendum before any votes (vtes-es 6.3.2): if it fails, the Methuselah controlling the calling vampire
   * burns 1 pool plus 1 for each vote of the difference (Elder Kindred Network): vocab/prims/fail-toll.ts marks the
   * referendum, rules/politics.ts `closeRef` burns it.
   */
  failToll: prim('failToll', {}),
  /** As the referendum passes, each card the terms allotted a point (`allot.cards`) and still on the table is burned (1.1.2). */
  burnAllotted: prim('burnAllotted', {}),
  seatPool: SeatPoolSchema,
  /**
   * As the referendum passes, each Methuselah may choose a ready vampire they control (asked in turn from the
   * caller, vtes-es 6.3.2); then each gains `gain` pool and burns `burn` pool: the capacity of the vampire
   * they chose (`gain: 'own'`) then a number, or a number then the capacity of the one their predator chose
   * (`burn: 'predator'`); none chosen counts 0.
   */
  capacityPool: prim('capacityPool', {
    gain: z.union([z.literal('own'), count.min(0)]),
    burn: z.union([z.literal('predator'), count.min(0)]),
  }).refine((r) => (r.gain === 'own') !== (r.burn === 'predator'), "capacityPool: either the own capacity gained or the predator's burned"),
  /**
   * The referendum under way is cancelled (6.3.2): nothing passes or fails; or (`played`) the card answered
   * in the "as it is played" window is cancelled (1.6.1.1; rules/cancel.ts: the card's window says what it
   * may cancel, this record that it does).
   */
  cancel: prim('cancel', {
    what: z.enum(['referendum', 'played']),
    /**
     * A master card cancelled as it is played: its player gets the master phase action back (now, or at
     * the start of their next master phase for an out-of-turn card; rules/cancel.ts `cancelBase`: Wash).
     */
    refund: z.literal('masterAction').optional(),
  }),
  /**
   * The referendum under way fails at once, in its polling step (vtes-es 6.3.2): no more votes are cast, and it ends as
   * a failed referendum does (vocab/prims/ref-fails.ts, read by rules/politics.ts `refAuto`: Vox Domini).
   */
  refFails: prim('refFails', {}),
  /**
   * The first referendum called this turn by a vampire of the user's of that sect passes automatically, its polling step
   * skipped (vtes-es 6.3.2; vocab/prims/ref-auto-pass.ts, kept in `turnFlags.autoPass` and read by rules/politics.ts
   * `refAuto` as the polling would open: Día de los Muertos).
   */
  refAutoPass: prim('refAutoPass', { sect: SectSchema }),
  // ---- combat (6.4; vtes-pl "Walka"): schema/prim-records-combat.ts ----
  ...COMBAT_PRIM_RECORDS,
});

/** A primitive kind (a key of the table). */
export type PrimKind = keyof typeof PRIM_RECORDS;
/** The schema of one kind's record. */
export type PrimRecordSchema<K extends PrimKind> = (typeof PRIM_RECORDS)[K];

/** The primitive kinds, in the table's order. */
export const PRIM_KINDS = Object.keys(PRIM_RECORDS) as PrimKind[];

/** The records of some kinds, as the members of a union on `p`. */
function members<K extends PrimKind>(kinds: readonly K[]) {
  return kinds.map((k) => PRIM_RECORDS[k]) as unknown as [PrimRecordSchema<K>, ...PrimRecordSchema<K>[]];
}

/** Every primitive: the union of the table's records (what the card data and the saved records hold). */
export const PrimSchema = z.discriminatedUnion('p', members(PRIM_KINDS));

/** The political primitives (a referendum's terms, pool moved, a cancel: vocab/prims-politics.ts). */
export const POL_PRIM_KINDS = [
  'chooseSeat',
  'chooseCard',
  'chooseClan',
  'chooseCards',
  'reseat',
  'allot',
  'burnAllotted',
  'abstain',
  'pollByTitle',
  'seatPool',
  'capacityPool',
  'cancel',
] as const satisfies readonly PrimKind[];
export const PolPrimSchema = z.discriminatedUnion('p', members(POL_PRIM_KINDS));

/** The combat primitives (vocab/prims-combat.ts). */
export const COMBAT_PRIM_KINDS = [
  'maneuver',
  'prevent',
  'preventStrike',
  'preventEachRound',
  'strikeGuard',
  'strength',
  'damage',
  'aggHand',
  'strikeOnly',
  'nextRoundClose',
  'setRange',
  'nextRoundManeuver',
  'discStrikes',
  'additionalStrike',
  'gainBlood',
  'endCombatAfter',
  'recoil',
  'queueCombat',
  'continueCombat',
] as const satisfies readonly PrimKind[];
export const CombatPrimSchema = z.discriminatedUnion('p', members(COMBAT_PRIM_KINDS));

export type PrimWho = z.infer<typeof PrimWhoSchema>;
export type PrimSpot = z.infer<typeof PrimSpotSchema>;
export type BonusStat = z.infer<typeof BonusStatSchema>;
export type PolPrim = z.infer<typeof PolPrimSchema>;
export type CombatPrim = z.infer<typeof CombatPrimSchema>;
export type Prim = z.infer<typeof PrimSchema>;
/** The record of one primitive kind. */
export type PrimOf<K extends PrimKind> = z.infer<PrimRecordSchema<K>>;
