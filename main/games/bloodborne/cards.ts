/**
 * Bloodborne: The Card Game — the ONE data file for all 87 cards (25 starter cards = 5 kinds
 * x 5 hunters, 32 upgrades, 18 monsters, 7 bosses, 5 final bosses), the three monster dice and
 * the trophy tracks. Cards are data over a small effect vocabulary interpreted by combat.ts,
 * dream.ts and flow.ts; texts are rendered from this data (text.ts) with the templates of
 * locales/{es,pl}/cards-bloodborne.json. What the rulebook gives and what was designed is listed
 * in docs/bloodborne-designed-cards.md.
 */

export type ActionClass = 'melee' | 'ranged' | 'usable';
export type MonsterType = 'kin' | 'humanoid' | 'beast';
export type Lantern = 'green' | 'yellow' | 'red';

export const MONSTER_TYPES: readonly MonsterType[] = ['kin', 'humanoid', 'beast'];

/** Effects of action cards (starters and upgrades). */
export type ActionEffect =
  | { op: 'transform' } // step 2: pick a weapon from hand after the reveal
  | { op: 'dream' } // step 7: the Hunter's Dream
  | { op: 'halve' } // step 4: take half the monster's damage, rounded down
  | { op: 'avoid' } // step 4: take no damage from the monster
  | { op: 'armor'; n: number } // step 4: take n less damage from the monster
  | { op: 'soleInstant' } // the damage is instant only if you are the only hunter playing this card
  | { op: 'trophyBonus' } // if you earn a trophy this round, one more of one of the monster's types
  | { op: 'vsType'; type: MonsterType; n: number } // +n damage against that type
  | { op: 'vsBoss'; n: number } // +n damage against bosses and the final boss
  | { op: 'alone'; n: number } // +n damage when no other hunter plays a weapon this round
  | { op: 'blast'; n: number } // instant: n damage to every hunter (you too) and n to the monster
  | { op: 'heal'; n: number } // instant: recover n health
  | { op: 'cancelMelee' } // instant: the melee weapon of the hunter on your left deals no damage
  | { op: 'steal'; n: number } // instant: take up to n collected echoes from the richest other hunter
  | { op: 'bank' } // after your damage (or in step 3 for a usable card): deposit your collected echoes
  | { op: 'selfHurt'; n: number } // step 3: you lose n health
  | { op: 'reclaim'; n: number } // step 3: the n cards you used most recently go back to your hand
  | { op: 'lifesteal' }; // recover as much health as the damage you deal

export interface ActionCard {
  id: string;
  cls: ActionClass;
  /** Damage to the monster (echoes taken); 0 for cards that deal none. */
  dmg: number;
  /** Deals its damage in step 3 (instant) instead of step 5. */
  instant?: boolean;
  fx: ActionEffect[];
  starter?: boolean;
}

/** Monster and boss abilities: when they act and what they do. */
export type MonsterAbility =
  | { when: 'reveal' | 'flee'; op: 'allHurt'; n: number } // every hunter takes n damage
  | { when: 'reveal'; op: 'poorestGain'; n: number } // hunters with the lowest total echoes gain n from the bank
  | { when: 'reveal'; op: 'mostCardsHurt'; n: number } // hunters with the most cards in hand take n damage
  | { when: 'reveal' | 'flee'; op: 'richestLose'; n: number } // hunters with the most collected echoes lose n
  | { when: 'flee'; op: 'hittersLose'; n: number } // hunters who damaged it this round lose n collected echoes
  | { when: 'flee'; op: 'backUnder' } // goes under the Chalice Dungeon deck (removed if the deck is empty)
  | { when: 'always'; op: 'rangedCap'; n: number } // ranged weapons deal at most n
  | { when: 'always'; op: 'meleeMinus'; n: number } // melee weapons deal n less
  | { when: 'always'; op: 'ignoreAvoid' } // its attack ignores avoid and armor effects
  | { when: 'always'; op: 'noHalve' } // the Hunter's Dream does not halve its attack
  | { when: 'always'; op: 'instantImmune' } // instant damage does not hurt it
  | { when: 'always'; op: 'attackBonus'; n: number } // +n to every attack roll
  | { when: 'always'; op: 'thorns'; n: number } // a hunter who damages it takes n damage
  | { when: 'always'; op: 'punishDream'; n: number }; // hunters who play the Dream take n more

