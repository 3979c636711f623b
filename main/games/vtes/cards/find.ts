/**
 * Finding the cards of a card module (issue 11 item 5, the escape hatch): the `{ e: 'card', id }`
 * records of a card in play as it was played (its live mode: a contested card does nothing, 4.1),
 * and the cards in play of one module.
 */
import type { SeatId } from '../../../engine/types';
import { living, type VtesState } from '../state';
import { liveMode } from '../queries';
import type { CardEffect, CardId, CardParams } from './params';

/** The card-module records of a card as it was played (none for a contested card). */
export function cardEffects(s: VtesState, uid: string): CardEffect[] {
  const m = liveMode(s, uid);
  if (!m) return [];
  let out: CardEffect[] | null = null;
  for (const e of m.effects) if (e.e === 'card') (out ??= []).push(e);
  return out ?? NONE;
}
const NONE: CardEffect[] = [];

/** The record of module `id` on a card as it was played, if any. */
export function cardEffect<K extends CardId>(s: VtesState, uid: string, id: K): ({ e: 'card'; id: K } & CardParams[K]) | undefined {
  return cardEffects(s, uid).find((e) => e.id === id) as ({ e: 'card'; id: K } & CardParams[K]) | undefined;
}

/** Cards in play of module `id`, in the play zones of `seats` (every Methuselah still in the game by default). */
export function cardsInPlay(s: VtesState, id: CardId, seats: readonly SeatId[] = living(s)): string[] {
  return seats.flatMap((x) => s.seats[x].zones.play.filter((u) => cardEffect(s, u, id) !== undefined));
}
