import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogLine, SeatInfo } from '../../../main/engine/dto';
import { ruleRefHref, ruleRefLabel, type RulesDoc } from '../../features/rules/model';
import { shownLines } from './log-lines';
import { logText } from './text';

/** Lines drawn at first; older ones come a page at a time ("earlier lines"). */
export const LOG_PAGE = 300;

export interface LogPanelProps {
  log: LogLine[];
  seats: SeatInfo[];
  game: string;
  /** A game's rewording of a line before it is translated (renderer/table/registry.tsx `logLine`). */
  mapLine?(line: LogLine, seats: SeatInfo[]): LogLine;
  /** Lines before `log` that main still holds (a view sends the log's tail: SeatViewDto.logEarlier). */
  earlier?: number;
  /** Fetches the page before `log`'s first line (the panel then draws it). */
  onEarlier?(): Promise<void> | void;
  /** Event names (without the game prefix) drawn apart: ousting, death, a referendum's result... */
  important?: ReadonlySet<string>;
  /** Lines per page (tests). */
  pageSize?: number;
  /** The reading shown first (tests; otherwise the player's last choice, compact by default). */
  verbose?: boolean;
  /**
   * The last line the seat saw before this view (GameScreen): the lines after it are pinned above
   * the log as "what just happened" and marked in it (issue 34 §4). Null or absent: nothing pinned.
   */
  recentAfter?: number | null;
}

/** At most this many of the newest lines are pinned above the log. */
export const PINNED = 6;

/** Where the player's compact or verbose choice is remembered (one setting for every game). */
const VERBOSE_KEY = 'vitae.log.verbose';

function savedVerbose(): boolean {
  try {
    return globalThis.localStorage?.getItem(VERBOSE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The game log: every line through i18next, with a link to the rule section it applied
 * (#/rules/<game>/<section>, labelled '§6.2.3' or the chapter's title). Newest line at the bottom,
 * kept in view; only the last page is drawn until the player asks for earlier lines, which come
 * from what the panel holds and, past it, from main a page at a time (`onEarlier`). The compact
 * reading (the default) leaves out answer lines the game's next line already tells and draws
 * identical lines in a row once with their count (log-lines.ts); the verbose one shows all.
 */
export function LogPanel({
  log,
  seats,
  game,
  mapLine,
  earlier = 0,
  onEarlier,
  important,
  pageSize = LOG_PAGE,
  verbose: initial,
  recentAfter = null,
}: LogPanelProps) {
  const { t, i18n } = useTranslation('play');
  const doc = i18n.getResourceBundle(i18n.language, `rules-${game}`) as RulesDoc | undefined;
  const [verbose, setVerbose] = useState(() => initial ?? savedVerbose());
  const toggleVerbose = () => {
    setVerbose((v) => {
      try {
        globalThis.localStorage?.setItem(VERBOSE_KEY, v ? '0' : '1');
      } catch {
        /* the choice then lasts this session only */
      }
      return !v;
    });
  };
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  // a new line at the bottom scrolls it into view; earlier lines put in front do not
  const lastLine = log[log.length - 1]?.n;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastLine]);
  const shown = log.slice(Math.max(0, log.length - pages * pageSize));
  const held = log.length - shown.length;
  const hidden = held + (onEarlier ? earlier : 0);
  const showEarlier = async () => {
    if (held < pageSize && earlier > 0 && onEarlier) {
      setLoading(true);
      try {
        await onEarlier();
      } finally {
        setLoading(false);
      }
    }
    setPages((p) => p + 1);
  };
  const shownOpts = {
    text: (line: LogLine) => logText(t, mapLine ? mapLine(line, seats) : line, seats, game),
    important,
    game,
  };
  const lines = shownLines(shown, { ...shownOpts, compact: !verbose });
  const isNew = (line: LogLine) => recentAfter !== null && line.n > recentAfter;
  // what happened since the seat last looked, in the compact reading, newest last
  const recent = recentAfter === null ? [] : shownLines(log.filter(isNew), { ...shownOpts, compact: true });
  const pinned = recent.slice(-PINNED);
  return (
    <section className="play-log" aria-label={t('log.title')}>
      <h2>
        {t('log.title')}
        <button type="button" className="link play-log-mode" aria-pressed={verbose} onClick={toggleVerbose}>
          {t('log.verbose')}
        </button>
      </h2>
      {pinned.length ? (
        <div className="play-log-recent">
          <h3>{t('log.recent')}</h3>
          <ul>
            {recent.length > pinned.length ? (
              <li className="play-log-recent-more">{t('log.recentMore', { count: recent.length - pinned.length })}</li>
            ) : null}
            {pinned.map(({ line, text, repeat }) => (
              <li key={line.n} data-type={line.type}>
                {text}
                {repeat > 1 ? <span className="play-log-repeat"> ×{repeat}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ol aria-live="polite">
        {hidden > 0 ? (
          <li className="play-log-more">
            <button type="button" className="link" disabled={loading} onClick={() => void showEarlier()}>
              {t('log.earlier', { count: Math.min(hidden, pageSize) })}
            </button>
          </li>
        ) : null}
        {lines.map(({ line, text, repeat, important: marked }) => {
          const href = line.rule ? ruleRefHref(line.rule) : null;
          return (
            <li
              key={line.n}
              data-type={line.type}
              className={[marked ? 'play-log-important' : '', isNew(line) ? 'play-log-new' : ''].filter(Boolean).join(' ') || undefined}
            >
              <span>
                {text}
                {repeat > 1 ? <span className="play-log-repeat"> ×{repeat}</span> : null}
              </span>
              {line.rule && href ? (
                <a className="rule-ref" href={href} title={t('log.ruleLink', { rule: ruleRefLabel(doc, line.rule) })}>
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
