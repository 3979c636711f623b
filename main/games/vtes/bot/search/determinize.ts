/**
 * The determinizer of the V:TES search bot (issue 33 item 1): from one seat's view only (what that
 * Methuselah sees: the table, the ash heaps, the counts of hidden cards, its own hand and
 * uncontrolled region) a full game state consistent with it. The unseen cards (the other seats'
 * hands, libraries, crypts and face-down uncontrolled vampires; the bot's own library and crypt,
 * whose order and rest it does not know) are drawn from the deck of each seat as the bot knows or
 * guesses it (deck-guess.ts: its own deck list in a game with imported cards, the starter decks, the
 * cards a seat has shown). The real hidden state is never read: the input is the view and the
 * decision. Any deck: the card definitions are the game's (the key its own view names).
 *
 * A state is built only at quiet moments (`quiet`), where the view says all the state holds: the master and
 * minion phase decisions and the choice of a minion's action, with no action, combat or referendum
 * under way. What the view does not carry is set to its turn-start value (which minions already
 * bled or acted this turn, card modules' notes, Discipline bonuses from master cards): these only
 * change what the simulated future allows, never the real game.
 */
import { freshRng } from '../../../../engine/search/ismcts';
import type { BotRng, Decision } from '../../../../engine/types';
import { decisions } from '../../rules/kernel';
import { defsOf, hasDefs, type DefsTable } from '../../core/card-tables';
import { CARD_DATA_VERSION } from '../../setup/card-data';
import { emptyFlags, handSize, SEAT_ZONES, type Inst, type SeatState, type SeatZone, type VtesState } from '../../core/state';
import type { VtesCardView, VtesView } from '../../view/view';
import { deckOf, hiddenCards, shownCards } from './deck-guess';

/**
 * The decisions the search answers: the master phase action and the choice of a minion's action. The
 * choice of which minion acts next (`vtes.minion`) is a quiet moment too and determinize() builds it,
 * but searching it doubles the bot's time per game: the heuristic's order stands there.
 */
export const SEARCHED_KINDS: ReadonlySet<string> = new Set(['vtes.master', 'vtes.chooseAction']);
const QUIET_KINDS: ReadonlySet<string> = new Set([...SEARCHED_KINDS, 'vtes.minion']);

/**
 * The definition table of the game the view shows: the starter table, or for a game with imported
 * cards the one its own view names (`cardData`), when this process has it loaded (the table service
 * prepares the bot worker with the game's set-up: services/bot-thinker.ts); else none.
 */
function tableOf(v: VtesView): { key: string; defs: DefsTable } | null {
  const key = v.cardData ?? CARD_DATA_VERSION;
  return hasDefs(key) ? { key, defs: defsOf({ cardData: key }) } : null;
}

function knownCards(defs: DefsTable, c: VtesCardView): boolean {
  return !!defs[c.cid] && c.attached.every((a) => knownCards(defs, a));
}

/** The view shows a quiet moment of a game whose cards this process knows: a state can be built from it. */
export function quiet(v: VtesView, d: Decision): boolean {
  if (v.me === 'public' || d.seat !== v.me || !QUIET_KINDS.has(d.kind)) return false;
  if (v.action || v.combat || v.referendum || v.result || v.phase === 'over') return false;
  const t = tableOf(v);
  if (!t) return false;
  const cards = v.seats.flatMap((s) => [
    ...s.ready,
    ...s.torpor,
    ...s.play,
    ...(s.openHand ?? []),
    ...s.uncontrolled.flatMap((u) => u.card ?? []),
  ]);
  return [...cards, ...(v.hand ?? [])].every((c) => knownCards(t.defs, c)) && v.seats.every((s) => s.ash.every((a) => !!t.defs[a.cid]));
}

/** The search answers this decision: a quiet moment of a searched kind (`kinds`: a level's own, default SEARCHED_KINDS). */
export function searchable(v: VtesView, d: Decision, kinds: ReadonlySet<string> | readonly string[] = SEARCHED_KINDS): boolean {
  return (Array.isArray(kinds) ? kinds.includes(d.kind) : (kinds as ReadonlySet<string>).has(d.kind)) && quiet(v, d);
}

function emptyZones(): Record<SeatZone, string[]> {
  return Object.fromEntries(SEAT_ZONES.map((z) => [z, [] as string[]])) as Record<SeatZone, string[]>;
}

/**
 * One full state drawn consistently with the view `v` of seat `v.me` at decision `d`, or null when the
 * moment is not one the search answers or the built state does not offer `d`'s options.
 */
