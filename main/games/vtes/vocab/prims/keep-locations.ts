/**
 * `keepLocations { n }`: for each location the user controls, the user burns n pool to keep it or burns it, asked
 * location by location (a pick: "pay" or "burn"), in the order of its play region (Arika, in the prey's unlock
 * phase: ANK 20250121, the locations in play as it runs; one put in play later is asked about next time).
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { burnCard, burnPool } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type Ev, type VtesState } from '../../core/state';
import { effectWhere } from '../../schema/effect-query';
import { type PrimDef } from './def';

/** The locations a Methuselah controls (master cards in play as one), in play order. */
function locationsOf(s: VtesState, seat: SeatId): string[] {
  return s.seats[seat].zones.play.filter(
    (u) => !s.cards[u].contested && defOf(s, u).modes.some((m) => m.effects.some(effectWhere('inPlay', (e) => !!e.location))),
  );
}

/** Asks about the first location of `left` (pay n pool or burn it); nothing when none is left. */
function askNext(s: VtesState, seat: SeatId, n: number, left: readonly string[]): void {
  const [at, ...rest] = left.filter((u) => s.cards[u]?.zone === 'play');
  if (!at) return;
  const card = { name: cardName(s, at) };
  setPick(
    s,
    seat,
    'keepLocation',
    [
      { id: PICK_OPTIONS.encode('k', { pool: String(n) }), label: 'keepLocationPay', params: { label: { card: card.name, n } } },
      { id: PICK_OPTIONS.encode('d', { card: at }), label: 'keepLocationBurn', params: { uid: at, label: { card: card.name } } },
    ],
    { then: 'keepLocations', data: { n, at, rest } },
  );
}

/** The answer about one location (the pick's continuation, rules/picks.ts): pool burned or the location burned, then the next one. */
export function locationKept(
  s: VtesState,
  seat: SeatId,
  pay: boolean,
  data: { readonly n: number; readonly at: string; readonly rest: readonly string[] },
  ev: Ev,
): void {
  if (pay) {
    const k = burnPool(s, seat, data.n);
    ev.push({ type: 'vtes.poolBurned', params: { seat, n: k } });
  } else if (s.cards[data.at]?.zone === 'play') burnCard(s, data.at, ev);
  askNext(s, seat, data.n, data.rest);
}

export const keepLocationsPrim: PrimDef<'keepLocations'> = {
  run(s, pr, c) {
    askNext(s, c.seat, pr.n, locationsOf(s, c.seat));
  },
  text: (pr) => ({ key: 'prim.keepLocations', params: { n: pr.n } }),
  // each location costs its Methuselah pool or the card: a loss to whoever runs it
  botValue: (pr) => -pr.n,
};
