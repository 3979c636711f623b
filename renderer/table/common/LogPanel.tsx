import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogLine, SeatInfo } from '../../../main/engine/dto';
import { ruleRefHref, ruleRefLabel, type RulesDoc } from '../../features/rules/model';
import { logText } from './text';

/**
 * The game log: every line through i18next, with a link to the rule section it applied
 * (#/rules/<game>/<section>). Newest line at the bottom, kept in view.
 */
export function LogPanel({ log, seats, game }: { log: LogLine[]; seats: SeatInfo[]; game: string }) {
  const { t, i18n } = useTranslation('play');
  const doc = i18n.getResourceBundle(i18n.language, `rules-${game}`) as RulesDoc | undefined;
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [log.length]);
  return (
    <section className="play-log" aria-label={t('log.title')}>
      <h2>{t('log.title')}</h2>
      <ol aria-live="polite">
        {log.map((line) => {
          const href = line.rule ? ruleRefHref(line.rule) : null;
          return (
            <li key={line.n} data-type={line.type}>
              <span>{logText(t, line, seats, game)}</span>
              {line.rule && href ? (
                <a className="rule-ref" href={href} title={t('log.ruleLink', { rule: line.rule })}>
                  {ruleRefLabel(doc, line.rule)}
                </a>
              ) : null}
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" className="play-log-end" />
      </ol>
    </section>
  );
}
