import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../app/errors';
import type { CardFilters, CardSummary } from '../../../main/cards/types';
import { QueryHelp } from './QueryHelp';
import { listKey, ResultsList } from './ResultsList';
import { useCardSearch, type SortKey } from './useCardSearch';

const Help = memo(QueryHelp);
const SORTS = ['relevance', 'name', 'capacity', 'group', 'type', 'clan'] as const;

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

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = search.total ?? 0;
    if (!n) return;
    const r = listKey(e, Math.max(0, active), n, 10);
    if (r === null) return;
    e.preventDefault();
    if (r === 'open') {
      const card = search.items[Math.max(0, active)];
      if (card) onOpen(card);
    } else setActive(r);
  };

  return (
    <div className="cl-results-col">
      <div className="cl-search-bar">
        <input
          type="search"
          role="combobox"
          aria-label={t('search.label')}
          aria-expanded={(search.total ?? 0) > 0}
          aria-controls="card-results"
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `card-opt-${active}` : undefined}
          placeholder={t('search.placeholder')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={onSearchKey}
          autoFocus
          spellCheck={false}
        />
        <Help onExample={setQ} />
      </div>
      <div className="cl-results-bar">
        <div className="cl-results-info" aria-live="polite">
          <span>{search.total === null ? t('common.loading') : t('results.count', { count: search.total })}</span>
        </div>
        <label className="cl-sort">
          {t('results.sort')}
          <select value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
            {SORTS.map((k) => (
              <option key={k} value={k}>
                {t(`results.sortBy.${k}`)}
              </option>
            ))}
          </select>
        </label>
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
