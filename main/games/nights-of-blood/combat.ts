/**
 * Combat, wounds and death (rulebook "Combate", "Heridas y Muerte"): an attack within reach, the
 * target's answer out of turn (dodge, cover, a reaction power), wounds against health, the blood
 * card just before death, death with its rewards and penalties, and devouring after a bite.
 */
import type { SeatId } from '../../engine/types';
import { INSURGENT_REWARD, LUCKY_IDS, POWER_LIMIT, baseId, mainCard, power, type Damage } from './cards';
import { checkEnd } from './end';
import {
  R,
  alive,
  circle,
  damageTaken,
  draw,
  eventIs,
  findInHand,
  fromHand,
  hasPassive,
  hostile,
  insurgent,
  shelterCards,
  takeTop,
  withRng,
  wp,
  type Ev,
  removeAt,
} from './helpers';
import type { Attack, Frame, NightsState, Player } from './state';

/** Starts an attack (the caller checked reach and limits). */
export function startAttack(
  s: NightsState,
  from: SeatId,
  to: SeatId,
  dmg: Damage,
  source: string,
  opts: { dodgeable: boolean; usesBonus: boolean },
  ev: Ev,
): void {
  let light = dmg.light;
  let agg = dmg.agg;
  const massacre = eventIs(s, 'damageDelta');
  if (massacre) light += massacre.n;
  if (opts.usesBonus && (s.players[from].damageBonus || s.players[from].aggNext)) {
    const w = wp(s, from);
    light += w.damageBonus;
    w.damageBonus = 0;
    if (w.aggNext) {
      agg += light;
      light = 0;
      w.aggNext = false;
    }
  }
  const a = s.players[from];
  hostile(s, from, to);
  const atk: Attack = {
    from,
    to,
    light,
    agg,
    cancels: hasPassive(a, 'doubleCancel') ? 2 : 1,
    dodgeable: opts.dodgeable && !a.noDodge && !eventIs(s, 'noDodge'),
    source,
  };
  ev.push({ type: 'attack', params: { seat: from, target: to, card: source, light, agg }, rule: R('combat') });
  // Malkavian: the top card of the deck may turn the attack aside
  if (hasPassive(s.players[to], 'luckyDodge')) {
    const top = takeTop(s, ev);
    if (top) {
      s.discard = [...s.discard, top];
      const lucky = LUCKY_IDS.includes(baseId(top));
      ev.push({ type: 'luckyReveal', params: { seat: to, card: baseId(top), lucky }, rule: R('lines'), reveals: true });
      if (lucky) atk.cancels--;
    }
  }
  if (atk.cancels <= 0) {
    ev.push({ type: 'attackCancelled', params: { seat: to, by: from }, rule: R('combat') });
    return;
  }
  s.stack.push({ t: 'respond', atk });
}

/** Options of the attacked player (always asked, see docs/nights-of-blood.md "the silent no"). */
export function respondOptions(s: NightsState, atk: Attack): string[] {
  const t = s.players[atk.to];
  const out: string[] = [];
  if (atk.dodgeable && findInHand(t, 'esquivar')) out.push('dodge');
  if (findInHand(t, 'cobertura') && shelterCards(t) > 0) out.push('cover');
  for (const id of t.powers) {
    const pw = power(id);
    if (pw.timing !== 'reaction' || t.blood < pw.cost) continue;
    if (pw.effect.op === 'cancelAttack' || (pw.effect.op === 'softenAgg' && atk.agg > 0)) out.push(`pw:${id}`);
  }
  out.push('take');
  return out;
}

export function answerRespond(s: NightsState, f: Extract<Frame, { t: 'respond' }>, opt: string, ev: Ev): void {
  const atk = f.atk;
  if (opt === 'dodge' || opt === 'cover') {
    const t = s.players[atk.to];
    const inst = findInHand(t, opt === 'dodge' ? 'esquivar' : 'cobertura')!;
    fromHand(s, atk.to, inst);
    s.discard = [...s.discard, inst];
    atk.cancels--;
    ev.push({ type: 'cancelCard', params: { seat: atk.to, card: baseId(inst) }, rule: R('combat') });
    const cd = hasPassive(t, 'cancelDraw');
    if (cd) draw(s, atk.to, cd.n, ev, 'lines');
  } else if (opt.startsWith('pw:')) {
    const pw = power(opt.slice(3));
    const t = wp(s, atk.to);
    t.blood -= pw.cost;
    t.spentNight += pw.cost;
    ev.push({ type: 'powerUsed', params: { seat: atk.to, power: pw.id, cost: pw.cost }, rule: R('blood.3') });
    if (pw.effect.op === 'cancelAttack') atk.cancels--;
    else {
      atk.light += atk.agg;
      atk.agg = 0;
    }
  } else {
    s.stack.pop();
    hitBy(s, atk, ev);
    return;
  }
  if (atk.cancels <= 0) {
    s.stack.pop();
    ev.push({ type: 'attackCancelled', params: { seat: atk.to, by: atk.from }, rule: R('combat') });
  }
}

