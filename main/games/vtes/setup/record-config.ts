/**
 * What a saved V:TES record keeps of a game's config (issue 27 items 7 and 12): the decks by card id
 * and the card-data version, never copies of card definitions. The definitions are resolved again
 * from the loaded card data (catalog joined with the data files) when the record is replayed; a
 * record whose cards would now be defined otherwise is reported as changed, so that the games
 * service brings it through its upgrade path (archived first) instead of replaying it silently with
 * new behaviour. Records saved with their definitions (before this) keep replaying with them.
 */
import type { CardDetail } from '../../../cards/types';
import type { SetupSources } from '../../../engine/types';
import { stateHash } from '../../../engine/hash';
import { parseVtesConfig } from './config';
import { CARD_DATA_VERSION, defsTable } from './card-data';
import { deckCardDefs } from './setup';
import type { VtesConfig, VtesState } from '../core/state';
import { upgradeOptionId } from '../../../common/vtes-options';
import { legacyAbilityNo } from '../vocab/abilities';
import { cardsInPlay } from '../cards/find';
import type { CardId } from '../schema/card-params';

export { CARD_DATA_VERSION };

/** The card data a record was made with: the data version and a hash of the definitions its game played with. */
export interface RecordedCardData {
  version: string;
  defs: string;
}

/** The stored form of a config: no definitions, the card data named by version. */
export type StoredVtesConfig = Omit<VtesConfig, 'cards'> & { cardData: RecordedCardData };

function defsHash(cfg: VtesConfig): string {
  return stateHash(defsTable(cfg)).slice(0, 16);
}

/** The config as a record stores it. */
export function storedVtesConfig(cfg: VtesConfig): StoredVtesConfig {
  const { cards: _cards, ...rest } = cfg;
  return { ...rest, cardData: { version: CARD_DATA_VERSION, defs: defsHash(cfg) } };
}

/** The stored config's decks with their definitions resolved from the loaded card data, and their table's hash (null: a card is missing). */
function resolved(
  rest: Omit<Partial<StoredVtesConfig>, 'cardData'>,
  sources: SetupSources<CardDetail>,
): { config: unknown; defs: string | null } {
  const cards = deckCardDefs(rest.decks ?? [], sources);
  const config = { ...rest, ...(cards.length ? { cards } : {}) };
  try {
    return { config, defs: defsHash(parseVtesConfig(config)) };
  } catch {
    // a card the loaded data no longer has: the record cannot replay as it was made
    return { config, defs: null };
  }
}

/**
 * The raw config a stored one replays with: the decks' definitions resolved from the loaded card
 * data; `changed` when they differ from those the record was made with. A config saved with its
 * definitions (older records) replays with them while the loaded data define its cards otherwise
 * or lack some; `changed` then too when they are defined otherwise, so that the upgrade path
 * archives the record with its definitions before the game is saved by reference.
 */
export function restoredVtesConfig(stored: unknown, sources: SetupSources<CardDetail>): { config: unknown; changed: boolean } {
  const s = stored as Partial<StoredVtesConfig & { cards: unknown }> | null;
  if (!s || typeof s !== 'object') return { config: stored, changed: false };
  if (!s.cardData || typeof s.cardData !== 'object') {
    let before: string;
    try {
      before = defsHash(parseVtesConfig(s));
    } catch {
      return { config: stored, changed: false }; // the replay reports it
    }
    const { cards: _cards, ...rest } = s;
    const now = resolved(rest, sources);
    return now.defs === null || now.defs === before ? { config: stored, changed: false } : { config: now.config, changed: true };
  }
  const { cardData, ...rest } = s;
  const now = resolved(rest, sources);
  return { config: now.config, changed: now.defs !== cardData.defs };
}

/**
 * The ids a choice saved with an old card-named option kind stands for now (issue 27 item 6): the
 * codec's mapping (vtes-options.ts `upgradeOptionId`) with what it reads of the game, the state the
 * choice was made in (GameModule.upgradeChoice). A saved game or archive record replays to the same
 * state, and is saved with the generic ids.
 */
export function upgradedChoice(s: VtesState, option: string): readonly string[] {
  return upgradeOptionId(option, {
    ability: (card, which) => (s.cards[card] ? legacyAbilityNo(s, card, which) : undefined),
    // a module id the card data do not know finds no card (cardsInPlay compares the records' ids)
    moduleCards: (module) => cardsInPlay(s, module as CardId),
  });
}
