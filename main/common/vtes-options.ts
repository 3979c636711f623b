/**
 * The option ids of V:TES, declared once per step with the codec of option-codec.ts (issue 11
 * item 3): the rules modules (main/games/vtes) build and read them, the heuristic bot picks
 * options by kind, the table (renderer/table/vtes) recognises them. Pure: every process may
 * import it. Fields are card instance ids unless named otherwise (`mode`: the index of the card's
 * mode; `x`: the X paid; `seat`: a seat number).
 *
 * The minion phase and the action a minion announces (vtes-es 6, 6.1, 6.2.1; vtes-pl "Faza
 * podwładnych", "Rodzaje akcji", "Deklarowanie akcji"): `paid` is the blood the rescuer pays,
 * `equipment` instance ids joined with `+`.
 */
import { optionCodec } from './option-codec';

/**
 * The generic ids of what a card offers (issue 27 item 6), in every window that has such options:
 * `use:<card>:<ability>[:<minion>[:<target>]]` uses card instance `card`'s ability (a word its card
 * module names, or the index of the card's data ability, vocab/abilities.ts), for `minion` (the
 * acting, paying or benefiting minion) and at `target`; `play:<card>:<mode>:<minion>[:<target>]`
 * plays a card of the hand through its card module. The rules and bots never name a card in an id.
 */
const USE = { use: ['card', 'ability', 'minion?', 'target?'] } as const;
const PLAY = { play: ['card', 'mode', 'minion', 'target?'] } as const;

/** An out-of-turn master card (1.6.2.4), offered in the referendum, action and combat windows. */
export const OUT_OF_TURN = optionCodec({ oot: ['card', 'mode'] } as const);

/** The window of a moment named by out-of-turn master cards (issue 19 item 19): play one, or pass. */
export const MOMENT_OPTIONS = optionCodec({ ...OUT_OF_TURN.shapes, ootpass: [] } as const);

export const MINION_OPTIONS = optionCodec({
  // the minion phase decision
  min: ['minion'],
  ...USE,
  // an action a card's data offers aimed at another Methuselah, chosen as it is announced (Le Dinh Tho)
  useAt: ['card', 'ability', 'minion', 'seat'],
  // an action a card's data offers paid by discarding a card of the hand chosen as it is announced (Talbot: a master card)
  useDisc: ['card', 'ability', 'minion', 'target', 'discard'],
  manual: [],
  done: [],
  // an ability usable in any Methuselah's minion phase (window `minionAny`: Enkil Cog), by its card's controller; or none now
  anyUse: ['card', 'ability'],
  anyPass: ['seat'],
  // the actions (6.1)
  bleed: ['minion'],
  hunt: ['minion'],
  leave: ['minion'],
  anarch: ['minion'],
  card: ['minion', 'card', 'mode'],
  burnAct: ['minion', 'card'],
  // steal another Methuselah's card in play (D) (a location that says so)
  stealAct: ['minion', 'card'],
  burnRef: ['minion', 'card'],
  // imbued appendix 5: burn an incapacitated imbued (D)
  burnImbued: ['minion', 'target'],
  takeEquip: ['minion', 'equipment'],
  rescue: ['minion', 'target', 'paid'],
  diab: ['minion', 'target'],
  fight: ['minion', 'target'],
  red: ['minion', 'target'],
} as const);

export type MinionOption = NonNullable<ReturnType<typeof MINION_OPTIONS.decode>>;

/** The master phase (vtes-es 5; vtes-pl "Faza mistrza"): a master card, a Red List mark, a card's ability (`use`). */
export const MASTER_OPTIONS = optionCodec({
  m: ['card'],
  red: ['minion'],
  ...USE,
  done: [],
} as const);

/** The influence phase (vtes-es 7; vtes-pl "Faza wpływów"): transfers, the crypt draw, a card's ability (`use`), merging, influencing out. */
export const INFLUENCE_OPTIONS = optionCodec({
  influence: ['vampire'],
  give: ['vampire'],
  take: ['vampire'],
  crypt: [],
  ...USE,
  merge: ['vampire', 'base'],
  done: [],
} as const);

