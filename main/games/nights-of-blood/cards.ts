/**
 * Nights of Blood card content as data: the ONE data file for the main deck (100 cards with copy
 * counts), the 15 bloodlines, the 20 blood powers, the 15 events, the wounds and the sect cards
 * with the sect tables. The rulebook names a handful of cards and gives no numbers; everything
 * else here is designed and listed in docs/nights-of-blood-designed-cards.md.
 * Effects use a small vocabulary interpreted by the rules modules; texts are rendered from this
 * data (text.ts) with the templates of locales/{es,pl}/cards-nights.json.
 */

export type SectId = 'logia' | 'culto' | 'apostatas';
export const SECTS: readonly SectId[] = ['logia', 'culto', 'apostatas'];

/** Damage as wound cards: light (1 health) and aggravated (2 health). */
export interface Damage {
  light: number;
  agg: number;
}

/** Main-deck card kinds (rulebook "Tipos de Cartas"; blood powers are a separate deck). */
export type MainKind = 'ability' | 'resource' | 'weapon' | 'contact';

/** What a main-deck card does: the effect vocabulary of the main deck. */
export type MainEffect =
  | { op: 'attack' } // an attack with your weapon (or bare hands)
  | { op: 'dodge' } // cancels an attack against you (out of turn)
  | { op: 'cover'; needsShelter: true } // cancels an attack against you if you have a shelter
  | { op: 'bite' } // starts a struggle
  | { op: 'bloodCard' } // discard one of your wounds (on your turn or just before death)
  | { op: 'takeCard'; keep: boolean } // take (keep) or discard (not keep) a card of a target
  | { op: 'draw'; n: number }
  | { op: 'attackAll'; damage: Damage } // every other living player must cancel or be hurt
  | { op: 'shelter'; n: number }
  | { op: 'armor' } // aggravated damage of attacks against you becomes light
  | { op: 'extraDraw'; n: number }
  | { op: 'weapon'; reach: number; attacks: number; damage: Damage }
  | { op: 'killer'; damage: Damage } // an attack on anybody, outside your attack limit
  | { op: 'gainBlood'; n: number }
  | { op: 'peekSect' }
  | { op: 'raid' }; // the target discards its weapon and its shelters

export interface MainCard {
  id: string;
  kind: MainKind;
  copies: number;
  effect: MainEffect;
}

/** A reach that ignores shelters ("cualquier jugador"). */
export const ANY_REACH = 99;

export const MAIN_DECK: readonly MainCard[] = [
  // abilities (red): played and discarded at once
  { id: 'ataque', kind: 'ability', copies: 26, effect: { op: 'attack' } },
  { id: 'esquivar', kind: 'ability', copies: 12, effect: { op: 'dodge' } },
  { id: 'cobertura', kind: 'ability', copies: 6, effect: { op: 'cover', needsShelter: true } },
  { id: 'mordisco', kind: 'ability', copies: 8, effect: { op: 'bite' } },
  { id: 'sangre', kind: 'ability', copies: 6, effect: { op: 'bloodCard' } },
  { id: 'hurto', kind: 'ability', copies: 4, effect: { op: 'takeCard', keep: true } },
  { id: 'sabotaje', kind: 'ability', copies: 4, effect: { op: 'takeCard', keep: false } },
  { id: 'recados', kind: 'ability', copies: 3, effect: { op: 'draw', n: 2 } },
  { id: 'emboscada', kind: 'ability', copies: 2, effect: { op: 'attackAll', damage: { light: 1, agg: 0 } } },
  // resources (blue): stay in front of you
  { id: 'refugio', kind: 'resource', copies: 5, effect: { op: 'shelter', n: 1 } },
  { id: 'blindaje', kind: 'resource', copies: 2, effect: { op: 'armor' } },
  { id: 'sirviente', kind: 'resource', copies: 2, effect: { op: 'extraDraw', n: 1 } },
  // weapons: one equipped at a time
  { id: 'navaja', kind: 'weapon', copies: 3, effect: { op: 'weapon', reach: 0, attacks: 2, damage: { light: 1, agg: 0 } } },
  { id: 'pistola', kind: 'weapon', copies: 2, effect: { op: 'weapon', reach: 1, attacks: 1, damage: { light: 1, agg: 0 } } },
  { id: 'escopeta', kind: 'weapon', copies: 2, effect: { op: 'weapon', reach: 0, attacks: 1, damage: { light: 2, agg: 0 } } },
  { id: 'rifle', kind: 'weapon', copies: 1, effect: { op: 'weapon', reach: ANY_REACH, attacks: 1, damage: { light: 1, agg: 0 } } },
  { id: 'subfusil', kind: 'weapon', copies: 1, effect: { op: 'weapon', reach: 1, attacks: 3, damage: { light: 1, agg: 0 } } },
  { id: 'lanzallamas', kind: 'weapon', copies: 1, effect: { op: 'weapon', reach: 1, attacks: 1, damage: { light: 0, agg: 1 } } },
  // contacts (green): face down, turned up on your next turn, then used once like an ability
  { id: 'asesino', kind: 'contact', copies: 3, effect: { op: 'killer', damage: { light: 0, agg: 1 } } },
  { id: 'rebano', kind: 'contact', copies: 3, effect: { op: 'gainBlood', n: 2 } },
  { id: 'informante', kind: 'contact', copies: 2, effect: { op: 'peekSect' } },
  { id: 'redada', kind: 'contact', copies: 2, effect: { op: 'raid' } },
];

