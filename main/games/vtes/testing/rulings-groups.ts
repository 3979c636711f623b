/**
 * Rulings of card groups (groups.yaml of the rulings database) shared by many `full` cards: one entry per
 * card, each checked by its scenario in rulings-groups-scenarios.ts (spread into the area's test file).
 * Outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

/** The Black Hand vampires automated in full (crypt ids and names), the trait group's ruling (vtes-es 11). */
export const BLACK_HAND: readonly (readonly [string, string])[] = [
  ['200124', 'Appius Claudius Corvus'],
  ['200129', 'Aredhel'],
  ['200165', 'Banjoko'],
  ['200277', 'Claudia'],
  ['200287', 'Colonel, The'],
  ['200348', 'Djuhah, The Bronze Bow'],
  ['200359', 'Dominique Santo Paulo'],
  ['200371', 'Dovey Ebfwe'],
  ['200410', 'Elimelech the Twice-Damned'],
  ['200435', 'Ermenegildo, The Rake'],
  ['200449', 'Ezekiel, Lord of Montreal'],
  ['200488', 'Gabriel de Cambrai'],
  ['200496', 'Gatjil Munyarryun'],
  ['200633', 'Ingram Frizer'],
  ['200650', 'Izhim abd Azrael'],
  ['200754', 'Karif al Numair'],
  ['200775', 'Kestrelle Hayes'],
  ['200919', 'Marge Khan'],
  ['200926', 'Mariano Pomposo'],
  ['201013', 'Mosfair'],
  ['201032', 'Nails'],
  ['201062', 'Nizzam al-Latif'],
  ['201083', 'Ondine "Boudicca" Sinclair'],
  ['201126', 'Piotr Andreikov'],
  ['201166', 'Rashid Stockton'],
  ['201185', 'Reza Fatir, The Dark Angel'],
  ['201198', 'Roger Farnsworth'],
  ['201247', 'Saul Meira'],
  ['201296', 'Skryta Zyleta'],
  ['201343', 'Tarbaby Jack'],
  ['201354', 'Teresita, The Godmother'],
  ['201461', 'Wah Chun-Yuen'],
  ['201483', 'Yasmin the Black'],
  ['201485', 'Yazid Tamari'],
];

/** The True Brujah automated in full that cannot use cards requiring Celerity (group ruling LSJ 20050322-2). */
export const NO_CELERITY: readonly (readonly [string, string])[] = [['200891', 'Lydia, Grand Praetor']];

/** Multi-Discipline cards (group ruling LSJ 20011204-3): the Disciplines each mode counts as requiring once played. */
export const MULTI_DISC: Readonly<Record<string, { card: string; area: 'action' | 'combat'; discs: string[][] }>> = {
  '100066': { card: 'Anesthetic Touch', area: 'combat', discs: [['aus'], ['obe'], ['obe']] },
  '100321': { card: "Chameleon's Colors", area: 'combat', discs: [['ani'], ['spi'], ['spi'], ['spi']] },
  '100111': { card: 'Aura Absorption', area: 'action', discs: [['aus'], ['myt'], ['myt']] },
  '100403': { card: 'Conflagration', area: 'combat', discs: [['pot'], ['dai'], ['dai']] },
  '100576': { card: 'Donnybrook', area: 'combat', discs: [['obf'], ['pro'], ['ser']] },
  '100599': { card: 'Ears of the Hare', area: 'action', discs: [['pro'], ['spi'], ['spi']] },
  '101296': { card: 'Nose of the Hound', area: 'action', discs: [['aus'], ['spi'], ['spi']] },
  '100602': { card: 'Earth Swords', area: 'combat', discs: [['pot'], ['myt'], ['myt']] },
  '100751': { card: 'Flow Within the Mountain', area: 'combat', discs: [['tha'], ['vis'], ['vis']] },
  '101226': { card: 'The Missing Voice', area: 'action', discs: [['cel'], ['mel'], ['mel']] },
  '101234': { card: "Mole's Tunneling", area: 'action', discs: [['ani'], ['spi'], ['spi']] },
  '101876': { card: 'Stonestrength', area: 'combat', discs: [['tha'], ['vis'], ['vis'], ['vis']] },
  '101595': { card: 'Relentless Reaper', area: 'combat', discs: [['for'], ['thn'], ['thn']] },
  '101916': { card: 'Swiftness of the Stag', area: 'combat', discs: [['cel'], ['spi'], ['spi'], ['spi']] },
  '102231': { card: 'Party Out Of Bounds', area: 'action', discs: [['obf'], ['pre'], ['pro']] },
  '100571': { card: 'Domain of Evernight', area: 'action', discs: [['obf'], ['tem'], ['tem']] },
  '101716': { card: 'Sense Death', area: 'action', discs: [['ani'], ['val'], ['val']] },
  '100856': { card: 'Gremlins', area: 'action', discs: [['dom'], ['myt'], ['myt']] },
  '101796': { card: 'Skullduggery', area: 'action', discs: [['obf'], ['pre'], ['pro']] },
  '100365': { card: "Clotho's Gift", area: 'action', discs: [['obf'], ['tem'], ['tem']] },
  '101147': {
    card: 'Make the Misere',
    area: 'action',
    discs: [['cel'], ['obf'], ['pot'], ['cel', 'obf'], ['cel', 'pot'], ['obf', 'pot'], ['cel', 'obf', 'pot']],
  },
  '101840': { card: 'Speak with Spirits', area: 'action', discs: [['ani'], ['spi'], ['spi']] },
  '102337': { card: 'Relentlessness', area: 'action', discs: [['cel'], ['for'], ['cel'], ['for']] },
  // several Disciplines used at once (the entry's `multiDisc`): one mode per combination
  '100952': {
    card: 'Illegalism',
    area: 'action',
    discs: [['cel'], ['chi'], ['pre'], ['cel', 'chi'], ['cel', 'pre'], ['chi', 'pre'], ['cel', 'chi', 'pre']],
  },
  '102247': {
    card: 'Break the Bonds',
    area: 'action',
    discs: [['ani'], ['obf'], ['pre'], ['ani', 'obf'], ['ani', 'pre'], ['obf', 'pre'], ['ani', 'obf', 'pre']],
  },
};