/** The discard phase (vtes-es 8; vtes-pl "Faza odrzucania"): discard a card, play an event, a card's ability (`use`). */
export const DISCARD_OPTIONS = optionCodec({
  discard: ['card'],
  event: ['card'],
  ...USE,
  done: [],
  /** The end of the phase, the cards discarded during it going back into the library (a ready vampire's text: Rachel Brandywine). */
  doneLibrary: [],
} as const);

/**
 * The unlock phase (vtes-es 4, 4.1, 4.2, 1.6.1.3; vtes-pl "Faza odkręcania"): hostages,
 * infernal minions, the cards' abilities (`use`: hunting grounds, blood dolls, a card module's),
 * contests, burn options and withdrawal. `choice`: 'pay' or 'yield'; `seat`: a Methuselah's seat number.
 */
export const UNLOCK_OPTIONS = optionCodec({
  hostagePass: ['seat'],
  freeHostage: ['vampire', 'hostage'],
  ...USE,
  infernal: ['minion'],
  contest: ['card', 'choice'],
  title: ['vampire', 'choice'],
  burnopt: ['card'],
  // imbued appendix 2 and 5: a conviction onto an imbued; an incapacitated imbued leaving its region
  conviction: ['card', 'imbued'],
  rise: ['imbued'],
  // another Methuselah's incapacitated imbued leaving its region in this unlock phase (a card allowing it), or that Methuselah passing
  riseOther: ['seat', 'imbued'],
  risePass: ['seat'],
  burnoptOther: ['seat', 'card'],
  burnoptPass: ['seat'],
  // another Methuselah using an ability usable in every unlock phase (Homunculus), or that Methuselah passing
  useOther: ['seat', 'card', 'ability', 'minion?'],
  usePass: ['seat'],
  withdraw: [],
  done: [],
} as const);

/**
 * The answers to a pick (a small choice pushed by a step, picks.ts): a card (`t`; `d` a card to
 * discard, `r` an uncontrolled vampire to remove, `c` a manual operation's card), a seat (`s`), a
 * library card by card id (`lib`: the library's order stays hidden), an amount to pool (`k`), a
 * slave to swap in (`slave`), or a word.
 */
export const PICK_OPTIONS = optionCodec({
  t: ['card'],
  d: ['card'],
  r: ['card'],
  c: ['card'],
  s: ['seat'],
  lib: ['cid'],
  k: ['pool'],
  slave: ['minion'],
  circle: ['circle'],
  goOn: [],
  none: [],
  done: [],
  stop: [],
  back: [],
  pass: [],
} as const);

export type PickOption = NonNullable<ReturnType<typeof PICK_OPTIONS.decode>>;

/** What a pick's answer names (a card, seat, card id, amount or minion), '' for a word. */
export function pickValue(o: PickOption): string {
  switch (o.kind) {
    case 't':
    case 'd':
    case 'r':
    case 'c':
      return o.card;
    case 's':
      return o.seat;
    case 'lib':
      return o.cid;
    case 'k':
      return o.pool;
    case 'slave':
      return o.minion;
    default:
      return '';
  }
}

/**
 * A referendum (vtes-es 6.3.2, 6.3.3; vtes-pl "Referendum", "Uzyskiwanie głosów"): its terms
 * (`alloc`, `target`: a seat), then votes and ballots, each `dir` 'y' (for) or 'n' (against): the
 * calling card, a titled vampire, a priscus ballot, Alexa's discard, the Edge, a political action
 * card burned for its vote, a vote location, a vote modifier; reactions played in the polling
 * (`reactor`: the reacting minion) and out-of-turn master cards.
 */