/** An attack that was not cancelled: armour, wounds, the Setite's theft. */
function hitBy(s: NightsState, atk: Attack, ev: Ev): void {
  const t = s.players[atk.to];
  let { light, agg } = atk;
  if (agg > 0 && t.resources.some((r) => mainCard(r).effect.op === 'armor')) {
    light += agg;
    agg = 0;
  }
  if (hasPassive(t, 'woundSteal') && (light || agg) && alive(s, atk.from) && s.players[atk.from].hand.length) {
    const from = wp(s, atk.from);
    const i = withRng(s, (c) => c.int(from.hand.length));
    const card = from.hand[i];
    from.hand = removeAt(from.hand, i);
    wp(s, atk.to).hand = [...t.hand, card];
    ev.push({ type: 'woundSteal', params: { seat: atk.to, from: atk.from }, rule: R('lines'), reveals: true });
    ev.push({ type: 'tookCard', params: { seat: atk.to, card: baseId(card) }, rule: R('lines'), visibleTo: [atk.to, atk.from] });
  }
  wound(s, atk.to, { light, agg }, atk.from, false, ev);
}

/** Adds wounds; a seat at 0 health gets the blood card window before dying. */
export function wound(s: NightsState, seat: SeatId, dmg: Damage, by: SeatId | null, bite: boolean, ev: Ev): void {
  if (!alive(s, seat) || dmg.light + dmg.agg <= 0) return;
  const p = wp(s, seat);
  p.light += dmg.light;
  p.agg += dmg.agg;
  ev.push({ type: 'wounded', params: { seat, light: dmg.light, agg: dmg.agg, by: by ?? -1 }, rule: R('wounds') });
  const wd = hasPassive(p, 'woundDraw');
  if (wd) draw(s, seat, wd.n * (dmg.light + dmg.agg), ev, 'lines');
  if (damageTaken(p) >= p.health) s.stack.push({ t: 'save', seat, by, bite });
}

export function saveOptions(s: NightsState, seat: SeatId): string[] {
  const p = s.players[seat];
  const out: string[] = [];
  if (findInHand(p, 'sangre')) {
    if (p.light) out.push('blood:light');
    if (p.agg) out.push('blood:agg');
  }
  out.push('die');
  return out;
}

/** Discards one wound with a blood card (on one's turn or just before death). */
export function bloodCard(s: NightsState, seat: SeatId, which: 'light' | 'agg', ev: Ev): void {
  const p = wp(s, seat);
  const inst = findInHand(p, 'sangre')!;
  fromHand(s, seat, inst);
  s.discard = [...s.discard, inst];
  if (which === 'light') p.light--;
  else p.agg--;
  ev.push({ type: 'bloodCard', params: { seat, wound: which }, rule: R('wounds.save') });
}

export function answerSave(s: NightsState, f: Extract<Frame, { t: 'save' }>, opt: string, ev: Ev): void {
  const p = wp(s, f.seat);
  if (opt !== 'die') {
    bloodCard(s, f.seat, opt === 'blood:agg' ? 'agg' : 'light', ev);
    if (damageTaken(p) < p.health) s.stack.pop();
    return;
  }
  s.stack.pop();
  s.stack.push({ t: 'death', seat: f.seat, by: f.by, bite: f.bite });
  // devouring (rulebook "Mordisco"): the biter takes the whole hand, then one blood power
  if (f.bite && f.by !== null && alive(s, f.by)) {
    const a = wp(s, f.by);
    ev.push({ type: 'devour', params: { seat: f.by, victim: f.seat, count: p.hand.length }, rule: R('bite.devour') });
    a.hand = [...a.hand, ...p.hand];
    p.hand = [];
    if (p.powers.length) s.stack.push({ t: 'stealPower', seat: f.by, from: f.seat });
  }
}

