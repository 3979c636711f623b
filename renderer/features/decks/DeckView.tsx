import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardSummary } from '../../../main/cards/types';
import type { LegalityProblem } from '../../../main/decks/types';
import { cryptRows, disciplineString, librarySections, requirementString, type Entry } from './lib/groups';
import { capacityStats } from './lib/stats';
import { decimal, typeLabel } from './format';
import { clansLabel } from '../cards/values';
import { DRAG_FROM_DECK, DRAG_FROM_RESULTS, focusSibling, hasType } from './dnd';

interface Props {
  entries: Entry[];
  unknown: { uid: string; count: number }[];
  problems: LegalityProblem[];
  onChange: (card: CardSummary, delta: number) => void;
  onRemove: (uid: string) => void;
  onShow: (card: CardSummary) => void;
  /** A card dragged from the lookup results was dropped on the deck. */
  onDropAdd: (uid: string) => void;
}

/** Row keyboard: "+" adds a copy, "-" removes one, Delete removes the card, arrows move. */
function rowKeys(e: KeyboardEvent<HTMLElement>, card: CardSummary, p: Props) {
  const el = e.currentTarget;
  if (e.key === '+' || e.key === '=' || e.key === 'Add') {
    e.preventDefault();
    p.onChange(card, 1);
  } else if (e.key === '-' || e.key === 'Subtract') {
    e.preventDefault();
    focusAfterRemoval(el);
    p.onChange(card, -1);
  } else if (e.key === 'Delete' || e.key === 'Backspace') {
    e.preventDefault();
    focusAfterRemoval(el);
    p.onRemove(card.uid);
  } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    e.preventDefault();
    focusSibling(el, e.key === 'ArrowDown' ? 1 : -1);
  }
}

/** Keeps keyboard focus in the deck when a row disappears: the row now at the same place. */
function focusAfterRemoval(el: HTMLElement) {
  const list = el.closest('[data-rows]');
  if (!list) return;
  const rows = Array.from(list.querySelectorAll<HTMLElement>('[data-row]'));
  const i = rows.indexOf(el);
  const uid = el.dataset.uid;
  requestAnimationFrame(() => {
    if (document.activeElement && list.contains(document.activeElement)) return;
    const now = Array.from(list.querySelectorAll<HTMLElement>('[data-row]'));
    const same = now.find((r) => r.dataset.uid === uid);
    (same ?? now[Math.min(i, now.length - 1)])?.focus();
  });
}

function CountCell({ card, count, p }: { card: CardSummary; count: number; p: Props }) {
  const { t } = useTranslation('decks');
  return (
    <span className="dk-count-cell">
      <button
        type="button"
        tabIndex={-1}
        className="dk-step"
        onClick={() => p.onChange(card, -1)}
        aria-label={t('deck.removeOne', { name: card.displayName })}
      >
        −
      </button>
      <span className="dk-count" data-testid="count">
        {count}
      </span>
      <button
        type="button"
        tabIndex={-1}
        className="dk-step"
        onClick={() => p.onChange(card, 1)}
        aria-label={t('deck.addOne', { name: card.displayName })}
      >
        +
      </button>
    </span>
  );
}

function dragProps(card: CardSummary) {
  return {
    draggable: true,
    onDragStart: (e: React.DragEvent) => {
      e.dataTransfer.setData(DRAG_FROM_DECK, card.uid);
      e.dataTransfer.setData('text/plain', card.displayName);
      e.dataTransfer.effectAllowed = 'move';
    },
  };
}

