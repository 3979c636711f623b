/**
 * Triggers as data (issue 11 item 5; they replace the hand-written `afterMoves` list): a card's
 * "when X happens, do Y" is one record `{ e: 'on', event, filter?, seat?, effects }` on the engine's
 * own event types (`filter`: a Condition on the event, issue 27 item 4; `bearer`: on the minion the card
 * is on). `runTriggers`, called by the kernel's settle on the events of each step, runs the
 * primitives (vocab/primitives.ts) of every record the event matches: the cards in play of every
 * Methuselah first (table order), then the cards on the minion the event names (their order on it).
 * `unlockPhase` is a moment with no event of its own: the unlock phase's step runs it
 * (`runMomentTriggers`). The card modules (`cards/<card>.ts`: Carver's Meat Packing's hostages) read
 * the same events through the hooks the kernel gives (`EventHooks`): a ready minion leaving the
 * ready region (between the records on cards in play and those on the minion), then all the events.
 * A successful block (`vtes.blocked`) runs the triggers on the blocker as the block is made, before the
 * block resolves and the action's cards burn (`runBlockTriggers`, called by resolution.ts). A trigger
 * with `limit: 'turn'` runs at most once each turn for its card (recorded among the turn's abilities), with
 * `limit: 'nameTurn'` once each turn for all the cards of its name its controller controls.
 */
import { condUsed, holds } from '../core/params/cond';
import type { ParamCtx } from '../core/params/ctx';
import { defOf, type Ev, isAlly, isVampire, living, preyOf, type VtesState } from '../core/state';
import { setStep, useThisTurn } from '../core/ops';
import { cardDeed } from '../core/deeds';
import { liveMode } from '../core/queries';
import { defsOf, type DefsTable } from '../core/card-tables';
import type { EventHooks } from '../core/steps';
import { runPrims } from './primitives';
import { namesOpponent } from './texts';
import type { Trigger, TriggerEvent } from '../schema/records';
import type { Effect } from '../schema/effects';
import { effectWhere, isKind } from '../schema/effect-query';

export type { Trigger, TriggerEvent, TriggerFilter } from '../schema/records';

const NONE: readonly Trigger[] = [];

/**
 * The events some card of a game has a trigger for (the `on` records of any mode of its definitions: `triggersOf`
 * reads no other), each with the ids of the cards whose definitions name it, once per definition table: a cache
 * keyed by the table object, which never changes (card-tables.ts). A walk for an event no card names would fire
 * nothing, and a card whose definition does not name it has no trigger for it (`triggersNaming`).
 */
const TRIGGER_EVENTS = new WeakMap<DefsTable, ReadonlyMap<string, ReadonlySet<string>>>();
function eventCards(s: VtesState): ReadonlyMap<string, ReadonlySet<string>> {
  const defs = defsOf(s);
  let events = TRIGGER_EVENTS.get(defs);
  if (!events) {
    const named = new Map<string, Set<string>>();
    for (const id in defs)
      for (const m of defs[id].modes)
        for (const e of m.effects)
          if (isKind(e, 'on'))
            for (const x of typeof e.event === 'string' ? [e.event] : e.event) {
              const ids = named.get(x);
              if (ids) ids.add(id);
              else named.set(x, new Set([id]));
            }
    TRIGGER_EVENTS.set(defs, (events = named));
  }
  return events;
}
function triggered(s: VtesState, event: TriggerEvent): boolean {
  return eventCards(s).has(event);
}

function triggersOf(s: VtesState, u: string): readonly Trigger[] {
  const m = liveMode(s, u);
  if (!m) return NONE;
  let out: Trigger[] | undefined;
  for (const e of m.effects) if (isKind(e, 'on')) (out ??= []).push(e);
  return out ?? NONE;
}

const NO_CARDS: ReadonlySet<string> = new Set();

/**
 * The triggers of card `u` where its definition may name the event (`cids`: the ids of the cards whose definitions
 * name it, `eventCards`), else none without reading the card's mode; a merged vampire reads its other version's
 * definition (state.ts `defOf`), so its triggers are read.
 */
