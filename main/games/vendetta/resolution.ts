/**
 * Vendetta 5. Resolución, location by location: 5.1 Retirada (secret tokens), 5.2 revelation,
 * 5.3 preparation effects, 5.4 conflict (PODER, ties, ranking and rewards, Ally and Victim, the
 * Ambition token at the Haven), 5.5 consequences, and the location card after the conflict.
 */
import { allianceById, HAVEN_BONUS, relicById, REWARDS, type ClanEffect } from './cards';
import type { SeatId } from '../../engine/types';
import type { Pending, Slot, Task, VendettaState } from './state';
import {
  ability,
  ask,
  cardOf,
  faceUp,
  findSlot,
  gain,
  locEffect,
  loseBlood,
  mateOf,
  order,
  present,
  R,
  rivals,
  shown,
  stealBlood,
  withdraw,
  wl,
  wp,
  runFirst,
  wpos,
  wloc,
  type Ev,
  type Step,
} from './actions';

export function retreatStep(s: VendettaState, li: number, ev: Ev): void {
  s.resolving = { location: li, step: 'retreat' };
  const seats = order(s).filter((x) => present(s, li, x));
  if (!seats.length) {
    ev.push({ type: 'emptyLocation', params: { location: li, ally: s.locs[li].ally }, rule: R('5.4') });
    return;
  }
  ask(s, 'retreat', seats, { loc: li }, {});
}

export function revealRetreat(s: VendettaState, pd: Pending, ev: Ev): void {
  const li = pd.ctx.loc as number;
  const tokens: Record<number, string> = {};
  for (const seat of order(s)) {
    const a = pd.answers![seat];
    if (a === undefined) continue;
    wpos(s, li, seat).token = a === 'retreat' ? 'retreat' : 'fight';
    tokens[seat] = a;
  }
  for (const seat of order(s))
    if (tokens[seat] !== undefined)
      ev.push({
        type: tokens[seat] === 'retreat' ? 'tokenRetreat' : 'tokenFight',
        params: { seat, location: li },
        rule: R('5.1'),
        reveals: true,
      });
  for (const seat of order(s)) if (tokens[seat] === 'retreat') withdraw(s, li, seat, ev, R('5.1'));
}

export function revealStep(s: VendettaState, li: number, ev: Ev): void {
  s.resolving = { location: li, step: 'reveal' };
  for (const seat of order(s)) {
    if (!present(s, li, seat)) continue;
    const flipped: string[] = [];
    if (s.locs[li].pos[seat].cards.some((c) => !c.up))
      wpos(s, li, seat).cards = s.locs[li].pos[seat].cards.map((c) => {
        if (c.up) return c;
        shown(s, c.id);
        flipped.push(c.id);
        return faceUp(c);
      });
    if (flipped.length) ev.push({ type: 'reveal', params: { seat, location: li, cards: flipped }, rule: R('5.2'), reveals: true });
  }
}

export function hasStepEffect(c: Slot, step: Step): boolean {
  const card = cardOf(c);
  return c.up && card.kind === step && !!card.effect;
}

export function stepSeat(s: VendettaState, li: number, step: Step, seat: SeatId, _ev: Ev): void {
  s.resolving = { location: li, step };
  if (!present(s, li, seat)) return;
  const left = s.locs[li].pos[seat].cards.filter((c) => hasStepEffect(c, step) && !s.stepDone.includes(c.key));
  if (!left.length) return;
  const distinct = new Set(left.map((c) => c.id));
  if (left.length === 1 || step === 'conflict' || distinct.size === 1) {
    runFirst(s, { t: 'cardEffect', loc: li, seat, key: left[0].key }, { t: 'stepSeat', loc: li, step, seat });
    return;
  }
  // several cards of the same step: the owner chooses the order (5.3 / 5.5)
  ask(s, 'order', [seat], { loc: li, step });
}

export function rivalTargets(s: VendettaState, li: number, seat: SeatId, mate: boolean | undefined): SeatId[] {
  const m = mateOf(s, seat);
  return rivals(s, li, seat).filter((o) => o !== m || mate !== false);
}

