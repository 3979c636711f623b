/**
 * The minion cards of the four Fifth Edition starter decks (vtes-es 1.6.3: actions, action modifiers,
 * reactions, combat cards, political actions, allies, retainers; vtes-pl "Karty podwładnych"), kept
 * in three files by what they do: starter-action-cards.ts (actions, political actions, allies,
 * retainers), starter-modifier-cards.ts (action modifiers and reactions), starter-combat-cards.ts.
 * Facts and effect data only (effects.ts); the texts are rendered from the data in Spanish and Polish.
 */
import type { CardDef } from './effects';
import { STARTER_ACTION_CARDS } from './starter-action-cards';
import { STARTER_COMBAT_CARDS } from './starter-combat-cards';
import { STARTER_DECKS, STARTER_IDS } from './starter-decks';
import { STARTER_MODIFIER_CARDS } from './starter-modifier-cards';

/** The first starter deck (in STARTER_IDS order) whose library holds card `id`. */
const deckOf = (id: string): number => STARTER_IDS.findIndex((sid) => STARTER_DECKS[sid].library.some(([cid]) => cid === id));

/** Every minion card, listed deck by deck and by name within a deck (the order the card lookup and its hash read). */
export const STARTER_MINION_CARDS: CardDef[] = [...STARTER_ACTION_CARDS, ...STARTER_MODIFIER_CARDS, ...STARTER_COMBAT_CARDS].sort(
  (a, b) => deckOf(a.id) - deckOf(b.id) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
);
