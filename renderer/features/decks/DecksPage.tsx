import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { DeckList } from './DeckList';
import { DeckEditor } from './DeckEditor';
import './decks.css';

/** `#/decks` shows the list, `#/decks/<id>` the editor of one deck. */
function deckIdFromHash(): string | null {
  const m = /^#\/decks\/([^/?]+)/.exec(window.location.hash);
  return m ? decodeURIComponent(m[1]) : null;
}

/** Tells the user to import the official card list when it has never been imported. */
function NoCardsNotice() {
  const { t } = useTranslation('decks');
  const [empty, setEmpty] = useState(false);
  useEffect(() => {
    let live = true;
    call('cards.status', {}).then(
      // Built-in cards (starter decks) may exist before any import: look at the import itself.
      (s) => live && setEmpty(!s.importedAt && s.files.length === 0),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!empty) return null;
  return (
    <div className="notice" role="status" data-testid="no-cards">
      <span>{t('list.noCards')}</span>
      <a href="#/cards">{t('list.goToCards')}</a>
    </div>
  );
}

export function DecksPage() {
  const [deckId, setDeckId] = useState(deckIdFromHash);
  useEffect(() => {
    const onHash = () => setDeckId(deckIdFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return (
    <>
      <NoCardsNotice />
      {deckId ? <DeckEditor key={deckId} id={deckId} /> : <DeckList />}
    </>
  );
}
