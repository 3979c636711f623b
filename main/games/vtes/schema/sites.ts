/**
 * Where the engine executes each effect kind of the V:TES vocabulary (issue 11 item 5.1). Every kind
 * of `Effect` in effects.ts must be listed here (effects.ts fails to compile otherwise), and the
 * "executed by the engine" list (`ENGINE_EFFECTS`, the automation status of every card) is derived
 * from this table: a kind is executed unless its only site is `manual`.
 *
 * Sites that are dispatch tables (`modifier`, `reaction`, `combatCard`, `strike`, `masterPlay`, `resolve`) are typed by
 * `Handlers<site>` in vocab/dispatch.ts: a kind listed at one of them without a handler there does
 * not compile. The other sites are steps and queries that read the kind where its rule lives; the
 * test `sites.test.ts` checks that each kind listed at them is read by some engine module.
 * Pure data (no imports): effects.ts imports it, so it may import nothing from the vocabulary.
 */
export type Site =
  /** read when the action is announced (announce.ts: target, stealth, bleed amount, costs). */
  | 'announce'
  /** applied when the action card's action succeeds (dispatch table in resolution.ts). */
  | 'resolve'
  /** read elsewhere in the action's blocks and resolution (action.ts, resolution.ts). */
  | 'action'
  /** an action modifier being played (dispatch table in reactions.ts). */
  | 'modifier'
  /** a reaction being played (dispatch table in reactions.ts). */
  | 'reaction'
  /** a combat card played before range, before strikes or at the end of a round (dispatch table in combat.ts). */
  | 'combatCard'
  /** a card used as the strike of a round (dispatch table in strikes.ts). */
  | 'strike'
  /** other combat steps (maneuvers, prevention, presses, retainers' damage). */
  | 'combat'
  /** a master card played in the master phase: its targets, limits and what follows it (master.ts). */
  | 'master'
  /** a master card resolving (dispatch table in master.ts). */
  | 'masterPlay'
  /** a referendum (politics.ts). */
  | 'politics'
  /** a rule of playing a card (which minion may play it, limits per action or per unlock, replacement). */
  | 'play'
  /** a static modifier read by the one stat query (queries.ts `statBonus`). */
  | 'modifierQuery'
  /** another query of the state (queries.ts, state.ts, seatview.ts). */
  | 'query'
  /** an activated ability offered as an option in the window it names (lock, burn, pay to use). */
  | 'ability'
  /** run after an event of the engine (torpor, burn, hunt, block, unlock phase...). */
  | 'trigger'
  /** read by a phase step (unlock, influence, discard). */
  | 'phase'
  /** title cards (titles.ts). */
  | 'title'
  /** a card module's hooks (cards/index.ts: the escape hatch, one function per site of the engine). */
  | 'card'
  /** not executed: the players apply it with manual operations (1.4). */
  | 'manual';

/** The sites of every effect kind (a kind may be read at several). */
export const EFFECT_SITES = {
  bleed: ['announce', 'resolve'],
  actionStealth: ['announce'],
  enterCombat: ['announce', 'resolve'],
  attachStrength: ['resolve', 'query'],
  cannotPlay: ['play'],
  burnableByAction: ['ability'],
  stealableByAction: ['ability'],
  burnableByReferendum: ['ability'],
  frenzy: ['announce', 'action'],
  archetype: ['master'],
  openHandPrey: ['query'],
  playedByOther: ['play'],
  vMustBleed: ['announce'],
  actionCost: ['action'],
  vCostlyVotesAgainst: ['politics'],
  ally: ['resolve', 'query', 'masterPlay'],
  retainer: ['resolve'],
  stealth: ['modifier'],
  endIfBlocked: ['modifier'],
  bleedPlus: ['modifier'],
  unlockActor: ['strike'],
  continueUnblocked: ['strike'],
  bloodPerVoteMargin: ['modifier'],
  intercept: ['reaction'],
  noReplace: ['play'],
  noReplacePlayed: ['play'],
  unlockSelf: ['reaction'],
  blockAnySeat: ['reaction', 'action'],
  cardBlocks: ['action'],
  redirectBleed: ['reaction'],
  reduceBleed: ['reaction', 'politics'],
  strike: ['strike'],
  titleCard: ['resolve', 'title'],
  inPlay: ['masterPlay', 'master'],
  keepsChosen: ['masterPlay'],
  onVampire: ['masterPlay', 'master'],
  onMethuselah: ['masterPlay', 'master'],
  mayBurnNamed: ['master'],
  targetMayCancel: ['master'],
  trifle: ['master'],
  discipline: ['masterPlay', 'master'],
  discLevels: ['query'],
  clearCounters: ['query'],
  becomesEquipment: ['query'],
  bearerDamage: ['combat'],
  mod: ['modifierQuery', 'master'],
  cannotBlock: ['action'],
  blockNoLock: ['action'],
  failedBlockLock: ['action'],
  noDirected: ['action'],
  noBloodHunt: ['action'],
  unblockableBy: ['action'],
  untargetable: ['query'],
  bleedCap: ['query'],
  takesPoints: ['phase'],
  barCards: ['query'],
  aggFrom: ['combat'],
  noDamageFrom: ['combat'],
  noAttach: ['query'],
  noCarry: ['query'],
  ownStrikes: ['combat'],
  firstRoundBar: ['combat'],
  pressBurn: ['combat'],
  titleContest: ['title'],
  noTitles: ['title'],
  redraw: ['play'],
  doubleVotes: ['politics'],
  discardsToLibrary: ['phase'],
  playsAs: ['play'],
  asVampire: ['play'],
  immune: ['combat'],
  noLifeGain: ['query'],
  removedAfterPlay: ['play'],
  burnOverDamage: ['combat'],
  blockCost: ['action'],
  blockRange: ['action'],
  cannotUse: ['query'],
  cannotAct: ['query'],
  instead: ['query'],
  riseInAnyUnlock: ['phase'],
  noEntryConviction: ['phase'],
  cancelInPlay: ['play'],
  cancelOwn: ['play'],
  opposingBar: ['combat'],
  costMod: ['query'],
  transfers: ['phase'],
  ability: ['ability'],
  on: ['trigger'],
  prims: ['resolve', 'modifier', 'reaction', 'combatCard', 'strike', 'combat', 'masterPlay'],
  card: ['card', 'modifier', 'resolve'],
  manual: ['manual', 'modifier', 'reaction', 'combatCard', 'strike', 'masterPlay', 'resolve'],
} as const satisfies Record<string, readonly Site[]>;
