/**
 * The imbued (vtes-es "Apéndice: Reglas para imbuidos" A.1-A.5; vtes-pl "Załącznik: Zasady natchnionych"):
 * crypt cards that are mortal allies, not vampires (A.1: life instead of blood, strength and bleed 1, a
 * creed and virtues; `state.ts` `isImbued`, `isVampire`, `isAlly`), convictions (A.2: played in the unlock
 * phase from hand or ash heap, one per imbued, at most 5 each, one gained when an imbued enters play
 * without any, spent to pay conviction costs), powers (A.3, vtes-es 1.6.3 item 8: `queries.ts`
 * `playableModes`, `resolution.ts`) and the incapacitated region (A.5: an imbued with no life instead of
 * burning, `ops.ts` `incapacitate`; leaving it by burning 3 convictions in the unlock phase, with 1 life;
 * burned by another minion's (D) action, which each ready imbued may answer with 1 unpreventable damage
 * for a conviction). Imbued have no votes, do not hunt, neither commit nor suffer diablerie (only
 * vampires do: A.1) and are not sent to torpor.
 */
import type { Decision, SeatId } from '../../../engine/types';
import { PICK_OPTIONS, UNLOCK_OPTIONS } from '../../../common/vtes-options';
import { attach, bankToCard, burnCard, burnConvictions, drawUp, moveTo, setStep, shuffleZone, useThisTurn } from '../core/ops';
import {
  capacityOf,
  CONVICTION_LIMIT,
  convictionsOn,
  defOf,
  type Ev,
  isEquipmentOn,
  isImbued,
  type Pick,
  type VtesState,
} from '../core/state';
import { dec, logRef, opt, type Opt } from '../core/decision';
import { cardName } from '../core/queries';
import { pollOrder, setPick } from '../core/steps';
import { isKind } from '../schema/effect-query';
import { offerConviction, putOnImbued } from '../vocab/prims/gain-conviction';

/** Convictions an imbued burns to leave the incapacitated region in its controller's unlock phase (A.5). */
export const RISE_COST = 3;

/**
 * A.5 and the cards in play that change it (`riseInAnyUnlock`, read on the crypt cards of every Methuselah,
 * ready or incapacitated): the convictions an incapacitated imbued of `seat` burns to leave the region in
 * this unlock phase, the lowest allowed, or undefined when it may not (another Methuselah's unlock phase
 * and no such card).
 */
export function riseCost(s: VtesState, seat: SeatId): number | undefined {
  let n = seat === s.active ? RISE_COST : undefined;
  for (const x of pollOrder(s, s.active))
    for (const u of [...s.seats[x].zones.ready, ...s.seats[x].zones.incapacitated]) {
      if (s.cards[u].contested) continue;
      for (const m of defOf(s, u).modes)
        for (const e of m.effects) if (isKind(e, 'riseInAnyUnlock') && (n === undefined || e.n < n)) n = e.n;
    }
  return n;
}

/** The incapacitated imbued of `seat` that may leave the region now (their convictions pay `riseCost`). */
function risers(s: VtesState, seat: SeatId): string[] {
  if (!s.seats[seat].zones.incapacitated.length) return []; // nobody to rise (the cost walks the table)
  const n = riseCost(s, seat);
  if (n === undefined) return [];
  return s.seats[seat].zones.incapacitated.filter((u) => !s.cards[u].contested && isImbued(s, u) && convictionsOn(s, u).length >= n);
}

const risePassKey = (seat: SeatId) => `risePass:${seat}`;

/**
 * A.5 with a card allowing it in any unlock phase: the first other Methuselah (table order from the active
 * one) with an incapacitated imbued able to leave the region now, asked which one leaves, or to pass for this phase.
 */
export function riseOthersDecision(s: VtesState): Decision | null {
  for (const x of pollOrder(s, s.active)) {
    if (x === s.active || (s.turnFlags.abilities ?? []).includes(risePassKey(x))) continue;
    const can = risers(s, x);
    if (!can.length) continue;
    const o = can.map((u) =>
      opt(
        UNLOCK_OPTIONS.encode('riseOther', { seat: x, imbued: u }),
        'leaveIncapacitated',
        { name: cardName(s, u), n: riseCost(s, x)! },
        { uid: u },
      ),
    );
    o.push(opt(UNLOCK_OPTIONS.encode('risePass', { seat: x }), 'noMore'));
    return dec(x, 'riseIncapacitated', 'riseIncapacitated', o, 'vtes-es:A.5');
  }
  return null;
}

/** Another Methuselah's answer to `riseOthersDecision`: that imbued leaves the region, or the Methuselah passes for this phase. */
export function riseOther(s: VtesState, seat: SeatId, imbued: string | undefined, ev: Ev): void {
  if (imbued === undefined) return useThisTurn(s, 'abilities', risePassKey(seat));
  rise(s, imbued, ev);
}