export function determinize(v: VtesView, d: Decision, rng: BotRng): VtesState | null {
  const table = quiet(v, d) ? tableOf(v) : null;
  if (!table) return null;
  const defs = table.defs;
  const isCrypt = (cid: string) => defs[cid]?.kind === 'crypt';
  const cards: Record<string, Inst> = {};
  let maxUid = 999;
  const seen = (uid: string) => (maxUid = Math.max(maxUid, Number(uid) || 0));
  const place = (c: VtesCardView, seat: number, zone: Inst['zone'], host?: string): string => {
    seen(c.uid);
    const def = defs[c.cid];
    const inst: Inst = {
      uid: c.uid,
      cid: c.cid,
      owner: seat,
      controller: seat,
      zone,
      zoneSeat: seat,
      host,
      attached: [],
      blood: c.blood,
      locked: c.locked,
      capBonus: def.kind === 'crypt' && c.capacity !== undefined ? c.capacity - (def.capacity ?? 0) : 0,
    };
    if (c.sect === 'anarch' && def.sect !== 'anarch') inst.anarch = true;
    if (c.justRecruited) inst.actFrom = v.turn + 1;
    if (c.contested) inst.contested = true;
    if (c.titleState === 'contested') inst.contestedTitle = true;
    cards[c.uid] = inst;
    inst.attached = c.attached.map((a) => place(a, seat, 'attached', c.uid));
    return c.uid;
  };
  // every uid the view shows first, so that the cards drawn for the hidden places get unused ones
  const zonesOf = v.seats.map((st) => {
    const z = emptyZones();
    z.ready = st.ready.map((c) => place(c, st.seat, 'ready'));
    z.torpor = st.torpor.map((c) => place(c, st.seat, 'torpor'));
    z.play = st.play.map((c) => place(c, st.seat, 'play'));
    if (st.openHand) z.hand = st.openHand.map((c) => place(c, st.seat, 'hand'));
    else if (st.seat === v.me) z.hand = (v.hand ?? []).map((c) => place(c, st.seat, 'hand'));
    return z;
  });
  const ownUncontrolled = v.seats[v.me as number].uncontrolled;
  for (const u of ownUncontrolled) if (u.card) seen(u.card.uid);
  let next = maxUid + 1;
  const hidden = (cid: string, seat: number, zone: Inst['zone'], blood = 0): string => {
    const uid = String(next++);
    cards[uid] = { uid, cid, owner: seat, controller: seat, zone, zoneSeat: seat, attached: [], blood, locked: false, capBonus: 0 };
    return uid;
  };
  for (const st of v.seats) {
    const z = zonesOf[st.seat];
    const shown = shownCards(v, st, isCrypt);
    const deck = deckOf(v, st.seat, shown, rng);
    // the ash heap: its cards and order are public
    z.ash = st.ash.map((a) => hidden(a.cid, st.seat, 'ash'));
    const faceDown = st.uncontrolled.filter((u) => !u.card).length;
    const crypt = hiddenCards(deck.crypt, shown.crypt, st.cryptCount + faceDown, rng);
    let k = 0;
    z.uncontrolled = st.uncontrolled.map((u) =>
      u.card ? place(u.card, st.seat, 'uncontrolled') : hidden(crypt[k++], st.seat, 'uncontrolled', u.blood),
    );
    z.crypt = crypt.slice(k).map((cid) => hidden(cid, st.seat, 'crypt'));
    const handHidden = z.hand.length ? 0 : st.handCount;
    const lib = hiddenCards(deck.library, shown.library, st.libraryCount + handHidden, rng);
    if (handHidden) z.hand = lib.slice(0, handHidden).map((cid) => hidden(cid, st.seat, 'hand'));
    z.library = lib.slice(handHidden).map((cid) => hidden(cid, st.seat, 'library'));
  }
  const seats: SeatState[] = v.seats.map((st) => ({
    pool: st.pool,
    vp: st.vp,
    ousted: st.ousted,
    withdrawn: st.withdrawn,
    withdrawing: st.withdrawing ? { turn: v.turn, broken: false } : undefined,
    zones: zonesOf[st.seat],
    masterDebt: st.masterDebt ?? 0,
    handBonus: 0,
    eventsPlayed: [],
  }));
  const n = v.seats.length;
  let counters = 0;
  for (const st of seats) counters += st.pool;
  for (const u in cards) counters += cards[u].blood;
  const flags = emptyFlags();
  flags.unlockDone = v.phase !== 'unlock';
  if (v.phase === 'master') flags.masterLeft = v.masterActionsLeft;
  const s: VtesState = {
    v: 1,
    edition: v.edition,
    rng: freshRng(rng),
    cardData: table.key,
    n,
    seats,
    cards,
    limbo: [],
    nextUid: next - 999,
    edge: v.edge,
    bank: 30 * n - counters,
    total: 30 * n,
    totalCards: Object.keys(cards).length,
    turn: v.turn,
    turnsTaken: v.turn,
    active: v.active,
    phase: v.phase,
    turnFlags: flags,
    act: null,
    combat: null,
    ref: null,
    pick: null,
    huntPending: null,
    maxTurns: 0,
    result: null,
    ousted: v.seats.filter((x) => x.ousted).map((x) => x.seat),
    manualLeft: 0,
    manualSeat: null,
  };
  // the hand size the view states (cards in play that change it are counted by handSize itself)
  for (const st of v.seats) seats[st.seat].handBonus = st.handSize - handSize(s, st.seat);
  if (d.kind === 'vtes.chooseAction')
    s.pick = {
      seat: d.seat,
      kind: 'chooseAction',
      options: d.options.map((o) => ({ id: o.id, label: o.label.key.slice('log-vtes:opt.'.length), params: o.params })),
      then: 'chooseAction',
      data: {},
    };
  const ds = decisions(s);
  if (ds.length !== 1 || ds[0].seat !== d.seat || ds[0].kind !== d.kind) return null;
  const offered = new Set(ds[0].options.map((o) => o.id));
  return d.options.every((o) => offered.has(o.id)) ? s : null;
}
