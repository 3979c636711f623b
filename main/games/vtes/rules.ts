/**
 * V:TES rules module: set-up, the five phases, actions, blocks, combat, politics, diablerie,
 * influence, discard, ousting and the end (issue #5 items 1-2). Pure: `apply` clones the state,
 * changes the clone through ops.ts and returns events. One decision is pending at a time;
 * steps where nobody has a real choice are resolved automatically by `settle`.
 *
 * Rule citations: 'vtes-es:<section>' (Spanish 2018 rulebook), 'vtes-pl:<chapter>' (VEKN).
 */
import { AppError } from '../../common/errors';
import { RngCursor, seedRng } from '../../engine/rng';
import type { ApplyResult, Decision, GameResult, I18nRef, SeatId } from '../../engine/types';
import type { Effect, Mode, Req } from './effects';
import {
  attach,
  bankToCard,
  bankToPool,
  bloodLost,
  burnBlood,
  burnCard,
  burnPool,
  capOverflow,
  cardToBank,
  cardToPool,
  drawCrypt,
  drawUp,
  loseLife,
  moveTo,
  poolToCard,
  removeFromGame,
  shuffleZone,
  toTorpor,
} from './ops';
import { STARTER_DEFS, type CardDef } from './starters';
import {
  type ActionState,
  type CancelLink,
  capacityOf,
  clone,
  type CombatState,
  defOf,
  discLevel,
  emptyFlags,
  type Ev,
  handSize,
  type Inst,
  isAlly,
  isMinion,
  isVampire,
  living,
  predatorOf,
  preyOf,
  cardUid,
  SEAT_ZONES,
  sectOf,
  type SeatState,
  type Pick,
  type PickNext,
  type Strike,
  titleCardOf,
  titleInfo,
  titleOf,
  titleVotes,
  type VtesConfig,
  type VtesState,
} from './state';
import { deckLists } from './config';
import { type Frame, type FrameName, FrameStack } from './frames';
import { dec, L, opt, type Opt } from './decision';
import { burnTitleCard, checkTitleContest, placeTitleCard, titleContestCost, titleRivals, titleTargets } from './titles';
import { manualCardsInPlay, manualDecision, manualTargets, openManual } from './manual';
import {
  allReadyVampires,
  attachedEffects,
  blood,
  cancelTop,
  canPay,
  cardName,
  checkCardContest,
  copiesInPlay,
  copiesOwnedInPlay,
  hasManualOnly,
  hasTrait,
  isBleed,
  isRedList,
  liveMode,
  lockedOrWoken,
  mayReact,
  meetsReqs,
  other,
  payCost,
  playableModes,
  playedWhat,
  playFromHand,
  readyMinions,
  readyVampires,
  sameCard,
  strengthOf,
  toAsh,
  vampAbility,
} from './queries';

export const VTES_RULES_VERSION = 'vtes-2018es-vekn.3';

// =========================================================================================
// config and set-up
// =========================================================================================

export function setup(cfg: VtesConfig, seed: string): ApplyResult<VtesState> {
  const defs: Record<string, CardDef> = {};
  for (const [id, c] of STARTER_DEFS) defs[id] = c;
  for (const c of cfg.cards ?? []) if (!defs[c.id]) defs[c.id] = c;
  const n = cfg.decks.length;
  const seats: SeatState[] = [];
  const cards: Record<string, Inst> = {};
  let uid = 1;
  for (let i = 0; i < n; i++) {
    const zones = Object.fromEntries(SEAT_ZONES.map((z) => [z, [] as string[]])) as SeatState['zones'];
    const { crypt, library } = deckLists(cfg.decks[i]);
    for (const [list, zone] of [
      [crypt, 'crypt'],
      [library, 'library'],
    ] as const)
      for (const [cid, count] of list)
        for (let k = 0; k < count; k++) {
          const id = cardUid(uid++);
          cards[id] = { uid: id, cid, owner: i, ctl: i, zone, at: i, att: [], blood: 0, locked: false, capBonus: 0 };
          zones[zone].push(id);
        }
    seats.push({ pool: 30, vp: 0, ousted: false, withdrawn: false, zones, masterDebt: 0, handBonus: 0, eventsPlayed: [] });
  }
  const s: VtesState = {
    v: 1,
    edition: cfg.edition,
    rng: seedRng(seed),
    defs,
    n,
    seats,
    cards,
    limbo: [],
    nextUid: uid,
    edge: null,
    bank: 0,
    total: 30 * n,
    totalCards: uid - 1,
    turn: 0,
    turnsTaken: 0,
    active: 0,
    phase: 'unlock',
    tf: emptyFlags(),
    act: null,
    combat: null,
    ref: null,
    pick: null,
    huntPending: null,
    maxTurns: cfg.maxTurns,
    result: null,
    ousted: [],
    manualLeft: 0,
    manualSeat: null,
  };
  const ev: Ev = [];
  // 2.3: shuffle crypt and library, 4 crypt cards to the uncontrolled region, 7 cards in hand
  for (let i = 0; i < n; i++) {
    shuffleZone(s, i, 'crypt');
    shuffleZone(s, i, 'library');
    for (let k = 0; k < 4; k++) drawCrypt(s, i, ev);
    drawUp(s, i, ev);
  }
  ev.push({ type: 'vtes.setup', params: { seats: n, edition: cfg.edition }, rule: 'vtes-es:2.3', reveals: true });
  // First player: es-2018 leaves it to the players (seat order as given); vtes-pl:Kolejność gry draws it at random.
  if (cfg.edition === 'vekn-current') {
    const cur = new RngCursor(s.rng);
    s.active = cur.int(n);
    s.rng = cur.state;
    ev.push({ type: 'vtes.firstPlayer', params: { seat: s.active }, rule: 'vtes-pl:Kolejność gry', reveals: true });
  }
  startTurn(s, ev, true);
  settle(s, ev);
  return { state: s, events: ev };
}

// =========================================================================================
// helpers
// =========================================================================================

/** Out-of-turn master cards `seat` may play now (1.6.2.4, 5). */
function ootOptions(s: VtesState, seat: SeatId): Opt[] {
  const o: Opt[] = [];
  for (const h of s.seats[seat].zones.hand) {
    const d = defOf(s, h);
    for (const mi of playableModes(s, h, null, seat, ['master']))
      if (d.modes[mi].reqs.some((r) => r.r === 'outOfTurn')) o.push(opt(`oot:${h}:${mi}`, 'playOutOfTurn', { card: d.name }, { card: h }));
  }
  return o;
}

/** Plays an out-of-turn master card: its cost now, one master action less in the next master phase (5). */
function playOutOfTurn(s: VtesState, seat: SeatId, h: string, mi: number, ev: Ev): void {
  const d = defOf(s, h);
  const m = d.modes[mi];
  playFromHand(s, h, seat, ev);
  s.cards[h].mode = mi;
  payCost(s, d, null, seat, ev);
  s.seats[seat].masterDebt = 1;
  ev.push({ type: 'vtes.outOfTurn', params: { seat, card: d.name }, rule: 'vtes-es:1.6.2.4' });
  if (m.effects.some((e) => e.e === 'inPlay')) {
    moveTo(s, h, 'play', seat);
    checkCardContest(s, h, ev);
  } else toAsh(s, h);
  if (m.effects.some((e) => e.e === 'manual')) openManual(s, seat);
}

// =========================================================================================
// turn structure (3)
// =========================================================================================

function startTurn(s: VtesState, ev: Ev, first = false): void {
  if (!first) {
    // next living seat clockwise
    s.active = preyOf(s, s.active);
  }
  if (s.maxTurns && s.turn >= s.maxTurns) {
    endGame(s, ev, 'turnLimit');
    return;
  }
  s.turn++;
  s.turnsTaken++;
  const a = s.active;
  s.tf = emptyFlags();
  s.tf.masterLeft = Math.max(0, 1 - s.seats[a].masterDebt);
  s.seats[a].masterDebt = 0;
  s.phase = 'unlock';
  ev.push({ type: 'vtes.turn', params: { seat: a, turn: s.turn }, rule: 'vtes-es:3' });
  // 9.2 withdrawal succeeds at the start of the next unlock phase
  const w = s.seats[a].withdrawing;
  if (w) {
    s.seats[a].withdrawing = undefined;
    if (!w.broken) {
      s.seats[a].vp += 1;
      s.seats[a].withdrawn = true;
      ev.push({ type: 'vtes.withdrawn', params: { seat: a }, rule: 'vtes-es:9.2' });
      leaveGame(s, a, ev);
      if (living(s).length <= 1) return endGame(s, ev, 'lastStanding');
      startTurn(s, ev);
      return;
    }
    ev.push({ type: 'vtes.withdrawFailed', params: { seat: a }, rule: 'vtes-es:9.2' });
  }
  // 4: unlock all the acting Methuselah's cards (11: infernal minions stay locked; their controller may pay)
  for (const z of ['ready', 'torpor', 'play'] as const)
    for (const u of s.seats[a].zones[z]) {
      const c = s.cards[u];
      // On the Qui Vive: an ally that played it does not unlock as normal this time; its limit starts again
      if (c.sinceUnlock) c.sinceUnlock = undefined;
      if (c.skipUnlock) c.skipUnlock = undefined;
      else if (z === 'play' || !isInfernal(s, u)) c.locked = false;
      for (const x of c.att) s.cards[x].locked = false;
    }
  ev.push({ type: 'vtes.unlock', params: { seat: a }, rule: 'vtes-es:4' });
  // 1.6.1.2: cards not to be replaced until this unlock phase are replaced now
  if (s.seats[a].noReplace) {
    s.seats[a].noReplace = 0;
    drawUp(s, a, ev);
  }
  // 4: the Edge gives 1 pool
  if (s.edge === a) {
    bankToPool(s, a, 1);
    ev.push({ type: 'vtes.edgePool', params: { seat: a }, rule: 'vtes-es:4' });
  }
  // Smiling Jack: its controller moves 1 pool onto it; every other Methuselah pays 1 pool or blood per counter
  for (const x of living(s))
    for (const u of s.seats[x].zones.play)
      if (liveMode(s, u)?.effects.some((e) => e.e === 'smilingJack')) {
        if (x === a) {
          // mandatory: the last pool moves too (and ousts, 9.1)
          if (s.seats[a].pool > 0) poolToCard(s, a, u, 1);
        } else s.tf.jackLeft = (s.tf.jackLeft ?? 0) + s.cards[u].blood;
      }
  // Creeping Sabotage: the prey burns 1 pool per copy
  const sab = s.seats[a].zones.play.filter((u) => liveMode(s, u)?.effects.some((e) => e.e === 'sabotage')).length;
  if (sab) {
    const p = preyOf(s, a);
    const k = burnPool(s, p, sab);
    ev.push({ type: 'vtes.sabotage', params: { seat: p, n: k } });
  }
  // Fame: during each Methuselah's unlock phase, 1 pool per torpid vampire carrying it
  for (const x of living(s))
    for (const v of s.seats[x].zones.torpor)
      if (s.cards[v].att.some((y) => liveMode(s, y)?.effects.some((e) => e.e === 'fame'))) {
        const k = burnPool(s, a, 1);
        ev.push({ type: 'vtes.poolBurned', params: { seat: a, n: k } });
      }
  // 4.1 a contested card whose rivals all yielded unlocks face up
  for (const u of copiesOwnedInPlay(s, a))
    if (s.cards[u].contested && !copiesInPlay(s, s.cards[u].cid).some((x) => x !== u && s.cards[x].contested)) {
      s.cards[u].contested = false;
      ev.push({ type: 'vtes.contestEnded', params: { card: cardName(s, u) }, rule: 'vtes-es:4.1' });
    }
  // 4.2 contested titles: a contestant left alone gets the title back
  for (const v of readyVampires(s, a)) if (s.cards[v].contestedTitle && !titleRivals(s, v).length) s.cards[v].contestedTitle = false;
  for (const v of s.seats[a].zones.torpor)
    if (s.cards[v].contestedTitle) {
      // torpid contestants must yield (4.2)
      s.cards[v].contestedTitle = false;
      s.cards[v].noTitle = true;
      ev.push({ type: 'vtes.titleYield', params: { uid: v, name: cardName(s, v) }, rule: 'vtes-es:4.2' });
      burnTitleCard(s, v, ev);
    }
}

/** vtes-es:11 / vtes-pl:Cechy: an infernal minion does not unlock as normal in its controller's unlock phase. */
function isInfernal(s: VtesState, u: string): boolean {
  return (isVampire(s, u) || isAlly(s, u)) && hasTrait(s, u, 'infernal');
}

/** Locked infernal minions the acting Methuselah may unlock now for 1 pool each (vtes-es:11 Infernal). */
function infernalOptions(s: VtesState): Opt[] {
  const a = s.active;
  if (s.seats[a].pool < 1) return [];
  return [...s.seats[a].zones.ready, ...s.seats[a].zones.torpor]
    .filter((u) => s.cards[u].locked && !s.cards[u].contested && isInfernal(s, u))
    .map((u) => opt(`infernal:${u}`, 'infernalUnlock', { name: cardName(s, u) }, { uid: u }));
}

/** Cards in play (any Methuselah) with the effect. */
function inPlayWith(s: VtesState, e: Effect['e']): string[] {
  return living(s).flatMap((x) => s.seats[x].zones.play.filter((u) => liveMode(s, u)?.effects.some((y) => y.e === e)));
}

/** Carver's: a hostage cannot be moved to the ready region or be diablerized (while such a card is in play). */
function isHostage(s: VtesState, v: string): boolean {
  return !!s.cards[v].hostage && inPlayWith(s, 'carver').length > 0;
}

/** Frontal Assault: its controller gains 1 pool after a ready minion of its prey burns or goes to torpor. */
/**
 * Cards that react to a minion leaving the ready region by any means (not only combat damage):
 * Frontal Assault (a ready minion of your prey burned or sent to torpor), Carver's Meat Packing
 * (a small vampire going to torpor gets a hostage counter; all counters burn when no Carver's is in
 * play), Fame (its vampire going to torpor). Reads the burn/torpor events from index `from`.
 */
function afterMoves(s: VtesState, ev: Ev, from: number): number {
  let carverGone = false;
  for (let i = from; i < ev.length; i++) {
    const e = ev[i];
    const p = (e.params ?? {}) as Record<string, unknown>;
    if (e.type === 'vtes.burn' && s.defs[String(p.cid)]?.modes.some((m) => m.effects.some((f) => f.e === 'carver'))) carverGone = true;
    if ((e.type !== 'vtes.burn' && e.type !== 'vtes.torpor') || p.ready !== 1) continue;
    const v = String(p.uid);
    frontalAssaultHook(s, Number(p.ctl), ev);
    if (e.type === 'vtes.torpor' && s.cards[v].zone === 'torpor') {
      // "if this vampire is in torpor, burn this card" (Guardian Angel, Heroic Might), however it got there
      for (const x of [...s.cards[v].att]) {
        const m = liveMode(s, x);
        if (m?.effects.some((f) => f.e === 'preventEachCombat' || (f.e === 'attachStrength' && f.burnInTorpor))) burnCard(s, x, ev);
      }
      if (capacityOf(s, v) <= 3 && inPlayWith(s, 'carver').length) s.cards[v].hostage = true;
      if (s.cards[v].att.some((x) => liveMode(s, x)?.effects.some((f) => f.e === 'fame'))) {
        const seat = s.cards[v].ctl;
        const k = burnPool(s, seat, 3);
        ev.push({ type: 'vtes.poolBurned', params: { seat, n: k } });
      }
    }
  }
  // Carver's: after it leaves play all hostage counters are burned
  if (carverGone && !inPlayWith(s, 'carver').length)
    for (const k in s.cards)
      if (s.cards[k].hostage) {
        s.cards[k].hostage = undefined;
        ev.push({ type: 'vtes.hostageFreed', params: { name: cardName(s, k) } });
      }
  return ev.length;
}

function frontalAssaultHook(s: VtesState, victimSeat: SeatId, ev: Ev): void {
  for (const fa of inPlayWith(s, 'frontalAssault')) {
    const x = s.cards[fa].ctl;
    if (preyOf(s, x) === victimSeat && !s.seats[x].ousted) {
      bankToPool(s, x, 1);
      ev.push({ type: 'vtes.poolGained', params: { seat: x, n: 1 } });
    }
  }
}

/** Dreams of the Sphinx: lock it and add a counter; at 3 counters it burns. */
function dreamsLock(s: VtesState, loc: string, ev: Ev): void {
  s.cards[loc].locked = true;
  s.cards[loc].note = (s.cards[loc].note ?? 0) + 1;
  if (s.cards[loc].note! >= 3) burnCard(s, loc, ev);
}

function endTurnPhase(s: VtesState, ev: Ev): void {
  const order = ['unlock', 'master', 'minion', 'influence', 'discard'] as const;
  const i = order.indexOf(s.phase as (typeof order)[number]);
  if (i < 0) return;
  if (i === order.length - 1) {
    if (s.tf.tempHand) {
      // the extra hand size ends with the turn: discard down
      const a = s.active;
      s.tf.tempHand = 0;
      fixHand(s, a, ev);
      if (s.pick) {
        s.phase = 'discard';
        s.tf.discards = 0;
        return;
      }
    }
    // the same for the other Methuselahs who locked a Dreams of the Sphinx during this turn
    for (const k of Object.keys(s.tf.tempHandSeats ?? {})) {
      const x = Number(k);
      delete s.tf.tempHandSeats![x];
      if (s.seats[x].ousted || s.seats[x].zones.hand.length <= handSize(s, x)) continue;
      fixHand(s, x, ev);
      if (s.pick) {
        s.phase = 'discard';
        s.tf.discards = 0;
        return;
      }
    }
    startTurn(s, ev);
    return;
  }
  s.phase = order[i + 1];
  ev.push({ type: 'vtes.phase', params: { phase: s.phase, seat: s.active }, rule: `vtes-es:${i + 5 === 9 ? 8 : i + 5}` });
  if (s.phase === 'influence') {
    // Frontal Assault: burned in its controller's influence phase, 1 pool per ready minion of the prey
    for (const fa of [...s.seats[s.active].zones.play])
      if (liveMode(s, fa)?.effects.some((e) => e.e === 'frontalAssault')) {
        burnCard(s, fa, ev);
        const k = burnPool(s, s.active, readyMinions(s, preyOf(s, s.active)).length);
        ev.push({ type: 'vtes.poolBurned', params: { seat: s.active, n: k } });
      }
    // 7: 1, 2 and 3 transfers on the first three turns of the game, then 4
    s.tf.transfers = s.turnsTaken <= 3 ? s.turnsTaken : 4;
    for (const u of s.seats[s.active].zones.play) {
      const m = liveMode(s, u);
      for (const e of m?.effects ?? []) if (e.e === 'transfers') s.tf.transfers += e.n;
    }
  }
}

// =========================================================================================
// ousting and the end (9)
// =========================================================================================

function leaveGame(s: VtesState, seat: SeatId, ev: Ev): void {
  const zones = ['ready', 'torpor', 'uncontrolled', 'play', 'hand', 'library', 'crypt'] as const;
  // 9.1: the cards it controls on other Methuselahs' cards (a master card on their vampire) leave the game too
  for (const c of Object.values(s.cards))
    if (c.zone === 'attached' && c.ctl === seat && s.cards[c.host!].ctl !== seat) removeFromGame(s, c.uid);
  // I.1.2: other Methuselahs' cards on the cards leaving the game are burned (to their owners' ash heaps)
  for (const z of zones)
    for (const u of s.seats[seat].zones[z])
      for (const x of [...s.cards[u].att]) if (s.cards[x].ctl !== seat) burnCard(s, x, ev, 'vtes-es:1.1.2');
  // 9.1: every card the ousted Methuselah controls leaves the game
  for (const z of zones) for (const u of [...s.seats[seat].zones[z]]) removeFromGame(s, u);
  for (const u of [...s.limbo]) if (s.cards[u].owner === seat) removeFromGame(s, u);
  if (s.edge === seat) s.edge = null;
  ev.push({ type: 'vtes.leave', params: { seat }, rule: 'vtes-es:9.1' });
}

function checkOusting(s: VtesState, ev: Ev): void {
  const before = living(s);
  const out = before.filter((x) => s.seats[x].pool <= 0);
  if (!out.length) return;
  // predators computed among the Methuselahs alive before this ousting
  for (const x of out) {
    const idx = before.indexOf(x);
    const pred = before[(idx - 1 + before.length) % before.length];
    s.seats[x].ousted = true;
    s.ousted.push(x);
    ev.push({ type: 'vtes.ousted', params: { seat: x }, rule: 'vtes-es:9.1' });
    if (pred !== x) {
      s.seats[pred].vp += 1;
      if (!out.includes(pred)) {
        bankToPool(s, pred, 6);
        ev.push({ type: 'vtes.preyOusted', params: { seat: pred, pool: 6 }, rule: 'vtes-es:9.1' });
      } else ev.push({ type: 'vtes.preyOusted', params: { seat: pred, pool: 0 }, rule: 'vtes-es:9.1' });
    }
  }
  for (const x of out) leaveGame(s, x, ev);
  const alive = living(s);
  if (alive.length <= 1) {
    endGame(s, ev, 'lastStanding');
    return;
  }
  // clean what referred to the ousted seats
  if (out.includes(s.active)) {
    s.act = null;
    s.combat = null;
    s.ref = null;
    s.pick = null;
    s.huntPending = null;
    s.phase = 'discard';
    startTurn(s, ev);
    return;
  }
  if (s.pick && out.includes(s.pick.seat)) s.pick = null;
  if (s.combat && (s.cards[s.combat.a].zone !== 'ready' || s.cards[s.combat.b].zone !== 'ready')) endCombat(s, ev);
}

function endGame(s: VtesState, ev: Ev, why: 'lastStanding' | 'turnLimit'): void {
  const alive = living(s);
  if (why === 'lastStanding' && alive.length === 1) {
    s.seats[alive[0]].vp += 1;
    ev.push({ type: 'vtes.lastStanding', params: { seat: alive[0] }, rule: 'vtes-es:9.1' });
  }
  s.phase = 'over';
  s.act = null;
  s.combat = null;
  s.ref = null;
  s.pick = null;
  const scores = s.seats.map((x) => x.vp);
  const distinct = [...new Set(scores)].sort((a, b) => b - a);
  const ranking = distinct.map((v) => scores.map((x, i) => (x === v ? i : -1)).filter((i) => i >= 0));
  const res: GameResult = { ranking, scores };
  if (ranking[0].length > 1) res.reason = L(s.edition === 'vekn-current' ? 'result.tieNoWinner' : 'result.tieShared');
  if (why === 'turnLimit') res.reason = L('result.turnLimit');
  s.result = res;
  ev.push({ type: 'vtes.over', params: { scores, why }, rule: 'vtes-es:9.1' });
}

// =========================================================================================
// titles (4.2, 10)
// =========================================================================================

// =========================================================================================
// the pending decision
// =========================================================================================

/**
 * The pending decision of each state, computed once (issue 14 item 2: the session asks for it, then
 * `apply` checks the answer against it, and `settle` has just computed it). A state is never changed
 * after `apply` returns it; code that edits one by hand (test set-ups) calls `forgetDecision` first.
 */
const known = new WeakMap<VtesState, Decision | null>();

function pendingOnce(s: VtesState): Decision | null {
  let d = known.get(s);
  if (d === undefined) {
    d = pending(s);
    known.set(s, d);
  }
  return d;
}

/** Drops the decision remembered for `s` (a state edited by hand, in tests). */
export function forgetDecision(s: VtesState): void {
  known.delete(s);
}

export function decisions(s: VtesState): Decision[] {
  const d = pendingOnce(s);
  return d ? [d] : [];
}

/** The question of the pick frame: its options, labelled, with the card being played when there is one. */
function pickDecision(s: VtesState): Decision | null {
  const p = s.pick!;
  return dec(
    p.seat,
    p.kind,
    p.kind,
    p.options.map((o) => ({ id: o.id, label: L(`opt.${o.label}`, (o.params?.label as I18nRef['params']) ?? {}), params: o.params })),
    undefined,
    // the card being played, when the pick is about one (e.g. a master card's target)
    p.then === 'masterTarget' && s.cards[p.data.card] ? { card: cardName(s, p.data.card) } : undefined,
  );
}

/** A phase at the bottom of the stack: its question, its answer, and the end of the phase when it asks nothing. */
function phaseFrame(
  name: VtesState['phase'] & FrameName,
  decide: Frame['decide'],
  handle: (s: VtesState, id: string, ev: Ev) => void,
): Frame {
  return { name, on: (s) => s.phase === name, decide, handle: (s, _d, id, ev) => handle(s, id, ev), auto: (s, ev) => endTurnPhase(s, ev) };
}

/** Every step of the game, from the top of the stack down (frames.ts). */
const STACK = new FrameStack([
  { name: 'cancel', on: (s) => !!s.cancelWin, decide: cancelDecision, handle: (s, d, id, ev) => handleCancelWin(s, d, id, ev, STACK) },
  { name: 'pick', on: (s) => !!s.pick, decide: pickDecision, handle: (s, _d, id, ev) => handlePick(s, id, ev) },
  { name: 'manual', on: (s) => s.manualSeat !== null, decide: manualDecision, handle: (s, _d, id, ev) => handleManual(s, id, ev) },
  { name: 'referendum', on: (s) => !!s.ref, decide: refDecision, handle: (s, _d, id, ev) => handleRef(s, id, ev), auto: refAuto },
  { name: 'combat', on: (s) => !!s.combat, decide: combatDecision, handle: (s, _d, id, ev) => handleCombat(s, id, ev), auto: combatAuto },
  { name: 'action', on: (s) => !!s.act, decide: actionDecision, handle: handleAction, auto: actionAuto },
  phaseFrame('unlock', unlockDecision, handleUnlock),
  phaseFrame('master', masterDecision, handleMaster),
  phaseFrame('minion', minionDecision, handleMinion),
  phaseFrame('influence', influenceDecision, handleInfluence),
  phaseFrame('discard', discardDecision, handleDiscard),
]);

function pending(s: VtesState): Decision | null {
  return STACK.decide(s);
}

/** The frames on the stack in `s`, from the bottom up (the phase first). */
export function frameStack(s: VtesState): FrameName[] {
  return STACK.frames(s);
}

function settle(s: VtesState, ev: Ev): void {
  let seen = 0;
  for (let guard = 0; guard < 10000; guard++) {
    seen = afterMoves(s, ev, seen);
    checkOusting(s, ev);
    if (s.phase === 'over') return;
    runTrophies(s, ev);
    if (s.huntPending && !s.act && !s.combat && !s.ref && !s.pick && !s.trophyQ?.length) startBloodHunt(s, ev);
    const d = pending(s);
    if (d) {
      known.set(s, d);
      return;
    }
    STACK.auto(s, ev);
  }
  throw new Error('vtes: settle loop');
}

export function apply(state: VtesState, seat: SeatId, optionId: string): ApplyResult<VtesState> {
  const d = pendingOnce(state);
  if (!d || d.seat !== seat || !d.options.some((o) => o.id === optionId)) {
    throw new AppError('illegal_move', 'illegal_option', { option: optionId.slice(0, 80) });
  }
  const s = clone(state);
  const ev: Ev = [];
  STACK.handle(s, d, optionId, ev);
  // 1.6.1.1: a card played now may be cancelled "as it is played" by another Methuselah's out-of-turn card
  if (!state.cancelWin) {
    const w = openCancelWindow(state, s, d, optionId, ev);
    // the card is shown to the Methuselahs asked: that ends undo of the choice
    if (w)
      return {
        state: w,
        events: [
          {
            type: 'vtes.playing',
            params: { seat: w.cancelWin!.player, card: cardName(w, w.cancelWin!.card) },
            rule: 'vtes-es:1.6.1.1',
            reveals: true,
          },
        ],
      };
  }
  settle(s, ev);
  return { state: s, events: ev };
}

// =========================================================================================
// cancelling a card as it is played (1.6.1.1, 1.6.3.7; vtes-pl "Zagranie karty", "Anuluj kartę")
// =========================================================================================

/**
 * Who may play a minion card that cancels: a reaction by a ready unlocked (or woken) minion of a
 * Methuselah other than the acting one, during an action (or at any time when the card says so);
 * an action modifier by the acting minion; a combat card by a minion in the combat.
 */