const isConviction = (s: VtesState, u: string) => defOf(s, u).types.includes('Conviction');
const convictionKey = (u: string) => `conviction:${u}`;

/** The imbued `seat` controls, ready or incapacitated (A.2: a conviction may be played on each). */
export function imbuedOf(s: VtesState, seat: SeatId): string[] {
  const z = s.seats[seat].zones;
  return [...z.ready, ...z.incapacitated].filter((u) => !s.cards[u].contested && isImbued(s, u));
}

/**
 * A.2, A.5: the active Methuselah's imbued options of the unlock phase: a conviction from hand or ash heap
 * onto each imbued not yet given one this phase (one option per card name and place), and an
 * incapacitated imbued with 3 convictions leaving the region.
 */
export function imbuedUnlockOptions(s: VtesState): Opt[] {
  const seat = s.active;
  const z = s.seats[seat].zones;
  const o: Opt[] = [];
  for (const u of imbuedOf(s, seat)) {
    const name = cardName(s, u);
    if (!(s.turnFlags.abilities ?? []).includes(convictionKey(u)))
      for (const zone of ['hand', 'ash'] as const) {
        const seen = new Set<string>();
        for (const h of z[zone])
          if (isConviction(s, h) && !seen.has(s.cards[h].cid)) {
            seen.add(s.cards[h].cid);
            o.push(
              opt(UNLOCK_OPTIONS.encode('conviction', { card: h, imbued: u }), 'playConviction', {
                card: cardName(s, h),
                name,
                zone: logRef(`zone.${zone}`),
              }),
            );
          }
      }
    if (risers(s, seat).includes(u))
      o.push(opt(UNLOCK_OPTIONS.encode('rise', { imbued: u }), 'leaveIncapacitated', { name, n: riseCost(s, seat)! }, { uid: u }));
  }
  return o;
}

/** A.2: a conviction played on the imbued in the unlock phase (from hand: replaced; from the ash heap). */
export function playConviction(s: VtesState, card: string, imbued: string, ev: Ev): void {
  const seat = s.active;
  const from = s.cards[card].zone;
  useThisTurn(s, 'abilities', convictionKey(imbued));
  gainConviction(s, card, imbued, ev);
  if (from === 'hand') drawUp(s, seat, ev, true);
}

/** A.2: a conviction put on an imbued; one beyond the limit of 5 burns. */
export function gainConviction(s: VtesState, card: string, imbued: string, ev: Ev): void {
  putOnImbued(s, card, imbued, 'vtes.conviction', 'vtes-es:A.2', ev);
  if (convictionsOn(s, imbued).length > CONVICTION_LIMIT) burnCard(s, card, ev, 'vtes-es:A.2');
}

/** A.5: burns 3 convictions (or fewer, as a card in play allows: `riseCost`); the imbued leaves the incapacitated region. */
export function rise(s: VtesState, imbued: string, ev: Ev): void {
  burnConvictions(s, imbued, riseCost(s, s.cards[imbued].controller) ?? RISE_COST, ev);
  leaveIncapacitated(s, imbued, ev);
}

/** A.5: an imbued leaving the incapacitated region (by its convictions or any other effect) is ready and gains 1 life, up to its starting life. */
export function leaveIncapacitated(s: VtesState, imbued: string, ev: Ev): void {
  const c = s.cards[imbued];
  moveTo(s, imbued, 'ready', c.controller);
  if (s.cards[imbued].blood < capacityOf(s, imbued)) bankToCard(s, imbued, 1);
  ev.push({ type: 'vtes.leftIncapacitated', params: { uid: imbued, name: cardName(s, imbued) }, rule: 'vtes-es:A.5' });
}

/**
 * A.2: an imbued entering play without a conviction may gain one from its controller's library, hand or
 * ash heap: one option per card name and place (library cards by card id: the library's order stays
 * hidden), or none. Nothing is asked when there is no conviction to take, nor for an imbued whose card
 * says it does not gain one (`noEntryConviction`).
 */
export function convictionOnEntry(s: VtesState, imbued: string): void {
  if (!isImbued(s, imbued) || convictionsOn(s, imbued).length) return;
  // an imbued whose card says it gains none this way ('noEntryConviction')
  if (defOf(s, imbued).modes.some((m) => m.effects.some((e) => isKind(e, 'noEntryConviction')))) return;
  offerConviction(s, imbued, ['library', 'hand', 'ash'], 'convictionOnEntry');
}

/** The answer to `convictionOnEntry` (picks.ts): the chosen conviction onto the imbued; a library search is shuffled after. */
export function convictionTaken(s: VtesState, seat: SeatId, imbued: string, answer: { lib?: string; card?: string }, ev: Ev): void {
  const card = answer.lib ? s.seats[seat].zones.library.find((u) => s.cards[u].cid === answer.lib) : answer.card;
  if (!card || s.cards[imbued].zone === 'ash') return;
  const from = s.cards[card].zone;
  gainConviction(s, card, imbued, ev);
  if (from === 'library') {
    shuffleZone(s, seat, 'library');
    ev.push({ type: 'vtes.shuffle', params: { seat }, reveals: true });
  } else if (from === 'hand') drawUp(s, seat, ev);
}

