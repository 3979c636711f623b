import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import type { CardArchiveStats } from '../../../main/decks/archive-types';
import { archiveCardHref } from './nav';
import './archive.css';

/** On a card's detail: in how many archive decks it appears, per year (a small chart), and its usual companions. */
export function CardArchive({ uid, name }: { uid: string; name: string }) {
  const { t, i18n } = useTranslation('archive');
  const [stats, setStats] = useState<CardArchiveStats | null>(null);
  useEffect(() => {
    let live = true;
    setStats(null);
    call('archive.cardStats', { uid }).then(
      (s) => live && setStats(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [uid]);
  if (!stats) return null;
  if (!stats.total) return <p className="hint">{t('card.noArchive')}</p>;
  const share = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(stats.decks / stats.total);
  return (
    <section className="ar-card" aria-label={t('card.title')} data-testid="card-archive">
      <h3>{t('card.title')}</h3>
      <p>{stats.decks ? t('card.played', { count: stats.decks, total: stats.total, share }) : t('card.notPlayed')}</p>
      {stats.decks ? (
        <>
          <h4>{t('card.perYear')}</h4>
          <YearChart perYear={stats.perYear} />
          <h4>{t('card.with')}</h4>
          <ol className="ar-with">
            {stats.withCards.map((c) => (
              <li key={c.uid}>{t('card.withRow', { name: c.name, count: c.decks })}</li>
            ))}
          </ol>
          <a href={archiveCardHref(uid, name)} data-testid="card-archive-decks">
            {t('card.decks')}
          </a>
        </>
      ) : null}
    </section>
  );
}

/**
 * Years labelled under the popularity chart: the first, the last, and each year ending in 0 or 5
 * at least three years from them (labels never overlap at 10 px per year).
 */
export function yearTicks(years: readonly number[]): Set<number> {
  if (!years.length) return new Set();
  const first = years[0];
  const last = years[years.length - 1];
  const ticks = new Set([first, last]);
  for (const y of years) if (y % 5 === 0 && y - first >= 3 && last - y >= 3) ticks.add(y);
  return ticks;
}

/** The share of archive decks playing the card, per year, with a year axis and the top share (issue 32 item 6). */
export function YearChart({ perYear }: { perYear: CardArchiveStats['perYear'] }) {
  const { t, i18n } = useTranslation('archive');
  const shareOf = (y: { decks: number; total: number }) => (y.total ? y.decks / y.total : 0);
  const max = Math.max(...perYear.map(shareOf), 0.0001);
  const ticks = yearTicks(perYear.map((y) => y.year));
  const pct = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <figure className="ar-year-chart">
      <span className="ar-year-max hint">{t('card.axisMax', { share: pct.format(max) })}</span>
      <div className="ar-years" role="img" aria-label={t('card.perYearRange', { from: perYear[0]?.year, to: perYear.at(-1)?.year })}>
        {perYear.map((y) => (
          <span
            key={y.year}
            title={t('card.yearBar', { year: y.year, count: y.decks, total: y.total })}
            style={{ height: `${Math.round((shareOf(y) / max) * 100)}%` }}
          />
        ))}
      </div>
      <div className="ar-year-axis" aria-hidden="true" data-testid="year-axis">
        {perYear.map((y) => (
          <span key={y.year}>{ticks.has(y.year) ? <span className="ar-year-tick">{y.year}</span> : null}</span>
        ))}
      </div>
    </figure>
  );
}

/** In the deck editor: cards that the archive decks most like this one play. */
export function ArchiveSuggestions({ uids, onAdd }: { uids: string[]; onAdd(uid: string): void }) {
  const { t } = useTranslation('archive');
  const [list, setList] = useState<{ uid: string; name: string; decks: number; of: number }[] | null>(null);
  const key = [...uids].sort().join(',');
  useEffect(() => {
    let live = true;
    const h = setTimeout(() => {
      call('archive.suggest', { uids: key ? key.split(',') : [] }).then(
        (s) => live && setList(s),
        () => live && setList([]),
      );
    }, 400);
    return () => {
      live = false;
      clearTimeout(h);
    };
  }, [key]);
  return (
    <section className="ar-suggest" aria-label={t('suggest.title')} data-testid="archive-suggestions">
      <h3>{t('suggest.title')}</h3>
      <p className="hint">{t('suggest.intro')}</p>
      {list && !list.length ? <p className="hint">{t('suggest.none')}</p> : null}
      <ul>
        {(list ?? []).map((s) => (
          <li key={s.uid}>
            <button type="button" className="dk-add" aria-label={t('suggest.add', { name: s.name })} onClick={() => onAdd(s.uid)}>
              +
            </button>{' '}
            {t('suggest.row', { name: s.name, count: s.decks, of: s.of })}
          </li>
        ))}
      </ul>
    </section>
  );
}