function mayPlayCancel(s: VtesState, m: Mode, r: string, seat: SeatId, cid: string): boolean {
  const c = s.cards[r];
  if (c.zone !== 'ready' || c.ctl !== seat) return false;
  const req = m.reqs.find((x) => x.r === 'cancelCard') as Extract<Req, { r: 'cancelCard' }> | undefined;
  // the cancellation's own costs: blood on top of the printed cost, locking an unlocked minion
  const printed = s.defs[cid]?.blood;
  if (req?.blood && blood(s, r) < req.blood + (typeof printed === 'number' ? printed : 0)) return false;
  if (req?.lockSelf && c.locked) return false;
  const action = s.act;
  switch (m.kind) {
    case 'reaction': {
      if (!lockedOrWoken(s, r)) return false;
      if (action) return action.seat !== seat && !(action.usedReacts[r] ?? []).includes(cid);
      // the action card played as another Methuselah's action is announced (the action starts with it)
      const pick = cancelTop(s);
      return !!req?.anyTime || (s.phase === 'minion' && pick.seat === s.active && seat !== s.active && pick.what.includes('action'));
    }
    case 'modifier':
      return !!action && action.actor === r && action.seat === seat && !action.usedMods.includes(cid);
    case 'combat':
      return !!s.combat && (s.combat.a === r || s.combat.b === r);
  }
  return false;
}

/**
 * After `optionId` played a library card from hand, the window opens when another Methuselah may
 * cancel it: the returned state is the one before the play, with the window pending; the option is
 * replayed if nobody cancels (or the cancelling card is itself cancelled).
 */
function openCancelWindow(before: VtesState, after: VtesState, d: Decision, optionId: string, ev: Ev): VtesState | null {
  const i = ev.findIndex((e) => e.type === 'vtes.play');
  if (i < 0) return null;
  const { seat: player, uid: card } = ev[i].params as { seat: SeatId; uid: string };
  if (!before.cards[card] || before.cards[card].zone !== 'hand') return null;
  const parts = optionId.split(':');
  const at = parts.indexOf(card);
  const mi = after.cards[card]?.mode ?? (at >= 0 && /^\d+$/.test(parts[at + 1] ?? '') ? Number(parts[at + 1]) : 0);
  const { kind, what, disc } = playedWhat(before, card, mi);
  const name = cardName(before, card);
  const payEv = ev.slice(i + 1).find((e) => e.type === 'vtes.pay' && e.params?.card === name && e.params?.seat === player);
  const pay = payEv
    ? { uid: payEv.params!.uid as string | undefined, blood: Number(payEv.params!.blood ?? 0), pool: Number(payEv.params!.pool ?? 0) }
    : null;
  // the minion playing it
  let by = pay?.uid;
  const A2 = after.act;
  if (!by && A2 && (A2.card === card || A2.mods.includes(card))) by = A2.actor;
  if (!by && after.combat?.played.includes(card) && before.combat) by = before.combat.asker;
  if (!by && A2 && before.act)
    for (const [r, l] of Object.entries(A2.usedReacts)) if (l.length > (before.act.usedReacts[r] ?? []).length) by = r;
  const s = clone(before);
  s.cancelWin = {
    player,
    card,
    kind,
    decisionSeat: d.seat,
    option: optionId,
    asked: [],
    pay,
    // a master card the active Methuselah plays in the master phase is a master phase action (a trifle too)
    masterAction: kind === 'master' && player === before.active && before.phase === 'master' && !before.act,
    what,
    disc,
    ...(by ? { by } : {}),
    chain: [],
  };
  return cancelSeat(s) === undefined ? null : s;
}

/** Cards `seat` may play now to cancel the card answered in the window, as options. */
function cancelOptions(s: VtesState, seat: SeatId): Opt[] {
  const o: Opt[] = [];
  const pick = cancelTop(s);
  const target = cardName(s, pick.card);
  const hand = s.seats[seat].zones.hand;
  // out-of-turn master cards (1.6.2.4: the requirement checks the turn and the debt)
  for (const h of hand) {
    const d = defOf(s, h);
    for (const mi of playableModes(s, h, null, seat, ['master']))
      if (d.modes[mi].reqs.some((r) => r.r === 'outOfTurn' && r.when === 'none'))
        o.push(opt(`cancel:${h}:${mi}`, 'cancelWith', { card: d.name, target }, { card: h }));
  }
  // minion cards (reactions, reflexes, combat cards, action modifiers)
  for (const r of readyMinions(s, seat)) {
    for (const h of hand) {
      const d = defOf(s, h);
      for (const mi of playableModes(s, h, r, seat, ['reaction', 'modifier', 'combat'])) {
        const m = d.modes[mi];
        if (isCancelMode(m) && mayPlayCancel(s, m, r, seat, d.id))
          o.push(opt(`cancelm:${h}:${mi}:${r}`, 'cancelWithMinion', { card: d.name, name: cardName(s, r), target }, { card: h, uid: r }));
      }
    }
    // a locked minion may first play a wake effect, so as to play a reaction that cancels (glossary
    // "Despertarse"); the label names only the wake card (a chosen label is public)
    const action = s.act;
    if (action && action.seat !== seat)
      for (const [hw, wmi] of wakeModes(s, action, seat, r)) {
        const w = asWoken(s, r);
        const fits = hand.some((h) => {
          if (h === hw) return false;
          const d = defOf(s, h);
          return playableModes(w, h, r, seat, ['reaction']).some(
            (mi) => isCancelMode(d.modes[mi]) && mayPlayCancel(w, d.modes[mi], r, seat, d.id),
          );
        });
        if (fits)
          o.push(
            opt(
              `wakecancel:${hw}:${wmi}:${r}`,
              'wakeCancel',
              { wake: defOf(s, hw).name, name: cardName(s, r), target },
              { card: hw, uid: r },
            ),
          );
      }
  }
  return o;
}

/**
 * The next Methuselah with a real choice in the window, in the order of 1.6.1.5: the acting (active)
 * Methuselah, the target of a directed action, then the others clockwise from the acting one; never
 * the player of the card answered.
 */
function cancelSeat(s: VtesState): SeatId | undefined {
  const w = s.cancelWin!;
  const pick = cancelTop(s);
  const asked = w.chain?.length ? w.chain[w.chain.length - 1].asked : w.asked;
  const order = pollOrder(s, s.active);
  const t = s.act?.target;
  const seq = t !== undefined && t !== s.active && order.includes(t) ? [order[0], t, ...order.slice(1).filter((x) => x !== t)] : order;
  return seq.find((x) => x !== pick.seat && !asked.includes(x) && cancelOptions(s, x).length > 0);
}

function cancelDecision(s: VtesState): Decision | null {
  const seat = cancelSeat(s);
  if (seat === undefined) return null;
  const pick = cancelTop(s);
  return dec(seat, 'cancelCard', 'cancelCardAny', [...cancelOptions(s, seat), opt('pass', 'noCancel')], 'vtes-es:1.6.1.1', {
    card: cardName(s, pick.card),
  });
}

/** Shows a card played in the window (it stays aside until its own window closes). */
function showPlayed(s: VtesState, h: string, seat: SeatId, mi: number, ev: Ev): void {
  moveTo(s, h, 'limbo', seat);
  s.cards[h].mode = mi;
  ev.push({
    type: 'vtes.play',
    params: { seat, uid: h, cid: s.cards[h].cid, name: cardName(s, h) },
    rule: 'vtes-es:1.6.1.1',
    reveals: true,
  });
}

/** The answer in the "as it is played" window; `stack` replays the play on the frame below when nobody cancels. */
function handleCancelWin(s: VtesState, d: Decision, id: string, ev: Ev, stack: FrameStack): void {
  const w = s.cancelWin!;
  const p = id.split(':');
  const pick = cancelTop(s);
  if (p[0] === 'pass') {
    (w.chain?.length ? w.chain[w.chain.length - 1].asked : w.asked).push(d.seat);
    return advanceCancel(s, ev, stack);
  }
  const y = d.seat;
  let link: CancelLink;
  if (p[0] === 'cancel') {
    // an out-of-turn master card: charged to the next master phase even if it is cancelled (5)
    const h = p[1];
    const mi = Number(p[2]);
    showPlayed(s, h, y, mi, ev);
    s.seats[y].masterDebt = 1;
    ev.push({ type: 'vtes.outOfTurn', params: { seat: y, card: cardName(s, h) }, rule: 'vtes-es:1.6.2.4' });
    const r = defOf(s, h).modes[mi].reqs.find((x) => x.r === 'outOfTurn') as Extract<Req, { r: 'outOfTurn' }> | undefined;
    link = { seat: y, card: h, mode: mi, kind: 'master', what: ['master'], disc: [], noCost: !!r?.noCost, asked: [] };
  } else if (p[0] === 'wakecancel') {
    // the wake card is a card played: it may be cancelled too; once it resolves, the woken minion's
    // Methuselah is asked again in this window (it may then play the reaction that cancels)
    const [, hw, wmi, r] = p;
    link = minionLink(s, y, hw, Number(wmi), r, ev);
    link.wake = true;
    ev.push({
      type: 'vtes.wakeToCancel',
      params: { seat: y, card: cardName(s, hw), name: cardName(s, r), target: cardName(s, pick.card) },
      rule: 'vtes-es:1.6.1.1',
    });
    w.chain = [...(w.chain ?? []), link];
    return advanceCancel(s, ev, stack);
  } else link = minionLink(s, y, p[1], Number(p[2]), p[3], ev);
  ev.push({
    type: 'vtes.cancelPlay',
    params: { seat: y, card: cardName(s, link.card), target: cardName(s, pick.card) },
    rule: 'vtes-es:1.6.1.1',
  });
  w.chain = [...(w.chain ?? []), link];
  advanceCancel(s, ev, stack);
}

/** A minion card played in the window by minion `r` (shown, marked as used this action/round). */
function minionLink(s: VtesState, y: SeatId, h: string, mi: number, r: string, ev: Ev): CancelLink {
  const dh = defOf(s, h);
  const m = dh.modes[mi];
  if (s.act && m.kind === 'reaction') s.act.usedReacts[r] = [...(s.act.usedReacts[r] ?? []), dh.id];
  if (s.act && m.kind === 'modifier') s.act.usedMods.push(dh.id);
  if (s.combat && m.kind === 'combat') markUsed(s.combat, r, dh.id);
  showPlayed(s, h, y, mi, ev);
  const pw = playedWhat(s, h, mi);
  const cr = m.reqs.find((x) => x.r === 'cancelCard') as Extract<Req, { r: 'cancelCard' }> | undefined;
  return { seat: y, card: h, mode: mi, kind: 'minion', by: r, what: pw.what, disc: pw.disc, noCost: !!cr?.noCost, asked: [] };
}

/** The costs a minion card names for cancelling (burn blood, lock this minion), paid as it resolves. */
function cancelExtras(s: VtesState, cancelLink: CancelLink, ev: Ev): void {
  const u = cancelLink.by;
  if (!u || (s.cards[u]?.zone !== 'ready' && s.cards[u]?.zone !== 'torpor')) return;
  const req = defOf(s, cancelLink.card).modes[cancelLink.mode]?.reqs.find((x) => x.r === 'cancelCard') as
    Extract<Req, { r: 'cancelCard' }> | undefined;
  if (!req) return;
  if (req.blood) {
    const n = Math.min(req.blood, s.cards[u].blood);
    burnBlood(s, u, n);
    if (isAlly(s, u) && s.cards[u].blood <= 0) burnCard(s, u, ev);
    ev.push({
      type: 'vtes.pay',
      params: { seat: cancelLink.seat, blood: n, pool: 0, card: cardName(s, cancelLink.card), uid: u },
      rule: 'vtes-es:1.6.1.3',
    });
  }
  if (req.lockSelf && s.cards[u].zone === 'ready' && !s.cards[u].locked) {
    s.cards[u].locked = true;
    ev.push({ type: 'vtes.lock', params: { uid: u, name: cardName(s, u) } });
  }
}

/** Pays a card's printed cost when it is possible (blood by its minion, pool by its Methuselah). */
function payIfPossible(s: VtesState, card: string, by: string | undefined, seat: SeatId, ev: Ev): void {
  const d = defOf(s, card);
  const u = by && (s.cards[by]?.zone === 'ready' || s.cards[by]?.zone === 'torpor') ? by : null;
  if (canPay(s, d, u, seat)) payCost(s, d, u, seat, ev);
}

/**
 * Closes windows nobody answers any more, innermost first: an unanswered card that cancels resolves
 * (its cost is paid, it goes to the ash heap, its player draws) and the card below it is cancelled;
 * a card whose canceller was cancelled is answered again by those who have not passed, then
 * resolves. When the base card is not cancelled, the chosen option is applied as chosen.
 */
function advanceCancel(s: VtesState, ev: Ev, stack: FrameStack): void {
  for (;;) {
    const w = s.cancelWin;
    if (!w || cancelSeat(s) !== undefined) return;
    const chain = w.chain ?? [];
    if (!chain.length) {
      // nobody cancels: the play goes on exactly as chosen
      s.cancelWin = null;
      const orig = stack.decide(s);
      if (!orig || orig.seat !== w.decisionSeat || !orig.options.some((o) => o.id === w.option))
        throw new Error('vtes: cancel window lost its decision');
      return stack.handle(s, orig, w.option, ev);
    }
    const cancelLink = chain.pop()!;
    if (cancelLink.wake) {
      // a wake card nobody cancelled: the minion wakes; the window below goes on (its Methuselah may
      // now play a reaction that cancels)
      payIfPossible(s, cancelLink.card, cancelLink.by, cancelLink.seat, ev);
      toAsh(s, cancelLink.card);
      if (s.act && cancelLink.by && !s.act.woken.includes(cancelLink.by)) s.act.woken.push(cancelLink.by);
      ev.push({
        type: 'vtes.reaction',
        params: {
          card: cardName(s, cancelLink.card),
          name: cardName(s, cancelLink.by!),
          intercept: s.act?.intercept ?? 0,
          bleed: s.act?.bleed ?? 0,
        },
        rule: 'vtes-es:1.6.3.6',
      });
      drawUp(s, cancelLink.seat, ev, true);
      continue;
    }
    payIfPossible(s, cancelLink.card, cancelLink.by, cancelLink.seat, ev);
    cancelExtras(s, cancelLink, ev);
    const lm = defOf(s, cancelLink.card).modes[cancelLink.mode];
    if (cancelLink.kind === 'master' && lm?.effects.some((e) => e.e === 'inPlay')) moveTo(s, cancelLink.card, 'play', cancelLink.seat);
    else toAsh(s, cancelLink.card);
    drawUp(s, cancelLink.seat, ev, true);
    if (chain.length) {
      const B = chain.pop()!;
      toAsh(s, B.card);
      ev.push({
        type: 'vtes.cancelled',
        params: { seat: cancelLink.seat, card: cardName(s, B.card), by: cardName(s, cancelLink.card) },
        rule: 'vtes-es:1.6.1.1',
      });
      if (!cancelLink.noCost) payIfPossible(s, B.card, B.by, B.seat, ev);
      drawUp(s, B.seat, ev, true);
      continue;
    }
    s.cancelWin = null;
    return cancelBase(s, w, cancelLink, ev);
  }
}

/** The base card is cancelled: shown as played, to the ash heap without effect (1.6.1.1). */
function cancelBase(s: VtesState, w: NonNullable<VtesState['cancelWin']>, cancelLink: CancelLink, ev: Ev): void {
  const x = w.player;
  const c = w.card;
  if (s.pick?.then === 'masterTarget' && s.pick.data.card === c) s.pick = null;
  moveTo(s, c, 'limbo', x);
  ev.push({
    type: 'vtes.play',
    params: { seat: x, uid: c, cid: s.cards[c].cid, name: cardName(s, c) },
    rule: 'vtes-es:1.6.1.1',
    reveals: true,
  });
  toAsh(s, c);
  ev.push({
    type: 'vtes.cancelled',
    params: { seat: cancelLink.seat, card: cardName(s, c), by: cardName(s, cancelLink.card) },
    rule: 'vtes-es:1.6.1.1',
  });
  // its cost is paid as the play would have paid it at once (an action card's is not, and its minion
  // does not lock), unless the cancelling card says no cost is paid
  if (w.pay && (w.pay.blood || w.pay.pool) && !cancelLink.noCost) {
    const u = w.pay.uid;
    let blood = 0;
    if (w.pay.blood && u && (s.cards[u].zone === 'ready' || s.cards[u].zone === 'torpor')) {
      blood = Math.min(w.pay.blood, s.cards[u].blood);
      burnBlood(s, u, blood);
      if (isAlly(s, u) && s.cards[u].blood <= 0) burnCard(s, u, ev);
    }
    const pool = Math.min(w.pay.pool, s.seats[x].pool);
    if (pool) burnPool(s, x, pool);
    ev.push({ type: 'vtes.pay', params: { seat: x, blood, pool, card: cardName(s, c) }, rule: 'vtes-es:1.6.1.3' });
  }
  // a master phase action or an out-of-turn charge is spent even so (5)
  if (w.masterAction) s.tf.masterLeft = Math.max(0, s.tf.masterLeft - 1);
  else if (w.kind === 'master' && x !== s.active && defOf(s, c).modes.some((m) => m.reqs.some((r) => r.r === 'outOfTurn')))
    s.seats[x].masterDebt = 1;
  // drawing to replace comes after the "as it is played" period
  drawUp(s, x, ev, true);
}

/** Pushes a pick frame: a small choice whose answer continues with `next` (typed data). */
function setPick(s: VtesState, seat: SeatId, kind: string, options: Pick['options'], next: PickNext): void {
  s.pick = { seat, kind, options, then: next.then, data: next.data } as Pick;
}

// =========================================================================================
// 4 unlock phase
// =========================================================================================

/** Burn-option cards `seat` may discard now (1.6.1.3): no ready minion of theirs meets the requirements. */
function burnOptionCards(s: VtesState, seat: SeatId): string[] {
  return s.seats[seat].zones.hand.filter((h) => {
    const d = defOf(s, h);
    if (!d.burnOption) return false;
    return !readyMinions(s, seat).some((u) => d.modes.some((m) => meetsReqs(s, d, m, u, seat)));
  });
}

function unlockDecision(s: VtesState): Decision | null {
  if (!s.tf.unlockDone) {
    const d = activeUnlockDecision(s);
    if (d) return d;
  }
  // 1.6.1.3: the other Methuselahs may use a burn option during this unlock phase, once each
  for (const x of pollOrder(s, s.active)) {
    if (x === s.active || (s.tf.burnOptSeats ?? []).includes(x)) continue;
    const cards = burnOptionCards(s, x);
    if (!cards.length) continue;
    const o = cards.map((h) => opt(`burnoptOther:${x}:${h}`, 'burnOption', { card: cardName(s, h) }, { card: h }));
    o.push(opt(`burnoptPass:${x}`, 'noMore'));
    return dec(x, 'burnOption', 'burnOption', o, 'vtes-es:1.6.1.3');
  }
  // Carver's Meat Packing: during any unlock phase any ready vampire may burn 2 blood to free a hostage
  for (const x of pollOrder(s, s.active)) {
    if (x === s.active || (s.tf.hostageSeats ?? []).includes(x)) continue;
    const o = hostageOptions(s, x);
    if (!o.length) continue;
    o.push(opt(`hostagePass:${x}`, 'noMore'));
    return dec(x, 'freeHostage', 'freeHostage', o, 'vtes-es:4');
  }
  return null;
}

function hostageOptions(s: VtesState, seat: SeatId): Opt[] {
  const o: Opt[] = [];
  if (!inPlayWith(s, 'carver').length) return o;
  const hostages = living(s)
    .flatMap((y) => [...s.seats[y].zones.torpor, ...s.seats[y].zones.ready])
    .filter((t) => s.cards[t].hostage);
  for (const v of readyVampires(s, seat))
    if (blood(s, v) >= 2)
      for (const t of hostages)
        o.push(opt(`freeHostage:${v}:${t}`, 'freeHostage', { name: cardName(s, v), target: cardName(s, t) }, { uid: t }));
  return o;
}

function activeUnlockDecision(s: VtesState): Decision | null {
  const a = s.active;
  const o: Opt[] = [];
  if (s.tf.jackLeft) {
    o.push(opt('jack:pool', 'jackPool', { n: s.tf.jackLeft }));
    for (const v of [...readyVampires(s, a), ...s.seats[a].zones.torpor])
      if (blood(s, v) > 0) o.push(opt(`jack:${v}`, 'jackBlood', { name: cardName(s, v), n: s.tf.jackLeft }, { uid: v }));
    return dec(a, 'unlock', 'jack', o, 'vtes-es:4');
  }
  // 4.1 contested cards: pay 1 pool or yield (burn)
  const cards = copiesOwnedInPlay(s, a).filter((u) => s.cards[u].contested && s.cards[u].usedTurn !== s.turn);
  if (cards.length) {
    for (const u of cards) {
      if (s.seats[a].pool > 0) o.push(opt(`contest:${u}:pay`, 'contestPay', { card: cardName(s, u) }, { uid: u }));
      o.push(opt(`contest:${u}:yield`, 'contestYield', { card: cardName(s, u) }, { uid: u }));
    }
    return dec(a, 'unlock', 'contest', o, 'vtes-es:4.1');
  }
  // 4.2 contested titles first: pay 1 blood or yield
  const contested = readyVampires(s, a).filter((v) => s.cards[v].contestedTitle && s.cards[v].usedTurn !== s.turn);
  if (contested.length) {
    for (const v of contested) {
      if (blood(s, v) >= titleContestCost(s, v)) o.push(opt(`title:${v}:pay`, 'titlePay', { name: cardName(s, v) }, { uid: v }));
      o.push(opt(`title:${v}:yield`, 'titleYield', { name: cardName(s, v) }, { uid: v }));
    }
    return dec(a, 'unlock', 'title', o, 'vtes-es:4.2');
  }
  for (const loc of s.seats[a].zones.play) {
    const m = liveMode(s, loc);
    const anarchOnly = !!m?.effects.some((e) => e.e === 'huntingGround' && e.anarchOnly);
    // Carfax-type hunting grounds give a second anarch 1 blood when you control a ready baron
    const uses = anarchOnly && readyVampires(s, a).some((v) => titleOf(s, v) === 'baron') ? 2 : 1;
    if (!m?.effects.some((e) => e.e === 'huntingGround') || s.tf.usedLocations.filter((x) => x === loc).length >= uses) continue;
    for (const v of readyVampires(s, a)) {
      if (s.tf.hunted.includes(v)) continue;
      if (anarchOnly && sectOf(s, v) !== 'anarch') continue;
      if (blood(s, v) >= capacityOf(s, v)) continue;
      o.push(opt(`hg:${loc}:${v}`, 'huntingGround', { loc: cardName(s, loc), name: cardName(s, v) }, { uid: v, card: loc }));
    }
  }
  for (const v of [...readyVampires(s, a), ...s.seats[a].zones.torpor]) {
    for (const x of s.cards[v].att) {
      const m = liveMode(s, x);
      if (!m?.effects.some((e) => e.e === 'bloodDoll' && e.phase === 'unlock') || s.tf.bloodDolls.includes(x)) continue;
      if (s.seats[a].pool > 1 && blood(s, v) < capacityOf(s, v))
        o.push(opt(`doll:${x}:in`, 'dollIn', { name: cardName(s, v) }, { uid: v, card: x }));
      if (blood(s, v) > 0) o.push(opt(`doll:${x}:out`, 'dollOut', { name: cardName(s, v) }, { uid: v, card: x }));
    }
  }
  o.push(...hostageOptions(s, a));
  const prey = preyOf(s, a);
  for (const loc of s.seats[a].zones.play) {
    const m = liveMode(s, loc);
    if (m?.effects.some((e) => e.e === 'troublemaker')) {
      if (readyVampires(s, prey).some((v) => !s.cards[v].locked))
        o.push(opt(`tm:${loc}:lock`, 'troublemakerLock', { card: cardName(s, loc) }, { card: loc }));
      if (readyMinions(s, prey).some((v) => s.cards[v].att.some((x) => defOf(s, x).types.includes('Equipment'))))
        o.push(opt(`tm:${loc}:equip`, 'troublemakerEquip', { card: cardName(s, loc) }, { card: loc }));
    }
    if (m?.effects.some((e) => e.e === 'dreams') && !s.cards[loc].locked && s.edge === a)
      o.push(opt(`dreams:${loc}:pool`, 'dreamsPool', { card: cardName(s, loc) }, { card: loc }));
  }
  // 1.6.1.3 burn option: discard a card whose requirements no ready minion meets (once per unlock phase)
  if (!s.tf.burnOptUsed)
    for (const h of s.seats[a].zones.hand) {
      const d = defOf(s, h);
      if (!d.burnOption) continue;
      const minions = [...readyMinions(s, a)];
      if (minions.some((u) => d.modes.some((m) => meetsReqs(s, d, m, u, a)))) continue;
      o.push(opt(`burnopt:${h}`, 'burnOption', { card: d.name }, { card: h }));
    }
  o.push(...infernalOptions(s));
  // 9.2 withdrawal: library empty and fewer cards than the hand size
  const st = s.seats[a];
  if (!st.withdrawing && !st.zones.library.length && st.zones.hand.length < handSize(s, a)) o.push(opt('withdraw', 'withdraw'));
  if (!o.length) return null;
  o.push(opt('done', 'endPhase'));
  return dec(a, 'unlock', 'unlock', o, 'vtes-es:4');
}

function handleUnlock(s: VtesState, id: string, ev: Ev): void {
  const p = id.split(':');
  const a = s.active;
  if (p[0] === 'hostagePass') {
    s.tf.hostageSeats = [...(s.tf.hostageSeats ?? []), Number(p[1])];
    return;
  }
  if (p[0] === 'freeHostage') {
    burnBlood(s, p[1], 2);
    s.cards[p[2]].hostage = false;
    ev.push({ type: 'vtes.hostageFreed', params: { name: cardName(s, p[2]) } });
    return;
  }
  if (p[0] === 'tm') {
    const prey = preyOf(s, a);
    const loc = p[1];
    moveTo(s, loc, 'play', prey);
    ev.push({ type: 'vtes.troublemaker', params: { seat: prey } });
    if (p[2] === 'lock') {
      const vs = readyVampires(s, prey).filter((v) => !s.cards[v].locked);
      setPick(
        s,
        a,
        'lockTarget',
        vs.map((v) => ({ id: `t:${v}`, label: 'target', params: { uid: v, label: { name: cardName(s, v) } } })),
        { then: 'troublemakerLock', data: { left: 2 } },
      );
    } else {
      const eq = readyMinions(s, prey).flatMap((v) => s.cards[v].att.filter((x) => defOf(s, x).types.includes('Equipment')));
      setPick(
        s,
        a,
        'burnTarget',
        eq.map((x) => ({ id: `t:${x}`, label: 'target', params: { uid: x, label: { name: cardName(s, x) } } })),
        { then: 'burnTarget', data: {} },
      );
    }
    return;
  }
  if (p[0] === 'infernal') {
    // vtes-es:11 Infernal: 1 pool unlocks the minion (the last pool ousts, as any pool paid)
    burnPool(s, a, 1);
    s.cards[p[1]].locked = false;
    ev.push({ type: 'vtes.infernalUnlock', params: { seat: a, uid: p[1], name: cardName(s, p[1]) }, rule: 'vtes-es:11' });
    return;
  }
  if (p[0] === 'dreams') {
    dreamsLock(s, p[1], ev);
    bankToPool(s, a, 1);
    ev.push({ type: 'vtes.poolGained', params: { seat: a, n: 1 } });
    return;
  }
  if (p[0] === 'jack') {
    s.tf.jackLeft = (s.tf.jackLeft ?? 1) - 1;
    if (p[1] === 'pool') burnPool(s, a, 1);
    else burnBlood(s, p[1], 1);
    ev.push({ type: 'vtes.jack', params: { seat: a } });
    return;
  }
  if (p[0] === 'contest') {
    const u = p[1];
    s.cards[u].usedTurn = s.turn;
    if (p[2] === 'pay') {
      burnPool(s, a, 1);
      ev.push({ type: 'vtes.contestPay', params: { card: cardName(s, u) }, rule: 'vtes-es:4.1' });
    } else burnCard(s, u, ev, 'vtes-es:4.1');
    return;
  }
  if (p[0] === 'title') {
    const v = p[1];
    s.cards[v].usedTurn = s.turn;
    if (p[2] === 'pay') {
      burnBlood(s, v, titleContestCost(s, v));
      ev.push({ type: 'vtes.titlePay', params: { uid: v, name: cardName(s, v) }, rule: 'vtes-es:4.2' });
    } else {
      s.cards[v].contestedTitle = false;
      s.cards[v].noTitle = true;
      ev.push({ type: 'vtes.titleYield', params: { uid: v, name: cardName(s, v) }, rule: 'vtes-es:4.2' });
      burnTitleCard(s, v, ev);
    }
  } else if (p[0] === 'hg') {
    s.tf.usedLocations.push(p[1]);
    s.tf.hunted.push(p[2]);
    bankToCard(s, p[2], 1);
    ev.push({ type: 'vtes.huntingGround', params: { uid: p[2], name: cardName(s, p[2]), loc: cardName(s, p[1]) } });
  } else if (p[0] === 'doll') {
    const x = p[1];
    const v = s.cards[x].host!;
    s.tf.bloodDolls.push(x);
    if (p[2] === 'in') poolToCard(s, a, v, 1);
    else cardToPool(s, v, a, 1);
    ev.push({ type: 'vtes.bloodDoll', params: { uid: v, name: cardName(s, v), dir: p[2] } });
  } else if (p[0] === 'burnopt') {
    s.tf.burnOptUsed = true;
    moveTo(s, p[1], 'ash', a);
    ev.push({ type: 'vtes.discard', params: { seat: a, card: cardName(s, p[1]) }, rule: 'vtes-es:1.6.1.3', reveals: true });
    drawUp(s, a, ev);
  } else if (p[0] === 'withdraw') {
    s.seats[a].withdrawing = { turn: s.turn, broken: false };
    ev.push({ type: 'vtes.withdrawDeclared', params: { seat: a }, rule: 'vtes-es:9.2' });
  } else if (p[0] === 'burnoptOther' || p[0] === 'burnoptPass') {
    const x = Number(p[1]);
    s.tf.burnOptSeats = [...(s.tf.burnOptSeats ?? []), x];
    if (p[0] === 'burnoptOther') {
      moveTo(s, p[2], 'ash', x);
      ev.push({ type: 'vtes.discard', params: { seat: x, card: cardName(s, p[2]) }, rule: 'vtes-es:1.6.1.3', reveals: true });
      drawUp(s, x, ev);
    }
  } else s.tf.unlockDone = true;
}

