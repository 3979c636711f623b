/**
 * Actions and strikes offered by cards in play and by minions (issue 27 item 5; vtes-es 6.1 "Tipos de
 * acciones", 6.2.1 "Anunciar la acción", 6.2.3 "Resolución de la acción", 6.4.3 "Ataque"; vtes-pl
 * "Rodzaje akcji", "Deklarowanie akcji", "Cios"): an activated ability of window `action` is an action
 * its minion may take in the minion phase (an ally's or a vampire's own, a piece of equipment's or a
 * retainer's for its bearer, a card in play's for a minion of its controller), of window `strike` a
 * strike its minion may choose in the strike step of its combat. Both are offered through the generic
 * ids `use:<card>:<n>:<minion>[:<target>]` (minion phase) and `use:<card>:<n>` (strike step) and
 * resolved by the rules of every action and strike: the action is announced with its stealth and
 * target, may be blocked, and on success pays its costs and runs its primitives; the strike resolves
 * with the others of the round (6.4.5). The records: schema/schema-offers.ts. Names no card.
 */
import type { SeatId } from '../../../engine/types';
import { burnBlood, burnCard, burnConvictions, burnPool, lock, outOfLife, useThisTurn } from '../core/ops';
import { convictionsOn, isVampire, living, preyOf, type ActionState, type Ev, type Step, type Strike, type VtesState } from '../core/state';
import { newAction, markActed, markBled } from '../core/action-record';
import { selectedCards, selectsCard } from '../core/params/selector';
import { strengthOf, targetShielded } from '../core/queries';
import { primsPossible, runPrims } from './primitives';
import { abilityAt, abilityNo, abilityUses, type AbilityUse, convictionHolder, findUse, useAbility, useMinion } from './abilities';
import type { Ability } from '../schema/records';

/** One action a minion may announce from an ability: the use, and the card it targets if it names one. */
export interface ActionOffer {
  card: string;
  ability: number;
  minion: string;
  target?: string;
  /** The Methuselah an action aimed at another Methuselah is directed at (`action.methuselah`). */
  seat?: SeatId;
  /** The hand card discarded as the action is announced (a `discard` cost: one offer per card name the hand holds). */
  discard?: string;
}

/** What a minion did this turn with an offered action: each card's action once per minion per turn (6.1). */
const actedKey = (card: string, n: number): string => `use:${card}:${n}`;

/** The uses of `window` whose minion is `u`. */
function usesOf(s: VtesState, window: 'action' | 'strike', u: string): AbilityUse[] {
  const c = { seat: s.cards[u].controller, minion: u };
  return abilityUses(s, window, c).filter((x) => useMinion(s, x, c) === u);
}

/** The actions minion `u` may announce now from the cards in play and its own text (one per target). */
export function actionOffers(s: VtesState, u: string): ActionOffer[] {
  const seat = s.cards[u].controller;
  const used = s.turnFlags.actedWith[u] ?? [];
  const out: ActionOffer[] = [];
  // a discard cost gives one use per card of the hand: one offer per card name (the same choice), paid as announced
  let paid: Set<string> | undefined;
  for (const x of usesOf(s, 'action', u)) {
    const n = abilityNo(s, x.source, x.ability);
    if (used.includes(actedKey(x.source, n))) continue;
    const pays = x.card !== undefined && x.ability.cost.some((k) => k.c === 'discard');
    if (pays) {
      const key = `${x.source}:${n}:${s.cards[x.card!].cid}`;
      if ((paid ??= new Set()).has(key)) continue;
      paid.add(key);
    }
    const discard = pays ? { discard: x.card } : {};
    const ctx = { seat, source: x.source, minion: u, actor: u };
    const sel = x.ability.action?.target;
    // a vampire's own political action (6.3.1): one each turn, none for a political action barred this turn
    if (x.ability.action?.political && !ownPoliticalOpen(s, u, x.source)) continue;
    // aimed at another Methuselah (6.2.1): one offer per other Methuselah still in the game
    if (x.ability.action?.methuselah) {
      const preyOnly = x.ability.action.methuselah === 'prey';
      for (const t of living(s))
        if (
          t !== seat &&
          (!preyOnly || t === preyOf(s, seat)) &&
          primsPossible(s, x.ability.effects, Object.assign({}, ctx, { target: t }))
        )
          out.push({ card: x.source, ability: n, minion: u, seat: t });
      continue;
    }
    if (!sel) {
      out.push({ card: x.source, ability: n, minion: u, ...discard });
      continue;
    }
    // the card of the ability itself ("enter combat with this vampire": another minion's action at it)
    // or the minion the card is on ("enter combat with the attached minion": a contract on another Methuselah's minion)
    const host = s.cards[x.source].host;
    const targets =
      sel.role === 'self'
        ? selectsCard(s, sel, x.source, ctx)
          ? [x.source]
          : []
        : sel.role === 'bearer'
          ? host !== undefined && selectsCard(s, sel, host, ctx)
            ? [host]
            : []
          : selectedCards(s, sel, ctx);
    for (const t of targets)
      // a minion that cannot be the target of this Methuselah's actions is no target (Secure Haven)
      if (
        t !== u &&
        // "controlled by another Methuselah": never at one's own card (a (D) action only)
        !(x.ability.action?.directed && s.cards[t].controller === seat) &&
        !targetShielded(s, t, seat) &&
        primsPossible(s, x.ability.effects, Object.assign({}, ctx, { targetCard: t }))
      )
        out.push({ card: x.source, ability: n, minion: u, target: t, ...discard });
  }
  return out;
}

