import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCardText } from './markup';
import { DisciplineIcon } from './icons';

/** Draws a card text with its markup: discipline icons, symbols, card references, line breaks. */
export function CardText({
  text,
  onRef,
  lang,
  ruling = false,
}: {
  text: string;
  onRef?: (name: string) => void;
  lang?: string;
  /** a ruling's text: `{Name}` names a card */
  ruling?: boolean;
}) {
  const { t } = useTranslation('lookup');
  const tokens = parseCardText(text, ruling);
  return (
    <p className={ruling ? 'cl-card-text cl-ruling-text' : 'cl-card-text'} lang={lang}>
      {tokens.map((tok, i) => {
        switch (tok.t) {
          case 'text':
            return <Fragment key={i}>{tok.s}</Fragment>;
          case 'br':
            return <br key={i} />;
          case 'disc':
            return <DisciplineIcon key={i} code={tok.code} level={tok.level} size={22} />;
          case 'symbol': {
            const conviction = /^conviction:(\d+)$/.exec(tok.name);
            const label = conviction ? t('symbols.conviction', { count: Number(conviction[1]) }) : t(`symbols.${tok.name}`);
            return (
              <span
                key={i}
                className={`cl-symbol cl-symbol-${conviction ? 'conviction' : tok.name}`}
                role="img"
                aria-label={label}
                title={label}
              >
                {label}
              </span>
            );
          }
          case 'ref':
            return onRef ? (
              <button
                key={i}
                type="button"
                className="link cl-card-ref"
                onClick={() => onRef(tok.name)}
                title={t('detail.searchRef', { name: tok.name })}
              >
                <i>{tok.name}</i>
              </button>
            ) : (
              <i key={i}>{tok.name}</i>
            );
        }
      })}
    </p>
  );
}