// =========================================================================================
// 5 master phase
// =========================================================================================

function masterDecision(s: VtesState): Decision | null {
  const a = s.active;
  const o: Opt[] = [];
  if (s.tf.masterLeft > 0) {
    for (const c of s.seats[a].zones.hand) {
      const d = defOf(s, c);
      if (!d.types.includes('Master')) continue;
      const modes = playableModes(s, c, null, a, ['master']);
      if (!modes.length) continue;
      const m = d.modes[modes[0]];
      // 1.6.2.5 (es-2018): only one trifle per turn; vtes-pl "Drobnostka": a later trifle is played as a normal master card
      if (m.effects.some((e) => e.e === 'trifle') && s.tf.trifle && s.edition === 'es-2018') continue;
      if (d.unique && uniqueInPlay(s, a, d.id)) continue;
      if (!masterTargets(s, c, m).length && needsTarget(m)) continue;
      o.push(opt(`m:${c}`, 'playMaster', { card: d.name }, { card: c }));
    }
    // vtes-es:11 / vtes-pl:Czerwona Lista: a master phase action marks a ready Red List minion for this turn
    for (const u of redListTargets(s)) o.push(opt(`red:${u}`, 'redListMark', { name: cardName(s, u) }, { uid: u }));
  }
  for (const loc of s.seats[a].zones.play)
    if (liveMode(s, loc)?.effects.some((e) => e.e === 'carver') && !s.cards[loc].locked) {
      const x = living(s)
        .flatMap((y) => [...s.seats[y].zones.torpor, ...s.seats[y].zones.ready])
        .filter((v) => s.cards[v].hostage).length;
      if (x > 0)
        for (const v of readyVampires(s, a))
          o.push(opt(`carver:${loc}:${v}`, 'carverBlood', { card: cardName(s, loc), name: cardName(s, v), n: x }, { uid: v, card: loc }));
    }
  for (const v of [...readyVampires(s, a), ...s.seats[a].zones.torpor])
    for (const x of s.cards[v].att) {
      const m = liveMode(s, x);
      if (!m?.effects.some((e) => e.e === 'bloodDoll' && e.phase === 'master') || s.tf.bloodDolls.includes(x)) continue;
      if (s.seats[a].pool > 1 && blood(s, v) < capacityOf(s, v))
        o.push(opt(`doll:${x}:in`, 'dollIn', { name: cardName(s, v) }, { uid: v, card: x }));
      if (blood(s, v) > 0) o.push(opt(`doll:${x}:out`, 'dollOut', { name: cardName(s, v) }, { uid: v, card: x }));
    }
  if (!o.length) return null;
  o.push(opt('done', 'endPhase'));
  return dec(a, 'master', 'master', o, 'vtes-es:5');
}

function uniqueInPlay(s: VtesState, seat: SeatId, cid: string): boolean {
  return Object.values(s.cards).some(
    (c) => c.cid === cid && c.ctl === seat && (c.zone === 'play' || c.zone === 'attached' || c.zone === 'ready'),
  );
}

function needsTarget(m: Mode): boolean {
  return m.effects.some((e) => e.e === 'onVampire' || e.e === 'addBlood' || e.e === 'lockMinion' || e.e === 'discipline');
}

function masterTargets(s: VtesState, card: string, m: Mode): string[] {
  const a = s.active;
  for (const e of m.effects) {
    if (e.e === 'onVampire') {
      // 1.6.1.4: vampires in torpor are controlled and may be targeted; "ready" cards exclude them
      const seats = e.own ? [a] : living(s);
      const all = seats.flatMap((x) =>
        e.ready ? readyVampires(s, x) : [...readyVampires(s, x), ...s.seats[x].zones.torpor.filter((v) => !s.cards[v].contested)],
      );
      // a vampire can have only one archetype (Rebel)
      if (m.effects.some((y) => y.e === 'archetype'))
        return all.filter(
          (v) => !s.cards[v].att.some((x) => s.defs[s.cards[x].cid].modes.some((mm) => mm.effects.some((y) => y.e === 'archetype'))),
        );
      return all;
    }
    if (e.e === 'addBlood') return allReadyVampires(s).filter((v) => blood(s, v) < capacityOf(s, v));
    if (e.e === 'lockMinion')
      return living(s)
        .flatMap((x) => readyMinions(s, x))
        .filter((u) => !s.cards[u].locked);
    // 1.6.2.2: on any controlled vampire (ready or torpid), not above the superior level
    if (e.e === 'discipline')
      return living(s)
        .flatMap((x) => [...readyVampires(s, x), ...s.seats[x].zones.torpor])
        .filter((v) => discLevel(s, v, e.disc) < 2);
  }
  void card;
  return [];
}

function handleMaster(s: VtesState, id: string, ev: Ev): void {
  const p = id.split(':');
  const a = s.active;
  if (p[0] === 'done') return endTurnPhase(s, ev);
  if (p[0] === 'red') {
    s.tf.masterLeft--;
    s.tf.redMarks = [...(s.tf.redMarks ?? []), p[1]];
    ev.push({ type: 'vtes.redListMark', params: { seat: a, name: cardName(s, p[1]) }, rule: 'vtes-es:11' });
    return;
  }
  if (p[0] === 'doll') {
    const x = p[1];
    const v = s.cards[x].host!;
    s.tf.bloodDolls.push(x);
    if (p[2] === 'in') poolToCard(s, a, v, 1);
    else cardToPool(s, v, a, 1);
    ev.push({ type: 'vtes.bloodDoll', params: { uid: v, name: cardName(s, v), dir: p[2] } });
    return;
  }
  if (p[0] === 'carver') {
    s.cards[p[1]].locked = true;
    const x = living(s)
      .flatMap((y) => [...s.seats[y].zones.torpor, ...s.seats[y].zones.ready])
      .filter((v) => s.cards[v].hostage).length;
    bankToCard(s, p[2], x);
    ev.push({ type: 'vtes.addBlood', params: { uid: p[2], name: cardName(s, p[2]), n: x } });
    return;
  }
  const c = p[1];
  const d = defOf(s, c);
  const mi = playableModes(s, c, null, a, ['master'])[0];
  const m = d.modes[mi];
  s.tf.masterLeft--;
  playFromHand(s, c, a, ev);
  s.cards[c].mode = mi;
  payCost(s, d, null, a, ev);
  if (m.effects.some((e) => e.e === 'trifle') && !s.tf.trifle) {
    // 1.6.2.5: a trifle gives one extra master action (once per turn)
    s.tf.trifle = true;
    s.tf.masterLeft++;
    ev.push({ type: 'vtes.trifle', params: { seat: a }, rule: 'vtes-es:1.6.2.5' });
  }
  if (needsTarget(m)) {
    const targets = masterTargets(s, c, m);
    setPick(
      s,
      a,
      'masterTarget',
      targets.map((t) => ({ id: `t:${t}`, label: 'target', params: { uid: t, label: { name: cardName(s, t) } } })),
      { then: 'masterTarget', data: { card: c } },
    );
    return;
  }
  resolveMaster(s, c, null, ev);
}

function resolveMaster(s: VtesState, c: string, target: string | null, ev: Ev): void {
  const a = s.active;
  const d = defOf(s, c);
  const m = d.modes[s.cards[c].mode ?? 0];
  let placed = false;
  for (const e of m.effects) {
    if (e.e === 'inPlay') {
      moveTo(s, c, 'play', a);
      placed = true;
    } else if (e.e === 'capuchin') {
      bankToCard(s, c, e.n);
      drawUp(s, a, ev);
    } else if (e.e === 'onVampire' && target) {
      attach(s, c, target);
      s.cards[c].ctl = a;
      placed = true;
    } else if (e.e === 'addBlood' && target) {
      bankToCard(s, target, e.n);
      ev.push({ type: 'vtes.addBlood', params: { uid: target, name: cardName(s, target), n: e.n } });
    } else if (e.e === 'discipline' && target) {
      attach(s, c, target);
      s.cards[c].ctl = a;
      const t = s.cards[target];
      t.capBonus += 1;
      t.discBonus = { ...(t.discBonus ?? {}), [e.disc]: (t.discBonus?.[e.disc] ?? 0) + 1 };
      placed = true;
      ev.push({ type: 'vtes.discipline', params: { name: cardName(s, target), disc: e.disc }, rule: 'vtes-es:1.6.2.2' });
    } else if (e.e === 'lockMinion' && target) {
      s.cards[target].locked = true;
      ev.push({ type: 'vtes.lock', params: { uid: target, name: cardName(s, target) } });
    } else if (e.e === 'handSize') {
      s.seats[a].handBonus += e.n;
      drawUp(s, a, ev);
    } else if (e.e === 'manual' && !d.trophy) {
      openManual(s, a);
    }
  }
  if (!placed) toAsh(s, c);
  else checkCardContest(s, c, ev);
  // Vessel: "you can burn a card named Blood Doll (if any)": any copy in play, or none
  const nb = m.effects.find((e) => e.e === 'mayBurnNamed') as { cid: string } | undefined;
  if (nb) {
    const copies = Object.values(s.cards)
      .filter((x) => x.cid === nb.cid && (x.zone === 'attached' || x.zone === 'play') && !x.contested)
      .map((x) => x.uid);
    if (copies.length)
      setPick(
        s,
        a,
        'burnTarget',
        [
          ...copies.map((x) => ({
            id: `t:${x}`,
            label: 'burnNamed',
            params: { uid: x, label: { card: cardName(s, x), name: s.cards[x].host ? cardName(s, s.cards[x].host!) : '' } },
          })),
          { id: 'none', label: 'noMore' },
        ],
        { then: 'burnNamed', data: {} },
      );
  }
}

// =========================================================================================
// 6 minion phase: choosing an action
// =========================================================================================

/** A minion that may announce an action now (6.1); 4.1: a contested vampire is out of play and takes no action. */
function canAct(s: VtesState, u: string): boolean {
  const c = s.cards[u];
  if (c.locked || c.contested) return false;
  if (c.zone === 'ready') return (c.actFrom ?? 0) <= s.turn && (isVampire(s, u) || isAlly(s, u));
  return c.zone === 'torpor';
}

function mustHunt(s: VtesState, u: string): boolean {
  const c = s.cards[u];
  return c.zone === 'ready' && !c.locked && isVampire(s, u) && c.blood === 0;
}

function minionDecision(s: VtesState): Decision | null {
  const a = s.active;
  const o: Opt[] = [];
  const mand = readyVampires(s, a).filter((u) => mustHunt(s, u));
  if (mand.length) {
    // 6: mandatory actions first (a ready vampire with no blood must hunt)
    for (const u of mand) o.push(opt(`hunt:${u}`, 'hunt', { name: cardName(s, u) }, { uid: u }));
    return dec(a, 'minion', 'mandatory', o, 'vtes-es:6');
  }
  // a vampire that must bleed while you control a locked minion (Elen Kamjian)
  const mustBleed = readyVampires(s, a).filter(
    (u) =>
      !s.cards[u].locked &&
      vampAbility(s, u, 'vMustBleed').length &&
      !s.tf.bled.includes(u) &&
      readyMinions(s, a).some((x) => s.cards[x].locked),
  );
  if (mustBleed.length) {
    // 6.1.6: a bleed action card is a bleed too, so it fulfils the mandatory bleed (with the +1)
    for (const u of mustBleed) {
      o.push(opt(`bleed:${u}`, 'bleed', { name: cardName(s, u) }, { uid: u }));
      for (const x of actionOptions(s, u)) if (x.id.startsWith('card:') && cardOptionBleeds(s, x.id)) o.push(x);
    }
    return dec(a, 'minion', 'mandatory', o, 'vtes-es:6');
  }
  for (const u of [...s.seats[a].zones.ready, ...s.seats[a].zones.torpor]) {
    if (!canAct(s, u)) continue;
    if (!actionOptions(s, u).length) continue;
    o.push(opt(`min:${u}`, 'chooseMinion', { name: cardName(s, u) }, { uid: u }));
  }
  for (const loc of s.seats[a].zones.play) {
    if (!liveMode(s, loc)?.effects.some((e) => e.e === 'dreams') || s.cards[loc].locked) continue;
    o.push(opt(`dreamsHand:${loc}`, 'dreamsHand', { card: cardName(s, loc) }, { card: loc }));
    if (s.seats[a].zones.uncontrolled.length) o.push(opt(`dreamsBlood:${loc}`, 'dreamsBlood', { card: cardName(s, loc) }, { card: loc }));
  }
  for (const loc of s.seats[a].zones.play) {
    const w = liveMode(s, loc)?.effects.find((e) => e.e === 'warsaw') as { clan: string } | undefined;
    if (w)
      for (const v of s.seats[a].zones.torpor)
        if (defOf(s, v).clan.includes(w.clan) && !isHostage(s, v))
          o.push(opt(`warsawBurn:${loc}:${v}`, 'warsawBurn', { card: cardName(s, loc), name: cardName(s, v) }, { uid: v }));
  }
  for (const loc of s.seats[a].zones.play) {
    const m = liveMode(s, loc);
    if (m?.effects.some((e) => e.e === 'lockToDiscard') && !s.cards[loc].locked && s.seats[a].zones.hand.length)
      o.push(opt(`barrens:${loc}`, 'lockToDiscard', { card: cardName(s, loc) }, { card: loc }));
  }
  if (manualCardsInPlay(s, a)) o.push(opt('manual', 'manual'));
  o.push(opt('done', 'endPhase'));
  return dec(a, 'minion', 'minion', o, 'vtes-es:6');
}

/** Every action minion `u` may announce now (6.1). */
function actionOptions(s: VtesState, u: string): Opt[] {
  const a = s.active;
  const o: Opt[] = [];
  const c = s.cards[u];
  const vamp = isVampire(s, u);
  const name = cardName(s, u);
  if (c.zone === 'torpor') {
    // 6.5.2 leave torpor: 2 blood, +1 stealth
    if (vamp && c.blood >= 2 && !isHostage(s, u)) o.push(opt(`leave:${u}`, 'leaveTorpor', { name }, { uid: u }));
    return o;
  }
  const bled = s.tf.bled.includes(u);
  if (!bled && allyBleed(s, u) > 0) o.push(opt(`bleed:${u}`, 'bleed', { name }, { uid: u }));
  if (vamp) o.push(opt(`hunt:${u}`, 'hunt', { name }, { uid: u }));
  const used = s.tf.actedWith[u] ?? [];
  for (const h of s.seats[a].zones.hand) {
    const d = defOf(s, h);
    if (used.includes(d.id)) continue;
    for (const mi of playableModes(s, h, u, a, ['action', 'political', 'equip', 'retainer', 'ally'])) {
      const m = d.modes[mi];
      if (m.kind === 'political' && (!vamp || s.tf.political.includes(u))) continue;
      // Delaying Tactics: a cancelled political action cannot be performed again this turn by this Methuselah's minions
      if (m.kind === 'political' && (s.tf.barredPolitical ?? []).includes(d.id)) continue;
      if (titleTargets(s, m)?.length === 0) continue; // a justicar title card needs a ready vampire of its clan
      if (m.kind !== 'political' && m.kind !== 'action' && d.types.includes('Ally') && !vamp) continue;
      if (m.effects.some((e) => e.e === 'bleed') && bled) continue;
      if (m.effects.some((e) => e.e === 'refParity') && !living(s).some((x) => s.seats[x].pool > s.seats[a].pool)) continue;
      if (m.effects.some((e) => e.e === 'enterCombat') && !combatTargets(s, u).length) continue;
      if (m.effects.some((e) => e.e === 'stealPool') && living(s).length < 2) continue;
      if (d.unique && uniqueInPlay(s, a, d.id)) continue;
      o.push(opt(`card:${u}:${h}:${mi}`, 'actionCard', { name, card: d.name, mode: mi + 1 }, { uid: u, card: h, mode: mi }));
    }
  }
  // Haven Uncovered: enter combat with its vampire (+1 stealth, D); its vampire may burn it (+1 stealth, D)
  for (const x of living(s))
    for (const v of readyVampires(s, x))
      for (const hv of s.cards[v].att) {
        if (!liveMode(s, hv)?.effects.some((e) => e.e === 'havenUncovered')) continue;
        if (x !== a && !used.includes(`haven:${hv}`))
          o.push(opt(`haven:${u}:${v}:${hv}`, 'enterCombat', { name, target: cardName(s, v) }, { uid: u, target: v }));
        if (v === u && s.cards[hv].ctl !== a)
          o.push(opt(`havenBurn:${u}:${hv}`, 'burnCardAction', { name, card: cardName(s, hv) }, { uid: u, card: hv }));
      }
  // Frontal Assault: enter combat with a minion of your prey as a (D) action
  for (const fa of s.seats[a].zones.play)
    if (liveMode(s, fa)?.effects.some((e) => e.e === 'frontalAssault') && !used.includes(`fa:${fa}`))
      for (const t of readyMinions(s, preyOf(s, a)))
        o.push(opt(`fa:${u}:${t}:${fa}`, 'enterCombat', { name, target: cardName(s, t) }, { uid: u, target: t }));
  // cards of other Methuselahs that minions may burn as a (D) action
  for (const x of living(s))
    if (x !== a)
      for (const cu of s.seats[x].zones.play) {
        const e = liveMode(s, cu)?.effects.find((y) => y.e === 'burnableByAction') as { vampiresOnly?: boolean } | undefined;
        if (e && !(e.vampiresOnly && !vamp) && !used.includes(s.cards[cu].cid))
          o.push(opt(`burnAct:${u}:${cu}`, 'burnCardAction', { name, card: cardName(s, cu) }, { uid: u, card: cu }));
      }
  // 6.1.3 equip from another minion you control (+1 stealth); any ready minion, allies too (vtes-pl "Ekwipowanie");
  // one action may take several pieces of one minion, all named when the action is announced
  for (const other of readyMinions(s, a))
    if (other !== u) {
      const eq = s.cards[other].att.filter((x) => defOf(s, x).types.includes('Equipment'));
      const sets =
        eq.length <= 4
          ? [...Array(2 ** eq.length).keys()]
              .slice(1)
              .map((m) => eq.filter((_, i) => m & (1 << i)))
              .sort((x, y) => x.length - y.length)
          : [...eq.map((x) => [x]), eq];
      for (const set of sets)
        o.push(
          opt(
            `takeEquip:${u}:${set.join('+')}`,
            'takeEquipment',
            { name, card: set.map((x) => cardName(s, x)).join(', '), from: cardName(s, other) },
            { uid: u, card: set[0] },
          ),
        );
    }
  if (vamp) {
    for (const x of living(s))
      for (const t of s.seats[x].zones.torpor) {
        // 4.1: a contested vampire in torpor is out of play (no rescue, no diablerie)
        if (t === u || isHostage(s, t) || s.cards[t].contested) continue;
        // 6.5.3: the 2 blood may be split between the rescuer and the rescued vampire (announced with the action)
        for (let k = 2; k >= 0; k--)
          if (c.blood >= k && blood(s, t) >= 2 - k)
            o.push(opt(`rescue:${u}:${t}:${k}`, 'rescue', { name, target: cardName(s, t), paid: k }, { uid: u, target: t, paid: k }));
        // vtes-es:11 / 6.5.5: a blood cursed vampire cannot commit diablerie
        if (!hasTrait(s, u, 'bloodCursed'))
          o.push(opt(`diab:${u}:${t}`, 'diablerie', { name, target: cardName(s, t) }, { uid: u, target: t }));
      }
    // 10.5 becoming anarch: untitled non-anarch vampire (a yielded title is no title), 2 blood (1 with another ready anarch)
    if (sectOf(s, u) !== 'anarch' && (!titleInfo(s, u).title || (c.noTitle && !titleCardOf(s, u))) && c.blood >= anarchCost(s, u))
      o.push(opt(`anarch:${u}`, 'anarch', { name }, { uid: u }));
    if (vampAbility(s, u, 'enterCombat').length && !used.includes(defOf(s, u).id))
      for (const t of combatTargets(s, u))
        o.push(opt(`fight:${u}:${t}`, 'enterCombat', { name, target: cardName(s, t) }, { uid: u, target: t }));
    // vtes-es:11: enter combat with a Red List minion marked this turn ((D), +1 stealth, 1 blood; once per vampire per turn)
    if (!used.includes('redList') && c.blood >= 1)
      for (const t of s.tf.redMarks ?? [])
        if (t !== u && s.cards[t].zone === 'ready' && s.cards[t].ctl !== a && !s.seats[s.cards[t].ctl].ousted)
          o.push(opt(`red:${u}:${t}`, 'redListCombat', { name, target: cardName(s, t) }, { uid: u, target: t }));
  }
  // vtes-es:11 Esclavo: a slave performs no directed action unless its controller controls a ready member of its clan
  if (!slaveMayDirect(s, u)) return o.filter((x) => !optionDirected(s, x.id));
  return o;
}

/** vtes-es:11 / vtes-pl:Cechy (Niewolnik): a slave minion may perform directed actions only with a ready member of its clan. */
function slaveMayDirect(s: VtesState, u: string): boolean {
  const clan = defOf(s, u).slaveOf;
  if (!clan) return true;
  return readyVampires(s, s.cards[u].ctl).some((v) => v !== u && defOf(s, v).clan.includes(clan));
}

/** Whether an action option (id from actionOptions) is a directed action (6.1). */
function optionDirected(s: VtesState, id: string): boolean {
  const p = id.split(':');
  switch (p[0]) {
    case 'bleed':
    case 'fa':
    case 'haven':
    case 'havenBurn':
    case 'burnAct':
    case 'fight':
    case 'red':
      return true;
    case 'rescue':
    case 'diab':
      return s.cards[p[2]].ctl !== s.active;
    case 'card': {
      const m = defOf(s, p[2]).modes[Number(p[3])];
      return (
        !!m.directed || m.effects.some((e) => e.e === 'bleed' || e.e === 'stealPool' || e.e === 'enterCombat' || e.e === 'discardFromPrey')
      );
    }
    default:
      return false;
  }
}

/** An action-card option (`card:<minion>:<card>:<mode>`) that is a bleed. */
function cardOptionBleeds(s: VtesState, id: string): boolean {
  const p = id.split(':');
  return defOf(s, p[2]).modes[Number(p[3])]?.effects.some((e) => e.e === 'bleed') ?? false;
}

/** Elen Kamjian: +1 bleed on her (mandatory) bleed while her controller controls a locked minion. */
function mustBleedPlus(s: VtesState, u: string): number {
  const mb = vampAbility(s, u, 'vMustBleed')[0] as { plus: number } | undefined;
  return mb && readyMinions(s, s.cards[u].ctl).some((x) => x !== u && s.cards[x].locked) ? mb.plus : 0;
}

function anarchCost(s: VtesState, u: string): number {
  return readyVampires(s, s.cards[u].ctl).some((v) => v !== u && sectOf(s, v) === 'anarch') ? 1 : 2;
}

function combatTargets(s: VtesState, u: string): string[] {
  const me = s.cards[u].ctl;
  return living(s)
    .filter((x) => x !== me)
    .flatMap((x) => readyMinions(s, x));
}

function allyBleed(s: VtesState, u: string): number {
  if (isVampire(s, u)) {
    let b = 1;
    for (const e of vampAbility(s, u, 'vBleed')) b += (e as { n: number }).n;
    return b;
  }
  const e = defOf(s, u)
    .modes.flatMap((m) => m.effects)
    .find((x) => x.e === 'ally') as { bleed: number } | undefined;
  return e?.bleed ?? 1;
}

function handleMinion(s: VtesState, id: string, ev: Ev): void {
  const p = id.split(':');
  if (p[0] === 'done') return endTurnPhase(s, ev);
  if (p[0] === 'manual') return openManual(s, s.active);
  if (p[0] === 'dreamsHand') {
    dreamsLock(s, p[1], ev);
    s.tf.tempHand = (s.tf.tempHand ?? 0) + 2;
    drawUp(s, s.active, ev);
    return;
  }
  if (p[0] === 'dreamsBlood') {
    dreamsLock(s, p[1], ev);
    const un = s.seats[s.active].zones.uncontrolled;
    setPick(
      s,
      s.active,
      'uncontrolledTarget',
      un.map((v, i) => ({ id: `t:${v}`, label: 'uncontrolled', params: { uid: v, label: { pos: i + 1 } } })),
      { then: 'dreamsBlood', data: {} },
    );
    return;
  }
  if (p[0] === 'warsawBurn') {
    burnCard(s, p[1], ev, 'vtes-es:1.1.2');
    moveTo(s, p[2], 'ready', s.active);
    ev.push({ type: 'vtes.rescued', params: { uid: p[2], name: cardName(s, p[2]) } });
    checkTitleContest(s, p[2], ev);
    return;
  }
  if (p[0] === 'barrens') {
    const loc = p[1];
    s.cards[loc].locked = true;
    const hand = s.seats[s.active].zones.hand;
    setPick(
      s,
      s.active,
      'discardCard',
      hand.map((h) => ({ id: `d:${h}`, label: 'discard', params: { card: h, label: { card: cardName(s, h) } } })),
      { then: 'barrensDiscard', data: {} },
    );
    return;
  }
  if (p[0] === 'min') {
    const u = p[1];
    const opts = actionOptions(s, u);
    setPick(
      s,
      s.active,
      'chooseAction',
      [
        ...opts.map((o) => ({
          id: o.id,
          label: o.label.key.slice('log-vtes:opt.'.length),
          params: { ...(o.params ?? {}), label: o.label.params },
        })),
        { id: 'back', label: 'back' },
      ],
      { then: 'chooseAction', data: {} },
    );
    return;
  }
  announce(s, id, ev);
}

// =========================================================================================
// 6.2 performing actions
// =========================================================================================

function newAction(s: VtesState, actor: string, kind: ActionState['kind']): ActionState {
  return {
    actor,
    seat: s.cards[actor].ctl,
    kind,
    stealth: 0,
    bleed: 0,
    bleedModded: false,
    step: 'block',
    blockSeats: [],
    blockIdx: 0,
    intercept: 0,
    failed: [],
    woken: [],
    mods: [],
    usedMods: [],
    usedReacts: {},
    reactPassed: [],
  };
}

