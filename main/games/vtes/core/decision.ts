/**
 * Decision and option builders of the V:TES rules (the kernel's vocabulary): log and prompt keys in
 * the log-vtes namespace, options and decisions with their rule citation.
 */
import type { Decision, I18nRef, Option, SeatId } from '../../../engine/types';

export const logRef = (key: string, params?: I18nRef['params']): I18nRef => ({ key: `log-vtes:${key}`, params });

export type Opt = Option;

/** The i18n keys of option labels and prompts and the decision kinds, joined once per key (options are built for every decision). */
const OPT_KEYS = new Map<string, string>();
const PROMPTS = new Map<string, string>();
const KINDS = new Map<string, string>();

function joined(cache: Map<string, string>, prefix: string, key: string): string {
  let full = cache.get(key);
  if (full === undefined) {
    full = prefix + key;
    cache.set(key, full);
  }
  return full;
}

export const opt = (id: string, key: string, params?: I18nRef['params'], p?: Record<string, unknown>): Opt => {
  const label: I18nRef = { key: joined(OPT_KEYS, 'log-vtes:opt.', key), params };
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
  return { seat, kind: joined(KINDS, 'vtes.', kind), prompt: { key: joined(PROMPTS, 'log-vtes:prompt.', prompt), params }, options, rule };
}
