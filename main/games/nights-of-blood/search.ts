/**
 * Nights of Blood search bots (issue 33): the search core (engine/search) with a determinizer
 * that rebuilds a full state from one seat's view. See docs/bots.md.
 */
import type { SeatId } from '../../engine/types';
import type { NightsState } from './state';

export type NightsSide = 'ruling' | 'major' | 'minor';

/** A seat's side: the ruling sect, or the larger / smaller insurgent sect (ties: the first drawn). */
export function nightsSide(s: NightsState, seat: SeatId): NightsSide {
  const sect = s.players[seat].sect;
  if (sect === s.rulingSect) return 'ruling';
  const size = (x: string) => s.players.filter((p) => p.sect === x).length;
  const other = s.players.find((p) => p.sect !== s.rulingSect && p.sect !== sect)?.sect;
  if (!other) return 'major';
  if (size(sect) !== size(other)) return size(sect) > size(other) ? 'major' : 'minor';
  return s.players.findIndex((p) => p.sect === sect) < s.players.findIndex((p) => p.sect === other) ? 'major' : 'minor';
}