/** A directed action at card `card`: its controller is the target (6.2.2.1). */
function directedAt(s: VtesState, u: string, kind: ActionState['kind'], card: string): ActionState {
  const action = newAction(s, u, kind);
  action.targetCard = card;
  action.target = s.cards[card].ctl;
  return action;
}

/** Records what minion `u` did this turn (once-per-turn limits). */
/** vtes-es 6.1.1 / vtes-pl "Drenowanie": one bleed action per minion per turn, counted when announced (a blocked bleed too). */
function markBled(s: VtesState, u: string): void {
  if (!s.tf.bled.includes(u)) s.tf.bled.push(u);
}

function markActed(s: VtesState, u: string, what: string): void {
  s.tf.actedWith[u] = [...(s.tf.actedWith[u] ?? []), what];
}

function setBlockers(s: VtesState, action: ActionState): void {
  const me = action.seat;
  if (action.target !== undefined && action.target !== me) action.blockSeats = [action.target];
  else {
    // 6.2.2.1: undirected actions may be blocked by the prey, then the predator
    const prey = preyOf(s, me);
    const pred = predatorOf(s, me);
    action.blockSeats = [...new Set([prey, pred])].filter((x) => x !== me);
  }
  action.blockIdx = 0;
  action.step = action.outcome === undefined && !action.preBlockDone ? 'preBlock' : 'block';
  action.preBlockDone = true;
}

function announce(s: VtesState, id: string, ev: Ev): void {
  const p = id.split(':');
  const u = p[1];
  const a = s.active;
  const c = s.cards[u];
  let action: ActionState;
  switch (p[0]) {
    case 'bleed': {
      action = newAction(s, u, 'bleed');
      markBled(s, u);
      action.target = preyOf(s, a);
      action.bleed = allyBleed(s, u) + mustBleedPlus(s, u);
      break;
    }
    case 'hunt':
      action = newAction(s, u, 'hunt');
      action.stealth = 1;
      break;
    case 'leave':
      action = newAction(s, u, 'leaveTorpor');
      action.stealth = 1;
      break;
    case 'anarch':
      action = newAction(s, u, 'anarch');
      action.stealth = 1;
      break;
    case 'rescue':
    case 'diab': {
      const t = p[2];
      action = newAction(s, u, p[0] === 'rescue' ? 'rescue' : 'diablerie');
      action.targetCard = t;
      if (s.cards[t].ctl === a) action.stealth = 1;
      else action.target = s.cards[t].ctl;
      if (p[0] === 'rescue') action.split = Number(p[3]);
      break;
    }
    case 'fa': {
      action = directedAt(s, u, 'combat', p[2]);
      markActed(s, u, `fa:${p[3]}`);
      break;
    }
    case 'haven': {
      action = directedAt(s, u, 'combat', p[2]);
      action.stealth = 1;
      markActed(s, u, `haven:${p[3]}`);
      break;
    }
    case 'havenBurn': {
      action = directedAt(s, u, 'burnCard', p[2]);
      action.stealth = 1;
      break;
    }
    case 'burnAct': {
      action = directedAt(s, u, 'burnCard', p[2]);
      markActed(s, u, s.cards[p[2]].cid);
      break;
    }
    case 'takeEquip': {
      action = newAction(s, u, 'equip');
      const [first, ...rest] = p[2].split('+');
      action.targetCard = first;
      action.takeAlso = rest;
      action.stealth = 1;
      break;
    }
    case 'red': {
      action = directedAt(s, u, 'combat', p[2]);
      action.stealth = 1;
      action.redList = true;
      markActed(s, u, 'redList');
      break;
    }
    case 'fight': {
      action = directedAt(s, u, 'combat', p[2]);
      markActed(s, u, defOf(s, u).id);
      break;
    }
    case 'card': {
      const h = p[2];
      const mi = Number(p[3]);
      const d = defOf(s, h);
      const m = d.modes[mi];
      const kind: ActionState['kind'] =
        m.kind === 'political'
          ? 'political'
          : m.kind === 'equip'
            ? 'equip'
            : m.kind === 'retainer'
              ? 'employ'
              : m.kind === 'ally'
                ? 'recruit'
                : 'card';
      action = newAction(s, u, kind);
      action.card = h;
      action.mode = mi;
      markActed(s, u, d.id);
      if (kind === 'political') {
        s.tf.political.push(u);
        action.stealth = 1;
      } else if (kind !== 'card') action.stealth = 1;
      for (const e of m.effects) {
        if (e.e === 'actionStealth') action.stealth += e.n;
        if (e.e === 'bleed') {
          markBled(s, u);
          action.target = preyOf(s, a);
          action.bleed = allyBleed(s, u) + e.plus + mustBleedPlus(s, u);
        }
        if (e.e === 'discardFromPrey') action.target = preyOf(s, a);
      }
      if (d.blood === 'X' && m.effects.some((e) => e.e === 'sabotage'))
        action.xCost = s.seats[a].zones.play.filter((x) => s.cards[x].cid === d.id).length + 1;
      playFromHand(s, h, a, ev);
      const tt = titleTargets(s, m);
      if (tt) {
        // vtes-es:11 Título: the vampire that will receive the title is chosen with the action
        s.act = action;
        c.locked = true;
        for (const e of [...vampAbility(s, u, 'vStealthUndirected'), ...vampAbility(s, u, 'vStealth')])
          action.stealth += (e as { n: number }).n;
        setPick(
          s,
          a,
          'titleTarget',
          tt.map((t) => ({ id: `t:${t}`, label: 'titleTarget', params: { uid: t, label: { name: cardName(s, t) } } })),
          { then: 'titleTarget', data: {} },
        );
        ev.push({ type: 'vtes.announce', params: { uid: u, name: cardName(s, u), kind, card: d.name }, rule: 'vtes-es:6.2.1' });
        return;
      }
      if (m.effects.some((e) => e.e === 'stealPool' || e.e === 'enterCombat')) {
        // choose the target when announcing (6.2.1)
        s.act = action;
        c.locked = true;
        const isCombat = m.effects.some((e) => e.e === 'enterCombat');
        const frenzy = m.effects.some((e) => e.e === 'frenzy');
        const options = isCombat
          ? combatTargets(s, u)
              .filter((t) => !frenzy || isVampire(s, t))
              .map((t) => ({ id: `t:${t}`, label: 'target', params: { uid: t, label: { name: cardName(s, t) } } }))
          : living(s)
              .filter((x) => x !== a)
              .map((x) => ({ id: `s:${x}`, label: 'seat', params: { seat: x, label: { seat: x + 1 } } }));
        for (const e of vampAbility(s, u, 'vStealth')) action.stealth += (e as { n: number }).n;
        setPick(s, a, 'actionTarget', options, { then: 'actionTarget', data: {} });
        ev.push({ type: 'vtes.announce', params: { uid: u, name: cardName(s, u), kind, card: d.name }, rule: 'vtes-es:6.2.1' });
        return;
      }
      break;
    }
    default:
      throw new Error(`unknown action ${id}`);
  }
  // undirected actions (rescue or diablerie of one's own vampire included): Ariane's -1 stealth
  if (action.kind !== 'bleed' && action.target === undefined) {
    for (const e of vampAbility(s, u, 'vStealthUndirected')) action.stealth += (e as { n: number }).n;
  }
  // a vampire's printed stealth on every action (imported "+1 stealth.")
  for (const e of vampAbility(s, u, 'vStealth')) action.stealth += (e as { n: number }).n;
  c.locked = true;
  s.act = action;
  setBlockers(s, action);
  ev.push({
    type: 'vtes.announce',
    params: {
      uid: u,
      name: cardName(s, u),
      kind: action.kind,
      card: action.card ? cardName(s, action.card) : '',
      target: action.target ?? -1,
    },
    rule: 'vtes-es:6.2.1',
  });
}

/** Intercept a blocker has from its own abilities and cards (6.2.2.2). */
function baseIntercept(s: VtesState, action: ActionState, b: string): number {
  let i = 0;
  if (action.target !== undefined) for (const e of vampAbility(s, b, 'vInterceptDirected')) i += (e as { n: number }).n;
  // a vampire's printed intercept on every block (imported "+1 intercept.")
  for (const e of vampAbility(s, b, 'vIntercept')) i += (e as { n: number }).n;
  for (const x of s.cards[b].att) {
    const m = liveMode(s, x);
    for (const e of m?.effects ?? []) {
      if (e.e === 'employerIntercept') i += e.n;
      if (e.e === 'interceptVsBleed' && isBleed(s, action) && action.target === s.cards[b].ctl) i += e.n;
    }
  }
  return i;
}

/**
 * Who may react (1.6.3.6, 6.2; vtes-pl "Karty reakcji"): ready unlocked (or woken) minions of every
 * Methuselah other than the acting one, whether the action is directed or not; each card's own
 * conditions (bleeding you, directed at you, your predator acting...) decide which cards apply.
 * Order (1.6.1.5): the target of a directed action first, then the others clockwise from the acting
 * Methuselah (vekn-current, undirected: prey, predator, then the others). Out-of-turn master cards
 * are offered in the same window (5).
 */
function reactOrder(s: VtesState, action: ActionState): SeatId[] {
  const out: SeatId[] = [];
  for (let k = 1; k < s.n; k++) {
    const x = (action.seat + k) % s.n;
    if (!s.seats[x].ousted && !s.seats[x].withdrawn) out.push(x);
  }
  if (action.target !== undefined && action.target !== action.seat) return [action.target, ...out.filter((x) => x !== action.target)];
  // vtes-pl "Określanie kolejności": during an undirected action the prey, then the predator, then
  // the others clockwise (the 2018 book, 1.6.1.5, goes clockwise from the acting Methuselah)
  if (s.edition === 'vekn-current' && out.length > 2) {
    const pred = out[out.length - 1];
    return [out[0], pred, ...out.slice(1, -1)];
  }
  return out;
}

/** A card that cancels another card as it is played is offered only in that window (1.6.1.1). */
function isCancelMode(m: Mode): boolean {
  return m.reqs.some((r) => r.r === 'cancelCard');
}

/** Reaction cards minion `r` of seat `t` may play now in the reaction window (after blocks). */
function minionReactOptions(s: VtesState, action: ActionState, t: SeatId, r: string): Opt[] {
  const o: Opt[] = [];
  const bledYou = isBleed(s, action) && action.target === t;
  const free = mayReact(s, r, t);
  for (const h of s.seats[t].zones.hand) {
    const d = defOf(s, h);
    if ((action.usedReacts[r] ?? []).includes(d.id)) continue;
    for (const mi of playableModes(s, h, r, t, ['reaction'])) {
      const m = d.modes[mi];
      if (isCancelMode(m)) continue;
      // a locked minion that is not woken plays only cards made for locked minions
      if (!free && !m.reqs.some((q) => q.r === 'locked' || q.r === 'lockedOk')) continue;
      // a card for the polling step waits for it
      if (m.reqs.some((q) => q.r === 'polling')) continue;
      if (m.effects.some((e) => e.e === 'redirectBleed')) {
        for (const x of living(s))
          if (x !== action.seat && x !== t)
            o.push(
              opt(
                `redirect:${h}:${mi}:${r}:${x}`,
                'redirect',
                { card: d.name, name: cardName(s, r), seat: x + 1 },
                { card: h, uid: r, seat: x },
              ),
            );
      } else if (m.effects.some((e) => e.e === 'reduceBleed' && !e.burnSelf)) {
        // "reduce a bleed against you": only the bled Methuselah
        if (bledYou) o.push(opt(`reduce:${h}:${mi}:${r}`, 'reduce', { card: d.name, name: cardName(s, r) }, { card: h, uid: r }));
      } else if (hasManualOnly(m) && s.cards[r].zone === 'ready')
        o.push(opt(`manualReact:${h}:${mi}:${r}`, 'reaction', { card: d.name, mode: mi + 1 }, { card: h, uid: r }));
    }
  }
  // an ally that can burn itself to reduce a bleed against you (47th Street Royals): not a reaction card, so a locked ally may too
  if (
    bledYou &&
    s.cards[r].zone === 'ready' &&
    defOf(s, r)
      .modes.flatMap((m) => m.effects)
      .some((e) => e.e === 'reduceBleed' && e.burnSelf)
  )
    o.push(opt(`burnself:${r}`, 'reduceSelf', { name: cardName(s, r) }, { uid: r }));
  return o;
}

/** Wake cards a locked minion may play (glossary "Despertarse" / vtes-pl "Przebudzenie"). */
function wakeModes(s: VtesState, action: ActionState, t: SeatId, r: string): [string, number][] {
  const out: [string, number][] = [];
  if (!s.cards[r].locked || action.woken.includes(r) || s.cards[r].zone !== 'ready') return out;
  for (const h of s.seats[t].zones.hand) {
    const d = defOf(s, h);
    if ((action.usedReacts[r] ?? []).includes(d.id)) continue;
    for (const mi of playableModes(s, h, r, t, ['reaction'])) if (d.modes[mi].effects.some((e) => e.e === 'wake')) out.push([h, mi]);
  }
  return out;
}

/** The state as if `r` were woken (to know whether waking it gives it a card to play). */
function asWoken(s: VtesState, r: string): VtesState {
  return { ...s, act: s.act ? { ...s.act, woken: [...s.act.woken, r] } : s.act };
}

function reactOptions(s: VtesState, action: ActionState, t: SeatId): Opt[] {
  const o: Opt[] = [];
  for (const r of readyMinions(s, t)) o.push(...minionReactOptions(s, action, t, r));
  // a wake effect, offered when the woken minion would then have another reaction to play
  for (const r of readyMinions(s, t))
    for (const [h, mi] of wakeModes(s, action, t, r)) {
      const w = asWoken(s, r);
      if (minionReactOptions(w, w.act!, t, r).some((x) => x.params?.card !== h))
        o.push(opt(`wakeReact:${h}:${mi}:${r}`, 'wakeReact', { card: defOf(s, h).name, name: cardName(s, r) }, { uid: r, card: h }));
    }
  // an unlock reaction (Guard Dogs, On the Qui Vive...) after the blocks: not a wake effect (glossary
  // "Despertarse"), but the unlocked minion may then play reactions; offered only when it would have one
  for (const r of readyMinions(s, t)) {
    if (!s.cards[r].locked || action.woken.includes(r)) continue;
    const u: VtesState = { ...s, cards: { ...s.cards, [r]: { ...s.cards[r], locked: false } } };
    if (!minionReactOptions(u, action, t, r).length) continue;
    for (const h of s.seats[t].zones.hand) {
      const d = defOf(s, h);
      if ((action.usedReacts[r] ?? []).includes(d.id)) continue;
      for (const mi of playableModes(s, h, r, t, ['reaction'])) {
        const m = d.modes[mi];
        const un = m.effects.find((e) => e.e === 'unlockSelf') as { bloodCost?: number } | undefined;
        if (!un || m.effects.some((e) => e.e === 'wake') || m.reqs.some((q) => q.r === 'hasBlocked')) continue;
        if (un.bloodCost && blood(s, r) < un.bloodCost) continue;
        if (minionReactOptions(u, action, t, r).some((x) => x.params?.card !== h))
          o.push(opt(`wakeReact:${h}:${mi}:${r}`, 'unlockReact', { card: d.name, name: cardName(s, r) }, { uid: r, card: h }));
      }
    }
  }
  o.push(...ootOptions(s, t));
  // Underbridge Stray: during an action directed at you, burn it (not blocking) to unlock a ready minion you control
  if (action.target === t)
    for (const x of readyMinions(s, t))
      if (x !== action.blocker && defOf(s, x).modes.some((mm) => mm.effects.some((e) => e.e === 'strayUnlock')))
        for (const y of readyMinions(s, t))
          if (y !== x && s.cards[y].locked)
            o.push(opt(`strayUnlock:${x}:${y}`, 'strayUnlock', { name: cardName(s, x), target: cardName(s, y) }, { uid: y }));
  // Dreams of the Sphinx can be locked at any time, also during another Methuselah's turn
  for (const loc of s.seats[t].zones.play) {
    if (!liveMode(s, loc)?.effects.some((e) => e.e === 'dreams') || s.cards[loc].locked) continue;
    o.push(opt(`dreamsHand:${loc}`, 'dreamsHand', { card: cardName(s, loc) }, { card: loc }));
    if (s.seats[t].zones.uncontrolled.length) o.push(opt(`dreamsBlood:${loc}`, 'dreamsBlood', { card: cardName(s, loc) }, { card: loc }));
  }
  return o;
}

/** The Methuselah asked now in the reaction window (first in order who has not passed and has a choice). */
function reactSeat(s: VtesState): SeatId | undefined {
  const action = s.act!;
  return reactOrder(s, action).find((x) => !action.reactPassed.includes(x) && reactOptions(s, action, x).length > 0);
}

function reactDecision(s: VtesState, t: SeatId): Decision | null {
  const action = s.act!;
  const o = reactOptions(s, action, t);
  if (!o.length) return null;
  o.push(opt('pass', 'noMore'));
  if (isBleed(s, action) && action.target === t) return dec(t, 'bleedReaction', 'bleedReaction', o, 'vtes-es:6.2', { bleed: action.bleed });
  return dec(t, 'reaction', 'reaction', o, 'vtes-es:1.6.3.6');
}

function actionDecision(s: VtesState): Decision | null {
  const action = s.act!;
  const o: Opt[] = [];
  switch (action.step) {
    case 'preBlock': {
      // Warsaw Station: lock it as a Nosferatu announces an undirected action
      if (action.target === undefined && !action.warsaw)
        for (const loc of s.seats[action.seat].zones.play) {
          const e = liveMode(s, loc)?.effects.find((x) => x.e === 'warsaw') as { clan: string } | undefined;
          if (e && !s.cards[loc].locked && defOf(s, action.actor).clan.includes(e.clan))
            o.push(opt(`warsaw:${loc}`, 'lockLocation', { card: cardName(s, loc) }, { card: loc }));
        }
      // modifiers played as the action is announced, before blocks (e.g. vampires cannot block)
      for (const h of s.seats[action.seat].zones.hand) {
        const d = defOf(s, h);
        if (action.usedMods.includes(d.id)) continue;
        for (const mi of playableModes(s, h, action.actor, action.seat, ['modifier']))
          if (d.modes[mi].effects.some((e) => e.e === 'noVampireBlock'))
            o.push(opt(`mod:${h}:${mi}`, 'modifier', { card: d.name, mode: mi + 1 }, { card: h }));
      }
      if (!o.length) return null;
      o.push(opt('pass', 'noMore'));
      return dec(action.seat, 'announceModifier', 'announce', o, 'vtes-es:6.2.1');
    }
    case 'block': {
      const seat = action.blockSeats[action.blockIdx];
      if (seat === undefined || s.seats[seat].ousted) return null;
      for (const b of readyMinions(s, seat)) {
        if (action.failed.includes(b) || !lockedOrWoken(s, b)) continue;
        if (action.noVampireBlock && isVampire(s, b)) continue;
        o.push(opt(`block:${b}`, 'block', { name: cardName(s, b) }, { uid: b }));
      }
      // reactions that let a locked minion block (wake, unlock)
      for (const b of readyMinions(s, seat)) {
        if (!s.cards[b].locked || action.woken.includes(b)) continue;
        for (const h of s.seats[seat].zones.hand) {
          const d = defOf(s, h);
          if ((action.usedReacts[b] ?? []).includes(d.id)) continue;
          for (const mi of playableModes(s, h, b, seat, ['reaction'])) {
            const m = d.modes[mi];
            if (m.effects.some((e) => e.e === 'wake' || e.e === 'unlockSelf') && !m.reqs.some((r) => r.r === 'hasBlocked')) {
              const bc = m.effects.find((e) => e.e === 'unlockSelf') as { bloodCost?: number } | undefined;
              if (bc?.bloodCost && blood(s, b) < bc.bloodCost) continue;
              o.push(opt(`wake:${h}:${mi}:${b}`, 'wake', { card: d.name, name: cardName(s, b) }, { uid: b, card: h }));
            }
          }
        }
      }
      // Organized Resistance: a baron unlocks a locked anarch, which blocks at once with +1 intercept
      for (const r of readyVampires(s, seat))
        if (titleOf(s, r) === 'baron')
          for (const h of s.seats[seat].zones.hand)
            if (
              defOf(s, h).modes[0]?.effects.some((e) => e.e === 'organizedResistance') &&
              !(action.usedReacts[r] ?? []).includes(defOf(s, h).id)
            )
              for (const an of readyVampires(s, seat))
                if (s.cards[an].locked && sectOf(s, an) === 'anarch' && !action.failed.includes(an) && !action.noVampireBlock)
                  o.push(
                    opt(`orgUnlock:${h}:${r}:${an}`, 'orgUnlock', { card: cardName(s, h), name: cardName(s, an) }, { uid: an, card: h }),
                  );
      // Underbridge Stray: burn it (not blocking) to unlock a minion during an action directed at you
      if (action.target === seat)
        for (const x of readyMinions(s, seat))
          if (defOf(s, x).modes.some((mm) => mm.effects.some((e) => e.e === 'strayUnlock')))
            for (const y of readyMinions(s, seat))
              if (y !== x && s.cards[y].locked && !action.woken.includes(y))
                o.push(opt(`strayUnlock:${x}:${y}`, 'strayUnlock', { name: cardName(s, x), target: cardName(s, y) }, { uid: y }));
      // out-of-turn master cards usable while blocks are decided (1.6.2.4)
      o.push(...ootOptions(s, seat));
      if (!o.length) return null;
      o.push(opt('decline', 'noBlock'));
      return dec(seat, 'block', 'block', o, 'vtes-es:6.2.2.1', { name: cardName(s, action.actor) });
    }
    case 'stealth': {
      for (const h of s.seats[action.seat].zones.hand) {
        const d = defOf(s, h);
        if (!action.usedMods.includes(d.id))
          for (const mi of playableModes(s, h, action.actor, action.seat, ['modifier'])) {
            const m = d.modes[mi];
            if (m.effects.some((e) => e.e === 'stealth') && !m.effects.some((e) => e.e === 'playedByOther'))
              o.push(opt(`mod:${h}:${mi}`, 'modifier', { card: d.name, mode: mi + 1 }, { card: h }));
          }
        // played by another ready vampire of the acting Methuselah (1.6.3.2: once per action for each minion that plays it)
        for (const v of readyVampires(s, action.seat))
          if (v !== action.actor && !action.usedMods.includes(`${d.id}@${v}`))
            for (const mi of playableModes(s, h, v, action.seat, ['modifier']))
              if (d.modes[mi].effects.some((e) => e.e === 'playedByOther'))
                o.push(opt(`modOther:${h}:${mi}:${v}`, 'modifierOther', { card: d.name, name: cardName(s, v) }, { card: h, uid: v }));
      }
      for (const loc of s.seats[action.seat].zones.play) {
        const m = liveMode(s, loc);
        const e = m?.effects.find((x) => x.e === 'lockForStealth') as { clan: string } | undefined;
        if (e && !s.cards[loc].locked && defOf(s, action.actor).clan.includes(e.clan))
          o.push(opt(`loc:${loc}`, 'lockLocation', { card: cardName(s, loc) }, { card: loc }));
      }
      if (!o.length) return null;
      o.push(opt('pass', 'noMore'));
      return dec(action.seat, 'stealth', 'stealth', o, 'vtes-es:6.2.2.2', { stealth: action.stealth, intercept: action.intercept });
    }
    case 'intercept': {
      const b = action.blocker!;
      const seat = s.cards[b].ctl;
      for (const h of s.seats[seat].zones.hand) {
        const d = defOf(s, h);
        if ((action.usedReacts[b] ?? []).includes(d.id)) continue;
        for (const mi of playableModes(s, h, b, seat, ['reaction'])) {
          const m = d.modes[mi];
          if (m.effects.some((e) => e.e === 'intercept') || hasManualOnly(m))
            o.push(opt(`react:${h}:${mi}`, 'reaction', { card: d.name, mode: mi + 1 }, { card: h }));
        }
      }
      // Organized Resistance: a baron (even locked) gives an anarch blocker +1 intercept
      if (sectOf(s, b) === 'anarch')
        for (const r of readyVampires(s, seat))
          if (titleOf(s, r) === 'baron')
            for (const h of s.seats[seat].zones.hand)
              if (
                defOf(s, h).modes[0]?.effects.some((e) => e.e === 'organizedResistance') &&
                !(action.usedReacts[r] ?? []).includes(defOf(s, h).id)
              )
                o.push(opt(`orgres:${h}:${r}`, 'reaction', { card: cardName(s, h), mode: 1 }, { card: h, uid: r }));
      for (const loc of s.seats[seat].zones.play) {
        const e = liveMode(s, loc)?.effects.find((x) => x.e === 'lockForIntercept') as { sect: string } | undefined;
        if (e && !s.cards[loc].locked && sectOf(s, b) === e.sect)
          o.push(opt(`loc:${loc}`, 'lockForIntercept', { card: cardName(s, loc) }, { card: loc }));
      }
      if (!o.length) return null;
      o.push(opt('pass', 'noMore'));
      return dec(seat, 'intercept', 'intercept', o, 'vtes-es:6.2.2.2', { stealth: action.stealth, intercept: action.intercept });
    }
    case 'afterBlock': {
      const lar = vampAbility(s, action.actor, 'vDiscardForBleed')[0] as { disc: string } | undefined;
      if (lar && isBleed(s, action) && !(action.usedAbilities ?? []).includes(action.actor))
        for (const h of s.seats[action.seat].zones.hand)
          if ((defOf(s, h).libDisc ?? []).some((alt) => alt.includes(lar.disc)))
            o.push(opt(`ability:${h}`, 'discardForBleed', { card: cardName(s, h), name: cardName(s, action.actor) }, { card: h }));
      for (const h of s.seats[action.seat].zones.hand) {
        const d = defOf(s, h);
        if (action.usedMods.includes(d.id)) continue;
        for (const mi of playableModes(s, h, action.actor, action.seat, ['modifier'])) {
          const m = d.modes[mi];
          const bp = m.effects.find((e) => e.e === 'bleedPlus') as Extract<Effect, { e: 'bleedPlus' }> | undefined;
          if (!bp) {
            // text resolved manually (imported cards): playable once nobody blocks
            if (hasManualOnly(m) || (m.effects.some((e) => e.e === 'spying') && !action.spying))
              o.push(opt(`mod:${h}:${mi}`, 'modifier', { card: d.name, mode: mi + 1 }, { card: h }));
            continue;
          }
          if (bp.limited && action.bleedModded && s.edition === 'vekn-current') continue;
          if (bp.n === 'X') {
            for (let x = 1; x <= 3; x++)
              if (blood(s, action.actor) >= x) o.push(opt(`mod:${h}:${mi}:${x}`, 'modifierX', { card: d.name, x }, { card: h, x }));
          } else o.push(opt(`mod:${h}:${mi}`, 'modifier', { card: d.name, mode: mi + 1 }, { card: h }));
        }
      }
      if (!o.length) return null;
      o.push(opt('pass', 'noMore'));
      return dec(action.seat, 'actionModifier', 'modifier', o, 'vtes-es:6.2', { bleed: action.bleed });
    }
    case 'react': {
      const t = reactSeat(s);
      if (t === undefined) return null;
      return reactDecision(s, t);
    }
    case 'after': {
      for (const h of s.seats[action.seat].zones.hand) {
        const d = defOf(s, h);
        if (action.usedMods.includes(d.id)) continue;
        if (s.cards[action.actor].zone !== 'ready') continue;
        for (const mi of playableModes(s, h, action.actor, action.seat, ['modifier'])) {
          const m = d.modes[mi];
          if (m.reqs.some((r) => r.r === 'after' || r.r === 'refPassed'))
            o.push(opt(`mod:${h}:${mi}`, 'modifier', { card: d.name, mode: mi + 1 }, { card: h }));
        }
      }
      if (
        action.refPassed &&
        s.cards[action.actor].locked &&
        s.cards[action.actor].zone === 'ready' &&
        vampAbility(s, action.actor, 'vUnlockAfterRefPass').length
      )
        o.push(opt(`selfUnlock:${action.actor}`, 'abilityUnlock', { name: cardName(s, action.actor) }, { uid: action.actor }));
      if (action.outcome === 'success' && sectOf(s, action.actor) === 'anarch')
        for (const v of readyVampires(s, action.seat))
          if (
            v !== action.actor &&
            s.cards[v].locked &&
            blood(s, v) >= 1 &&
            vampAbility(s, v, 'vUnlockAfterAnarchAction').length &&
            !(s.tf.abilities ?? []).includes(v)
          )
            o.push(opt(`anarchUnlock:${v}`, 'abilityUnlockPay', { name: cardName(s, v) }, { uid: v }));
      // The Anarch Free Press: after an anarch (anybody's) hunts successfully, the card's controller may lock it
      const huntLocs = (x: SeatId): Opt[] =>
        action.kind === 'hunt' &&
        action.outcome === 'success' &&
        sectOf(s, action.actor) === 'anarch' &&
        s.cards[action.actor].zone === 'ready'
          ? s.seats[x].zones.play
              .filter((loc) => liveMode(s, loc)?.effects.some((e) => e.e === 'lockAfterHunt') && !s.cards[loc].locked)
              .map((loc) => opt(`huntLoc:${loc}`, 'lockAfterHunt', { card: cardName(s, loc) }, { card: loc }))
          : [];
      o.push(...huntLocs(action.seat));
      if (o.length && !action.reactPassed.includes(action.seat)) {
        o.push(opt('pass', 'noMore'));
        return dec(action.seat, 'afterAction', 'after', o, 'vtes-es:6.2.3');
      }
      for (const x of pollOrder(s, action.seat)) {
        if (x === action.seat || action.reactPassed.includes(x)) continue;
        const fo = huntLocs(x);
        if (fo.length) return dec(x, 'afterAction', 'after', [...fo, opt('pass', 'noMore')], 'vtes-es:6.2.3');
      }
      return null;
    }
    case 'blockResolved': {
      // reactions usable by the blocker after block resolution, before the combat (Cats' Guidance)
      const b = action.blocker!;
      if (s.cards[b].zone !== 'ready') return null;
      const seat = s.cards[b].ctl;
      for (const h of s.seats[seat].zones.hand)
        for (const mi of playableModes(s, h, b, seat, ['reaction'])) {
          const m = defOf(s, h).modes[mi];
          if (m.reqs.some((r) => r.r === 'hasBlocked') && !(action.usedReacts[b] ?? []).includes(defOf(s, h).id))
            o.push(opt(`blockerReact:${h}:${mi}`, 'reaction', { card: defOf(s, h).name, mode: mi + 1 }, { card: h }));
        }
      if (!o.length) return null;
      o.push(opt('pass', 'noMore'));
      return dec(seat, 'afterBlock', 'afterBlock', o, 'vtes-es:6.2.3', { name: cardName(s, b) });
    }
    case 'diablerieChoice': {
      const b = action.blocker!;
      // vtes-es:11 / 6.5.5: a blood cursed blocker cannot commit diablerie (nothing to ask)
      if (hasTrait(s, b, 'bloodCursed')) return null;
      return dec(
        s.cards[b].ctl,
        'diablerieBlocked',
        'diablerieBlocked',
        [opt('diab', 'diablerieYes', { name: cardName(s, b) }), opt('pass', 'diablerieNo')],
        'vtes-es:6.5.2',
      );
    }
  }
  return null;
}