export const REF_OPTIONS = optionCodec({
  ...OUT_OF_TURN.shapes,
  alloc: ['seat'],
  target: ['seat'],
  tcard: ['card'],
  tclan: ['clan'],
  tseat: ['seat'],
  tdone: [],
  // a `chooseCards` term: one more card, or no more; a point of an `allot` to a card (`allot.cards`)
  tcards: ['card'],
  tcardsDone: [],
  acard: ['card'],
  // as the referendum passes (its `capacityPool`): a ready vampire the Methuselah controls, or none
  opick: ['card'],
  onone: [],
  call: ['dir'],
  v: ['vampire', 'dir'],
  b: ['vampire', 'dir'],
  ab: ['vampire', 'card', 'dir'],
  edge: ['dir'],
  pc: ['card', 'dir'],
  loc: ['location', 'dir'],
  mod: ['card', 'mode', 'dir', 'x?'],
  cancel: ['card', 'mode', 'reactor'],
  // a card making a vampire abstain (its minion: the caller for a modifier, the reacting minion for a reaction)
  abst: ['card', 'mode', 'minion', 'target'],
  // a card in play locked to make a vampire abstain (Demonstration: an ability with `abstain`)
  locAbst: ['location', 'target'],
  against: ['card', 'mode', 'reactor'],
  // a reaction casting its votes (Dread Gaze): the reacting vampire's votes, one way
  rvote: ['card', 'mode', 'reactor', 'dir'],
  mreact: ['card', 'mode', 'reactor'],
  // a reaction of the "before any votes" window (`beforeVotes`), played as the polling opens
  preact: ['card', 'mode', 'reactor'],
  done: [],
} as const);

export type VoteDir = 'y' | 'n';

/**
 * Combat (vtes-es 6.4; vtes-pl "Walka"): combat cards (`x`: the X paid; `target`: the opposing
 * equipment or retainer a strike aims at), a strike card played as a maneuver (`scard`), strikes
 * from the hand, a ranged weapon or an equipment-burning weapon, static prevention, optional
 * maneuvers and presses, a card's ability (`use`), out-of-turn master cards, passing.
 */
export const COMBAT_OPTIONS = optionCodec({
  ...OUT_OF_TURN.shapes,
  ootpass: [],
  card: ['card', 'mode', 'x?', '@target?'],
  scard: ['card', 'mode', 'x?'],
  hand: [],
  ranged: ['weapon', '@target?'],
  burnEq: ['weapon', '@target?'],
  // a strike the minion can make this round by a card played before range (Hunger of Marduk: steal blood)
  rstrike: [],
  static: ['card'],
  // the damaged minion's prevention of each round (Horrid Form): one point
  guard: [],
  // the damaged minion's blood burned to prevent the opposing initial strike of the round (Superior Mettle)
  strikeGuard: [],
  ...USE,
  // a bystander's use in another combat before range (rules/bystander.ts: Mariel), or none
  byuse: ['card', 'ability'],
  bypass: [],
  optman: [],
  optpress: [],
  // a strike the action's cards gave the combatant for this combat (`grantStrike`: Shroud of Absence), by the card that gave it
  granted: ['card'],
  none: [],
  // a combatant whose own text is (partly) the players' (Lambach's aggravated hand strikes): the manual operations
  manual: [],
  pass: [],
} as const);

export type CombatOption = NonNullable<ReturnType<typeof COMBAT_OPTIONS.decode>>;

/** The manual operations (vtes-es 1.4; manual.ts): an operation with a target to pick, one on the current step, done. */
export const MANUAL_OPTIONS = optionCodec({
  op: ['op'],
  ctx: ['op'],
  done: [],
  // the follow-up choices of a manual operation (issue 34): an amount, a region, a rule marker and
  // how long it lasts (`src`: while that card stays on the minion), a label, which marker, no Methuselah
  amt: ['n'],
  zone: ['zone'],
  mark: ['mark'],
  until: ['until', 'src?'],
  label: ['label'],
  nth: ['i'],
  nobody: [],
  // the face-down top card of the deciding Methuselah's library or crypt (never named by its id)
  top: ['zone'],
} as const);