export interface MonsterCard {
  id: string;
  kind: 'monster' | 'boss';
  health: number;
  lantern: Lantern;
  types: MonsterType[];
  ability: MonsterAbility | null;
}

/** Final boss global rules (in force all game). */
export type FinalRule =
  | { op: 'monsterBonus'; n: number } // every other monster and boss starts with n more echoes
  | { op: 'splashLeft' } // weapons that damage the final boss deal the same damage to the attacker's left neighbour
  | { op: 'fleeRefill' } // when a monster flees, a random unused monster goes under the Chalice Dungeon deck
  | { op: 'maxHealth'; n: number } // hunters' maximum health is n
  | { op: 'secondDeath' }; // a hunter who dies a second time is eliminated

export interface FinalBossCard {
  id: string;
  health: number;
  lantern: Lantern;
  rule: FinalRule;
}

// ---------------------------------------------------------------- starter cards (rulebook)

export const STARTERS: readonly ActionCard[] = [
  { id: 'axe', cls: 'melee', dmg: 2, fx: [], starter: true }, // Hacha de cazador: 2 (example L491)
  { id: 'saw', cls: 'melee', dmg: 1, fx: [{ op: 'trophyBonus' }], starter: true }, // Cuchilla dentada: 1 (L487)
  { id: 'pistol', cls: 'ranged', dmg: 1, fx: [{ op: 'soleInstant' }], starter: true }, // Pistola de cazador (L261-280)
  { id: 'transform', cls: 'usable', dmg: 0, fx: [{ op: 'transform' }], starter: true },
  { id: 'dream', cls: 'usable', dmg: 0, fx: [{ op: 'halve' }, { op: 'dream' }], starter: true },
];

// ---------------------------------------------------------------- upgrades (32; 3 partly known)

