/**
 * Every change of the V:TES state's cards, seats, counters and turn records is an `Op` (issue 11
 * item 4), applied by `applyOp`, the only code that writes those fields (design.md §2: the single
 * applicator). The helpers below (moveTo, bankToCard, lock, burnCard, drawUp...) compute an op from
 * the rules' intent (how many counters can move, where a card goes) and apply it; the events of the
 * log that describe a change (a burn, a draw, a card to torpor) are written by the helper that
 * applies its ops, once, so nothing describes a change twice (docs/vtes-automation.md "Changes").
 *
 * Copy on write (issue 14 item 2): `clone` shares the card records, the seats and the turn records
 * with the previous state; `applyOp` copies a card record or a seat the first time an apply writes
 * to it, and replaces zone lists and turn records instead of writing into them.
 */
import { RngCursor } from '../../../engine/rng';
import type { SeatId } from '../../../engine/types';
import {
  capacityOf,
  clearsOnNewBearer,
  defOf,
  type Ev,
  handSize,
  type Inst,
  convictionsOn,
  isAlly,
  isImbued,
  isVampire,
  replaceCardInstead,
  shareCidIndex,
  type GameMarks,
  type SeatState,
  type SeatZone,
  type Step,
  type StepRecords,
  type TurnFlags,
  type VtesState,
  type Zone,
} from './state';
import type { CardDatum, CardId } from '../schema/card-params';
import { isFresh, markFresh } from '../../../engine/draft';
import { copyFlags, copyInst, copySeat } from './copies';
import { redrawer, redrawPick } from './redraw';
import { burnWatchers } from './bearer-watch';

/** Where counters are: the bank, a Methuselah's pool, or a card (blood, life or counters). */
export type Place = 'bank' | { pool: SeatId } | { card: string };

/** The marks of a card record an op may set (everything but where it is and its counters). */
export type CardMarks = Partial<
  Pick<
    Inst,
    | 'controller'
    | 'locked'
    | 'capBonus'
    | 'discBonus'
    | 'mode'
    | 'anarch'
    | 'noTitle'
    | 'contestedTitle'
    | 'gainedTitle'
    | 'actFrom'
    | 'wounded'
    | 'merged'
    | 'contested'
    | 'usedTurn'
    | 'sinceUnlock'
    | 'skipUnlock'
    | 'marks'
    | 'label'
    | 'data'
    | 'diablerie'
    | 'chose'
    | 'seatsKept'
    | 'circle'
    | 'becomes'
    | 'becameClan'
    | 'gainedTraits'
  >
>;

/** The fields of a seat an op may set (its pool moves only by counters ops, its zones by moves). */
export type SeatMarks = Partial<
  Pick<
    SeatState,
    | 'vp'
    | 'ousted'
    | 'withdrawn'
    | 'withdrawing'
    | 'masterDebt'
    | 'trifleNext'
    | 'handBonus'
    | 'eventsPlayed'
    | 'noReplace'
    | 'noReplaceDiscard'
    | 'noReplaceAction'
    | 'influenced'
    | 'noTransfersNext'
  >
>;

/** The per-turn records that are lists of what was used this turn. */
export type TurnList = {
  [K in keyof TurnFlags]-?: NonNullable<TurnFlags[K]> extends readonly (string | number)[] ? K : never;
}[keyof TurnFlags];

