/**
 * Can the crypt play this library card? (pure) Checks, for some single crypt card:
 * disciplines (one alternative of the card's requirement, all its disciplines on the same
 * vampire, at any level), clan, conviction cost, conviction and power cards (imbued only), and the vteslibmeta.csv
 * requirements that can be read from crypt cards (titles, sects, capacity). Requirements that
 * depend on the game state (Gehenna, non-sterile, same circle, …) are not checked.
 */
import type { CardDetail } from '../cards/types';

export type UnplayableReason = 'discipline' | 'clan' | 'title' | 'sect' | 'capacity' | 'imbued' | 'combination';

export interface PlayCheck {
  playable: boolean;
  reason?: UnplayableReason;
  /** Language-neutral requirement text: "AUS/DOM+OBF", "Malkavian", "prince/justicar", "≥7". */
  requirement?: string;
}

const TITLES = new Set([
  'prince',
  'justicar',
  'inner circle',
  'archbishop',
  'priscus',
  'cardinal',
  'regent',
  'baron',
  'primogen',
  'magaji',
  'bishop',
  'titled',
  'city title',
  'seraph',
  'inquisitor',
]);
const CITY_TITLES = new Set(['prince', 'archbishop', 'baron']);
const SECTS = new Set(['anarch', 'sabbat', 'camarilla', 'laibon', 'independent', 'black hand']);

type Pred = (v: CardDetail) => boolean;

interface Requirement {
  reason: Exclude<UnplayableReason, 'combination'>;
  text: string;
  test: Pred;
}

function hasDiscipline(v: CardDetail, code: string): boolean {
  if (v.disciplines.some((d) => d.code === code)) return true;
  // Flight is printed in the text of the vampires that have it.
  return code === 'fli' && /\bflight\b/i.test(v.text ?? '');
}

function titleOf(v: CardDetail): string {
  return (v.title ?? '').toLowerCase();
}

function hasTitle(v: CardDetail, t: string): boolean {
  const own = titleOf(v);
  if (t === 'titled') return own !== '';
  if (t === 'city title') return CITY_TITLES.has(own);
  if (t === 'seraph') return /\bseraph\b/i.test(v.text ?? '');
  return own === t;
}

function inSect(v: CardDetail, s: string): boolean {
  if (s === 'black hand') return /\bblack hand\b/i.test(v.text ?? '');
  return (v.sect ?? '').toLowerCase() === s;
}

/**
 * The discipline alternatives a library card can be played with. The card text marks each level
 * with its icons ("[nec] …", "[aus][nec] …"); when it does, each marked level is one alternative,
 * which is more exact than the list's column (a card listed as "Auspex & Necromancy" may have a
 * level that needs only [nec]). Otherwise the column's alternatives.
 */
export function disciplineAlternatives(card: CardDetail): string[][] {
  const listed = new Set(card.libraryDisciplines.flat());
  if (!listed.size) return [];
  const alts = new Map<string, string[]>();
  for (const line of (card.text ?? '').split('\n')) {
    const m = /^\s*((?:\[[A-Za-z]+\])+)/.exec(line);
    if (!m) continue;
    const codes = [...m[1].matchAll(/\[([A-Za-z]+)\]/g)]
      .map((x) => x[1].toLowerCase())
      .map((c) => (c === 'flight' ? 'fli' : c))
      .filter((c) => listed.has(c));
    if (codes.length) alts.set([...new Set(codes)].sort().join('+'), [...new Set(codes)].sort());
  }
  if (!alts.size) return card.libraryDisciplines;
  // Keep the minimal alternatives: "[dom]" makes "[dom][pot]" redundant for playability.
  const list = [...alts.values()];
  return list.filter((a) => !list.some((b) => b !== a && b.length < a.length && b.every((d) => a.includes(d))));
}

/** The requirements of a library card that can be checked against crypt cards. */
export function requirementsOf(card: CardDetail, known: Set<string>): Requirement[] {
  const out: Requirement[] = [];
  const all = disciplineAlternatives(card);
  const alts = all.filter((alt) => alt.every((d) => known.has(d) || d === 'fli'));
  if (all.length && alts.length === all.length) {
    out.push({
      reason: 'discipline',
      text: alts.map((a) => a.map((d) => d.toUpperCase()).join('+')).join('/'),
      test: (v) => alts.some((a) => a.every((d) => hasDiscipline(v, d))),
    });
  }
  if (card.clans.length) {
    const clans = new Set(card.clans.map((c) => c.toLowerCase()));
    out.push({ reason: 'clan', text: card.clans.join('/'), test: (v) => v.clans.some((c) => clans.has(c.toLowerCase())) });
  }
  // imbued appendix 2 and 3 (vtes-es A.2, A.3, 1.6.3 item 8; vtes-pl "Załącznik"): convictions, powers and
  // conviction costs are for imbued only
  if (card.convictionCost || card.types.includes('Conviction') || card.types.includes('Power')) {
    out.push({ reason: 'imbued', text: '', test: (v) => v.types.includes('Imbued') });
  }
  const titles: string[] = [];
  const sects: string[] = [];
  for (const raw of card.requirements ?? []) {
    const r = raw.trim().toLowerCase();
    const neg = r.startsWith('non-') ? r.slice(4) : null;
    const cap = /^capacity (\d+) or (more|less)$/.exec(r);
    if (TITLES.has(r)) titles.push(r);
    else if (SECTS.has(r)) sects.push(r);
    else if (r === 'imbued') out.push({ reason: 'imbued', text: '', test: (v) => v.types.includes('Imbued') });
    else if (cap) {
      const n = Number(cap[1]);
      const more = cap[2] === 'more';
      out.push({
        reason: 'capacity',
        text: `${more ? '≥' : '≤'}${n}`,
        test: (v) => (more ? (v.capacity ?? 0) >= n : (v.capacity ?? 0) <= n),
      });
    } else if (neg && TITLES.has(neg)) {
      out.push({ reason: 'title', text: `-${neg}`, test: (v) => !hasTitle(v, neg) });
    } else if (neg && SECTS.has(neg)) {
      out.push({ reason: 'sect', text: `-${neg}`, test: (v) => !inSect(v, neg) });
    }
  }
  if (titles.length) out.push({ reason: 'title', text: titles.join('/'), test: (v) => titles.some((t) => hasTitle(v, t)) });
  if (sects.length) out.push({ reason: 'sect', text: sects.join('/'), test: (v) => sects.some((s) => inSect(v, s)) });
  return out;
}

/** Whether some card of `crypt` meets every checkable requirement of `card`. */
export function checkPlayable(card: CardDetail, crypt: CardDetail[], known: Set<string>): PlayCheck {
  if (card.kind !== 'library') return { playable: true };
  const reqs = requirementsOf(card, known);
  if (!reqs.length) return { playable: true };
  if (crypt.some((v) => reqs.every((r) => r.test(v)))) return { playable: true };
  // Name the first requirement no crypt card meets on its own; else the combination fails.
  for (const r of reqs) if (!crypt.some((v) => r.test(v))) return { playable: false, reason: r.reason, requirement: r.text };
  return {
    playable: false,
    reason: 'combination',
    requirement: reqs
      .map((r) => r.text)
      .filter(Boolean)
      .join(', '),
  };
}
