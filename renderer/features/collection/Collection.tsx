import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { DeckCollectionLine } from '../../../main/decks/collection-types';
import type { DeckContent } from '../../../main/decks/types';
import './collection.css';

/**
 * The collection's version in this window: every owned count edited here bumps it, so the other
 * views of the same counts (the card detail, the deck editor's search rows and collection tab)
 * read them again.
 */
let collectionVersion = 0;
const collectionListeners = new Set<() => void>();
export function notifyCollectionChanged(): void {
  collectionVersion++;
  for (const l of collectionListeners) l();
}
export function useCollectionVersion(): number {
  return useSyncExternalStore(
    (l) => {
      collectionListeners.add(l);
      return () => collectionListeners.delete(l);
    },
    () => collectionVersion,
  );
}

/** Saves one owned count, then tells the other views. */
export function setOwned(uid: string, owned: number): Promise<void> {
  return call('collection.set', { uid, owned }).then(() => notifyCollectionChanged());
}

/** Copies of one card in the user's collection, edited in place. */
export function OwnedInput({ uid, name }: { uid: string; name: string }) {
  const { t } = useTranslation('collection');
  const [owned, setShown] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const version = useCollectionVersion();
  useEffect(() => {
    let live = true;
    call('collection.get', { uids: [uid] }).then(
      (r) => live && setShown(r[uid] ?? 0),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [uid, version]);
  const save = (n: number) => {
    setShown(n);
    setOwned(uid, n).catch(setError);
  };
  return (
    <div className="col-owned">
      <label>
        {t('owned')}{' '}
        <input
          type="number"
          min={0}
          max={999}
          value={owned ?? ''}
          aria-label={t('ownedOf', { name })}
          data-testid="owned-input"
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isInteger(n) && n >= 0 && n <= 999) save(n);
          }}
        />
      </label>
      <ErrorBanner error={error} onClose={() => setError(null)} />
    </div>
  );
}

/** The deck editor's collection tab: missing copies and the user's other decks using each card. */
export function DeckCollectionPanel({ id, content }: { id: string; content: Pick<DeckContent, 'crypt' | 'library'> }) {
  const { t } = useTranslation('collection');
  const [lines, setLines] = useState<DeckCollectionLine[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const version = useCollectionVersion();
  const key = JSON.stringify([content.crypt, content.library]);
  useEffect(() => {
    let live = true;
    const [crypt, library] = JSON.parse(key) as [Record<string, number>, Record<string, number>];
    call('collection.forDeck', { id, crypt, library }).then(
      (l) => live && setLines(l),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [id, key, version]);
  const missing = (lines ?? []).reduce((a, l) => a + l.missing, 0);
  return (
    <div className="col-deck" data-testid="deck-collection">
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <p className="hint">{t('deckIntro')}</p>
      {lines ? <p data-testid="deck-missing">{missing ? t('missingTotal', { count: missing }) : t('allOwned')}</p> : null}
      <table className="col-table">
        <thead>
          <tr>
            <th scope="col">{t('card')}</th>
            <th scope="col">{t('need')}</th>
            <th scope="col">{t('have')}</th>
            <th scope="col">{t('missing')}</th>
            <th scope="col">{t('usedBy')}</th>
          </tr>
        </thead>
        <tbody>
          {(lines ?? []).map((l) => (
            <tr key={l.uid} data-uid={l.uid} className={l.missing ? 'col-missing' : ''}>
              <th scope="row">{l.name}</th>
              <td>{l.need}</td>
              <td>
                <input
                  type="number"
                  min={0}
                  max={999}
                  value={l.owned}
                  aria-label={t('ownedOf', { name: l.name })}
                  onChange={(e) => {
                    const n = Number(e.target.value);
                    if (!Number.isInteger(n) || n < 0 || n > 999) return;
                    setOwned(l.uid, n).catch(setError);
                  }}
                />
              </td>
              <td>{l.missing || ''}</td>
              <td>{l.usedBy.map((u) => t('usedByItem', { name: u.name, count: u.count })).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