export type Op =
  /** A card to a zone of a seat (on top of it with `top`), or aside to limbo. */
  | { op: 'move'; uid: string; zone: Zone; seat: SeatId; top?: boolean }
  /** A card put on another card (equipment, retainers, master cards on a vampire). */
  | { op: 'attach'; uid: string; host: string }
  /** `n` counters from one place to another (blood, pool, life, counters on cards, the bank). */
  | { op: 'counters'; from: Place; to: Place; n: number }
  /** Marks of a card: locked, modes, titles, per-turn uses... */
  | { op: 'card'; uid: string; set: CardMarks }
  /** Fields of a seat: victory points, withdrawal, master debt, hand size bonus... */
  | { op: 'seat'; seat: SeatId; set: SeatMarks }
  /** A Methuselah is ousted (9.1): marked and added to the ousting order. */
  | { op: 'oust'; seat: SeatId }
  /** The Edge changes hands (or goes back to nobody). */
  | { op: 'edge'; seat: SeatId | null }
  /** A library or crypt shuffled with the game's seeded generator (`top`: only its top cards, the rest in place). */
  | { op: 'shuffle'; seat: SeatId; zone: 'library' | 'crypt'; top?: number }
  /** Turn records set (`reset`: the records of a new turn replace the old ones). */
  | { op: 'turn'; set: Partial<TurnFlags>; reset?: boolean }
  /** What a card module keeps on a card (cards/<id>.ts), set or (undefined) cleared. */
  | { op: 'data'; uid: string; id: CardId; value: CardDatum | undefined }
  /** Fields of the game itself: the phase, the active Methuselah, the pending blood hunt, the result... */
  | { op: 'game'; set: GameMarks }
  | FrameOp;

/** The name of a frame's step record (the state field holding it). */
export type StepName = keyof StepRecords;

/**
 * A frame pushed (its record set) or popped (`value` null), and fields of the step record on the
 * stack set (frames.ts; issue 11 item 4): the only ways a step record changes.
 */
export type FrameOp = {
  [K in StepName]: { op: 'frame'; rec: K; value: Step<StepRecords[K]> | null } | { op: 'step'; rec: K; set: Partial<Step<StepRecords[K]>> };
}[StepName];

/** Observer of every op applied (tests only: the op-coverage check). */
let tap: ((s: VtesState, op: Op) => void) | null = null;

/** Calls `f` with every op applied until it is called again with null (tests). */
export function tapOps(f: ((s: VtesState, op: Op) => void) | null): void {
  tap = f;
}

/** The record of card `uid` this apply may write: copied the first time. */
function cardRec(s: VtesState, uid: string): Inst {
  const c = s.cards[uid];
  if (isFresh(s, c)) return c;
  // the card table itself is shared by clone() until the apply's first card write
  if (!isFresh(s, s.cards)) {
    const from = s.cards;
    s.cards = { ...from };
    shareCidIndex(from, s.cards);
    markFresh(s, s.cards);
  }
  const copy = copyInst(c);
  s.cards[uid] = copy;
  markFresh(s, copy);
  return copy;
}

/** The seat record this apply may write, with its own zones object: copied the first time. */
function seatRec(s: VtesState, seat: SeatId): SeatState {
  const st = s.seats[seat];
  if (isFresh(s, st)) return st;
  const copy = copySeat(st);
  s.seats[seat] = copy;
  markFresh(s, copy);
  return copy;
}

/** Removes a card from wherever it is. */
function detach(s: VtesState, c: Inst): void {
  if (c.zone === 'attached' && c.host) {
    const h = cardRec(s, c.host);
    h.attached = h.attached.filter((x) => x !== c.uid);
    c.host = undefined;
  } else if (c.zone === 'limbo') {
    s.limbo = s.limbo.filter((x) => x !== c.uid);
  } else {
    // zone lists are replaced, never written into: a rule iterating a list sees it as it was
    const st = seatRec(s, c.zoneSeat);
    const z = c.zone as SeatZone;
    const list = st.zones[z];
    const i = list.indexOf(c.uid);
    if (i === 0) st.zones[z] = list.slice(1);
    else if (i > 0) {
      const rest = list.slice();
      rest.splice(i, 1);
      st.zones[z] = rest;
    }
  }
}

function addCounters(s: VtesState, p: Place, n: number): void {
  if (p === 'bank') s.bank += n;
  else if ('pool' in p) seatRec(s, p.pool).pool += n;
  else cardRec(s, p.card).blood += n;
}

