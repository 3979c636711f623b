/**
 * Manual operations (vtes-es 1.4; issue #5 item 5, issue 34 §1): logged, undoable changes that the
 * players make for card text the engine does not run — counters on any card or pool by any amount,
 * capacity, transfers, draws and discards, moves between regions, attaching and detaching, rule
 * markers the engine then enforces (marks.ts), labels, the Edge, shuffles, a random number, showing
 * a card — and the adjustments of the action, referendum or combat in progress. This file asks
 * which operation; manual-picks.ts asks what it applies to, manual-apply.ts applies it.
 */
import type { Decision, SeatId } from '../../../engine/types';
import { MANUAL_OPTIONS, PICK_OPTIONS } from '../../../common/vtes-options';
import { dec, opt } from './decision';
import { cardName, cardNamer, isBleed } from './queries';
import { popFrame, pushFrame, setGame } from './ops';
import { defOf, isAlly, isVampire, living, type VtesState } from './state';
import { MANUAL_CONTEXT_OPS, MANUAL_OPS, type ManualOp } from '../schema/manual-data';

export { MANUAL_CONTEXT_OPS, MANUAL_OPS } from '../schema/manual-data';

/** Operations one manual window allows (a bound for bots and fuzzers; a player closes the window long before). */
const MANUAL_WINDOW = 12;

/**
 * Whether a card in play whose text is not (fully) automated is anyone's at the table: then the
 * manual operations are offered in the minion phase. Any Methuselah's, not only the acting one's
 * (issue 34 §1): another Methuselah's location or event may say what happens in your turn, and the
 * players then do it by hand.
 */
export function manualCardsInPlay(s: VtesState): boolean {
  return living(s).some((seat) => {
    const z = s.seats[seat].zones;
    return [...z.ready, ...z.torpor, ...z.incapacitated, ...z.play].some(
      (u) => defOf(s, u).automation !== 'full' || s.cards[u].attached.some((x) => defOf(s, x).automation !== 'full'),
    );
  });
}

/**
 * Whether `seat` controls a library card in play whose text is (partly) the players' (not a trophy waiting to
 * be placed): the acting Methuselah is then offered the manual operations during its actions
 * (Haqim's Law: Retribution's discard for +1 bleed).
 */
export function manualTextInPlay(s: VtesState, seat: SeatId): boolean {
  const z = s.seats[seat].zones;
  const manual = (u: string) => {
    const d = defOf(s, u);
    return d.kind === 'library' && d.automation !== 'full' && !d.trophy;
  };
  return [...z.ready, ...z.torpor, ...z.incapacitated, ...z.play].some((u) => manual(u) || s.cards[u].attached.some(manual));
}

export function openManual(s: VtesState, seat: SeatId): void {
  pushFrame(s, 'manualSeat', seat);
  setGame(s, { manualLeft: MANUAL_WINDOW });
}

/**
 * The window closes by itself once its operations are used up (MANUAL_WINDOW): the kernel's
 * automatic step of the manual frame. Left open, the frame would ask nothing and every phase under it
 * would end unasked.
 */
export function manualAuto(s: VtesState): void {
  popFrame(s, 'manualSeat');
  setGame(s, { manualLeft: 0 });
}

/** The option id and label key of each operation, spelled once (a manual window asks for them at each of its steps). */
const OP_OPTS = new Map(MANUAL_OPS.map((x) => [x, { id: MANUAL_OPTIONS.encode('op', { op: x }), key: `manualOp.${x}` }]));
const CTX_OPTS = new Map(MANUAL_CONTEXT_OPS.map((x) => [x, { id: MANUAL_OPTIONS.encode('ctx', { op: x }), key: `manualOp.${x}` }]));
const opOpt = (o: { id: string; key: string }) => opt(o.id, o.key);

export function manualDecision(s: VtesState): Decision | null {
  const seat = s.manualSeat!;
  if (s.manualLeft <= 0) return null;
  const inPlay = new InPlayLists(s);
  const o = MANUAL_OPS.filter((x) => opAvailable(s, seat, x, inPlay)).map((x) => opOpt(OP_OPTS.get(x)!));
  for (const x of MANUAL_CONTEXT_OPS) {
    if ((x === 'stealthPlus' || x === 'interceptPlus') && !(s.act && s.act.blocker)) continue;
    if ((x === 'bleedPlus' || x === 'bleedMinus') && !(s.act && isBleed(s, s.act) && !s.act.outcome)) continue;
    if ((x === 'votesFor' || x === 'votesAgainst') && !(s.ref && s.ref.step === 'polling')) continue;
    if (x === 'endCombat' && !s.combat) continue;
    o.push(opOpt(CTX_OPTS.get(x)!));
  }
  o.push(opt(MANUAL_OPTIONS.encode('done', {}), 'manualDone'));
  return dec(seat, 'manual', 'manual', o, 'vtes-es:1.4');
}

/** An operation is offered only when it has something to apply to. */
function opAvailable(s: VtesState, seat: SeatId, op: ManualOp, inPlay: InPlayLists): boolean {
  switch (op) {
    case 'edge':
    case 'random':
    case 'poolPlus':
    case 'poolMinus':
    case 'poolAmount':
    case 'draw':
    case 'drawMany':
      return true;
    case 'shuffle':
      return s.seats[seat].zones.library.length > 1 || s.seats[seat].zones.crypt.length > 1;
    case 'discard':
    case 'show':
      return s.seats[seat].zones.hand.length > 0;
    case 'bloodPlus':
      // a card in play (the list with the cards on them, which the other operations read, is empty when it is)
      return inPlay.all.length > 0;
    default:
      // the first card the pick would offer, if any (the list itself is not built)
      return !eachFirstCard(s, seat, op, inPlay).next().done;
  }
}

