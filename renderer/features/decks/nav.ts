/** Opens a deck in the editor (or the deck list with null) through the hash route. */
export function openDeck(id: string | null): void {
  window.location.hash = id ? `#/decks/${encodeURIComponent(id)}` : '#/decks';
}