export const UPGRADES: readonly ActionCard[] = [
  // melee (red)
  { id: 'U01', cls: 'melee', dmg: 3, fx: [{ op: 'vsBoss', n: 1 }] }, // Espada sagrada de Ludwig
  { id: 'U02', cls: 'melee', dmg: 4, fx: [{ op: 'selfHurt', n: 1 }] }, // Estacador (name from the rulebook)
  { id: 'U03', cls: 'melee', dmg: 2, fx: [{ op: 'alone', n: 2 }] }, // Rakuyo
  { id: 'U04', cls: 'melee', dmg: 2, fx: [{ op: 'trophyBonus' }] }, // Hoja de la Piedad
  { id: 'U05', cls: 'melee', dmg: 3, fx: [{ op: 'vsType', type: 'beast', n: 1 }] }, // Martillo de Kirk
  { id: 'U06', cls: 'melee', dmg: 2, fx: [{ op: 'vsType', type: 'kin', n: 2 }] }, // Hoja de entierro
  { id: 'U07', cls: 'melee', dmg: 2, fx: [{ op: 'lifesteal' }] }, // Lanza rifle
  { id: 'U08', cls: 'melee', dmg: 2, fx: [{ op: 'vsType', type: 'humanoid', n: 2 }] }, // Garras de bestia
  {
    id: 'U09',
    cls: 'melee',
    dmg: 3,
    fx: [
      { op: 'vsBoss', n: 2 },
      { op: 'selfHurt', n: 1 },
    ],
  }, // Espada de luz de luna
  { id: 'U10', cls: 'melee', dmg: 2, fx: [{ op: 'armor', n: 1 }] }, // Bastón de cazador
  { id: 'U11', cls: 'melee', dmg: 2, fx: [{ op: 'vsType', type: 'beast', n: 2 }] }, // Sierra giratoria
  { id: 'U12', cls: 'melee', dmg: 2, instant: true, fx: [] }, // Tonitrus
  { id: 'U13', cls: 'melee', dmg: 3, fx: [{ op: 'bank' }] }, // Chikage
  // ranged (blue)
  { id: 'U14', cls: 'ranged', dmg: 1, fx: [{ op: 'avoid' }] }, // Pistola de repetición (rulebook: avoids damage)
  { id: 'U15', cls: 'ranged', dmg: 1, instant: true, fx: [{ op: 'cancelMelee' }] }, // Trabuco de cazador
  { id: 'U16', cls: 'ranged', dmg: 4, fx: [{ op: 'selfHurt', n: 2 }] }, // Cañón
  { id: 'U17', cls: 'ranged', dmg: 2, fx: [{ op: 'alone', n: 1 }] }, // Mosquete de Ludwig
  { id: 'U18', cls: 'ranged', dmg: 0, instant: true, fx: [{ op: 'blast', n: 1 }] }, // Lanzallamas (rulebook: 1 to all hunters and the monster)
  { id: 'U19', cls: 'ranged', dmg: 2, fx: [{ op: 'soleInstant' }] }, // Evelyn
  { id: 'U20', cls: 'ranged', dmg: 2, fx: [{ op: 'armor', n: 1 }] }, // Pistola de Piers
  { id: 'U21', cls: 'ranged', dmg: 2, instant: true, fx: [] }, // Arco de Simon
  { id: 'U22', cls: 'ranged', dmg: 3, fx: [] }, // Cañón de la Iglesia
  { id: 'U23', cls: 'ranged', dmg: 1, instant: true, fx: [{ op: 'alone', n: 2 }] }, // Ametralladora Gatling
  // usable (grey)
  { id: 'U24', cls: 'usable', dmg: 0, instant: true, fx: [{ op: 'heal', n: 8 }] }, // Vial de sangre (rulebook: instant)
  { id: 'U25', cls: 'usable', dmg: 2, instant: true, fx: [] }, // Cóctel molotov
  { id: 'U26', cls: 'usable', dmg: 1, instant: true, fx: [{ op: 'trophyBonus' }] }, // Cuchillos arrojadizos
  { id: 'U27', cls: 'usable', dmg: 0, instant: true, fx: [{ op: 'reclaim', n: 2 }] }, // Campana del mensajero
  { id: 'U28', cls: 'usable', dmg: 0, instant: true, fx: [{ op: 'bank' }, { op: 'armor', n: 1 }] }, // Marca del cazador
  { id: 'U29', cls: 'usable', dmg: 0, instant: true, fx: [{ op: 'blast', n: 2 }] }, // Llamada del más allá
  {
    id: 'U30',
    cls: 'usable',
    dmg: 0,
    instant: true,
    fx: [
      { op: 'heal', n: 8 },
      { op: 'armor', n: 1 },
    ],
  }, // Sangre de Adella
  { id: 'U31', cls: 'usable', dmg: 0, instant: true, fx: [{ op: 'steal', n: 2 }] }, // Augur de Ebrietas
  {
    id: 'U32',
    cls: 'usable',
    dmg: 0,
    instant: true,
    fx: [
      { op: 'heal', n: 3 },
      { op: 'reclaim', n: 1 },
    ],
  }, // Sedante
];

// ---------------------------------------------------------------- Chalice Dungeon: 18 monsters, 7 bosses