/**
 * The lists of cards in play one manual decision reads for each of its operations, each built once
 * when first asked (the decision asks for all of them at every operation of a manual window).
 */
class InPlayLists {
  private allList: string[] | undefined;
  private plainList: string[] | undefined;
  private minionList: string[] | undefined;
  constructor(private readonly s: VtesState) {}
  /** The cards in play and the cards on them. */
  get all(): string[] {
    return (this.allList ??= cardsInPlay(this.s, true));
  }
  /** The cards in play, without the cards on them. */
  get plain(): string[] {
    return (this.plainList ??= cardsInPlay(this.s, false));
  }
  get minions(): string[] {
    return (this.minionList ??= minionsInPlay(this.s));
  }
}

/** Cards in play: every living Methuselah's ready, torpor and incapacitated regions and cards in play, and what is on them. */
export function cardsInPlay(s: VtesState, withAttached: boolean): string[] {
  const out: string[] = [];
  for (const x of living(s))
    for (const z of ['ready', 'torpor', 'incapacitated', 'play'] as const)
      for (const u of s.seats[x].zones[z]) {
        out.push(u);
        if (withAttached) out.push(...s.cards[u].attached);
      }
  return out;
}

/** Minions in play (vampires and allies, ready or in torpor), which markers, attached cards and capacity apply to. */
export function minionsInPlay(s: VtesState): string[] {
  return cardsInPlay(s, false).filter((u) => s.cards[u].zone !== 'play' && (isVampire(s, u) || isAlly(s, u)));
}

/** The cards an operation's first pick offers (the card it applies to). */
export function firstCards(s: VtesState, seat: SeatId, op: string, inPlay = new InPlayLists(s)): string[] {
  return [...eachFirstCard(s, seat, op, inPlay)];
}

/** The cards of `firstCards` one by one, in their order: whether an operation has any stops at the first. */
function* eachFirstCard(s: VtesState, seat: SeatId, op: string, inPlay: InPlayLists): Generator<string, void> {
  const mine = s.seats[seat].zones;
  switch (op) {
    case 'bloodPlus':
      return yield* inPlay.plain;
    case 'bloodMinus':
      for (const u of inPlay.all) if (s.cards[u].blood > 0) yield u;
      return;
    case 'lock':
      for (const u of inPlay.all) if (!s.cards[u].locked) yield u;
      return;
    case 'unlock':
      for (const u of inPlay.all) if (s.cards[u].locked) yield u;
      return;
    case 'burnCard':
    case 'label':
      return yield* inPlay.all;
    case 'bloodAmount':
      yield* inPlay.all;
      return yield* mine.uncontrolled;
    case 'transfer':
      for (const list of [mine.ready, mine.torpor, mine.uncontrolled]) for (const u of list) if (isVampire(s, u)) yield u;
      return;
    case 'capacity':
      for (const u of inPlay.minions) if (isVampire(s, u)) yield u;
      return;
    case 'discard':
    case 'show':
      return yield* mine.hand;
    case 'move':
      yield* inPlay.all;
      yield* mine.hand;
      yield* mine.uncontrolled;
      for (const x of living(s)) yield* s.seats[x].zones.ash;
      if (mine.library.length) yield mine.library[0];
      if (mine.crypt.length) yield mine.crypt[0];
      return;
    case 'attach': {
      const hosts = inPlay.minions;
      if (!hosts.length) return;
      // a card from the hand, a card in play that is not a minion, or one already on a minion
      yield* mine.hand;
      for (const u of inPlay.all) if (!hosts.includes(u)) yield u;
      return;
    }
    case 'detach':
      for (const u of inPlay.all) if (s.cards[u].zone === 'attached') yield u;
      return;
    case 'mark':
      return yield* inPlay.minions;
    case 'unmark':
      for (const u of inPlay.all) if ((s.cards[u].marks?.length ?? 0) > 0) yield u;
      return;
    case 'order':
      // JOL's order: a card of your ready region or in play put first in it
      yield* mine.ready.slice(1);
      return yield* mine.play.slice(1);
  }
}

/** A pick option naming a card (`c`, as the manual targets always were): face-down cards of a library or crypt by their place. */
export function cardOption(
  s: VtesState,
  u: string,
  name: (uid: string) => string = (x) => cardName(s, x),
): { id: string; label: string; params: Record<string, unknown> } {
  const z = s.cards[u].zone;
  if (z === 'library' || z === 'crypt')
    return {
      id: MANUAL_OPTIONS.encode('top', { zone: z }),
      label: z === 'library' ? 'manualLibraryTop' : 'manualCryptTop',
      params: { label: {} },
    };
  return { id: PICK_OPTIONS.encode('c', { card: u }), label: 'target', params: { uid: u, label: { name: name(u) } } };
}

/** A pick option naming a Methuselah. */
export function seatOption(x: SeatId): { id: string; label: string; params: Record<string, unknown> } {
  return { id: PICK_OPTIONS.encode('s', { seat: x }), label: 'seat', params: { seat: x, label: { seat: x + 1 } } };
}

/** The first pick of an operation (kept as it always was for the one-unit operations). */
export function manualTargets(s: VtesState, op: string): { id: string; label: string; params?: Record<string, unknown> }[] {
  const seat = s.manualSeat ?? s.active;
  switch (op) {
    case 'poolPlus':
    case 'poolMinus':
    case 'poolAmount':
    case 'draw':
    case 'drawMany':
    case 'edge':
      return living(s).map(seatOption);
  }
  const cards = firstCards(s, seat, op);
  // the names of many cards in play: the table walked once (cardNamer), not once per card
  const name = cards.length > 1 ? cardNamer(s) : (x: string) => cardName(s, x);
  return cards.map((u) => cardOption(s, u, name));
}
