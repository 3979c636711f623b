import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { useErrorText } from '../../app/errors';
import type { CardSummary } from '../../../main/cards/types';
import { disciplineString, requirementString } from './lib/groups';
import { typeLabel } from './format';
import { clansLabel } from '../cards/values';
import { DRAG_FROM_RESULTS, focusSibling } from './dnd';
import { setOwned, useCollectionVersion } from '../collection/Collection';

type Kind = 'all' | 'crypt' | 'library';
const PAGE = 60;

/**
 * Card lookup beside the deck: a search box (the cards query language), a crypt/library switch
 * and a results list, ranked as on the Cards page (the name typed first, then names starting with
 * it, then the cards played most in the tournament archive when it is imported). Add with the + button, Enter or "+", or drag a row onto the deck.
 * Each row also shows the copies in the user's collection, editable in place, and "only owned"
 * narrows the list to the collection.
 * (Dropping a deck card on the lookup column removes it: the editor handles that drop.)
 */
export function CardLookup({
  counts,
  onAdd,
  onShow,
  onResults,
  dropping,
}: {
  counts: ReadonlyMap<string, number>;
  onAdd: (card: CardSummary, copies: number) => void;
  onShow: (card: CardSummary) => void;
  /** Every card the lookup lists (the editor resolves dropped uids with them). */
  onResults: (cards: CardSummary[]) => void;
  /** A deck card is being dragged over the lookup column (dropping it removes it). */
  dropping: boolean;
}) {
  const { t } = useTranslation('decks');
  const errorText = useErrorText();
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<Kind>('all');
  const [items, setItems] = useState<CardSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [ownedOnly, setOwnedOnly] = useState(false);
  const [owned, setOwnedMap] = useState<Record<string, number>>({});
  const version = useCollectionVersion();
  const seq = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);

  // the latest callback, without restarting the search when the parent passes a new function
  const onResultsRef = useRef(onResults);
  useEffect(() => {
    onResultsRef.current = onResults;
  }, [onResults]);

  useEffect(() => {
    const n = ++seq.current;
    const h = setTimeout(() => {
      setBusy(true);
      call('cards.search', {
        q: q.trim(),
        filters: { game: 'vtes', ...(kind === 'all' ? {} : { kind }), ...(ownedOnly ? { ownedOnly } : {}) },
        offset: 0,
        limit: PAGE,
      }).then(
        (r) => {
          if (n !== seq.current) return;
          onResultsRef.current(r.items);
          setItems(r.items);
          setTotal(r.total);
          setError(null);
          setBusy(false);
        },
        (e) => {
          if (n !== seq.current) return;
          setItems([]);
          setTotal(0);
          setError(e);
          setBusy(false);
        },
      );
    }, 180);
    return () => clearTimeout(h);
  }, [q, kind, ownedOnly]);

  // the owned counts of the listed cards (again whenever the collection changes)
  const uidsKey = items.map((c) => c.uid).join(',');
  useEffect(() => {
    if (!uidsKey) return;
    let live = true;
    call('collection.get', { uids: uidsKey.split(',') }).then(
      (r) => live && setOwnedMap(r),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [uidsKey, version]);

  const editOwned = (uid: string, n: number) => {
    setOwnedMap((m) => ({ ...m, [uid]: n }));
    setOwned(uid, n).catch(setError);
  };

  const more = async () => {
    try {
      const r = await call('cards.search', {
        q: q.trim(),
        filters: { game: 'vtes', ...(kind === 'all' ? {} : { kind }), ...(ownedOnly ? { ownedOnly } : {}) },
        offset: items.length,
        limit: PAGE,
      });
      onResults(r.items);
      setItems((prev) => [...prev, ...r.items]);
      setTotal(r.total);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <section className="dk-lookup" aria-label={t('lookup.title')}>
      <h2 className="dk-panel-title">{t('lookup.title')}</h2>
      <input
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('lookup.placeholder')}
        aria-label={t('lookup.search')}
        data-testid="lookup-search"
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || (e.key === 'Enter' && items.length)) {
            e.preventDefault();
            listRef.current?.querySelector<HTMLElement>('[data-row]')?.focus();
          }
        }}
      />
      <div className="dk-seg-switch" role="radiogroup" aria-label={t('lookup.kind')}>
        {(['all', 'crypt', 'library'] as const).map((k) => (
          <label key={k}>
            <input type="radio" name="lookup-kind" checked={kind === k} onChange={() => setKind(k)} />
            {t(`lookup.kinds.${k}`)}
          </label>
        ))}
        <button
          type="button"
          className="cl-chip"
          aria-pressed={ownedOnly}
          onClick={() => setOwnedOnly((v) => !v)}
          data-testid="lookup-owned-only"
        >
          {t('collection:onlyOwned')}
        </button>
      </div>
      <p className={dropping ? 'dk-drop-hint' : 'hint'} aria-live="polite">
        {dropping
          ? t('lookup.dropToRemove')
          : error
            ? errorText(error)
            : busy
              ? t('lookup.searching')
              : t('lookup.results', { count: total })}
      </p>
      <ul className="dk-results" ref={listRef} data-rows data-testid="lookup-results" aria-label={t('lookup.resultsLabel')}>
        {items.map((c) => {
          const inDeck = counts.get(c.uid) ?? 0;
          // the advanced version named apart, so its row and buttons are not the base card's
          const name = c.advanced ? `${c.displayName} ${t('card.advanced')}` : c.displayName;
          return (
            <li
              key={c.uid}
              data-row
              data-uid={c.uid}
              tabIndex={0}
              draggable
              className="dk-result-row"
              aria-label={t('lookup.rowLabel', { name, count: inDeck })}
              onDragStart={(e) => {
                e.dataTransfer.setData(DRAG_FROM_RESULTS, c.uid);
                e.dataTransfer.setData('text/plain', c.displayName);
                e.dataTransfer.effectAllowed = 'copy';
              }}
              onMouseEnter={() => onShow(c)}
              onFocus={() => onShow(c)}
              onKeyDown={(e) => {
                if (e.key === '+' || e.key === 'Enter' || e.key === 'Add') {
                  e.preventDefault();
                  onAdd(c, 1);
                } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
                  e.preventDefault();
                  focusSibling(e.currentTarget, e.key === 'ArrowDown' ? 1 : -1);
                }
              }}
            >
              <button type="button" className="dk-add" tabIndex={-1} onClick={() => onAdd(c, 1)} aria-label={t('lookup.add', { name })}>
                +
              </button>
              <span className="dk-rname">
                {c.displayName}
                {c.advanced ? <span className="dk-adv"> {t('card.advanced')}</span> : null}
              </span>
              <span className="dk-rmeta">
                {c.kind === 'crypt'
                  ? `${c.capacity ?? ''} · ${clansLabel(t, c.clans)} · ${disciplineString(c)} · G${c.group ?? '?'}`
                  : `${typeLabel(t, c.types.join('/'))}${c.libraryDisciplines.length ? ` · ${requirementString(c)}` : ''}${
                      c.clans.length ? ` · ${clansLabel(t, c.clans)}` : ''
                    }`}
              </span>
              {inDeck ? <span className="dk-in-deck">×{inDeck}</span> : null}
              <OwnedBox uid={c.uid} name={name} value={owned[c.uid] ?? 0} onChange={editOwned} />
            </li>
          );
        })}
      </ul>
      {items.length < total ? (
        <button type="button" onClick={() => void more()}>
          {t('lookup.more', { count: total - items.length })}
        </button>
      ) : null}
    </section>
  );
}

/**
 * The copies of a card in the user's collection, editable in a search row (issue 32 item 6): a
 * visible caption says it is the collection, so it is not taken for the copies to add to the deck.
 */
export function OwnedBox({
  uid,
  name,
  value,
  onChange,
}: {
  uid: string;
  name: string;
  value: number;
  onChange(uid: string, n: number): void;
}) {
  const { t } = useTranslation('decks');
  return (
    <label className="dk-owned" title={t('collection:ownedOf', { name })}>
      <span className="dk-owned-caption" aria-hidden="true">
        {t('collection:ownedShort')}
      </span>
      <input
        type="number"
        min={0}
        max={999}
        value={value}
        aria-label={t('collection:ownedOf', { name })}
        draggable={false}
        onDragStart={(e) => e.preventDefault()}
        // the row's keys (+, Enter, arrows) are the field's own while it has the focus
        onKeyDown={(e) => e.stopPropagation()}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isInteger(n) && n >= 0 && n <= 999) onChange(uid, n);
        }}
      />
    </label>
  );
}
