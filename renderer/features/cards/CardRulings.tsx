import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { CardRuling } from '../../../main/cards/types';
import { CardText } from './CardText';

/**
 * The imported rulings of one V:TES card (issue 32 item 1), each with its reference ids and their
 * addresses written out as text (the app is offline; nothing opens a browser). Group rulings say
 * which group they come from. The rulings are published in English and shown as published.
 */
export function CardRulings({ uid, onRef, headingLevel = 3 }: { uid: string; onRef?: (name: string) => void; headingLevel?: 2 | 3 }) {
  const [rulings, setRulings] = useState<CardRuling[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    setRulings(null);
    setError(null);
    call('cards.rulings', { uid }).then(
      (r) => live && setRulings(r),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [uid]);

  if (error) return <ErrorBanner error={error} />;
  if (!rulings) return null;
  return <RulingsList rulings={rulings} onRef={onRef} headingLevel={headingLevel} />;
}

/** The rulings of a card as a numbered list (the drawing part of CardRulings). */
export function RulingsList({
  rulings,
  onRef,
  headingLevel = 3,
}: {
  rulings: CardRuling[];
  onRef?: (name: string) => void;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('lookup');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="cl-rulings" aria-label={t('rulings.title')}>
      <H>{t('rulings.titleCount', { count: rulings.length })}</H>
      {rulings.length === 0 ? <p className="hint">{t('rulings.none')}</p> : null}
      <ol>
        {rulings.map((r, i) => (
          <li key={i} className="cl-ruling" data-group={r.group?.id}>
            {r.group ? (
              <div className="cl-ruling-group hint">
                {t('rulings.group', { name: r.group.name })}
                {r.group.qualifier ? (
                  <>
                    {' '}
                    <CardText text={r.group.qualifier} ruling />
                  </>
                ) : null}
              </div>
            ) : null}
            <CardText text={r.text} onRef={onRef} lang="en" ruling />
            {r.reminder ? <span className="cl-badge">{t('rulings.reminder')}</span> : null}
            {r.refs.length ? (
              <ul className="cl-ruling-refs" aria-label={t('rulings.references')}>
                {r.refs.map((ref) => (
                  <li key={ref.id}>
                    <code>{ref.id}</code>
                    {ref.url ? <span className="cl-ruling-url"> {ref.url}</span> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
