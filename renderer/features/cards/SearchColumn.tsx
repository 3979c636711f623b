import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../app/errors';
import type { CardFilters, CardSummary } from '../../../main/cards/types';
import { cachedLabel, label } from './label-cache';
import { QueryHelp } from './QueryHelp';
import { listKey, ResultsList } from './ResultsList';
import { useCardSearch, type SortKey } from './useCardSearch';

const Help = memo(QueryHelp);
const SORTS = ['relevance', 'name', 'capacity', 'group', 'type', 'clan'] as const;

/** "N cartas", once per total and language (a plural lookup on every answer otherwise). */
function countText(t: TFunction<'lookup'>, total: number | null): string {
  return total === null ? label(t, 'common.loading') : cachedLabel(t, `count|${total}`, () => t('results.count', { count: total }));
}

interface BoxProps {
  q: string;
  onQuery(q: string): void;
  onKey(e: KeyboardEvent<HTMLInputElement>): void;
  expanded: boolean;
  active: number;
}

/**
 * The box and its help. Drawn again when the text, or what the box says of the list (open, the
 * selected row), changes: not for an answer that keeps them (issue 28, item 5).
 */
const SearchBox = memo(function SearchBox({ q, onQuery, onKey, expanded, active }: BoxProps) {
  const { t } = useTranslation('lookup');
  return (
    <div className="cl-search-bar">
      <div className="cl-search-field">
        <input
          type="search"
          role="combobox"
          aria-label={label(t, 'search.label')}
          aria-expanded={expanded}
          aria-controls="card-results"
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `card-opt-${active}` : undefined}
          placeholder={label(t, 'search.placeholder')}
          value={q}
          onChange={(e) => onQuery(e.target.value)}
          onKeyDown={onKey}
          autoFocus
          spellCheck={false}
        />
      </div>
      <Help onExample={onQuery} />
    </div>
  );
});

/** The sort menu: drawn again only when the sort changes, never per keystroke or answer. */
const SortMenu = memo(function SortMenu({ sort, onSort }: { sort: SortKey; onSort(s: SortKey): void }) {
  const { t } = useTranslation('lookup');
  return (
    <label className="cl-sort">
      {t('results.sort')}
      <select value={sort} onChange={(e) => onSort(e.target.value as SortKey)}>
        {SORTS.map((k) => (
          <option key={k} value={k}>
            {t(`results.sortBy.${k}`)}
          </option>
        ))}
      </select>
    </label>
  );
});

interface Props {
  filters: CardFilters;
  enabled: boolean;
  /** changes after an import: the same query is asked again */
  reload: number;
  openUid: string | null;
  onOpen(card: CardSummary): void;
  /** a query put in the box from outside (a card reference not found): `seq` changes each time */
  asked: { text: string; seq: number };
  showSpanish: boolean;
}

/**
 * The search box, the results bar and the result list. The typed text, the sort, the answer and
 * the selected row live here, not in the page: a keystroke and its answer draw this column only,
 * never the page's header, filters or card detail (issue 28, item 5).
 */
export const SearchColumn = memo(function SearchColumn({ filters, enabled, reload, openUid, onOpen, asked, showSpanish }: Props) {
  const { t } = useTranslation('lookup');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<SortKey>('relevance');
  /** The selected row and the answer it was chosen in: a new answer selects its first row. */
  const [chosen, setChosen] = useState({ generation: -1, index: -1 });
  const search = useCardSearch(q, filters, sort, enabled, reload);

  const [seenAsk, setSeenAsk] = useState(asked.seq);
  if (asked.seq !== seenAsk) {
    // adjusted during render (no effect, no second render of the list)
    setSeenAsk(asked.seq);
    setQ(asked.text);
  }

  // derived in the same render as the answer (an effect would draw the list a second time)
  const active = chosen.generation === search.generation ? chosen.index : search.total ? 0 : -1;
  const generationRef = useRef(search.generation);
  useEffect(() => {
    generationRef.current = search.generation;
  }, [search.generation]);
  const setActive = useCallback((index: number) => setChosen({ generation: generationRef.current, index }), []);

  // the box's key handler is one function for the column's life: it reads the answer on screen
  // through a ref, so an answer does not draw the box again
  const keyState = useRef({ search, active, onOpen });
  useEffect(() => {
    keyState.current = { search, active, onOpen };
  });
  const onSearchKey = useCallback(
    (e: KeyboardEvent<HTMLInputElement>) => {
      const { search: shown, active: at, onOpen: open } = keyState.current;
      const n = shown.total ?? 0;
      if (!n) return;
      const r = listKey(e, Math.max(0, at), n, 10);
      if (r === null) return;
      e.preventDefault();
      if (r === 'open') {
        const card = shown.items[Math.max(0, at)];
        if (card) open(card);
      } else setActive(r);
    },
    [setActive],
  );

  return (
    <div className="cl-results-col">
      <SearchBox q={q} onQuery={setQ} onKey={onSearchKey} expanded={(search.total ?? 0) > 0} active={active} />
      <div className="cl-results-bar">
        <div className="cl-results-info" aria-live="polite">
          <span>{countText(t, search.total)}</span>
        </div>
        <SortMenu sort={sort} onSort={setSort} />
      </div>
      <ErrorBanner error={search.error} />
      <div className="cl-results-wrap">
        <ResultsList
          items={search.items}
          total={search.total ?? 0}
          generation={search.generation}
          active={active}
          openUid={openUid}
          onActive={setActive}
          onOpen={onOpen}
          ensureRange={search.ensureRange}
          showSpanish={showSpanish}
        />
      </div>
    </div>
  );
});
