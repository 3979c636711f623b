/**
 * Finding the cards of a card module (issue 11 item 5, the escape hatch): the `{ e: 'card', id }`
 * records of a card in play as it was played (its live mode: a contested card does nothing, 4.1),
 * and the cards in play of one module.
 */
import type { SeatId } from '../../../engine/types';
import { living, type VtesState } from '../state';
import { liveMode } from '../queries';
import type { Mode } from '../effects';
import type { CardEffect, CardId, CardParams } from './params';

/** The card-module records of a card as it was played (none for a contested card). */
export function cardEffects(s: VtesState, uid: string): readonly CardEffect[] {
  const m = liveMode(s, uid);
  if (!m) return NONE;
  let out = OF_MODE.get(m);
  if (!out) {
    out = m.effects.filter((e): e is CardEffect => e.e === 'card');
    OF_MODE.set(m, out.length ? out : NONE);
  }
  return out;
}
const NONE: readonly CardEffect[] = [];
/** The records of each mode, found once (modes are card data: never changed during a game). */
const OF_MODE = new WeakMap<Mode, readonly CardEffect[]>();

/** The record of module `id` on a card as it was played, if any. */
export function cardEffect<K extends CardId>(s: VtesState, uid: string, id: K): ({ e: 'card'; id: K } & CardParams[K]) | undefined {
  return cardEffects(s, uid).find((e) => e.id === id) as ({ e: 'card'; id: K } & CardParams[K]) | undefined;
}

/** Cards in play of module `id`, in the play zones of `seats` (every Methuselah still in the game by default). */
export function cardsInPlay(s: VtesState, id: CardId, seats: readonly SeatId[] = living(s)): string[] {
  return seats.flatMap((x) => s.seats[x].zones.play.filter((u) => cardEffect(s, u, id) !== undefined));
}
