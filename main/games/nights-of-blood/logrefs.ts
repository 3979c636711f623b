/**
 * I18n refs for card, power, event and sect ids, and `decorate`, which adds them to log events
 * as `<param>Name` so the renderer can name things in the reader's language.
 */
import type { I18nRef } from '../../engine/types';
import { memo } from '../common/frozen-cache';
import { POWERS, baseId } from './cards';
import type { Ev } from './helpers';

// Refs are built once per id and shared (frozen; common/frozen-cache.ts): options and log events
// name the same few hundred things over and over.
export const cardRef = memo((id): I18nRef => ({ key: `cards-nights:${id.includes('#') ? baseId(id) : id}.name` }));
export const powerRef = memo((id): I18nRef => ({ key: `cards-nights:${id}.name` }));

const REF_PARAMS: Record<string, (v: string) => I18nRef> = {
  card: memo((v) => (POWERS.some((p) => p.id === v) ? powerRef(v) : cardRef(v))),
  what: memo((v) => (v ? cardRef(v) : { key: 'log-nights:opt.faceDown' })),
  old: memo((v) => (v ? cardRef(v) : { key: 'log-nights:none' })),
  power: powerRef,
  line: memo((v) => ({ key: `cards-nights:${v}.name` })),
  event: memo((v) => ({ key: `cards-nights:${v}.name` })),
  sect: memo((v) => ({ key: `cards-nights:sect.${v}` })),
  dir: memo((v) => ({ key: `log-nights:dir.${v}` })),
  wound: memo((v) => ({ key: `log-nights:wound.${v}` })),
};
/** `<param>Name` of each param with refs, built once. */
const NAME_OF: Record<string, string> = Object.fromEntries(Object.keys(REF_PARAMS).map((k) => [k, `${k}Name`]));

/** Adds i18n refs for the log: `<param>Name` for card, power, event, sect... ids. */
export function decorate(ev: Ev): Ev {
  for (const e of ev) {
    const p = e.params;
    if (!p) continue;
    for (const k of Object.keys(p)) {
      const v = p[k];
      if (typeof v === 'string' && REF_PARAMS[k]) p[NAME_OF[k]] = REF_PARAMS[k](v);
      else if ((k === 'cards' || k === 'hand') && Array.isArray(v)) p[`${k}Names`] = v.map((x) => cardRef(String(x)));
      else if (k === 'sects' && Array.isArray(v)) p.sectsNames = v.map((x) => REF_PARAMS.sect(String(x)));
    }
  }
  return ev;
}
