/**
 * Step 2 of the turn (rulebook "Sistema de Juego", "Tipos de Cartas", "Sangre"): every card play,
 * contact, blood power and blood-point healing enumerated as options of the turn decision, and
 * their effects. Option ids: see options.ts.
 */
import type { I18nRef, Option, SeatId } from '../../engine/types';
import { baseId, mainCard, power, type MainEffect, type PowerEffect } from './cards';
import { bloodCard, startAttack } from './combat';
import { deepFreeze, memo, memo2 } from '../common/frozen-cache';
import { cardRef, powerRef } from './logrefs';
import { lustTrigger, startBite, startFrenzy } from './bite';
import {
  R,
  alive,
  attacksAllowed,
  draw,
  friendly,
  fromHand,
  gainBlood,
  hasPassive,
  hostile,
  reachOf,
  shelters,
  shelterCards,
  spared,
  spend,
  targetable,
  weaponStats,
  withRng,
  wp,
  type Ev,
  removeAt,
} from './helpers';
import { endTurn } from './night';
import type { NightsState } from './state';

const L = (key: string, params: Record<string, string | number | I18nRef> = {}): I18nRef => ({ key: `log-nights:opt.${key}`, params });

/** The other living seats from `seat` on, in the direction of play. */
function others(s: NightsState, seat: SeatId): SeatId[] {
  const out: SeatId[] = [];
  for (let k = 1; k < s.n; k++) {
    const x = (((seat + s.direction * k) % s.n) + s.n) % s.n;
    if (alive(s, x)) out.push(x);
  }
  return out;
}

function knowsSect(s: NightsState, seat: SeatId, t: SeatId): boolean {
  return s.players[t].revealed || s.players[seat].known[t] !== undefined;
}

// Options that depend only on their card and target are built once and shared (frozen): see
// common/frozen-cache.ts. Label params keep the order { card, ...extra } and option params
// { card, inHand, ...numeric extra } of the option records.
type Params = Record<string, string | number | I18nRef>;
const handOpt = (prefix: string, key: string) =>
  memo((inst): Option => ({
    id: `${prefix}:${inst}`,
    label: L(key, { card: cardRef(inst) }),
    params: { card: baseId(inst), inHand: true },
  }));
const handTargetOpt = (prefix: string, key: string, suffix = '') =>
  memo2((inst, t: SeatId): Option => ({
    id: `${prefix}:${inst}:${t}${suffix}`,
    label: L(key, { card: cardRef(inst), target: t }),
    params: { card: baseId(inst), inHand: true, target: t },
  }));
const attackOpt = handTargetOpt('atk', 'attack');
const biteOpt = handTargetOpt('bite', 'bite');
const stealHandOpt = handTargetOpt('take', 'stealHand', ':h');
const sabotageHandOpt = handTargetOpt('take', 'sabotageHand', ':h');
const healLightOpt = memo((inst): Option => ({
  id: `heal:${inst}:light`,
  label: L('bloodCardLight', { card: cardRef(inst) }),
  params: { card: baseId(inst), inHand: true },
}));
const healAggOpt = memo((inst): Option => ({
  id: `heal:${inst}:agg`,
  label: L('bloodCardAgg', { card: cardRef(inst) }),
  params: { card: baseId(inst), inHand: true },
}));
const playOpt = handOpt('play', 'play');

const FACE_DOWN: I18nRef = deepFreeze({ key: 'log-nights:opt.faceDown' });
const SLOT_NAMES = { r: Array.from({ length: 16 }, (_, i) => `r${i}`), c: Array.from({ length: 16 }, (_, i) => `c${i}`) };
const slotName = (kind: 'r' | 'c', i: number): string => SLOT_NAMES[kind][i] ?? `${kind}${i}`;

/**
 * A steal or sabotage option on one table slot of a target. It names the card in the slot (null:
 * a face-down contact), so it is built each time: a cache per card played, target, slot and card
 * measured slower (most combinations come up once, and each entry was frozen).
 */
