/**
 * Readings of a library card's text for the draft generator (issue 27 item 3; never on the play
 * path): the [tokens] that open a paragraph, the "Requires ..." sentence read as requirement flags
 * (vtes-es 1.6.1.3 "Requisitos"; vtes-pl "Wymagania") and the Gehenna events it asks for. Only flags
 * are kept, never the text.
 */
import type { Condition, Title } from '../schema/effects';
import { SECT_NAMES, TITLES } from '../data/catalog-facts';

/** The leading [tokens] of a paragraph of the card data (disciplines, card types, REFLEX). */
export function leadTokens(line: string): string[] {
  const m = /^(\s*\[[^\]]+\])+/.exec(line);
  return m ? [...m[0].matchAll(/\[([^\]]+)\]/g)].map((x) => x[1]) : [];
}

/**
 * The "Requires a ..." sentence of a library card's text, read as requirement flags (1.6.1.3): used
 * in full when the import has no vteslibmeta row for the card, and always for "vampire" (the card is
 * played by a vampire, not an ally). Parts the engine cannot check (circles, Kerrie, flight, combat
 * situations, Red List) are left to the players; a sentence mixing kinds with "or" ("Laibon or
 * non-titled vampire") only keeps "vampire".
 */
export function reqsFromText(text: string, full: boolean): Condition[] {
  const m = /Requires an? ([^.]*)\./.exec(text.replace(/[{}]/g, ''));
  if (!m) return [];
  const q = m[1].toLowerCase();
  const out: Condition[] = [];
  const vampire = /\bvampire\b/.test(q);
  if (!full || /\bor non-/.test(q)) return vampire ? [{ r: 'vampire' }] : [];
  const titles = new Set<Title>();
  for (const t of TITLES) if (new RegExp(`\\b${t}\\b`).test(q)) titles.add(t);
  if (/city title/.test(q)) for (const t of ['prince', 'archbishop', 'baron'] as Title[]) titles.add(t);
  if (titles.has('cardinal')) titles.add('regent');
  if (titles.size) out.push({ r: 'title', titles: TITLES.filter((t) => titles.has(t)) });
  const sects = SECT_NAMES.filter((x) => new RegExp(`(?<!non-)\\b${x}\\b`).test(q));
  if (sects.length === 1) out.push({ r: 'sect', sect: sects[0] });
  else if (sects.length > 1) out.push({ r: 'sects', sects });
  for (const x of SECT_NAMES) if (q.includes(`non-${x}`)) out.push({ r: 'notSect', sect: x });
  if (/non-titled/.test(q)) out.push({ r: 'titled', not: true });
  else if (/\btitled\b/.test(q)) out.push({ r: 'titled' });
  const cap: [RegExp, (n: number) => Condition][] = [
    [/capacity (\d+) or more/, (n) => ({ r: 'capacity', min: n })],
    [/capacity (\d+) or less/, (n) => ({ r: 'capacity', max: n })],
    [/capacity above (\d+)/, (n) => ({ r: 'capacity', min: n + 1 })],
    [/capacity less than (\d+)/, (n) => ({ r: 'capacity', max: n - 1 })],
  ];
  for (const [re, f] of cap) {
    const c = re.exec(q);
    if (c) out.push(f(Number(c[1])));
  }
  if (/\binfernal\b/.test(q)) out.push({ r: 'trait', trait: 'infernal' });
  if (/\bslave\b/.test(q)) out.push({ r: 'trait', trait: 'slave' });
  if (/black hand/.test(q)) out.push({ r: 'trait', trait: 'blackHand' });
  if (/\bseraph\b/.test(q)) out.push({ r: 'trait', trait: 'seraph' });
  if (/non-sterile/.test(q)) out.push({ r: 'trait', trait: 'sterile', not: true });
  if (/not caitiff|non-caitiff/.test(q)) out.push({ r: 'notClan', clan: 'Caitiff' });
  for (const v of ['advanced', 'base', 'unmerged'] as const) if (new RegExp(`\\b${v}\\b`).test(q)) out.push({ r: 'version', v });
  if (vampire) out.push({ r: 'vampire' });
  return out;
}

/** "Requires N or more Gehenna events in play" in the text (fallback without the requirement file). */
export function gehennaFromText(text: string): Condition[] {
  const g = /Requires (\d+) or more Gehenna events? in play/i.exec(text);
  return g ? [{ r: 'gehenna', n: Number(g[1]) }] : [];
}