function triggersNaming(s: VtesState, u: string, cids: ReadonlySet<string>): readonly Trigger[] {
  const c = s.cards[u];
  if (c && !c.merged && !cids.has(c.cid)) return NONE;
  return triggersOf(s, u);
}

/** The turn's record of a once-per-turn trigger of card `u` (`nameTurn`: of every card of its name its controller controls). */
function limitKey(s: VtesState, t: Trigger, u: string): string {
  return t.limit === 'nameTurn' ? `on:name:${s.cards[u].cid}:${s.cards[u].controller}` : `on:${u}`;
}

function names(t: Trigger, event: TriggerEvent): boolean {
  return typeof t.event === 'string' ? t.event === event : t.event.includes(event);
}

/**
 * What a trigger's filter reads of its event as it happened: its minion was ready, and by whom it was controlled then;
 * the card it played, in which mode.
 */
type EventFacts = Pick<ParamCtx, 'wasReady' | 'minionCtl' | 'played' | 'playedMode'>;

function fire(s: VtesState, t: Trigger, u: string, v: string, ev: Ev, facts: EventFacts = {}, opponent?: string): void {
  const own = t.bearer ? s.cards[v].controller : s.cards[u].controller;
  // the target Methuselah of the action under way: none (an undirected action) and the trigger does nothing
  if (t.seat === 'target' && s.act?.target === undefined) return;
  // the controller of the event's minion as it left the ready region: none (it was not ready) and the trigger does nothing
  if (t.seat === 'minionCtl' && facts.minionCtl === undefined) return;
  const seat =
    t.seat === 'active'
      ? s.active
      : t.seat === 'prey'
        ? preyOf(s, own)
        : t.seat === 'target'
          ? s.act!.target!
          : t.seat === 'minionCtl'
            ? facts.minionCtl!
            : t.seat === 'cardCtl'
              ? s.cards[u].controller
              : own;
  // the event's filter, then the trigger's Condition (vocab/params/cond.ts): the card is `self`, the event's minion `minion`
  if (t.filter && !holds(s, t.filter, { seat, source: u, minion: v, ...facts })) return;
  if (t.if && !holds(s, t.if, { seat, source: u, minion: v })) return;
  if (t.if) condUsed(s, t.if, { seat, source: u, minion: v });
  // once each action for this card: kept on the action (`act.usedAbilities`)
  if (t.limit === 'action') {
    const key = `on:${u}`;
    if (!s.act || (s.act.usedAbilities ?? []).includes(key)) return;
    setStep(s, 'act', { usedAbilities: [...(s.act.usedAbilities ?? []), key] });
  } else if (t.limit) {
    const key = limitKey(s, t, u);
    if ((s.turnFlags.abilities ?? []).includes(key)) return;
    useThisTurn(s, 'abilities', key);
  }
  runPrims(s, t.effects, { seat, source: u, minion: v, ...(opponent ? { opponent } : {}) }, ev);
}

/**
 * Runs the triggers of the events from index `from` (and of the events they add) with the card
 * modules' hooks; returns where the next call starts.
 */
