/**
 * The heuristic bot in combat (vtes-es 6.4): how much a strike card hurts compared with the hand
 * strike, which range the bot wants for the round (6.4.2) and whether it presses (6.4.4). Read from
 * the data of the cards in its hand and on the two minions (strike damage, range, cost), never from
 * card names (issue 29 item 4: the bot plays the `full` combat cards when they help).
 *
 * What the bot does not know it does not guess: the other minion's hand is hidden, so only its
 * strength (`punch`) and the weapons it visibly bears count for it.
 */
import type { Decision, Option } from '../../../engine/types';
import { COMBAT_OPTIONS } from '../../../common/vtes-options';
import type { Mode } from '../schema/schema';
import type { VtesCardView } from '../view/view';
import { isEffect, isKind } from '../schema/effect-query';
import { primIn } from '../schema/modes';
import { bloodCost, cardOf, defOf, isOwn, level, ofKind, pass, type Ctx } from './bot-knowledge';

/** Expected damage per round of a minion in a combat (strength plus what its disciplines suggest). */
export function punch(c: VtesCardView): number {
  let s = 1;
  for (const m of defOf(c.cid)?.modes ?? []) for (const e of m.effects) if (isKind(e, 'mod') && e.stat === 'strength') s += e.n;
  return s + level(c, 'pot') + (level(c, 'cel') > 1 ? 1 : 0);
}

/** A strike as the bot weighs it: damage dealt to the other minion (blood stolen counts twice: taken and gained). */
interface StrikeWorth {
  dmg: number;
  ranged: boolean;
}

/** The damage a strike effect of a card mode deals, as the bot weighs it (`hand`: the minion's strength). */
function strikeWorth(m: Mode, hand: number): StrikeWorth | null {
  const st = m.effects.find(isEffect('strike'));
  if (!st) return null;
  const agg = st.agg ? 1 : 0;
  switch (st.s) {
    case 'damage':
      // at the minion's strength plus its own (`str`: Earthshock), undodgeable worth a little more
      return { dmg: (st.dmg ?? 0) + (st.str ? hand : 0) + agg + (st.undodgeable ? 0.5 : 0), ranged: !!st.ranged };
    case 'hand':
      return { dmg: hand + (st.plus ?? 0) + agg, ranged: !!st.ranged };
    case 'stealBlood':
      return { dmg: 2 * (st.dmg ?? 1), ranged: !!st.ranged };
    default:
      return null;
  }
}

/** The mode's requirements the bot can read are met by the minion: its Disciplines at their levels, nothing else asked. */
function usableBy(m: Mode, minion: VtesCardView): boolean {
  return m.conditions.every((r) => r.r === 'disc' && level(minion, r.disc) >= r.level);
}

/** The combat cards of the hand the minion could play, with each usable mode. */
function handModes(c: Ctx, minion: VtesCardView): { card: VtesCardView; mode: Mode }[] {
  const out: { card: VtesCardView; mode: Mode }[] = [];
  const blood = minion.kind === 'crypt' ? minion.blood : 0;
  for (const h of c.v.hand ?? []) {
    const d = defOf(h.cid);
    if (!d || bloodCost(h.cid) > Math.max(0, blood - 1)) continue;
    for (const m of d.modes) if (m.kind === 'combat' && usableBy(m, minion)) out.push({ card: h, mode: m });
  }
  return out;
}

/** The ranged damage of the weapons a minion visibly bears (a gun's strike). */
function weaponRanged(minion: VtesCardView): number {
  let n = 0;
  for (const a of minion.attached)
    for (const m of defOf(a.cid)?.modes ?? [])
      for (const e of m.effects) if (isEffect('attachStrength')(e) && e.rangedDamage) n = Math.max(n, e.rangedDamage);
  return n;
}

/** The best damage our minion can deal in a round at each range (its strength, its guns, the strike cards in hand). */
export function ourReach(c: Ctx, minion: VtesCardView): { close: number; long: number } {
  const hand = punch(minion);
  let long = weaponRanged(minion);
  let close = Math.max(hand, long);
  for (const { mode } of handModes(c, minion)) {
    const w = strikeWorth(mode, hand);
    if (!w) continue;
    close = Math.max(close, w.dmg);
    if (w.ranged) long = Math.max(long, w.dmg);
  }
  return { close, long };
}

/** What the other minion can be expected to deal at each range: its strength at close range, its visible guns at both. */
export function theirReach(minion: VtesCardView): { close: number; long: number } {
  const gun = weaponRanged(minion);
  return { close: Math.max(punch(minion), gun), long: gun };
}

