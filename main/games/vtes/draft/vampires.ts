/**
 * The vampires whose card text is only what the engine reads (issue 27 item 10): the sect, a title
 * and its city, keywords (Black Hand, Seraph, Infernal, Scarce, Sterile, Blood cursed: vtes-es:11,
 * vtes-pl:Cechy) and stat sentences ("+1 bleed.", "+1 strength.", "-1 strength.", "+1 stealth.",
 * "+1 intercept."), the rest being catalog facts (capacity, Disciplines, clan, group). Their entries
 * are generated once from the official text (`npm run cards:vampires`, scripts/cards-vampires.mjs)
 * and reviewed as a rule: `plainVampireEntry` proposes an entry only when nothing of the text is
 * left over, and data/vampires.test.ts plays each one (its scenario fails when its effects are
 * stripped). Any other wording (a special ability, a keyword, a merged version's text, a penalty to
 * stealth or intercept, a slave, the Red List) is not plain: that vampire waits for its own entry.
 * The text is read here and never kept: the entry holds its fingerprint only. Pure.
 */
import type { CardDetail } from '../../../cards/types';
import type { Effect, Mode, Trait } from '../schema/effects';
import { cryptTraits } from './reader';
import { CRYPT_TITLES } from '../data/catalog-facts';
import type { DataEntry } from '../data/entry';
import { fingerprint } from '../data/fingerprint';
import { sectOfFacts } from '../data/join';

const SECTS = ['Camarilla', 'Sabbat', 'Laibon', 'Independent', 'Anarch'];
const STAT = /^([+-]\d) (bleed|strength|stealth|intercept)$/;
/** The keywords a plain vampire may state, in its head ("Sabbat. Black Hand:") or as sentences, and the trait each is. */
const KEYWORDS: Record<string, Trait> = {
  'Black Hand': 'blackHand',
  Seraph: 'seraph',
  Infernal: 'infernal',
  Scarce: 'scarce',
  Sterile: 'sterile',
  'Blood cursed': 'bloodCursed',
};

/** The head of a crypt text (sect, title, city) and its sentences after the colon, markup removed. */
function split(text: string): { head: string; sentences: string[] } {
  const t = text.replace(/[{}]/g, '').trim();
  const i = t.indexOf(':');
  const head = (i < 0 ? t : t.slice(0, i)).trim().replace(/\.$/, '');
  const body = i < 0 ? '' : t.slice(i + 1).trim();
  const sentences = body ? body.split(/(?<=\.)\s+/).map((x) => x.replace(/\.$/, '').trim()) : [];
  return { head, sentences };
}

/**
 * The head's parts when it is exactly "[Advanced, ]<Sect>[ <Clan>][ <title>[ of <city>]]" with the
 * catalog's sect and title, else undefined.
 */
function headParts(d: CardDetail, head: string): { city?: string } | undefined {
  const h = head.replace(/^Advanced,\s*/, '');
  const sect = SECTS.find((x) => h === x || h.startsWith(`${x} `));
  if (!sect || sectOfFacts(d.sect) !== sectOfFacts(sect)) return undefined;
  const rest = h.slice(sect.length).trim();
  const title = CRYPT_TITLES.find((t) => (d.title ?? '').toLowerCase() === t);
  if (!rest) return title ? undefined : {};
  if (!title) return undefined;
  // "<title>", "<Clan> <title>" (justicar, inner circle), "<title> of <city>"
  const of = rest.indexOf(' of ');
  const city = of < 0 ? undefined : rest.slice(of + 4);
  const named = (of < 0 ? rest : rest.slice(0, of)).toLowerCase();
  if (city !== undefined && (!city || /[.,:]/.test(city))) return undefined;
  const clan = named === title ? undefined : d.clans.find((c) => named === `${c.toLowerCase()} ${title}`);
  if (named !== title && !clan) return undefined;
  return city ? { city } : {};
}

/** The entry of a vampire whose text is only sect, title and stat sentences; undefined for any other card. */
export function plainVampireEntry(d: CardDetail): DataEntry | undefined {
  if (d.kind !== 'crypt' || !d.types.includes('Vampire') || /\[MERGED\]/.test(d.text)) return undefined;
  const { head, sentences } = split(d.text);
  const [first, ...marks] = head.split(/\.\s+/);
  const parts = headParts(d, first);
  if (!parts) return undefined;
  const effects: Effect[] = [];
  const keywords = new Set<Trait>();
  for (const k of marks) {
    if (!Object.hasOwn(KEYWORDS, k)) return undefined;
    keywords.add(KEYWORDS[k]);
  }
  for (const s of sentences) {
    if (Object.hasOwn(KEYWORDS, s)) {
      keywords.add(KEYWORDS[s]);
      continue;
    }
    const m = STAT.exec(s);
    if (!m) return undefined;
    const n = Number(m[1]);
    const stat = m[2] as 'bleed' | 'strength' | 'stealth' | 'intercept';
    // a penalty to stealth or intercept could take an action below 0: left to its own entry
    if ((stat === 'stealth' || stat === 'intercept') && n < 0) return undefined;
    effects.push({ e: 'mod', stat, n, who: 'self' });
  }
  // the keywords as the importer reads them (same traits, same order), and nothing else (no slave)
  const { traits, slaveOf } = cryptTraits(d.text);
  if (slaveOf || traits.length !== keywords.size || !traits.every((t) => keywords.has(t))) return undefined;
  const modes: Mode[] = effects.length ? [{ kind: 'vampire', conditions: [], effects }] : [];
  return { fp: fingerprint(d.text), status: 'full', ...parts, ...(traits.length ? { traits } : {}), modes };
}
