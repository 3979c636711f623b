import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import type { CardDetail as Detail, CardSummary } from '../../../main/cards/types';
import { disciplineString, requirementString } from './lib/groups';
import { typeLabel } from './format';
import { clansLabel, sectLabel, titleLabel } from '../cards/values';
// The card lookup feature's text renderer (discipline icons, symbols); used read-only here.
import { CardText } from '../cards/CardText';

const cache = new Map<string, Detail>();

/** Detail of the card under the pointer or keyboard focus (fetched with cards.get, cached). */
export function CardDetail({ card }: { card: CardSummary | null }) {
  const { t, i18n } = useTranslation('decks');
  const [detail, setDetail] = useState<Detail | null>(null);
  useEffect(() => {
    if (!card) return;
    const hit = cache.get(card.uid);
    if (hit) {
      setDetail(hit);
      return;
    }
    let live = true;
    const h = setTimeout(() => {
      call('cards.get', { uid: card.uid }).then(
        (d) => {
          cache.set(card.uid, d);
          if (live) setDetail(d);
        },
        () => live && setDetail(null),
      );
    }, 60);
    return () => {
      live = false;
      clearTimeout(h);
    };
  }, [card]);

  if (!card) return <aside className="dk-card-detail empty hint">{t('card.hoverHint')}</aside>;
  const d = detail?.uid === card.uid ? detail : null;
  const es = i18n.language === 'es';
  const name = es && card.nameEs ? `${card.displayName} (${card.nameEs})` : card.displayName;
  const text = d ? (es && d.textEs ? d.textEs : d.text) : '';
  return (
    <aside className="dk-card-detail" aria-live="polite" aria-label={t('card.detail')} data-testid="card-detail">
      <h3>{name}</h3>
      <p className="hint">
        {card.kind === 'crypt'
          ? t('card.cryptLine', {
              capacity: card.capacity ?? '?',
              clan: clansLabel(t, card.clans),
              group: card.group ?? '?',
              disciplines: disciplineString(card),
            })
          : [
              typeLabel(t, card.types.join('/')),
              card.libraryDisciplines.length ? requirementString(card) : '',
              clansLabel(t, card.clans),
              card.poolCost ? t('card.pool', { cost: card.poolCost }) : '',
              card.bloodCost ? t('card.blood', { cost: card.bloodCost }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
        {card.title ? ` · ${titleLabel(t, card.title)}` : ''}
        {card.sect ? ` · ${sectLabel(t, card.sect)}` : ''}
      </p>
      {card.banned ? <p className="dk-bad">{t('card.banned', { year: card.banned })}</p> : null}
      {text ? <CardText text={text} lang={es && d?.textEs ? 'es' : 'en'} /> : <p className="hint">{t('card.loading')}</p>}
    </aside>
  );
}
