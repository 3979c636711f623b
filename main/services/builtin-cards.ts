import crypto from 'node:crypto';
import type { Store } from '../db/store';
import { META_IMPORTED_AT, insertMissingCards, replaceCards, stableJson, upsertBuiltinCards } from '../cards/repo';
import type { CardDetail } from '../cards/types';
import { bloodborneCardsForLookup } from '../games/bloodborne';
import { nightsCardsForLookup } from '../games/nights-of-blood';
import { vendettaCardsForLookup } from '../games/vendetta';
import { cardDefFromDetail } from '../games/vtes/data/catalog-def';
import { dataStatus } from '../games/vtes/data/load';
import { renderCardText } from '../games/vtes/vocab/text';
import { vtesStarterCardsForLookup } from '../games/vtes/view/starter-lookup';

const META_BUILTIN_HASH = 'builtin.hash';

function hashOf(cards: CardDetail[]): string {
  return crypto.createHash('sha256').update(stableJson(cards)).digest('hex');
}

/**
 * Puts the cards the app ships with into the card lookup: the Vendetta and Bloodborne cards, and the V:TES
 * starter decks' cards (shown before the official list is imported; an import then updates them
 * in place by id, so after an import only the missing ones are added). Writes only when the
 * built-in data changed since the last start.
 */
export function syncBuiltinCards(store: Store): void {
  const vendetta = [...vendettaCardsForLookup(), ...bloodborneCardsForLookup(), ...nightsCardsForLookup()];
  const starters = vtesStarterCardsForLookup();
  const hash = hashOf([...vendetta, ...starters]);
  const known = store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [META_BUILTIN_HASH])?.value;
  if (known === hash) return;
  upsertBuiltinCards(store, vendetta);
  const imported = store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [META_IMPORTED_AT]);
  if (imported) insertMissingCards(store, starters);
  else replaceCards(store, starters);
  store.write((db) => db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', [META_BUILTIN_HASH, hash]));
}

/** Automation status of an imported V:TES card, as the V:TES rules engine plays it. */
export function decorateImportedCard(card: CardDetail): void {
  if (card.game === 'vtes') card.automation = cardDefFromDetail(card).automation;
}

/**
 * A V:TES card as the lookup shows it (issue 27 item 12), computed when it is read so that it follows
 * the card data of this version of the app: its automation, whether a reviewed entry was written from
 * its text, and the reading the rules play in Spanish and Polish (the built-in starter rows already
 * carry it as their texts).
 */
export function lookupCard(card: CardDetail): CardDetail {
  if (card.game !== 'vtes' || card.textPl !== undefined) return card;
  const def = cardDefFromDetail(card);
  const entry = dataStatus(card);
  return {
    ...card,
    automation: def.automation,
    automationEntry: entry,
    ...(entry === 'full' ? { reading: { es: renderCardText(def, 'es'), pl: renderCardText(def, 'pl') } } : {}),
  };
}
