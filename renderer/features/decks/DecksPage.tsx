import { useEffect, useState } from 'react';
import { DeckList } from './DeckList';
import { DeckEditor } from './DeckEditor';
import './decks.css';

/** `#/decks` shows the list, `#/decks/<id>` the editor of one deck. */
function deckIdFromHash(): string | null {
  const m = /^#\/decks\/([^/?]+)/.exec(window.location.hash);
  return m ? decodeURIComponent(m[1]) : null;
}

export function openDeck(id: string | null): void {
  window.location.hash = id ? `#/decks/${encodeURIComponent(id)}` : '#/decks';
}

export function DecksPage() {
  const [deckId, setDeckId] = useState(deckIdFromHash);
  useEffect(() => {
    const onHash = () => setDeckId(deckIdFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return deckId ? <DeckEditor key={deckId} id={deckId} /> : <DeckList />;
}
