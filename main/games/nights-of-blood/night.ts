/**
 * The night and the turn (rulebook "Sistema de Juego"): the Regent chooses the direction; from the
 * second night the Regent draws an event that lasts until play comes back to the Regent; each
 * turn contacts turn face up, the player draws 2 (bloodlines, resources and events may change
 * it), plays cards, and bloodlust is checked when the turn ends.
 */
import type { SeatId } from '../../engine/types';
import { DRAW_PER_TURN, baseId, mainCard } from './cards';
import { lustTrigger, startFrenzy } from './bite';
import { wound } from './combat';
import { R, alive, circle, draw, eventIs, gainBlood, hasPassive, living, removeAt, shelterCards, withRng, wp, type Ev } from './helpers';
import type { NightsState } from './state';

export function chooseDirection(s: NightsState, dir: 1 | -1, ev: Ev): void {
  s.direction = dir;
  s.stack = [];
  ev.push({ type: 'direction', params: { seat: s.regent, dir: dir === 1 ? 'cw' : 'ccw' }, rule: R('night') });
}

function startNight(s: NightsState, ev: Ev): void {
  s.night++;
  for (let seat = 0; seat < s.n; seat++) {
    const q = s.players[seat];
    // only the players with something to reset are copied
    if (!q.spentNight && !q.frenziedNight && !q.healedAggNight) continue;
    const p = wp(s, seat);
    p.spentNight = 0;
    p.frenziedNight = false;
    p.healedAggNight = false;
  }
  s.event = null;
  if (s.night >= 2) {
    if (!s.eventDeck.length) {
      s.eventDeck = withRng(s, (c) => c.shuffle(s.eventUsed));
      s.eventUsed = [];
    }
    const e = s.eventDeck[0];
    s.eventDeck = s.eventDeck.slice(1);
    s.eventUsed = [...s.eventUsed, e];
    s.event = e;
    ev.push({ type: 'event', params: { seat: s.regent, event: e }, rule: R('night.event'), reveals: true });
    nightStartEffects(s, ev);
  }
  const dir = eventIs(s, 'reverse') ? (-s.direction as 1 | -1) : s.direction;
  // the night starts at the Regent's seat (after his fall: the next living seat from it)
  s.order = circle(s, s.regent, dir);
  s.turnIndex = -1;
  ev.push({ type: 'nightStart', params: { night: s.night, seats: s.order }, rule: R('night') });
}

function nightStartEffects(s: NightsState, ev: Ev): void {
  if (eventIs(s, 'returnFromGrave')) {
    const regentDown = s.players[s.regent].dead;
    for (let seat = 0; seat < s.n; seat++) {
      const q = s.players[seat];
      if (!q.dead || q.lost || (regentDown && q.sect === s.rulingSect)) continue;
      const p = wp(s, seat);
      p.dead = false;
      p.agg = 0;
      p.light = p.health - 1;
      p.blood = 1;
      ev.push({ type: 'returned', params: { seat }, rule: R('events') });
      draw(s, seat, 2, ev, 'events');
    }
  }
  if (eventIs(s, 'dropContacts')) {
    for (let seat = 0; seat < s.n; seat++) {
      const p = wp(s, seat);
      s.discard = [...s.discard, ...p.contacts.map((c) => c.inst)];
      p.contacts = [];
    }
  }
  if (eventIs(s, 'passCard')) {
    const seats = circle(s, s.regent);
    const passed = seats.map((seat) => {
      const p = wp(s, seat);
      if (!p.hand.length) return null;
      const i = withRng(s, (c) => c.int(p.hand.length));
      const card = p.hand[i];
      p.hand = removeAt(p.hand, i);
      return card;
    });
    seats.forEach((seat, i) => {
      const card = passed[i];
      if (card === null) return;
      const to = seats[(i + 1) % seats.length];
      wp(s, to).hand = [...s.players[to].hand, card];
      ev.push({ type: 'passedCard', params: { seat, to }, rule: R('events') });
      ev.push({ type: 'tookCard', params: { seat: to, card: baseId(card) }, rule: R('events'), visibleTo: [seat, to] });
    });
  }
}