/** Applies the effect of one clan card during 5.3 / 5.4 / 5.5. */
export function cardEffect(s: VendettaState, task: Extract<Task, { t: 'cardEffect' }>, ev: Ev): void {
  const { loc: li, seat, key } = task;
  const f = findSlot(s, key);
  if (!f || f.li !== li || f.seat !== seat) {
    s.stepDone = [...s.stepDone, key];
    return;
  }
  const slot = s.locs[li].pos[seat].cards[f.idx];
  const card = cardOf(slot);
  const e = card.effect as ClanEffect;
  const rule = R(card.kind === 'prep' ? '5.3' : card.kind === 'conflict' ? '5.4' : '5.5');
  const winner = s.locs[li].pos.findIndex((p) => p.rank === 1);
  // team mode: effects on rivals/opponents may spare the teammate (the owner chooses)
  const targetsRivals =
    e.op === 'steal' ||
    e.op === 'rivalsLose' ||
    e.op === 'halveRivals' ||
    e.op === 'rivalCardsPower' ||
    (e.op === 'mayPay' && !!e.rivalsLose);
  const m = mateOf(s, seat);
  let mateTargeted = targetsRivals && m !== null && present(s, li, m);
  if (e.op === 'winnerLoses') mateTargeted = m !== null && winner === m && winner !== seat;
  if (e.op === 'mayPay' && !canPay(s, seat, e.cost)) mateTargeted = false;
  if (mateTargeted && task.mate === undefined) {
    ask(s, 'mate', [seat], { task });
    return;
  }
  s.stepDone = [...s.stepDone, key];
  ev.push({ type: 'effect', params: { seat, card: card.id, location: li }, rule });
  switch (e.op) {
    case 'steal':
      for (const o of rivalTargets(s, li, seat, task.mate)) stealBlood(s, o, seat, e.n, li, ev, rule);
      return;
    case 'rivalsLose':
      for (const o of rivalTargets(s, li, seat, task.mate)) loseBlood(s, o, e.byRound[s.round - 1], seat, li, ev, rule);
      return;
    case 'gain':
      gain(s, seat, e.blood ?? 0, e.influence ?? 0, ev, rule, 'card');
      return;
    case 'gainPerAlliance':
      gain(s, seat, Math.floor(s.players[seat].alliance.length / e.per), 0, ev, rule, 'card');
      return;
    case 'ifWinner':
      if (winner === seat) gain(s, seat, e.blood ?? 0, e.influence ?? 0, ev, rule, 'card');
      return;
    case 'ifNotWinner':
      if (winner !== seat) gain(s, seat, e.blood ?? 0, e.influence ?? 0, ev, rule, 'card');
      return;
    case 'winnerLoses':
      if (winner >= 0 && winner !== seat && !(winner === m && task.mate === false)) loseBlood(s, winner, e.n, seat, li, ev, rule);
      return;
    case 'mayWithdraw':
      ask(s, 'vanish', [seat], { loc: li, steal: e.steal });
      return;
    case 'mayPay':
      if (canPay(s, seat, e.cost)) ask(s, 'pay', [seat], { loc: li, key, mate: task.mate ?? null });
      return;
    case 'halveRivals':
    case 'rivalCardsPower':
      if (task.mate === false) wloc(s, li).spareMate = [...s.locs[li].spareMate, key];
      return;
    default:
      return; // selfPower and passives: read when powers are computed
  }
}

export function payCost(s: VendettaState, seat: SeatId, cost: number | 'half'): number {
  return cost === 'half' ? Math.floor(s.players[seat].blood / 2) : cost;
}

export function canPay(s: VendettaState, seat: SeatId, cost: number | 'half'): boolean {
  const c = payCost(s, seat, cost);
  return c >= 1 && c < s.players[seat].blood;
}

/** Power of every card of a seat at a location and its total (PODER, 5.4). */
export function powers(s: VendettaState, li: number, seat: SeatId): { cards: Record<string, number>; total: number } {
  const cards: Record<string, number> = {};
  return { cards, total: powerTotal(s, li, seat, cards) };
}

/** The total PODER of a seat at a location (5.4); the power of each card goes to `cards` when given. */
function powerTotal(s: VendettaState, li: number, seat: SeatId, cards: Record<string, number> | null): number {
  const l = s.locs[li];
  const pos = l.pos[seat];
  const rv = rivals(s, li, seat);
  const m = mateOf(s, seat);
  let halve = false;
  let rivalDelta = 0;
  for (const o of rv) {
    for (const c of l.pos[o].cards) {
      const e = cardOf(c).effect;
      if (!c.up || !e || cardOf(c).kind !== 'conflict') continue;
      if (o === m && l.spareMate.includes(c.key)) continue;
      if (e.op === 'halveRivals') halve = true;
      if (e.op === 'rivalCardsPower') rivalDelta += e.delta;
    }
  }
  let total = pos.blood;
  for (const c of pos.cards) {
    const card = cardOf(c);
    if (!c.up) {
      if (cards) cards[c.key] = 0;
      continue;
    }
    let p = halve ? Math.floor(card.power / 2) : card.power;
    const e = card.effect;
    if (e && e.op === 'selfPower' && card.kind === 'conflict') {
      const mult =
        e.cond === 'always'
          ? 1
          : e.cond === 'assignedBlood'
            ? pos.blood > 0
              ? 1
              : 0
            : e.cond === 'noAssignedBlood'
              ? pos.blood > 0
                ? 0
                : 1
              : e.cond === 'perRival'
                ? rv.length
                : e.cond === 'per2Alliance'
                  ? Math.floor(s.players[seat].alliance.length / 2)
                  : e.cond === 'round'
                    ? s.round
                    : pos.blood;
      p += e.delta * mult;
    }
    p = Math.max(0, p + rivalDelta);
    if (cards) cards[c.key] = p;
    total += p;
  }
  if (l.haven) {
    const a = ability(s, seat, 'havenPower');
    if (a && a.op === 'havenPower') total += a.n;
  }
  if (pos.relicHere) {
    const r = relicById.get(s.players[seat].relic!)!.effect;
    if (r.op === 'power') total += r.n;
  }
  return total;
}