function handleAction(s: VtesState, d: Decision, id: string, ev: Ev): void {
  const action = s.act!;
  const p = id.split(':');
  switch (action.step) {
    case 'preBlock': {
      if (p[0] === 'pass') action.step = 'block';
      else if (p[0] === 'warsaw') {
        s.cards[p[1]].locked = true;
        action.warsaw = true;
      } else playModifier(s, p[1], Number(p[2]), ev);
      return;
    }
    case 'block': {
      if (p[0] === 'oot') return playOutOfTurn(s, action.blockSeats[action.blockIdx], p[1], Number(p[2]), ev);
      if (p[0] === 'decline') {
        ev.push({ type: 'vtes.noBlock', params: { seat: action.blockSeats[action.blockIdx] }, rule: 'vtes-es:6.2.2.1' });
        action.blockIdx++;
        return;
      }
      if (p[0] === 'orgUnlock') {
        const [, h, r, an] = p;
        action.usedReacts[r] = [...(action.usedReacts[r] ?? []), s.cards[h].cid];
        playFromHand(s, h, s.cards[r].ctl, ev);
        toAsh(s, h);
        s.cards[an].locked = false;
        action.blocker = an;
        action.intercept = baseIntercept(s, action, an) + 1;
        ev.push({
          type: 'vtes.blockAttempt',
          params: { uid: an, name: cardName(s, an), stealth: action.stealth, intercept: action.intercept },
          rule: 'vtes-es:6.2.2.2',
        });
        action.step = action.intercept >= action.stealth ? 'stealth' : 'intercept';
        return;
      }
      if (p[0] === 'strayUnlock') return strayUnlock(s, p[1], p[2], ev);
      if (p[0] === 'wake') {
        const [, h, mi, b] = p;
        playReaction(s, h, Number(mi), b, ev);
        const bw = defOf(s, h).modes[Number(mi)].effects.find((e) => e.e === 'unlockSelf' && e.blockWith) as
          { blockWith: number } | undefined;
        if (bw && s.cards[b].zone === 'ready') {
          // unlocks and attempts to block at once with extra intercept, even if not yet needed
          action.blocker = b;
          action.intercept = baseIntercept(s, action, b) + bw.blockWith;
          ev.push({
            type: 'vtes.blockAttempt',
            params: { uid: b, name: cardName(s, b), stealth: action.stealth, intercept: action.intercept },
            rule: 'vtes-es:6.2.2.2',
          });
          action.step = action.intercept >= action.stealth ? 'stealth' : 'intercept';
        }
        return;
      }
      const b = p[1];
      action.blocker = b;
      action.intercept = baseIntercept(s, action, b);
      ev.push({
        type: 'vtes.blockAttempt',
        params: { uid: b, name: cardName(s, b), stealth: action.stealth, intercept: action.intercept },
        rule: 'vtes-es:6.2.2.2',
      });
      action.step = action.intercept >= action.stealth ? 'stealth' : 'intercept';
      return;
    }
    case 'stealth': {
      if (p[0] === 'pass') return resolveBlock(s, ev);
      if (p[0] === 'loc') {
        s.cards[p[1]].locked = true;
        action.stealth += 1;
        ev.push({ type: 'vtes.stealth', params: { card: cardName(s, p[1]), stealth: action.stealth }, rule: 'vtes-es:6.2.2.2' });
      } else if (p[0] === 'modOther') playModifier(s, p[1], Number(p[2]), ev, 0, p[3]);
      else playModifier(s, p[1], Number(p[2]), ev);
      action.step = action.intercept >= action.stealth ? 'stealth' : 'intercept';
      return;
    }
    case 'intercept': {
      if (p[0] === 'pass') return resolveBlock(s, ev);
      if (p[0] === 'orgres') {
        action.usedReacts[p[2]] = [...(action.usedReacts[p[2]] ?? []), s.cards[p[1]].cid];
        playFromHand(s, p[1], s.cards[p[2]].ctl, ev);
        toAsh(s, p[1]);
        action.intercept += 1;
        action.step = action.intercept >= action.stealth ? 'stealth' : 'intercept';
        return;
      }
      if (p[0] === 'loc') {
        s.cards[p[1]].locked = true;
        action.intercept += 1;
        ev.push({ type: 'vtes.intercept', params: { card: cardName(s, p[1]), intercept: action.intercept }, rule: 'vtes-es:6.2.2.2' });
        action.step = action.intercept >= action.stealth ? 'stealth' : 'intercept';
        return;
      }
      playReaction(s, p[1], Number(p[2]), action.blocker!, ev);
      action.step = action.intercept >= action.stealth ? 'stealth' : 'intercept';
      return;
    }
    case 'afterBlock': {
      if (p[0] === 'pass') {
        action.step = 'react';
        return;
      }
      if (p[0] === 'ability') {
        action.usedAbilities = [...(action.usedAbilities ?? []), action.actor];
        moveTo(s, p[1], 'ash', action.seat);
        ev.push({ type: 'vtes.discard', params: { seat: action.seat, card: cardName(s, p[1]) }, reveals: true });
        drawUp(s, action.seat, ev);
        action.bleed += 1;
        action.reactPassed = [];
        return;
      }
      playModifier(s, p[1], Number(p[2]), ev, p[3] ? Number(p[3]) : 0);
      // 1.6.1.5: the others may answer the new effect
      action.reactPassed = [];
      return;
    }
    case 'react': {
      const t = reactSeat(s)!;
      if (p[0] === 'pass') {
        action.reactPassed.push(t);
        return;
      }
      // 1.6.1.5: after any card or effect the acting Methuselah has the next chance, then the
      // others in order again (everybody may answer the new effect)
      action.step = 'afterBlock';
      action.reactPassed = [];
      if (p[0] === 'oot') return playOutOfTurn(s, t, p[1], Number(p[2]), ev);
      if (p[0] === 'strayUnlock') return strayUnlock(s, p[1], p[2], ev);
      if (p[0] === 'wakeReact') return playReaction(s, p[1], Number(p[2]), p[3], ev);
      if (p[0] === 'dreamsHand') {
        dreamsLock(s, p[1], ev);
        s.tf.tempHandSeats = { ...(s.tf.tempHandSeats ?? {}), [t]: (s.tf.tempHandSeats?.[t] ?? 0) + 2 };
        drawUp(s, t, ev);
        return;
      }
      if (p[0] === 'dreamsBlood') {
        dreamsLock(s, p[1], ev);
        const un = s.seats[t].zones.uncontrolled;
        setPick(
          s,
          t,
          'uncontrolledTarget',
          un.map((v, i) => ({ id: `t:${v}`, label: 'uncontrolled', params: { uid: v, label: { pos: i + 1 } } })),
          { then: 'dreamsBlood', data: {} },
        );
        return;
      }
      if (p[0] === 'burnself') {
        const r = p[1];
        burnCard(s, r, ev, 'vtes-es:6.2');
        action.bleed = Math.max(0, action.bleed - 3);
        ev.push({ type: 'vtes.bleedReduced', params: { bleed: action.bleed } });
      } else if (p[0] === 'redirect') {
        const [, h, mi, r, x] = p;
        playReaction(s, h, Number(mi), r, ev);
        action.target = Number(x);
        action.reactPassed = [];
        setBlockers(s, action);
        action.failed = [];
        ev.push({ type: 'vtes.redirect', params: { seat: Number(x) }, rule: 'vtes-es:6.1.1' });
        return;
      } else if (p[0] === 'reduce' || p[0] === 'manualReact') {
        playReaction(s, p[1], Number(p[2]), p[3], ev);
      }
      return;
    }
    case 'after': {
      if (p[0] === 'pass') {
        action.reactPassed.push(s.pick ? -1 : d.seat);
        return;
      }
      if (p[0] === 'selfUnlock') {
        s.cards[p[1]].locked = false;
        ev.push({ type: 'vtes.unlocked', params: { name: cardName(s, p[1]) } });
        return;
      }
      if (p[0] === 'anarchUnlock') {
        s.tf.abilities = [...(s.tf.abilities ?? []), p[1]];
        burnBlood(s, p[1], 1);
        s.cards[p[1]].locked = false;
        ev.push({ type: 'vtes.unlocked', params: { name: cardName(s, p[1]) } });
        return;
      }
      if (p[0] === 'huntLoc') {
        s.cards[p[1]].locked = true;
        bankToCard(s, action.actor, 1);
        ev.push({ type: 'vtes.addBlood', params: { uid: action.actor, name: cardName(s, action.actor), n: 1 } });
        return;
      }
      playModifier(s, p[1], Number(p[2]), ev);
      return;
    }
    case 'blockResolved': {
      if (p[0] === 'blockerReact') {
        playReaction(s, p[1], Number(p[2]), action.blocker!, ev);
        return;
      }
      return blockCombat(s, ev);
    }
    case 'diablerieChoice': {
      const b = action.blocker!;
      if (p[0] === 'diab') {
        const victim = action.actor;
        finishAction(s, ev);
        diablerie(s, b, victim, ev);
      } else finishAction(s, ev);
      return;
    }
  }
}

function actionAuto(s: VtesState, ev: Ev): void {
  const action = s.act!;
  switch (action.step) {
    case 'preBlock':
      action.step = 'block';
      return;
    case 'block':
      if (action.blockIdx >= action.blockSeats.length) {
        action.step = 'afterBlock';
        ev.push({ type: 'vtes.unblocked', params: { uid: action.actor, name: cardName(s, action.actor) }, rule: 'vtes-es:6.2.2' });
      } else action.blockIdx++;
      return;
    case 'stealth':
    case 'intercept':
      return resolveBlock(s, ev);
    case 'afterBlock':
      action.step = 'react';
      return;
    case 'react':
      return resolveSuccess(s, ev);
    case 'after':
      return finishAction(s, ev);
    case 'blockResolved':
      return blockCombat(s, ev);
    case 'diablerieChoice':
      return finishAction(s, ev);
  }
}

function playModifier(s: VtesState, h: string, mi: number, ev: Ev, x = 0, payer?: string): void {
  const action = s.act!;
  const d = defOf(s, h);
  const m = d.modes[mi];
  // 1.6.3.2: a minion plays a given action modifier once per action (another minion of the same Methuselah may play its own copy)
  action.usedMods.push(payer && payer !== action.actor ? `${d.id}@${payer}` : d.id);
  playFromHand(s, h, action.seat, ev);
  s.cards[h].mode = mi;
  payCost(s, d, payer ?? action.actor, action.seat, ev, x);
  action.mods.push(h);
  for (const e of m.effects) {
    if (e.e === 'stealth') action.stealth += e.n;
    else if (e.e === 'bleedPlus') {
      let n = e.n === 'X' ? x : e.n;
      if (e.ifPoolAtMost !== undefined && action.target !== undefined && s.seats[action.target].pool > e.ifPoolAtMost) n = 0;
      action.bleed += n;
      if (e.limited) action.bleedModded = true;
    } else if (e.e === 'noVampireBlock') {
      action.noVampireBlock = true;
      action.aggAfter = (action.aggAfter ?? 0) + e.aggAfter;
    } else if (e.e === 'lockFailedBlockers') action.lockFailed = true;
    else if (e.e === 'unlockActor') s.cards[action.actor].locked = false;
    else if (e.e === 'spying') action.spying = h;
    else if (e.e === 'votes' && s.ref) s.ref.yes += e.n;
    else if (e.e === 'bloodPerVoteMargin') {
      const margin = Math.max(0, action.refMargin ?? 0);
      const toPool = Math.min(e.toPool, margin);
      // Voter Captivation superior: "up to" toPool of that blood goes to the pool instead: the player picks how much
      if (toPool > 0)
        setPick(
          s,
          action.seat,
          'captivation',
          Array.from({ length: toPool + 1 }, (_, k) => ({
            id: `k:${toPool - k}`,
            label: 'captivationPool',
            params: { n: toPool - k, label: { n: toPool - k, blood: margin - (toPool - k) } },
          })),
          { then: 'captivation', data: { margin, actor: action.actor } },
        );
      else bankToCard(s, action.actor, margin);
    } else if (e.e === 'manual') openManual(s, action.seat);
  }
  ev.push({ type: 'vtes.modifier', params: { card: d.name, stealth: action.stealth, bleed: action.bleed }, rule: 'vtes-es:1.6.3.2' });
}

function playReaction(s: VtesState, h: string, mi: number, r: string, ev: Ev): void {
  const action = s.act;
  const seat = s.cards[r].ctl;
  const d = defOf(s, h);
  const m = d.modes[mi];
  if (action) action.usedReacts[r] = [...(action.usedReacts[r] ?? []), d.id];
  // "do not replace until your next unlock phase": the hand size is one less until then (1.6.1.2)
  if (m.effects.some((e) => e.e === 'noReplace')) s.seats[seat].noReplace = (s.seats[seat].noReplace ?? 0) + 1;
  playFromHand(s, h, seat, ev);
  payCost(s, d, r, seat, ev);
  for (const e of m.effects) {
    if (e.e === 'onePerUnlock') s.cards[r].sinceUnlock = [...(s.cards[r].sinceUnlock ?? []), d.id];
    if (e.e === 'allyNoUnlock' && isAlly(s, r)) s.cards[r].skipUnlock = true;
    if (e.e === 'intercept' && action) {
      action.intercept += e.n + (e.titledBonus && titleOf(s, r) ? e.titledBonus : 0);
    } else if (e.e === 'wake' && action) action.woken.push(r);
    else if (e.e === 'unlockSelf') {
      if (e.bloodCost) burnBlood(s, r, e.bloodCost);
      s.cards[r].locked = false;
    } else if (e.e === 'redirectBleed' && e.lockSelf) s.cards[r].locked = true;
    else if (e.e === 'maneuver' && action) action.maneuvers = { ...(action.maneuvers ?? {}), [r]: (action.maneuvers?.[r] ?? 0) + 1 };
    else if (e.e === 'reduceBleed' && action) action.bleed = Math.max(0, action.bleed - e.n);
    else if (e.e === 'manual') openManual(s, seat);
  }
  if (s.cards[h].zone === 'limbo') toAsh(s, h);
  ev.push({
    type: 'vtes.reaction',
    params: { card: d.name, name: cardName(s, r), intercept: action?.intercept ?? 0, bleed: action?.bleed ?? 0 },
    rule: 'vtes-es:1.6.3.6',
  });
}

/** 6.2.3: the blocker and the acting minion enter combat. */
function blockCombat(s: VtesState, ev: Ev): void {
  const action = s.act!;
  const b = action.blocker!;
  // vtes-es:11 Esclavo: before the combat, the blocked vampire's controller may lock a slave of its clan instead
  if (!action.slaveAsked && s.cards[b].zone === 'ready' && s.cards[action.actor].zone === 'ready') {
    action.slaveAsked = true;
    const slaves = slavesFor(s, action.actor);
    if (slaves.length) {
      setPick(
        s,
        action.seat,
        'slaveSwap',
        [
          ...slaves.map((x) => ({
            id: `slave:${x}`,
            label: 'slaveSwap',
            params: { uid: x, label: { name: cardName(s, x), actor: cardName(s, action.actor) } },
          })),
          { id: 'pass', label: 'slaveKeep' },
        ],
        { then: 'slaveSwap', data: {} },
      );
      return;
    }
  }
  action.step = 'after';
  if (s.cards[b].zone !== 'ready' || s.cards[action.actor].zone !== 'ready') return;
  startCombat(s, action.actor, b, ev);
  const combat = s.combat!;
  // optional maneuvers from reactions of the blocker (Guard Dogs, Instinctive Reaction superior)
  if (action.maneuvers?.[b]) combat.optManeuvers[b] = action.maneuvers[b];
  // Show of Force: the blocked vampire gains strength this combat
  const sof = action.card
    ? (defOf(s, action.card).modes[action.mode ?? 0]?.effects.find((e) => e.e === 'strengthIfBlocked') as { n: number } | undefined)
    : undefined;
  if (sof) combat.strengthBonus = { [action.actor]: sof.n };
}

/** Ready unlocked slaves (imported, vtes-es:11) of the blocked vampire's clan controlled by its Methuselah. */
function slavesFor(s: VtesState, actor: string): string[] {
  if (!isVampire(s, actor)) return [];
  const clans = defOf(s, actor).clan;
  return readyMinions(s, s.cards[actor].ctl).filter(
    (x) => x !== actor && !s.cards[x].locked && !!defOf(s, x).slaveOf && clans.includes(defOf(s, x).slaveOf!),
  );
}

/** vtes-es:11 Esclavo: lock the slave, cancel the combat, unlock the acting vampire; the slave fights the blocker. */
function slaveSwap(s: VtesState, slave: string, ev: Ev): void {
  const action = s.act!;
  const b = action.blocker!;
  s.cards[slave].locked = true;
  s.cards[action.actor].locked = false;
  action.step = 'after';
  ev.push({
    type: 'vtes.slaveSwap',
    params: { name: cardName(s, slave), actor: cardName(s, action.actor), uid: slave },
    rule: 'vtes-es:11',
  });
  startCombat(s, slave, b, ev);
  if (action.maneuvers?.[b]) s.combat!.optManeuvers[b] = action.maneuvers[b];
}

/** 6.2.2.2: blocked when intercept ≥ stealth once nobody adds more. */
function resolveBlock(s: VtesState, ev: Ev): void {
  const action = s.act!;
  const b = action.blocker!;
  if (action.intercept >= action.stealth) {
    action.outcome = 'blocked';
    s.cards[b].locked = true;
    ev.push({ type: 'vtes.blocked', params: { uid: b, name: cardName(s, b), actor: cardName(s, action.actor) }, rule: 'vtes-es:6.2.3' });
    // Rebel: once each turn, when its vampire blocks (successfully) a titled vampire or a political action, 1 blood before block resolution
    if (
      (titleOf(s, action.actor) || action.kind === 'political') &&
      !(s.tf.abilities ?? []).includes(`rebel:${b}`) &&
      attachedEffects(s, b).some((e) => e.e === 'rebelBlock')
    ) {
      s.tf.abilities = [...(s.tf.abilities ?? []), `rebel:${b}`];
      bankToCard(s, b, 1);
      ev.push({ type: 'vtes.addBlood', params: { uid: b, name: cardName(s, b), n: 1 } });
    }
    // 6.2.3: cards played for a blocked action are burned
    if (action.card && s.cards[action.card].zone === 'limbo') burnCard(s, action.card, ev, 'vtes-es:6.2.3');
    for (const x of action.mods) if (s.cards[x].zone === 'limbo') toAsh(s, x);
    if (action.kind === 'leaveTorpor') {
      // 6.5.2: no combat; a blocking vampire may diablerize
      if (isVampire(s, b)) action.step = 'diablerieChoice';
      else action.step = 'after';
      return;
    }
    // cards usable by the blocker after block resolution come before the combat (Cats' Guidance)
    action.step = 'blockResolved';
  } else {
    ev.push({ type: 'vtes.blockFailed', params: { uid: b, name: cardName(s, b) }, rule: 'vtes-es:6.2.2.2' });
    action.failed.push(b);
    if (action.lockFailed) s.cards[b].locked = true;
    action.blocker = undefined;
    action.intercept = 0;
    action.step = 'block';
  }
}

/** 6.2.3: a successful action pays its cost and applies its effects. */
function resolveSuccess(s: VtesState, ev: Ev): void {
  const action = s.act!;
  action.outcome = 'success';
  action.step = 'after';
  action.reactPassed = [];
  const u = action.actor;
  const a = action.seat;
  // 6.2: only a ready minion performs an action (a torpid vampire only leaves torpor): an acting minion
  // burned or sent to torpor before the action resolves has no effect
  const alive = s.cards[u].zone === (action.kind === 'leaveTorpor' ? 'torpor' : 'ready');
  ev.push({ type: 'vtes.success', params: { uid: u, name: cardName(s, u), kind: action.kind }, rule: 'vtes-es:6.2.3' });
  if (!alive) return;
  switch (action.kind) {
    case 'bleed':
      doBleed(s, action, ev);
      break;
    case 'hunt':
      bankToCard(s, u, 1);
      ev.push({ type: 'vtes.hunt', params: { uid: u, name: cardName(s, u) }, rule: 'vtes-es:6.1.2' });
      break;
    case 'leaveTorpor':
      burnBlood(s, u, 2);
      moveTo(s, u, 'ready', a);
      s.cards[u].locked = true;
      ev.push({ type: 'vtes.leftTorpor', params: { uid: u, name: cardName(s, u) }, rule: 'vtes-es:6.5.2' });
      checkTitleContest(s, u, ev);
      break;
    case 'rescue': {
      const t = action.targetCard!;
      if (s.cards[t].zone !== 'torpor') break;
      const fromActor = Math.min(action.split ?? 2, blood(s, u));
      burnBlood(s, u, fromActor);
      burnBlood(s, t, 2 - fromActor);
      moveTo(s, t, 'ready', s.cards[t].ctl);
      ev.push({ type: 'vtes.rescued', params: { uid: t, name: cardName(s, t) }, rule: 'vtes-es:6.5.3' });
      checkTitleContest(s, t, ev);
      break;
    }
    case 'diablerie': {
      const t = action.targetCard!;
      if (s.cards[t].zone === 'torpor') {
        finishActionCards(s, ev);
        diablerie(s, u, t, ev);
      }
      break;
    }
    case 'burnCard':
      if (action.targetCard && (s.cards[action.targetCard].zone === 'play' || s.cards[action.targetCard].zone === 'attached'))
        burnCard(s, action.targetCard, ev, 'vtes-es:6.1.6');
      break;
    case 'anarch':
      burnBlood(s, u, anarchCost(s, u));
      s.cards[u].anarch = true;
      ev.push({ type: 'vtes.anarch', params: { uid: u, name: cardName(s, u) }, rule: 'vtes-es:10.5' });
      break;
    case 'combat':
      if (action.redList) {
        // vtes-es:11: the Red List action costs 1 blood, paid on success (6.2.3)
        const k = burnBlood(s, u, 1);
        ev.push({ type: 'vtes.redListPay', params: { name: cardName(s, u), blood: k }, rule: 'vtes-es:11' });
      }
      if (action.targetCard && s.cards[action.targetCard].zone === 'ready') startCombat(s, u, action.targetCard, ev);
      break;
    case 'equip':
      if (!action.card) {
        // equipment taken from another minion: stays where it is if the action fails
        const host = action.targetCard ? s.cards[action.targetCard].host : undefined;
        for (const x of [action.targetCard, ...(action.takeAlso ?? [])])
          if (x && s.cards[x].zone === 'attached' && s.cards[x].host === host) attach(s, x, u);
        ev.push({ type: 'vtes.equipMoved', params: { name: cardName(s, u) }, rule: 'vtes-es:6.1.3' });
        break;
      }
      cardActionEffects(s, action, ev);
      break;
    case 'employ':
    case 'recruit':
    case 'card':
    case 'political':
      cardActionEffects(s, action, ev);
      break;
  }
}

function doBleed(s: VtesState, action: ActionState, ev: Ev): void {
  const t = action.target!;
  if (action.spying && s.cards[action.spying].zone === 'limbo') {
    // Spying Mission: this bleed burns nothing and is unsuccessful; the card waits on the vampire
    attach(s, action.spying, action.actor);
    s.cards[action.spying].note = t;
    ev.push({ type: 'vtes.spying', params: { name: cardName(s, action.actor), seat: t } });
    return;
  }
  const spy = s.cards[action.actor].att.find((x) => s.cards[x].note === t && liveMode(s, x)?.effects.some((e) => e.e === 'spying'));
  if (spy) {
    action.bleed += 2;
    burnCard(s, spy, ev);
  }
  const n = Math.max(0, action.bleed);
  const k = burnPool(s, t, n);
  ev.push({ type: 'vtes.bleed', params: { seat: t, n: k, name: cardName(s, action.actor) }, rule: 'vtes-es:6.1.1' });
  if (n >= 1 && s.edge !== action.seat) {
    // 6.1.1: a successful bleed of 1 or more gives the Edge
    s.edge = action.seat;
    ev.push({ type: 'vtes.edge', params: { seat: action.seat }, rule: 'vtes-es:6.1.1' });
  }
}