/** Whether vampire `u` may take a political action offered by `card` now (6.3.1: one each turn; Delaying Tactics' bar). */
function ownPoliticalOpen(s: VtesState, u: string, card: string): boolean {
  if (!isVampire(s, u) || s.turnFlags.political.includes(u)) return false;
  return !(s.turnFlags.barredPolitical ?? []).includes(s.cards[card].cid);
}

/** Whether the offered action would be directed (6.1): its target is another Methuselah's card (a political action never is, 6.3). */
export function offerDirected(s: VtesState, o: { minion?: string; target?: string; card?: string; ability?: string }): boolean {
  if (o.card !== undefined && o.ability !== undefined && offeredAction(s, o.card, o.ability)?.action?.political) return false;
  return o.target !== undefined && o.minion !== undefined && s.cards[o.target].controller !== s.cards[o.minion].controller;
}

/** The data ability an offered action names, if the id names one (`use:<card>:<n>:<minion>`). */
export function offeredAction(s: VtesState, card: string, ability: string): Ability | undefined {
  const a = abilityAt(s, card, ability);
  return a?.window === 'action' ? a : undefined;
}

/**
 * The record of an offered action announced by minion `u` (6.2.1): its stealth, its target (directed at
 * the target card's controller when that is another Methuselah), the use marked for the turn.
 */
export function announceOffer(
  s: VtesState,
  o: { card: string; ability: string; minion: string; target?: string; seat?: SeatId },
): ActionState {
  const a = offeredAction(s, o.card, o.ability);
  if (!a) throw new Error(`vtes: no action ${o.ability} of ${o.card}`);
  const bleed = a.action?.bleed;
  const political = !!a.action?.political;
  const action = newAction(s, o.minion, political ? 'political' : bleed === undefined ? 'ability' : 'bleed');
  // 6.3.1: one of the vampire's political actions of the turn
  if (political) useThisTurn(s, 'political', o.minion);
  action.offer = { card: o.card, n: Number(o.ability) };
  action.stealth = a.action?.stealth ?? 0;
  if (bleed !== undefined) {
    // 6.1.1: a bleed of the prey, with its bonus
    markBled(s, o.minion);
    action.target = preyOf(s, s.cards[o.minion].controller);
    action.bleed = bleed;
  }
  if (o.target !== undefined) {
    action.targetCard = o.target;
    if (offerDirected(s, o)) action.target = s.cards[o.target].controller;
  }
  // directed at the Methuselah chosen (6.2.1)
  if (a.action?.methuselah && o.seat !== undefined) action.target = o.seat;
  markActed(s, o.minion, actedKey(o.card, Number(o.ability)));
  return action;
}

/**
 * A successful offered action (6.2.3): its costs are paid (blood by the acting minion, pool by its
 * Methuselah; the card locked or burned), then its primitives run on the target chosen, if the target
 * is still one it may take. Returns the minion the acting one then enters combat with, if the action
 * is to enter combat (the rules start it: rules/combat.ts).
 */