export function runTriggers(s: VtesState, ev: Ev, from: number, cards: EventHooks): number {
  for (let i = from; i < ev.length; i++) {
    const e = ev[i];
    if (e.type === 'vtes.success') {
      runSuccessTriggers(s, String((e.params ?? {}).uid), ev);
      continue;
    }
    if (e.type === 'vtes.refPassed') {
      runRefPassedTriggers(s, ev);
      continue;
    }
    if (e.type === 'vtes.play') {
      runPlayTriggers(s, (e.params ?? {}) as Record<string, unknown>, ev);
      continue;
    }
    if (e.type !== 'vtes.burn' && e.type !== 'vtes.torpor') continue;
    const p = (e.params ?? {}) as Record<string, unknown>;
    const v = String(p.uid);
    const ready = p.ready === 1;
    const facts: EventFacts = { wasReady: ready, ...(ready ? { minionCtl: Number(p.ctl) } : {}) };
    // no card of the game has a trigger on this event: only the card modules' hook reads it
    if (!triggered(s, e.type)) {
      if (ready) cards.readyLeft(s, e, ev);
      continue;
    }
    const cids = eventCards(s).get(e.type) ?? NO_CARDS;
    for (const x of living(s))
      for (const u of s.seats[x].zones.play)
        for (const t of triggersNaming(s, u, cids)) if (names(t, e.type) && !t.bearer) fire(s, t, u, v, ev, facts);
    // a vampire's own text, ready or in torpor, on another card burned or sent to torpor ("whenever a vampire of your
    // predator or prey is burned, this vampire gains 3 blood": Mina Grotius)
    for (const x of living(s))
      for (const u of [...s.seats[x].zones.ready, ...s.seats[x].zones.torpor])
        if (u !== v && defOf(s, u).kind === 'crypt')
          for (const t of triggersNaming(s, u, cids)) if (names(t, e.type) && !t.bearer && !t.own) fire(s, t, u, v, ev, facts);
    if (ready) cards.readyLeft(s, e, ev);
    for (const u of [...(s.cards[v]?.attached ?? [])])
      for (const t of triggersNaming(s, u, cids)) if (names(t, e.type) && t.bearer) fire(s, t, u, v, ev, facts);
    // the cards that watched a burned minion were burned with it, just before (core/bearer-watch.ts): their triggers run
    if (typeof p.watchers === 'string')
      for (const u of p.watchers.split(' '))
        for (const t of triggersOf(s, u)) if (names(t, e.type) && t.bearer) fire(s, t, u, v, ev, facts);
    // the minion's own text as it goes to torpor ("burn 1 pool each time this vampire goes into torpor", "if this
    // vampire goes to torpor, burn it": Julius; `own`), or as it is burned from the ready region ("after she is burned in
    // combat, burn 2 pool": Angela Decker, her controller as she was burned the trigger's `minionCtl`)
    if ((e.type === 'vtes.torpor' && s.cards[v]?.zone === 'torpor') || (e.type === 'vtes.burn' && ready && s.cards[v]?.zone === 'ash'))
      for (const t of triggersOf(s, v)) if (names(t, e.type) && t.own) fire(s, t, v, v, ev, facts);
  }
  cards.afterEvents(s, ev, from);
  return ev.length;
}

/**
 * Runs the triggers of the cards on the minion `b` that just blocked the action under way (vtes-es
 * 6.2.2.2): their filter may name what the blocked action must be (taken by a titled vampire, political);
 * then the acting minion's own triggers of its blocked action (`own`).
 */
export function runBlockTriggers(s: VtesState, b: string, ev: Ev): void {
  if (!s.act) return;
  for (const u of [...s.cards[b].attached])
    for (const t of triggersOf(s, u)) if (names(t, 'vtes.blocked') && t.bearer && !t.acting) fire(s, t, u, b, ev);
  const a = s.act.actor;
  // the cards on the acting minion, its action blocked (`acting`: Aching Beauty makes the Methuselah of the minion that
  // blocked its Toreador pay 1 pool, before the block resolves); the blocking minion is their primitives' `opponent`
  if (s.cards[a])
    for (const u of [...s.cards[a].attached])
      for (const t of triggersOf(s, u)) if (names(t, 'vtes.blocked') && t.bearer && t.acting) fire(s, t, u, a, ev, {}, b);
  // the acting minion's own text, its action blocked ("if she is blocked, she burns 1 blood before block
  // resolution"; its Condition may name the `blocker`); the blocking minion is its primitives' `opponent`
  // ("any vampire blocking him burns 1 blood": RTR 19960530, as the block succeeds, combat or not)
  if (s.cards[a]) for (const t of triggersOf(s, a)) if (names(t, 'vtes.blocked') && t.own) fire(s, t, a, a, ev, {}, b);
}