function cardActionEffects(s: VtesState, action: ActionState, ev: Ev): void {
  const c = action.card!;
  const d = defOf(s, c);
  const m = d.modes[action.mode ?? 0];
  const u = action.actor;
  payCost(s, d, u, action.seat, ev, action.xCost ?? 0);
  if (s.cards[c].zone !== 'limbo') return;
  s.cards[c].mode = action.mode;
  let placed = false;
  for (const e of m.effects) {
    switch (e.e) {
      case 'bleed':
        doBleed(s, action, ev);
        break;
      case 'bloodToUncontrolled': {
        const cap = capacityOf(s, u);
        const young = s.seats[action.seat].zones.uncontrolled.filter((v) => isVampire(s, v) && (defOf(s, v).capacity ?? 0) < cap);
        if (young.length)
          setPick(
            s,
            action.seat,
            'uncontrolledTarget',
            young.map((v) => ({
              id: `t:${v}`,
              label: 'uncontrolled',
              params: { uid: v, label: { pos: s.seats[action.seat].zones.uncontrolled.indexOf(v) + 1 } },
            })),
            { then: 'bloodToUncontrolled', data: { n: e.n } },
          );
        break;
      }
      case 'stealPool': {
        const t = action.target!;
        const k = burnPool(s, t, e.n);
        bankToPool(s, action.seat, k);
        ev.push({ type: 'vtes.stealPool', params: { from: t, to: action.seat, n: k } });
        break;
      }
      case 'enterCombat':
        if (action.targetCard && s.cards[action.targetCard].zone === 'ready') {
          if (e.lockTarget) s.cards[action.targetCard].locked = true;
          // frenzy: the target is considered the acting minion in that combat
          if (m.effects.some((x) => x.e === 'frenzy')) startCombat(s, action.targetCard, u, ev);
          else startCombat(s, u, action.targetCard, ev);
        }
        break;
      case 'attachStrength':
        attach(s, c, u);
        placed = true;
        break;
      case 'ally': {
        moveTo(s, c, 'ready', action.seat);
        s.cards[c].actFrom = s.turn + 1;
        bankToCard(s, c, e.life);
        placed = true;
        ev.push({ type: 'vtes.recruit', params: { card: d.name }, rule: 'vtes-es:6.1.5' });
        break;
      }
      case 'retainer':
        attach(s, c, u);
        bankToCard(s, c, e.life);
        placed = true;
        ev.push({ type: 'vtes.employ', params: { card: d.name }, rule: 'vtes-es:6.1.4' });
        break;
      case 'sabotage':
      case 'openHandPrey':
        moveTo(s, c, 'play', action.seat);
        placed = true;
        break;
      case 'discardFromPrey': {
        const prey = action.target!;
        const hand = s.seats[prey].zones.hand;
        if (hand.length)
          setPick(
            s,
            action.seat,
            'discardFromPrey',
            hand.map((h) => ({ id: `d:${h}`, label: 'discard', params: { card: h, label: { card: cardName(s, h) } } })),
            { then: 'discardFromPrey', data: { prey } },
          );
        break;
      }
      case 'refBurnPerMinion':
      case 'refAllocateBurn':
      case 'refParity':
        startReferendum(s, action, ev);
        break;
      case 'manual':
        openManual(s, action.seat);
        break;
      case 'titleCard':
        // vtes-es:11 Título: an action puts it on the acting vampire now; a political action when its referendum passes
        if (m.kind !== 'political' && s.cards[u].zone === 'ready' && isVampire(s, u)) {
          placeTitleCard(s, c, u, action.mode ?? 0, ev);
          placed = true;
        }
        break;
      default:
        break;
    }
  }
  if (m.kind === 'political' && !s.ref) startReferendum(s, action, ev);
  if (m.kind === 'equip' && !placed) {
    attach(s, c, u);
    placed = true;
  }
  if (!placed && s.cards[c].zone === 'limbo' && !(s.ref && s.ref.card === c)) toAsh(s, c);
  else if (placed) checkCardContest(s, c, ev);
}

function finishActionCards(s: VtesState, ev: Ev): void {
  const action = s.act;
  if (!action) return;
  if (action.card && s.cards[action.card].zone === 'limbo' && !(s.ref && s.ref.card === action.card)) toAsh(s, action.card);
  for (const x of action.mods) if (s.cards[x].zone === 'limbo') toAsh(s, x);
  void ev;
}

function finishAction(s: VtesState, ev: Ev): void {
  const action = s.act!;
  finishActionCards(s, ev);
  // Daring the Dawn: unpreventable aggravated damage after resolution
  if (action.aggAfter && s.cards[action.actor].zone === 'ready') applyDamage(s, action.actor, 0, action.aggAfter, ev);
  if (action.warsaw && action.outcome === 'success' && s.cards[action.actor].zone === 'ready') {
    s.cards[action.actor].locked = false;
    ev.push({ type: 'vtes.unlocked', params: { name: cardName(s, action.actor) } });
  }
  s.act = null;
  ev.push({ type: 'vtes.actionEnd', params: {}, rule: 'vtes-es:6.2.3' });
}

// =========================================================================================
// 6.3 politics
// =========================================================================================

function startReferendum(s: VtesState, action: ActionState, ev: Ev): void {
  const c = action.card!;
  s.ref = {
    caller: action.actor,
    seat: action.seat,
    card: c,
    cid: s.cards[c].cid,
    terms: { alloc: [] },
    step: 'terms',
    order: [],
    idx: 0,
    yes: 0,
    no: 0,
    used: [],
  };
  ev.push({ type: 'vtes.referendum', params: { card: cardName(s, c), name: cardName(s, action.actor) }, rule: 'vtes-es:6.3.2' });
}

function startBloodHunt(s: VtesState, ev: Ev): void {
  const d = s.huntPending!;
  s.huntPending = null;
  if (s.cards[d].zone !== 'ready' && s.cards[d].zone !== 'torpor') return;
  s.ref = {
    caller: null,
    seat: s.active,
    cid: 'bloodhunt',
    terms: { alloc: [] },
    step: 'polling',
    order: pollOrder(s, s.active),
    idx: 0,
    yes: 0,
    no: 0,
    used: [],
    diablerist: d,
  };
  ev.push({ type: 'vtes.bloodHunt', params: { name: cardName(s, d) }, rule: 'vtes-es:6.5.6' });
}

function pollOrder(s: VtesState, from: SeatId): SeatId[] {
  const out: SeatId[] = [];
  for (let k = 0; k < s.n; k++) {
    const x = (from + k) % s.n;
    if (!s.seats[x].ousted && !s.seats[x].withdrawn) out.push(x);
  }
  return out;
}

function refEffect(s: VtesState): Effect | undefined {
  const referendum = s.ref!;
  if (!referendum.card) return undefined;
  return defOf(s, referendum.card)
    .modes.flatMap((m) => m.effects)
    .find((e) => e.e.startsWith('ref'));
}

function refDecision(s: VtesState): Decision | null {
  const referendum = s.ref!;
  if (referendum.step === 'terms') {
    const e = refEffect(s);
    if (e?.e === 'refAllocateBurn' && referendum.terms.alloc.length < e.points) {
      const alive = living(s);
      let choices = alive;
      // two or more Methuselahs: the last point cannot go to the only one chosen so far
      if (referendum.terms.alloc.length === e.points - 1 && new Set(referendum.terms.alloc).size === 1)
        choices = alive.filter((x) => x !== referendum.terms.alloc[0]);
      return dec(
        referendum.seat,
        'terms',
        'allocate',
        choices.map((x) => opt(`alloc:${x}`, 'seat', { seat: x + 1 }, { seat: x })),
        'vtes-es:6.3.2',
        { left: e.points - referendum.terms.alloc.length },
      );
    }
    if (e?.e === 'refParity') {
      if (referendum.terms.seat === undefined) {
        const richer = living(s).filter((x) => s.seats[x].pool > s.seats[referendum.seat].pool);
        return dec(
          referendum.seat,
          'terms',
          'parityTarget',
          richer.map((x) => opt(`target:${x}`, 'seat', { seat: x + 1 }, { seat: x })),
          'vtes-es:6.3.2',
        );
      }
      if (referendum.terms.alloc.length < e.n) {
        const to = living(s).filter((x) => x !== referendum.terms.seat);
        return dec(
          referendum.seat,
          'terms',
          'allocate',
          to.map((x) => opt(`alloc:${x}`, 'seat', { seat: x + 1 }, { seat: x })),
          'vtes-es:6.3.2',
          { left: e.n - referendum.terms.alloc.length },
        );
      }
    }
    return null;
  }
  // polling: each Methuselah in turn casts votes (6.3.3); 6.3.2: votes are cast in any order, so a
  // Methuselah who passed is asked again after other votes were cast (see refAuto)
  const seat = referendum.order[referendum.idx];
  if (seat === undefined || s.seats[seat].ousted) return null;
  if ((referendum.doneAt?.[seat] ?? -1) >= (referendum.cast ?? 0)) return null;
  const o: Opt[] = [];
  const yn = (id: string, key: string, params: I18nRef['params'], p?: Record<string, unknown>) => {
    o.push(opt(`${id}:y`, `${key}For`, params, p));
    o.push(opt(`${id}:n`, `${key}Against`, params, p));
  };
  if (referendum.caller && seat === referendum.seat && referendum.card && !referendum.used.includes('call'))
    yn('call', 'voteCard', { card: cardName(s, referendum.card) });
  // Alexander Silverson: a vampire casting votes or a ballot against his referendum burns 1 blood (no blood: only "for")
  const vampVotes = (id: string, key: string, v: string, params: I18nRef['params'], p?: Record<string, unknown>) => {
    if (costlyAgainst(s) && blood(s, v) < 1) o.push(opt(`${id}:y`, `${key}For`, params, p));
    else yn(id, key, params, p);
  };
  for (const v of readyVampires(s, seat)) {
    const votes = titleVotes(titleOf(s, v));
    if (votes > 0 && !referendum.used.includes(`v:${v}`)) vampVotes(`v:${v}`, 'voteTitle', v, { name: cardName(s, v), votes }, { uid: v });
    // 6.3.3 prisci bloc: each ready priscus casts one ballot in the prisci sub-referendum
    if (titleOf(s, v) === 'priscus' && !referendum.used.includes(`b:${v}`))
      vampVotes(`b:${v}`, 'ballotPriscus', v, { name: cardName(s, v) }, { uid: v });
  }
  if (s.edge === seat && !referendum.used.includes('edge')) yn('edge', 'voteEdge', {});
  for (const v of readyVampires(s, seat)) {
    // Alexa Draper: discard a card requiring Dominate (the player picks which) for +1 vote
    const al = vampAbility(s, v, 'vDiscardForVote')[0] as { disc: string } | undefined;
    if (!al || referendum.used.includes(`ab:${v}`)) continue;
    for (const h of s.seats[seat].zones.hand.filter((x) => (defOf(s, x).libDisc ?? []).some((alt) => alt.includes(al.disc))))
      vampVotes(`ab:${v}:${h}`, 'voteDiscard', v, { name: cardName(s, v), card: cardName(s, h) }, { uid: v, card: h });
  }
  if (!referendum.used.includes(`pc:${seat}`) && !(referendum.caller && seat === referendum.seat && referendum.card)) {
    const pc = s.seats[seat].zones.hand.find((h) => defOf(s, h).types.includes('Political Action'));
    if (pc) yn(`pc:${pc}`, 'votePolitical', { card: cardName(s, pc) }, { card: pc });
  }
  for (const loc of s.seats[seat].zones.play) {
    const m = liveMode(s, loc);
    const e = m?.effects.find((x) => x.e === 'lockForVotes') as { n: number } | undefined;
    if (e && !s.cards[loc].locked && !referendum.used.includes(`loc:${loc}`))
      yn(`loc:${loc}`, 'voteLocation', { card: cardName(s, loc), votes: e.n }, { card: loc });
  }
  if (referendum.caller && seat === referendum.seat && s.act && s.cards[referendum.caller].zone === 'ready') {
    for (const h of s.seats[seat].zones.hand) {
      const d = defOf(s, h);
      if (s.act.usedMods.includes(d.id)) continue;
      for (const mi of playableModes(s, h, referendum.caller, seat, ['modifier'])) {
        const m = d.modes[mi];
        if (m.effects.some((e) => e.e === 'votes')) yn(`mod:${h}:${mi}`, 'voteModifier', { card: d.name }, { card: h });
      }
    }
  }
  if (referendum.caller && seat !== referendum.seat) {
    for (const r of readyMinions(s, seat)) {
      if (!mayReact(s, r, seat)) continue;
      for (const h of s.seats[seat].zones.hand) {
        const d = defOf(s, h);
        for (const mi of playableModes(s, h, r, seat, ['reaction'])) {
          const m = d.modes[mi];
          if (m.effects.some((e) => e.e === 'cancelReferendum'))
            o.push(opt(`cancel:${h}:${mi}:${r}`, 'cancelRef', { card: d.name, name: cardName(s, r) }, { card: h, uid: r }));
          if (
            m.effects.some((e) => e.e === 'reduceBleed' && e.orVotesAgainst) &&
            !referendum.used.includes(`r:${r}:${d.id}`) &&
            !(costlyAgainst(s) && blood(s, r) < 1)
          )
            o.push(opt(`against:${h}:${mi}:${r}`, 'reactVotes', { card: d.name, name: cardName(s, r) }, { card: h, uid: r }));
          // imported reactions for the polling step (effect resolved with manual operations)
          if (
            hasManualOnly(m) &&
            !isCancelMode(m) &&
            !referendum.used.includes(`r:${r}:${d.id}`) &&
            !(s.act?.usedReacts[r] ?? []).includes(d.id)
          )
            o.push(opt(`mreact:${h}:${mi}:${r}`, 'reaction', { card: d.name, mode: mi + 1 }, { card: h, uid: r }));
        }
      }
    }
  }
  // out-of-turn master cards usable during a referendum (1.6.2.4)
  o.push(...ootOptions(s, seat));
  if (!o.length) return null;
  o.push(opt('done', 'voteDone'));
  return dec(seat, 'vote', 'vote', o, 'vtes-es:6.3.3', { yes: referendum.yes, no: referendum.no });
}

/** Alexander Silverson: votes and ballots cast by vampires against a referendum he called cost 1 blood each. */
function costlyAgainst(s: VtesState): boolean {
  const referendum = s.ref;
  return !!referendum?.caller && vampAbility(s, referendum.caller, 'vCostlyVotesAgainst').length > 0;
}

function handleRef(s: VtesState, id: string, ev: Ev): void {
  const referendum = s.ref!;
  const p = id.split(':');
  if (referendum.step === 'terms') {
    if (p[0] === 'target') referendum.terms.seat = Number(p[1]);
    else referendum.terms.alloc.push(Number(p[1]));
    return;
  }
  const seat = referendum.order[referendum.idx];
  if (p[0] === 'done') {
    referendum.doneAt = { ...(referendum.doneAt ?? {}), [seat]: referendum.cast ?? 0 };
    referendum.idx++;
    return;
  }
  referendum.cast = (referendum.cast ?? 0) + 1;
  if (p[0] === 'oot') return playOutOfTurn(s, seat, p[1], Number(p[2]), ev);
  if (p[0] === 'mreact') {
    referendum.used.push(`r:${p[3]}:${s.cards[p[1]].cid}`);
    return playReaction(s, p[1], Number(p[2]), p[3], ev);
  }
  const dir = p[p.length - 1] === 'y' ? 1 : -1;
  const add = (n: number) => {
    if (dir > 0) referendum.yes += n;
    else referendum.no += n;
  };
  switch (p[0]) {
    case 'call':
      referendum.used.push('call');
      add(1);
      break;
    case 'v':
      referendum.used.push(`v:${p[1]}`);
      add(titleVotes(titleOf(s, p[1])));
      if (dir < 0 && costlyAgainst(s)) burnBlood(s, p[1], 1);
      break;
    case 'ab':
      referendum.used.push(`ab:${p[1]}`);
      if (dir < 0 && costlyAgainst(s)) burnBlood(s, p[1], 1);
      moveTo(s, p[2], 'ash', seat);
      ev.push({ type: 'vtes.discard', params: { seat, card: cardName(s, p[2]) }, reveals: true });
      drawUp(s, seat, ev);
      add(1);
      break;
    case 'b':
      referendum.used.push(`b:${p[1]}`);
      if (dir < 0 && costlyAgainst(s)) burnBlood(s, p[1], 1);
      referendum.ballots = referendum.ballots ?? { yes: 0, no: 0 };
      if (dir > 0) referendum.ballots.yes++;
      else referendum.ballots.no++;
      break;
    case 'edge':
      referendum.used.push('edge');
      s.edge = null;
      add(1);
      ev.push({ type: 'vtes.edgeBurned', params: { seat }, rule: 'vtes-es:6.3.3' });
      break;
    case 'pc':
      referendum.used.push(`pc:${seat}`);
      // 6.3.3: burned for its vote, text ignored, not replaced before the end of the referendum
      moveTo(s, p[1], 'limbo', seat);
      ev.push({
        type: 'vtes.play',
        params: { seat, uid: p[1], cid: s.cards[p[1]].cid, name: cardName(s, p[1]) },
        rule: 'vtes-es:6.3.3',
        reveals: true,
      });
      referendum.redraw = [...(referendum.redraw ?? []), seat];
      toAsh(s, p[1]);
      add(1);
      break;
    case 'loc':
      referendum.used.push(`loc:${p[1]}`);
      s.cards[p[1]].locked = true;
      add(3);
      break;
    case 'mod': {
      const h = p[1];
      const d = defOf(s, h);
      const m = d.modes[Number(p[2])];
      s.act!.usedMods.push(d.id);
      playFromHand(s, h, seat, ev);
      payCost(s, d, referendum.caller, seat, ev);
      toAsh(s, h);
      for (const e of m.effects) if (e.e === 'votes') add(e.n);
      break;
    }
    case 'cancel': {
      const [, h, mi, r] = p;
      playReaction(s, h, Number(mi), r, ev);
      if (referendum.caller) s.cards[referendum.caller].locked = false;
      if (referendum.card && s.cards[referendum.card].zone === 'limbo') moveTo(s, referendum.card, 'hand', s.cards[referendum.card].owner);
      if (referendum.cid) s.tf.barredPolitical = [...(s.tf.barredPolitical ?? []), referendum.cid];
      ev.push({ type: 'vtes.refCancelled', params: {}, rule: 'vtes-es:6.3.2' });
      s.ref = null;
      for (const x of referendum.redraw ?? []) drawUp(s, x, ev, true);
      fixHand(s, referendum.seat, ev);
      return;
    }
    case 'against': {
      const [, h, mi, r] = p;
      const d = defOf(s, h);
      referendum.used.push(`r:${r}:${d.id}`);
      playReaction(s, h, Number(mi), r, ev);
      referendum.no += 3;
      if (costlyAgainst(s)) burnBlood(s, r, 1);
      break;
    }
  }
  ev.push({ type: 'vtes.vote', params: { seat, yes: referendum.yes, no: referendum.no }, rule: 'vtes-es:6.3.3' });
}

/** Keeps the hand at its size: discards at random above it are not allowed, the player chooses (1.6.1.2). */
function fixHand(s: VtesState, seat: SeatId, ev: Ev): void {
  const over = s.seats[seat].zones.hand.length - handSize(s, seat);
  if (over > 0) {
    const hand = s.seats[seat].zones.hand;
    setPick(
      s,
      seat,
      'discardDown',
      hand.map((h) => ({ id: `d:${h}`, label: 'discard', params: { card: h, label: { card: cardName(s, h) } } })),
      { then: 'discardDown', data: {} },
    );
  } else drawUp(s, seat, ev);
}

function refAuto(s: VtesState, ev: Ev): void {
  const referendum = s.ref!;
  if (referendum.step === 'terms') {
    referendum.step = 'polling';
    referendum.order = pollOrder(s, referendum.seat);
    referendum.idx = 0;
    return;
  }
  if (referendum.idx < referendum.order.length) {
    const seat = referendum.order[referendum.idx];
    if (seat !== undefined && (referendum.doneAt?.[seat] ?? -1) < (referendum.cast ?? 0))
      referendum.doneAt = { ...(referendum.doneAt ?? {}), [seat]: referendum.cast ?? 0 };
    referendum.idx++;
    return;
  }
  // 6.3.2: polling ends only when every Methuselah has passed since the last vote was cast
  if (referendum.order.some((x) => !s.seats[x].ousted && (referendum.doneAt?.[x] ?? -1) < (referendum.cast ?? 0))) {
    referendum.idx = 0;
    return;
  }
  // 6.3.3 the prisci bloc's 3 votes go with the majority of ballots (a tie abstains)
  if (referendum.ballots && referendum.ballots.yes !== referendum.ballots.no) {
    if (referendum.ballots.yes > referendum.ballots.no) referendum.yes += 3;
    else referendum.no += 3;
  }
  // 6.3.2.3: more votes for than against passes; ties fail
  const passed = referendum.yes > referendum.no;
  ev.push({
    type: passed ? 'vtes.refPassed' : 'vtes.refFailed',
    params: { yes: referendum.yes, no: referendum.no },
    rule: 'vtes-es:6.3.2',
  });
  s.ref = null;
  for (const x of referendum.redraw ?? []) if (!s.seats[x].ousted) drawUp(s, x, ev, true);
  if (referendum.diablerist) {
    if (passed && (s.cards[referendum.diablerist].zone === 'ready' || s.cards[referendum.diablerist].zone === 'torpor'))
      burnCard(s, referendum.diablerist, ev, 'vtes-es:6.5.6');
    return;
  }
  // vtes-es:11 Título: a passed referendum puts a title card on the vampire that called it
  if (passed && referendum.card && s.act && s.cards[referendum.card].zone === 'limbo') {
    const tm = s.act.mode ?? 0;
    const e = defOf(s, referendum.card).modes[tm]?.effects.find((x) => x.e === 'titleCard') as { chosenClan?: string } | undefined;
    // the acting vampire, or the vampire chosen with the action (justicars), if still ready
    const to = e?.chosenClan ? s.act.titleFor : s.act.actor;
    if (e && to && s.cards[to].zone === 'ready' && isVampire(s, to)) placeTitleCard(s, referendum.card, to, tm, ev);
  }
  if (referendum.card && s.cards[referendum.card].zone === 'limbo') toAsh(s, referendum.card);
  if (s.act) s.act.refPassed = passed;
  if (s.act) s.act.refMargin = referendum.yes - referendum.no;
  if (!passed || !referendum.card) return;
  const e = defOf(s, referendum.card)
    .modes.flatMap((m) => m.effects)
    .find((x) => x.e.startsWith('ref'));
  if (!e) return;
  if (e.e === 'refBurnPerMinion') {
    for (const x of living(s)) {
      const n = readyMinions(s, x).length + s.seats[x].zones.torpor.length;
      burnPool(s, x, n);
      ev.push({ type: 'vtes.poolBurned', params: { seat: x, n } });
    }
  } else if (e.e === 'refAllocateBurn') {
    for (const x of referendum.terms.alloc) burnPool(s, x, 1);
    ev.push({ type: 'vtes.allocBurn', params: { seats: [...referendum.terms.alloc] } });
  } else if (e.e === 'refParity' && referendum.terms.seat !== undefined) {
    for (const x of referendum.terms.alloc) {
      if (s.seats[referendum.terms.seat].pool <= 0) break;
      s.seats[referendum.terms.seat].pool -= 1;
      s.seats[x].pool += 1;
      const w = s.seats[referendum.terms.seat].withdrawing;
      if (w) w.broken = true;
    }
    ev.push({ type: 'vtes.parity', params: { from: referendum.terms.seat, toSeats: [...referendum.terms.alloc] } });
  }
}

/** Underbridge Stray: burn it to unlock the minion it names. */
function strayUnlock(s: VtesState, stray: string, minion: string, ev: Ev): void {
  burnCard(s, stray, ev);
  s.cards[minion].locked = false;
  ev.push({ type: 'vtes.unlocked', params: { name: cardName(s, minion) } });
}

// =========================================================================================
// 6.5.5 diablerie
// =========================================================================================

function diablerie(s: VtesState, d: string, victim: string, ev: Ev): void {
  // step 1: all the victim's blood moves to the diablerist
  const moved = s.cards[victim].blood;
  s.cards[victim].blood = 0;
  bloodLost(s, victim, moved); // 9.2
  s.cards[d].blood += moved;
  capOverflow(s, d);
  // step 2: the diablerist may take any of the victim's equipment (one piece at a time)
  diablerieEquipment(s, d, victim, moved, ev);
}

function victimEquipment(s: VtesState, victim: string): string[] {
  return s.cards[victim].att.filter((x) => defOf(s, x).types.includes('Equipment'));
}

/** 6.5.5 step 2: "take <equipment>" options and "done" while the victim has equipment; then steps 3-4. */
function diablerieEquipment(s: VtesState, d: string, victim: string, moved: number, ev: Ev): void {
  const eq = victimEquipment(s, victim);
  if (eq.length && (s.cards[d].zone === 'ready' || s.cards[d].zone === 'torpor')) {
    setPick(
      s,
      s.cards[d].ctl,
      'diablerieEquipment',
      [
        ...eq.map((x) => ({ id: `t:${x}`, label: 'diablerieTake', params: { uid: x, card: x, label: { card: cardName(s, x) } } })),
        { id: 'done', label: 'noMore' },
      ],
      { then: 'diablerieEquipment', data: { d, victim, moved } },
    );
    return;
  }
  diablerieBurn(s, d, victim, moved, ev);
}

/** 6.5.5 steps 3-4: the victim burns with whatever is left on it, a blood hunt is pending, the Discipline card of an older victim. */
function diablerieBurn(s: VtesState, d: string, victim: string, moved: number, ev: Ev): void {
  const older = capacityOf(s, victim) > capacityOf(s, d);
  const red = isRedList(s, victim);
  burnCard(s, victim, ev, 'vtes-es:6.5.5');
  // step 5: a Red List victim earns the diablerist trophies (after step 4, before the blood hunt)
  if (red) queueTrophies(s, d, victim, ev, 'vtes-es:6.5.5');
  ev.push({ type: 'vtes.diablerie', params: { name: cardName(s, d), victim: cardName(s, victim), blood: moved }, rule: 'vtes-es:6.5.5' });
  // 6.5.6: a blood hunt referendum follows
  s.huntPending = d;
  // step 4: an older victim lets the diablerist take a Discipline card from library, ash heap or hand
  if (older) {
    const seat = s.cards[d].ctl;
    const z = s.seats[seat].zones;
    const found = [...z.library, ...z.ash, ...z.hand].filter((u) =>
      s.defs[s.cards[u].cid].modes.some((m) => m.effects.some((e) => e.e === 'discipline')),
    );
    if (found.length)
      setPick(
        s,
        seat,
        'diablerieDiscipline',
        [
          // library cards are named by card id, never by instance (the library's order stays hidden)
          ...found
            .filter(
              (u, i) =>
                s.cards[u].zone !== 'library' ||
                found.findIndex((x) => s.cards[x].zone === 'library' && s.cards[x].cid === s.cards[u].cid) === i,
            )
            .map((u) =>
              s.cards[u].zone === 'library'
                ? { id: `lib:${s.cards[u].cid}`, label: 'discipline', params: { label: { card: cardName(s, u), zone: L('zone.library') } } }
                : {
                    id: `t:${u}`,
                    label: 'discipline',
                    params: { card: u, label: { card: cardName(s, u), zone: L(`zone.${s.cards[u].zone}`) } },
                  },
            ),
          { id: 'none', label: 'back' },
        ],
        { then: 'diablerieDiscipline', data: { d } },
      );
  }
}

// =========================================================================================
// Red List and trophies (vtes-es:11, 1.6.2 item 3, 6.5.5 step 5; vtes-pl:Czerwona Lista, Karty mistrza, Diabolizm)
// =========================================================================================

function isTrophy(s: VtesState, u: string): boolean {
  return !!s.defs[s.cards[u].cid].trophy;
}

/** Ready Red List minions (of any Methuselah) not marked yet this turn. */
function redListTargets(s: VtesState): string[] {
  const marked = s.tf.redMarks ?? [];
  return living(s)
    .flatMap((x) => readyMinions(s, x))
    .filter((u) => isRedList(s, u) && !marked.includes(u));
}

/** Vampire `by` burned the Red List minion `victim`: its controller will be offered trophies (before any blood hunt). */
function queueTrophies(s: VtesState, by: string, victim: string, ev: Ev, rule = 'vtes-es:11'): void {
  if (!isVampire(s, by) || (s.cards[by].zone !== 'ready' && s.cards[by].zone !== 'torpor')) return;
  ev.push({ type: 'vtes.redListBurned', params: { name: cardName(s, by), victim: cardName(s, victim) }, rule });
  s.trophyQ = [...(s.trophyQ ?? []), by];
}

/**
 * A Red List minion was just burned: by the opposing vampire when it was in combat, or by the acting
 * vampire of a successful directed action (a card's effect applied with the manual operations).
 */
function redListBurned(s: VtesState, victim: string, ev: Ev): void {
  const combat = s.combat;
  const action = s.act;
  let by: string | undefined;
  if (combat && (victim === combat.a || victim === combat.b)) by = other(combat, victim);
  else if (
    !combat &&
    action &&
    action.outcome === 'success' &&
    action.target !== undefined &&
    action.target !== action.seat &&
    action.actor !== victim
  )
    by = action.actor;
  if (by) queueTrophies(s, by, victim, ev);
}

/** Starts the trophy steps of the queued vampires, one at a time, while no other small choice is pending. */
function runTrophies(s: VtesState, ev: Ev): void {
  while (!s.pick && !s.cancelWin && s.trophyQ?.length) {
    const [v, ...rest] = s.trophyQ;
    s.trophyQ = rest.length ? rest : undefined;
    trophySearch(s, v, ev);
  }
}

