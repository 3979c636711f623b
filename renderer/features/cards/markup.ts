import { disciplineCode, isVirtue } from '../../../main/common/disciplines';

/** One piece of a card text, ready to be drawn. */
export type TextToken =
  | { t: 'text'; s: string }
  | { t: 'disc'; code: string; level: 1 | 2; raw: string }
  | { t: 'symbol'; name: string; raw: string }
  | { t: 'ref'; name: string }
  | { t: 'br' };

/** Bracketed symbols of the official texts other than disciplines. */
const SYMBOLS: Record<string, string> = {
  ACTION: 'action',
  'ACTION MODIFIER': 'modifier',
  'POLITICAL ACTION': 'political',
  COMBAT: 'combat',
  REACTION: 'reaction',
  REFLEX: 'reflex',
  MERGED: 'merged',
};

/**
 * Splits a card text with the official markup into tokens:
 * `[aus]` inferior discipline, `[AUS]` superior, `[COMBAT]` and friends symbols,
 * `[1 CONVICTION]` conviction cost, `/Name/` a reference to another card, newlines.
 */
export function parseCardText(text: string): TextToken[] {
  const out: TextToken[] = [];
  const pushText = (s: string) => {
    if (!s) return;
    const last = out[out.length - 1];
    if (last && last.t === 'text') last.s += s;
    else out.push({ t: 'text', s });
  };
  const re = /\[([^\]\n]{1,24})\]|(^|[\s(“"'¡¿])\/([A-ZÀ-Ý0-9][^/\n]{0,80}?)\/(?=$|[\s.,;:)'"”!?])|\r?\n/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    pushText(text.slice(last, m.index));
    last = re.lastIndex;
    if (m[1] !== undefined) {
      const inner = m[1];
      const code = disciplineCode(inner);
      const conviction = /^(\d+) CONVICTION$/i.exec(inner);
      if (code && /^[a-zA-Z]+$/.test(inner)) {
        // Upper case marks the superior level; flight and virtues have one level only.
        const level: 1 | 2 = code !== 'fli' && !isVirtue(code) && inner === inner.toUpperCase() ? 2 : 1;
        out.push({ t: 'disc', code, level, raw: `[${inner}]` });
      } else if (SYMBOLS[inner.toUpperCase()]) {
        out.push({ t: 'symbol', name: SYMBOLS[inner.toUpperCase()], raw: `[${inner}]` });
      } else if (conviction) {
        out.push({ t: 'symbol', name: `conviction:${conviction[1]}`, raw: `[${inner}]` });
      } else {
        pushText(m[0]);
      }
    } else if (m[3] !== undefined) {
      pushText(m[2]);
      out.push({ t: 'ref', name: m[3] });
    } else {
      out.push({ t: 'br' });
    }
  }
  pushText(text.slice(last));
  return out;
}
