import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardSummary } from '../../../main/cards/types';
import type { TFunction } from 'i18next';
import { clanIcon, disciplineIcon, requirementIcons } from './icons';
import { cachedLabel, label } from './label-cache';
import { shownName } from './localized';
import { useRowWindow } from './row-window';

export const ROW_HEIGHT = 36;

interface Props {
  items: (CardSummary | undefined)[];
  total: number;
  generation: number;
  active: number;
  openUid: string | null;
  onActive(index: number): void;
  onOpen(card: CardSummary): void;
  ensureRange(start: number, end: number): void;
  showSpanish: boolean;
}

function rowIndexes(first: number, last: number): number[] {
  const out: number[] = [];
  for (let i = first; i <= last; i++) out.push(i);
  return out;
}

/** Handles the arrow keys for the list (also used by the search box, like a combobox). */
export function listKey(e: KeyboardEvent, active: number, total: number, page: number): number | 'open' | null {
  switch (e.key) {
    case 'ArrowDown':
      return Math.min(total - 1, active + 1);
    case 'ArrowUp':
      return Math.max(0, active - 1);
    case 'PageDown':
      return Math.min(total - 1, active + page);
    case 'PageUp':
      return Math.max(0, active - page);
    case 'Home':
      return e.currentTarget.tagName === 'INPUT' ? null : 0;
    case 'End':
      return e.currentTarget.tagName === 'INPUT' ? null : total - 1;
    case 'Enter':
      return 'open';
    default:
      return null;
  }
}

/**
 * The result rows in view (row-window.ts). Memoized with its rows: a keystroke changes the search
 * box, not the list, so the list is drawn again only when an answer (or the selection) arrives.
 */
export const ResultsList = memo(function ResultsList({
  items,
  total,
  generation,
  active,
  openUid,
  onActive,
  onOpen,
  ensureRange,
  showSpanish,
}: Props) {
  const { t, i18n } = useTranslation('lookup');
  const parentRef = useRef<HTMLDivElement>(null);
  // rows beyond the visible ones are drawn too: a few are enough for the arrow keys and scrolling
  const view = useRowWindow(parentRef, total, ROW_HEIGHT, 4);
  const { first, last, show } = view;

  useEffect(() => {
    if (total > 0) ensureRange(first, Math.max(first, last));
  }, [first, last, total, ensureRange]);

  // A new answer shows its first rows, selected. Scrolling lays the page out at once, so it is
  // skipped when the list is already at the top (the offset seen in the scroll events): typing
  // then costs one layout per answer, in the frame.
  const scrolled = view.scrollTop > 0;
  const scrolledRef = useRef(scrolled);
  useEffect(() => {
    scrolledRef.current = scrolled;
  }, [scrolled]);
  useEffect(() => {
    if (scrolledRef.current) parentRef.current?.scrollTo({ top: 0 });
  }, [generation]);

  useEffect(() => {
    if (active < 0 || active >= total || (active === 0 && !scrolledRef.current)) return;
    show(active);
  }, [active, total, show]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.floor((parentRef.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const r = listKey(e, Math.max(0, active), total, page);
    if (r === null) return;
    e.preventDefault();
    if (r === 'open') {
      const card = items[active];
      if (card) onOpen(card);
    } else onActive(r);
  };

  return (
    <div
      ref={parentRef}
      id="card-results"
      className="cl-results"
      role="listbox"
      aria-label={label(t, 'results.label')}
      tabIndex={0}
      aria-activedescendant={active >= 0 && active < total ? `card-opt-${active}` : undefined}
      onKeyDown={onKeyDown}
    >
      <div style={{ height: total * ROW_HEIGHT, position: 'relative' }}>
        {rowIndexes(first, last).map((index) => {
          const card = items[index];
          return (
            <div
              // a row is its card's: the next keystroke's answer moves the cards it shares with the
              // last one (a transform) instead of drawing another card into each position
              key={card?.uid ?? `#${index}`}
              id={`card-opt-${index}`}
              role="option"
              aria-selected={index === active}
              aria-current={card && card.uid === openUid ? 'true' : undefined}
              aria-posinset={index + 1}
              aria-setsize={total}
              className={`cl-result-row${index === active ? ' cl-active' : ''}${card && card.uid === openUid ? ' cl-open' : ''}`}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${index * ROW_HEIGHT}px)`,
              }}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                onActive(index);
                parentRef.current?.focus();
                if (card) onOpen(card);
              }}
            >
              {card ? (
                <Row card={card} showSpanish={showSpanish} t={t} lang={i18n.language} />
              ) : (
                <span className="hint">{t('results.loadingRow')}</span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
});

interface RowProps {
  card: CardSummary;
  showSpanish: boolean;
  /** the list's own `t` and language: a row subscribes to nothing (issue 28 item 5) */
  t: TFunction<'lookup'>;
  lang: string;
}

/**
 * Rows are compared by what they show, not by object: the answer to the next keystroke brings new
 * objects for mostly the same cards ("nefer", "nefert"), and a row whose card did not change is
 * not drawn again (issue 28, item 5). A JSON text of one card is cheaper than its icons' render.
 */
export function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.showSpanish === b.showSpanish &&
    a.t === b.t &&
    a.lang === b.lang &&
    (a.card === b.card || (a.card.uid === b.card.uid && JSON.stringify(a.card) === JSON.stringify(b.card)))
  );
}

function typesLabel(t: TFunction<'lookup'>, types: string[]): string {
  return cachedLabel(t, `types|${types.join('|')}`, () => types.map((ty) => t(`types.${ty}`, { defaultValue: ty })).join(' / '));
}

/**
 * One result row. No hook: a row mounted per new card of an answer subscribed to the language
 * three times over (the row, its clan icons, its requirement), most of a row's cost.
 */
const Row = memo(function Row({ card, showSpanish, t, lang }: RowProps) {
  const crypt = card.kind === 'crypt';
  return (
    <>
      <span className="cl-row-clan">{card.clans.slice(0, 2).map((c) => clanIcon(t, c, 20))}</span>
      <span className="cl-row-name">
        <span className="cl-name">{shownName(card, lang)}</span>
        {card.advanced ? <span className="cl-badge cl-adv">{label(t, 'detail.advShort')}</span> : null}
        {showSpanish && card.nameEs && card.nameEs !== card.displayName ? (
          <span className="cl-name-es" lang="es">
            {card.nameEs}
          </span>
        ) : null}
        {card.banned ? <span className="cl-badge cl-banned">{label(t, 'detail.bannedShort')}</span> : null}
      </span>
      <span className="cl-row-disc">
        {crypt ? card.disciplines.map((d) => disciplineIcon(t, d.code, d.level, 24)) : requirementIcons(t, card.libraryDisciplines, 22)}
      </span>
      <span className="cl-row-meta">
        {crypt ? (
          <>
            {card.capacity !== undefined ? <span title={label(t, 'fields.capacity')}>{card.capacity}</span> : null}
            {card.group ? (
              <span className="hint" title={label(t, 'fields.group')}>
                G{card.group}
              </span>
            ) : null}
          </>
        ) : (
          <span className="hint">{typesLabel(t, card.types)}</span>
        )}
      </span>
    </>
  );
}, sameRow);
