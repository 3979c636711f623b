/**
 * Places a V:TES decision's options on the table: the card (minion, hand card, uncontrolled
 * vampire, card in play) or the Methuselah an option names through its `params` (`uid`, `card`,
 * `seat`), so the player can click the thing itself. The option list stays as the fallback.
 * Pure: no React (tested in options.test.ts).
 */
import type { Decision, Option } from '../../../main/engine/types';

export interface PlacedOptions {
  /** card uid → options naming it */
  card: Map<string, Option[]>;
  /** seat → options naming that Methuselah */
  seat: Map<number, Option[]>;
}

function push<K>(m: Map<K, Option[]>, k: K, o: Option): void {
  const list = m.get(k);
  if (list) list.push(o);
  else m.set(k, [o]);
}

export function placeOptions(decision: Decision | null): PlacedOptions {
  const placed: PlacedOptions = { card: new Map(), seat: new Map() };
  if (!decision) return placed;
  for (const o of decision.options) {
    const p = o.params ?? {};
    const uid = typeof p.uid === 'string' ? p.uid : typeof p.card === 'string' ? p.card : null;
    if (uid) push(placed.card, uid, o);
    else if (typeof p.seat === 'number' && Number.isInteger(p.seat)) push(placed.seat, p.seat, o);
  }
  return placed;
}

/** The option a number key (1-9) names in the option list, or null. */
export function optionForKey(decision: Decision | null, key: string): Option | null {
  if (!decision || !/^[1-9]$/.test(key)) return null;
  return decision.options[Number(key) - 1] ?? null;
}

/**
 * Seats in table order as seen from `me`: me first, then my prey, its prey... (so the predator
 * comes last). Ousted seats keep their place. For 'public' the order starts at seat 0.
 */
export function tableOrder(seats: { seat: number; prey: number }[], me: number | 'public'): number[] {
  const n = seats.length;
  const start = me === 'public' ? 0 : me;
  return Array.from({ length: n }, (_, i) => (start + i) % n);
}