/**
 * Runs the triggers of a successful action of minion `v` (vtes-es 6.2.3): the cards in play of every
 * Methuselah (the acting minion is their `minion`), then the cards on the acting minion (`bearer`), then
 * the acting minion's own text (`own`).
 * Which action (a bleed, a hunt...) is the trigger's Condition.
 */
function runSuccessTriggers(s: VtesState, v: string, ev: Ev): void {
  if (!s.cards[v]) return;
  for (const x of living(s))
    for (const u of s.seats[x].zones.play)
      for (const t of triggersOf(s, u)) if (names(t, 'vtes.success') && !t.bearer) fire(s, t, u, v, ev);
  for (const u of [...s.cards[v].attached])
    for (const t of triggersOf(s, u)) if (names(t, 'vtes.success') && t.bearer) fire(s, t, u, v, ev);
  // the acting minion's own text ("after it successfully bleeds, you can gain 2 pool": The unnamed)
  if (s.cards[v]) for (const t of triggersOf(s, v)) if (names(t, 'vtes.success') && t.own) fire(s, t, v, v, ev);
}

/**
 * Whether ready minion `v` is the one that played card `uid` (of card id `cid`), as the play's event is read: the
 * action card of its action under way, or a card it has played in this action (modifiers and reactions, once each per
 * minion: 1.6.3.2, 1.6.3.6), in this combat's round (combat cards) or in the referendum it called (a modifier in
 * polling), by its controller (the event's seat). The log's `vtes.play` names no minion (1.6.1.1).
 */
function playedBy(s: VtesState, v: string, uid: string, cid: string, seat: unknown): boolean {
  if (s.cards[v]?.controller !== seat) return false;
  const a = s.act;
  if (a && a.actor === v && a.card === uid) return true;
  if (a?.used[v]?.includes(cid)) return true;
  if (s.combat?.usedRound[v]?.includes(cid)) return true;
  return false;
}

/**
 * Runs the own triggers of the ready minions as one of them plays a library card (1.6.1.1: Ira Rivers' extra card
 * drawn, then the hand discarded down, for each card requiring Auspex he plays). The card played
 * and its mode (as played: the card's mark, or the action's) are the filter's facts (`playedDisc`).
 */
function runPlayTriggers(s: VtesState, p: Record<string, unknown>, ev: Ev): void {
  if (typeof p.uid !== 'string' || !s.cards[p.uid]) return;
  const uid = p.uid;
  const cid = s.cards[uid].cid;
  const mode = s.cards[uid].mode ?? (s.act?.card === uid ? s.act.mode : undefined) ?? 0;
  const facts: EventFacts = { played: uid, playedMode: mode };
  for (const x of living(s))
    for (const v of [...s.seats[x].zones.ready])
      for (const t of triggersOf(s, v)) if (names(t, 'vtes.play') && t.own && playedBy(s, v, uid, cid, p.seat)) fire(s, t, v, v, ev, facts);
  // the cards on every ready minion watching the cards played (`bearer`: "if a vampire plays an action modifier requiring
  // Obfuscate, the bearer gets +1 intercept", Phased Motion Detector), walked only when a card of the game names the event
  const cids = eventCards(s).get('vtes.play');
  if (!cids) return;
  for (const x of living(s))
    for (const v of [...s.seats[x].zones.ready])
      for (const a of [...s.cards[v].attached])
        for (const t of triggersNaming(s, a, cids))
          if (names(t, 'vtes.play') && t.bearer && s.cards[a]?.zone === 'attached') fire(s, t, a, v, ev, facts);
}

/**
 * Runs the own triggers of the ready minions as a referendum passes (6.3.2: the prey losing 1 pool each time a political action's referendum succeeds while the vampire is ready): only the referendum of an unblocked political action (a
 * blood hunt's, called during a blocked political action's combat, is none).
 */
function runRefPassedTriggers(s: VtesState, ev: Ev): void {
  if (s.act?.kind !== 'political' || s.act.blocker !== undefined) return;
  for (const x of living(s))
    for (const v of [...s.seats[x].zones.ready])
      for (const t of triggersOf(s, v)) if (names(t, 'vtes.refPassed') && t.own && s.cards[v]?.zone === 'ready') fire(s, t, v, v, ev);
}

