import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { CardDetail, CardPrinting } from '../../../main/cards/types';
import { CardArchive } from '../archive/CardArchive';
import { OwnedInput } from '../collection/Collection';
import { addToBasket } from '../proxies/basket';
import { CardRulings } from './CardRulings';
import { CardText } from './CardText';
import { ClanIcon, DisciplineIcon, RequirementIcons } from './icons';
import { shownName, shownText } from './localized';
import { clanLabel, pathLabel, preconLabel, sectLabel, titleLabel, typeName } from './values';

interface Props {
  uid: string | null;
  imagesEnabled: boolean;
  onRef(name: string): void;
  onClose(): void;
}

/** Everything the card list knows about one card. */
export function CardDetailPanel({ uid, imagesEnabled, onRef, onClose }: Props) {
  const { t, i18n } = useTranslation('lookup');
  const [card, setCard] = useState<CardDetail | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [imageError, setImageError] = useState<unknown>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    setImage(null);
    setImageError(null);
    if (!uid) {
      setCard(null);
      return;
    }
    call('cards.get', { uid }).then(
      (c) => {
        if (!live) return;
        setCard(c);
        if (imagesEnabled && c.hasImage !== false) {
          // no image is not an error; an image file refused (too large, not an image) says why
          call('cards.image', { uid }).then(
            (img) => live && setImage(img?.dataUrl ?? null),
            (e) => live && setImageError(e),
          );
        }
      },
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [uid, imagesEnabled]);

  if (!uid) {
    return (
      <aside className="cl-detail cl-empty" aria-label={t('detail.label')}>
        <p className="hint">{t('detail.none')}</p>
      </aside>
    );
  }
  if (error) {
    return (
      <aside className="cl-detail" aria-label={t('detail.label')}>
        <ErrorBanner error={error} />
      </aside>
    );
  }
  if (!card || card.uid !== uid) {
    return (
      <aside className="cl-detail" aria-label={t('detail.label')} aria-busy="true">
        <p className="hint">{t('common.loading')}</p>
      </aside>
    );
  }

  const es = i18n.language === 'es';
  const shown = shownText(card, i18n.language);
  const setName = (p: CardPrinting) => (es && p.setNameEs ? p.setNameEs : p.setName);
  const rows: [string, ReactNode][] = [];
  const add = (key: string, value: ReactNode, when = true) => {
    if (when && value !== undefined && value !== null && value !== '') rows.push([key, value]);
  };
  add('kind', t(`kinds.${card.kind}`, { defaultValue: card.kind }));
  add('game', t(`games.${card.game}`));
  add('types', card.types.map((ty) => typeName(t, ty)).join(' / '), card.types.length > 0);
  add(
    'clan',
    <span className="cl-clan-list">
      {card.clans.map((c) => (
        <span key={c} className="cl-clan">
          <ClanIcon clan={c} size={22} /> {clanLabel(t, c)}
        </span>
      ))}
    </span>,
    card.clans.length > 0,
  );
  add('path', card.path ? pathLabel(t, card.path) : undefined);
  add('sect', card.sect ? sectLabel(t, card.sect) : undefined);
  add('capacity', card.capacity);
  add('capacityChange', card.capacityChange);
  add('group', card.group === 'ANY' ? t('detail.anyGroup') : card.group);
  add(
    'disciplines',
    <span className="cl-disc-list">
      {card.disciplines.map((d) => (
        <DisciplineIcon key={d.code} code={d.code} level={d.level} size={32} />
      ))}
    </span>,
    card.disciplines.length > 0,
  );
  add('requirement', <RequirementIcons dnf={card.libraryDisciplines} size={28} />, card.libraryDisciplines.length > 0);
  add('poolCost', card.poolCost);
  add('bloodCost', card.bloodCost);
  add('convictionCost', card.convictionCost);
  add('title', card.title ? titleLabel(t, card.title) : undefined);
  add('votes', card.votes);
  add('requirements', card.requirements.join(', '), card.requirements.length > 0);
  add('advanced', t('detail.yes'), card.advanced);
  add('burnOption', t('detail.yes'), card.burnOption);
  add('banned', t('detail.bannedSince', { year: card.banned }), !!card.banned);
  add('aka', card.aka);
  add('artists', [...new Set(card.artists)].join(', '), card.artists.length > 0);

  return (
    <aside className="cl-detail" aria-label={t('detail.label')}>
      <header className="cl-detail-head">
        <div>
          <h2>
            {shownName(card, i18n.language)}
            {card.advanced ? <span className="cl-badge cl-adv">{t('detail.advShort')}</span> : null}
          </h2>
          {es && card.nameEs && card.nameEs !== card.displayName ? (
            <p className="cl-name-es" lang="es">
              {card.nameEs}
            </p>
          ) : null}
        </div>
        <div className="cl-detail-badges">
          {card.automation ? (
            <span className={`cl-badge cl-auto-${card.automation}`} title={t('automation.help')}>
              {t(`automation.${card.automation}`)}
            </span>
          ) : null}
          {card.banned ? <span className="cl-badge cl-banned">{t('detail.bannedShort')}</span> : null}
          <button type="button" className="link" onClick={onClose} aria-label={t('detail.close')}>
            ×
          </button>
        </div>
      </header>
      <div className="cl-detail-body">
        {image ? <img className="cl-card-image" src={image} alt={t('detail.imageOf', { name: card.displayName })} /> : null}
        {imageError ? <ErrorBanner error={imageError} /> : null}
        <section aria-label={t('detail.text')}>
          <CardText text={shown.text} onRef={onRef} lang={shown.lang} />
          {shown.original ? (
            <details>
              <summary>{t('detail.originalText')}</summary>
              <CardText text={shown.original} onRef={onRef} lang="en" />
            </details>
          ) : null}
          {card.flavor || (es && card.flavorEs) ? (
            <p className="cl-flavor" lang={es && card.flavorEs ? 'es' : 'en'}>
              {es && card.flavorEs ? card.flavorEs : card.flavor}
            </p>
          ) : null}
        </section>
        {card.automationEntry && card.automationEntry !== 'full' && card.automationEntry !== 'none' ? (
          <p className="hint cl-automation-entry">{t(`automation.entry.${card.automationEntry}`)}</p>
        ) : null}
        {card.reading ? (
          <section className="cl-reading" aria-label={t('automation.reading')}>
            <h3>{t('automation.reading')}</h3>
            <p lang={i18n.language === 'pl' ? 'pl' : 'es'}>{i18n.language === 'pl' ? card.reading.pl : card.reading.es}</p>
          </section>
        ) : null}
        <dl className="cl-fields">
          {rows.map(([k, v]) => (
            <div key={k} className="cl-field" data-field={k}>
              <dt>{t(`fields.${k}`)}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {card.printings.length ? (
          <table className="cl-printings">
            <caption>{t('printings.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('printings.set')}</th>
                <th scope="col">{t('printings.date')}</th>
                <th scope="col">{t('printings.rarity')}</th>
                <th scope="col">{t('printings.precon')}</th>
              </tr>
            </thead>
            <tbody>
              {card.printings.map((p, i) => (
                <tr key={`${p.set}-${i}`}>
                  <td>
                    <abbr title={setName(p) ?? p.set}>{p.set}</abbr>
                    {setName(p) && setName(p) !== p.set ? <span className="hint"> {setName(p)}</span> : null}
                  </td>
                  <td>{p.releaseDate ?? ''}</td>
                  <td>{p.rarity ?? ''}</td>
                  <td>{p.precon ? preconLabel(t, p.precon) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {card.game === 'vtes' ? (
          <p>
            <button type="button" onClick={() => addToBasket(card.uid, card.kind)} data-testid="proxy-add">
              {t('proxies:add')}
            </button>
          </p>
        ) : null}
        {card.game === 'vtes' ? <CardRulings uid={card.uid} onRef={onRef} /> : null}
        {card.game === 'vtes' ? <OwnedInput uid={card.uid} name={card.displayName} /> : null}
        {card.game === 'vtes' ? <CardArchive uid={card.uid} name={card.displayName} /> : null}
      </div>
    </aside>
  );
}
