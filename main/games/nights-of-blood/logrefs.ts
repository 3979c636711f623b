/**
 * I18n refs for card, power, event and sect ids, and `decorate`, which adds them to log events
 * as `<param>Name` so the renderer can name things in the reader's language.
 */
import type { I18nRef } from '../../engine/types';
import { POWERS, baseId } from './cards';
import type { Ev } from './helpers';

export const cardRef = (id: string): I18nRef => ({ key: `cards-nights:${id.includes('#') ? baseId(id) : id}.name` });
export const powerRef = (id: string): I18nRef => ({ key: `cards-nights:${id}.name` });

const REF_PARAMS: Record<string, (v: string) => I18nRef> = {
  card: (v) => (POWERS.some((p) => p.id === v) ? powerRef(v) : cardRef(v)),
  what: (v) => (v ? cardRef(v) : { key: 'log-nights:opt.faceDown' }),
  old: (v) => (v ? cardRef(v) : { key: 'log-nights:none' }),
  power: (v) => powerRef(v),
  line: (v) => ({ key: `cards-nights:${v}.name` }),
  event: (v) => ({ key: `cards-nights:${v}.name` }),
  sect: (v) => ({ key: `cards-nights:sect.${v}` }),
  dir: (v) => ({ key: `log-nights:dir.${v}` }),
  wound: (v) => ({ key: `log-nights:wound.${v}` }),
};

/** Adds i18n refs for the log: `<param>Name` for card, power, event, sect... ids. */
export function decorate(ev: Ev): Ev {
  for (const e of ev) {
    const p = e.params;
    if (!p) continue;
    for (const k of Object.keys(p)) {
      const v = p[k];
      if (typeof v === 'string' && REF_PARAMS[k]) p[`${k}Name`] = REF_PARAMS[k](v);
      else if ((k === 'cards' || k === 'hand') && Array.isArray(v)) p[`${k}Names`] = v.map((x) => cardRef(String(x)));
      else if (k === 'sects' && Array.isArray(v)) p.sectsNames = v.map((x) => REF_PARAMS.sect(String(x)));
    }
  }
  return ev;
}
