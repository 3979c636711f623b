/**
 * The bite and the struggle (rulebook "Mordisco") and bloodlust (rulebook "Sed de Sangre"):
 * alternate attack discards starting with the victim; whoever stops first decides the outcome;
 * bloodlust's three triggers and its procedure against one random victim.
 */
import type { SeatId } from '../../engine/types';
import { baseId } from './cards';
import { clearTable, wound } from './combat';
import { R, alive, draw, eventIs, findInHand, fromHand, gainBlood, hasPassive, hostile, living, withRng, wp, type Ev } from './helpers';
import type { Frame, NightsState } from './state';

export function startBite(s: NightsState, a: SeatId, v: SeatId, frenzy: boolean, ev: Ev): void {
  hostile(s, a, v);
  ev.push({ type: 'bite', params: { seat: a, victim: v, frenzy }, rule: R('bite') });
  s.stack.push({ t: 'struggle', a, v, who: 'v', frenzy, rounds: 0 });
}

/** The seat that discards now. */
export const struggler = (f: Extract<Frame, { t: 'struggle' }>): SeatId => (f.who === 'a' ? f.a : f.v);

/** A frenzied biter plays any card of the hand as an attack, without a choice. */
export const struggleIsAuto = (f: Extract<Frame, { t: 'struggle' }>): boolean => f.frenzy && f.who === 'a';

export function struggleOptions(s: NightsState, f: Extract<Frame, { t: 'struggle' }>): string[] {
  const p = s.players[struggler(f)];
  return findInHand(p, 'ataque') ? ['discard', 'stop'] : ['stop'];
}

export function answerStruggle(s: NightsState, f: Extract<Frame, { t: 'struggle' }>, opt: string, ev: Ev): void {
  const seat = struggler(f);
  if (opt === 'discard') {
    const p = s.players[seat];
    const inst = struggleIsAuto(f) ? p.hand[0] : findInHand(p, 'ataque')!;
    fromHand(s, seat, inst);
    s.discard = [...s.discard, inst];
    f.rounds++;
    ev.push({ type: 'struggleStep', params: { seat, card: baseId(inst), round: f.rounds }, rule: R('bite') });
    f.who = f.who === 'a' ? 'v' : 'a';
    return;
  }
  resolveStruggle(s, f, ev);
}

/** Runs the frenzied biter's automatic step. */
export function autoStruggle(s: NightsState, f: Extract<Frame, { t: 'struggle' }>, ev: Ev): void {
  answerStruggle(s, f, s.players[f.a].hand.length ? 'discard' : 'stop', ev);
}

function resolveStruggle(s: NightsState, f: Extract<Frame, { t: 'struggle' }>, ev: Ev): void {
  s.stack.pop();
  if (f.who === 'a') {
    ev.push({ type: 'struggleLost', params: { seat: f.a, victim: f.v }, rule: R('bite') });
    wound(s, f.a, { light: 1, agg: 0 }, f.v, false, ev);
    return;
  }
  const v = s.players[f.v];
  if (v.blood > 0) {
    const moon = eventIs(s, 'biteDrain');
    const gangrel = hasPassive(s.players[f.a], 'struggleDrain');
    const n = Math.min(v.blood, Math.max(1, moon ? moon.n : 1, gangrel ? gangrel.n : 1));
    wp(s, f.v).blood -= n;
    const got = gainBlood(s, f.a, n);
    const top = s.stack[s.stack.length - 1];
    if (top && top.t === 'frenzy' && top.seat === f.a) top.gained += got;
    ev.push({ type: 'drained', params: { seat: f.a, victim: f.v, lost: n, gained: got }, rule: R('bite') });
  } else {
    ev.push({ type: 'struggleWon', params: { seat: f.a, victim: f.v }, rule: R('bite') });
    wound(s, f.v, { light: 0, agg: 1 }, f.a, true, ev);
  }
}

/**
 * Bloodlust triggers (rulebook "Sed de Sangre"): 1. 3 blood points spent this night; 2. blood
 * spent this night and 1 or 0 left (both checked after every spend on one's turn and at its end,
 * once a night); 3. ending one's turn at 0 blood points.
 */
export function lustTrigger(s: NightsState, seat: SeatId, atEnd: boolean): 1 | 2 | 3 | null {
  const p = s.players[seat];
  if (!alive(s, seat)) return null;
  if (!p.frenziedNight) {
    if (p.spentNight >= 3) return 1;
    if (p.spentNight > 0 && p.blood <= 1) return 2;
  }
  if (atEnd && p.blood === 0) return 3;
  return null;
}

/** Starts bloodlust on the seat's turn (the turn ends with it). */
export function startFrenzy(s: NightsState, seat: SeatId, trigger: 1 | 2 | 3, ev: Ev): void {
  const turn = s.stack.find((f) => f.t === 'turn' && f.seat === seat);
  if (turn && turn.t === 'turn') turn.over = true;
  wp(s, seat).frenziedNight = true;
  ev.push({ type: 'frenzy', params: { seat, trigger }, rule: R('lust') });
  s.stack.push({ t: 'frenzy', seat, victim: null, gained: 0, started: false });
}

/** One automatic step of the bloodlust procedure. */
export function runFrenzy(s: NightsState, f: Extract<Frame, { t: 'frenzy' }>, ev: Ev): void {
  if (!f.started) {
    f.started = true;
    // 1. discard resources, weapon and contacts
    const gone = clearTable(s, f.seat);
    s.discard = [...s.discard, ...gone];
    // 2. show the hand; 3. one random victim among the other living players
    s.shownHand = f.seat;
    const others = living(s).filter((x) => x !== f.seat);
    f.victim = others.length ? withRng(s, (c) => c.pick(others)) : null;
    ev.push({
      type: 'frenzyStart',
      params: { seat: f.seat, victim: f.victim ?? -1, discarded: gone.length, hand: s.players[f.seat].hand.map(baseId) },
      rule: R('lust.procedure'),
      reveals: true,
    });
    return;
  }
  if (!alive(s, f.seat)) {
    s.stack.pop();
    s.shownHand = null;
    return;
  }
  const p = s.players[f.seat];
  if (f.victim === null || !alive(s, f.victim) || !p.hand.length) {
    s.stack.pop();
    s.shownHand = null;
    if (f.gained > 0) {
      ev.push({ type: 'frenzyEnd', params: { seat: f.seat, gained: f.gained }, rule: R('lust.procedure') });
      draw(s, f.seat, f.gained, ev, 'lust.procedure');
    } else {
      ev.push({ type: 'frenzyEnd', params: { seat: f.seat, gained: 0 }, rule: R('lust.procedure') });
      wound(s, f.seat, { light: 1, agg: 0 }, null, false, ev);
    }
    return;
  }
  const inst = p.hand[0];
  wp(s, f.seat).hand = p.hand.slice(1);
  s.discard = [...s.discard, inst];
  startBite(s, f.seat, f.victim, true, ev);
}