/** Bare hands (rulebook: without a weapon, one attack a turn on a player with no shelter). */
export const BARE_HANDS = { reach: 0, attacks: 1, damage: { light: 1, agg: 0 } as Damage };

/** Bloodline passives: the vocabulary of the 15 bloodlines. */
export type LinePassive =
  | { op: 'extraAttacks'; n: number }
  | { op: 'struggleDrain'; n: number } // blood drained when you win a struggle as the biter
  | { op: 'luckyDodge' } // reveal the top card when attacked: some kinds cancel the attack
  | { op: 'drawFromDiscard' } // your first draw may be the top of the discard pile
  | { op: 'cancelDraw'; n: number } // draw when you cancel an attack
  | { op: 'drawThreeKeepTwo' }
  | { op: 'bloodBonus'; n: number } // starting and maximum blood
  | { op: 'shelterBonus'; n: number }
  | { op: 'healthBonus'; n: number }
  | { op: 'doubleCancel' } // your attacks need two cancels
  | { op: 'vulture' } // the cards of the dead go to your hand
  | { op: 'drawExtra'; n: number }
  | { op: 'woundSteal' } // hurt by a player's attack: take a random card from their hand
  | { op: 'freeHeal'; n: number } // light wounds healed for free each turn
  | { op: 'woundDraw'; n: number }; // draw for every wound you take

export interface Bloodline {
  id: string;
  passive: LinePassive;
}

export const BLOODLINES: readonly Bloodline[] = [
  { id: 'brujah', passive: { op: 'extraAttacks', n: 1 } },
  { id: 'gangrel', passive: { op: 'struggleDrain', n: 2 } },
  { id: 'malkavian', passive: { op: 'luckyDodge' } },
  { id: 'nosferatu', passive: { op: 'drawFromDiscard' } },
  { id: 'toreador', passive: { op: 'cancelDraw', n: 1 } },
  { id: 'tremere', passive: { op: 'drawThreeKeepTwo' } },
  { id: 'ventrue', passive: { op: 'bloodBonus', n: 1 } },
  { id: 'lasombra', passive: { op: 'shelterBonus', n: 1 } },
  { id: 'tzimisce', passive: { op: 'healthBonus', n: 1 } },
  { id: 'assamita', passive: { op: 'doubleCancel' } },
  { id: 'giovanni', passive: { op: 'vulture' } },
  { id: 'ravnos', passive: { op: 'drawExtra', n: 1 } },
  { id: 'setita', passive: { op: 'woundSteal' } },
  { id: 'salubri', passive: { op: 'freeHeal', n: 1 } },
  { id: 'caitiff', passive: { op: 'woundDraw', n: 1 } },
];

/** Card kinds a Malkavian's revealed top card must have to cancel the attack. */
export const LUCKY_IDS: readonly string[] = ['esquivar', 'cobertura', 'sangre', 'refugio', 'blindaje', 'sirviente'];