export function DeckView(p: Props) {
  const { t, i18n } = useTranslation('decks');
  const [over, setOver] = useState(false);
  const crypt = cryptRows(p.entries);
  const sections = librarySections(p.entries);
  const cryptCount = crypt.reduce((s, e) => s + e.count, 0);
  const libCount = sections.reduce((s, x) => s + x.count, 0);
  const cap = capacityStats(crypt);
  const flagged = new Set(p.problems.filter((x) => x.uid).map((x) => x.uid as string));
  /** What every deck row (crypt table row or library list item) carries: focus, hover detail, keys, drag. */
  const rowProps = (card: CardSummary, count: number) => ({
    'data-row': true,
    'data-uid': card.uid,
    tabIndex: 0,
    className: flagged.has(card.uid) ? 'dk-flagged' : undefined,
    'aria-label': t('deck.rowLabel', { name: card.displayName, count }),
    onMouseEnter: () => p.onShow(card),
    onFocus: () => p.onShow(card),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => rowKeys(e, card, p),
    ...dragProps(card),
  });

  return (
    <section
      className={`dk-deck-view${over ? ' dk-drop-add' : ''}`}
      aria-label={t('deck.title')}
      data-testid="deck-view"
      onDragEnter={(e) => {
        // Cancelling dragenter makes the deck the drop target (HTML drag-and-drop model).
        if (hasType(e, DRAG_FROM_RESULTS)) {
          e.preventDefault();
          setOver(true);
        }
      }}
      onDragOver={(e) => {
        if (hasType(e, DRAG_FROM_RESULTS)) {
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        setOver(false);
        const uid = e.dataTransfer.getData(DRAG_FROM_RESULTS);
        if (uid) {
          e.preventDefault();
          p.onDropAdd(uid);
        }
      }}
    >
      <div data-rows>
        <h2 className="dk-section-title" data-testid="crypt-title">
          {t('deck.crypt', { count: cryptCount })}
          {cap ? (
            <span className="hint">
              {' '}
              {t('deck.capacitySummary', { min: cap.lowest4, max: cap.highest4, avg: decimal(cap.avg, i18n.language) })}
            </span>
          ) : null}
        </h2>
        {crypt.length === 0 ? <p className="hint dk-empty-section">{t('deck.emptyCrypt')}</p> : null}
        {crypt.length ? (
          <table className="dk-crypt-table">
            <thead>
              <tr>
                <th>{t('deck.copies')}</th>
                <th>{t('deck.name')}</th>
                <th className="dk-num">
                  <abbr title={t('deck.capacity')}>{t('deck.capacityShort')}</abbr>
                </th>
                <th>{t('deck.disciplines')}</th>
                <th>{t('deck.clan')}</th>
                <th className="dk-num">{t('deck.group')}</th>
              </tr>
            </thead>
            <tbody>
              {crypt.map(({ card, count }) => (
                <tr key={card.uid} {...rowProps(card, count)}>
                  <td>
                    <CountCell card={card} count={count} p={p} />
                  </td>
                  <td className="dk-cname">
                    {card.displayName}
                    {card.advanced ? <span className="dk-adv"> {t('card.advanced')}</span> : null}
                  </td>
                  <td className="dk-num">{card.capacity ?? ''}</td>
                  <td className="dk-disc">{disciplineString(card)}</td>
                  <td>{clansLabel(t, card.clans)}</td>
                  <td className="dk-num">{card.group ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      <div data-rows>
        <h2 className="dk-section-title" data-testid="library-title">
          {t('deck.library', { count: libCount })}
        </h2>
        {sections.length === 0 ? <p className="hint dk-empty-section">{t('deck.emptyLibrary')}</p> : null}
        <div className="dk-lib-sections">
          {sections.map((s) => (
            <section key={s.key} className="dk-lib-section" aria-label={typeLabel(t, s.key)}>
              <h3>
                {typeLabel(t, s.key)} <span className="hint">({s.count})</span>
              </h3>
              <ul>
                {s.entries.map(({ card, count }) => (
                  <li key={card.uid} {...rowProps(card, count)}>
                    <CountCell card={card} count={count} p={p} />
                    <span className="dk-cname">{card.displayName}</span>
                    <span className="hint dk-req">
                      {[
                        requirementString(card),
                        clansLabel(t, card.clans),
                        card.poolCost ? `${card.poolCost}▣` : '',
                        card.bloodCost ? `${card.bloodCost}●` : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      {p.unknown.length ? (
        <div className="dk-unknown-cards" role="note">
          <h3>{t('deck.unknownTitle')}</h3>
          <ul>
            {p.unknown.map((u) => (
              <li key={u.uid}>
                {u.count}× {u.uid}{' '}
                <button type="button" onClick={() => p.onRemove(u.uid)}>
                  {t('deck.remove')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="hint dk-drop-zone-hint">{over ? t('deck.dropToAdd') : t('deck.dragHint')}</p>
    </section>
  );
}
