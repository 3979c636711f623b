/**
 * V:TES disciplines and virtues (pure, shared by main and renderer): the VEKN lower-case codes,
 * the long English names of the official card list, and their normalization. One definition for
 * the catalog import, the query language and the lookup's icons.
 */

/** Discipline codes (VEKN lower-case abbreviations). */
export const DISCIPLINE_CODES = [
  'abo',
  'ani',
  'aus',
  'cel',
  'chi',
  'dai',
  'dem',
  'dom',
  'fli',
  'for',
  'mal',
  'mel',
  'myt',
  'nec',
  'obe',
  'obf',
  'obl',
  'obt',
  'pot',
  'pre',
  'pro',
  'qui',
  'san',
  'ser',
  'spi',
  'str',
  'tem',
  'tha',
  'thn',
  'val',
  'vic',
  'vis',
] as const;

/** Imbued virtues (one level only). */
export const VIRTUE_CODES = ['def', 'inn', 'jud', 'mar', 'red', 'ven', 'viz'] as const;

const ALL = new Set<string>([...DISCIPLINE_CODES, ...VIRTUE_CODES]);

/** Full English names the official card list uses (and the newer "Blood Sorcery"), mapped to codes. */
export const DISCIPLINE_NAMES: Readonly<Record<string, string>> = {
  abombwe: 'abo',
  animalism: 'ani',
  auspex: 'aus',
  celerity: 'cel',
  chimerstry: 'chi',
  daimoinon: 'dai',
  dementation: 'dem',
  dominate: 'dom',
  flight: 'fli',
  fortitude: 'for',
  maleficia: 'mal',
  melpominee: 'mel',
  mytherceria: 'myt',
  necromancy: 'nec',
  obeah: 'obe',
  obfuscate: 'obf',
  oblivion: 'obl',
  obtenebration: 'obt',
  potence: 'pot',
  presence: 'pre',
  protean: 'pro',
  quietus: 'qui',
  sanguinus: 'san',
  serpentis: 'ser',
  spiritus: 'spi',
  striga: 'str',
  temporis: 'tem',
  thaumaturgy: 'tha',
  'blood sorcery': 'tha',
  thanatosis: 'thn',
  valeren: 'val',
  vicissitude: 'vic',
  visceratika: 'vis',
  defense: 'def',
  innocence: 'inn',
  judgment: 'jud',
  martyrdom: 'mar',
  redemption: 'red',
  vengeance: 'ven',
  vision: 'viz',
};

/** Normalizes a code or full name ('AUS', 'Auspex', 'flight') to the lower-case code, or null. */
export function disciplineCode(raw: string): string | null {
  const s = raw.trim().toLowerCase();
  if (ALL.has(s)) return s;
  return DISCIPLINE_NAMES[s] ?? null;
}

export function isVirtue(code: string): boolean {
  return (VIRTUE_CODES as readonly string[]).includes(code);
}
