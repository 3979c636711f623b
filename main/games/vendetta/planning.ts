/**
 * Vendetta 4. Planificación: JUGAR CARTAS (face up or face down, location effects on the cost),
 * placing blood (play-blood), flipping Diablerie for blood, the triggers of playing a card
 * (BR03 Desafío, recall), peeking at face-down cards and the relics used on a turn.
 */
import { clanCardById, FACE_DOWN_COST, MAX_BLOOD_PER_CARD, relicById } from './cards';
import type { SeatId } from '../../engine/types';
import type { Task, VendettaState } from './state';
import {
  ability,
  ask,
  cardOf,
  findCardId,
  gain,
  live,
  locEffect,
  loseBlood,
  mateOf,
  newKey,
  order,
  R,
  shown,
  spend,
  wp,
  runFirst,
  wpos,
  without,
  type Ev,
} from './actions';

export function faceDownCost(s: VendettaState, seat: SeatId, li: number): number {
  const le = locEffect(s.locs[li]);
  const base = ability(s, seat, 'freeFaceDown') ? 0 : FACE_DOWN_COST;
  return base + (le && le.op === 'faceDownExtra' ? le.n : 0);
}

export function canFaceDown(s: VendettaState, seat: SeatId, li: number): boolean {
  const le = locEffect(s.locs[li]);
  if (le && le.op === 'noFaceDown') return false;
  const cost = faceDownCost(s, seat, li);
  return cost === 0 || s.players[seat].blood > cost;
}

export function maxBlood(s: VendettaState, seat: SeatId): number {
  const a = ability(s, seat, 'maxBlood');
  const cap = a && a.op === 'maxBlood' ? a.n : MAX_BLOOD_PER_CARD;
  return Math.max(0, Math.min(cap, s.players[seat].blood - 1));
}

export function ownAssigned(s: VendettaState, seat: SeatId): string[] {
  const out: string[] = [];
  for (const l of s.locs) for (const c of l.pos[seat].cards) out.push(c.key);
  return out;
}

export function peekTargets(s: VendettaState, seat: SeatId): string[] {
  const out: string[] = [];
  const known = s.players[seat].known;
  for (const l of s.locs)
    for (let o = 0; o < s.n; o++) if (o !== seat) for (const c of l.pos[o].cards) if (!c.up && !known[c.key]) out.push(c.key);
  return out;
}

export function turnRelicUsable(s: VendettaState, seat: SeatId): boolean {
  const p = s.players[seat];
  if (!p.relic || p.relicUsed) return false;
  const e = relicById.get(p.relic)!.effect;
  if (e.when !== 'turn') return false;
  switch (e.op) {
    case 'restore':
      return p.drained.length > 0;
    case 'peekLocation':
      return peekLocations(s, seat).length > 0;
    case 'recall':
      return ownAssigned(s, seat).length > 0;
    default:
      return true;
  }
}

export function peekLocations(s: VendettaState, seat: SeatId): number[] {
  return s.locs
    .map((l, li) => (l.pos.some((pos, o) => o !== seat && pos.cards.some((c) => !c.up && !s.players[seat].known[c.key])) ? li : -1))
    .filter((li) => li >= 0);
}

