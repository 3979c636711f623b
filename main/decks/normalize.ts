/**
 * Name normalization and edit distance for deck import (pure).
 * A normalized key is lower-case, without accents, with every run of punctuation or spaces
 * turned into one space: "Rötschreck" -> "rotschreck", "Pentex™ Subversion" and
 * "Pentex(TM) Subversion" -> "pentex tm subversion", "Dancin' Dana" -> "dancin dana".
 */
export function normalizeName(s: string): string {
  return foldLatin(s)
    .toLowerCase()
    .replace(/['’‘`´"“”]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const LETTERS: Record<string, string> = {
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
};

/** Removes accents and spells out letters that have no decomposition ("ø" -> "o", "æ" -> "ae"). */
export function foldLatin(s: string): string {
  return s
    .replace(/™/g, ' TM ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[æÆœŒßøØđĐłŁþÞðÐ]/g, (c) => LETTERS[c] ?? c);
}

/** Moves a trailing article to the front: "rack the" -> "the rack" (on normalized keys). */
export function articleFront(key: string): string | null {
  const m = /^(.*) (the|a|an)$/.exec(key);
  return m ? `${m[2]} ${m[1]}` : null;
}

/** Moves a leading article to the back: "the rack" -> "rack the" (on normalized keys). */
export function articleBack(key: string): string | null {
  const m = /^(the|a|an) (.*)$/.exec(key);
  return m ? `${m[2]} ${m[1]}` : null;
}

/** Levenshtein distance, stopping early (returns max+1) once every path exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = new Array<number>(b.length + 1);
  let cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}
