/**
 * The hooks a card module may give the engine (issue 11 item 5, the escape hatch): each one is a
 * site the engine calls through one function of `cards/index.ts`, for every module that has it.
 * A module is a typed object of these hooks (`CardModule`), so naming a hook the engine does not
 * call does not compile, and the option kinds a module handles are those of the window's codec.
 *
 * Kinds of hooks:
 * - phase steps (module-wide: the module finds its own cards with `cardsInPlay`);
 * - options a card adds in a named window (per card, with its effect record's parameters), and the
 *   handlers of those options: a card's own ability is a generic `use:<card>:<ability>` id handled by
 *   ability name (`uses`), a card of the hand played through its module a `play` id (`plays`), and the
 *   window's other kinds a module answers by option kind (`on`); no option kind names a card;
 * - the actions a module offers, announced: whether each is directed and the action record it
 *   builds (`announce`, by the ability name of their `use` ids);
 * - event hooks, run by the kernel on the events of each step (`runTriggers` in vocab/triggers.ts);
 * - query contributions (a rule a card adds to a question the engine asks of the state).
 */
import type { Decision, GameEvent, SeatId } from '../../../engine/types';
import type {
  ACTION_OPTIONS,
  INFLUENCE_OPTIONS,
  MASTER_OPTIONS,
  MINION_OPTIONS,
  MinionOption,
  UNLOCK_OPTIONS,
} from '../../../common/vtes-options';
import type { ActionState, Ev, Pick, Step, VtesState } from '../core/state';
import type { Opt } from '../core/decision';
import type { Mode } from '../schema/effects';

type Decoded<C extends { decode: (id: string) => unknown }> = NonNullable<ReturnType<C['decode']>>;

/** The windows whose options a card may add, with the decoded options of each. */
export interface WindowOptions {
  unlock: Decoded<typeof UNLOCK_OPTIONS>;
  master: Decoded<typeof MASTER_OPTIONS>;
  minion: Decoded<typeof MINION_OPTIONS>;
  influence: Decoded<typeof INFLUENCE_OPTIONS>;
  action: Decoded<typeof ACTION_OPTIONS>;
}
export type Window = keyof WindowOptions;

/** Handlers of a window's options, by option kind (only kinds of that window's codec). */
export type OptionHandlers<W extends Window> = {
  [K in Exclude<WindowOptions[W]['kind'], 'use' | 'play'>]?: (s: VtesState, o: Extract<WindowOptions[W], { kind: K }>, ev: Ev) => void;
};

/** A window's generic option of a card's ability (`use:<card>:<ability>[:<minion>[:<target>]]`). */
export type UseOption<W extends Window> = Extract<WindowOptions[W], { kind: 'use' }>;
/** A window's generic option playing a card of the hand through its module (`play:<card>:<mode>:<minion>[:<target>]`). */
export type PlayOption<W extends Window> = Extract<WindowOptions[W], { kind: 'play' }>;

/** Handlers of a window's `use` options of the module's cards, by ability name. */
export type UseHandlers<W extends Window> = Readonly<Record<string, (s: VtesState, o: UseOption<W>, ev: Ev) => void>>;

/** A minion-phase action option (it names the acting minion): the rules' own kinds, or a card's `use`. */
export type ActionOption = Extract<MinionOption, { minion: string }> | Extract<MinionOption, { kind: 'use' }>;

/**
 * One action a card module offers (vtes-es 6.1; its options given by `minionActions`): whether it is
 * directed (6.1; a slave's directed actions are barred, vtes-es 11 "Esclavo"), and the record its
 * announcement builds (action-record.ts: kind, target card and Methuselah, stealth, the turn records
 * of its once-per-turn limit). announce.ts then adds the minion's printed stealth, locks it, pushes
 * the record as the `act` frame and asks for blocks.
 */
export interface ModuleAction {
  directed: boolean;
  /** `o.minion` is the acting minion, `o.target` the minion or card aimed at (as `minionActions` spelled them). */
  build: (s: VtesState, o: UseOption<'minion'>) => ActionState;
}

/** A card module's actions, by the ability name of their `use` ids. */
export type ModuleActions = Readonly<Record<string, ModuleAction>>;

/** A card module's pick, as answered. */
export type CardPick = Step<Pick> & { readonly then: 'card' };

/** The queries card modules contribute to, as the engine asks them (cards/index.ts), for hooks that need them. */
export interface CardQueries {
  /** The torpid vampire cannot be moved to the ready region now (`holdsInTorpor` of every module). */
  heldInTorpor: (s: VtesState, v: string) => boolean;
}

/** A card module: the hooks of one card (or one family of cards) at the engine's sites; P its effect's parameters. */
export interface CardModule<P> {
  // ---- phase steps ----
  /** vtes-es 4: the acting Methuselah's unlock phase begins (its cards unlocked, the Edge's pool gained). */
  unlockStart?: (s: VtesState, ev: Ev) => void;
  /** vtes-es 7: the acting Methuselah's influence phase begins (before its transfers are counted). */
  influenceStart?: (s: VtesState, ev: Ev) => void;

