import { useTranslation } from 'react-i18next';
import type { LegalityProblem, LegalityReport } from '../../../main/decks/types';
import type { RulesDoc } from '../rules/model';
import { ruleLabel } from './format';

/** One legality problem in words, with its severity and the rulebook reference. */
export function ProblemLine({ p, onShow }: { p: LegalityProblem; onShow?: (uid: string) => void }) {
  const { t, i18n } = useTranslation('decks');
  const rules = i18n.getResourceBundle(i18n.language, 'rules-vtes') as RulesDoc | undefined;
  const text = t(`legality.${p.code}`, { ...p.params, defaultValue: p.code });
  return (
    <li className={`dk-problem dk-${p.severity}`} data-code={p.code} data-severity={p.severity}>
      <span className="dk-sev" aria-hidden="true">
        {p.severity === 'error' ? '✖' : '⚠'}
      </span>
      <span className="dk-sr-only">{t(`legalityPanel.${p.severity}`)}: </span>
      <span className="ptext">
        {p.uid && onShow ? (
          <button type="button" className="link" onClick={() => onShow(p.uid as string)}>
            {text}
          </button>
        ) : (
          text
        )}
      </span>
      <cite className="dk-rule">{ruleLabel(t, p.rule, rules)}</cite>
    </li>
  );
}

export function LegalitySummary({ report, pending }: { report: LegalityReport | null; pending?: boolean }) {
  const { t } = useTranslation('decks');
  if (!report) return <span className="dk-badge dk-muted">{t('legalityPanel.checking')}</span>;
  const errors = report.problems.filter((p) => p.severity === 'error').length;
  const warnings = report.problems.length - errors;
  return (
    <span
      className={`dk-badge ${report.legal ? 'dk-good' : 'dk-bad'}${pending ? ' dk-stale' : ''}`}
      data-testid="legality-summary"
      data-legal={report.legal ? 'true' : 'false'}
      role="status"
    >
      {report.legal ? t('legalityPanel.legal') : t('legalityPanel.errors', { count: errors })}
      {warnings ? ` · ${t('legalityPanel.warnings', { count: warnings })}` : ''}
    </span>
  );
}

/** Live legality: errors first, then warnings; each with its reason and rule reference. */
export function LegalityPanel({ report, onShow }: { report: LegalityReport | null; onShow?: (uid: string) => void }) {
  const { t } = useTranslation('decks');
  if (!report) return <p className="hint">{t('legalityPanel.checking')}</p>;
  const errors = report.problems.filter((p) => p.severity === 'error');
  const warnings = report.problems.filter((p) => p.severity === 'warning');
  return (
    <div className="dk-legality" data-testid="legality-panel">
      <p className="hint">
        {report.libraryMax === null
          ? t('legalityPanel.limitsNoMax', { crypt: report.cryptCount, library: report.libraryCount, min: report.libraryMin })
          : t('legalityPanel.limits', {
              crypt: report.cryptCount,
              library: report.libraryCount,
              min: report.libraryMin,
              max: report.libraryMax,
            })}
      </p>
      {report.problems.length === 0 ? <p className="dk-good-text">{t('legalityPanel.noProblems')}</p> : null}
      {errors.length ? (
        <>
          <h3 className="dk-bad-text">{t('legalityPanel.errorsTitle', { count: errors.length })}</h3>
          <ul className="dk-problems" data-testid="legality-errors">
            {errors.map((p, i) => (
              <ProblemLine key={`${p.code}-${p.uid ?? i}`} p={p} onShow={onShow} />
            ))}
          </ul>
        </>
      ) : null}
      {warnings.length ? (
        <>
          <h3 className="dk-warn-text">{t('legalityPanel.warningsTitle', { count: warnings.length })}</h3>
          <ul className="dk-problems" data-testid="legality-warnings">
            {warnings.map((p, i) => (
              <ProblemLine key={`${p.code}-${p.uid ?? i}`} p={p} onShow={onShow} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