export function resolveOffer(s: VtesState, action: Step<ActionState>, ev: Ev): string | undefined {
  const { card, n } = action.offer!;
  const a = offeredAction(s, card, String(n));
  if (!a) return undefined;
  const u = action.actor;
  const seat: SeatId = action.seat;
  const ctx = { seat, source: card, minion: u, actor: u, target: action.target, targetCard: action.targetCard };
  const sel = a.action?.target;
  if (sel && (action.targetCard === undefined || !selectsCard(s, sel, action.targetCard, ctx))) return undefined;
  payOfferCosts(s, action, a, ev);
  runPrims(s, a.effects, ctx, ev);
  if (a.cost.some((k) => k.c === 'life') && s.cards[u].zone === 'ready' && s.cards[u].blood <= 0) outOfLife(s, u, ev, 'vtes-es:1.2');
  if (a.cost.some((k) => k.c === 'burnSelf') && s.cards[card]) burnCard(s, card, ev);
  const t = action.targetCard;
  return a.action?.combat && t !== undefined && s.cards[t].zone === 'ready' && s.cards[u].zone === 'ready' ? t : undefined;
}

/** The costs of a successful offered action (6.2.3): blood or life from the acting minion, pool from its Methuselah, the card locked. */
export function payOfferCosts(s: VtesState, action: Step<ActionState>, a: Ability, ev: Ev): void {
  const { card } = action.offer!;
  const u = action.actor;
  const seat: SeatId = action.seat;
  for (const k of a.cost)
    if (k.c === 'blood') burnBlood(s, u, k.n);
    else if (k.c === 'pool') burnPool(s, seat, k.n);
    else if (k.c === 'lock') lock(s, card);
    // an ally's action costing life ("a (D) action that costs 1 life": Rotting Behemoth): burned from the acting ally; its
    // last life paid, the action still resolves, then it burns (LSJ 20080512)
    else if (k.c === 'life') burnBlood(s, u, k.n);
    // imbued appendix A.2: a conviction cost is paid with the imbued's convictions
    else if (k.c === 'conviction') payConvictions(s, convictionHolder(s, card), k.n, action.convictions ?? [], ev);
}

/** A.2, RTR 20111202: the convictions named as the action was announced are burned (those still on the imbued), then the oldest for the rest. */
function payConvictions(s: VtesState, holder: string, n: number, named: readonly string[], ev: Ev): void {
  const on = convictionsOn(s, holder);
  const first = named.filter((u) => on.includes(u)).slice(0, n);
  for (const u of first) burnCard(s, u, ev, 'vtes-es:A.2');
  if (first.length < n) burnConvictions(s, holder, n - first.length, ev);
}

/** The strikes minion `u` may choose now (6.4.3) from its cards and its own text: their card and ability index. */
export function strikeOffers(s: VtesState, u: string, range: 'close' | 'long'): { card: string; ability: number; strike: Strike }[] {
  return usesOf(s, 'strike', u).flatMap((x) => {
    const st = strikeOf(s, x, u);
    return st && (st.ranged || range === 'close') ? [{ card: x.source, ability: abilityNo(s, x.source, x.ability), strike: st }] : [];
  });
}

/** The strike an ability makes (a dodge is usable at any range; a strength-based one counts the minion's strength now). */
function strikeOf(s: VtesState, x: AbilityUse, u: string): Strike | undefined {
  const k = x.ability.strike;
  if (!k) return undefined;
  // a card burned to strike (Strike with Conviction) does not carry the strike: it lands without it
  const from = x.source !== u && !x.ability.cost.some((c) => c.c === 'burnSelf') ? { from: x.source } : {};
  if (k.s === 'dodge') return { kind: 'dodge', dmg: 0, ranged: true, ...from };
  if (k.s === 'stealBlood') return { kind: 'stealBlood', dmg: k.dmg, ranged: !!k.ranged, ...from };
  if (k.s === 'stealEquipment') return { kind: 'stealEquipment', dmg: 0, ranged: false, ...from };
  if (k.s === 'combatEnds') return { kind: 'combatEnds', dmg: 0, ranged: true, ...from };
  const dmg = k.dmg + (k.str ? strengthOf(s, u) : 0);
  return { kind: 'damage', dmg, ranged: !!k.ranged, ...(k.agg ? { agg: true } : {}), ...(k.wears ? { wears: true } : {}), ...from };
}

/** Minion `u` strikes with ability `ability` of `card` (its limit recorded, its cost paid, its other primitives run): the strike. */
export function offeredStrike(s: VtesState, u: string, card: string, ability: string, ev: Ev): Strike {
  const a = abilityAt(s, card, ability);
  const c = { seat: s.cards[u].controller, minion: u };
  const use = findUse(s, 'strike', c, card, undefined, (x) => x === a);
  const st = strikeOf(s, use, u)!;
  useAbility(s, use, c, ev);
  return st;
}