function takeSlotOpt(inst: string, keep: boolean, t: SeatId, slot: string, card: string | null): Option {
  const params: Params = { card: cardRef(inst), target: t, what: card === null ? FACE_DOWN : cardRef(card) };
  return {
    id: `take:${inst}:${t}:${slot}`,
    label: L(keep ? 'steal' : 'sabotage', params),
    params: { card: baseId(inst), inHand: true, target: t },
  };
}

function handCardOptions(s: NightsState, seat: SeatId, inst: string, e: MainEffect, o: readonly SeatId[], out: Option[]): void {
  const p = s.players[seat];
  switch (e.op) {
    case 'attack':
      if (p.attacksUsed < attacksAllowed(s, seat)) {
        const reach = reachOf(s, seat); // inReach without computing the reach once per target
        for (const t of o) if (targetable(s, seat, t) && shelters(s, t) <= reach) out.push(attackOpt(inst, t));
      }
      return;
    case 'bite':
      for (const t of o) if (targetable(s, seat, t)) out.push(biteOpt(inst, t));
      return;
    case 'bloodCard':
      if (p.light) out.push(healLightOpt(inst));
      if (p.agg) out.push(healAggOpt(inst));
      return;
    case 'takeCard':
      // every table slot of every other player (blood powers never)
      for (const t of o) {
        const tp = s.players[t];
        if (tp.hand.length) out.push(e.keep ? stealHandOpt(inst, t) : sabotageHandOpt(inst, t));
        for (let i = 0; i < tp.resources.length; i++) out.push(takeSlotOpt(inst, e.keep, t, slotName('r', i), tp.resources[i]));
        if (tp.weapon) out.push(takeSlotOpt(inst, e.keep, t, 'w', tp.weapon));
        for (let i = 0; i < tp.contacts.length; i++) {
          const c = tp.contacts[i];
          out.push(takeSlotOpt(inst, e.keep, t, slotName('c', i), c.up ? c.inst : null));
        }
      }
      return;
    case 'attackAll':
      if (o.some((t) => targetable(s, seat, t))) out.push(playOpt(inst));
      return;
    case 'draw':
    case 'shelter':
    case 'armor':
    case 'extraDraw':
    case 'weapon':
      out.push(playOpt(inst));
      return;
    case 'killer':
    case 'gainBlood':
    case 'peekSect':
    case 'raid':
      return; // one generic option for all contacts in hand (turnOptions), the card is chosen in secret

    default:
      return; // dodge and cover answer attacks
  }
}

const useOpt = memo((inst): Option => ({ id: `use:${inst}`, label: L('use', { card: cardRef(inst) }), params: { card: baseId(inst) } }));
const useOnOpt = memo2((inst, t: SeatId): Option => ({
  id: `use:${inst}:${t}`,
  label: L('useOn', { card: cardRef(inst), target: t }),
  params: { card: baseId(inst), target: t },
}));

function contactOptions(s: NightsState, seat: SeatId, inst: string, o: readonly SeatId[], out: Option[]): void {
  const e = mainCard(inst).effect;
  if (e.op === 'gainBlood') out.push(useOpt(inst));
  for (const t of o) {
    const tp = s.players[t];
    if (e.op === 'killer' && targetable(s, seat, t)) out.push(useOnOpt(inst, t));
    if (e.op === 'peekSect' && !knowsSect(s, seat, t)) out.push(useOnOpt(inst, t));
    if (e.op === 'raid' && (tp.weapon || shelterCards(tp) > 0)) out.push(useOnOpt(inst, t));
  }
}

