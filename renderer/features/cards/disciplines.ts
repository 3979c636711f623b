/** Discipline and virtue codes the lookup knows (VEKN lower-case abbreviations). */
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

/** Full English names the official library list uses, mapped to codes. */
const LONG_NAMES: Record<string, string> = {
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
  return LONG_NAMES[s] ?? null;
}

export function isVirtue(code: string): boolean {
  return (VIRTUE_CODES as readonly string[]).includes(code);
}