/** (a) one trophy from the controller's library, ash heap or hand (one option per card name and place), or none. */
function trophySearch(s: VtesState, v: string, ev: Ev): void {
  if (s.cards[v].zone !== 'ready' && s.cards[v].zone !== 'torpor') return;
  const seat = s.cards[v].ctl;
  const z = s.seats[seat].zones;
  const options: Pick['options'] = [];
  for (const zone of ['library', 'ash', 'hand'] as const) {
    const seen = new Set<string>();
    for (const u of z[zone])
      if (isTrophy(s, u) && !seen.has(s.cards[u].cid)) {
        seen.add(s.cards[u].cid);
        const label = { card: cardName(s, u), zone: L(`zone.${zone}`) };
        // library cards are named by card id, never by instance (the library's order stays hidden)
        if (zone === 'library') options.push({ id: `lib:${s.cards[u].cid}`, label: 'trophyTake', params: { uid: v, label } });
        else options.push({ id: `t:${u}`, label: 'trophyTake', params: { card: u, uid: v, label } });
      }
  }
  if (!options.length) return trophyPlace(s, v, [], false, ev);
  setPick(s, seat, 'trophySearch', [...options, { id: 'none', label: 'noTrophy' }], { then: 'trophySearch', data: { v } });
}

/**
 * (b) each Methuselah with trophies in play not on a vampire, from the vampire's controller clockwise,
 * may put any of them on it, one at a time; then the manual window for the placed trophies' effects.
 */
function trophyPlace(s: VtesState, v: string, done: SeatId[], placed: boolean, ev: Ev): void {
  if (s.cards[v].zone !== 'ready' && s.cards[v].zone !== 'torpor') return;
  const seat = s.cards[v].ctl;
  for (const x of pollOrder(s, seat)) {
    if (done.includes(x)) continue;
    const free = s.seats[x].zones.play.filter((u) => isTrophy(s, u) && !s.cards[u].contested);
    if (!free.length) continue;
    setPick(
      s,
      x,
      'trophyPlace', // placed on the trophy itself (the table lets the player click it); `vampire` names the receiver
      [
        ...free.map((u) => ({
          id: `t:${u}`,
          label: 'trophyPut',
          params: { card: u, vampire: v, label: { card: cardName(s, u), name: cardName(s, v) } },
        })),
        { id: 'done', label: 'noMore' },
      ],
      { then: 'trophyPlace', data: { v, done, placed } },
    );
    return;
  }
  // what a trophy does once on a vampire is applied by its (new) controller with the manual operations
  if (placed) openManual(s, seat);
  void ev;
}

// =========================================================================================
// 6.4 combat
// =========================================================================================

function startCombat(s: VtesState, a: string, b: string, ev: Ev): void {
  // 9.2: a withdrawing Methuselah's minion entering combat breaks the withdrawal
  for (const u of [a, b]) {
    const w = s.seats[s.cards[u].ctl].withdrawing;
    if (w) w.broken = true;
  }
  s.combat = {
    a,
    b,
    round: 1,
    step: 'preRange',
    range: 'close',
    asker: a,
    passes: 0,
    lastMove: null,
    strikes: {},
    extraLeft: {},
    extraSource: {},
    handOnly: false,
    nextClose: false,
    strengthSet: {},
    env: {},
    usedRound: {},
    usedCombat: {},
    optManeuvers: {},
    optPresses: {},
    preventUsed: [],
    damage: [],
    lostBlood: {},
    ended: false,
    unlockAtEnd: [],
    played: [],
  };
  ev.push({ type: 'vtes.combat', params: { a: cardName(s, a), b: cardName(s, b) }, rule: 'vtes-es:6.4' });
}

function combatCards(s: VtesState, u: string, pred: (m: Mode) => boolean): Opt[] {
  const combat = s.combat!;
  const seat = s.cards[u].ctl;
  const o: Opt[] = [];
  for (const h of s.seats[seat].zones.hand) {
    const d = defOf(s, h);
    for (const mi of playableModes(s, h, u, seat, ['combat'])) {
      const m = d.modes[mi];
      if (m.reqs.some((r) => r.r === 'oncePerRound') && (combat.usedRound[u] ?? []).includes(d.id)) continue;
      if (m.reqs.some((r) => r.r === 'oncePerCombat') && (combat.usedCombat[u] ?? []).includes(d.id)) continue;
      if (!pred(m)) continue;
      if (d.blood === 'X') {
        for (let x = 0; x <= Math.min(3, blood(s, u)); x++)
          o.push(opt(`card:${h}:${mi}:${x}`, 'combatCardX', { card: d.name, x }, { card: h, x }));
      } else o.push(opt(`card:${h}:${mi}`, 'combatCard', { card: d.name, mode: mi + 1 }, { card: h }));
    }
  }
  return o;
}

const hasE = (m: Mode, e: Effect['e']) => m.effects.some((x) => x.e === e);

function combatDecision(s: VtesState): Decision | null {
  const combat = s.combat!;
  if (combat.ended) return null;
  const u = combat.asker;
  const seat = s.cards[u].ctl;
  const name = cardName(s, u);
  // out-of-turn master cards of the other Methuselahs, once per round before range (1.6.2.4)
  if (combat.step === 'preRange' && combat.asker === combat.a) {
    const t = ootCombatSeat(s);
    if (t !== undefined) return dec(t, 'outOfTurn', 'outOfTurn', [...ootOptions(s, t), opt('ootpass', 'noMore')], 'vtes-es:1.6.2.4');
  }
  switch (combat.step) {
    case 'preRange': {
      const o = combatCards(s, u, (m) => m.reqs.some((r) => r.r === 'beforeRange'));
      if (!o.length) return null;
      o.push(opt('pass', 'noMore'));
      return dec(seat, 'beforeRange', 'beforeRange', o, 'vtes-es:6.4.2', { name });
    }
    case 'range': {
      if (combat.lastMove === u) return null;
      const closeOk = (m: Mode) => !m.effects.some((e) => e.e === 'maneuver' && e.toCloseOnly) || combat.range === 'long';
      const o = combatCards(s, u, (m) => hasE(m, 'maneuver') && !hasE(m, 'strike') && closeOk(m));
      // 6.4.2: a strike card with a maneuver is played now to maneuver, and it is also this round's strike
      if (!combat.strikes[u] && !combat.handOnly)
        for (const c of combatCards(s, u, (m) => hasE(m, 'maneuver') && hasE(m, 'strike') && closeOk(m)))
          o.push({ ...c, id: `s${c.id}`, label: L('opt.strikeManeuver', { card: defOf(s, String(c.params?.card)).name }) });
      if ((combat.optManeuvers[u] ?? 0) > 0) o.push(opt('optman', 'maneuverOptional', { name }));
      if (!o.length) return null;
      o.push(opt('pass', 'noMore'));
      return dec(seat, 'maneuver', combat.range === 'close' ? 'maneuverLong' : 'maneuverClose', o, 'vtes-es:6.4.2', { name });
    }
    case 'preStrike': {
      const o = combatCards(s, u, (m) => m.reqs.some((r) => r.r === 'closeBeforeStrikes'));
      if (!o.length) return null;
      o.push(opt('pass', 'noMore'));
      return dec(seat, 'beforeStrikes', 'beforeStrikes', o, 'vtes-es:6.4.3', { name });
    }
    case 'strikeA':
    case 'strikeB':
    case 'extraStrike': {
      // the strike was already chosen with a strike card's maneuver (6.4.2)
      if (combat.step !== 'extraStrike' && combat.strikes[u]) return null;
      const o: Opt[] = [];
      if (combat.range === 'close') o.push(opt('hand', 'handStrike', { name, dmg: strengthOf(s, u) }));
      const oppEquip = s.cards[other(combat, u)].att.filter((x) => defOf(s, x).types.includes('Equipment'));
      for (const x of s.cards[u].att) {
        // 6.4.5: equipment stolen this round cannot be used by its new holder before the next round
        if (combat.stolen?.includes(x)) continue;
        const m = liveMode(s, x);
        const e = m?.effects.find((y) => y.e === 'attachStrength' && y.rangedDamage) as { rangedDamage: number } | undefined;
        if (e && !combat.handOnly) {
          o.push(opt(`ranged:${x}`, 'rangedStrike', { card: cardName(s, x), dmg: e.rangedDamage }, { card: x }));
          // 6.4.7: at long range a ranged strike may target a retainer of the opposing minion
          if (combat.range === 'long')
            for (const r of s.cards[other(combat, u)].att)
              if (defOf(s, r).types.includes('Retainer'))
                o.push(
                  opt(
                    `ranged:${x}:@${r}`,
                    'rangedStrikeRetainer',
                    { card: cardName(s, x), dmg: e.rangedDamage, target: cardName(s, r) },
                    { card: r },
                  ),
                );
        }
        if (
          m?.effects.some((y) => y.e === 'attachStrength') &&
          defOf(s, x).modes.some((mm) => mm.effects.some((y) => y.e === 'strike' && y.s === 'burnEquipment')) &&
          !combat.handOnly &&
          combat.range === 'close'
        ) {
          // 6.4.5: with several pieces of equipment the striker chooses which one
          if (oppEquip.length > 1)
            for (const q of oppEquip)
              o.push(opt(`burnEq:${x}:@${q}`, 'burnEquipmentStrikeAt', { card: cardName(s, x), target: cardName(s, q) }, { card: q }));
          else o.push(opt(`burnEq:${x}`, 'burnEquipmentStrike', { card: cardName(s, x) }, { card: x }));
        }
      }
      for (const c of combatCards(s, u, (m) => {
        const st = m.effects.find((e) => e.e === 'strike') as Extract<Effect, { e: 'strike' }> | undefined;
        if (!st) return hasManualOnly(m);
        if (combat.handOnly && st.s !== 'hand') return false;
        if (combat.range === 'long' && st.s === 'hand') return false;
        if (combat.range === 'long' && (st.s === 'burnEquipment' || st.s === 'stealEquipment') && !st.ranged) return false;
        return true;
      })) {
        // destroy/steal equipment cards: one option per opposing equipment when there is a choice (6.4.5)
        const [, h, mi, x] = c.id.split(':');
        const st = defOf(s, h).modes[Number(mi)].effects.find((e) => e.e === 'strike') as Extract<Effect, { e: 'strike' }> | undefined;
        if (st && (st.s === 'burnEquipment' || st.s === 'stealEquipment') && oppEquip.length > 1)
          for (const q of oppEquip)
            o.push(
              opt(`card:${h}:${mi}:${x ?? 0}:@${q}`, 'equipmentStrikeAt', { card: defOf(s, h).name, target: cardName(s, q) }, { card: h }),
            );
        else o.push(c);
      }
      o.push(opt('none', 'noStrike'));
      return dec(seat, 'strike', 'strike', o, 'vtes-es:6.4.3', { name, range: combat.range });
    }
    case 'extra': {
      if (combat.extraSource[u]) return null;
      const o = combatCards(s, u, (m) => hasE(m, 'extraStrike') && !hasE(m, 'strike'));
      if (!o.length) return null;
      o.push(opt('pass', 'noMore'));
      return dec(seat, 'additionalStrike', 'additionalStrike', o, 'vtes-es:6.4.3', { name });
    }
    case 'prevent': {
      const dmg = combat.damage[0];
      if (!dmg) return null;
      const v = dmg.uid;
      const vs = s.cards[v].ctl;
      const o: Opt[] = [];
      if (s.cards[v].zone === 'ready') {
        for (const h of s.seats[vs].zones.hand)
          for (const mi of playableModes(s, h, v, vs, ['combat'])) {
            const d = defOf(s, h);
            const m = d.modes[mi];
            // 6.4.6: prevention cards are played one at a time, as many as wanted (no per-round limit unless printed)
            if (!hasE(m, 'prevent') || (m.reqs.some((r) => r.r === 'oncePerRound') && (combat.usedRound[v] ?? []).includes(d.id))) continue;
            if (d.blood === 'X') {
              // X is any amount of the vampire's blood; more than the damage left to prevent is never useful
              for (let x = 0; x <= Math.min(blood(s, v), Math.max(0, dmg.normal + dmg.agg - 1)); x++)
                o.push(opt(`card:${h}:${mi}:${x}`, 'preventX', { card: d.name, x, n: x + 1 }, { card: h, x }));
            } else o.push(opt(`card:${h}:${mi}`, 'combatCard', { card: d.name, mode: mi + 1 }, { card: h }));
          }
        if (!combat.preventUsed.includes(v))
          for (const x of s.cards[v].att) {
            const m = liveMode(s, x);
            if (m?.effects.some((e) => e.e === 'preventEachCombat'))
              o.push(opt(`static:${x}`, 'preventStatic', { card: cardName(s, x) }, { card: x }));
          }
      }
      if (!o.length) return null;
      o.push(opt('pass', 'noMore'));
      return dec(vs, 'prevent', 'prevent', o, 'vtes-es:6.4.6', { name: cardName(s, v), normal: dmg.normal, agg: dmg.agg });
    }
    case 'endRound': {
      if (!isVampire(s, u) || s.cards[u].zone !== 'ready') return null;
      const o = combatCards(s, u, (m) => m.reqs.some((r) => r.r === 'endOfRound'));
      if (!o.length) return null;
      o.push(opt('pass', 'noMore'));
      return dec(seat, 'endOfRound', 'endOfRound', o, 'vtes-es:6.4.1', { name });
    }
    case 'press': {
      if (combat.lastMove === u) return null;
      const o = combatCards(s, u, (m) => hasE(m, 'press') && !hasE(m, 'prevent') && !hasE(m, 'handOnlyRound'));
      if ((combat.optPresses[u] ?? 0) > 0) o.push(opt('optpress', combat.lastMove ? 'pressEnd' : 'pressContinue', { name }));
      for (const x of readyMinions(s, seat))
        // Underbridge Stray: any minion you control, the ally itself included, when it is in the combat
        if (blood(s, x) >= 1 && defOf(s, x).modes.some((mm) => mm.effects.some((e) => e.e === 'strayPress')))
          o.push(opt(`stray:${x}`, 'strayPress', { name: cardName(s, x) }, { uid: x }));
      if (!o.length) return null;
      o.push(opt('pass', 'noMore'));
      return dec(seat, 'press', combat.lastMove ? 'pressCancel' : 'press', o, 'vtes-es:6.4.4', { name });
    }
  }
  return null;
}

function ootCombatSeat(s: VtesState): SeatId | undefined {
  const combat = s.combat!;
  return living(s).find((x) => x !== s.active && !(combat.ootAsked ?? []).includes(x) && ootOptions(s, x).length > 0);
}

function markUsed(combat: CombatState, u: string, cid: string): void {
  combat.usedRound[u] = [...(combat.usedRound[u] ?? []), cid];
  combat.usedCombat[u] = [...(combat.usedCombat[u] ?? []), cid];
}

function playCombatCard(s: VtesState, u: string, h: string, mi: number, x: number, ev: Ev): Mode {
  const combat = s.combat!;
  const d = defOf(s, h);
  const seat = s.cards[u].ctl;
  markUsed(combat, u, d.id);
  playFromHand(s, h, seat, ev);
  payCost(s, d, u, seat, ev, x);
  combat.played.push(h);
  ev.push({ type: 'vtes.combatCard', params: { card: d.name, name: cardName(s, u) }, rule: 'vtes-es:6.4' });
  return d.modes[mi];
}

function handleCombat(s: VtesState, id: string, ev: Ev): void {
  const combat = s.combat!;
  const u = combat.asker;
  const p = id.split(':');
  if (p[0] === 'oot' || p[0] === 'ootpass') {
    const t = ootCombatSeat(s)!;
    combat.ootAsked = [...(combat.ootAsked ?? []), t];
    if (p[0] === 'oot') playOutOfTurn(s, t, p[1], Number(p[2]), ev);
    return;
  }
  switch (combat.step) {
    case 'preRange':
    case 'preStrike':
    case 'endRound': {
      if (p[0] === 'pass') return combatAdvanceAsker(s, ev);
      const m = playCombatCard(s, u, p[1], Number(p[2]), Number(p[3] ?? 0), ev);
      for (const e of m.effects) {
        if (e.e === 'strengthSet') combat.strengthSet[u] = e.n;
        else if (e.e === 'envDamage') combat.env[u] = (combat.env[u] ?? 0) + e.n;
        else if (e.e === 'handOnlyRound') {
          combat.handOnly = true;
          if (e.nextRoundClose) combat.nextClose = true;
        } else if (e.e === 'press') combat.optPresses[u] = (combat.optPresses[u] ?? 0) + 1;
        else if (e.e === 'gainLostBlood') {
          const n = combat.lostBlood[other(combat, u)] ?? 0;
          bankToCard(s, u, n);
          ev.push({ type: 'vtes.gainBlood', params: { name: cardName(s, u), n } });
        }
      }
      return;
    }
    case 'range': {
      if (p[0] === 'pass') {
        combat.passes++;
        return combatRangeNext(s, ev);
      }
      if (p[0] === 'optman') combat.optManeuvers[u]--;
      else if (p[0] === 'scard') {
        const m = playCombatCard(s, u, p[1], Number(p[2]), Number(p[3] ?? 0), ev);
        combat.strikes[u] = cardStrike(s, u, m, p[1]);
      } else playCombatCard(s, u, p[1], Number(p[2]), 0, ev);
      combat.range = combat.range === 'close' ? 'long' : 'close';
      combat.lastMove = u;
      combat.passes = 0;
      ev.push({ type: 'vtes.maneuver', params: { name: cardName(s, u), range: combat.range }, rule: 'vtes-es:6.4.2' });
      combat.asker = other(combat, u);
      return;
    }
    case 'strikeA':
    case 'strikeB':
    case 'extraStrike': {
      let st: Strike = { kind: 'none', dmg: 0, ranged: false };
      if (p[0] === 'hand') st = { kind: 'hand', dmg: strengthOf(s, u), ranged: false };
      else if (p[0] === 'burnEq') st = { kind: 'burnEquipment', dmg: 0, ranged: false };
      else if (p[0] === 'ranged') {
        const m = defOf(s, p[1]).modes[s.cards[p[1]].mode ?? 0];
        const e = m.effects.find((y) => y.e === 'attachStrength') as { rangedDamage?: number };
        // the strike comes from a card on the striker: lost if that card is gone before it resolves (6.4.5)
        st = { kind: 'damage', dmg: e.rangedDamage ?? 0, ranged: true, from: p[1] };
      } else if (p[0] === 'card') {
        const m = playCombatCard(s, u, p[1], Number(p[2]), Number(p[3] ?? 0), ev);
        st = cardStrike(s, u, m, p[1]);
      }
      const at = p.find((x) => x.startsWith('@'));
      if (at && (st.kind === 'burnEquipment' || st.kind === 'stealEquipment')) st.equip = at.slice(1);
      else if (at && combat.range === 'long' && st.ranged) st.target = at.slice(1);
      combat.strikes[u] = st;
      ev.push({ type: 'vtes.strike', params: { name: cardName(s, u), kind: st.kind, dmg: st.dmg }, rule: 'vtes-es:6.4.3' });
      if (combat.step === 'strikeA') {
        combat.step = 'strikeB';
        combat.asker = combat.b;
      } else if (combat.step === 'strikeB') resolveStrikes(s, ev);
      else {
        // additional strikes: next combatant with strikes left, then resolve
        combat.extraLeft[u]--;
        const o = other(combat, u);
        if (u === combat.a && (combat.extraLeft[o] ?? 0) > 0) combat.asker = o;
        else resolveStrikes(s, ev);
      }
      return;
    }
    case 'extra': {
      if (p[0] === 'pass') {
        combat.extraSource[u] = combat.extraSource[u] || false;
        return combatAdvanceAsker(s, ev);
      }
      const m = playCombatCard(s, u, p[1], Number(p[2]), 0, ev);
      for (const e of m.effects)
        if (e.e === 'extraStrike') {
          combat.extraLeft[u] = (combat.extraLeft[u] ?? 0) + 1;
          if (e.limited) combat.extraSource[u] = true;
        }
      return;
    }
    case 'prevent': {
      const dmg = combat.damage[0];
      if (p[0] === 'pass') {
        combat.damage.shift();
        applyDamage(s, dmg.uid, dmg.normal, dmg.agg, ev);
        return;
      }
      let n = 0;
      if (p[0] === 'static') {
        combat.preventUsed.push(dmg.uid);
        n = 1;
      } else {
        const x = Number(p[3] ?? 0);
        const m = playCombatCard(s, dmg.uid, p[1], Number(p[2]), x, ev);
        for (const e of m.effects) {
          if (e.e === 'prevent') n += e.n === 'X+1' ? x + 1 : e.n;
          if (e.e === 'press') combat.optPresses[dmg.uid] = (combat.optPresses[dmg.uid] ?? 0) + 1;
        }
      }
      // prevent aggravated first (the player's choice in 6.4.6; prevention of aggravated is always at least as good)
      const pa = Math.min(n, dmg.agg);
      dmg.agg -= pa;
      dmg.normal = Math.max(0, dmg.normal - (n - pa));
      ev.push({ type: 'vtes.prevent', params: { name: cardName(s, dmg.uid), n }, rule: 'vtes-es:6.4.6' });
      if (dmg.normal + dmg.agg === 0) combat.damage.shift();
      return;
    }
    case 'press': {
      if (p[0] === 'pass') {
        combat.passes++;
        return combatPressNext(s, ev);
      }
      if (p[0] === 'optpress') combat.optPresses[u]--;
      else if (p[0] === 'stray') loseLife(s, p[1], 1, ev);
      else playCombatCard(s, u, p[1], Number(p[2]), 0, ev);
      combat.lastMove = combat.lastMove ? null : u;
      combat.passes = 0;
      ev.push({ type: 'vtes.press', params: { name: cardName(s, u) }, rule: 'vtes-es:6.4.4' });
      combat.asker = other(combat, u);
      combat.pressBy = combat.lastMove ?? undefined;
      return;
    }
  }
}

/** The strike of a played combat card and its other strike-time effects. A maneuver on a strike card
 * is used only by playing the card during range determination (6.4.2): played as a strike, it is lost. */
function cardStrike(s: VtesState, u: string, m: Mode, card: string): Strike {
  const combat = s.combat!;
  let st: Strike = { kind: 'none', dmg: 0, ranged: false };
  for (const e of m.effects) {
    if (e.e === 'strike') {
      if (e.s === 'hand') st = { kind: 'hand', dmg: strengthOf(s, u) + (e.plus ?? 0), ranged: false, undodgeable: e.undodgeable };
      else if (e.s === 'dodge') st = { kind: 'dodge', dmg: 0, ranged: true };
      else if (e.s === 'combatEnds') st = { kind: 'combatEnds', dmg: 0, ranged: true };
      else if (e.s === 'damage') st = { kind: 'damage', dmg: e.dmg ?? 0, ranged: !!e.ranged };
      else if (e.s === 'stealBlood') st = { kind: 'stealBlood', dmg: e.dmg ?? 1, ranged: !!e.ranged };
      else if (e.s === 'burnEquipment' || e.s === 'stealEquipment') st = { kind: e.s, dmg: 0, ranged: !!e.ranged };
      if (e.firstStrike) st.firstStrike = true;
      if (e.agg) st.agg = true;
    } else if (e.e === 'extraStrike') {
      combat.extraLeft[u] = (combat.extraLeft[u] ?? 0) + 1;
      if (e.limited) combat.extraSource[u] = true;
    } else if (e.e === 'unlockActor') combat.unlockAtEnd.push(u);
    else if (e.e === 'manual') openManual(s, s.cards[u].ctl);
  }
  st.card = card;
  return st;
}

/** In the windows where the acting minion goes first then the opponent. */
function combatAdvanceAsker(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  if (combat.asker === combat.a) {
    combat.asker = combat.b;
    return;
  }
  combat.asker = combat.a;
  if (combat.step === 'preRange') {
    combat.step = 'range';
    combat.passes = 0;
    combat.lastMove = null;
  } else if (combat.step === 'preStrike') combat.step = 'strikeA';
  else if (combat.step === 'extra') startExtraStrikes(s, ev);
  else if (combat.step === 'endRound') {
    // vtes-pl "Kolejność walki": the round ends after the press step; a standing press to continue
    // starts the next round
    if (combat.finalRound || !combat.continues) return endCombat(s, ev);
    combat.continues = false;
    newRound(s, ev);
  }
}

/** After the strikes and their damage: the press step (vtes-pl "Kolejność walki" 6, vtes-es 6.4.4). */
function toPress(combat: NonNullable<VtesState['combat']>): void {
  combat.step = 'press';
  combat.asker = combat.a;
  combat.passes = 0;
  combat.lastMove = null;
}

function combatRangeNext(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  // the maneuver window ends when the side that must answer the last maneuver passes, or both pass
  if (combat.passes >= 2 || (combat.lastMove !== null && combat.asker !== combat.lastMove)) {
    combat.step = 'preStrike';
    combat.asker = combat.a;
    ev.push({ type: 'vtes.range', params: { range: combat.range }, rule: 'vtes-es:6.4.2' });
    return;
  }
  combat.asker = other(combat, combat.asker);
}

function combatPressNext(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  if (
    combat.passes >= 2 ||
    (combat.lastMove !== null && combat.asker !== combat.lastMove) ||
    (combat.lastMove === null && combat.passes >= 1 && combat.pressBy !== undefined)
  ) {
    // then the end-of-round step (vtes-pl "Kolejność walki" 7); a press to continue that stands
    // means another round after it
    combat.continues = combat.lastMove !== null;
    combat.step = 'endRound';
    combat.asker = combat.a;
    void ev;
    return;
  }
  combat.asker = other(combat, combat.asker);
}

function newRound(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  combat.round++;
  combat.step = 'preRange';
  combat.asker = combat.a;
  combat.range = 'close';
  combat.strikes = {};
  combat.extraLeft = {};
  combat.extraSource = {};
  combat.handOnly = false;
  combat.usedRound = {};
  combat.lostBlood = {};
  combat.passes = 0;
  combat.lastMove = null;
  combat.pressBy = undefined;
  combat.extraAsked = false;
  combat.stolen = undefined;
  combat.ootAsked = undefined;
  ev.push({ type: 'vtes.round', params: { round: combat.round }, rule: 'vtes-es:6.4.1' });
  if (combat.nextClose) {
    // Immortal Grapple superior: this round is at close range; the whole determine-range step
    // (its "before range" window included, 6.4.2) is skipped
    combat.nextClose = false;
    combat.step = 'preStrike';
    ev.push({ type: 'vtes.range', params: { range: combat.range }, rule: 'vtes-es:6.4.2' });
  }
}

function startExtraStrikes(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  if ((combat.extraLeft[combat.a] ?? 0) > 0) {
    combat.step = 'extraStrike';
    combat.asker = combat.a;
    combat.strikes = {};
  } else if ((combat.extraLeft[combat.b] ?? 0) > 0) {
    combat.step = 'extraStrike';
    combat.asker = combat.b;
    combat.strikes = {};
  } else toPress(combat);
  void ev;
}

/** 6.4.5: combat ends first, dodges cancel, then damage (normal and environmental) for both. */
function resolveStrikes(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  const sa = combat.strikes[combat.a] ?? { kind: 'none', dmg: 0, ranged: false };
  const sb = combat.strikes[combat.b] ?? { kind: 'none', dmg: 0, ranged: false };
  if (sa.kind === 'combatEnds' || sb.kind === 'combatEnds') {
    ev.push({ type: 'vtes.combatEnds', params: {}, rule: 'vtes-es:6.4.5' });
    return combatEndsEarly(s, ev);
  }
  // 6.4.5 first strike: resolved before the other combatant's strike (both first strike: together)
  if (!!sa.firstStrike !== !!sb.firstStrike) {
    combat.deferred = sa.firstStrike ? combat.b : combat.a;
    return resolveStrikesOf(s, [sa.firstStrike ? combat.a : combat.b], false, ev);
  }
  resolveStrikesOf(s, [combat.a, combat.b], true, ev);
}

