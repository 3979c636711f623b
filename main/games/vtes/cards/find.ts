/**
 * Finding the cards of a card module (issue 11 item 5, the escape hatch): the `{ e: 'card', id }`
 * records of a card in play as it was played (its live mode: a contested card does nothing, 4.1),
 * and the cards in play of one module.
 */
import type { SeatId } from '../../../engine/types';
import { living, type VtesState } from '../core/state';
import { liveMode } from '../core/queries';
import { defsIndex } from '../core/defs-index';
import type { CardEffect, CardId, CardParams } from '../schema/card-params';
import { isKind } from '../schema/effect-query';

/** The card-module records of a card as it was played (none for a contested card). */
export function cardEffects(s: VtesState, uid: string): readonly CardEffect[] {
  if (!defsIndex(s).modules.size) return NONE;
  const m = liveMode(s, uid);
  if (!m) return NONE;
  let out: CardEffect[] | null = null;
  for (const e of m.effects) if (isKind(e, 'card')) (out ??= []).push(e);
  return out ?? NONE;
}
const NONE: readonly CardEffect[] = [];

/** The record of module `id` on a card as it was played, if any. */
export function cardEffect<K extends CardId>(s: VtesState, uid: string, id: K): ({ e: 'card'; id: K } & CardParams[K]) | undefined {
  if (!defsIndex(s).modules.has(id)) return undefined;
  const m = liveMode(s, uid);
  if (m) for (const e of m.effects) if (isKind(e, 'card') && e.id === id) return e as { e: 'card'; id: K } & CardParams[K];
  return undefined;
}

/** Cards in play of module `id`, in the play zones of `seats` (every Methuselah still in the game by default). */
export function cardsInPlay(s: VtesState, id: CardId, seats: readonly SeatId[] = living(s)): string[] {
  // no card of the game names the module: none in play (the walk reads every card in play)
  if (!defsIndex(s).modules.has(id)) return [];
  let out: string[] | null = null;
  for (const x of seats) for (const u of s.seats[x].zones.play) if (cardEffect(s, u, id)) (out ??= []).push(u);
  return out ?? [];
}