export const MONSTERS: readonly MonsterCard[] = [
  // beasts
  { id: 'M01', kind: 'monster', health: 3, lantern: 'red', types: ['beast'], ability: null }, // Bestia infectada (rulebook: red, 3)
  { id: 'M02', kind: 'monster', health: 5, lantern: 'yellow', types: ['beast'], ability: { when: 'reveal', op: 'poorestGain', n: 3 } }, // Alma poseída por una bestia
  { id: 'M03', kind: 'monster', health: 3, lantern: 'green', types: ['beast'], ability: { when: 'flee', op: 'allHurt', n: 1 } }, // Perro rabioso
  { id: 'M04', kind: 'monster', health: 6, lantern: 'yellow', types: ['beast'], ability: { when: 'reveal', op: 'mostCardsHurt', n: 2 } }, // Cerdo devorador
  { id: 'M05', kind: 'monster', health: 4, lantern: 'red', types: ['beast'], ability: { when: 'always', op: 'ignoreAvoid' } }, // Lobo de sangre
  { id: 'M06', kind: 'monster', health: 5, lantern: 'green', types: ['beast'], ability: { when: 'flee', op: 'backUnder' } }, // Rata gigante
  // kin
  { id: 'M07', kind: 'monster', health: 6, lantern: 'yellow', types: ['kin'], ability: { when: 'reveal', op: 'allHurt', n: 1 } }, // Linterna de invierno (rulebook: 6)
  { id: 'M08', kind: 'monster', health: 3, lantern: 'green', types: ['kin'], ability: { when: 'flee', op: 'hittersLose', n: 1 } }, // Larva celestial
  { id: 'M09', kind: 'monster', health: 4, lantern: 'green', types: ['kin'], ability: { when: 'always', op: 'instantImmune' } }, // Emisario celeste
  { id: 'M10', kind: 'monster', health: 5, lantern: 'yellow', types: ['kin'], ability: { when: 'always', op: 'rangedCap', n: 1 } }, // Ojo de la pesadilla
  { id: 'M11', kind: 'monster', health: 4, lantern: 'red', types: ['kin'], ability: { when: 'reveal', op: 'richestLose', n: 2 } }, // Araña de los ojos
  { id: 'M12', kind: 'monster', health: 4, lantern: 'yellow', types: ['kin'], ability: { when: 'flee', op: 'richestLose', n: 2 } }, // Chupacerebros
  // humanoids
  { id: 'M13', kind: 'monster', health: 5, lantern: 'yellow', types: ['humanoid'], ability: { when: 'always', op: 'thorns', n: 1 } }, // Ejecutor
  { id: 'M14', kind: 'monster', health: 4, lantern: 'red', types: ['humanoid'], ability: { when: 'always', op: 'rangedCap', n: 1 } }, // Cazador enloquecido
  { id: 'M15', kind: 'monster', health: 3, lantern: 'green', types: ['humanoid'], ability: null }, // Vecino de Yharnam
  { id: 'M16', kind: 'monster', health: 6, lantern: 'yellow', types: ['humanoid'], ability: { when: 'always', op: 'noHalve' } }, // Sacerdote de la Iglesia
  { id: 'M17', kind: 'monster', health: 4, lantern: 'green', types: ['humanoid'], ability: { when: 'flee', op: 'backUnder' } }, // Doncella de sangre
  { id: 'M18', kind: 'monster', health: 7, lantern: 'red', types: ['humanoid'], ability: { when: 'always', op: 'meleeMinus', n: 1 } }, // Gigante de la Iglesia
];

export const BOSSES: readonly MonsterCard[] = [
  { id: 'B1', kind: 'boss', health: 8, lantern: 'red', types: ['humanoid', 'beast'], ability: { when: 'always', op: 'attackBonus', n: 1 } }, // Padre Gascoigne (rulebook: humanoid + beast)
  { id: 'B2', kind: 'boss', health: 9, lantern: 'yellow', types: ['humanoid', 'kin'], ability: { when: 'always', op: 'instantImmune' } }, // La Sombra de Yharnam
  { id: 'B3', kind: 'boss', health: 8, lantern: 'red', types: ['beast', 'humanoid'], ability: { when: 'always', op: 'thorns', n: 1 } }, // Bestia clériga
  { id: 'B4', kind: 'boss', health: 9, lantern: 'yellow', types: ['humanoid', 'kin'], ability: { when: 'always', op: 'noHalve' } }, // Logarius el mártir
  { id: 'B5', kind: 'boss', health: 7, lantern: 'red', types: ['beast', 'humanoid'], ability: { when: 'always', op: 'ignoreAvoid' } }, // Bestia sedienta de sangre
  { id: 'B6', kind: 'boss', health: 10, lantern: 'yellow', types: ['kin', 'beast'], ability: { when: 'always', op: 'punishDream', n: 1 } }, // Amígdala
  {
    id: 'B7',
    kind: 'boss',
    health: 9,
    lantern: 'yellow',
    types: ['beast', 'kin', 'humanoid'],
    ability: { when: 'always', op: 'meleeMinus', n: 1 },
  }, // Paarl, la bestia oscura
];

