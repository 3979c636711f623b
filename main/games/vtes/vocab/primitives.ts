/**
 * The primitives of the V:TES vocabulary (issue 11 item 5): the small effects an activated ability
 * (vocab/abilities.ts) or a trigger performs, as data records run by ONE function, `runPrims`, every
 * change through ops.ts. A primitive names whom it acts on relative to the use (`self` the card whose
 * ability it is, `minion` the minion the use benefits, the Methuselah using it for pool) and writes the
 * log events of the change once. Each record kind has its card text template (`prim.<kind>` in
 * locales/{es,pl}/cards-vtes.json), so a card's text is rendered from the same data the engine runs.
 * Their texts: vocab/texts.ts. How to add one: docs/vtes-automation.md "How to add a primitive".
 */
import type { SeatId } from '../../../engine/types';
import {
  bankToCard,
  bankToPool,
  burnBlood,
  burnCard,
  burnPool,
  cardToPool,
  drawCards,
  drawUp,
  lock,
  markCard,
  attach,
  moveTo,
  poolToCard,
  setStep,
  setTurn,
  unlock,
} from '../ops';
import { capacityOf, defOf, type Ev, isAlly, isVampire, living, type VtesState } from '../state';
import { cardName, readyMinions } from '../queries';
import { PICK_OPTIONS } from '../../../common/vtes-options';
import { discardChoices, setPick } from '../steps';
import type { BonusStat, Prim, PrimSpot, PrimWho } from './records';
import { isPolPrim, type RefTerms, runPolPrim } from './prims-politics';
import { isCombatPrim, runCombatPrim } from './prims-combat';

export type { BonusStat, Prim, PrimSpot, PrimWho } from './records';

/**
 * Who uses the ability, runs the trigger or plays the card, and on what: what the site running the
 * primitives knows (an ability's window, a trigger's event, a played card's dispatch site).
 */
export interface PrimCtx {
  /** The Methuselah using it (the pool primitives act on this pool). */
  seat: SeatId;
  /** The card whose ability or trigger it is, or the card being played. */
  source: string;
  /** The minion the use benefits (the acting minion, the blocker, the minion playing the card...), if any. */
  minion?: string;
  /** The acting minion of the action under way, if any. */
  actor?: string;
  /** The Methuselah the action targets (a bleed's or a theft's target), if any. */
  target?: SeatId;
  /** The card the action or the master card targets (a minion, a card in play), if any. */
  targetCard?: string;
  /** The minion opposing `minion` in its combat, if any. */
  opponent?: string;
  /** The way votes go (1 for, -1 against) in a referendum. */
  dir?: 1 | -1;
  /** The terms of the referendum that passed (its political action's primitives, vocab/prims-politics.ts). */
  terms?: RefTerms;
  /** The X paid for the card being played (its cost in blood or pool), if any. */
  x?: number;
}

const ROLE: Record<Exclude<PrimWho, 'self'>, (c: PrimCtx) => string | undefined> = {
  minion: (c) => c.minion,
  actor: (c) => c.actor,
  target: (c) => c.targetCard,
  opponent: (c) => c.opponent,
};

function whoUid(c: PrimCtx, who: PrimSpot): string {
  if (who === 'self') return c.source;
  const u = who === 'bank' || who === 'pool' || who === 'targetPool' ? undefined : ROLE[who](c);
  if (u === undefined) throw new Error(`vtes: primitive needs a ${who}`);
  return u;
}

/** The Methuselah whose pool a spot is (the user's, the action's target), or undefined for the bank and the cards. */
function poolSeat(c: PrimCtx, spot: PrimSpot): SeatId | undefined {
  if (spot === 'pool') return c.seat;
  return spot === 'targetPool' ? targetSeat(c) : undefined;
}

/** The Methuselah the use targets. */
function targetSeat(c: PrimCtx): SeatId {
  if (c.target === undefined) throw new Error('vtes: primitive needs a target Methuselah');
  return c.target;
}

/** `n` counters between two places of the use, with the log event of that movement. */
function moveCounters(s: VtesState, pr: Extract<Prim, { p: 'move' }>, c: PrimCtx, ev: Ev): void {
  const { n, from, to } = pr;
  const fromSeat = poolSeat(c, from);
  const toSeat = poolSeat(c, to);
  if (from === 'bank' && toSeat !== undefined) {
    bankToPool(s, toSeat, n);
    ev.push({ type: 'vtes.poolGained', params: { seat: toSeat, n } });
  } else if (fromSeat !== undefined && to === 'bank') {
    const k = burnPool(s, fromSeat, n);
    ev.push({ type: 'vtes.poolBurned', params: { seat: fromSeat, n: k } });
  } else if (fromSeat !== undefined && toSeat !== undefined) {
    // pool taken from another Methuselah: what they have, up to n (vtes-es 6.2.3)
    const k = burnPool(s, fromSeat, n);
    bankToPool(s, toSeat, k);
    ev.push({ type: 'vtes.stealPool', params: { from: fromSeat, to: toSeat, n: k } });
  } else if (from === 'bank') {
    const u = whoUid(c, to);
    bankToCard(s, u, n);
    ev.push({ type: 'vtes.addBlood', params: { uid: u, name: cardName(s, u), n } });
  } else if (to === 'bank') burnBlood(s, whoUid(c, from), n);
  else if (fromSeat !== undefined || toSeat !== undefined) {
    // blood between a card and a pool (Blood Doll): the same event both ways
    const u = whoUid(c, fromSeat !== undefined ? to : from);
    if (fromSeat !== undefined) poolToCard(s, fromSeat, u, n);
    else cardToPool(s, u, toSeat!, n);
    ev.push({ type: 'vtes.bloodDoll', params: { uid: u, name: cardName(s, u), dir: fromSeat !== undefined ? 'in' : 'out' } });
  } else throw new Error(`vtes: primitive move ${from} → ${to}`);
}

