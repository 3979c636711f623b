/**
 * Low-level state changes (the single applicator of design.md §2): move a card between zones,
 * move counters between the bank, pools and cards, lock/unlock, burn, draw. Every rule and
 * every manual operation goes through these, so conservation holds by construction.
 * They mutate the (already cloned) state and append events.
 */
import { RngCursor } from '../../engine/rng';
import type { SeatId } from '../../engine/types';
import {
  capacityOf,
  capuchinCounters,
  defOf,
  type Ev,
  handSize,
  type Inst,
  isVampire,
  SHARED_ZONES,
  type SeatZone,
  type VtesState,
  type Zone,
} from './state';

/** A card record this apply may change: library and crypt cards are shared with the previous state by clone(). */
export function own(s: VtesState, uid: string): Inst {
  const c = s.cards[uid];
  if (!SHARED_ZONES.has(c.zone)) return c;
  const copy = { ...c, attached: c.attached.slice() };
  s.cards[uid] = copy;
  return copy;
}

/** Removes a card from wherever it is. */
function detach(s: VtesState, uid: string): void {
  const c = s.cards[uid];
  if (c.zone === 'attached' && c.host) {
    const h = s.cards[c.host];
    h.attached = h.attached.filter((x) => x !== uid);
    c.host = undefined;
  } else if (c.zone === 'limbo') {
    s.limbo = s.limbo.filter((x) => x !== uid);
  } else {
    const list = s.seats[c.zoneSeat].zones[c.zone as SeatZone];
    const i = list.indexOf(uid);
    if (i >= 0) list.splice(i, 1);
  }
}

export function moveTo(s: VtesState, uid: string, zone: Zone, seat: SeatId, top = false): void {
  const c = own(s, uid);
  detach(s, uid);
  c.zone = zone;
  if (zone === 'limbo') {
    s.limbo.push(uid);
    return;
  }
  c.zoneSeat = seat;
  if (zone === 'ready' || zone === 'torpor' || zone === 'play' || zone === 'uncontrolled') c.controller = seat;
  const list = s.seats[seat].zones[zone as SeatZone];
  if (top) list.unshift(uid);
  else list.push(uid);
}

export function attach(s: VtesState, uid: string, host: string): void {
  detach(s, uid);
  const c = s.cards[uid];
  c.zone = 'attached';
  c.host = host;
  c.controller = s.cards[host].controller;
  s.cards[host].attached.push(uid);
}

// ---- counters -----------------------------------------------------------------------------

export function bankToCard(s: VtesState, uid: string, n: number): number {
  if (n <= 0) return 0;
  s.cards[uid].blood += n;
  s.bank -= n;
  capOverflow(s, uid);
  return n;
}

export function cardToBank(s: VtesState, uid: string, n: number): number {
  const c = s.cards[uid];
  const k = Math.min(n, c.blood);
  c.blood -= k;
  s.bank += k;
  return k;
}

/** 9.2: a Methuselah who loses or spends pool, or whose minion loses or spends blood, fails to withdraw. */
export function breakWithdrawal(s: VtesState, seat: SeatId | undefined): void {
  const w = seat === undefined ? undefined : s.seats[seat]?.withdrawing;
  if (w) w.broken = true;
}

/** Blood leaving a controlled minion (ready or torpid) counts as lost for 9.2. */
export function bloodLost(s: VtesState, uid: string, k: number): void {
  const c = s.cards[uid];
  if (k > 0 && (c.zone === 'ready' || c.zone === 'torpor')) breakWithdrawal(s, c.controller);
}

export function poolToCard(s: VtesState, seat: SeatId, uid: string, n: number): void {
  s.seats[seat].pool -= n;
  s.cards[uid].blood += n;
  // 9.2: pool moved out of the pool (transfers, Blood Doll...) is pool spent
  if (n > 0) breakWithdrawal(s, seat);
}

export function cardToPool(s: VtesState, uid: string, seat: SeatId, n: number): number {
  const c = s.cards[uid];
  const k = Math.min(n, c.blood);
  c.blood -= k;
  s.seats[seat].pool += k;
  bloodLost(s, uid, k);
  return k;
}

export function bankToPool(s: VtesState, seat: SeatId, n: number): void {
  s.seats[seat].pool += n;
  s.bank -= n;
}

export function burnPool(s: VtesState, seat: SeatId, n: number): number {
  const k = Math.max(0, Math.min(n, s.seats[seat].pool));
  s.seats[seat].pool -= k;
  s.bank += k;
  const w = s.seats[seat].withdrawing;
  if (k > 0 && w) w.broken = true;
  return k;
}

/** Blood over capacity drains to the bank (controlled vampires only). */
export function capOverflow(s: VtesState, uid: string): void {
  const c = s.cards[uid];
  if ((c.zone === 'ready' || c.zone === 'torpor') && isVampire(s, uid)) {
    const cap = capacityOf(s, uid);
    if (c.blood > cap) cardToBank(s, uid, c.blood - cap);
  }
}