/** The animal retainers and allies (group ruling ANK 20200203-2): ally or retainer, by official id. */
export const ANIMALS: Readonly<Record<string, { card: string; ally?: boolean }>> = {
  '100484': { card: "D'habi Revenant" },
  '101254': { card: 'Murder of Crows' },
  '101550': { card: 'Raven Spy' },
  '101628': { card: 'Revenant' },
  '102065': { card: 'Underbridge Stray', ally: true },
  '100626': { card: 'Elephant Guardian' },
};

/** Combat cards giving an optional press (group ruling TOM 19960521), by official id: the mode that gives it. */
export const OPTIONAL_PRESS: Readonly<Record<string, { card: string; mode: number }>> = {
  '100029': { card: 'Aid from Bats', mode: 1 },
  '100744': { card: 'Flash', mode: 1 },
  '100973': { card: 'Indomitability', mode: 1 },
  '101610': { card: "Resist Earth's Grasp", mode: 0 },
};

/** Combat cards preventing damage (group ruling G00153), by official id: the mode played, its prevention and the refs pending. */
export const PREVENTION: Readonly<Record<string, { card: string; mode: number; n: number; refs: string[] }>> = {
  '100834': { card: 'Glancing Blow', mode: 0, n: 1, refs: ['LSJ 20001114'] },
  '100973': { card: 'Indomitability', mode: 0, n: 1, refs: ['LSJ 20001114'] },
  '101588': { card: 'Rego Motum', mode: 0, n: 2, refs: ['ANK 20200318', 'LSJ 20001114', 'RTR 20041202'] },
  '101779': { card: 'Sideslip', mode: 1, n: 1, refs: ['LSJ 20001114'] },
  '101595': { card: 'Relentless Reaper', mode: 0, n: 1, refs: ['LSJ 20001114'] },
  '101608': { card: 'Resilience', mode: 1, n: 3, refs: ['ANK 20200318', 'LSJ 20001114', 'RTR 20041202'] },
  '101791': { card: 'Skin of Rock', mode: 1, n: 2, refs: ['ANK 20200318', 'LSJ 20001114', 'RTR 20041202'] },
  '101817': { card: 'Soak', mode: 0, n: 2, refs: ['ANK 20200318', 'LSJ 20001114', 'RTR 20041202'] },
  '101876': { card: 'Stonestrength', mode: 3, n: 2, refs: ['ANK 20200318', 'LSJ 20001114', 'RTR 20041202'] },
  '102071': { card: 'Unflinching Persistence', mode: 0, n: 1, refs: ['LSJ 20001114'] },
};

/** Clan equipment (group G00013, ANK 20180719-3): once in play, another minion may take it with the rulebook's equip action. */
export const CLAN_EQUIPMENT: Readonly<Record<string, { card: string; clan: string }>> = {
  '100641': { card: 'Enchanted Marionette', clan: 'Malkavian antitribu' },
  '100657': { card: 'Erebus Mask', clan: 'Harbinger of Skulls' },
  '100720': { card: 'Femur of Toomler', clan: 'Tzimisce' },
  '101032': { card: "Kali's Fang", clan: 'Assamite' },
  '102015': { card: 'Treasured Samadji', clan: 'Ravnos' },
};

