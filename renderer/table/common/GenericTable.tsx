import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decision } from '../../../main/engine/types';
import type { TableProps } from '../kit/types';
import { refText } from './text';

/** Number keys 1-9 choose the first nine options of the seat's decision. */
export function useOptionKeys(d: Decision | null, busy: boolean, onChoose: (id: string) => void): void {
  useEffect(() => {
    if (!d || busy) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= Math.min(9, d.options.length)) onChoose(d.options[n - 1].id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [d, busy, onChoose]);
}

/** The prompt and every option as a button (with its number key). */
export function DecisionPanel({ d, busy, onChoose, className }: { d: Decision; busy: boolean; onChoose: (id: string) => void; className?: string }) {
  const { t } = useTranslation('play');
  return (
    <section className={`play-decision${className ? ` ${className}` : ''}`} aria-labelledby="play-prompt">
      <h2 id="play-prompt">{refText(t, d.prompt)}</h2>
      {d.secret ? <p className="hint">{t('decision.secret')}</p> : null}
      <div className="play-options">
        {d.options.map((o, i) => (
          <button key={o.id} type="button" disabled={busy} data-option={o.id} onClick={() => onChoose(o.id)}>
            {i < 9 ? <kbd>{i + 1}</kbd> : null} {refText(t, o.label)}
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * Fallback table for a game without its own drawing: the prompt and every option as a button
 * (keys 1-9 choose), the log, and the seat's view as data for reference.
 */
export function GenericTable({ dto, onChoose, busy = false, log }: TableProps) {
  const { t } = useTranslation('play');
  const d = dto.decision;
  useOptionKeys(d, busy, onChoose);
  return (
    <div className="generic-table">
      <div className="generic-main">
        {d ? <DecisionPanel d={d} busy={busy} onChoose={onChoose} /> : null}
        <details className="generic-view">
          <summary>{t('table.viewData')}</summary>
          <pre>{JSON.stringify(dto.view, null, 2)}</pre>
        </details>
      </div>
      {log ? <aside className="generic-side">{log}</aside> : null}
    </div>
  );
}