function powerTargets(s: NightsState, seat: SeatId, e: PowerEffect, o: readonly SeatId[]): SeatId[] | null {
  const p = s.players[seat];
  switch (e.op) {
    case 'discardRandom':
    case 'stealRandom':
      return o.filter((t) => s.players[t].hand.length > 0);
    case 'peekSect':
      return o.filter((t) => !knowsSect(s, seat, t));
    case 'directWound':
      return o.filter((t) => targetable(s, seat, t));
    case 'dropShelters':
      return o.filter((t) => shelterCards(s.players[t]) > 0);
    case 'takeWeapon':
      return o.filter((t) => s.players[t].weapon !== null);
    case 'healOther':
      return o.filter((t) => s.players[t].light > 0);
    case 'drainBlood':
      return o.filter((t) => s.players[t].blood > 0);
    case 'healDraw':
      return p.light > 0 && !p.healedAggTurn ? [] : null;
    case 'fromDiscard':
      return s.discard.length ? [] : null;
    default:
      return [];
  }
}

/** Which contact goes face down (a secret decision: its labels name cards in hand). */
export function placeContactOptions(s: NightsState, seat: SeatId): Option[] {
  const seen = new Set<string>();
  const out: Option[] = [];
  for (const inst of s.players[seat].hand) {
    const id = baseId(inst);
    if (mainCard(id).kind !== 'contact' || seen.has(id)) continue;
    seen.add(id);
    out.push({ id: `down:${inst}`, label: L('contactDown', { card: cardRef(inst) }), params: { card: id } });
  }
  return out;
}

const powerOpt = memo((id): Option => ({
  id: `pw:${id}`,
  label: L('power', { power: powerRef(id), cost: power(id).cost }),
  params: { power: id },
}));
const powerOnOpt = memo2((id, t: SeatId): Option => ({
  id: `pw:${id}:${t}`,
  label: L('powerOn', { power: powerRef(id), cost: power(id).cost, target: t }),
  params: { power: id, target: t },
}));
const DOWN = deepFreeze<Option>({ id: 'down', label: L('contactDownAny') });
const MEND_LIGHT = deepFreeze<Option>({ id: 'mend:light', label: L('mendLight') });
const MEND_AGG = deepFreeze<Option>({ id: 'mend:agg', label: L('mendAgg') });
const MEND_FREE = deepFreeze<Option>({ id: 'mend:free', label: L('mendFree') });
const END = deepFreeze<Option>({ id: 'end', label: L('end') });

/** Every option of the turn decision. */
export function turnOptions(s: NightsState, seat: SeatId): Option[] {
  const p = s.players[seat];
  // the other living seats, computed once for every option of the turn
  const o = others(s, seat);
  const out: Option[] = [];
  const hand = p.hand;
  // one card of each id (the first instance); hands are short: a scan of the ids seen so far
  // costs less than a set
  const seen: string[] = [];
  for (let i = 0; i < hand.length; i++) {
    const id = baseId(hand[i]);
    let dup = false;
    for (let j = 0; j < i && !dup; j++) dup = seen[j] === id;
    seen.push(id);
    if (!dup) handCardOptions(s, seat, hand[i], mainCard(id).effect, o, out);
  }
  if (p.hand.some((c) => mainCard(c).kind === 'contact')) out.push(DOWN);
  for (const c of p.contacts) if (c.up) contactOptions(s, seat, c.inst, o, out);
  for (const id of p.powers) {
    const pw = power(id);
    if (pw.timing !== 'turn' || p.powersUsed.includes(id) || p.blood < pw.cost) continue;
    const targets = powerTargets(s, seat, pw.effect, o);
    if (targets === null) continue;
    if (pw.target === 'none') out.push(powerOpt(id));
    else for (const t of targets) out.push(powerOnOpt(id, t));
  }
  if (p.light && p.blood >= 1 && !p.healedAggTurn) out.push(MEND_LIGHT);
  if (p.agg && p.blood >= 1 && !p.healedAggNight && !p.healedLightTurn) out.push(MEND_AGG);
  const free = hasPassive(p, 'freeHeal');
  if (free && p.light && p.freeHealsUsed < free.n && !p.healedAggTurn) out.push(MEND_FREE);
  out.push(END);
  return out;
}