  // ---- options in named windows (per card in play, with its parameters) ----
  /** vtes-es 4: a question the acting Methuselah answers before the other unlock-phase options. */
  unlockFirst?: (s: VtesState) => Decision | null;
  /** vtes-es 4: options of the card, in the acting Methuselah's play zone, among its unlock-phase options. */
  unlockCard?: (s: VtesState, uid: string, p: P) => Opt[];
  /** vtes-es 4: options the module gives the acting Methuselah among its unlock-phase options. */
  unlockActive?: (s: VtesState) => Opt[];
  /** vtes-es 4: a question the module asks another Methuselah during the unlock phase (after the burn options). */
  unlockOthers?: (s: VtesState) => Decision | null;
  /** vtes-es 5: options of the card, in the acting Methuselah's play zone, in the master phase (no master action). */
  masterCard?: (s: VtesState, uid: string, p: P) => Opt[];
  /** vtes-es 7: options of the card, in the acting Methuselah's play zone, with `transfers` left. */
  influenceCard?: (s: VtesState, uid: string, p: P, transfers: number) => Opt[];
  /** Options of the card its controller `seat` may use at any time: in its minion phase (`minion`) and in the windows of an action (`action`). */
  anyTimeCard?: (s: VtesState, seat: SeatId, uid: string, p: P, w: 'minion' | 'action', q: CardQueries) => Opt[];
  /** vtes-es 6.1: actions the module offers the acting Methuselah's minion `minion` (`used`: what it acted with this turn). */
  minionActions?: (s: VtesState, minion: string, used: readonly string[]) => Opt[];
  /** vtes-es 6.1, 6.2.1: the actions `minionActions` offers, announced (one entry per ability name of their `use` ids). */
  announce?: ModuleActions;
  /** vtes-es 6.2.2: options of cards in the hand of `seat`, deciding whether to block `action`. */
  blockHand?: (s: VtesState, seat: SeatId, action: Step<ActionState>) => Opt[];
  /** vtes-es 6.2.2.2: options of cards in the hand of `seat`, whose `blocker` attempts to block `action`, to add intercept. */
  interceptHand?: (s: VtesState, seat: SeatId, action: Step<ActionState>, blocker: string) => Opt[];
  /** vtes-es 6.2.1: options of the card as a minion of its controller announces `action` (before blocks). */
  announceCard?: (s: VtesState, uid: string, p: P, action: Step<ActionState>) => Opt[];
  /** The answer to a choice the module asked with a pick `{ then: 'card', data: { id, step, left? } }` (`named`: the chosen card or value, `id` the option id). */
  onPick?: (s: VtesState, pick: CardPick, named: string, id: string, ev: Ev) => void;
  /** The handlers of the options the module adds, by window and option kind (kinds that are no card's `use` or `play`). */
  on?: { [W in Window]?: OptionHandlers<W> };
  /** The handlers of its cards' `use` options, by window and ability name. */
  uses?: { [W in Window]?: UseHandlers<W> };
  /** The handler of its cards' `play` options (a card of the hand played through the module), by window. */
  plays?: { [W in Window]?: (s: VtesState, o: PlayOption<W>, ev: Ev) => void };

  // ---- action ----
  /** vtes-es 6.1: action card `card` holding this record in `mode` is announced (its cost not paid yet). */
  actionCardAnnounced?: (s: VtesState, card: string, p: P, action: ActionState, mode: Mode) => void;
  /** vtes-es 6.2.3: the action of card `card` holding this record succeeds; true when the card stays in play. */
  actionCardResolved?: (s: VtesState, card: string, p: P, action: Step<ActionState>) => boolean;
  /** vtes-es 6.2: whether an action modifier mode holding this record may be offered once nobody blocks. */
  modifierOffered?: (s: VtesState, action: Step<ActionState>, p: P) => boolean;
  /** vtes-es 1.6.3.2: action modifier card `uid` holding this record is played (the `modifier` dispatch site). */
  modifierPlayed?: (s: VtesState, uid: string, p: P, action: Step<ActionState>) => void;
  /** vtes-es 6.1.1: a successful bleed resolves; true when the module replaces it (nothing else happens). */
  bleedReplaced?: (s: VtesState, action: Step<ActionState>, ev: Ev) => boolean;
  /** vtes-es 6.1.1: a successful bleed resolves: the module may change its amount (after the conditional modifiers). */
  bleedBonus?: (s: VtesState, action: Step<ActionState>, ev: Ev) => void;
  /** vtes-es 6.2.3: the action ends (before the action record is cleared). */
  actionEnd?: (s: VtesState, action: Step<ActionState>, ev: Ev) => void;

  // ---- events ----
  /** A ready minion left the ready region (its `vtes.burn` or `vtes.torpor` event, `ready: 1`). */
  readyLeft?: (s: VtesState, e: GameEvent, ev: Ev) => void;
  /** The events from index `from` of this step have been read (after every `readyLeft`). */
  afterEvents?: (s: VtesState, ev: Ev, from: number) => void;

  // ---- queries ----
  /** The torpid vampire `v` cannot be moved to the ready region now. */
  holdsInTorpor?: (s: VtesState, v: string) => boolean;
}
