import { memo, useCallback, useEffect, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, onEvent } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { CardDbStatus, CardFacets, CardSummary, ImportSummary } from '../../../main/cards/types';
import { cardUidFromHash } from './card-link';
import { CardDetailPanel } from './CardDetailPanel';
import { FiltersPanel } from './FiltersPanel';
import { emptyFilters, toCardFilters, type FilterState } from './filters';
import { statusCountsText } from './status-counts';
import { ProxyBasketButton } from '../proxies/BasketButton';
import { ImportPanel, ImportSummaryView } from './ImportPanel';
import { SearchColumn } from './SearchColumn';
import './cards.css';

// The panels around the search column do not change while the player types: drawn again only
// when their own props change. A keystroke draws the search column alone (SearchColumn).
const Filters = memo(FiltersPanel);
const Detail = memo(CardDetailPanel);

function cardCount(status: CardDbStatus | null): number {
  if (!status) return 0;
  let n = 0;
  for (const kinds of Object.values(status.counts)) for (const c of Object.values(kinds ?? {})) n += c;
  return n;
}

/** Card lookup: first-run import, search as you type with filters, card details. */
export function CardsPage() {
  const { t, i18n } = useTranslation('lookup');
  const [status, setStatus] = useState<CardDbStatus | null>(null);
  const [facets, setFacets] = useState<CardFacets | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [showImport, setShowImport] = useState(false);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [dropped, setDropped] = useState<File[] | null>(null);
  const [filters, setFilters] = useState<FilterState>(emptyFilters);
  const [openUid, setOpenUid] = useState<string | null>(null);
  const [imagesEnabled, setImagesEnabled] = useState(false);
  const [reload, setReload] = useState(0);
  /** a query put in the search box from outside (a card reference that was not found) */
  const [asked, setAsked] = useState({ text: '', seq: 0 });

  const refresh = useCallback(() => {
    call('cards.status', {}).then(setStatus, setError);
    call('cards.facets', {}).then(setFacets, setError);
  }, []);
  useEffect(() => {
    refresh();
    call('settings.get', {}).then((s) => setImagesEnabled(!!s.imageFolder), setError);
    return onEvent('settings.changed', (s) => setImagesEnabled(!!s.imageFolder));
  }, [refresh]);

  const total = cardCount(status);
  // Until the official list is imported only the built-in cards (V:TES starters, Vendetta) exist:
  // the page explains the import and still lets the user search those.
  const firstRun = status !== null && !status.importedAt;
  // formatted once per import and language, not on every answer of the search
  const importedAt = status?.importedAt;
  const importedWhen = useMemo(() => (importedAt ? new Date(importedAt).toLocaleString(i18n.language) : null), [importedAt, i18n.language]);
  const cardFilters = useMemo(() => toCardFilters(filters), [filters]);
  const onImported = (s: ImportSummary) => {
    setSummary(s);
    setShowImport(false);
    setDropped(null);
    refresh();
    setReload((r) => r + 1);
  };

  const open = useCallback((card: CardSummary) => setOpenUid(card.uid), []);

  const openRef = useCallback(async (name: string) => {
    try {
      const res = await call('cards.search', { q: `"${name}"`, filters: {}, offset: 0, limit: 25 });
      const norm = (s: string) => s.toLowerCase();
      const hit = res.items.find((c) => norm(c.displayName) === norm(name) || norm(c.name) === norm(name)) ?? res.items[0];
      if (hit) setOpenUid(hit.uid);
      else setAsked((a) => ({ text: name, seq: a.seq + 1 }));
    } catch (e) {
      setError(e);
    }
  }, []);
  const onRef = useCallback((n: string) => void openRef(n), [openRef]);
  const closeDetail = useCallback(() => setOpenUid(null), []);
  // a link from elsewhere (the V:TES set-up's manual cards) opens one card: #/cards/<uid>
  useEffect(() => {
    const fromHash = () => {
      const uid = cardUidFromHash(window.location.hash);
      if (uid) setOpenUid(uid);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  const onPageDrop = (e: DragEvent) => {
    e.preventDefault();
    if (e.dataTransfer.files.length) {
      setDropped(Array.from(e.dataTransfer.files));
      setShowImport(true);
    }
  };

  const es = i18n.language === 'es';
  const importing = firstRun || showImport;

  return (
    <section className="page cl-cards-page" onDragOver={(e) => e.preventDefault()} onDrop={onPageDrop}>
      <header className="cl-cards-head">
        <h1>{t('title')}</h1>
        {status && total > 0 ? (
          <span className="hint db-status">
            {statusCountsText(t, status)}
            {importedWhen ? ` · ${t('status.importedAt', { date: importedWhen })}` : ''}
            {status.hasSpanish ? ` · ${t('status.spanish')}` : ''}
          </span>
        ) : null}
        <ProxyBasketButton />
        {!firstRun && status ? (
          <button type="button" onClick={() => setShowImport((s) => !s)} aria-expanded={showImport}>
            {t('import.reimport')}
          </button>
        ) : null}
      </header>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      {summary ? (
        <div className="cl-summary-bar">
          <ImportSummaryView summary={summary} />
          <button type="button" className="link" onClick={() => setSummary(null)} aria-label={t('import.dismissSummary')}>
            ×
          </button>
        </div>
      ) : null}
      {importing && status ? (
        <ImportPanel
          firstRun={firstRun}
          onImported={onImported}
          onCancel={firstRun ? undefined : () => setShowImport(false)}
          dropped={dropped}
          onDroppedTaken={() => setDropped(null)}
          lastFiles={status.files}
        />
      ) : null}
      {!status && !error ? <p className="hint">{t('common.loading')}</p> : null}
      {status && total > 0 ? (
        <div className="cl-lookup">
          <Filters value={filters} facets={facets} onChange={setFilters} />
          <SearchColumn
            filters={cardFilters}
            enabled={total > 0}
            reload={reload}
            openUid={openUid}
            onOpen={open}
            asked={asked}
            showSpanish={es}
          />
          <Detail uid={openUid} imagesEnabled={imagesEnabled} onRef={onRef} onClose={closeDetail} />
        </div>
      ) : null}
    </section>
  );
}