/** Applies a turn option (already checked to be offered). */
export function answerTurn(s: NightsState, seat: SeatId, opt: string, ev: Ev): void {
  const [verb, a, b, c] = opt.split(':');
  if (verb === 'end') return endTurn(s, seat, ev);
  if (verb === 'mend') return mend(s, seat, a as 'light' | 'agg' | 'free', ev);
  if (verb === 'pw') return usePower(s, seat, a, b === undefined ? null : Number(b), ev);
  if (verb === 'use') return useContact(s, seat, a, b === undefined ? null : Number(b), ev);
  if (opt === 'down') {
    s.stack.push({ t: 'placeContact', seat });
    return;
  }
  const inst = a;
  const id = baseId(inst);
  const p = wp(s, seat);
  fromHand(s, seat, inst);
  const e = mainCard(id).effect;
  if (verb === 'down') {
    p.contacts = [...p.contacts, { inst, up: false }];
    ev.push({ type: 'contactPlaced', params: { seat }, rule: R('types.contacts') });
    ev.push({ type: 'contactPlacedOwn', params: { seat, card: id }, rule: R('types.contacts'), visibleTo: [seat] });
    return;
  }
  const kind = mainCard(id).kind;
  if (kind === 'resource') {
    p.resources = [...p.resources, inst];
    ev.push({ type: 'resourcePlayed', params: { seat, card: id }, rule: R('types.resources') });
    return;
  }
  if (kind === 'weapon') {
    const old = p.weapon;
    if (old) s.discard = [...s.discard, old];
    p.weapon = inst;
    ev.push({ type: 'weaponPlayed', params: { seat, card: id, old: old ? baseId(old) : '' }, rule: R('types.weapons') });
    return;
  }
  if (e.op === 'bloodCard') {
    p.hand = [...p.hand, inst];
    return bloodCard(s, seat, b as 'light' | 'agg', ev);
  }
  s.discard = [...s.discard, inst];
  const t = b === undefined ? -1 : Number(b);
  switch (e.op) {
    case 'attack': {
      spared(s, seat, t, false);
      p.attacksUsed++;
      const w = weaponStats(p);
      startAttack(s, seat, t, { light: w.light, agg: w.agg }, id, { dodgeable: true, usesBonus: true }, ev);
      return;
    }
    case 'bite':
      spared(s, seat, t, true);
      return startBite(s, seat, t, false, ev);
    case 'takeCard':
      return takeCard(s, seat, t, c, e.keep, id, ev);
    case 'draw':
      ev.push({ type: 'abilityPlayed', params: { seat, card: id }, rule: R('types.abilities') });
      draw(s, seat, e.n, ev, 'types.abilities');
      return;
    case 'attackAll': {
      ev.push({ type: 'abilityPlayed', params: { seat, card: id }, rule: R('types.abilities') });
      const targets = others(s, seat).filter((x) => targetable(s, seat, x));
      s.stack.push({ t: 'ambush', from: seat, targets, source: id });
      return;
    }
    default:
      return;
  }
}

function takeCard(s: NightsState, seat: SeatId, t: SeatId, slot: string, keep: boolean, id: string, ev: Ev): void {
  const tp = wp(s, t);
  hostile(s, seat, t);
  let card: string;
  if (slot === 'h') {
    const i = withRng(s, (c) => c.int(tp.hand.length));
    card = tp.hand[i];
    tp.hand = removeAt(tp.hand, i);
  } else if (slot === 'w') {
    card = tp.weapon!;
    tp.weapon = null;
  } else if (slot[0] === 'r') {
    const i = Number(slot.slice(1));
    card = tp.resources[i];
    tp.resources = removeAt(tp.resources, i);
  } else {
    const ci = Number(slot.slice(1));
    card = tp.contacts[ci].inst;
    tp.contacts = tp.contacts.filter((_, j) => j !== ci);
  }
  const fromHandSlot = slot === 'h';
  ev.push({
    type: keep ? 'stole' : 'sabotaged',
    params: { seat, target: t, card: id, what: fromHandSlot || slot[0] === 'c' ? '' : baseId(card), fromHand: fromHandSlot },
    rule: R('types.abilities'),
    reveals: true,
  });
  if (keep) {
    const p = wp(s, seat);
    p.hand = [...p.hand, card];
    ev.push({ type: 'tookCard', params: { seat, card: baseId(card) }, rule: R('types.abilities'), visibleTo: [seat, t] });
  } else {
    s.discard = [...s.discard, card];
    if (fromHandSlot || slot[0] === 'c')
      ev.push({ type: 'discardedCard', params: { seat: t, card: baseId(card) }, rule: R('types.abilities'), reveals: true });
  }
}