/** Runs the primitives of one use in order (every change through ops.ts). */
export function runPrims(s: VtesState, prims: readonly Prim[], c: PrimCtx, ev: Ev): void {
  for (const pr of prims) {
    // the political primitives: vocab/prims-politics.ts
    if (isPolPrim(pr)) {
      runPolPrim(s, pr, c, ev);
      continue;
    }
    // the combat primitives: vocab/prims-combat.ts
    if (isCombatPrim(pr)) {
      runCombatPrim(s, pr, c, ev);
      continue;
    }
    switch (pr.p) {
      case 'lock': {
        const u = whoUid(c, pr.who);
        lock(s, u);
        ev.push({ type: 'vtes.lock', params: { uid: u, name: cardName(s, u) } });
        break;
      }
      case 'unlock': {
        const u = whoUid(c, pr.who);
        unlock(s, u);
        // the acting minion unlocked by a card it plays (Freak Drive) is told by that card's own log line
        if (pr.who !== 'actor') ev.push({ type: 'vtes.unlocked', params: { name: cardName(s, u) } });
        break;
      }
      case 'burn':
        burnCard(s, whoUid(c, pr.who), ev);
        break;
      case 'move':
        moveCounters(s, pr, c, ev);
        break;
      case 'bonus': {
        const a = s.act;
        if (!a) throw new Error('vtes: an action bonus outside an action');
        const set: Partial<Record<BonusStat, number>> = { [pr.stat]: a[pr.stat] + pr.n };
        setStep(s, 'act', set);
        if (pr.stat === 'stealth')
          ev.push({ type: 'vtes.stealth', params: { card: cardName(s, c.source), stealth: a.stealth }, rule: 'vtes-es:6.2.2.2' });
        else if (pr.stat === 'intercept')
          ev.push({ type: 'vtes.intercept', params: { card: cardName(s, c.source), intercept: a.intercept }, rule: 'vtes-es:6.2.2.2' });
        break;
      }
      case 'votes': {
        const r = s.ref;
        if (!r || c.dir === undefined) throw new Error('vtes: votes outside a referendum');
        setStep(s, 'ref', c.dir > 0 ? { yes: r.yes + pr.n } : { no: r.no + pr.n });
        break;
      }
      case 'putIntoPlay':
        moveTo(s, c.source, 'play', c.seat);
        break;
      case 'draw':
        drawCards(s, c.seat, pr.n, ev);
        break;
      case 'attach':
        attach(s, c.source, whoUid(c, pr.to));
        break;
      case 'wake': {
        const a = s.act;
        if (a) setStep(s, 'act', { woken: [...a.woken, whoUid(c, pr.who)] });
        break;
      }
      case 'noUnlock': {
        const u = whoUid(c, pr.who);
        if (!pr.allyOnly || isAlly(s, u)) markCard(s, u, { skipUnlock: true });
        break;
      }
      case 'noVampireBlock':
        if (!s.act) throw new Error('vtes: a block rule outside an action');
        setStep(s, 'act', { noVampireBlock: true });
        break;
      case 'aggAfterAction': {
        const a = s.act;
        if (!a) throw new Error('vtes: damage after an action outside an action');
        setStep(s, 'act', { aggAfter: (a.aggAfter ?? 0) + pr.n });
        break;
      }
      case 'lockFailedBlockers':
        if (!s.act) throw new Error('vtes: failed blockers locked outside an action');
        setStep(s, 'act', { lockFailed: true });
        break;
      case 'discardChosen':
        setPick(s, c.seat, 'discardCard', discardChoices(s, c.seat), { then: 'barrensDiscard', data: {} });
        break;
      case 'discardFromTarget': {
        const t = targetSeat(c);
        const hand = s.seats[t].zones.hand;
        if (hand.length)
          setPick(
            s,
            c.seat,
            'discardFromPrey',
            hand.map((h) => ({
              id: PICK_OPTIONS.encode('d', { card: h }),
              label: 'discard',
              params: { card: h, label: { card: cardName(s, h) } },
            })),
            { then: 'discardFromPrey', data: { prey: t } },
          );
        break;
      }
      case 'counter':
        bankToCard(s, c.source, 1);
        if (s.cards[c.source].blood >= pr.burnAt) burnCard(s, c.source, ev);
        break;
      case 'handSize': {
        const h = s.turnFlags.handSizeTurn;
        setTurn(s, { handSizeTurn: { ...(h ?? {}), [c.seat]: (h?.[c.seat] ?? 0) + pr.n } });
        drawUp(s, c.seat, ev);
        break;
      }
      case 'bloodToUncontrolled': {
        const zone = s.seats[c.seat].zones.uncontrolled;
        const cap = pr.younger ? capacityOf(s, whoUid(c, 'minion')) : 0;
        const vs = pr.younger ? zone.filter((v) => isVampire(s, v) && (defOf(s, v).capacity ?? 0) < cap) : zone;
        if (vs.length)
          setPick(
            s,
            c.seat,
            'uncontrolledTarget',
            vs.map((v) => ({
              id: PICK_OPTIONS.encode('t', { card: v }),
              label: 'uncontrolled',
              params: { uid: v, label: { pos: zone.indexOf(v) + 1 } },
            })),
            // an action's (6.1.6) is logged with its rule
            pr.younger ? { then: 'bloodToUncontrolled', data: { n: pr.n } } : { then: 'uncontrolledBlood', data: { n: pr.n } },
          );
        break;
      }
      case 'press': {
        const cb = s.combat;
        if (!cb) throw new Error('vtes: a press outside a combat');
        const u = whoUid(c, pr.who);
        setStep(s, 'combat', { optPresses: { ...cb.optPresses, [u]: (cb.optPresses[u] ?? 0) + 1 } });
        break;
      }
    }
  }
}

