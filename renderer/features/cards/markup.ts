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
  // in the rulings (issue 32 item 1)
  POLITICAL: 'political',
  ALLY: 'ally',
  RETAINER: 'retainer',
  EQUIPMENT: 'equipment',
  POWER: 'power',
  CONVICTION: 'convictionMark',
};

const CARD_MARKUP = /\[([^\]\n]{1,24})\]|(^|[\s(“"'¡¿])\/([A-ZÀ-Ý0-9][^/\n]{0,80}?)\/(?=$|[\s.,;:)'"”!?])|\r?\n/g;
const RULING_MARKUP = /\[([^\]\n]{1,24})\]|(^|[\s(“"'¡¿])\/([A-ZÀ-Ý0-9][^/\n]{0,80}?)\/(?=$|[\s.,;:)'"”!?])|\{([^{}\n]{1,80})\}|\r?\n/g;

/** The rulings' own trigrams for two virtues (`[vsn]` keeps Vision apart from Visceratika). */
const RULING_CODES: Record<string, string> = { vsn: 'viz', jus: 'jud' };

/**
 * Splits a card text with the official markup into tokens:
 * `[aus]` inferior discipline, `[AUS]` superior, `[COMBAT]` and friends symbols,
 * `[1 CONVICTION]` conviction cost, `/Name/` a reference to another card, newlines. With
 * `ruling`, `{Name}` is a card as well (the rulings' markup; braces in card texts mark other things).
 */
export function parseCardText(text: string, ruling = false): TextToken[] {
  const out: TextToken[] = [];
  const pushText = (s: string) => {
    if (!s) return;
    const last = out[out.length - 1];
    if (last && last.t === 'text') last.s += s;
    else out.push({ t: 'text', s });
  };
  const re = ruling ? RULING_MARKUP : CARD_MARKUP;
  re.lastIndex = 0;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    pushText(text.slice(last, m.index));
    last = re.lastIndex;
    if (m[1] !== undefined) {
      const inner = m[1];
      const code = RULING_CODES[inner.toLowerCase()] ?? disciplineCode(inner);
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
    } else if (m[4] !== undefined) {
      out.push({ t: 'ref', name: m[4] });
    } else {
      out.push({ t: 'br' });
    }
  }
  pushText(text.slice(last));
  return out;
}
