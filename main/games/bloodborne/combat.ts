/**
 * The fight: step 3 (instant effects, first player clockwise), step 4 (the monster's attack:
 * the die of its lantern, criticals roll again and add), step 5 (the hunters' attacks clockwise,
 * echoes taken up to what is left, the monster dies on its last echo). Damage dealt = echoes taken.
 */
import { RngCursor } from '../../engine/rng';
import type { SeatId } from '../../engine/types';
import { DICE, finalById, fx, has, isWeapon, monsterById, type ActionCard } from './cards';
import { active, always, cardOf, clockwise, dreams, finalRule, heal, hurt, leftOf, RULE, type Ev } from './core';
import { killMonster } from './dungeon';
import type { BloodborneState, Pending } from './state';

/** Whether a hunter's card deals its damage in step 3 this round. */
export function isInstant(s: BloodborneState, seat: SeatId): boolean {
  const c = cardOf(s.hunters[seat]);
  if (!c) return false;
  if (c.instant) return true;
  if (!has(c, 'soleInstant')) return false;
  // "Si eres el único Cazador que juega una Pistola de cazador": the picked weapon of a Transform counts
  let same = 0;
  for (const h of s.hunters) if (h.played !== null && cardOf(h)?.id === c.id) same++;
  return same === 1;
}

function isBoss(s: BloodborneState): boolean {
  const c = s.current!;
  return c.final || monsterById.get(c.id)!.kind === 'boss';
}

/** The damage a hunter's card would deal to the current monster (before the cap of echoes left). */
export function damageOf(s: BloodborneState, seat: SeatId, c: ActionCard, instant: boolean): number {
  const cur = s.current;
  if (!cur || (instant && always(s, 'instantImmune'))) return 0;
  let d = c.dmg;
  if (d <= 0) return 0;
  const types = cur.final ? [] : monsterById.get(cur.id)!.types;
  for (const e of c.fx) {
    if (e.op === 'vsType' && types.includes(e.type)) d += e.n;
    else if (e.op === 'vsBoss' && isBoss(s)) d += e.n;
    else if (e.op === 'alone') {
      let others = false;
      for (let x = 0; x < s.n; x++) if (x !== seat && s.hunters[x].played !== null && isWeapon(cardOf(s.hunters[x])!)) others = true;
      if (!others) d += e.n;
    }
  }
  if (c.cls === 'melee') {
    if (s.hunters[seat].meleeCancelled) return 0;
    const m = always(s, 'meleeMinus');
    if (m) d -= m.n;
  }
  if (c.cls === 'ranged') {
    const cap = always(s, 'rangedCap');
    if (cap) d = Math.min(d, cap.n);
  }
  return Math.max(0, d);
}

/**
 * A hunter deals `amount` damage to the monster: takes that many echoes (up to what is left).
 * Applies thorns, Ebrietas' splash and lifesteal; kills the monster on its last echo.
 */
export function strike(s: BloodborneState, seat: SeatId, c: ActionCard, amount: number, ev: Ev, rule: string, asks: Pending[]): number {
  const cur = s.current;
  if (!cur || s.killed) return 0;
  const h = s.hunters[seat];
  const taken = Math.min(amount, cur.echoes);
  cur.echoes -= taken;
  h.collected += taken;
  if (taken > 0) h.hit = true;
  ev.push({ type: 'strike', params: { seat, card: c.id, n: taken, left: cur.echoes }, rule });
  if (taken > 0) {
    if (has(c, 'lifesteal')) {
      const k = heal(s, seat, taken);
      if (k) ev.push({ type: 'heal', params: { seat, n: k }, rule });
    }
    const th = always(s, 'thorns');
    if (th) hurt(s, seat, th.n, ev, RULE['capacidad.jefe'], 'thorns');
    if (cur.final && finalRule(s).op === 'splashLeft' && isWeapon(c)) {
      const left = leftOf(s, seat);
      if (left !== null) hurt(s, left, taken, ev, RULE.jefeFinal, 'splash');
    }
  }
  if (cur.echoes === 0) asks.push(...killMonster(s, ev));
  return taken;
}

function bank(s: BloodborneState, seat: SeatId, ev: Ev, rule: string): void {
  const h = s.hunters[seat];
  if (!h.collected) return;
  ev.push({ type: 'bank', params: { seat, n: h.collected }, rule });
  h.deposited += h.collected;
  h.collected = 0;
}

