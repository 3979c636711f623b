// Generates the project's own discipline and clan icons (simple monograms, original design).
// Run: node assets/icons/generate.mjs — the SVG files are committed; rerun after editing the lists.
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);

/** VEKN discipline/virtue code -> monogram (three letters, as players write them). */
const disciplines = {
  abo: 'ABO',
  ani: 'ANI',
  aus: 'AUS',
  cel: 'CEL',
  chi: 'CHI',
  dai: 'DAI',
  dem: 'DEM',
  dom: 'DOM',
  for: 'FOR',
  mel: 'MEL',
  myt: 'MYT',
  nec: 'NEC',
  obe: 'OBE',
  obf: 'OBF',
  obl: 'OBL',
  obt: 'OBT',
  pot: 'POT',
  pre: 'PRE',
  pro: 'PRO',
  qui: 'QUI',
  san: 'SAN',
  ser: 'SER',
  spi: 'SPI',
  tem: 'TEM',
  tha: 'THA',
  thn: 'THN',
  val: 'VAL',
  vic: 'VIC',
  vis: 'VIS',
  mal: 'MAL',
  str: 'STR',
  fli: 'FLI',
  // imbued virtues
  def: 'DEF',
  inn: 'INN',
  jud: 'JUD',
  mar: 'MAR',
  red: 'RED',
  ven: 'VEN',
  viz: 'VIZ',
};
const virtues = new Set(['def', 'inn', 'jud', 'mar', 'red', 'ven', 'viz']);

/** Clan names as in the official list -> two-letter monogram. */
const clans = {
  Abomination: 'Ab',
  Ahrimane: 'Ah',
  Akunanse: 'Ak',
  Assamite: 'As',
  Avenger: 'Av',
  Baali: 'Ba',
  'Banu Haqim': 'BH',
  'Blood Brother': 'BB',
  Brujah: 'Br',
  'Brujah antitribu': 'Br',
  Caitiff: 'Ca',
  'Daughter of Cacophony': 'DC',
  Defender: 'De',
  'Follower of Set': 'FS',
  Gangrel: 'Ga',
  'Gangrel antitribu': 'Ga',
  Gargoyle: 'Gg',
  Giovanni: 'Gi',
  Guruhi: 'Gu',
  'Harbinger of Skulls': 'HS',
  Hecata: 'He',
  Innocent: 'In',
  Ishtarri: 'Is',
  Judge: 'Ju',
  Kiasyd: 'Ki',
  Lasombra: 'La',
  Malkavian: 'Ma',
  'Malkavian antitribu': 'Ma',
  Martyr: 'Mr',
  Ministry: 'Mi',
  Nagaraja: 'Na',
  Nosferatu: 'No',
  'Nosferatu antitribu': 'No',
  Osebo: 'Os',
  Pander: 'Pa',
  Ravnos: 'Ra',
  Redeemer: 'Re',
  Salubri: 'Sa',
  'Salubri antitribu': 'Sa',
  Samedi: 'Sm',
  Toreador: 'To',
  'Toreador antitribu': 'To',
  Tremere: 'Tr',
  'Tremere antitribu': 'Tr',
  'True Brujah': 'TB',
  Tzimisce: 'Tz',
  Ventrue: 'Ve',
  'Ventrue antitribu': 'Ve',
  Visionary: 'Vi',
};

export function clanSlug(name) {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function hue(s) {
  let h = 0;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

function disciplineSvg(code, mono) {
  // Glyph only: the square (inferior) or rhombus (superior) frame is drawn by the UI.
  const mark = virtues.has(code)
    ? '<path d="M16 5 L18 8.5 L14 8.5 Z" fill="#f4e6c4"/>' // small flame-like tick for virtues
    : '<path d="M12 24 H20" stroke="#f4e6c4" stroke-width="1.4" stroke-linecap="round"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
  <title>${code}</title>
  <text x="16" y="20.4" text-anchor="middle" font-family="'DejaVu Sans Condensed','Arial Narrow',sans-serif" font-weight="700" font-size="11.5" textLength="20.5" lengthAdjust="spacingAndGlyphs" fill="#f4e6c4">${mono}</text>
  ${mark}
</svg>
`;
}

function clanSvg(name, mono) {
  const h = hue(clanSlug(name).replace(/-antitribu$/, ''));
  const anti = /antitribu$/.test(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
  <title>${name}</title>
  <path d="M16 2 L28 7 V16 C28 23 22.5 28 16 30 C9.5 28 4 23 4 16 V7 Z" fill="hsl(${h},45%,28%)" stroke="hsl(${h},60%,62%)" stroke-width="1.5"/>
  <text x="16" y="20.5" text-anchor="middle" font-family="'DejaVu Serif',Georgia,serif" font-weight="700" font-size="12" fill="#f6ecd9">${mono}</text>
  ${anti ? '<path d="M11 25 H21" stroke="#f6ecd9" stroke-width="1.4" stroke-linecap="round"/>' : ''}
</svg>
`;
}

fs.mkdirSync(path.join(here, 'disciplines'), { recursive: true });
fs.mkdirSync(path.join(here, 'clans'), { recursive: true });
for (const [code, mono] of Object.entries(disciplines)) {
  fs.writeFileSync(path.join(here, 'disciplines', `${code}.svg`), disciplineSvg(code, mono));
}
for (const [name, mono] of Object.entries(clans)) {
  fs.writeFileSync(path.join(here, 'clans', `${clanSlug(name)}.svg`), clanSvg(name, mono));
}
console.log(`${Object.keys(disciplines).length} disciplines, ${Object.keys(clans).length} clans`);