/**
 * Whether a record already holds every value `set` would write (then the op changes nothing and no
 * copy is made; a field set to undefined where it is absent is no change either: the state's JSON
 * and its hash drop undefined members).
 */
function sameMarks(rec: object, set: object): boolean {
  const r = rec as Record<string, unknown>;
  const x = set as Record<string, unknown>;
  for (const k in x) if (r[k] !== x[k]) return false;
  return true;
}

/** The single applicator: the only code that writes the cards, seats, counters and turn records. */
export function applyOp(s: VtesState, op: Op): void {
  if (tap) tap(s, op);
  switch (op.op) {
    case 'move': {
      const c = cardRec(s, op.uid);
      detach(s, c);
      c.zone = op.zone;
      if (op.zone === 'limbo') {
        s.limbo = [...s.limbo, op.uid];
        return;
      }
      c.zoneSeat = op.seat;
      if (op.zone === 'ready' || op.zone === 'torpor' || op.zone === 'play' || op.zone === 'uncontrolled') c.controller = op.seat;
      const st = seatRec(s, op.seat);
      const z = op.zone as SeatZone;
      st.zones[z] = op.top ? [op.uid, ...st.zones[z]] : [...st.zones[z], op.uid];
      return;
    }
    case 'attach': {
      const c = cardRec(s, op.uid);
      detach(s, c);
      const h = cardRec(s, op.host);
      c.zone = 'attached';
      c.host = op.host;
      c.controller = h.controller;
      h.attached = [...h.attached, op.uid];
      return;
    }
    case 'counters':
      // nothing moves: no record is copied (issue 14 item 2)
      if (op.n === 0) return;
      addCounters(s, op.from, -op.n);
      addCounters(s, op.to, op.n);
      return;
    case 'card':
      if (!sameMarks(s.cards[op.uid], op.set)) Object.assign(cardRec(s, op.uid), op.set);
      return;
    case 'seat':
      if (!sameMarks(s.seats[op.seat], op.set)) Object.assign(seatRec(s, op.seat), op.set);
      return;
    case 'oust':
      seatRec(s, op.seat).ousted = true;
      s.ousted = [...s.ousted, op.seat];
      return;
    case 'edge':
      s.edge = op.seat;
      return;
    case 'shuffle': {
      const cur = new RngCursor(s.rng);
      const z = s.seats[op.seat].zones[op.zone];
      seatRec(s, op.seat).zones[op.zone] = op.top === undefined ? cur.shuffle(z) : [...cur.shuffle(z.slice(0, op.top)), ...z.slice(op.top)];
      s.rng = cur.state;
      return;
    }
    case 'turn':
      s.turnFlags = op.reset ? copyFlags(op.set) : copyFlags(s.turnFlags, op.set);
      return;
    case 'data': {
      const c = cardRec(s, op.uid);
      const { [op.id]: _old, ...rest } = c.data ?? {};
      c.data = op.value === undefined ? (Object.keys(rest).length ? rest : undefined) : { ...rest, [op.id]: op.value };
      return;
    }
    case 'game':
      Object.assign(s, op.set);
      return;
    case 'frame':
      // a closed moment window is no member of the state (its JSON and hash carry none), the others are null
      (s as unknown as Record<StepName, unknown>)[op.rec] = op.value === null && op.rec === 'moment' ? undefined : op.value;
      return;
    case 'step': {
      // the step records are the apply's own (clone deep-copies them): written where they are, so a
      // module holding the record sees the change
      const rec = s[op.rec];
      if (rec === null || rec === undefined || typeof rec !== 'object') throw new Error(`vtes: no ${op.rec} step on the stack`);
      Object.assign(rec, op.set);
      return;
    }
  }
}

/** Sets fields of the game itself (the phase, the active Methuselah, the result...). */
export function setGame(s: VtesState, set: GameMarks): void {
  applyOp(s, { op: 'game', set });
}