/** Burns blood of a minion (marks a withdrawal broken). */
export function burnBlood(s: VtesState, uid: string, n: number): number {
  const k = cardToBank(s, uid, n);
  const w = s.seats[s.cards[uid].controller]?.withdrawing;
  if (k > 0 && w) w.broken = true;
  return k;
}

// ---- cards --------------------------------------------------------------------------------

/** Burns a card (to its owner's ash heap) with everything on it (1.1.2). */
export function burnCard(s: VtesState, uid: string, ev: Ev, rule = 'vtes-es:1.1.2'): void {
  const c = own(s, uid);
  // a ready minion leaving play (Frontal Assault and similar cards react to it)
  const wasReady = c.zone === 'ready' && (isVampire(s, uid) || defOf(s, uid).types.includes('Ally'));
  const controller = c.controller;
  for (const a of [...c.attached]) burnCard(s, a, ev, rule);
  if (c.blood > 0) cardToBank(s, uid, c.blood);
  const face = c.zone !== 'library' && c.zone !== 'crypt' && c.zone !== 'hand';
  c.locked = false;
  c.wounded = false;
  c.capBonus = 0;
  c.discBonus = undefined;
  c.merged = undefined;
  c.hostage = undefined;
  c.anarch = undefined;
  c.noTitle = undefined;
  c.contestedTitle = undefined;
  moveTo(s, uid, 'ash', c.owner);
  c.controller = c.owner;
  ev.push({
    type: 'vtes.burn',
    params: { uid, cid: c.cid, name: nameOf(s, uid), seat: c.owner, ...(wasReady ? { ready: 1, ctl: controller } : {}) },
    rule,
    ...(face ? {} : { reveals: true }),
  });
}

export function removeFromGame(s: VtesState, uid: string): void {
  const c = own(s, uid);
  for (const a of [...c.attached]) removeFromGame(s, a);
  if (c.blood > 0) cardToBank(s, uid, c.blood);
  c.locked = false;
  moveTo(s, uid, 'removed', c.owner);
}

/** Draws library cards into the hand until the hand size is reached (1.6.1.2); an empty library stops drawing. */
export function drawUp(s: VtesState, seat: SeatId, ev: Ev, replacing = false): void {
  const z = s.seats[seat].zones;
  if (replacing) {
    // a Capuchin-type card: burn one of its counters instead of replacing the card
    const cap = z.play.find((u) => (capuchinCounters(s, u) ?? 0) > 0);
    if (cap) {
      cardToBank(s, cap, 1);
      ev.push({ type: 'vtes.capuchin', params: { seat, n: s.cards[cap].blood } });
      if (s.cards[cap].blood <= 0) burnCard(s, cap, ev);
      return;
    }
  }
  let drawn = 0;
  while (z.hand.length < handSize(s, seat) && z.library.length) {
    const uid = z.library[0];
    moveTo(s, uid, 'hand', seat);
    drawn++;
    ev.push({
      type: 'vtes.drawSelf',
      params: { seat, uid, cid: s.cards[uid].cid, name: defOf(s, uid).name },
      visibleTo: [seat],
      rule: 'vtes-es:1.6.1.2',
    });
  }
  if (drawn) ev.push({ type: 'vtes.draw', params: { seat, n: drawn }, rule: 'vtes-es:1.6.1.2', reveals: true });
}

export function drawCrypt(s: VtesState, seat: SeatId, ev: Ev): boolean {
  const z = s.seats[seat].zones;
  if (!z.crypt.length) return false;
  const uid = z.crypt[0];
  moveTo(s, uid, 'uncontrolled', seat);
  ev.push({
    type: 'vtes.cryptDrawSelf',
    params: { seat, uid, cid: s.cards[uid].cid, name: nameOf(s, uid) },
    visibleTo: [seat],
    rule: 'vtes-es:7',
  });
  ev.push({ type: 'vtes.cryptDraw', params: { seat }, rule: 'vtes-es:7', reveals: true });
  return true;
}

export function shuffleZone(s: VtesState, seat: SeatId, zone: 'library' | 'crypt'): void {
  const cur = new RngCursor(s.rng);
  s.seats[seat].zones[zone] = cur.shuffle(s.seats[seat].zones[zone]);
  s.rng = cur.state;
}

/** Damage or burn of an ally/retainer life counter; burns the card at 0 life. */
export function loseLife(s: VtesState, uid: string, n: number, ev: Ev): void {
  cardToBank(s, uid, n);
  if (s.cards[uid].blood <= 0) burnCard(s, uid, ev, 'vtes-es:6.4.6');
}

/** Sends a vampire to torpor (6.5.1). */
export function toTorpor(s: VtesState, uid: string, ev: Ev): void {
  const c = s.cards[uid];
  const wasReady = c.zone === 'ready';
  c.wounded = false;
  moveTo(s, uid, 'torpor', c.controller);
  ev.push({
    type: 'vtes.torpor',
    params: { uid, cid: c.cid, name: nameOf(s, uid), ...(wasReady ? { ready: 1, ctl: c.controller } : {}) },
    rule: 'vtes-es:6.5.1',
  });
}

export function nameOf(s: VtesState, uid: string): string {
  return defOf(s, uid).name;
}
