/**
 * Step 7, the Hunter's Dream ("El Sueño del Cazador", "Cartas de mejora", "Límite de mejora")
 * and step 8, end of the round ("Fin de la ronda").
 */
import type { SeatId } from '../../engine/types';
import { actionOf, CARD_LIMIT, has } from './cards';
import { ALONE, clockwise, dreams, maxHealth, owned, pendingFor, RULE, without, type Ev } from './core';
import { revealNext } from './dungeon';
import type { BloodborneState } from './state';

/** Hunters who take part in step 7: those who played the Dream and those who died this round. */
export function inDream(s: BloodborneState, seat: SeatId): boolean {
  const h = s.hunters[seat];
  return !h.eliminated && (dreams(h) || h.dead);
}

/**
 * Runs step 7 from the cursor until a hunter must choose an upgrade. Sub-steps 1-2 (deposit,
 * take back the used cards with the Dream card) happen here; 3 (upgrade) is a decision; 4 (full
 * health) in finishDreamSeat. Returns true when the step is over.
 */
export function dreamStep(s: BloodborneState, ev: Ev): boolean {
  const order = clockwise(s);
  while (s.cursor < order.length) {
    const seat = order[s.cursor];
    if (!inDream(s, seat)) {
      s.cursor++;
      continue;
    }
    const h = s.hunters[seat];
    ev.push({ type: 'dream', params: { seat, dead: h.dead }, rule: RULE.paso7 });
    if (dreams(h)) {
      if (h.collected > 0) {
        ev.push({ type: 'deposit', params: { seat, n: h.collected }, rule: RULE['paso7.1'] });
        h.deposited += h.collected;
        h.collected = 0;
      }
      const n = h.used.length;
      h.hand = [...h.hand, ...h.used, h.played!];
      h.used = [];
      h.played = null;
      ev.push({ type: 'takeBack', params: { seat, n: n + 1 }, rule: RULE['paso7.2'] });
    }
    if (s.market.length) {
      s.pending = pendingFor('upgrade', ALONE[seat]);
      return false;
    }
    finishDreamSeat(s, seat, ev);
  }
  // the market is refilled at the end of the step, while the deck allows
  const added: string[] = [];
  while (s.market.length + added.length < s.n && added.length < s.upgradeDeck.length) added.push(s.upgradeDeck[added.length]);
  if (added.length) {
    s.upgradeDeck = s.upgradeDeck.slice(added.length);
    s.market = [...s.market, ...added];
  }
  if (added.length) ev.push({ type: 'marketRefill', params: { cards: added }, rule: RULE.mejoras, reveals: true });
  return true;
}

/** Sub-step 3: the upgrade goes to the hand; an eighth card forces a removal (decision). */
export function takeUpgrade(s: BloodborneState, seat: SeatId, card: string, ev: Ev): void {
  const h = s.hunters[seat];
  s.market = without(s.market, card);
  h.hand = [...h.hand, card];
  ev.push({ type: 'upgrade', params: { seat, card }, rule: RULE['paso7.3'] });
  if (owned(h).length > CARD_LIMIT) s.pending = pendingFor('remove', ALONE[seat]);
  else finishDreamSeat(s, seat, ev);
}

/** Cards a hunter may remove at the upgrade limit: any own card but the Hunter's Dream. */
export function removable(s: BloodborneState, seat: SeatId): string[] {
  const out: string[] = [];
  for (const c of owned(s.hunters[seat])) if (!has(actionOf(c), 'dream')) out.push(c);
  return out;
}

export function removeCard(s: BloodborneState, seat: SeatId, card: string, ev: Ev): void {
  const h = s.hunters[seat];
  h.hand = without(h.hand, card);
  h.used = without(h.used, card);
  if (h.played === card) h.played = null;
  if (h.weapon === card) h.weapon = null;
  s.removed = [...s.removed, card];
  ev.push({ type: 'removed', params: { seat, card }, rule: RULE.limite });
  finishDreamSeat(s, seat, ev);
}

/** Sub-step 4: rest, health back to the maximum; a dead hunter returns. */
export function finishDreamSeat(s: BloodborneState, seat: SeatId, ev: Ev): void {
  const h = s.hunters[seat];
  h.health = maxHealth(s);
  h.dead = false;
  ev.push({ type: 'rest', params: { seat, health: h.health }, rule: RULE['paso7.4'] });
  s.cursor++;
}

/** Step 8: played cards to the used piles, first-player token to the left, next monster. */
export function endRound(s: BloodborneState, ev: Ev): void {
  for (const h of s.hunters) {
    if (h.played || h.weapon) {
      const used = h.used.slice();
      if (h.played) used.push(h.played);
      if (h.weapon) used.push(h.weapon);
      h.used = used;
    }
    h.played = null;
    h.weapon = null;
    h.hit = false;
    h.struckInstant = false;
    h.meleeCancelled = false;
  }
  s.revealed = false;
  let next = (s.first + 1) % s.n;
  for (let i = 0; i < s.n && s.hunters[next].eliminated; i++) next = (next + 1) % s.n;
  s.first = next;
  ev.push({ type: 'endRound', params: { round: s.round, seat: next }, rule: RULE.paso8 });
  s.round += 1;
  if (!s.current || s.killed) {
    if (s.current) s.gone = [...s.gone, s.current.id];
    s.current = null;
    revealNext(s, ev);
  }
}