/** Places the card: JUGAR CARTAS, then the triggers of playing it. */
export function placeCard(s: VendettaState, seat: SeatId, id: string, li: number, up: boolean, ev: Ev): void {
  const p = wp(s, seat);
  p.hand = without(p.hand, p.hand.indexOf(id));
  const cost = up ? 0 : faceDownCost(s, seat, li);
  if (!up) spend(s, seat, cost);
  const key = newKey(s);
  const at = wpos(s, li, seat);
  at.cards = [...at.cards, { id, up, key }];
  if (up) shown(s, id);
  if (up) ev.push({ type: 'play', params: { seat, card: id, location: li, faceUp: true }, rule: R_PLAY, reveals: true });
  else {
    ev.push({ type: 'playDown', params: { seat, location: li, cost }, rule: R_PLAY });
    ev.push({ type: 'playDownOwn', params: { seat, card: id, location: li }, rule: R_PLAY, visibleTo: [seat] });
  }
  // passive triggers of face-up cards elsewhere (BR03 Desafío): an opponent plays at another location
  // (plain loops: this runs for most choices of the planning phase)
  let tasks: Task[] | null = null;
  const ord = order(s);
  for (let i = 0; i < ord.length; i++) {
    const o = ord[i];
    if (o === seat || !live(s, o)) continue;
    for (let lj = 0; lj < s.locs.length; lj++) {
      if (lj === li) continue;
      const cards = s.locs[lj].pos[o].cards;
      for (let k = 0; k < cards.length; k++) {
        const c = cards[k];
        if (!c.up) continue;
        const e = cardOf(c).effect;
        if (e && e.op === 'challenge') (tasks ??= []).push({ t: 'challenge', owner: o, target: seat, lose: e.lose, loc: lj, key: c.key });
      }
    }
  }
  const le = locEffect(s.locs[li]);
  if (up && le && le.op === 'faceUpGain') gain(s, seat, le.blood, 0, ev, R('variant.locations'), 'location');
  const e = clanCardById.get(id)!.effect;
  if (up && e && e.op === 'onPlayGain') gain(s, seat, e.blood, 0, ev, R('4'), 'card');
  if (up && e && e.op === 'onPlayRecall') (tasks ??= []).push({ t: 'recallChoice', seat, except: key });
  const blood: Task = { t: 'bloodStep', seat, loc: li };
  if (tasks) {
    tasks.push(blood);
    runFirst(s, ...tasks);
  } else runFirst(s, blood);
}

const R_PLAY = R('play-cards');

export function runChallenge(s: VendettaState, task: Extract<Task, { t: 'challenge' }>, ev: Ev): void {
  if (!live(s, task.owner) || !live(s, task.target)) return;
  if (task.mate === undefined && mateOf(s, task.owner) === task.target) {
    ask(s, 'mate', [task.owner], { task });
    return;
  }
  if (task.mate === false) return;
  ev.push({ type: 'trigger', params: { seat: task.owner, card: findCardId(s, task.key) }, rule: R('4') });
  loseBlood(s, task.target, task.lose, task.owner, task.loc, ev, R('4'));
}

export function bloodStep(s: VendettaState, seat: SeatId, li: number, ev: Ev): void {
  if (!live(s, seat)) return;
  const p = s.players[seat];
  if (maxBlood(s, seat) > 0 || p.alliance.length > 0) ask(s, 'blood', [seat], { loc: li });
  else diablerieStep(s, seat, li, ev);
}

export function diablerieStep(s: VendettaState, seat: SeatId, li: number, _ev: Ev): void {
  const p = s.players[seat];
  if (live(s, seat) && p.diablerie - p.diablerieDown > 0 && s.supply.blood > 0) ask(s, 'diablerie', [seat], { loc: li });
}

export function useTurnRelic(s: VendettaState, seat: SeatId, ev: Ev): void {
  const p = wp(s, seat);
  const e = relicById.get(p.relic!)!.effect;
  p.relicUsed = true;
  ev.push({ type: 'relicUsed', params: { seat, relic: p.relic! }, rule: R('variant.relics') });
  switch (e.op) {
    case 'restore':
      ask(s, 'restore', [seat]);
      return;
    case 'peekLocation':
      ask(s, 'peekLoc', [seat]);
      return;
    case 'recall':
      ask(s, 'recallRelic', [seat]);
      return;
    case 'gainBlood':
      gain(s, seat, e.n, 0, ev, R('variant.relics'), 'relic');
      return;
    case 'opponentsLose':
      // after the effect (and the teammate question in team mode) the turn goes on
      s.pending = null;
      runFirst(s, { t: 'relicLose', seat, n: e.n }, { t: 'turnResume', seat });
      return;
    default:
      return;
  }
}