/**
 * An action under way (vtes-es 6.2; vtes-pl "Podsumowanie przebiegu akcji"): action modifiers
 * (`x`: the X paid; `modOther`: played by another of the Methuselah's minions), blocks and the
 * cards that wake or unlock a blocker, stealth and intercept from locations and reactions, the
 * reactions of the other Methuselahs (`reactor`: the reacting minion; `redirect`: the seat the
 * bleed goes to), the window after the resolution, the blocker's diablerie choice.
 */
export const ACTION_OPTIONS = optionCodec({
  ...OUT_OF_TURN.shapes,
  pass: [],
  decline: [],
  diab: [],
  mod: ['card', 'mode', 'x?'],
  modOther: ['card', 'mode', 'minion'],
  // a paid intercept use a card of this action gave (`paidIntercept`: Speak with Spirits [SPI]), by that card
  paid: ['card'],
  block: ['blocker'],
  wake: ['card', 'mode', 'blocker'],
  ...USE,
  ...PLAY,
  // a card's ability used for stealth or intercept; `discard`: the hand card its discard cost discards
  loc: ['location', 'discard?'],
  react: ['card', 'mode'],
  ability: ['card'],
  selfUnlock: ['minion'],
  anarchUnlock: ['vampire'],
  huntLoc: ['location'],
  blockerReact: ['card', 'mode'],
  reduce: ['card', 'mode', 'reactor'],
  manualReact: ['card', 'mode', 'reactor'],
  wakeReact: ['card', 'mode', 'reactor'],
  redirect: ['card', 'mode', 'reactor', 'seat'],
  burnself: ['reactor'],
  // the acting Methuselah's manual operations before the action resolves (issue 34: Haqim's Law's discard)
  manual: [],
} as const);

export type ActionOption = NonNullable<ReturnType<typeof ACTION_OPTIONS.decode>>;

/**
 * The "as it is played" window (vtes-es 1.6.1.1; vtes-pl "Zagranie karty", "Anuluj kartę"): an
 * out-of-turn master card that cancels (`cancel`), a minion's card that cancels (`cancelm`: the
 * playing minion), a wake card played first to cancel after (`wakecancel`), passing.
 */
export const CANCEL_OPTIONS = optionCodec({
  cancel: ['card', 'mode'],
  cancelm: ['card', 'mode', 'minion'],
  /** A card on the minion burned to cancel (`cancelInPlay`: React with Conviction). */
  cancelp: ['card', 'minion'],
  wakecancel: ['card', 'mode', 'minion'],
  pass: [],
} as const);

/** Every V:TES option table. */
const ALL_TABLES = [
  UNLOCK_OPTIONS,
  MASTER_OPTIONS,
  MINION_OPTIONS,
  ACTION_OPTIONS,
  COMBAT_OPTIONS,
  REF_OPTIONS,
  INFLUENCE_OPTIONS,
  DISCARD_OPTIONS,
  PICK_OPTIONS,
  CANCEL_OPTIONS,
  MANUAL_OPTIONS,
  OUT_OF_TURN,
] as const;

/** The mode an option plays `card` with (its `mode` field when its `card` field is that card), if any. */
export function playedMode(optionId: string, card: string): number | undefined {
  for (const table of ALL_TABLES) {
    const o = table.decode(optionId) as { card?: string; mode?: string } | null;
    if (o?.card === card && o.mode !== undefined && /^\d+$/.test(o.mode)) return Number(o.mode);
  }
  return undefined;
}

/**
 * The card-named option kinds saved games and archive records wrote before the generic ids (issue 27
 * item 6), read only to map them: the replay of a record (`upgradeOptionId`, through the module's
 * `upgradeChoice`) turns each into the id the rules offer now, once, and the record is saved with it.
 */
