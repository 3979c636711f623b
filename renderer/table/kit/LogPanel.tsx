import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogLine, SeatInfo } from '../../../main/engine/dto';
import { ruleRefHref, ruleRefLabel, type RulesDoc } from '../../features/rules/model';
import { logText } from './text';

/** Lines drawn at first; older ones come a page at a time ("earlier lines"). */
export const LOG_PAGE = 300;

export interface LogPanelProps {
  log: LogLine[];
  seats: SeatInfo[];
  game: string;
  /** A game's rewording of a line before it is translated (renderer/table/registry.tsx `logLine`). */
  mapLine?(line: LogLine, seats: SeatInfo[]): LogLine;
  /** Lines per page (tests). */
  pageSize?: number;
}

/**
 * The game log: every line through i18next, with a link to the rule section it applied
 * (#/rules/<game>/<section>, labelled '§6.2.3' or the chapter's title). Newest line at the bottom,
 * kept in view; only the last page is drawn until the player asks for earlier lines.
 */
export function LogPanel({ log, seats, game, mapLine, pageSize = LOG_PAGE }: LogPanelProps) {
  const { t, i18n } = useTranslation('play');
  const doc = i18n.getResourceBundle(i18n.language, `rules-${game}`) as RulesDoc | undefined;
  const [pages, setPages] = useState(1);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [log.length]);
  const shown = log.slice(Math.max(0, log.length - pages * pageSize));
  const hidden = log.length - shown.length;
  return (
    <section className="play-log" aria-label={t('log.title')}>
      <h2>{t('log.title')}</h2>
      <ol aria-live="polite">
        {hidden > 0 ? (
          <li className="play-log-more">
            <button type="button" className="link" onClick={() => setPages((p) => p + 1)}>
              {t('log.earlier', { count: Math.min(hidden, pageSize) })}
            </button>
          </li>
        ) : null}
        {shown.map((line) => {
          const href = line.rule ? ruleRefHref(line.rule) : null;
          return (
            <li key={line.n} data-type={line.type}>
              <span>{logText(t, mapLine ? mapLine(line, seats) : line, seats, game)}</span>
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