/** Pushes a frame: its step record set (a combat starts, a pick asks, a window opens). */
export function pushFrame<K extends StepName>(s: VtesState, rec: K, value: Step<StepRecords[K]>): void {
  applyOp(s, { op: 'frame', rec, value } as FrameOp);
}

/** Pops a frame: its step record cleared (the frame below carries on). */
export function popFrame(s: VtesState, rec: StepName): void {
  if (s[rec] !== null && s[rec] !== undefined) applyOp(s, { op: 'frame', rec, value: null } as FrameOp);
}

/**
 * Sets fields of the step record `rec` on the stack (a list or map field is replaced by a new one:
 * `setStep(s, 'act', { mods: [...a.mods, h] })`).
 */
export function setStep<K extends StepName>(s: VtesState, rec: K, set: Partial<Step<StepRecords[K]>>): void {
  applyOp(s, { op: 'step', rec, set } as FrameOp);
}

export function moveTo(s: VtesState, uid: string, zone: Zone, seat: SeatId, top = false): void {
  applyOp(s, top ? { op: 'move', uid, zone, seat, top } : { op: 'move', uid, zone, seat });
}

export function attach(s: VtesState, uid: string, host: string): void {
  const from = s.cards[uid].zone === 'attached' ? s.cards[uid].host : undefined;
  applyOp(s, { op: 'attach', uid, host });
  // a card whose counters are lost when another minion gains it (Seal of Veddartha: `clearCounters`)
  if (from !== undefined && from !== host && s.cards[uid].blood > 0 && clearsOnNewBearer(s, uid)) burnBlood(s, uid, s.cards[uid].blood);
}

/** Locks or unlocks a card (1.2: turned sideways / upright). */
export function setLocked(s: VtesState, uid: string, locked: boolean): void {
  if (s.cards[uid].locked !== locked) applyOp(s, { op: 'card', uid, set: { locked } });
}

/** The records of a new turn replace the old ones (3). */
export function newTurnRecords(s: VtesState, flags: TurnFlags): void {
  applyOp(s, { op: 'turn', set: flags, reset: true });
}

export function lock(s: VtesState, uid: string): void {
  setLocked(s, uid, true);
}

export function unlock(s: VtesState, uid: string): void {
  // "during this action, minions cannot unlock" (`noUnlockAction`: The Sleeping Mind [DOM]; a wake is no unlock)
  if (s.act?.noUnlock) return;
  setLocked(s, uid, false);
}

export function markCard(s: VtesState, uid: string, set: CardMarks): void {
  applyOp(s, { op: 'card', uid, set });
}

export function markSeat(s: VtesState, seat: SeatId, set: SeatMarks): void {
  applyOp(s, { op: 'seat', seat, set });
}

export function setEdge(s: VtesState, seat: SeatId | null): void {
  applyOp(s, { op: 'edge', seat });
}

export function setTurn(s: VtesState, set: Partial<TurnFlags>): void {
  applyOp(s, { op: 'turn', set });
}

/** Sets (or, with undefined, clears) what the card module `id` keeps on card `uid` (cards/<id>.ts). */
export function setCardData(s: VtesState, uid: string, id: CardId, value: CardDatum | undefined): void {
  if (value !== undefined || s.cards[uid].data?.[id] !== undefined) applyOp(s, { op: 'data', uid, id, value });
}

/** Sets (or clears) what the card module `id` keeps for this turn (cards/<id>.ts). */
export function setTurnCardData(s: VtesState, id: CardId, value: CardDatum | undefined): void {
  const { [id]: _old, ...rest } = s.turnFlags.cards ?? {};
  applyOp(s, { op: 'turn', set: { cards: value === undefined ? rest : { ...rest, [id]: value } } });
}

/** Records that `value` was used this turn in the per-turn list `key` (bled, hunted, abilities...). */
export function useThisTurn<K extends TurnList>(s: VtesState, key: K, value: NonNullable<TurnFlags[K]>[number]): void {
  const old = (s.turnFlags[key] ?? []) as readonly unknown[];
  applyOp(s, { op: 'turn', set: { [key]: [...old, value] } as Partial<TurnFlags> });
}