export const LEGACY_OPTIONS = optionCodec({
  dreamsHand: ['location'],
  dreamsBlood: ['location'],
  dreams: ['location', 'gain'],
  barrens: ['location'],
  stray: ['stray'],
  strayUnlock: ['stray', 'minion'],
  warsaw: ['location'],
  warsawBurn: ['location', 'vampire'],
  haven: ['minion', 'target', 'haven'],
  havenBurn: ['minion', 'haven'],
  fa: ['minion', 'target', 'assault'],
  carver: ['location', 'vampire'],
  wv: ['use', 'location'],
  tm: ['location', 'use'],
  jack: ['from'],
  orgUnlock: ['card', 'reactor', 'anarch'],
  orgres: ['card', 'reactor'],
  doll: ['doll', 'dir'],
  hg: ['location', 'vampire'],
} as const);

/**
 * Which data ability of a card an old kind used (vtes-es 1.6.1: an ability by its window; `hand` and
 * `blood` the two `any` abilities, told apart by what they do).
 */
export type LegacyAbility = 'hand' | 'blood' | 'unlock' | 'minion' | 'press' | 'directed' | 'dollIn' | 'dollOut' | 'hunt';

/** What the mapping reads of the game: a card's data ability by its old kind, the card of a card module in play. */
export interface LegacyLookup {
  /** The index of the ability of card `card` the old kind used, if it has one. */
  ability(card: string, which: LegacyAbility): number | undefined;
  /** The cards in play whose card module is `module` (the module's id, cards/params.ts). */
  moduleCards(module: string): readonly string[];
}

const useId = (card: string, ability: string | number, minion?: string, target?: string): string =>
  ['use', card, ability, ...(minion === undefined ? [] : [minion]), ...(target === undefined ? [] : [target])].join(':');

/**
 * The generic ids an old card-named id may stand for now (the replay takes the one offered), or none
 * when `id` is no old kind or its card is gone.
 */
export function upgradeOptionId(id: string, look: LegacyLookup): readonly string[] {
  const o = LEGACY_OPTIONS.decode(id);
  return o ? upgraded(o, look) : [];
}

function upgraded(o: NonNullable<ReturnType<typeof LEGACY_OPTIONS.decode>>, look: LegacyLookup): string[] {
  const ability = (card: string, which: LegacyAbility, minion?: string) => {
    const n = look.ability(card, which);
    return n === undefined ? [] : [useId(card, n, minion)];
  };
  switch (o.kind) {
    case 'dreamsHand':
      return ability(o.location, 'hand');
    case 'dreamsBlood':
      return ability(o.location, 'blood');
    case 'dreams':
      return ability(o.location, 'unlock');
    case 'barrens':
      return ability(o.location, 'minion');
    case 'stray':
      return ability(o.stray, 'press');
    case 'strayUnlock':
      return ability(o.stray, 'directed', o.minion);
    case 'warsaw':
      return [useId(o.location, 'lock')];
    case 'warsawBurn':
      return [useId(o.location, 'rescue', o.vampire)];
    case 'haven':
      return [useId(o.haven, 'combat', o.minion, o.target)];
    case 'havenBurn':
      return [useId(o.haven, 'burn', o.minion)];
    case 'fa':
      return [useId(o.assault, 'combat', o.minion, o.target)];
    case 'carver':
      return [useId(o.location, 'blood', o.vampire)];
    case 'wv':
      return [useId(o.location, o.use)];
    case 'tm':
      return [useId(o.location, o.use)];
    case 'jack':
      return look.moduleCards('smilingJack').map((j) => (o.from === 'pool' ? useId(j, 'pool') : useId(j, 'blood', o.from)));
    case 'doll':
      return ability(o.doll, o.dir === 'in' ? 'dollIn' : 'dollOut');
    case 'hg':
      return ability(o.location, 'hunt', o.vampire);
    case 'orgUnlock':
      return [`play:${o.card}:0:${o.reactor}:${o.anarch}`];
    case 'orgres':
      return [`play:${o.card}:0:${o.reactor}`];
  }
}