function useContact(s: NightsState, seat: SeatId, inst: string, t: SeatId | null, ev: Ev): void {
  const p = wp(s, seat);
  const ci = p.contacts.findIndex((c) => c.inst === inst);
  p.contacts = p.contacts.filter((_, j) => j !== ci);
  s.discard = [...s.discard, inst];
  const id = baseId(inst);
  const e = mainCard(id).effect;
  ev.push({ type: 'contactUsed', params: { seat, card: id, target: t ?? -1 }, rule: R('types.contacts') });
  if (e.op === 'killer') startAttack(s, seat, t!, e.damage, id, { dodgeable: true, usesBonus: false }, ev);
  else if (e.op === 'gainBlood') ev.push({ type: 'gainedBlood', params: { seat, n: gainBlood(s, seat, e.n) }, rule: R('types.contacts') });
  else if (e.op === 'peekSect') peek(s, seat, t!, ev);
  else if (e.op === 'raid') {
    const tp = wp(s, t!);
    hostile(s, seat, t!);
    const gone = [...(tp.weapon ? [tp.weapon] : []), ...tp.resources.filter((r) => mainCard(r).effect.op === 'shelter')];
    tp.weapon = null;
    tp.resources = tp.resources.filter((r) => !gone.includes(r));
    s.discard = [...s.discard, ...gone];
    ev.push({ type: 'raided', params: { seat: t!, cards: gone.map(baseId) }, rule: R('types.contacts') });
  }
}

function peek(s: NightsState, seat: SeatId, t: SeatId, ev: Ev): void {
  wp(s, seat).known = { ...s.players[seat].known, [t]: s.players[t].sect };
  ev.push({ type: 'peeked', params: { seat, target: t }, rule: R('setup.5') });
  ev.push({ type: 'peekedOwn', params: { seat, target: t, sect: s.players[t].sect }, rule: R('setup.5'), visibleTo: [seat] });
}

function mend(s: NightsState, seat: SeatId, how: 'light' | 'agg' | 'free', ev: Ev): void {
  const p = wp(s, seat);
  if (how === 'agg') {
    spend(s, seat, 1);
    p.agg--;
    p.healedAggNight = true;
    p.healedAggTurn = true;
  } else {
    if (how === 'free') p.freeHealsUsed++;
    else spend(s, seat, 1);
    p.light--;
    p.healedLightTurn = true;
  }
  ev.push({ type: 'mended', params: { seat, wound: how === 'agg' ? 'agg' : 'light', cost: how === 'free' ? 0 : 1 }, rule: R('blood') });
  if (how !== 'free') checkLust(s, seat, ev);
}

function checkLust(s: NightsState, seat: SeatId, ev: Ev): void {
  const trig = lustTrigger(s, seat, false);
  if (trig) startFrenzy(s, seat, trig, ev);
}