/** `n` counters between two cards (diablerie, steal blood). */
export function cardToCard(s: VtesState, from: string, to: string, n: number): void {
  applyOp(s, { op: 'counters', from: { card: from }, to: { card: to }, n });
}

export function oust(s: VtesState, seat: SeatId): void {
  applyOp(s, { op: 'oust', seat });
}

// ---- counters -----------------------------------------------------------------------------

export function bankToCard(s: VtesState, uid: string, n: number): number {
  if (n <= 0) return 0;
  applyOp(s, { op: 'counters', from: 'bank', to: { card: uid }, n });
  capOverflow(s, uid);
  return n;
}

export function cardToBank(s: VtesState, uid: string, n: number): number {
  const k = Math.min(n, s.cards[uid].blood);
  if (k !== 0) applyOp(s, { op: 'counters', from: { card: uid }, to: 'bank', n: k });
  return k;
}

/** 9.2: a Methuselah who loses or spends pool, or whose minion loses or spends blood, fails to withdraw. */
export function breakWithdrawal(s: VtesState, seat: SeatId | undefined): void {
  const w = seat === undefined ? undefined : s.seats[seat]?.withdrawing;
  if (w && !w.broken) markSeat(s, seat!, { withdrawing: { ...w, broken: true } });
}

/** Blood leaving a controlled minion (ready or torpid) counts as lost for 9.2. */
export function bloodLost(s: VtesState, uid: string, k: number): void {
  const c = s.cards[uid];
  if (k > 0 && (c.zone === 'ready' || c.zone === 'torpor')) breakWithdrawal(s, c.controller);
}

export function poolToCard(s: VtesState, seat: SeatId, uid: string, n: number): void {
  applyOp(s, { op: 'counters', from: { pool: seat }, to: { card: uid }, n });
  // 9.2: pool moved out of the pool (transfers, Blood Doll...) is pool spent
  if (n > 0) breakWithdrawal(s, seat);
}

export function cardToPool(s: VtesState, uid: string, seat: SeatId, n: number): number {
  const k = Math.min(n, s.cards[uid].blood);
  applyOp(s, { op: 'counters', from: { card: uid }, to: { pool: seat }, n: k });
  bloodLost(s, uid, k);
  return k;
}

export function bankToPool(s: VtesState, seat: SeatId, n: number): void {
  applyOp(s, { op: 'counters', from: 'bank', to: { pool: seat }, n });
}

/** `n` pool from one Methuselah to another (a referendum's terms). */
export function poolToPool(s: VtesState, from: SeatId, to: SeatId, n: number): void {
  applyOp(s, { op: 'counters', from: { pool: from }, to: { pool: to }, n });
  if (n > 0) breakWithdrawal(s, from);
}

export function burnPool(s: VtesState, seat: SeatId, n: number): number {
  const k = Math.max(0, Math.min(n, s.seats[seat].pool));
  if (k > 0) {
    applyOp(s, { op: 'counters', from: { pool: seat }, to: 'bank', n: k });
    breakWithdrawal(s, seat);
  }
  return k;
}

/** Blood over capacity drains to the bank (controlled vampires only). */
export function capOverflow(s: VtesState, uid: string): void {
  const c = s.cards[uid];
  if ((c.zone === 'ready' || c.zone === 'torpor') && isVampire(s, uid)) {
    const cap = capacityOf(s, uid);
    if (c.blood > cap) cardToBank(s, uid, c.blood - cap);
  }
}

/** Burns blood of a minion (marks a withdrawal broken). */
export function burnBlood(s: VtesState, uid: string, n: number): number {
  const k = cardToBank(s, uid, n);
  if (k > 0) breakWithdrawal(s, s.cards[uid].controller);
  return k;
}