/** Step 3: instant effects from the first player clockwise. */
export function instants(s: BloodborneState, ev: Ev, asks: Pending[]): void {
  const rule = RULE.paso3;
  for (const x of clockwise(s)) {
    const h = s.hunters[x];
    const c = cardOf(h);
    if (!c || !active(h)) continue;
    const self = fx(c, 'selfHurt');
    if (self) hurt(s, x, self.n, ev, rule, 'card');
    if (!active(h)) continue;
    for (const e of c.fx) {
      switch (e.op) {
        case 'heal': {
          const k = heal(s, x, e.n);
          ev.push({ type: 'heal', params: { seat: x, n: k }, rule });
          break;
        }
        case 'blast': {
          ev.push({ type: 'blast', params: { seat: x, card: c.id, n: e.n }, rule });
          for (const y of clockwise(s, x)) hurt(s, y, e.n, ev, rule, 'blast');
          if (active(h)) {
            h.struckInstant = true;
            strike(s, x, c, always(s, 'instantImmune') ? 0 : e.n, ev, rule, asks);
          }
          break;
        }
        case 'cancelMelee': {
          const left = leftOf(s, x);
          if (left !== null) {
            s.hunters[left].meleeCancelled = true;
            ev.push({ type: 'cancelMelee', params: { seat: x, target: left }, rule });
          }
          break;
        }
        case 'steal': {
          const others = clockwise(s, x).filter((y) => y !== x && active(s.hunters[y]));
          let best: SeatId | null = null;
          for (const y of others) if (best === null || s.hunters[y].collected > s.hunters[best].collected) best = y;
          if (best !== null && s.hunters[best].collected > 0) {
            const k = Math.min(e.n, s.hunters[best].collected);
            s.hunters[best].collected -= k;
            h.collected += k;
            ev.push({ type: 'steal', params: { seat: x, victim: best, n: k }, rule });
          }
          break;
        }
        case 'reclaim': {
          const cut = Math.max(0, h.used.length - e.n);
          const back = h.used.slice(cut);
          h.used = h.used.slice(0, cut);
          h.hand = [...h.hand, ...back];
          ev.push({ type: 'reclaim', params: { seat: x, cards: back }, rule });
          break;
        }
        case 'bank':
          if (c.cls === 'usable') bank(s, x, ev, rule);
          break;
        default:
          break;
      }
    }
    if (isInstant(s, x) && c.dmg > 0 && active(h)) {
      h.struckInstant = true;
      strike(s, x, c, damageOf(s, x, c, true), ev, rule, asks);
      if (has(c, 'bank')) bank(s, x, ev, rule);
    }
  }
}

/** Rolls a monster die: a critical face (✱) rolls again and adds, without limit. */
export function rollDie(s: BloodborneState, lantern: keyof typeof DICE): { faces: { v: number; crit: boolean }[]; total: number } {
  const rng = new RngCursor(s.rng);
  const faces: { v: number; crit: boolean }[] = [];
  let total = 0;
  for (;;) {
    const face = DICE[lantern][rng.int(6)];
    faces.push({ v: face.v, crit: face.crit });
    total += face.v;
    if (!face.crit) break;
  }
  s.rng = rng.state;
  return { faces, total };
}

/** A face as the log shows it ('2', '2✱'), one string per face value. */
const FACE_LABELS = [false, true].map((crit) => Array.from({ length: 10 }, (_, v) => (crit ? `${v}✱` : String(v))));
const faceLabel = (f: { v: number; crit: boolean }): string => FACE_LABELS[f.crit ? 1 : 0][f.v] ?? (f.crit ? `${f.v}✱` : String(f.v));

/** Step 4: the first player rolls for the monster; every hunter in the fight takes the result. */
export function monsterAttack(s: BloodborneState, ev: Ev): void {
  const cur = s.current!;
  const lantern = cur.final ? finalById.get(cur.id)!.lantern : monsterById.get(cur.id)!.lantern;
  const { faces, total: rolled } = rollDie(s, lantern);
  const bonus = always(s, 'attackBonus')?.n ?? 0;
  const total = rolled + bonus;
  s.lastRoll = { lantern, faces, bonus, total };
  ev.push({
    type: 'roll',
    params: { seat: s.first, lantern, faces: faces.map(faceLabel), total },
    rule: RULE.paso4,
    reveals: true,
  });
  const ignore = always(s, 'ignoreAvoid') !== null;
  const noHalve = always(s, 'noHalve') !== null;
  const punish = always(s, 'punishDream')?.n ?? 0;
  for (const x of clockwise(s)) {
    const h = s.hunters[x];
    const c = cardOf(h);
    if (!active(h)) continue;
    let d = total;
    if (c && !ignore && has(c, 'avoid')) d = 0;
    const armor = c && !ignore ? (fx(c, 'armor')?.n ?? 0) : 0;
    d = Math.max(0, d - armor);
    if (dreams(h)) {
      if (!noHalve) d = Math.floor(d / 2);
      d += punish;
    }
    if (d > 0) hurt(s, x, d, ev, RULE.paso4, 'monster');
    else ev.push({ type: 'unhurt', params: { seat: x }, rule: RULE.paso4 });
  }
}

/** Step 5: the hunters' attacks, first player clockwise. */
export function hunterAttacks(s: BloodborneState, ev: Ev, asks: Pending[]): void {
  for (const x of clockwise(s)) {
    if (s.killed || !s.current) return;
    const h = s.hunters[x];
    const c = cardOf(h);
    if (!c || !active(h) || !isWeapon(c) || h.struckInstant) continue;
    strike(s, x, c, damageOf(s, x, c, false), ev, RULE.paso5, asks);
    if (has(c, 'bank') && active(h)) bank(s, x, ev, RULE.paso5);
  }
}
