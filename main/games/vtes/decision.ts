/**
 * Decision and option builders of the V:TES rules (the kernel's vocabulary): log and prompt keys in
 * the log-vtes namespace, options and decisions with their rule citation.
 */
import type { Decision, I18nRef, Option, SeatId } from '../../engine/types';

export const logRef = (key: string, params?: I18nRef['params']): I18nRef => ({ key: `log-vtes:${key}`, params });

export type Opt = Option;

export const opt = (id: string, key: string, params?: I18nRef['params'], p?: Record<string, unknown>): Opt => ({
  id,
  label: logRef(`opt.${key}`, params),
  ...(p ? { params: p } : {}),
});

export function dec(
  seat: SeatId,
  kind: string,
  prompt: string,
  options: Opt[],
  rule?: string,
  params?: I18nRef['params'],
): Decision | null {
  if (!options.length) return null;
  return { seat, kind: `vtes.${kind}`, prompt: logRef(`prompt.${prompt}`, params), options, rule };
}