// ---- cards --------------------------------------------------------------------------------

/** Burns a card (to its owner's ash heap) with everything on it (1.1.2). */
export function burnCard(s: VtesState, uid: string, ev: Ev, rule = 'vtes-es:1.1.2'): void {
  const c = s.cards[uid];
  // a ready minion leaving play (Frontal Assault and similar cards react to it)
  const wasReady = c.zone === 'ready' && (isVampire(s, uid) || isAlly(s, uid));
  const controller = c.controller;
  // the cards on a ready minion that watch it leave (core/bearer-watch.ts) are named in its burn event
  const watchers = wasReady ? burnWatchers(s, uid) : [];
  for (const a of [...c.attached]) burnCard(s, a, ev, rule);
  if (s.cards[uid].blood > 0) cardToBank(s, uid, s.cards[uid].blood);
  const face = c.zone !== 'library' && c.zone !== 'crypt' && c.zone !== 'hand';
  markCard(s, uid, {
    locked: false,
    wounded: false,
    capBonus: 0,
    discBonus: undefined,
    merged: undefined,
    // what card modules kept on it (a hostage counter...) goes with it
    data: undefined,
    anarch: undefined,
    noTitle: undefined,
    contestedTitle: undefined,
    gainedTitle: undefined,
    // markers and labels put by hand (issue 34) do not follow it out of play
    marks: undefined,
    label: undefined,
    circle: undefined,
    // a library card that became a vampire is a library card again in the ash heap (G00054: LSJ 20020115)
    becomes: undefined,
    // a clan it became (Muricia) is lost with it
    becameClan: undefined,
    gainedTraits: undefined,
  });
  moveTo(s, uid, 'ash', c.owner);
  markCard(s, uid, { controller: c.owner });
  ev.push({
    type: 'vtes.burn',
    params: {
      uid,
      cid: c.cid,
      name: nameOf(s, uid),
      seat: c.owner,
      ...(wasReady ? { ready: 1, ctl: controller } : {}),
      ...(watchers.length ? { watchers: watchers.join(' ') } : {}),
    },
    rule,
    ...(face ? {} : { reveals: true }),
  });
}

export function removeFromGame(s: VtesState, uid: string): void {
  const c = s.cards[uid];
  for (const a of [...c.attached]) removeFromGame(s, a);
  if (s.cards[uid].blood > 0) cardToBank(s, uid, s.cards[uid].blood);
  setLocked(s, uid, false);
  if (c.becomes) markCard(s, uid, { becomes: undefined });
  moveTo(s, uid, 'removed', c.owner);
}

/** Draws library cards into the hand until the hand size is reached (1.6.1.2); an empty library stops drawing. */
export function drawUp(s: VtesState, seat: SeatId, ev: Ev, replacing = false): void {
  if (replacing) {
    // a replacement record (Visit from the Capuchin): burn one of the card's counters instead of replacing
    const cap = replaceCardInstead(s, seat);
    if (cap) {
      cardToBank(s, cap, 1);
      ev.push({ type: 'vtes.capuchin', params: { seat, n: s.cards[cap].blood } });
      if (s.cards[cap].blood <= 0) burnCard(s, cap, ev);
      return;
    }
  }
  drawCards(s, seat, handSize(s, seat) - s.seats[seat].zones.hand.length, ev);
}

/** Draws `n` cards from the top of the library into the hand (fewer if the library runs out, 1.6.1.2). */
export function drawCards(s: VtesState, seat: SeatId, n: number, ev: Ev): void {
  let drawn = 0;
  const cards: string[] = [];
  // the seat's zones are read again after every move: a move replaces the seat record (copy on write)
  while (drawn < n && s.seats[seat].zones.library.length) {
    const uid = s.seats[seat].zones.library[0];
    moveTo(s, uid, 'hand', seat);
    cards.push(uid);
    drawn++;
    ev.push({
      type: 'vtes.drawSelf',
      params: { seat, uid, cid: s.cards[uid].cid, name: defOf(s, uid).name },
      visibleTo: [seat],
      rule: 'vtes-es:1.6.1.2',
    });
  }
  if (drawn) ev.push({ type: 'vtes.draw', params: { seat, n: drawn }, rule: 'vtes-es:1.6.1.2', reveals: true });
  // "once each turn, when you draw a card, you may put it on the bottom and draw a new card" (core/redraw.ts)
  const v = drawn ? redrawer(s, seat) : undefined;
  if (v !== undefined) pushFrame(s, 'pick', redrawPick(s, seat, v, cards));
}

