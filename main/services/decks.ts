import { AppError } from '../api/errors';
import type { Store } from '../db/store';

/** Decks service (user.sqlite). Implementation in progress. */
export class DeckService {
  constructor(readonly store: Store) {}

  notImplemented(): never {
    throw new AppError('internal', 'deck_not_implemented');
  }
}