/** Blood-power effects: the vocabulary of the 20 powers. */
export type PowerEffect =
  | { op: 'damageBonus'; n: number } // your next attack this turn deals n more light wounds
  | { op: 'attackBonus'; n: number } // n more attacks this turn
  | { op: 'softenAgg' } // reaction: an attack's aggravated damage becomes light
  | { op: 'cancelAttack' } // reaction: cancel an attack against you
  | { op: 'shelterUntilTurn'; n: number } // count n more shelters until your next turn
  | { op: 'discardRandom'; n: number } // target discards n random cards of its hand
  | { op: 'stealRandom' } // take a random card of the target's hand
  | { op: 'peekSect' }
  | { op: 'draw'; n: number }
  | { op: 'directWound'; damage: Damage } // an attack on anybody, outside your attack limit
  | { op: 'reachBonus'; n: number } // your reach this turn
  | { op: 'healDraw' } // discard a light wound and draw a card
  | { op: 'fromDiscard' } // take the top card of the discard pile
  | { op: 'dropShelters' } // the target discards its shelters
  | { op: 'takeWeapon' } // take the target's weapon and equip it
  | { op: 'noDodge' } // your attacks this turn cannot be dodged (cover still works)
  | { op: 'healOther' } // discard a light wound of another player
  | { op: 'aggNext' } // your next attack this turn deals aggravated instead of light wounds
  | { op: 'drainBlood'; n: number }; // the target loses n blood points

export interface BloodPower {
  id: string;
  cost: number;
  /** 'turn': on your turn, once a turn; 'reaction': when an attack targets you. */
  timing: 'turn' | 'reaction';
  /** Whom the power targets on your turn. */
  target: 'none' | 'other';
  effect: PowerEffect;
}

export const POWERS: readonly BloodPower[] = [
  { id: 'potencia', cost: 1, timing: 'turn', target: 'none', effect: { op: 'damageBonus', n: 1 } },
  { id: 'celeridad', cost: 1, timing: 'turn', target: 'none', effect: { op: 'attackBonus', n: 1 } },
  { id: 'fortaleza', cost: 1, timing: 'reaction', target: 'none', effect: { op: 'softenAgg' } },
  { id: 'ofuscacion', cost: 2, timing: 'turn', target: 'none', effect: { op: 'shelterUntilTurn', n: 2 } },
  { id: 'dominacion', cost: 1, timing: 'turn', target: 'other', effect: { op: 'discardRandom', n: 1 } },
  { id: 'presencia', cost: 2, timing: 'turn', target: 'other', effect: { op: 'stealRandom' } },
  { id: 'auspex', cost: 1, timing: 'turn', target: 'other', effect: { op: 'peekSect' } },
  { id: 'animalismo', cost: 1, timing: 'turn', target: 'none', effect: { op: 'draw', n: 2 } },
  { id: 'taumaturgia', cost: 2, timing: 'turn', target: 'other', effect: { op: 'directWound', damage: { light: 0, agg: 1 } } },
  { id: 'protean', cost: 1, timing: 'turn', target: 'none', effect: { op: 'reachBonus', n: 1 } },
  { id: 'vicisitud', cost: 1, timing: 'turn', target: 'none', effect: { op: 'healDraw' } },
  { id: 'quimerismo', cost: 2, timing: 'reaction', target: 'none', effect: { op: 'cancelAttack' } },
  { id: 'nigromancia', cost: 1, timing: 'turn', target: 'none', effect: { op: 'fromDiscard' } },
  { id: 'obtenebracion', cost: 2, timing: 'turn', target: 'other', effect: { op: 'dropShelters' } },
  { id: 'serpentis', cost: 2, timing: 'turn', target: 'other', effect: { op: 'takeWeapon' } },
  { id: 'demencia', cost: 1, timing: 'turn', target: 'none', effect: { op: 'noDodge' } },
  { id: 'obeah', cost: 1, timing: 'turn', target: 'other', effect: { op: 'healOther' } },
  { id: 'quietus', cost: 1, timing: 'turn', target: 'none', effect: { op: 'aggNext' } },
  { id: 'visceratika', cost: 1, timing: 'turn', target: 'none', effect: { op: 'shelterUntilTurn', n: 1 } },
  { id: 'daimoinon', cost: 1, timing: 'turn', target: 'other', effect: { op: 'drainBlood', n: 1 } },
];

/** Most blood powers one player may hold (rulebook: devouring). */
export const POWER_LIMIT = 3;

/** Event effects: the vocabulary of the 15 events (each lasts one night). */
export type EventEffect =
  | { op: 'noDodge' }
  | { op: 'reverse' }
  | { op: 'returnFromGrave' }
  | { op: 'biteDrain'; n: number }
  | { op: 'dawn' } // no shelter at the start of your turn: one light wound
  | { op: 'truce' } // nobody may attack or bite the Regent
  | { op: 'drawDelta'; n: number }
  | { op: 'dropContacts' }
  | { op: 'thirst' } // lose 1 blood point at the start of your turn
  | { op: 'attackDelta'; n: number }
  | { op: 'reachDelta'; n: number }
  | { op: 'damageDelta'; n: number }
  | { op: 'passCard' } // every living player passes a random hand card onwards
  | { op: 'feast' }; // gain 1 blood point at the start of your turn

