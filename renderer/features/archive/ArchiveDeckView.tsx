import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import type { CardSummary } from '../../../main/cards/types';
import type { ArchiveDeckDetail } from '../../../main/decks/archive-types';
import { CardDetail } from '../decks/CardDetail';
import { decimal, typeLabel } from '../decks/format';
import { requirementString } from '../decks/lib/groups';
import { DisciplineIcon } from '../cards/icons';
import { clansLabel, titleLabel } from '../cards/values';
import { sheetCrypt, sheetEntries, sheetSections } from './deck-sheet';

/** An archive deck with its cards loaded: the event, the crypt table and the library by type. */
export function ArchiveDeckView({ deck, onBack, onOpen }: { deck: ArchiveDeckDetail; onBack(): void; onOpen(): void }) {
  const [cards, setCards] = useState<Map<string, CardSummary>>(new Map());
  const [trifles, setTrifles] = useState<number | null>(null);
  const [shown, setShown] = useState<CardSummary | null>(null);
  useEffect(() => {
    let live = true;
    const uids = [...Object.keys(deck.content.crypt), ...Object.keys(deck.content.library)];
    call('decks.cards', { uids }).then(
      (list) => live && setCards(new Map(list.map((c) => [c.uid, c]))),
      () => undefined,
    );
    // the trifles need the card texts: the deck statistics of the service count them
    call('decks.analyze', { content: deck.content }).then(
      (a) => live && setTrifles(a.stats.library.trifles),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [deck]);
  return (
    <div className="ar-deck-layout">
      <ArchiveDeckSheet deck={deck} cards={cards} trifles={trifles} onShow={setShown} onBack={onBack} onOpen={onOpen} />
      <CardDetail card={shown} />
    </div>
  );
}

interface SheetProps {
  deck: ArchiveDeckDetail;
  cards: ReadonlyMap<string, CardSummary>;
  /** trifles among the Master cards, when known */
  trifles: number | null;
  onShow(card: CardSummary): void;
  onBack(): void;
  onOpen(): void;
}

/**
 * The deck as players read a TWD list (issue 32 item 2): the event as published (event, date,
 * place, players, rounds, winner, author, link and the winner's description), the crypt as a table
 * (copies, name, capacity, disciplines, clan, title, group) with its min/max/average, and the
 * library grouped by type in TWD order with the copies per group, the trifles and the disciplines
 * each group asks for. Pointing at, focusing or tapping a card shows it beside the list.
 */
export function ArchiveDeckSheet({ deck, cards, trifles, onShow, onBack, onOpen }: SheetProps) {
  const { t, i18n } = useTranslation('archive');
  const { t: td } = useTranslation('decks');
  const { entries, unknown } = sheetEntries(deck.content, cards);
  const crypt = sheetCrypt(entries);
  const sections = sheetSections(entries);
  const libraryCount = sections.reduce((s, x) => s + x.count, 0);
  const cardProps = (card: CardSummary) => ({
    tabIndex: 0,
    'data-uid': card.uid,
    onMouseEnter: () => onShow(card),
    onFocus: () => onShow(card),
    onClick: () => onShow(card),
  });
  const facts: [string, ReactNode][] = [];
  const fact = (key: string, value: ReactNode) => {
    if (value !== undefined && value !== null && value !== '') facts.push([key, value]);
  };
  fact('event', deck.event);
  fact('date', deck.date);
  fact('place', deck.place);
  fact('players', deck.players !== undefined ? t('deck.players', { count: deck.players }) : undefined);
  fact('rounds', deck.rounds);
  fact('winner', deck.winner);
  fact('author', deck.author && deck.author !== deck.winner ? deck.author : undefined);
  fact('url', deck.url ? <span className="ar-url">{deck.url}</span> : undefined);

  return (
    <article className="ar-deck" data-testid="archive-deck">
      <button type="button" className="link" onClick={onBack}>
        ← {t('deck.back')}
      </button>
      <h2>{deck.name}</h2>
      <dl className="ar-deck-facts" data-testid="archive-deck-facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{t(`deck.fields.${k}`)}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {deck.content.notes.trim() ? (
        <section className="ar-description" aria-label={t('deck.description')}>
          <h3>{t('deck.description')}</h3>
          <p className="ar-description-text">{deck.content.notes}</p>
        </section>
      ) : null}
      <div className="ar-deck-actions">
        <button type="button" className="primary" onClick={onOpen} data-testid="archive-open">
          {t('deck.open')}
        </button>
      </div>
      <p className="hint">{t('deck.hoverHint')}</p>
      <section aria-label={t('deck.crypt')} data-testid="archive-crypt">
        <h3>
          {td('deck.crypt', { count: crypt?.count ?? 0 })}
          {crypt ? (
            <span className="hint" data-testid="archive-crypt-figures">
              {' '}
              {td('deck.capacitySummary', { min: crypt.min, max: crypt.max, avg: decimal(crypt.avg, i18n.language) })}
            </span>
          ) : null}
        </h3>
        {crypt ? (
          <table className="ar-crypt-table">
            <thead>
              <tr>
                <th className="dk-num">{td('deck.copies')}</th>
                <th>{td('deck.name')}</th>
                <th className="dk-num">
                  <abbr title={td('deck.capacity')}>{td('deck.capacityShort')}</abbr>
                </th>
                <th>{td('deck.disciplines')}</th>
                <th>{td('deck.clan')}</th>
                <th>{t('deck.title')}</th>
                <th className="dk-num">{td('deck.group')}</th>
              </tr>
            </thead>
            <tbody>
              {crypt.rows.map(({ card, count }) => (
                <tr key={card.uid} {...cardProps(card)}>
                  <td className="dk-num">{count}</td>
                  <td className="ar-cname">
                    {card.displayName}
                    {card.advanced ? <span className="dk-adv"> {td('card.advanced')}</span> : null}
                  </td>
                  <td className="dk-num">{card.capacity ?? ''}</td>
                  <td className="ar-disc" aria-label={card.disciplines.map((d) => d.code).join(' ')}>
                    {[...card.disciplines]
                      .sort((a, b) => b.level - a.level || a.code.localeCompare(b.code))
                      .map((d) => (
                        <DisciplineIcon key={d.code} code={d.code} level={d.level} size={18} />
                      ))}
                  </td>
                  <td>{clansLabel(t, card.clans)}</td>
                  <td>{card.title ? titleLabel(t, card.title) : ''}</td>
                  <td className="dk-num">{card.group === 'ANY' ? t('lookup:detail.anyGroup') : (card.group ?? '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <section aria-label={t('deck.library')} data-testid="archive-library">
        <h3>{td('deck.library', { count: libraryCount })}</h3>
        <div className="ar-lib-sections">
          {sections.map((s) => (
            <section key={s.key} className="ar-lib-section" data-section={s.key}>
              <h4>
                {typeLabel(td, s.key)} <span className="hint">({s.count})</span>
                {s.key === 'Master' && trifles ? <span className="hint"> · {t('deck.trifles', { count: trifles })}</span> : null}
              </h4>
              {s.disciplines.length ? (
                <p className="ar-lib-disc hint">
                  {s.disciplines.map((d) => (
                    <span key={d.code} className="ar-disc-count">
                      <DisciplineIcon code={d.code} level={0} size={16} /> {d.count}
                    </span>
                  ))}
                  {s.noDiscipline ? <span className="ar-disc-count">{t('deck.noDiscipline', { count: s.noDiscipline })}</span> : null}
                </p>
              ) : null}
              <ul>
                {s.entries.map(({ card, count }) => (
                  <li key={card.uid} {...cardProps(card)}>
                    <span className="dk-num">{count}</span> <span className="ar-cname">{card.displayName}</span>{' '}
                    <span className="hint">
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
      </section>
      {unknown.length && cards.size ? (
        <p className="hint" role="note">
          {t('deck.unknown', { count: unknown.length })}
        </p>
      ) : null}
    </article>
  );
}
