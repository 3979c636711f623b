/**
 * A link to the rule section a decision or log line applies (#/rules/<game>/<section>), labelled
 * as the rules reference names it ('§6.2.3', or the chapter's title where the rulebook has no
 * numbers shown).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleRefHref, ruleRefLabel, type RulesDoc } from '../../features/rules/model';

export function useRuleLabel(): (rule: string) => string {
  const { i18n } = useTranslation();
  return (rule) => {
    // 'vtes-es:6.1.1' → the rules-vtes document
    const game = /^[a-z0-9]+/.exec(rule)?.[0] ?? '';
    const doc = i18n.getResourceBundle(i18n.language, `rules-${game}`) as RulesDoc | undefined;
    return ruleRefLabel(doc, rule);
  };
}

export function RuleLink({ rule, className = 'rule-ref', children }: { rule: string; className?: string; children?: ReactNode }) {
  const label = useRuleLabel();
  return (
    <a className={className} href={ruleRefHref(rule) ?? '#/rules'}>
      {children ?? label(rule)}
    </a>
  );
}
