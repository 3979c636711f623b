import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldHelp {
  aliases?: string;
  desc: string;
  example: string;
}

/** The query language's documentation, next to the search box (texts in lookup.json `help`). */
export function QueryHelp({ onExample }: { onExample(q: string): void }) {
  const { t } = useTranslation('lookup');
  const [open, setOpen] = useState(false);
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const fields = t('help.fields', { returnObjects: true }) as Record<string, FieldHelp>;
  const operators = t('help.operators', { returnObjects: true }) as { syntax: string; desc: string }[];
  const examples = t('help.examples', { returnObjects: true }) as { q: string; desc: string }[];

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  // The panel opens under its toggle, anchored to it: it never covers the button that closes it.
  return (
    <div className="cl-help-anchor">
      <button
        ref={button}
        type="button"
        className="cl-help-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t('help.button')}
      </button>
      {open ? (
        <div
          id={id}
          ref={panel}
          className="cl-query-help"
          role="region"
          aria-label={t('help.title')}
          tabIndex={-1}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <div className="cl-query-help-head">
            <h2>{t('help.title')}</h2>
            <button type="button" className="link" onClick={close} aria-label={t('help.close')}>
              ×
            </button>
          </div>
          <p>{t('help.intro')}</p>
          <h3>{t('help.operatorsTitle')}</h3>
          <dl className="cl-help-ops">
            {Array.isArray(operators)
              ? operators.map((o) => (
                  <div key={o.syntax}>
                    <dt>
                      <code>{o.syntax}</code>
                    </dt>
                    <dd>{o.desc}</dd>
                  </div>
                ))
              : null}
          </dl>
          <h3>{t('help.fieldsTitle')}</h3>
          <table className="cl-help-fields">
            <thead>
              <tr>
                <th scope="col">{t('help.field')}</th>
                <th scope="col">{t('help.aliases')}</th>
                <th scope="col">{t('help.meaning')}</th>
                <th scope="col">{t('help.example')}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(fields ?? {}).map(([name, f]) => (
                <tr key={name}>
                  <th scope="row">
                    <code>{name}</code>
                  </th>
                  <td>{f.aliases ? <code>{f.aliases}</code> : null}</td>
                  <td>{f.desc}</td>
                  <td>
                    <button type="button" className="link" onClick={() => onExample(f.example)}>
                      <code>{f.example}</code>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t('help.examplesTitle')}</h3>
          <ul className="cl-help-examples">
            {Array.isArray(examples)
              ? examples.map((x) => (
                  <li key={x.q}>
                    <button type="button" className="link" onClick={() => onExample(x.q)}>
                      <code>{x.q}</code>
                    </button>{' '}
                    — {x.desc}
                  </li>
                ))
              : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