export function winsTies(s: VendettaState, li: number, seat: SeatId): boolean {
  const pos = s.locs[li].pos[seat];
  if (ability(s, seat, 'winTies')) return true;
  if (pos.relicHere && relicById.get(s.players[seat].relic!)!.effect.op === 'winTies') return true;
  return pos.cards.some((c) => c.up && cardOf(c).effect?.op === 'winTies');
}

export function determine(s: VendettaState, li: number, ev: Ev): void {
  const l = wl(s, li);
  s.resolving = { location: li, step: 'conflict' };
  const fighters = order(s).filter((x) => present(s, li, x));
  const r = s.round - 1;
  if (!fighters.length || fighters.every((x) => l.pos[x].cards.length === 0)) {
    ev.push({ type: 'noRewards', params: { location: li, ally: l.ally }, rule: R('5.4') });
    if (l.ally) s.outAllies = [...s.outAllies, l.ally];
    l.ally = null;
    return;
  }
  const ord = order(s);
  const rows = fighters.map((seat) => ({ seat, total: powerTotal(s, li, seat, null), ties: winsTies(s, li, seat) }));
  rows.sort((a, b) => b.total - a.total || Number(b.ties) - Number(a.ties) || ord.indexOf(a.seat) - ord.indexOf(b.seat));
  rows.forEach((row, i) => {
    l.pos[row.seat].total = row.total;
    l.pos[row.seat].rank = i + 1;
  });
  ev.push({
    type: 'conflict',
    params: { location: li, ranking: rows.map((x) => x.seat), totals: rows.map((x) => x.total) },
    rule: R('5.4'),
  });
  for (const row of rows)
    ev.push({ type: 'rank', params: { seat: row.seat, location: li, rank: l.pos[row.seat].rank!, total: row.total }, rule: R('5.4') });
  const le = locEffect(l);
  // 1st: the Ally and influence (Haven +1, takes the Ambition token)
  const w = rows[0].seat;
  let inf = REWARDS[r][0] + (l.haven ? HAVEN_BONUS : 0);
  const wi = ability(s, w, 'winInfluence');
  if (wi && wi.op === 'winInfluence') inf += wi.n;
  let wb = 0;
  if (le && le.op === 'winnerGain') {
    inf += le.influence ?? 0;
    wb += le.blood ?? 0;
  }
  if (l.ally) {
    const ally = l.ally;
    const pw = wp(s, w);
    pw.alliance = [...pw.alliance, ally];
    l.ally = null;
    ev.push({ type: 'acquire', params: { seat: w, card: ally }, rule: R('5.4') });
    acquire(s, w, ally, ev);
  }
  gain(s, w, wb, inf, ev, R('rewards'), 'rank1');
  if (l.haven && s.ambition !== w) {
    s.ambition = w;
    ev.push({ type: 'ambition', params: { seat: w }, rule: R('rewards') });
  }
  if (rows.length >= 2) {
    const sec = rows[1].seat;
    const v = s.victimDeck[0];
    s.victimDeck = s.victimDeck.slice(1);
    if (v) {
      const ps = wp(s, sec);
      ps.alliance = [...ps.alliance, v];
      ev.push({ type: 'acquire', params: { seat: sec, card: v }, rule: R('5.4') });
    }
    const extra = le && le.op === 'rankGain' && le.rank === 2 ? le.influence : 0;
    gain(s, sec, 0, REWARDS[r][1] + extra, ev, R('rewards'), 'rank2');
  }
  if (rows.length >= 3) gain(s, rows[2].seat, 0, REWARDS[r][2], ev, R('rewards'), 'rank3');
}

export function acquire(s: VendettaState, seat: SeatId, id: string, ev: Ev): void {
  const a = allianceById.get(id)!.ability;
  if (!a) return;
  if (a.op === 'acquireBlood') gain(s, seat, a.n, 0, ev, R('5.4'), 'ally');
  if (a.op === 'acquireInfluence') gain(s, seat, 0, a.n, ev, R('5.4'), 'ally');
  if (a.op === 'acquireBloodPerAlliance') gain(s, seat, s.players[seat].alliance.length, 0, ev, R('5.4'), 'ally');
}

export function afterStep(s: VendettaState, li: number, _ev: Ev): void {
  s.resolving = { location: li, step: 'after' };
  const l = wloc(s, li);
  l.resolved = true;
  const le = locEffect(l);
  if (le && le.op === 'succubus') {
    runFirst(s, ...order(s).map((seat) => ({ t: 'succubus' as const, loc: li, seat })));
  }
}