export interface NightEvent {
  id: string;
  effect: EventEffect;
}

export const EVENTS: readonly NightEvent[] = [
  { id: 'sinEsquiva', effect: { op: 'noDodge' } },
  { id: 'sentidoInverso', effect: { op: 'reverse' } },
  { id: 'volverTumba', effect: { op: 'returnFromGrave' } },
  { id: 'lunaSangre', effect: { op: 'biteDrain', n: 2 } },
  { id: 'amanecer', effect: { op: 'dawn' } },
  { id: 'tregua', effect: { op: 'truce' } },
  { id: 'caceria', effect: { op: 'drawDelta', n: 1 } },
  { id: 'escasez', effect: { op: 'drawDelta', n: -1 } },
  { id: 'inquisicion', effect: { op: 'dropContacts' } },
  { id: 'sed', effect: { op: 'thirst' } },
  { id: 'armeria', effect: { op: 'attackDelta', n: 1 } },
  { id: 'niebla', effect: { op: 'reachDelta', n: 1 } },
  { id: 'masacre', effect: { op: 'damageDelta', n: 1 } },
  { id: 'consejo', effect: { op: 'passCard' } },
  { id: 'festin', effect: { op: 'feast' } },
];

/** Starting values (rulebook: 4/4/4, the Regent 5/5/5). */
export const START = { blood: 4, health: 4, hand: 4 };
export const REGENT_START = { blood: 5, health: 5, hand: 5 };
export const DRAW_PER_TURN = 2;
/** Reward for killing an insurgent. */
export const INSURGENT_REWARD = 3;
/** The 10 wound cards are double-sided (light / aggravated): see docs (the supply never runs out). */
export const WOUND_CARDS = 10;

/**
 * Sect tables (designed): the follower cards prepared besides the Regent by player count.
 * `allies` share the Regent's sect; `major` / `minor` are the insurgents of the two other sects
 * (which of them is the larger is drawn at random). When the table prepares one card more than
 * there are followers (5 and 7 players), the cards are shuffled and one is set aside unseen, so
 * nobody knows the exact mix. 12 sect cards: 3 Regents + 3 followers of each sect.
 */
export const SECT_TABLES: Record<number, { allies: number; major: number; minor: number }> = {
  5: { allies: 2, major: 2, minor: 1 },
  6: { allies: 2, major: 2, minor: 1 },
  7: { allies: 3, major: 2, minor: 2 },
  8: { allies: 3, major: 2, minor: 2 },
};

// ---------------------------------------------------------------- lookups

const mainById = new Map(MAIN_DECK.map((c) => [c.id, c]));
// every instance id ('ataque#3') too, and its card id: the rules look instances up constantly and
// a lookup allocates nothing where cutting the id off the string would
const idOfInstance = new Map<string, string>();
for (const c of MAIN_DECK)
  for (let i = 1; i <= c.copies; i++) {
    mainById.set(`${c.id}#${i}`, c);
    idOfInstance.set(`${c.id}#${i}`, c.id);
  }
const lineById = new Map(BLOODLINES.map((c) => [c.id, c]));
const powerById = new Map(POWERS.map((c) => [c.id, c]));
const eventById = new Map(EVENTS.map((c) => [c.id, c]));

/** Card id of a main-deck instance 'ataque#3' -> 'ataque'. */
export const baseId = (inst: string): string => idOfInstance.get(inst) ?? inst.slice(0, inst.indexOf('#'));

export function mainCard(instOrId: string): MainCard {
  const c = mainById.get(instOrId);
  if (!c) throw new Error(`unknown Nights of Blood card ${instOrId}`);
  return c;
}

export function bloodline(id: string): Bloodline {
  const c = lineById.get(id);
  if (!c) throw new Error(`unknown bloodline ${id}`);
  return c;
}

export function power(id: string): BloodPower {
  const c = powerById.get(id);
  if (!c) throw new Error(`unknown blood power ${id}`);
  return c;
}

export function nightEvent(id: string): NightEvent {
  const c = eventById.get(id);
  if (!c) throw new Error(`unknown event ${id}`);
  return c;
}

/** All 100 main-deck instances, in data order: 'ataque#1' ... */
export function mainInstances(): string[] {
  // the lookup's own strings (same order), so that the state's ids are the keys themselves
  return [...idOfInstance.keys()];
}

export const MAIN_DECK_SIZE = MAIN_DECK.reduce((n, c) => n + c.copies, 0);