/**
 * Runs the triggers of a moment with no event of its own (the unlock phase, 4; the master phase, 5; the discard phase, 8; the
 * end of the turn, 3): the cards on every Methuselah's minions, in the unlock and discard phases the ready minions'
 * own texts (`own`; "during your unlock phase" is their Condition `yourTurn`), then the cards in play (their
 * minion: the card itself).
 */
export function runMomentTriggers(
  s: VtesState,
  moment: 'unlockPhase' | 'masterPhase' | 'discardPhase' | 'endOfTurn' | 'minionPhaseEnd',
  ev: Ev,
): void {
  const cids = eventCards(s).get(moment);
  if (!cids) return;
  if (moment === 'minionPhaseEnd') return runOwnMoment(s, moment, ev);
  for (const x of living(s))
    for (const v of [...s.seats[x].zones.ready, ...s.seats[x].zones.torpor])
      for (const u of s.cards[v].attached)
        for (const t of triggersNaming(s, u, cids)) if (names(t, moment)) fire(s, t, u, v, ev, { wasReady: false });
  // a minion's own text in the unlock phase (`own`: an ally regaining life, burning itself) or as a discard phase starts
  // (any Methuselah's: "during any Methuselah's discard phase, she may unlock", Masika), ready minions only
  if (moment === 'unlockPhase' || moment === 'discardPhase')
    for (const x of living(s))
      for (const v of [...s.seats[x].zones.ready])
        for (const t of triggersNaming(s, v, cids)) if (names(t, moment) && t.own && s.cards[v]?.zone === 'ready') fire(s, t, v, v, ev);
  for (const x of living(s))
    for (const u of [...s.seats[x].zones.play])
      for (const t of triggersNaming(s, u, cids)) if (names(t, moment) && !t.bearer && s.cards[u].zone === 'play') fire(s, t, u, u, ev);
  // "he unlocks at the end of the turn": the acting Methuselah's vampires' own text (Enkidu), once a turn
  if (moment === 'endOfTurn') runOwnMoment(s, moment, ev);
}

/**
 * Runs the acting Methuselah's vampires' own triggers of a moment of its turn (`own`: "after the end of
 * your minion phase, burn this vampire", vtes-es 6), ready or in torpor, in table order; each card is the
 * trigger's `self` and its `minion`.
 */
function runOwnMoment(s: VtesState, moment: TriggerEvent, ev: Ev): void {
  const z = s.seats[s.active].zones;
  for (const v of [...z.ready, ...z.torpor])
    for (const t of triggersOf(s, v))
      if (names(t, moment) && t.own && (s.cards[v].zone === 'ready' || s.cards[v].zone === 'torpor')) fire(s, t, v, v, ev);
}

/**
 * Runs the triggers of card `u` entering play (`vtes.enters`: "after this card enters play", "as this
 * vampire enters play"): a master card put in play (vtes-es 1.6.2), an ally recruited (6.1.5), a
 * retainer employed (6.1.4), a vampire moved to the ready region in the influence phase (7). The card is
 * `self`; its minion is the ally or the vampire itself or the retainer's employer.
 */
export function runEnterTriggers(s: VtesState, u: string, ev: Ev): void {
  // counted in the turn's records: "unless this card entered play this turn" (core/deeds.ts)
  cardDeed(s, u, 'enters');
  const c = s.cards[u];
  const v = c.zone === 'attached' && c.host ? c.host : u;
  for (const t of triggersOf(s, u)) if (names(t, 'vtes.enters')) fire(s, t, u, v, ev);
  if (c.zone === 'ready' && (isVampire(s, u) || isAlly(s, u))) runMinionEnterTriggers(s, u, ev);
}

/**
 * Runs the triggers watching another minion put in play (`vtes.minionEnters`: "when your predator or prey puts a minion in
 * play, that minion is locked"): the cards in play, then the cards on every minion, ready or in torpor, of every
 * Methuselah; the minion entering play is their `minion`. Nothing is walked unless a card of the game names the event.
 */
