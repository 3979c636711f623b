/**
 * What a saved V:TES record keeps of a game's config (issue 27 items 7 and 12): the decks by card id
 * and the card-data version, never copies of card definitions. The definitions are resolved again
 * from the loaded card data (catalog joined with the data files) when the record is replayed; a
 * record whose cards would now be defined otherwise is reported as changed, so that the games
 * service brings it through its upgrade path (archived first) instead of replaying it silently with
 * new behaviour. Records saved with their definitions (before this) keep replaying with them.
 *
 * The definitions of every card-data version a record is made with are kept in the record archive
 * (`cardDataOf`: content-addressed by the hash of the definition table, stored once however many
 * records name it; services/games.ts). A record made with other card data than the loaded one
 * replays with the definitions of its version, read back from the archive (`pinned`); only when the
 * archive lacks them does it go through the upgrade path.
 */
import type { CardDetail } from '../../../cards/types';
import type { SetupSources } from '../../../engine/types';
import { stateHash } from '../../../engine/hash';
import { parseVtesConfig } from './config';
import { CARD_DATA_VERSION, defsTable } from './card-data';
import { deckCardDefs } from './setup';
import type { CardDef } from '../data/starters';
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

/** The hash of each config's definition table (a game's config is the same object at every save). */
const hashes = new WeakMap<VtesConfig, string>();

function defsHash(cfg: VtesConfig): string {
  let h = hashes.get(cfg);
  if (h === undefined) hashes.set(cfg, (h = stateHash(defsTable(cfg)).slice(0, 16)));
  return h;
}

/** The config as a record stores it: the card data it plays with named by version and table hash. */
export function storedVtesConfig(cfg: VtesConfig): StoredVtesConfig {
  const { cards: _cards, pinned, ...rest } = cfg;
  return { ...rest, cardData: { version: pinned ?? CARD_DATA_VERSION, defs: defsHash(cfg) } };
}

/** What the record archive keeps of a card-data version: the version and every definition a game played with. */
export interface ArchivedCardData {
  version: string;
  defs: CardDef[];
}

/** The definitions a game plays with, for the record archive, under the hash its stored record names. */
export function vtesCardDataOf(cfg: VtesConfig): { key: string; data: ArchivedCardData } {
  return { key: defsHash(cfg), data: { version: cfg.pinned ?? CARD_DATA_VERSION, defs: Object.values(defsTable(cfg)) } };
}

/** The stored config replayed with the archived definitions of its card data (null: none kept, or not those). */
function pinnedConfig(rest: object, cardData: RecordedCardData, archived: ((key: string) => unknown) | undefined): unknown {
  const kept = archived?.(cardData.defs) as Partial<ArchivedCardData> | undefined;
  if (!kept || !Array.isArray(kept.defs) || kept.version !== cardData.version) return null;
  const table = Object.fromEntries(kept.defs.map((c: { id?: unknown }) => [String(c?.id), c]));
  // the table the record names, as it was hashed (a damaged or foreign archive row is not used)
  return stateHash(table).slice(0, 16) === cardData.defs ? { ...rest, cards: kept.defs, pinned: cardData.version } : null;
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
 * archives the record with its definitions before the game is saved by reference. A config saved
 * by reference with other card data replays with the definitions `archived` (the record archive
 * by table hash) holds for it, unchanged; `changed` when the archive has none.
 */
export function restoredVtesConfig(
  stored: unknown,
  sources: SetupSources<CardDetail>,
  archived?: (key: string) => unknown,
): { config: unknown; changed: boolean } {
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
  if (now.defs === cardData.defs) return { config: now.config, changed: false };
  // other card data: the definitions of its version from the record archive, else the upgrade path
  const pinned = pinnedConfig(rest, cardData, archived);
  return pinned ? { config: pinned, changed: false } : { config: now.config, changed: true };
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
