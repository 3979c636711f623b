/**
 * A vampire's own redraw (the effect `redraw`, read while the vampire is ready, for its controller's draws; vtes-es 1.6.1.2;
 * Blackhorse Tanner): one time per turn, a card its Methuselah just drew may go under the library, and another card is
 * drawn in its place. As `drawCards` (ops.ts) draws, the controller is asked (pick `redraw`, secret: it names the cards
 * drawn) which of the cards just drawn goes under the library, or none (the use is kept for a later draw); the answer
 * (rules/picks.ts) moves it and draws one card, the use of the turn spent. Nothing is read unless a card of the game says
 * it (core/defs-index.ts), then only the drawing seat's ready vampires.
 */
import type { SeatId } from '../../../engine/types';
import { PICK_OPTIONS } from '../../../common/vtes-options';
import { isEffect } from '../schema/effect-query';
import { defsIndex } from './defs-index';
import { defOf, type Pick, type VtesState } from './state';

/** The turn's record of a vampire's redraw spent (`turnFlags.abilities`). */
export const redrawKey = (v: string): string => `redraw:${v}`;

/** The ready vampire of `seat` whose own text lets its Methuselah put a drawn card back this turn, if any. */
export function redrawer(s: VtesState, seat: SeatId): string | undefined {
  if (!defsIndex(s).kinds.has('redraw')) return undefined;
  const used = s.turnFlags.abilities ?? [];
  for (const v of s.seats[seat].zones.ready) {
    if (s.cards[v].contested || used.includes(redrawKey(v))) continue;
    if (defOf(s, v).modes.some((m) => m.kind === 'vampire' && m.effects.some(isEffect('redraw')))) return v;
  }
  return undefined;
}

/** The pick frame asking `seat` (whose vampire `v` says it) which of the cards `drawn` goes back, or none. */
export function redrawPick(s: VtesState, seat: SeatId, v: string, drawn: readonly string[]): Pick {
  const options: Pick['options'] = drawn.map((u) => ({
    id: PICK_OPTIONS.encode('t', { card: u }),
    label: 'redrawCard',
    params: { uid: u, label: { card: defOf(s, u).name } },
  }));
  options.push({ id: 'none', label: 'redrawKeep' });
  return { seat, kind: 'redraw', options, then: 'redraw', data: { vampire: v } } as Pick;
}
