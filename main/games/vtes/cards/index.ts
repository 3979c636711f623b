/**
 * The escape hatch of the V:TES card vocabulary (issue 11 item 5; docs/vtes-automation.md "How a
 * card is written"): the cards whose rules cannot be composed from the vocabulary's primitives have
 * their own module, `cards/<card>.ts`, named from the card's data by one effect record
 * `{ e: 'card', id, ...params }`. This file is the one table of those modules (a module listed in
 * cards/params.ts without its hooks here, or hooks here for a module not listed there, do not
 * compile) and the one function per site through which the engine calls their hooks (cards/hooks.ts):
 * the rules never test for a particular card.
 *
 * Small and rare: a new module is for a card no primitive can express; each opens with what the card
 * does in the rulebook's terms and the rulings it implements.
 */
import type { Decision, GameEvent, SeatId } from '../../../engine/types';
import type { ActionState, Ev, Step, VtesState } from '../core/state';
import type { Opt } from '../core/decision';
import { cardEffects } from './find';
import type { Effect, Mode } from '../schema/effects';
import type { CardEffect, CardId, CardParams } from '../schema/card-params';
import type { ActionOption, CardModule, CardPick, CardQueries, ModuleAction, Window, WindowOptions } from './hooks';
import { carver } from './carver';
import { frontalAssault } from './frontal-assault';
import { havenUncovered } from './haven-uncovered';
import { sabotage } from './sabotage';
import { smilingJack } from './smiling-jack';
import { spying } from './spying';
import { troublemaker } from './troublemaker';
import { warsaw } from './warsaw';
import { widerView } from './wider-view';
import { organizedResistance } from './organized-resistance';
import { anarchConvert } from './anarch-convert';
import { isKind } from '../schema/effect-query';

/** Every card module, in the order their module-wide hooks run (the order the rules ran them in before). */
export const CARDS: { readonly [K in CardId]: CardModule<CardParams[K]> } = {
  smilingJack,
  sabotage,
  troublemaker,
  widerView,
  havenUncovered,
  frontalAssault,
  carver,
  warsaw,
  spying,
  organizedResistance,
  anarchConvert,
};

type AnyModule = CardModule<Record<string, unknown>>;
const MODULES = Object.values(CARDS) as unknown as AnyModule[];
const mod = (id: CardId): AnyModule => CARDS[id] as AnyModule;

/** The modules that have hook `h`, in table order (listed once: the sites run often). */
function having<H extends keyof AnyModule>(h: H): (AnyModule & Required<Pick<AnyModule, H>>)[] {
  return MODULES.filter((m) => m[h] !== undefined) as (AnyModule & Required<Pick<AnyModule, H>>)[];
}
const UNLOCK_START = having('unlockStart');
const INFLUENCE_START = having('influenceStart');
const MINION_ACTIONS = having('minionActions');
const UNLOCK_FIRST = having('unlockFirst');
const UNLOCK_ACTIVE = having('unlockActive');
const UNLOCK_OTHERS = having('unlockOthers');
const ACTION_END = having('actionEnd');
const READY_LEFT = having('readyLeft');
const AFTER_EVENTS = having('afterEvents');
const HOLDS = having('holdsInTorpor');
const BLEED_REPLACED = having('bleedReplaced');
const BLEED_BONUS = having('bleedBonus');
const BLOCK_HAND = having('blockHand');
const INTERCEPT_HAND = having('interceptHand');

/** The options the card modules of a card in play give through a per-card hook. */
function perCard(s: VtesState, uid: string, f: (m: AnyModule, p: Record<string, unknown>) => Opt[] | undefined): readonly Opt[] {
  const effects = cardEffects(s, uid);
  if (!effects.length) return NO_OPTIONS;
  let out: Opt[] | null = null;
  for (const e of effects) {
    const o = f(mod(e.id), e);
    if (o?.length) (out ??= []).push(...o);
  }
  return out ?? NO_OPTIONS;
}
const NO_OPTIONS: readonly Opt[] = [];

/** The options `modules` give through a module-wide hook, in table order. */
function gather<M>(modules: readonly M[], f: (m: M) => Opt[]): readonly Opt[] {
  let out: Opt[] | null = null;
  for (const m of modules) {
    const o = f(m);
    if (o.length) (out ??= []).push(...o);
  }
  return out ?? NO_OPTIONS;
}

// ---- phase steps ----

/** vtes-es 4: the acting Methuselah's unlock phase begins. */
export function cardsUnlockStart(s: VtesState, ev: Ev): void {
  for (const m of UNLOCK_START) m.unlockStart(s, ev);
}

/** vtes-es 7: the acting Methuselah's influence phase begins. */
export function cardsInfluenceStart(s: VtesState, ev: Ev): void {
  for (const m of INFLUENCE_START) m.influenceStart(s, ev);
}

// ---- options in named windows ----

