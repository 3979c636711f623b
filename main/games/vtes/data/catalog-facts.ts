/**
 * The catalog's facts as the rules read them (issue #5 item 5, issue 27 item 3; vtes-es 1.6.1.3
 * "Requisitos", 11 "Títulos", "Sectas"; vtes-pl "Wymagania", "Tytuły", "Sekty"): titles, sects,
 * Discipline codes, the mode kind of a card type, and the requirements a library card's data row
 * lists (vteslibmeta.csv). Columns of the catalog only, never the card text (the text's readings
 * are the offline draft generator's, draft/).
 */
import type { Condition, ModeKind, Sect, Title } from '../schema/effects';
import { TitleSchema } from '../schema/schema';

/** The sect titles, in the schema's order (the title votes of Independents are CRYPT_TITLES'). */
export const TITLES: Title[] = TitleSchema.options.filter((t) => t !== '1 vote' && t !== '2 votes');
/** Titles a crypt card may state: the sect titles and the votes of titled Independents ("1 vote", "2 votes"). */
export const CRYPT_TITLES: Title[] = [...TITLES, '1 vote', '2 votes'];
export const SECT_NAMES: Sect[] = ['camarilla', 'sabbat', 'laibon', 'independent', 'anarch'];
export const DISC_CODES: Record<string, string> = {
  animalism: 'ani',
  auspex: 'aus',
  celerity: 'cel',
  dominate: 'dom',
  fortitude: 'for',
  obfuscate: 'obf',
  potence: 'pot',
  presence: 'pre',
  protean: 'pro',
  thaumaturgy: 'tha',
  dementation: 'dem',
  chimerstry: 'chi',
  necromancy: 'nec',
  obtenebration: 'obt',
  quietus: 'qui',
  serpentis: 'ser',
  vicissitude: 'vic',
  blood_sorcery: 'tha',
  oblivion: 'obl',
};

/** The kind of mode a card type of the data gives (the first that applies). */
export function kindOf(types: string[]): ModeKind {
  const t = types.map((x) => x.toLowerCase());
  // imbued appendix 2 and 3: convictions and powers are card types of their own
  if (t.includes('conviction')) return 'conviction';
  if (t.includes('power')) return 'power';
  if (t.includes('political action')) return 'political';
  if (t.includes('equipment')) return 'equip';
  if (t.includes('retainer')) return 'retainer';
  if (t.includes('ally')) return 'ally';
  if (t.includes('action')) return 'action';
  if (t.includes('action modifier')) return 'modifier';
  if (t.includes('reaction')) return 'reaction';
  if (t.includes('combat')) return 'combat';
  if (t.includes('event')) return 'event';
  return 'master';
}

/**
 * Requirements the card data lists for a library card (vteslibmeta.csv, 1.6.1.3): sects (several =
 * any of them), "non-<sect>", titles (any of them; "city title" = prince, archbishop or baron),
 * "titled"/"non-titled", capacity bounds, traits (infernal, slave, black hand, seraph; "non-sterile"),
 * "non-caitiff", advanced/base/unmerged, (non-)Red List and the Edge. Other entries (Gehenna events, circles,
 * imbued and other minion kinds, paths) are not enforced (docs/vtes-automation.md).
 */
export function reqsFromData(requirements: string[]): Condition[] {
  const rq = requirements.map((x) => x.trim().toLowerCase());
  const out: Condition[] = [];
  const titles = new Set<Title>();
  for (const x of rq) {
    if (TITLES.includes(x as Title)) titles.add(x as Title);
    if (x === 'city title') for (const t of ['prince', 'archbishop', 'baron'] as Title[]) titles.add(t);
  }
  // section 10: a regent counts as a cardinal for cards
  if (titles.has('cardinal')) titles.add('regent');
  if (titles.size) out.push({ r: 'title', titles: TITLES.filter((t) => titles.has(t)) });
  const sects = SECT_NAMES.filter((x) => rq.includes(x));
  if (sects.length === 1) out.push({ r: 'sect', sect: sects[0] });
  else if (sects.length > 1) out.push({ r: 'sects', sects });
  for (const x of SECT_NAMES) if (rq.includes(`non-${x}`)) out.push({ r: 'notSect', sect: x });
  if (rq.includes('titled')) out.push({ r: 'titled' });
  if (rq.includes('non-titled')) out.push({ r: 'titled', not: true });
  for (const x of rq) {
    const m = /^capacity (\d+) or (more|less)$/.exec(x);
    if (m) out.push(m[2] === 'more' ? { r: 'capacity', min: Number(m[1]) } : { r: 'capacity', max: Number(m[1]) });
  }
  const traits: [string, Condition][] = [
    ['infernal', { r: 'trait', trait: 'infernal' }],
    ['slave', { r: 'trait', trait: 'slave' }],
    ['black hand', { r: 'trait', trait: 'blackHand' }],
    ['seraph', { r: 'trait', trait: 'seraph' }],
    ['non-sterile', { r: 'trait', trait: 'sterile', not: true }],
    ['red list', { r: 'trait', trait: 'redList' }],
    ['non-red list', { r: 'trait', trait: 'redList', not: true }],
  ];
  for (const [k, r] of traits) if (rq.includes(k)) out.push(r);
  if (rq.includes('non-caitiff')) out.push({ r: 'notClan', clan: 'Caitiff' });
  for (const v of ['advanced', 'base', 'unmerged'] as const) if (rq.includes(v)) out.push({ r: 'version', v });
  if (rq.includes('edge')) out.push({ r: 'edge' });
  for (const x of rq) {
    const g = /^(\d+) gehenna$/.exec(x);
    if (g) out.push({ r: 'gehenna', n: Number(g[1]) });
  }
  return out;
}
