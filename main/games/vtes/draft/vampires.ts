/**
 * The vampires whose card text is only what the engine reads (issue 27 item 10, issue 30 item 1): the
 * sect, a title and its city (or a titled Independent's votes), a slave's master clan, keywords (Black
 * Hand, Seraph, Infernal, Scarce, Sterile, Blood cursed, Flight, the Red List: vtes-es:11, vtes-pl:Cechy)
 * and stat sentences ("+1 bleed.", "+1 strength.", "-1 strength.", "+1 stealth.", "-1 intercept."), the
 * rest being catalog facts (capacity, Disciplines, clan, group). Each keyword is one record the rules
 * read (a trait, `slaveOf`, `redList`). Their entries are generated once from the official text (`npm
 * run cards:vampires`, scripts/cards-vampires.mjs) and reviewed as a rule: `plainVampireEntry` proposes
 * an entry only when nothing of the text is left over, and draft/vampires.test.ts plays each one (its
 * scenario fails when its effects are stripped). Any other wording (a special ability, a merged
 * version's text) is not plain: that vampire waits for its own entry. The text is read here and never
 * kept: the entry holds its fingerprint only. Pure.
 */
import type { CardDetail } from '../../../cards/types';
import type { Effect, Mode, Trait } from '../schema/effects';
import { cryptTraits, isRedListText } from './reader';
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
  'Flight [FLIGHT]': 'flight',
};
/** The votes of a titled Independent stated in the head ("Independent. 2 votes (titled):"), the catalog's title. */
const VOTES = /^([12]) votes? \(titled\)$/;

/** Cities printed with punctuation, by their one spelling (one city printed two ways: "Washington, DC"). */
const CITIES: Record<string, string> = { 'Washington, D.C.': 'Washington, D.C.', 'Washington, DC': 'Washington, D.C.' };

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
function headParts(d: CardDetail, head: string, votesStated = false): { city?: string } | undefined {
  const h = head.replace(/^Advanced,\s*/, '');
  const sect = SECTS.find((x) => h === x || h.startsWith(`${x} `));
  if (!sect || sectOfFacts(d.sect) !== sectOfFacts(sect)) return undefined;
  const rest = h.slice(sect.length).trim();
  const title = CRYPT_TITLES.find((t) => (d.title ?? '').toLowerCase() === t);
  if (!rest) return title && !votesStated ? undefined : {};
  if (!title) return undefined;
  // "<title>", "<Clan> <title>" (justicar, inner circle), "<title> of <city>"
  const of = rest.indexOf(' of ');
  const printed = of < 0 ? undefined : rest.slice(of + 4);
  // a city printed with punctuation is known by one spelling (princes of one city contest their titles, 4.2)
  const known = printed !== undefined && Object.hasOwn(CITIES, printed);
  const city = known ? CITIES[printed] : printed;
  const named = (of < 0 ? rest : rest.slice(0, of)).toLowerCase();
  if (city !== undefined && (!city || (!known && /[.,:]/.test(city)))) return undefined;
  const clan = named === title ? undefined : d.clans.find((c) => named === `${c.toLowerCase()} ${title}`);
  if (named !== title && !clan) return undefined;
  return city ? { city } : {};
}

/** The entry of a vampire whose text is only sect, title and stat sentences; undefined for any other card. */
export function plainVampireEntry(d: CardDetail): DataEntry | undefined {
  if (d.kind !== 'crypt' || !d.types.includes('Vampire') || /\[MERGED\]/.test(d.text)) return undefined;
  const { head, sentences } = split(d.text);
  const [first0, ...marks0] = head.split(/\.\s+/);
  // "<Sect> <Clan> Slave" (vtes-es:11 Esclavo): the sect is the head, the master clan the importer's slaveOf
  const { traits, slaveOf } = cryptTraits(d.text);
  const first = slaveOf ? first0.replace(new RegExp(`\\s+${slaveOf} Slave$`), '') : first0;
  // the votes of a titled Independent: its title (catalog) stated as a mark of the head
  const votes = marks0.filter((k) => VOTES.test(k));
  const marks = marks0.filter((k) => !VOTES.test(k));
  if (votes.length > 1 || (votes.length && d.title !== `${VOTES.exec(votes[0])![1]} vote${votes[0].startsWith('1') ? '' : 's'}`))
    return undefined;
  const parts = headParts(d, first, votes.length > 0);
  if (!parts) return undefined;
  const effects: Effect[] = [];
  const keywords = new Set<Trait>();
  let redList = false;
  for (const k of [...marks, ...sentences]) {
    if (k === 'Red List') redList = true;
    else if (Object.hasOwn(KEYWORDS, k)) keywords.add(KEYWORDS[k]);
    else if (marks.includes(k)) return undefined;
    else {
      const m = STAT.exec(k);
      if (!m) return undefined;
      // a penalty to stealth or intercept counts as it is: an action's stealth is compared with the intercept (6.2.2.2)
      effects.push({ e: 'mod', stat: m[2] as 'bleed' | 'strength' | 'stealth' | 'intercept', n: Number(m[1]), who: 'self' });
    }
  }
  // the keywords as the importer reads them (same traits, same order; a slave's master clan; the Red List)
  const kept = traits.filter((t) => t !== 'slave');
  if (kept.length !== keywords.size || !kept.every((t) => keywords.has(t)) || redList !== isRedListText(d.text)) return undefined;
  const modes: Mode[] = effects.length ? [{ kind: 'vampire', conditions: [], effects }] : [];
  return {
    fp: fingerprint(d.text),
    status: 'full',
    ...parts,
    ...(traits.length ? { traits } : {}),
    ...(slaveOf ? { slaveOf } : {}),
    ...(redList ? { redList: true as const } : {}),
    modes,
  };
}