export const FINAL_BOSSES: readonly FinalBossCard[] = [
  { id: 'F1', health: 10, lantern: 'red', rule: { op: 'monsterBonus', n: 2 } }, // Gehrman, el primer cazador (rulebook: +2)
  { id: 'F2', health: 11, lantern: 'yellow', rule: { op: 'splashLeft' } }, // Ebrietas, hija del cosmos (rulebook)
  { id: 'F3', health: 9, lantern: 'yellow', rule: { op: 'fleeRefill' } }, // Micolash, huésped de la pesadilla (fragment)
  { id: 'F4', health: 10, lantern: 'red', rule: { op: 'maxHealth', n: 6 } }, // Vicaria Amelia (fragment: health 6)
  { id: 'F5', health: 12, lantern: 'yellow', rule: { op: 'secondDeath' } }, // Rom, la araña vacua (review: second death)
];

// ---------------------------------------------------------------- dice and trophy tracks (designed)

export interface DieFace {
  v: number;
  /** Critical (✱): roll again and add. */
  crit: boolean;
}

const f = (v: number, crit = false): DieFace => ({ v, crit });

/** The three monster dice, six faces each (the rulebook shows a red 2✱ and a red 0). */
export const DICE: Record<Lantern, readonly DieFace[]> = {
  green: [f(0), f(1), f(1), f(1), f(2), f(1, true)],
  yellow: [f(0), f(1), f(2), f(2), f(3), f(2, true)],
  red: [f(0), f(1), f(2), f(3), f(2, true), f(3, true)],
};

/** Echoes at the end of the game by trophies earned (index = trophies; beyond the end: last value). */
export const TROPHY_TRACKS: Record<MonsterType, readonly number[]> = {
  kin: [0, 1, 3, 6, 9, 12],
  humanoid: [0, 1, 3, 5, 8, 11],
  beast: [0, 1, 2, 4, 6, 9],
};

export function trophyValue(type: MonsterType, count: number): number {
  const t = TROPHY_TRACKS[type];
  return t[Math.min(count, t.length - 1)];
}

// ---------------------------------------------------------------- constants and lookups

export const MAX_HEALTH = 8;
/** Upgrade limit: cards between hand and used pile. */
export const CARD_LIMIT = 7;
export const DUNGEON_MONSTERS = 7;
export const DUNGEON_BOSSES = 3;
/** Echo tokens in the bank at set-up (the box's tokens have denominations; digitally a count). */
export const BANK = 400;

export const actionById = new Map<string, ActionCard>([...STARTERS, ...UPGRADES].map((c) => [c.id, c]));
export const monsterById = new Map<string, MonsterCard>([...MONSTERS, ...BOSSES].map((c) => [c.id, c]));
export const finalById = new Map<string, FinalBossCard>(FINAL_BOSSES.map((c) => [c.id, c]));

/**
 * STARTER_HANDS[seat]: a seat's starter instance ids ('axe#2'), built once. Every game's hands hold
 * these very strings, so the maps keyed by instance (actionOf, the option caches) compare them by
 * identity instead of by content.
 */
export const STARTER_HANDS: readonly (readonly string[])[] = Array.from({ length: 5 }, (_, seat) =>
  Object.freeze(STARTERS.map((c) => `${c.id}#${seat}`)),
);

/** A card instance id ('axe#2' = seat 2's Hunter Axe; upgrades are unique: 'U14'). */
export function kindOf(instance: string): string {
  const i = instance.indexOf('#');
  return i < 0 ? instance : instance.slice(0, i);
}

/** Action card of each instance id met so far (the instance ids are few: no kindOf slice per lookup). */
const actionByInstance = new Map<string, ActionCard>();

export function actionOf(instance: string): ActionCard {
  let c = actionByInstance.get(instance);
  if (c) return c;
  c = actionById.get(kindOf(instance));
  if (!c) throw new Error(`unknown action card ${instance}`);
  actionByInstance.set(instance, c);
  return c;
}

// has and fx loop over the card's one to three effects (no closure built per call)
export function has(card: ActionCard, op: ActionEffect['op']): boolean {
  for (const e of card.fx) if (e.op === op) return true;
  return false;
}

export function fx<O extends ActionEffect['op']>(card: ActionCard, op: O): Extract<ActionEffect, { op: O }> | undefined {
  for (const e of card.fx) if (e.op === op) return e as Extract<ActionEffect, { op: O }>;
  return undefined;
}

export function isWeapon(card: ActionCard): boolean {
  return card.cls === 'melee' || card.cls === 'ranged';
}
