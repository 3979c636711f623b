/**
 * Places a decision's options on the table: which hand card, location, alliance card, clan,
 * relic or amount button an option belongs to, so the player can click the thing itself. The
 * option list stays available as a fallback; a table target is clickable only when exactly one
 * option of the decision belongs to it. Pure: no React.
 */
import { paramInt, paramString } from '../../../main/common/option-params';
import type { Decision, Option } from '../../../main/engine/types';
import { groupOptions } from '../kit/options';
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

/** A location named by its index (or, in older records, its id). */
function locationIndex(view: VendettaView, params: Option['params']): number | null {
  const n = paramInt(params, 'location');
  if (n !== null) return view.locations.some((l) => l.index === n) ? n : null;
  const id = paramString(params, 'location');
  return id ? (view.locations.find((l) => l.id === id)?.index ?? null) : null;
}

/**
 * The params the Vendetta rules put on options (main/games/vendetta/options.ts optionsFor): `card`
 * (a card id), `key` (an assigned card's slot), `location` (a location index), `clan`, `n` (an amount).
 */
export function placeOptions(view: VendettaView, decision: Decision | null): PlacedOptions {
  const options = decision?.options ?? [];
  const me = view.players.find((p) => p.seat === view.viewer);
  const card = (o: Option) => (paramString(o.params, 'key') ? null : paramString(o.params, 'card'));
  const where = (o: Option, zone: readonly string[] | undefined) => {
    const c = card(o);
    return c && zone?.includes(c) ? c : null;
  };
  const looking = (o: Option) => where(o, me?.looking);
  const hand = (o: Option) => (looking(o) ? null : where(o, me?.hand));
  const relic = (o: Option) => (looking(o) || hand(o) ? null : where(o, view.relicOffer));
  const alliance = (o: Option) => {
    if (looking(o) || hand(o) || relic(o) || !me) return null;
    const i = me.alliance.findIndex((a) => a.id === card(o));
    return i >= 0 ? i : null;
  };
  return {
    slot: groupOptions(options, (o) => paramString(o.params, 'key')),
    looking: groupOptions(options, looking),
    hand: groupOptions(options, hand),
    relic: groupOptions(options, relic),
    alliance: groupOptions(options, alliance),
    location: groupOptions(options, (o) => (paramString(o.params, 'key') ? null : locationIndex(view, o.params))),
    clan: groupOptions(options, (o) => paramString(o.params, 'clan')),
    amounts: options.flatMap((o) => {
      const amount = paramInt(o.params, 'n');
      return amount === null ? [] : [{ amount, option: o }];
    }),
  };
}

export { single } from '../kit/options';