/** vtes-es 6.1: the actions card modules offer minion `minion` of the acting Methuselah. */
export const cardsMinionActions = (s: VtesState, minion: string, used: readonly string[]): readonly Opt[] =>
  gather(MINION_ACTIONS, (m) => m.minionActions(s, minion, used));

/** The card modules of card `uid` (its records `{ e: 'card', id }`), in its mode's order. */
function modulesOf(s: VtesState, uid: string): readonly AnyModule[] {
  const effects = cardEffects(s, uid);
  return effects.length === 1 ? [mod(effects[0].id)] : effects.map((e) => mod(e.id));
}

/** The action a card module announces for minion-phase option `o` (`use:<card>:<ability>:<minion>...`), if one does. */
function moduleAction(s: VtesState, o: ActionOption): ModuleAction | undefined {
  if (o.kind !== 'use') return undefined;
  for (const m of modulesOf(s, o.card)) {
    const a = m.announce?.[o.ability];
    if (a) return a;
  }
  return undefined;
}

/** vtes-es 6.2.1: the record of action option `o` a card module owns, built (undefined when no module owns it). */
export const cardActionAnnounced = (s: VtesState, o: ActionOption): ActionState | undefined =>
  o.kind === 'use' ? moduleAction(s, o)?.build(s, o) : undefined;

/** vtes-es 6.1: whether the action of option `o` a card module owns is directed (false when no module owns it). */
export const cardActionDirected = (s: VtesState, o: ActionOption): boolean => moduleAction(s, o)?.directed ?? false;

/** The first question one of `modules` asks, if any. */
function firstQuestion<M>(modules: readonly M[], ask: (m: M) => Decision | null): Decision | null {
  for (const m of modules) {
    const d = ask(m);
    if (d) return d;
  }
  return null;
}

/** vtes-es 4: the first question a card module asks the acting Methuselah in the unlock phase, if any. */
export const cardsUnlockFirst = (s: VtesState): Decision | null => firstQuestion(UNLOCK_FIRST, (m) => m.unlockFirst(s));

/** vtes-es 4: unlock-phase options of card `uid` in the acting Methuselah's play zone. */
export const cardUnlockOptions = (s: VtesState, uid: string): readonly Opt[] => perCard(s, uid, (m, p) => m.unlockCard?.(s, uid, p));

/** vtes-es 4: unlock-phase options the card modules give the acting Methuselah. */
export const cardsUnlockActive = (s: VtesState): readonly Opt[] => gather(UNLOCK_ACTIVE, (m) => m.unlockActive(s));

/** vtes-es 4: the question a card module asks another Methuselah in the unlock phase, if any. */
export const cardsUnlockOthers = (s: VtesState): Decision | null => firstQuestion(UNLOCK_OTHERS, (m) => m.unlockOthers(s));

/** vtes-es 5: master-phase options of card `uid` in the acting Methuselah's play zone. */
export const cardMasterOptions = (s: VtesState, uid: string): readonly Opt[] => perCard(s, uid, (m, p) => m.masterCard?.(s, uid, p));

/** vtes-es 7: influence-phase options of card `uid`, with `transfers` left. */
export const cardInfluenceOptions = (s: VtesState, uid: string, transfers: number): readonly Opt[] =>
  perCard(s, uid, (m, p) => m.influenceCard?.(s, uid, p, transfers));

/** Options of the cards `seat` controls that it may use at any time (its minion phase, an action's windows). */
export function cardsAnyTimeOptions(s: VtesState, seat: SeatId, w: 'minion' | 'action'): readonly Opt[] {
  let out: Opt[] | null = null;
  for (const uid of s.seats[seat].zones.play)
    for (const e of cardEffects(s, uid)) {
      const o = mod(e.id).anyTimeCard?.(s, seat, uid, e, w, QUERIES);
      if (o?.length) (out ??= []).push(...o);
    }
  return out ?? NO_OPTIONS;
}

/** vtes-es 6.2.2: options of cards in the hand of `seat`, deciding whether to block `action`. */
export const cardsBlockHandOptions = (s: VtesState, seat: SeatId, action: Step<ActionState>): readonly Opt[] =>
  gather(BLOCK_HAND, (m) => m.blockHand(s, seat, action));

/** vtes-es 6.2.2.2: options of cards in the hand of `seat`, whose `blocker` attempts to block `action`, to add intercept. */
export const cardsInterceptHandOptions = (s: VtesState, seat: SeatId, action: Step<ActionState>, blocker: string): readonly Opt[] =>
  gather(INTERCEPT_HAND, (m) => m.interceptHand(s, seat, action, blocker));

/** vtes-es 6.2.1: options of the acting Methuselah's card `uid` as its minion announces `action`. */
export const cardAnnounceOptions = (s: VtesState, uid: string, action: Step<ActionState>): readonly Opt[] =>
  perCard(s, uid, (m, p) => m.announceCard?.(s, uid, p, action));