export function answerStealPower(s: NightsState, f: Extract<Frame, { t: 'stealPower' }>, id: string, ev: Ev): void {
  const from = wp(s, f.from);
  const a = wp(s, f.seat);
  from.powers = removeAt(from.powers, from.powers.indexOf(id));
  a.powers = [...a.powers, id];
  s.stack.pop();
  ev.push({ type: 'powerStolen', params: { seat: f.seat, from: f.from, power: id }, rule: R('bite.devour') });
  if (a.powers.length > POWER_LIMIT) s.stack.push({ t: 'dropPower', seat: f.seat });
}

export function answerDropPower(s: NightsState, f: Extract<Frame, { t: 'dropPower' }>, id: string, ev: Ev): void {
  const a = wp(s, f.seat);
  a.powers = removeAt(a.powers, a.powers.indexOf(id));
  s.powerDiscard = [...s.powerDiscard, id];
  ev.push({ type: 'powerDropped', params: { seat: f.seat, power: id }, rule: R('bite.devour') });
  if (a.powers.length <= POWER_LIMIT) s.stack.pop();
}

/** Everything a player has on the table (resources, weapon, contacts). */
export function tableCards(p: Readonly<Player>): string[] {
  return [...p.resources, ...(p.weapon ? [p.weapon] : []), ...p.contacts.map((c) => c.inst)];
}

/** Takes every card off a seat's table and returns them. */
export function clearTable(s: NightsState, seat: SeatId): string[] {
  const out = tableCards(s.players[seat]);
  if (!out.length) return out;
  const p = wp(s, seat);
  p.resources = [];
  p.weapon = null;
  p.contacts = [];
  return out;
}

/**
 * Leaves the game (death or the fall of one's Regent): the sect is revealed, every card but the
 * sect, bloodline and wounds is discarded (a living Giovanni takes them into hand instead).
 */
export function leave(s: NightsState, seat: SeatId, ev: Ev): void {
  const p = wp(s, seat);
  p.revealed = true;
  if (s.shownHand === seat) s.shownHand = null;
  const cards = [...p.hand, ...clearTable(s, seat)];
  p.hand = [];
  s.powerDiscard = [...s.powerDiscard, ...p.powers];
  p.powers = [];
  const vulture = circle(s, seat).find((x) => x !== seat && hasPassive(s.players[x], 'vulture'));
  if (vulture !== undefined && cards.length) {
    wp(s, vulture).hand = [...s.players[vulture].hand, ...cards];
    ev.push({ type: 'vulture', params: { seat: vulture, from: seat, count: cards.length }, rule: R('lines'), reveals: true });
  } else s.discard = [...s.discard, ...cards];
}

/** Death (rulebook "Heridas y Muerte"): reveal, discard, rewards, penalties, end of game. */
export function runDeath(s: NightsState, f: Extract<Frame, { t: 'death' }>, ev: Ev): void {
  s.stack.pop();
  const p = wp(s, f.seat);
  p.dead = true;
  leave(s, f.seat, ev);
  ev.push({
    type: 'death',
    params: { seat: f.seat, sect: p.sect, by: f.by ?? -1, regent: p.regent },
    rule: R('wounds.death'),
    reveals: true,
  });
  const by = f.by;
  if (by !== null && by !== f.seat && alive(s, by)) {
    const k = wp(s, by);
    if (insurgent(s, f.seat) && !s.players[s.regent].dead) {
      ev.push({ type: 'reward', params: { seat: by, count: INSURGENT_REWARD }, rule: R('wounds.reward') });
      draw(s, by, INSURGENT_REWARD, ev, 'wounds.reward');
    } else if (k.regent && p.sect === k.sect) {
      const lost = [...k.hand, ...clearTable(s, by)];
      k.hand = [];
      s.discard = [...s.discard, ...lost];
      ev.push({ type: 'regentPenalty', params: { seat: by, count: lost.length }, rule: R('wounds.penalty'), reveals: true });
    }
  }
  if (p.regent) regentFalls(s, ev);
  checkEnd(s, ev);
}

/** The Regent's sect loses at once: its living members leave the game, sect revealed. */
function regentFalls(s: NightsState, ev: Ev): void {
  for (let seat = 0; seat < s.n; seat++) {
    if (!alive(s, seat) || s.players[seat].sect !== s.rulingSect) continue;
    wp(s, seat).lost = true;
    leave(s, seat, ev);
    ev.push({ type: 'sectLost', params: { seat, sect: s.rulingSect }, rule: R('end'), reveals: true });
  }
}