/**
 * Retainers dealing damage each round (groups G00016, G00017, G00029: ANK 20180612, RTR 19941109), by
 * official id: the damage it deals at close range.
 */
export const RETAINER_DAMAGE: Readonly<Record<string, { card: string; n: number }>> = {
  '101556': { card: 'Razor Bat', n: 1 },
  '101873': { card: 'Stone Dog', n: 1 },
  '102107': { card: 'Vengeful Spirit', n: 1 },
};

/** Weapons usable once each combat (group G00045, ANK 20230316): a second copy gives a second use in the same combat. */
export const ONCE_PER_COMBAT_WEAPONS: Readonly<Record<string, { card: string }>> = {
  '100246': { card: 'Brass Knuckles' },
  '100811': { card: 'Gas-Powered Chainsaw' },
  '101685': { card: 'Sawed-Off Shotgun' },
};

export const GROUP_RULINGS: readonly RulingEntry[] = [
  ...BLACK_HAND.map(([cid, card]): RulingEntry => ({
    key: `black-hand-${cid}`,
    area: 'action',
    cid,
    card,
    sources: ['LSJ 20070322', 'ANK 20180807', 'vtes-es 11'],
    outcome: 'the Black Hand trait is no title (an untitled one may still become anarch) and stays with the vampire when its sect changes',
  })),
  ...NO_CELERITY.map(([cid, card]): RulingEntry => ({
    key: `no-celerity-${cid}`,
    area: 'action',
    cid,
    card,
    sources: ['LSJ 20050322-2', 'vtes-es 1.6.1.3'],
    outcome: 'of a card with a mode requiring Celerity and another mode, only the other mode is offered to the vampire',
  })),
  ...Object.entries(MULTI_DISC).map(([cid, m]): RulingEntry => ({
    key: `multi-disc-${cid}`,
    area: m.area,
    cid,
    card: m.card,
    sources: ['LSJ 20011204-3', 'PIB 20130704'],
    outcome: 'once played, the card counts as requiring only the Discipline of the mode used',
  })),
  ...Object.entries(ANIMALS).map(([cid, a]): RulingEntry => ({
    key: `animal-${cid}`,
    area: 'action',
    cid,
    card: a.card,
    sources: ['ANK 20200203-2', 'LSJ 20060515'],
    outcome: 'in play it counts neither as a mortal nor as a monster: a condition asking for a mortal does not hold for it',
  })),
  ...Object.entries(OPTIONAL_PRESS).map(([cid, p]): RulingEntry => ({
    key: `optional-press-${cid}`,
    area: 'combat',
    cid,
    card: p.card,
    sources: ['TOM 19960521', 'vtes-es 6.4.4'],
    outcome: 'the optional press it gives, left unused in its round, is gone in the next round',
  })),
  ...Object.entries(CLAN_EQUIPMENT).map(([cid, w]): RulingEntry => ({
    key: `clan-equipment-${cid}`,
    area: 'action',
    cid,
    card: w.card,
    sources: ['ANK 20180719-3', 'vtes-es 6.1.3'],
    outcome: 'a vampire of another clan may take it from the minion carrying it with the equip action, and then carries it',
  })),
  ...Object.entries(RETAINER_DAMAGE).map(([cid, r]): RulingEntry => ({
    key: `retainer-damage-${cid}`,
    area: 'combat',
    cid,
    card: r.card,
    sources: ['ANK 20180612', 'RTR 19941109', 'vtes-es 6.4.5'],
    outcome:
      'its damage is environmental: an opponent that dodges the employer still takes it, and an additional strike of the employer adds no second dose of it',
  })),
  ...Object.entries(ONCE_PER_COMBAT_WEAPONS).map(([cid, w]): RulingEntry => ({
    key: `weapon-once-combat-${cid}`,
    area: 'combat',
    cid,
    card: w.card,
    sources: ['ANK 20230316', 'vtes-es 6.4.5'],
    outcome: 'used in the first round, the same copy is not offered in the second; a second copy on the same minion still is',
  })),
  ...Object.entries(PREVENTION).map(([cid, p]): RulingEntry => ({
    key: `prevention-${cid}`,
    area: 'combat',
    cid,
    card: p.card,
    sources: [...p.refs, 'vtes-es 6.4.6'],
    outcome:
      p.n > 1
        ? 'against 1 damage it prevents that damage whole, and the points left unused are not kept: the next round’s damage is taken in full'
        : 'it prevents the damage of its round only: the next round’s damage is taken in full',
  })),
];
