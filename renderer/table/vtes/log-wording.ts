/**
 * The V:TES log lines reworded before translation (registry `logLine`, LogPanel `mapLine`): the
 * engine's events carry ids (action kinds, strike kinds, seat numbers in option labels) that a
 * sentence must not show; each becomes its own translated line or a name here.
 */
import type { LogLine, SeatInfo } from '../../../main/engine/dto';
import { amountsLine } from '../kit/amounts';

/** A log line answering an `opt.seat` option ("Matusalén 2") names the seat instead. */
function optionSeatName(line: LogLine, seats: SeatInfo[]): LogLine {
  const o = line.params?.option as { key?: unknown; params?: Record<string, unknown> } | undefined;
  if (line.type !== 'engine.choice' || !o || o.key !== 'log-vtes:opt.seat' || typeof o.params?.seat !== 'number') return line;
  const seat = o.params.seat - 1;
  const name = seats[seat]?.name ?? String(seat + 1);
  return { ...line, params: { ...line.params, option: { ...o, params: { ...o.params, seat: name } } } };
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
  return optionSeatName(line, seats);
}
