/**
 * Places a decision's options on the table: which hand card, location, alliance card, clan,
 * relic or amount button an option belongs to, so the player can click the thing itself. The
 * option list stays available as a fallback; a table target is clickable only when exactly one
 * option of the decision belongs to it. Pure: no React, tested in options.test.ts.
 */
import type { Decision, Option } from '../../../main/engine/types';
import type { VendettaView } from '../../../main/games/vendetta/view';

export interface PlacedOptions {
  /** hand card id → options naming it */
  hand: Map<string, Option[]>;
  /** card ids looked at during 3. Construcción de la mano → options */
  looking: Map<string, Option[]>;
  /** location index → options */
  location: Map<number, Option[]>;
  /** alliance card index (in the viewer's alliance) → options */
  alliance: Map<number, Option[]>;
  /** clan id → options (set-up) */
  clan: Map<string, Option[]>;
  /** relic id → options (set-up, relic variant) */
  relic: Map<string, Option[]>;
  /** assigned card slot key → options (peek, recall, order of effects) */
  slot: Map<string, Option[]>;
  /** options that carry a numeric amount, in order */
  amounts: { amount: number; option: Option }[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function push<K>(m: Map<K, Option[]>, k: K, o: Option): void {
  const list = m.get(k);
  if (list) list.push(o);
  else m.set(k, [o]);
}

function locationIndex(view: VendettaView, v: unknown): number | null {
  const n = num(v);
  if (n !== null) return view.locations.some((l) => l.index === n) ? n : null;
  const s = str(v);
  if (s) return view.locations.find((l) => l.id === s)?.index ?? null;
  return null;
}

export function placeOptions(view: VendettaView, decision: Decision | null): PlacedOptions {
  const placed: PlacedOptions = {
    hand: new Map(),
    looking: new Map(),
    location: new Map(),
    alliance: new Map(),
    clan: new Map(),
    relic: new Map(),
    slot: new Map(),
    amounts: [],
  };
  if (!decision) return placed;
  const me = view.players.find((p) => p.seat === view.viewer);
  for (const o of decision.options) {
    const p = o.params ?? {};
    const card = str(p.card) ?? str(p.cardId);
    const slot = str(p.key) ?? str(p.slot);
    if (slot) push(placed.slot, slot, o);
    else if (card && me?.looking?.includes(card)) push(placed.looking, card, o);
    else if (card && me?.hand?.includes(card)) push(placed.hand, card, o);
    else if (card && view.relicOffer.includes(card)) push(placed.relic, card, o);
    else if (card && me) {
      const idx = me.alliance.findIndex((a) => a.id === card);
      if (idx >= 0) push(placed.alliance, idx, o);
    }
    const loc = slot ? null : locationIndex(view, p.location ?? p.loc);
    if (loc !== null) push(placed.location, loc, o);
    const ai = num(p.alliance) ?? num(p.allianceIndex);
    if (ai !== null && me && ai >= 0 && ai < me.alliance.length) push(placed.alliance, ai, o);
    const clan = str(p.clan);
    if (clan) push(placed.clan, clan, o);
    const relic = str(p.relic);
    if (relic) push(placed.relic, relic, o);
    const amount = num(p.n) ?? num(p.amount) ?? num(p.blood);
    if (amount !== null) placed.amounts.push({ amount, option: o });
  }
  return placed;
}

/** The single option a target stands for, or null when it is ambiguous or absent. */
export function single(list: Option[] | undefined): Option | null {
  return list && list.length === 1 ? list[0] : null;
}

/** Option picked by a number key (1-9 → first nine options), or null. */
export function optionForKey(decision: Decision | null, key: string): Option | null {
  if (!decision || !/^[1-9]$/.test(key)) return null;
  return decision.options[Number(key) - 1] ?? null;
}