/**
 * Handles option `o` of window `w` if a card module added it; false when none did. A `use` or `play`
 * id goes to the modules of the card it names (a `use` naming a data ability by its index is the
 * rules', vocab/abilities.ts); any other kind to the module that answers it.
 */
export function handleCardOption<W extends Window>(w: W, s: VtesState, o: WindowOptions[W], ev: Ev): boolean {
  if (o.kind === 'use' || o.kind === 'play') {
    const x = o as unknown as { kind: 'use' | 'play'; card: string; ability?: string };
    for (const m of modulesOf(s, x.card)) {
      const h = (x.kind === 'use' ? m.uses?.[w]?.[x.ability!] : m.plays?.[w]) as ((s: VtesState, o: unknown, ev: Ev) => void) | undefined;
      if (h) {
        h(s, o, ev);
        return true;
      }
    }
    return false;
  }
  const h = HANDLERS[w].get(o.kind);
  if (!h) return false;
  h(s, o, ev);
  return true;
}

type Handler = (s: VtesState, o: never, ev: Ev) => void;
const HANDLERS = { unlock: new Map(), master: new Map(), minion: new Map(), influence: new Map(), action: new Map() } as Record<
  Window,
  Map<string, (s: VtesState, o: unknown, ev: Ev) => void>
>;
for (const m of MODULES)
  for (const [w, table] of Object.entries(m.on ?? {}) as [Window, Record<string, Handler>][])
    for (const [kind, h] of Object.entries(table)) {
      if (HANDLERS[w].has(kind)) throw new Error(`vtes cards: two modules handle ${w} option ${kind}`);
      HANDLERS[w].set(kind, h as (s: VtesState, o: unknown, ev: Ev) => void);
    }

/** The answer to a card module's pick (picks.ts). */
export function cardPick(s: VtesState, pick: CardPick, named: string, id: string, ev: Ev): void {
  mod(pick.data.id).onPick?.(s, pick, named, id, ev);
}

// ---- action ----

/** vtes-es 6.2: whether an action modifier mode with card-module records may be offered once nobody blocks (every record says so). */
export function cardModifierOffered(s: VtesState, action: Step<ActionState>, effects: readonly Effect[]): boolean {
  let any = false;
  for (const e of effects)
    if (isKind(e, 'card')) {
      if (!mod(e.id).modifierOffered?.(s, action, e)) return false;
      any = true;
    }
  return any;
}

/** vtes-es 6.1: the card-module records of action card `card` as it is announced. */
export function cardsActionCardAnnounced(s: VtesState, card: string, m: Mode, action: ActionState): void {
  for (const e of m.effects) if (isKind(e, 'card')) mod(e.id).actionCardAnnounced?.(s, card, e, action, m);
}

/** vtes-es 6.2.3: an action card's card-module record as its action succeeds; true when the card stays in play. */
export function cardActionCardResolved(s: VtesState, card: string, e: CardEffect, action: Step<ActionState>): boolean {
  return mod(e.id).actionCardResolved?.(s, card, e, action) ?? false;
}

/** vtes-es 1.6.3.2: an action modifier's card-module record, as the card is played (the `modifier` dispatch site). */
export function cardModifierPlayed(s: VtesState, uid: string, e: CardEffect, action: Step<ActionState>): void {
  mod(e.id).modifierPlayed?.(s, uid, e, action);
}

/** vtes-es 6.1.1: a successful bleed resolves; true when a card module replaced it. */
export function cardsBleedReplaced(s: VtesState, action: Step<ActionState>, ev: Ev): boolean {
  return BLEED_REPLACED.some((m) => m.bleedReplaced(s, action, ev));
}

/** vtes-es 6.1.1: the card modules' changes to a resolving bleed's amount. */
export function cardsBleedBonus(s: VtesState, action: Step<ActionState>, ev: Ev): void {
  for (const m of BLEED_BONUS) m.bleedBonus(s, action, ev);
}

/** vtes-es 6.2.3: the action ends. */
export function cardsActionEnd(s: VtesState, action: Step<ActionState>, ev: Ev): void {
  for (const m of ACTION_END) m.actionEnd(s, action, ev);
}

// ---- events ----

/** A ready minion left the ready region (its burn or torpor event): the card modules' event hooks. */
export function cardsReadyLeft(s: VtesState, e: GameEvent, ev: Ev): void {
  for (const m of READY_LEFT) m.readyLeft(s, e, ev);
}

/** The events of a step from index `from` have been read. */
export function cardsAfterEvents(s: VtesState, ev: Ev, from: number): void {
  for (const m of AFTER_EVENTS) m.afterEvents(s, ev, from);
}

// ---- queries ----

/** The torpid vampire cannot be moved to the ready region now (a card module holds it). */
export function heldInTorpor(s: VtesState, v: string): boolean {
  return HOLDS.some((m) => m.holdsInTorpor(s, v));
}

const QUERIES: CardQueries = { heldInTorpor };