export function drawCrypt(s: VtesState, seat: SeatId, ev: Ev): boolean {
  const z = s.seats[seat].zones;
  if (!z.crypt.length) return false;
  const uid = z.crypt[0];
  moveTo(s, uid, 'uncontrolled', seat);
  ev.push({
    type: 'vtes.cryptDrawSelf',
    params: { seat, uid, cid: s.cards[uid].cid, name: nameOf(s, uid) },
    visibleTo: [seat],
    rule: 'vtes-es:7',
  });
  ev.push({ type: 'vtes.cryptDraw', params: { seat }, rule: 'vtes-es:7', reveals: true });
  return true;
}

export function shuffleZone(s: VtesState, seat: SeatId, zone: 'library' | 'crypt', top?: number): void {
  applyOp(s, top === undefined ? { op: 'shuffle', seat, zone } : { op: 'shuffle', seat, zone, top });
}

/** Damage or burn of an ally/retainer life counter; burns the card at 0 life. */
export function loseLife(s: VtesState, uid: string, n: number, ev: Ev): void {
  cardToBank(s, uid, n);
  if (s.cards[uid].blood <= 0) outOfLife(s, uid, ev, 'vtes-es:6.4.6');
}

/**
 * A minion whose life is gone: an ally or a retainer burns; an imbued is incapacitated instead (imbued
 * appendix 1 and 5, vtes-es A.1, A.5; vtes-pl "Obezwładniony"). Effects that burn an ally still burn it.
 */
export function outOfLife(s: VtesState, uid: string, ev: Ev, rule = 'vtes-es:6.4.6'): void {
  if (isImbued(s, uid)) incapacitate(s, uid, ev);
  else burnCard(s, uid, ev, rule);
}

/** Imbued appendix 5: an imbued with no life goes to the incapacitated region (controlled, not ready); it is not torpor. */
export function incapacitate(s: VtesState, uid: string, ev: Ev): void {
  layDown(s, uid, 'incapacitated', 'vtes.incapacitated', 'vtes-es:A.5', ev);
}

/** Imbued appendix 2: `n` convictions on the imbued burned (spent), the oldest first; how many were there to burn. */
export function burnConvictions(s: VtesState, uid: string, n: number, ev: Ev): number {
  const on = convictionsOn(s, uid).slice(0, n);
  for (const x of on) burnCard(s, x, ev, 'vtes-es:A.2');
  return on.length;
}

/** Sends a vampire to torpor (6.5.1). */
export function toTorpor(s: VtesState, uid: string, ev: Ev): void {
  layDown(s, uid, 'torpor', 'vtes.torpor', 'vtes-es:6.5.1', ev);
}

/** A minion to its controller's torpor or incapacitated region, its event saying whether it was ready. */
function layDown(s: VtesState, uid: string, zone: 'torpor' | 'incapacitated', type: string, rule: string, ev: Ev): void {
  const c = s.cards[uid];
  const wasReady = c.zone === 'ready';
  markCard(s, uid, { wounded: false });
  moveTo(s, uid, zone, c.controller);
  ev.push({ type, params: { uid, cid: c.cid, name: nameOf(s, uid), ...(wasReady ? { ready: 1, ctl: c.controller } : {}) }, rule });
}

export function nameOf(s: VtesState, uid: string): string {
  return defOf(s, uid).name;
}