/** The two minions of the combat in the bot's view: its own and the other. */
export function combatants(c: Ctx): { mine: VtesCardView; opp: VtesCardView } | null {
  const combat = c.v.combat;
  if (!combat) return null;
  const ownA = isOwn(c.v, combat.a);
  const mine = cardOf(c.v, ownA ? combat.a : combat.b);
  const opp = cardOf(c.v, ownA ? combat.b : combat.a);
  return mine && opp ? { mine, opp } : null;
}

/** The range the bot wants for the round (6.4.2): where what it deals, less what it takes, is larger; null when even. */
export function wantedRange(c: Ctx): 'close' | 'long' | null {
  const x = combatants(c);
  if (!x) return null;
  const ours = ourReach(c, x.mine);
  const theirs = theirReach(x.opp);
  const atLong = ours.long - theirs.long;
  const atClose = ours.close - theirs.close;
  if (atLong > atClose) return 'long';
  if (atClose > atLong) return 'close';
  return null;
}

/**
 * A strike card's score against the hand strike's 5 (bot-responses.ts `chooseStrike`): better by 1.5 for
 * each point of damage above the hand strike, less half a point for the card spent and its blood cost.
 */
export function damageStrikeScore(m: Mode, hand: number, cost: number): number {
  const w = strikeWorth(m, hand);
  if (!w) return 4;
  const riders = primIn(m.effects, 'maneuver') || primIn(m.effects, 'press') ? 0.3 : 0;
  return 5 + 1.5 * (w.dmg - hand) - 0.5 - cost + riders;
}

/** The hand strike's damage the strike decision offers (its label's `dmg`), else the minion's expected strength. */
export function handDamage(c: Ctx, d: Decision): number {
  const h = ofKind(d, COMBAT_OPTIONS, 'hand')[0];
  const n = Number((h?.label as { params?: Record<string, unknown> } | undefined)?.params?.dmg);
  if (Number.isFinite(n)) return n;
  const x = combatants(c);
  return x ? punch(x.mine) : 1;
}

/** The cheapest way among the options to do a step the bot wants: the free optional one first, then cards by blood cost. */
function cheapest(c: Ctx, d: Decision, free: 'optman' | 'optpress', ok: (o: Option) => boolean): Option | undefined {
  const f = ofKind(d, COMBAT_OPTIONS, free)[0];
  if (f) return f;
  const use = ofKind(d, COMBAT_OPTIONS, 'use')[0];
  if (use) return use;
  const cards = ofKind(d, COMBAT_OPTIONS, 'card')
    .filter(ok)
    .map((o) => ({ o, cost: bloodCost(cardOf(c.v, String(o.params?.card))?.cid ?? '') }))
    .sort((a, b) => a.cost - b.cost);
  const x = combatants(c);
  const blood = x?.mine.kind === 'crypt' ? x.mine.blood : 0;
  return cards.find((k) => k.cost === 0 || k.cost < blood)?.o;
}

/**
 * 6.4.2: a maneuver when the range it leads to is the one the bot wants. A strike card that maneuvers
 * is played now only when its strike is worth more than the hand strike (it is also the round's strike).
 */
export function chooseManeuver(c: Ctx, d: Decision): string {
  const to = d.prompt.key.endsWith('maneuverLong') ? 'long' : 'close';
  if (wantedRange(c) !== to) return pass(d).id;
  const x = combatants(c);
  const hand = x ? punch(x.mine) : 1;
  const plain = cheapest(c, d, 'optman', () => true);
  if (plain) return plain.id;
  // a strike card played as the maneuver (`scard`): only when its strike beats the hand strike
  const strike = ofKind(d, COMBAT_OPTIONS, 'scard').find((o) => {
    const h = cardOf(c.v, String(o.params?.card));
    const m = h ? defOf(h.cid)?.modes[Number(o.params?.mode)] : undefined;
    return !!m && !!h && damageStrikeScore(m, hand, bloodCost(h.cid)) > 5;
  });
  return (strike ?? pass(d)).id;
}

/**
 * 6.4.4: press to continue when the next round should finish the other minion (its blood or life at
 * most what the bot deals) and the bot's minion survives what it takes; press to end when the bot's
 * minion would not survive another round.
 */
export function choosePress(c: Ctx, d: Decision): string {
  const x = combatants(c);
  if (!x) return pass(d).id;
  const ours = ourReach(c, x.mine);
  const theirs = theirReach(x.opp);
  const toEnd = d.prompt.key.endsWith('pressCancel');
  const want = toEnd ? theirs.close >= x.mine.blood : ours.close >= x.opp.blood && theirs.close < x.mine.blood;
  if (!want) return pass(d).id;
  return (cheapest(c, d, 'optpress', () => true) ?? pass(d)).id;
}
