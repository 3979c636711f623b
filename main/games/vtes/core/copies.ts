/**
 * Copy on write of the V:TES state (issue 14 item 2): `clone` copies the state for an apply, sharing
 * its card records, seats and turn records; ops.ts, the single applicator, copies a card record, a
 * seat or the turn records the first time an apply writes to it (`isFresh` and `markFresh` tell
 * which objects this apply copied already: the engine's draft, main/engine/draft.ts); the copies list
 * every field in one order so that all the records of a kind share one hidden class.
 */
import { beginDraft } from '../../../engine/draft';
import type { Inst, SeatState, SeatZone, TurnFlags, VtesState } from './state';

/**
 * A copy of a card record with every field in one order (issue 14 item 2): records written by the
 * applicator all share one hidden class, so the rules' reads of card fields stay monomorphic and
 * setting a mark adds no property. Absent fields are undefined members, which the state's JSON and
 * its hash drop, so a copy is the same record as far as the state is concerned.
 */
export function copyInst(c: Inst): Inst {
  return {
    uid: c.uid,
    cid: c.cid,
    owner: c.owner,
    controller: c.controller,
    zone: c.zone,
    zoneSeat: c.zoneSeat,
    host: c.host,
    attached: c.attached,
    blood: c.blood,
    locked: c.locked,
    capBonus: c.capBonus,
    discBonus: c.discBonus,
    mode: c.mode,
    anarch: c.anarch,
    noTitle: c.noTitle,
    contestedTitle: c.contestedTitle,
    gainedTitle: c.gainedTitle,
    actFrom: c.actFrom,
    wounded: c.wounded,
    merged: c.merged,
    contested: c.contested,
    becomes: c.becomes,
    data: c.data,
    usedTurn: c.usedTurn,
    sinceUnlock: c.sinceUnlock,
    skipUnlock: c.skipUnlock,
    marks: c.marks,
    label: c.label,
    diablerie: c.diablerie,
    chose: c.chose,
    seatsKept: c.seatsKept,
    circle: c.circle,
    becameClan: c.becameClan,
    gainedTraits: c.gainedTraits,
  } satisfies Record<keyof Inst, unknown>; // a field added to Inst must be added here (the build says so)
}

/** A copy of a seat record (and of its zones object) with every field in one order, as copyInst. */
export function copySeat(st: SeatState): SeatState {
  const z = st.zones;
  return {
    pool: st.pool,
    vp: st.vp,
    ousted: st.ousted,
    withdrawn: st.withdrawn,
    withdrawing: st.withdrawing,
    zones: {
      library: z.library,
      crypt: z.crypt,
      hand: z.hand,
      ash: z.ash,
      uncontrolled: z.uncontrolled,
      ready: z.ready,
      torpor: z.torpor,
      incapacitated: z.incapacitated,
      play: z.play,
      removed: z.removed,
    } satisfies Record<SeatZone, string[]>,
    masterDebt: st.masterDebt,
    trifleNext: st.trifleNext,
    handBonus: st.handBonus,
    eventsPlayed: st.eventsPlayed,
    noReplace: st.noReplace,
    noReplaceDiscard: st.noReplaceDiscard,
    noReplaceAction: st.noReplaceAction,
    influenced: st.influenced,
    noTransfersNext: st.noTransfersNext,
  } satisfies Record<keyof SeatState, unknown>;
}

/** A copy of the turn records with every field in one order, as copyInst (`set` written over it). */
export function copyFlags(t: Partial<TurnFlags>, set?: Partial<TurnFlags>): TurnFlags {
  const c = {
    bled: t.bled,
    political: t.political,
    actedWith: t.actedWith,
    trifle: t.trifle,
    masterLeft: t.masterLeft,
    transfers: t.transfers,
    discards: t.discards,
    hunted: t.hunted,
    unlockDone: t.unlockDone,
    burnOptUsed: t.burnOptUsed,
    burnOptSeats: t.burnOptSeats,
    cards: t.cards,
    handSizeTurn: t.handSizeTurn,
    abilities: t.abilities,
    redMarks: t.redMarks,
    barredPolitical: t.barredPolitical,
    bonusTurn: t.bonusTurn,
    deeds: t.deeds,
    playedOnce: t.playedOnce,
    playedTurn: t.playedTurn,
    sameBarred: t.sameBarred,
    noBleed: t.noBleed,
    actVia: t.actVia,
    anyAsked: t.anyAsked,
    stealthNext: t.stealthNext,
    autoPass: t.autoPass,
    discardUnlock: t.discardUnlock,
    phaseDiscards: t.phaseDiscards,
    unlockLater: t.unlockLater,
    unseenBy: t.unseenBy,
    seesHands: t.seesHands,
  } satisfies Record<keyof TurnFlags, unknown> as TurnFlags;
  if (set) Object.assign(c, set);
  return c;
}

/**
 * Copy for `apply` (design.md §2: no deep-freezing libraries on the hot path): the card table and its
 * records are shared with `s`, the seat list is copied shallowly and shares its seats; ops.ts copies
 * the card table, a card record or a seat the first time the apply writes to it (copy on write), and
 * replaces zone lists, limbo, the ousting order and
 * the turn records instead of writing into them. The frames' step records (action, combat,
 * referendum, pick, the "as it is played" window, a moment window) are copied one level deep:
 * ops.ts `step` records write their fields into the apply's own copy, and a list or map held in a
 * field is replaced by a new one, never written into (ops.ts `setStep`), so the lists and maps
 * stay shared with `s` (a deep copy of each record at every apply cost 2-4 % of the random games).
 */
export function clone(s: VtesState): VtesState {
  // one object literal with every field (a spread of the 30 fields with overrides is slower)
  const c: VtesState = {
    v: s.v,
    edition: s.edition,
    rng: { s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]] },
    cardData: s.cardData,
    n: s.n,
    seats: s.seats.slice(),
    cards: s.cards,
    limbo: s.limbo,
    nextUid: s.nextUid,
    edge: s.edge,
    bank: s.bank,
    total: s.total,
    totalCards: s.totalCards,
    turn: s.turn,
    turnsTaken: s.turnsTaken,
    active: s.active,
    phase: s.phase,
    turnFlags: s.turnFlags,
    act: s.act ? { ...s.act } : null,
    combat: s.combat ? { ...s.combat } : null,
    ref: s.ref ? { ...s.ref } : null,
    pick: s.pick ? { ...s.pick } : null,
    cancelWin: s.cancelWin ? { ...s.cancelWin } : null,
    // always a member (undefined when no window is open: the state's JSON and hash drop it), so the
    // literal keeps one shape instead of a spread in its middle
    moment: s.moment ? { ...s.moment } : undefined,
    huntPending: s.huntPending,
    trophyQ: s.trophyQ,
    maxTurns: s.maxTurns,
    result: s.result ? { ...s.result } : null,
    ousted: s.ousted,
    manualLeft: s.manualLeft,
    manualSeat: s.manualSeat,
  };
  // the apply's fresh set (engine/draft.ts): what ops.ts copies from now on is written in place
  return beginDraft(c, s);
}
