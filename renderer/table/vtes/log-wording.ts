/**
 * The V:TES log lines reworded before translation (registry `logLine`, LogPanel `mapLine`): the
 * engine's events carry ids (action kinds, strike kinds, seat numbers in option labels) that a
 * sentence must not show; each becomes its own translated line or a name here.
 */
import type { LogLine, SeatInfo } from '../../../main/engine/dto';
import { amountsLine } from '../kit/amounts';

/**
 * Labels whose `seat` param is a Methuselah numbered from 1 ("Matusalén {{seat}}", "el sangrado va al
 * Matusalén {{seat}}"): the log and the table put the seat's name there instead (issue 34 §3).
 */
const SEAT_LABELS = new Set(['log-vtes:opt.seat', 'log-vtes:opt.redirect']);

/** `v` with every Methuselah number of a SEAT_LABELS ref in it, at any depth, replaced by its name. */
export function seatRefsNamed<T>(v: T, name: (seat: number) => string): T {
  if (Array.isArray(v)) return v.map((x: unknown) => seatRefsNamed(x, name)) as T;
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(o)) out[k] = seatRefsNamed(x, name);
  const p = out.params as Record<string, unknown> | undefined;
  if (typeof o.key === 'string' && SEAT_LABELS.has(o.key) && p && typeof p.seat === 'number') out.params = { ...p, seat: name(p.seat - 1) };
  return out as T;
}

/** A log line whose params hold a Methuselah by number ("Matusalén 2", in an answer or a marker) names the seat instead. */
function optionSeatName(line: LogLine, seats: SeatInfo[]): LogLine {
  if (!line.params) return line;
  return { ...line, params: seatRefsNamed(line.params, (seat) => seats[seat]?.name ?? String(seat + 1)) };
}

/**
 * `vtes.announce` {kind, card?} → `announce.<kind>` (the card's name, when the action comes from a
 * card, in the sentence); `vtes.strike` {kind, dmg} → `strikeAs.<kind>`. Unknown kinds keep the
 * event (its generic sentence).
 */
export const ACTION_KINDS = new Set([
  'bleed',
  'hunt',
  'card',
  'equip',
  'employ',
  'recruit',
  'political',
  'leaveTorpor',
  'rescue',
  'diablerie',
  'anarch',
  'combat',
  'burnCard',
  'ability',
]);
export const STRIKE_KINDS = new Set(['hand', 'dodge', 'combatEnds', 'damage', 'burnEquipment', 'stealEquipment', 'stealBlood', 'none']);

/**
 * `vtes.allocBurn` {seats: one entry per point allocated} → `vtes.allocBurned` {burns}: each
 * Methuselah once, in seat order, with the pool it burns ("Ana 3, Jan 1").
 */
function allocBurned(line: LogLine, seats: SeatInfo[]): LogLine | null {
  const list = line.params?.seats;
  if (line.type !== 'vtes.allocBurn' || !Array.isArray(list) || !list.every((x) => typeof x === 'number')) return null;
  const per = new Map<number, number>();
  for (const x of list as number[]) per.set(x, (per.get(x) ?? 0) + 1);
  const burns = [...per]
    .sort((a, b) => a[0] - b[0])
    .map(([x, n]) => `${seats[x]?.name ?? String(x + 1)} ${n}`)
    .join(', ');
  return { ...line, type: 'vtes.allocBurned', params: { burns, count: list.length } };
}

export function vtesLogLine(line: LogLine, seats: SeatInfo[]): LogLine {
  const burned = allocBurned(line, seats);
  if (burned) return burned;
  const kind = line.params?.kind;
  if (line.type === 'vtes.announce' && typeof kind === 'string' && ACTION_KINDS.has(kind)) {
    const withCard = typeof line.params?.card === 'string' && line.params.card !== '';
    return { ...line, type: `vtes.announceAs.${withCard ? 'card' : 'plain'}.${kind}` };
  }
  if (line.type === 'vtes.strike' && typeof kind === 'string' && STRIKE_KINDS.has(kind)) return { ...line, type: `vtes.strikeAs.${kind}` };
  if (line.type === 'vtes.pay') return amountsLine(line, 'blood', 'pool');
  // blood between a card and the pool (Blood Doll): how much, from where to where (issue 34 §3)
  // (a line saved before the amount was logged keeps the sentence without one)
  if (line.type === 'vtes.bloodDoll' && typeof line.params?.n === 'number' && (line.params.dir === 'in' || line.params.dir === 'out'))
    return { ...line, type: `vtes.bloodDoll${line.params.dir === 'in' ? 'In' : 'Out'}` };
  // a transfer, for its Methuselah (the vampire named) or the others (its place): which way (issue 34 §3)
  if ((line.type === 'vtes.transfer' || line.type === 'vtes.transferSelf') && (line.params?.dir === 'in' || line.params?.dir === 'out'))
    return { ...line, type: `${line.type}${line.params.dir === 'in' ? 'In' : 'Out'}` };
  // blood on an uncontrolled vampire, for the others: its place (a line saved before it was logged keeps the sentence without)
  if (line.type === 'vtes.bloodToUncontrolled' && typeof line.params?.pos === 'number')
    return { ...line, type: 'vtes.bloodToUncontrolledAt' };
  // a vote: who cast how many votes which way, then the count (issue 34 §3)
  if (line.type === 'vtes.vote' && typeof line.params?.votes === 'number' && (line.params.dir === 'for' || line.params.dir === 'against'))
    return { ...line, type: `vtes.vote${line.params.dir === 'for' ? 'For' : 'Against'}` };
  // the action's totals after a modifier: a bleed of 0 is no bleed action, not said (issue 34 §3)
  if (line.type === 'vtes.modifier' && line.params?.bleed === 0) return { ...line, type: 'vtes.modifierNoBleed' };
  return optionSeatName(line, seats);
}