/**
 * Whether the primitives can do what they say now: a card to discard needs a hand, a card to unlock
 * must be locked; counters leave a
 * card only if it has them, the pool only if it keeps one (paying the last pool is not a move), and
 * blood from the pool goes only to a vampire below its capacity, as blood from the bank to a chosen
 * target or to the minion the use benefits (a hunting ground's vampire).
 */
export function primsPossible(s: VtesState, prims: readonly Prim[], c: PrimCtx): boolean {
  for (const pr of prims) {
    if (pr.p === 'discardChosen' && !s.seats[c.seat].zones.hand.length) return false;
    if (pr.p === 'unlock' && !s.cards[whoUid(c, pr.who)].locked) return false;
    // a chosen target is locked only if unlocked, and gets blood from the bank only as a vampire below its capacity
    if (pr.p === 'lock' && pr.who === 'target' && s.cards[whoUid(c, 'target')].locked) return false;
    if (pr.p === 'move' && pr.from === 'bank' && pr.to === 'target') {
      const u = whoUid(c, 'target');
      if (!isVampire(s, u) || s.cards[u].blood >= capacityOf(s, u)) return false;
    }
    // a vampire gaining blood from the bank (a hunting ground's) is below its capacity
    if (pr.p === 'move' && pr.from === 'bank' && pr.to === 'minion' && c.minion !== undefined) {
      const u = c.minion;
      if (isVampire(s, u) && s.cards[u].blood >= capacityOf(s, u)) return false;
    }
    if (pr.p === 'press' && !s.combat) return false;
    if (pr.p === 'bloodToUncontrolled' && !s.seats[c.seat].zones.uncontrolled.length) return false;
    if (pr.p !== 'move' || pr.from === 'bank') continue;
    if (pr.from === 'targetPool') continue; // pool taken from another: what they have, up to n
    if (pr.from === 'pool') {
      if (s.seats[c.seat].pool <= pr.n) return false;
      if (pr.to !== 'bank' && pr.to !== 'pool' && pr.to !== 'targetPool') {
        const u = whoUid(c, pr.to);
        if (s.cards[u].blood + pr.n > capacityOf(s, u)) return false;
      }
    } else if (s.cards[whoUid(c, pr.from)].blood < pr.n) return false;
  }
  return true;
}

/** Some primitive acts on the use's `target` card (it must be chosen before they run). */
export function namesTarget(prims: readonly Prim[]): boolean {
  return prims.some((p) => ('who' in p && p.who === 'target') || (p.p === 'move' && (p.from === 'target' || p.to === 'target')));
}

/**
 * The cards the `target` of a use may be when the card names none itself (a master card, 1.6.2):
 * the ready minions of every Methuselah in table order (1.6.1.4: a ready minion may be targeted) on
 * which the primitives can do what they say.
 */
export function primTargets(s: VtesState, prims: readonly Prim[], c: PrimCtx): string[] {
  return living(s)
    .flatMap((x) => readyMinions(s, x))
    .filter((u) => primsPossible(s, prims, { ...c, targetCard: u }));
}

/** A card of the user's hand discarded (an ability's cost), then the hand drawn up (vtes-es 1.6.1.2). */
export function discardAndDraw(s: VtesState, seat: SeatId, card: string, ev: Ev): void {
  moveTo(s, card, 'ash', seat);
  ev.push({ type: 'vtes.discard', params: { seat, card: cardName(s, card) }, reveals: true });
  drawUp(s, seat, ev);
}