function usePower(s: NightsState, seat: SeatId, id: string, t: SeatId | null, ev: Ev): void {
  const p = wp(s, seat);
  const pw = power(id);
  spend(s, seat, pw.cost);
  p.powersUsed = [...p.powersUsed, id];
  ev.push({ type: 'powerUsed', params: { seat, power: id, cost: pw.cost, target: t ?? -1 }, rule: R('blood.3') });
  checkLust(s, seat, ev);
  const e = pw.effect;
  const tp = t === null ? null : wp(s, t);
  switch (e.op) {
    case 'damageBonus':
      p.damageBonus += e.n;
      return;
    case 'attackBonus':
      p.attackBonus += e.n;
      return;
    case 'shelterUntilTurn':
      p.shelterBonus += e.n;
      return;
    case 'reachBonus':
      p.reachBonus += e.n;
      return;
    case 'noDodge':
      p.noDodge = true;
      return;
    case 'aggNext':
      p.aggNext = true;
      return;
    case 'draw':
      draw(s, seat, e.n, ev, 'blood.3');
      return;
    case 'healDraw':
      p.light--;
      p.healedLightTurn = true;
      draw(s, seat, 1, ev, 'blood.3');
      return;
    case 'fromDiscard': {
      const card = s.discard[s.discard.length - 1];
      s.discard = s.discard.slice(0, -1);
      p.hand = [...p.hand, card];
      ev.push({ type: 'fromDiscard', params: { seat, card: baseId(card) }, rule: R('blood.3') });
      return;
    }
    case 'discardRandom':
      hostile(s, seat, t!);
      for (let i = 0; i < e.n && tp!.hand.length; i++) {
        const i = withRng(s, (c) => c.int(tp!.hand.length));
        const card = tp!.hand[i];
        tp!.hand = removeAt(tp!.hand, i);
        s.discard = [...s.discard, card];
        ev.push({ type: 'discardedCard', params: { seat: t!, card: baseId(card) }, rule: R('blood.3'), reveals: true });
      }
      return;
    case 'stealRandom': {
      hostile(s, seat, t!);
      const i = withRng(s, (c) => c.int(tp!.hand.length));
      const card = tp!.hand[i];
      tp!.hand = removeAt(tp!.hand, i);
      p.hand = [...p.hand, card];
      ev.push({ type: 'tookCard', params: { seat, card: baseId(card) }, rule: R('blood.3'), visibleTo: [seat, t!], reveals: true });
      return;
    }
    case 'peekSect':
      return peek(s, seat, t!, ev);
    case 'directWound':
      return startAttack(s, seat, t!, e.damage, id, { dodgeable: true, usesBonus: false }, ev);
    case 'dropShelters': {
      hostile(s, seat, t!);
      const gone = tp!.resources.filter((r) => mainCard(r).effect.op === 'shelter');
      tp!.resources = tp!.resources.filter((r) => !gone.includes(r));
      s.discard = [...s.discard, ...gone];
      ev.push({ type: 'raided', params: { seat: t!, cards: gone.map(baseId) }, rule: R('blood.3') });
      return;
    }
    case 'takeWeapon': {
      hostile(s, seat, t!);
      if (p.weapon) s.discard = [...s.discard, p.weapon];
      p.weapon = tp!.weapon;
      tp!.weapon = null;
      ev.push({ type: 'weaponTaken', params: { seat, target: t!, card: baseId(p.weapon!) }, rule: R('blood.3') });
      return;
    }
    case 'healOther':
      tp!.light--;
      friendly(s, seat, t!);
      ev.push({ type: 'healedOther', params: { seat, target: t! }, rule: R('blood.3') });
      return;
    case 'drainBlood':
      hostile(s, seat, t!);
      tp!.blood -= Math.min(e.n, tp!.blood);
      ev.push({ type: 'drainedPower', params: { seat, target: t!, n: e.n }, rule: R('blood.3') });
      return;
    default:
      return;
  }
}

/** Runs one target of an ambush (an attack on every other living player, in turn order). */
export function runAmbush(s: NightsState, f: Extract<NightsState['stack'][number], { t: 'ambush' }>, ev: Ev): void {
  const t = f.targets.shift();
  if (t === undefined) {
    s.stack.pop();
    return;
  }
  if (alive(s, t) && alive(s, f.from)) {
    const dmg = mainCard(f.source).effect;
    if (dmg.op === 'attackAll') startAttack(s, f.from, t, dmg.damage, f.source, { dodgeable: true, usesBonus: false }, ev);
  }
}
