import { useTranslation } from 'react-i18next';
import type { CardDetail } from '../../../main/cards/types';
import { CardText } from '../cards/CardText';
import { ClanIcon, DisciplineIcon, RequirementIcons } from '../cards/icons';
import { shownName, shownText } from '../cards/localized';
import { sectLabel, titleLabel, typeName } from '../cards/values';

/** The name printed on a proxy: the Spanish name in Spanish when the imported files have one. */
export function proxyName(card: Pick<CardDetail, 'displayName' | 'namePl' | 'nameEs'>, lang: string): string {
  return lang === 'es' && card.nameEs ? card.nameEs : shownName(card, lang);
}

/**
 * A card face laid out from the card data, for cards without an image (issue 32 item 4): the
 * name with the capacity (crypt) or the costs (library) at its right, as on the card; the
 * disciplines (crypt) or required disciplines (library) as icons down the left edge; the clan
 * icon and the type; the text in the player's language where the imported files have it, its
 * markup drawn (card names, discipline and type symbols); group, sect and title at the foot.
 */
export function ProxyCard({ card }: { card: CardDetail }) {
  const { t, i18n } = useTranslation('proxies');
  const lang = i18n.language;
  const crypt = card.kind === 'crypt';
  const shown = shownText(card, lang);
  const costs = [
    card.poolCost ? { kind: 'pool', n: card.poolCost, label: t('pool', { n: card.poolCost }) } : null,
    card.bloodCost ? { kind: 'blood', n: card.bloodCost, label: t('blood', { n: card.bloodCost }) } : null,
    card.convictionCost ? { kind: 'conviction', n: card.convictionCost, label: t('conviction', { n: card.convictionCost }) } : null,
  ].filter((c) => c !== null);
  const foot = [
    crypt && card.group ? t('group', { g: card.group === 'ANY' ? t('lookup:detail.anyGroup') : card.group }) : null,
    card.sect ? sectLabel(t, card.sect) : null,
    card.title ? titleLabel(t, card.title) : null,
    card.votes ? t('votes', { count: card.votes }) : null,
  ].filter(Boolean);
  return (
    <div className={`px-text ${crypt ? 'px-crypt' : 'px-library'}`}>
      <div className="px-head">
        <span className="px-name">{proxyName(card, lang)}</span>
        {crypt && card.capacity !== undefined ? (
          <span
            className="px-capacity"
            role="img"
            aria-label={t('capacity', { n: card.capacity })}
            title={t('capacity', { n: card.capacity })}
          >
            {card.capacity}
          </span>
        ) : null}
        {costs.map((c) => (
          <span key={c.kind} className={`px-cost px-cost-${c.kind}`} role="img" aria-label={c.label} title={c.label}>
            {c.n}
          </span>
        ))}
      </div>
      <div className="px-type">
        {card.clans.map((c) => (
          <ClanIcon key={c} clan={c} size={14} />
        ))}{' '}
        {card.types.map((ty) => typeName(t, ty)).join(' / ')}
      </div>
      <div className="px-main">
        {crypt && card.disciplines.length ? (
          <div className="px-disc-col">
            {[...card.disciplines]
              .sort((a, b) => b.level - a.level || a.code.localeCompare(b.code))
              .map((d) => (
                <DisciplineIcon key={d.code} code={d.code} level={d.level} size={16} />
              ))}
          </div>
        ) : null}
        {!crypt && card.libraryDisciplines.length ? (
          <div className="px-disc-col">
            <RequirementIcons dnf={card.libraryDisciplines} size={16} />
          </div>
        ) : null}
        <div className="px-body">
          <CardText text={shown.text} lang={shown.lang} />
        </div>
      </div>
      {foot.length ? <div className="px-foot">{foot.join(' · ')}</div> : null}
    </div>
  );
}