/** A.5: the incapacitated imbued of the other Methuselahs a minion may burn as a (D) action. */
export function incapacitatedTargets(s: VtesState, seat: SeatId, living: readonly SeatId[]): string[] {
  return living
    .filter((x) => x !== seat)
    .flatMap((x) => s.seats[x].zones.incapacitated.filter((u) => !s.cards[u].contested && isImbued(s, u)));
}

/**
 * A.5: a successful (D) action burns the incapacitated imbued; the acting minion takes its equipment
 * first (the other cards on it burn with it).
 */
export function burnIncapacitated(s: VtesState, actor: string, imbued: string, ev: Ev): void {
  for (const x of [...s.cards[imbued].attached])
    if (isEquipmentOn(s, x)) {
      attach(s, x, actor);
      ev.push({ type: 'vtes.equipTaken', params: { name: cardName(s, actor), card: cardName(s, x) }, rule: 'vtes-es:A.5' });
    }
  burnCard(s, imbued, ev, 'vtes-es:A.5');
}

/**
 * A.5: after an incapacitated imbued is burned by a (D) action, each ready imbued may burn a conviction
 * to deal 1 unpreventable damage to the acting minion: each Methuselah controlling such an imbued is
 * asked in turn (table order from the acting one), one imbued at a time, until they pass.
 */
export function retaliation(s: VtesState, actor: string, done: readonly string[], order: readonly SeatId[]): void {
  if (s.cards[actor].zone !== 'ready') return;
  for (const seat of order) {
    const can = s.seats[seat].zones.ready.filter(
      (u) => !done.includes(u) && !s.cards[u].contested && isImbued(s, u) && convictionsOn(s, u).length > 0,
    );
    if (!can.length) continue;
    const options: Pick['options'] = can.map((u) => ({
      id: PICK_OPTIONS.encode('t', { card: u }),
      label: 'retaliate',
      params: { uid: u, label: { name: cardName(s, u), actor: cardName(s, actor) } },
    }));
    setPick(s, seat, 'imbuedRetaliation', [...options, { id: PICK_OPTIONS.encode('pass', {}), label: 'noRetaliation' }], {
      then: 'imbuedRetaliation',
      data: { actor, done: [...done], order: [...order] },
    });
    return;
  }
}

/** The answer to `retaliation` (picks.ts): a conviction burned for 1 unpreventable damage, or this Methuselah passes. */
export function retaliated(
  s: VtesState,
  seat: SeatId,
  data: { actor: string; done: readonly string[]; order: readonly SeatId[] },
  imbued: string | undefined,
  damage: (s: VtesState, uid: string, n: number, ev: Ev) => void,
  ev: Ev,
): void {
  if (!imbued) {
    const mine = s.seats[seat].zones.ready.filter((u) => isImbued(s, u));
    return retaliation(s, data.actor, [...data.done, ...mine], data.order);
  }
  burnConvictions(s, imbued, 1, ev);
  ev.push({
    type: 'vtes.retaliation',
    params: { name: cardName(s, imbued), actor: cardName(s, data.actor) },
    rule: 'vtes-es:A.5',
  });
  damage(s, data.actor, 1, ev);
  retaliation(s, data.actor, [...data.done, imbued], data.order);
}

/**
 * A.2 with RTR 20111202: an action whose cost includes convictions names them as it is announced (its
 * terms). With convictions of one card only nothing is asked; else its Methuselah picks one card name
 * at a time until `n` are named (`convictionNamed`).
 */
export function nameConvictions(s: VtesState, holder: string, n: number): void {
  const named = s.act?.convictions ?? [];
  const left = convictionsOn(s, holder).filter((u) => !named.includes(u));
  if (named.length >= n || !left.length) return;
  const kinds = new Map<string, string>();
  for (const u of left) if (!kinds.has(s.cards[u].cid)) kinds.set(s.cards[u].cid, u);
  if (kinds.size === 1) {
    setStep(s, 'act', { convictions: [...named, ...left.slice(0, n - named.length)] });
    return;
  }
  const options: Pick['options'] = [...kinds.values()].map((u) => ({
    id: PICK_OPTIONS.encode('t', { card: u }),
    label: 'convictionNamed',
    params: { card: u, label: { card: cardName(s, u), name: cardName(s, holder) } },
  }));
  setPick(s, s.cards[holder].controller, 'convictionNamed', options, { then: 'convictionNamed', data: { holder, n } });
}

/** The answer to `nameConvictions` (picks.ts): that conviction named; the next one asked while fewer than `n` are. */
export function convictionNamed(s: VtesState, holder: string, n: number, card: string): void {
  setStep(s, 'act', { convictions: [...(s.act?.convictions ?? []), card] });
  nameConvictions(s, holder, n);
}
