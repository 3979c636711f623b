import { useTranslation } from 'react-i18next';
import type { Decision } from '../../../main/engine/types';
import type { TableProps } from '../kit/types';
import { OptionList } from './OptionList';
import { refText } from './text';
import { useOptionKeys } from './useOptionKeys';
import { useOptionPages, type OptionPages } from './useOptionPages';

/** The prompt of a decision and every option as a numbered button (the keys are the table's). */
export function DecisionPanel({
  d,
  busy,
  onChoose,
  className,
  pages,
}: {
  d: Decision;
  busy: boolean;
  onChoose: (id: string) => void;
  className?: string;
  /** The page of nine the number keys answer on (useOptionPages). */
  pages?: OptionPages;
}) {
  const { t } = useTranslation('play');
  return (
    <section className={`play-decision${className ? ` ${className}` : ''}`} aria-labelledby="play-prompt">
      <h2 id="play-prompt">{refText(t, d.prompt)}</h2>
      {d.secret ? <p className="hint">{t('decision.secret')}</p> : null}
      <OptionList
        as="div"
        className="play-options"
        options={d.options}
        onChoose={(o) => onChoose(o.id)}
        busy={busy}
        pages={pages}
        label={(o) => refText(t, o.label)}
      />
    </section>
  );
}

/**
 * Fallback table for a game without its own drawing, built from the kit: the prompt and every
 * option as a button (keys 1-9 choose), the log, and the seat's view as data for reference.
 */
export function GenericTable({ dto, onChoose, busy = false, log }: TableProps) {
  const { t } = useTranslation('play');
  const d = dto.decision;
  const pages = useOptionPages(d?.options ?? null);
  useOptionKeys({ options: pages.keyed, onChoose: (o) => onChoose(o.id), busy, onMore: pages.next });
  return (
    <div className="generic-table">
      <div className="generic-main">
        {d ? <DecisionPanel d={d} busy={busy} onChoose={onChoose} pages={pages} /> : null}
        <details className="generic-view">
          <summary>{t('table.viewData')}</summary>
          <pre>{JSON.stringify(dto.view, null, 2)}</pre>
        </details>
      </div>
      {log ? <aside className="generic-side">{log}</aside> : null}
    </div>
  );
}