/** Resolves the strikes of `strikers` (and environmental/retainer damage with the normal strikes). */
function resolveStrikesOf(s: VtesState, strikers: string[], normal: boolean, ev: Ev): void {
  const combat = s.combat!;
  const sa = combat.strikes[combat.a] ?? { kind: 'none', dmg: 0, ranged: false };
  const sb = combat.strikes[combat.b] ?? { kind: 'none', dmg: 0, ranged: false };
  const dmgTo: Record<string, number> = { [combat.a]: 0, [combat.b]: 0 };
  const aggTo: Record<string, number> = { [combat.a]: 0, [combat.b]: 0 };
  // a strike lands unless dodged or out of range; a strike made with a card that was burned or
  // stolen by a first strike is simply lost (6.4.5)
  const lands = (st: Strike, from: string) => {
    const oppStrike = from === combat.a ? sb : sa;
    if (oppStrike.kind === 'dodge' && !st.undodgeable && !st.target) return false;
    if (!(combat.range === 'close' || st.ranged)) return false;
    if (st.from && !(s.cards[st.from]?.zone === 'attached' && s.cards[st.from].host === from)) return false;
    return true;
  };
  const hits = (st: Strike, from: string) => {
    const to = other(combat, from);
    if (!lands(st, from)) return;
    if ((st.kind === 'hand' || st.kind === 'damage') && st.target) {
      // a retainer targeted at long range loses life (6.4.7); a dodge does not protect retainers
      if (s.cards[st.target]?.zone === 'attached' && s.cards[st.target].host === to) loseLife(s, st.target, st.dmg, ev);
      return;
    }
    if (st.kind === 'hand' || st.kind === 'damage') {
      if (st.agg) aggTo[to] += st.dmg;
      else dmgTo[to] += st.dmg;
    }
    if (st.kind === 'stealBlood') {
      // not damage: the blood moves before damage is healed (6.4.5)
      const k = Math.min(st.dmg, s.cards[to].blood);
      s.cards[to].blood -= k;
      bloodLost(s, to, k); // 9.2: stolen blood is lost blood
      s.cards[from].blood += k;
      capOverflow(s, from);
      ev.push({ type: 'vtes.stealBlood', params: { name: cardName(s, from), n: k }, rule: 'vtes-es:6.4.5' });
      if (!isVampire(s, to) && s.cards[to].blood <= 0) {
        const red = isRedList(s, to);
        burnCard(s, to, ev, 'vtes-es:6.4.5');
        if (red) redListBurned(s, to, ev);
      }
    }
  };
  if (strikers.includes(combat.a)) hits(sa, combat.a);
  if (strikers.includes(combat.b)) hits(sb, combat.b);
  // 6.4.5 destroy / steal equipment: the chosen (or only) equipment of the opposing minion is burned,
  // or moved onto the striker even if the striker could not use it as printed
  for (const [st, from] of [
    [sa, combat.a],
    [sb, combat.b],
  ] as const) {
    if (!strikers.includes(from)) continue;
    if (st.kind !== 'burnEquipment' && st.kind !== 'stealEquipment') continue;
    if (!lands(st, from)) continue;
    const to = other(combat, from);
    const onTo = (x: string | undefined) =>
      !!x && s.cards[x]?.zone === 'attached' && s.cards[x].host === to && defOf(s, x).types.includes('Equipment');
    const eq = onTo(st.equip) ? st.equip : s.cards[to].att.find((x) => onTo(x));
    if (!eq) continue;
    if (st.kind === 'burnEquipment') burnCard(s, eq, ev, 'vtes-es:6.4.5');
    else {
      attach(s, eq, from);
      combat.stolen = [...(combat.stolen ?? []), eq];
      ev.push({
        type: 'vtes.stealEquipment',
        params: { name: cardName(s, from), card: cardName(s, eq), from: cardName(s, to) },
        rule: 'vtes-es:6.4.5',
      });
    }
  }
  // environmental and retainer damage, during normal strike resolution of the first pair only
  if (normal && combat.step !== 'extraStrike') {
    for (const u of [combat.a, combat.b]) {
      const to = other(combat, u);
      dmgTo[to] += combat.env[u] ?? 0;
      for (const x of s.cards[u].att) {
        const m = liveMode(s, x);
        for (const e of m?.effects ?? []) if (e.e === 'retainerDamage') dmgTo[to] += e.n;
      }
    }
  }
  combat.damage = [combat.a, combat.b]
    .filter((u) => (dmgTo[u] > 0 || aggTo[u] > 0) && s.cards[u].zone === 'ready')
    .map((u) => ({ uid: u, normal: dmgTo[u], agg: aggTo[u] }));
  combat.step = 'prevent';
  combat.asker = combat.a;
  ev.push({ type: 'vtes.strikesResolved', params: { a: dmgTo[combat.a], b: dmgTo[combat.b] }, rule: 'vtes-es:6.4.5' });
}

/** 6.4.6: damage resolution (after prevention): blood heals normal damage; wounded vampires go to torpor. */
function applyDamage(s: VtesState, v: string, normal: number, agg: number, ev: Ev): void {
  const c = s.cards[v];
  if (c.zone !== 'ready' && c.zone !== 'torpor') return;
  if (!isVampire(s, v)) {
    const red = isRedList(s, v);
    loseLife(s, v, normal + agg, ev);
    ev.push({ type: 'vtes.lifeLost', params: { name: cardName(s, v), n: normal + agg }, rule: 'vtes-es:6.4.6' });
    if (red && s.cards[v].zone === 'ash') redListBurned(s, v, ev);
    return;
  }
  const before = c.blood;
  let wounded = c.zone === 'torpor';
  const heal = Math.min(normal, c.blood);
  burnBlood(s, v, heal);
  if (normal > heal) wounded = true;
  for (let i = 0; i < agg; i++) {
    if (!wounded) {
      wounded = true;
      continue;
    }
    if (c.blood > 0) burnBlood(s, v, 1);
    else {
      if (s.combat) s.combat.lostBlood[v] = (s.combat.lostBlood[v] ?? 0) + (before - c.blood);
      const red = isRedList(s, v);
      burnCard(s, v, ev, 'vtes-es:6.4.6');
      ev.push({ type: 'vtes.destroyed', params: { name: cardName(s, v) }, rule: 'vtes-es:6.4.6' });
      if (red) redListBurned(s, v, ev);
      return;
    }
  }
  if (s.combat) s.combat.lostBlood[v] = (s.combat.lostBlood[v] ?? 0) + (before - c.blood);
  ev.push({ type: 'vtes.damage', params: { name: cardName(s, v), normal, agg, blood: before - c.blood }, rule: 'vtes-es:6.4.6' });
  // cards that burn while their vampire is in torpor are burned by afterMoves (any way to torpor)
  if (wounded && c.zone === 'ready') toTorpor(s, v, ev);
}

function combatAuto(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  // combat ends at once when a combatant is no longer ready (6.4.3)
  if (combat.ended || s.cards[combat.a].zone !== 'ready' || s.cards[combat.b].zone !== 'ready') {
    if (combat.step === 'prevent' && combat.damage.length && s.cards[combat.damage[0].uid].zone === 'ready' && !combat.ended) {
      const d = combat.damage.shift()!;
      applyDamage(s, d.uid, d.normal, d.agg, ev);
      return;
    }
    if (combat.finalRound && combat.step === 'endRound') return combatAdvanceAsker(s, ev);
    return combatEndsEarly(s, ev);
  }
  switch (combat.step) {
    case 'preRange':
    case 'preStrike':
    case 'extra':
    case 'endRound':
      return combatAdvanceAsker(s, ev);
    case 'range':
      combat.passes++;
      return combatRangeNext(s, ev);
    case 'prevent': {
      const d = combat.damage.shift();
      if (d) {
        applyDamage(s, d.uid, d.normal, d.agg, ev);
        return;
      }
      if (combat.deferred) {
        const u = combat.deferred;
        combat.deferred = undefined;
        resolveStrikesOf(s, [u], true, ev);
        return;
      }
      if (combat.step === 'prevent') {
        // after the first pair: additional strikes; after extra strikes: more extra strikes or end of round
        const hadExtra = Object.values(combat.extraLeft).some((n) => n > 0);
        if (Object.keys(combat.strikes).length && combat.round > 0 && !hadExtra && !combat.extraAsked) {
          combat.extraAsked = true;
          combat.step = 'extra';
          combat.asker = combat.a;
        } else if (hadExtra) startExtraStrikes(s, ev);
        else toPress(combat);
      }
      return;
    }
    case 'press':
      combat.passes++;
      return combatPressNext(s, ev);
    case 'strikeA':
      // strike already chosen during range determination
      combat.step = 'strikeB';
      combat.asker = combat.b;
      return;
    case 'strikeB':
      return resolveStrikes(s, ev);
    default:
      return;
  }
}

/**
 * The combat ends before the round is over (a combatant is no longer ready, a combat-ends strike,
 * 6.4.3 / 6.4.5). vtes-pl "Koniec rundy": the end-of-round step still takes place (cards usable at
 * the end of a round may be played); es-2018 has no such step: the combat ends at once.
 */
function combatEndsEarly(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  if (s.edition === 'vekn-current' && !combat.finalRound && combat.step !== 'endRound') {
    combat.finalRound = true;
    combat.ended = false;
    combat.step = 'endRound';
    combat.asker = combat.a;
    return;
  }
  endCombat(s, ev);
}

function endCombat(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  for (const h of combat.played) if (s.cards[h].zone === 'limbo') toAsh(s, h);
  for (const u of combat.unlockAtEnd) if (s.cards[u].zone === 'ready') s.cards[u].locked = false;
  s.combat = null;
  ev.push({ type: 'vtes.combatEnd', params: {}, rule: 'vtes-es:6.4' });
}

// =========================================================================================
// 7 influence phase
// =========================================================================================

function influenceDecision(s: VtesState): Decision | null {
  const a = s.active;
  const t = s.tf.transfers;
  const z = s.seats[a].zones;
  const o: Opt[] = [];
  z.uncontrolled.forEach((v, i) => {
    if (!isVampire(s, v)) return;
    const pos = i + 1;
    if (s.cards[v].blood >= (defOf(s, v).capacity ?? 0)) {
      // vtes-es:11 Escaso: a scarce vampire costs 3 pool per other controlled vampire of its clan; offered only when payable
      const cost = scarceCost(s, v);
      if (!cost) o.push(opt(`influence:${v}`, 'influenceIn', { pos }, { uid: v }));
      else if (s.seats[a].pool >= cost) o.push(opt(`influence:${v}`, 'influenceInScarce', { pos, n: cost }, { uid: v, cost }));
    }
    if (t >= 1 && s.seats[a].pool >= 1) o.push(opt(`give:${v}`, 'transferIn', { pos }, { uid: v }));
    if (t >= 2 && s.cards[v].blood >= 1) o.push(opt(`take:${v}`, 'transferOut', { pos }, { uid: v }));
  });
  if (t >= 4 && s.seats[a].pool >= 1 && z.crypt.length) o.push(opt('crypt', 'drawCrypt'));
  // Wider View: 1 transfer to draw a crypt card (then remove an uncontrolled crypt card); 4 transfers to burn it for 2 pool
  for (const loc of z.play)
    if (liveMode(s, loc)?.effects.some((e) => e.e === 'widerView')) {
      if (t >= 1 && z.crypt.length) o.push(opt(`wv:draw:${loc}`, 'widerViewDraw', { card: cardName(s, loc) }, { card: loc }));
      if (t >= 4) o.push(opt(`wv:cash:${loc}`, 'widerViewCash', { card: cardName(s, loc) }, { card: loc }));
    }
  // 7 advanced vampires: 4 transfers and 1 pool merge the other version onto a controlled vampire
  if (t >= 4 && s.seats[a].pool >= 1)
    z.uncontrolled.forEach((v, i) => {
      const dv = s.defs[s.cards[v].cid];
      if (dv.kind !== 'crypt') return;
      for (const w of [...z.ready, ...z.torpor]) {
        const dw = s.defs[s.cards[w].cid];
        if (s.cards[w].merged || dw.name !== dv.name || !!dw.advanced === !!dv.advanced) continue;
        o.push(opt(`merge:${v}:${w}`, 'merge', { pos: i + 1, name: cardName(s, w) }, { uid: v, target: w }));
      }
    });
  o.push(opt('done', 'endPhase'));
  return dec(a, 'influence', 'influence', o, 'vtes-es:7', { transfers: t });
}

/** vtes-es:11 Escaso / vtes-pl:Cechy (Rzadki): 3 pool per other vampire of the same clan the Methuselah already controls. */
function scarceCost(s: VtesState, v: string): number {
  if (!hasTrait(s, v, 'scarce')) return 0;
  const a = s.cards[v].ctl;
  const clans = defOf(s, v).clan;
  const same = [...s.seats[a].zones.ready, ...s.seats[a].zones.torpor].filter(
    (x) => x !== v && !s.cards[x].contested && isVampire(s, x) && defOf(s, x).clan.some((c) => clans.includes(c)),
  );
  return 3 * same.length;
}

function handleInfluence(s: VtesState, id: string, ev: Ev): void {
  const a = s.active;
  const p = id.split(':');
  switch (p[0]) {
    case 'done':
      return endTurnPhase(s, ev);
    case 'give':
      s.tf.transfers -= 1;
      poolToCard(s, a, p[1], 1);
      ev.push({
        type: 'vtes.transfer',
        params: { seat: a, pos: s.seats[a].zones.uncontrolled.indexOf(p[1]) + 1, dir: 'in' },
        rule: 'vtes-es:7',
      });
      return;
    case 'take':
      s.tf.transfers -= 2;
      cardToPool(s, p[1], a, 1);
      ev.push({
        type: 'vtes.transfer',
        params: { seat: a, pos: s.seats[a].zones.uncontrolled.indexOf(p[1]) + 1, dir: 'out' },
        rule: 'vtes-es:7',
      });
      return;
    case 'crypt':
      s.tf.transfers -= 4;
      burnPool(s, a, 1);
      drawCrypt(s, a, ev);
      return;
    case 'wv': {
      if (p[1] === 'cash') {
        s.tf.transfers -= 4;
        burnCard(s, p[2], ev);
        bankToPool(s, a, 2);
        ev.push({ type: 'vtes.poolGained', params: { seat: a, n: 2 } });
        return;
      }
      s.tf.transfers -= 1;
      drawCrypt(s, a, ev);
      const un = s.seats[a].zones.uncontrolled;
      setPick(
        s,
        a,
        'removeUncontrolled',
        un.map((v, i) => ({ id: `r:${v}`, label: 'uncontrolled', params: { uid: v, label: { pos: i + 1 } } })),
        { then: 'removeUncontrolled', data: {} },
      );
      return;
    }
    case 'merge': {
      const [, v, w] = p;
      s.tf.transfers -= 4;
      burnPool(s, a, 1);
      // counters and cards on the incoming card burn; the controlled one keeps its own
      for (const x of [...s.cards[v].att]) burnCard(s, x, ev, 'vtes-pl:Faza wpływów');
      cardToBank(s, v, s.cards[v].blood);
      attach(s, v, w);
      s.cards[w].merged = v;
      capOverflow(s, w);
      ev.push({ type: 'vtes.merged', params: { seat: a, name: cardName(s, w) }, rule: 'vtes-pl:Faza wpływów', reveals: true });
      return;
    }
    case 'influence': {
      const v = p[1];
      const d = defOf(s, v);
      const cost = scarceCost(s, v);
      if (cost) {
        burnPool(s, a, cost);
        ev.push({ type: 'vtes.scarcePaid', params: { seat: a, name: d.name, n: cost }, rule: 'vtes-es:11' });
      }
      // 4.1: a second copy of a unique vampire you control burns (no contest with yourself)
      if ([...readyVampires(s, a), ...s.seats[a].zones.torpor].some((x) => sameCard(s, s.cards[x].cid, d.id))) {
        moveTo(s, v, 'ready', a);
        burnCard(s, v, ev, 'vtes-es:4.1');
        return;
      }
      moveTo(s, v, 'ready', a);
      s.cards[v].locked = false;
      capOverflow(s, v);
      ev.push({ type: 'vtes.influenced', params: { seat: a, uid: v, cid: d.id, name: d.name }, rule: 'vtes-es:7', reveals: true });
      checkCardContest(s, v, ev);
      checkTitleContest(s, v, ev);
      return;
    }
  }
}

// =========================================================================================
// 8 discard phase
// =========================================================================================

function discardDecision(s: VtesState): Decision | null {
  const a = s.active;
  if (s.tf.discards <= 0) return null;
  const hand = s.seats[a].zones.hand;
  if (!hand.length) return null;
  const o = hand.map((h) => opt(`discard:${h}`, 'discard', { card: cardName(s, h) }, { card: h }));
  for (const h of hand) {
    const d = defOf(s, h);
    // 1.6.4: each event once per game (by any Methuselah), and only when its requirements hold (e.g. Gehenna events in play)
    if (
      d.types.includes('Event') &&
      !s.seats.some((x) => x.eventsPlayed.includes(d.id)) &&
      d.modes.some((m) => meetsReqs(s, d, m, null, a))
    )
      o.push(opt(`event:${h}`, 'playEvent', { card: d.name }, { card: h }));
  }
  o.push(opt('done', 'endPhase'));
  return dec(a, 'discard', 'discard', o, 'vtes-es:8');
}

function handleDiscard(s: VtesState, id: string, ev: Ev): void {
  const a = s.active;
  const p = id.split(':');
  if (p[0] === 'done') return endTurnPhase(s, ev);
  s.tf.discards--;
  const h = p[1];
  if (p[0] === 'event') {
    // 1.6.4: each event once per game; effects are resolved manually
    s.seats[a].eventsPlayed.push(defOf(s, h).id);
    playFromHand(s, h, a, ev);
    moveTo(s, h, 'play', a);
    openManual(s, a);
    return;
  }
  moveTo(s, h, 'ash', a);
  ev.push({ type: 'vtes.discard', params: { seat: a, card: cardName(s, h) }, rule: 'vtes-es:8', reveals: true });
  drawUp(s, a, ev);
}

// =========================================================================================
// picks (small choices)
// =========================================================================================

function handlePick(s: VtesState, id: string, ev: Ev): void {
  const pick = s.pick!;
  s.pick = null;
  const p = id.split(':');
  switch (pick.then) {
    case 'chooseAction':
      if (id === 'back') return;
      return announce(s, id, ev);
    case 'masterTarget':
      return resolveMaster(s, pick.data.card, p[1], ev);
    case 'titleTarget': {
      const action = s.act!;
      action.titleFor = p[1];
      setBlockers(s, action);
      return;
    }
    case 'actionTarget': {
      const action = s.act!;
      if (p[0] === 's') action.target = Number(p[1]);
      else {
        action.targetCard = p[1];
        action.target = s.cards[p[1]].ctl;
      }
      setBlockers(s, action);
      return;
    }
    case 'bloodToUncontrolled': {
      const n = pick.data.n;
      bankToCard(s, p[1], n);
      ev.push({ type: 'vtes.bloodToUncontrolled', params: { seat: pick.seat, n }, rule: 'vtes-es:6.1.6' });
      return;
    }
    case 'discardFromPrey': {
      const prey = pick.data.prey;
      moveTo(s, p[1], 'ash', prey);
      ev.push({ type: 'vtes.discard', params: { seat: prey, card: cardName(s, p[1]) }, reveals: true });
      drawUp(s, prey, ev);
      return;
    }
    case 'barrensDiscard':
    case 'discardDown': {
      const owner = s.cards[p[1]].owner;
      moveTo(s, p[1], 'ash', owner);
      ev.push({ type: 'vtes.discard', params: { seat: owner, card: cardName(s, p[1]) }, reveals: true });
      fixHand(s, owner, ev);
      return;
    }
    case 'manualTarget':
      return manualApply(s, pick.data.op, p[1], ev);
    case 'troublemakerLock': {
      if (id === 'stop') return;
      s.cards[p[1]].locked = true;
      ev.push({ type: 'vtes.lock', params: { uid: p[1], name: cardName(s, p[1]) } });
      const left = pick.data.left - 1;
      const prey = s.cards[p[1]].ctl;
      const vs = readyVampires(s, prey).filter((v) => !s.cards[v].locked);
      if (left > 0 && vs.length)
        setPick(
          s,
          pick.seat,
          'lockTarget',
          [
            ...vs.map((v) => ({ id: `t:${v}`, label: 'target', params: { uid: v, label: { name: cardName(s, v) } } })),
            { id: 'stop', label: 'back' },
          ],
          { then: 'troublemakerLock', data: { left } },
        );
      return;
    }
    case 'burnTarget':
      burnCard(s, p[1], ev, 'vtes-es:6.4.5');
      return;
    case 'burnNamed':
      // a master card's "you can burn a card named X (if any)" (Vessel)
      if (id !== 'none') burnCard(s, p[1], ev, 'vtes-es:1.6.2.6');
      return;
    case 'dreamsBlood':
      bankToCard(s, p[1], 1);
      ev.push({ type: 'vtes.bloodToUncontrolled', params: { seat: pick.seat, n: 1 } });
      return;
    case 'diablerieEquipment': {
      const d = pick.data.d;
      const victim = pick.data.victim;
      const moved = pick.data.moved;
      if (id === 'done') return diablerieBurn(s, d, victim, moved, ev);
      attach(s, p[1], d);
      ev.push({ type: 'vtes.equipTaken', params: { name: cardName(s, d), card: cardName(s, p[1]) }, rule: 'vtes-es:6.5.5' });
      return diablerieEquipment(s, d, victim, moved, ev);
    }
    case 'diablerieDiscipline': {
      if (id === 'none') return;
      const d = pick.data.d;
      const card = p[0] === 'lib' ? s.seats[pick.seat].zones.library.find((u) => s.cards[u].cid === p[1])! : p[1];
      const from = s.cards[card].zone;
      const e = s.defs[s.cards[card].cid].modes.flatMap((m) => m.effects).find((x) => x.e === 'discipline') as { disc: string };
      // own() the shared library/hand record before attaching it (copy on write)
      moveTo(s, card, 'limbo', pick.seat);
      attach(s, card, d);
      s.cards[card].mode = 0;
      const t = s.cards[d];
      t.capBonus += 1;
      t.discBonus = { ...(t.discBonus ?? {}), [e.disc]: (t.discBonus?.[e.disc] ?? 0) + 1 };
      ev.push({ type: 'vtes.discipline', params: { name: cardName(s, d), disc: e.disc }, rule: 'vtes-es:6.5.5' });
      if (from === 'library') {
        shuffleZone(s, pick.seat, 'library');
        ev.push({ type: 'vtes.shuffle', params: { seat: pick.seat }, reveals: true });
      } else if (from === 'hand') drawUp(s, pick.seat, ev, true);
      return;
    }
    case 'slaveSwap':
      if (id === 'pass') return blockCombat(s, ev);
      return slaveSwap(s, p[1], ev);
    case 'trophySearch': {
      const v = pick.data.v;
      if (id === 'none') return trophyPlace(s, v, [], false, ev);
      const card = p[0] === 'lib' ? s.seats[pick.seat].zones.library.find((u) => s.cards[u].cid === p[1])! : p[1];
      const from = s.cards[card].zone;
      // own() the shared library/hand record before attaching it (copy on write)
      moveTo(s, card, 'limbo', pick.seat);
      attach(s, card, v);
      s.cards[card].mode = 0;
      ev.push({
        type: 'vtes.trophyTaken',
        params: { name: cardName(s, v), card: cardName(s, card), zone: L(`zone.${from}`) },
        rule: 'vtes-es:11',
        reveals: true,
      });
      if (from === 'library') {
        shuffleZone(s, pick.seat, 'library');
        ev.push({ type: 'vtes.shuffle', params: { seat: pick.seat }, reveals: true });
      } else if (from === 'hand') drawUp(s, pick.seat, ev);
      return trophyPlace(s, v, [], true, ev);
    }
    case 'trophyPlace': {
      const v = pick.data.v;
      const done = pick.data.done;
      if (id === 'done') return trophyPlace(s, v, [...done, pick.seat], pick.data.placed, ev);
      attach(s, p[1], v);
      ev.push({
        type: 'vtes.trophyPlaced',
        params: { seat: pick.seat, name: cardName(s, v), card: cardName(s, p[1]) },
        rule: 'vtes-es:1.6.2',
      });
      return trophyPlace(s, v, done, true, ev);
    }
    case 'captivation': {
      const k = Number(p[1]);
      const margin = pick.data.margin;
      bankToPool(s, pick.seat, k);
      bankToCard(s, pick.data.actor, margin - k);
      ev.push({ type: 'vtes.captivation', params: { seat: pick.seat, pool: k, blood: margin - k } });
      return;
    }
    case 'removeUncontrolled':
      removeFromGame(s, p[1]);
      ev.push({ type: 'vtes.removedUncontrolled', params: { seat: pick.seat }, rule: 'vtes-es:1.1.2' });
      return;
  }
}

// =========================================================================================
// manual operations (item 5): logged, undoable changes for card text the engine does not run
// =========================================================================================

function handleManual(s: VtesState, id: string, ev: Ev): void {
  if (id === 'done') {
    s.manualSeat = null;
    s.manualLeft = 0;
    return;
  }
  const [kind, op] = id.split(':');
  if (kind === 'ctx') {
    s.manualLeft--;
    const action = s.act;
    if (op === 'stealthPlus' && action) action.stealth++;
    if (op === 'interceptPlus' && action) action.intercept++;
    if (op === 'bleedPlus' && action) action.bleed++;
    if (op === 'bleedMinus' && action) action.bleed = Math.max(0, action.bleed - 1);
    if (op === 'votesFor' && s.ref) s.ref.yes++;
    if (op === 'votesAgainst' && s.ref) s.ref.no++;
    if (op === 'endCombat' && s.combat) s.combat.ended = true;
    if (action && action.blocker && (op === 'stealthPlus' || op === 'interceptPlus'))
      action.step = action.intercept >= action.stealth ? 'stealth' : 'intercept';
    ev.push({ type: 'vtes.manual', params: { seat: s.manualSeat ?? s.active, op, target: '' }, rule: 'vtes-es:1.4' });
    return;
  }
  const targets = manualTargets(s, op);
  s.manualLeft--;
  if (!targets.length) return;
  setPick(s, s.manualSeat!, 'manualTarget', targets, { then: 'manualTarget', data: { op } });
}

function manualApply(s: VtesState, op: string, target: string, ev: Ev): void {
  const seat = s.manualSeat ?? s.active;
  switch (op) {
    case 'bloodPlus':
      bankToCard(s, target, 1);
      break;
    case 'bloodMinus':
      bloodLost(s, target, cardToBank(s, target, 1)); // 9.2
      if (!isVampire(s, target) && s.cards[target].blood <= 0 && (isAlly(s, target) || defOf(s, target).types.includes('Retainer')))
        burnCard(s, target, ev);
      break;
    case 'poolPlus':
      bankToPool(s, Number(target), 1);
      break;
    case 'poolMinus':
      burnPool(s, Number(target), 1);
      break;
    case 'lock':
      s.cards[target].locked = true;
      break;
    case 'unlock':
      s.cards[target].locked = false;
      break;
    case 'burnCard': {
      // a card giving hand size leaves: the hand shrinks at once (1.6.1.2)
      const hs = liveMode(s, target)?.effects.find((e) => e.e === 'handSize') as { n: number } | undefined;
      const ctl = s.cards[target].ctl;
      const red = isRedList(s, target) && isMinion(s, target);
      burnCard(s, target, ev, 'vtes-es:1.1.2');
      // a manual burn of a Red List minion during combat (or a directed action) still earns trophies
      if (red) redListBurned(s, target, ev);
      if (hs) {
        s.seats[ctl].handBonus -= hs.n;
        fixHand(s, ctl, ev);
      }
      break;
    }
    case 'draw': {
      const x = Number(target);
      const lib = s.seats[x].zones.library;
      if (lib.length) {
        moveTo(s, lib[0], 'hand', x);
        const drawn = s.seats[x].zones.hand[s.seats[x].zones.hand.length - 1];
        ev.push({
          type: 'vtes.drawSelf',
          params: { seat: x, uid: drawn, cid: s.cards[drawn].cid, name: defOf(s, drawn).name },
          visibleTo: [x],
        });
        ev.push({ type: 'vtes.draw', params: { seat: x, n: 1 }, reveals: true });
        fixHand(s, x, ev);
      }
      break;
    }
  }
  ev.push({
    type: 'vtes.manual',
    params: { seat, op, target: s.cards[target] ? cardName(s, target) : target },
    rule: 'vtes-es:1.4',
  });
}

// =========================================================================================
// invariants (conservation) and progress
// =========================================================================================

export { endGame, leaveGame };

/**
 * Steps the tests drive on hand-built states (main/games/vtes/testing.ts wraps them): the automatic
 * steps after a change (settle) and damage resolution (6.4.6).
 */
export { applyDamage, settle };
