/**
 * Copy on write of the V:TES state (issue 14 item 2): ops.ts, the single applicator, copies a card
 * record, a seat or the turn records the first time an apply writes to it (state.ts `isFresh` and
 * `markFresh` tell which objects this apply copied already); the copies list every field in one
 * order so that all the records of a kind share one hidden class.
 */
import type { Inst, SeatState, SeatZone, TurnFlags } from './state';

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
    actFrom: c.actFrom,
    wounded: c.wounded,
    merged: c.merged,
    contested: c.contested,
    data: c.data,
    usedTurn: c.usedTurn,
    sinceUnlock: c.sinceUnlock,
    skipUnlock: c.skipUnlock,
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
      play: z.play,
      removed: z.removed,
    } satisfies Record<SeatZone, string[]>,
    masterDebt: st.masterDebt,
    trifleNext: st.trifleNext,
    handBonus: st.handBonus,
    eventsPlayed: st.eventsPlayed,
    noReplace: st.noReplace,
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
  } satisfies Record<keyof TurnFlags, unknown> as TurnFlags;
  if (set) Object.assign(c, set);
  return c;
}
