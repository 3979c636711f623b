import { useTranslation } from 'react-i18next';
import type { TableProps } from '../kit/types';
import { OptionList } from './OptionList';
import { refText } from './text';
import { useOptionKeys } from './useOptionKeys';

/**
 * Fallback table for a game without its own drawing, built from the kit: the prompt and every
 * option as a button (keys 1-9 choose), the log, and the seat's view as data for reference.
 */
export function GenericTable({ dto, onChoose, busy = false, log }: TableProps) {
  const { t } = useTranslation('play');
  const d = dto.decision;
  useOptionKeys({ options: d?.options ?? null, onChoose: (o) => onChoose(o.id), busy });
  return (
    <div className="generic-table">
      <div className="generic-main">
        {d ? (
          <section className="play-decision" aria-labelledby="play-prompt">
            <h2 id="play-prompt">{refText(t, d.prompt)}</h2>
            {d.secret ? <p className="hint">{t('decision.secret')}</p> : null}
            <OptionList as="div" className="play-options" options={d.options} onChoose={(o) => onChoose(o.id)} busy={busy} label={(o) => refText(t, o.label)} />
          </section>
        ) : null}
        <details className="generic-view">
          <summary>{t('table.viewData')}</summary>
          <pre>{JSON.stringify(dto.view, null, 2)}</pre>
        </details>
      </div>
      {log ? <aside className="generic-side">{log}</aside> : null}
    </div>
  );
}