/** Moves to the next living seat of the night (a new night after the last). */
export function nextTurn(s: NightsState, ev: Ev): void {
  if (!living(s).length) return;
  for (;;) {
    s.turnIndex++;
    if (s.turnIndex >= s.order.length) {
      startNight(s, ev);
      continue;
    }
    const seat = s.order[s.turnIndex];
    if (alive(s, seat)) {
      beginTurn(s, seat, ev);
      return;
    }
  }
}

function beginTurn(s: NightsState, seat: SeatId, ev: Ev): void {
  const p = wp(s, seat);
  s.turnSeat = seat;
  p.healedLightTurn = false;
  p.healedAggTurn = false;
  p.attacksUsed = 0;
  p.powersUsed = [];
  p.freeHealsUsed = 0;
  p.damageBonus = 0;
  p.attackBonus = 0;
  p.reachBonus = 0;
  p.aggNext = false;
  p.noDodge = false;
  p.shelterBonus = 0;
  ev.push({ type: 'turnStart', params: { seat, night: s.night }, rule: R('night.turn') });
  s.stack.push({ t: 'turn', seat, over: false });
  // contacts placed on an earlier turn turn face up
  const flipped = p.contacts.filter((c) => !c.up);
  if (flipped.length) p.contacts = p.contacts.map((c) => (c.up ? c : { ...c, up: true }));
  if (flipped.length)
    ev.push({ type: 'contactsUp', params: { seat, cards: flipped.map((c) => baseId(c.inst)) }, rule: R('types.contacts'), reveals: true });
  if (eventIs(s, 'thirst') && p.blood > 0) {
    p.blood--;
    ev.push({ type: 'thirst', params: { seat }, rule: R('events') });
  }
  if (eventIs(s, 'feast') && gainBlood(s, seat, 1)) ev.push({ type: 'feast', params: { seat }, rule: R('events') });
  // 1. draw 2, unless the bloodline, the cards in play or the event say otherwise
  const n = turnDraws(s, seat);
  if (hasPassive(p, 'drawFromDiscard') && s.discard.length && n > 0) {
    s.stack.push({ t: 'discardDraw', seat });
  } else if (hasPassive(p, 'drawThreeKeepTwo') && n > 0) {
    const got = draw(s, seat, n + 1, ev, 'night.turn');
    if (got.length > n) s.stack.push({ t: 'keepTwo', seat, cards: got });
  } else draw(s, seat, n, ev, 'night.turn');
  if (eventIs(s, 'dawn') && shelterCards(p) === 0) {
    ev.push({ type: 'dawn', params: { seat }, rule: R('events') });
    wound(s, seat, { light: 1, agg: 0 }, null, false, ev);
  }
}

/** Draw count of the turn (for the Nosferatu's choice). */
export function turnDraws(s: NightsState, seat: SeatId): number {
  const p = s.players[seat];
  let n = DRAW_PER_TURN;
  const extra = hasPassive(p, 'drawExtra');
  if (extra) n += extra.n;
  for (const r of p.resources) {
    const e = mainCard(r).effect;
    if (e.op === 'extraDraw') n += e.n;
  }
  const delta = eventIs(s, 'drawDelta');
  if (delta) n += delta.n;
  return Math.max(0, n);
}

/** The player ends the turn: bloodlust is checked first (rulebook "Sed de Sangre"). */
export function endTurn(s: NightsState, seat: SeatId, ev: Ev): void {
  const top = s.stack[s.stack.length - 1];
  if (top.t === 'turn') top.over = true;
  const trig = lustTrigger(s, seat, true);
  if (trig) startFrenzy(s, seat, trig, ev);
}
