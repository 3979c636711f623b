/**
 * Decision and option builders of the V:TES rules (the kernel's vocabulary): log and prompt keys in
 * the log-vtes namespace, options and decisions with their rule citation.
 */
import type { Decision, I18nRef, Option, SeatId } from '../../engine/types';

export const logRef = (key: string, params?: I18nRef['params']): I18nRef => ({ key: `log-vtes:${key}`, params });

export type Opt = Option;

/** The i18n keys of option labels, joined once per key (options are built for every decision). */
const OPT_KEYS = new Map<string, string>();

export const opt = (id: string, key: string, params?: I18nRef['params'], p?: Record<string, unknown>): Opt => {
  let full = OPT_KEYS.get(key);
  if (full === undefined) {
    full = `log-vtes:opt.${key}`;
    OPT_KEYS.set(key, full);
  }
  const label: I18nRef = { key: full, params };
  return p ? { id, label, params: p } : { id, label };
};

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