function runMinionEnterTriggers(s: VtesState, v: string, ev: Ev): void {
  if (!triggered(s, 'vtes.minionEnters')) return;
  for (const x of living(s)) {
    const z = s.seats[x].zones;
    for (const u of [...z.play]) for (const t of triggersOf(s, u)) if (names(t, 'vtes.minionEnters')) fire(s, t, u, v, ev);
    for (const m of [...z.ready, ...z.torpor])
      for (const u of [...(s.cards[m]?.attached ?? [])])
        for (const t of triggersOf(s, u)) if (names(t, 'vtes.minionEnters') && s.cards[u]?.zone === 'attached') fire(s, t, u, v, ev);
  }
}

/**
 * Runs the triggers of the end of a combat between `a` and `b` (vtes-es 6.4, "after combat"): the cards
 * in play of every Methuselah once per combatant still ready (the combatant is their `minion`), then the
 * cards on each combatant (`bearer`), then each combatant's own text (`own`: the other combatant is its
 * `opponent`).
 */
export function runCombatEndTriggers(s: VtesState, a: string, b: string, ev: Ev): void {
  const live = [a, b].filter((v) => s.cards[v]?.zone === 'ready');
  for (const x of living(s))
    for (const u of [...s.seats[x].zones.play])
      for (const t of triggersOf(s, u)) if (names(t, 'vtes.combatEnd') && !t.bearer && !t.own) for (const v of live) fire(s, t, u, v, ev);
  for (const v of live)
    for (const u of [...s.cards[v].attached])
      for (const t of triggersOf(s, u)) if (names(t, 'vtes.combatEnd') && t.bearer) fire(s, t, u, v, ev);
  // a combatant's own text ("after combat with this vampire", `own`): still in play (ready or in
  // torpor), the other combatant, if still in play, its opponent (a text naming no opponent needs none:
  // Xian Quan after his block)
  const inPlay = (v: string) => s.cards[v]?.zone === 'ready' || s.cards[v]?.zone === 'torpor';
  for (const [v, o] of [
    [a, b],
    [b, a],
  ] as const)
    if (inPlay(v))
      for (const t of triggersOf(s, v))
        if (names(t, 'vtes.combatEnd') && t.own && (inPlay(o) || !namesOpponent(t))) fire(s, t, v, v, ev, {}, inPlay(o) ? o : undefined);
}

/**
 * The end of a combat round (vtes-pl "Koniec rundy"; also a round ended early, RTR 20030519): each combatant's own
 * `vtes.roundEnd` triggers still in play, the other combatant its opponent (Ossian's life for the blood healed).
 */
export function runRoundEndTriggers(s: VtesState, a: string, b: string, ev: Ev): void {
  const inPlay = (v: string) => s.cards[v]?.zone === 'ready' || s.cards[v]?.zone === 'torpor';
  for (const [v, o] of [
    [a, b],
    [b, a],
  ] as const)
    if (inPlay(v)) for (const t of triggersOf(s, v)) if (names(t, 'vtes.roundEnd') && t.own) fire(s, t, v, v, ev, {}, o);
}

/**
 * A vampire's blood was just reduced to 0 in combat (damage resolution, vtes-es 6.4.6): the `vtes.bloodZero` triggers
 * of the cards on it (`bearer`), the other combatant its opponent (Anathema). Only a vampire with cards on it is asked.
 */
export function runBloodZeroTriggers(s: VtesState, v: string, opponent: string | undefined, ev: Ev): void {
  for (const u of [...s.cards[v].attached])
    for (const t of triggersOf(s, u))
      if (names(t, 'vtes.bloodZero') && t.bearer && s.cards[u].zone === 'attached') fire(s, t, u, v, ev, {}, opponent);
}

/** Whether a card has a trigger on the event (the bots' reading of a card). */
export function hasTrigger(effects: readonly Effect[], event: TriggerEvent): boolean {
  return effects.some(effectWhere('on', (e) => names(e, event)));
}
