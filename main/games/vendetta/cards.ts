/**
 * Vendetta card content as data: the ONE data file for clan cards, allies, victims, location
 * cards and relics. Effects use a small vocabulary interpreted by rules.ts; texts are rendered
 * from this data (text.ts) with the templates of locales/{es,pl}/cards-vendetta.json.
 * What comes from the rulebook and what was designed is listed in docs/vendetta-designed-cards.md.
 */
import type { VendettaCardKind, VendettaClanId } from './view';

export const CLANS: readonly VendettaClanId[] = ['BR', 'GA', 'MA', 'NO', 'TO', 'TR', 'VE'];

/** Condition of a `selfPower` modifier. */
export type PowerCond =
  | 'always'
  | 'assignedBlood' // you have assigned blood at this location
  | 'noAssignedBlood'
  | 'perRival' // multiplied by the number of rivals here
  | 'per2Alliance' // multiplied by floor(alliance size / 2)
  | 'round' // multiplied by the round number
  | 'perAssignedBlood'; // multiplied by your assigned blood here

/** Clan card effects (one per card at most). The card kind says when an active effect applies. */
export type ClanEffect =
  | { op: 'steal'; n: number } // steal n blood from each rival
  | { op: 'rivalsLose'; byRound: [number, number, number] } // each rival loses blood (by round)
  | { op: 'gain'; blood?: number; influence?: number }
  | { op: 'gainPerAlliance'; per: number } // gain 1 blood per `per` cards in your alliance
  | { op: 'mayWithdraw'; steal: number } // you may withdraw; if you do, steal from each rival
  | { op: 'mayPay'; cost: number | 'half'; rivalsLose?: number; influence?: number }
  | { op: 'halveRivals' } // printed power of rivals' cards here halved (round down)
  | { op: 'rivalCardsPower'; delta: number } // each rival card here gets delta power (min 0)
  | { op: 'selfPower'; delta: number; cond: PowerCond }
  | { op: 'ifWinner'; blood?: number; influence?: number }
  | { op: 'ifNotWinner'; blood?: number; influence?: number }
  | { op: 'winnerLoses'; n: number } // if you are not the winner, the winner loses n blood
  // passive (only while face up)
  | { op: 'challenge'; lose: number } // an opponent plays a card at another location: loses blood
  | { op: 'winTies' } // you win ties at this location
  | { op: 'onPlayGain'; blood: number } // when you play it face up, gain blood
  | { op: 'onPlayRecall' }; // when you play it face up, you may take back another assigned card

export interface ClanCard {
  id: string;
  clan: VendettaClanId;
  power: number;
  kind: VendettaCardKind;
  effect?: ClanEffect;
  /** Starting card («Caza», «En guardia»). */
  starter?: boolean;
}

export type AllyAbility =
  | { op: 'acquireBlood'; n: number }
  | { op: 'acquireBloodPerAlliance' }
  | { op: 'acquireInfluence'; n: number }
  | { op: 'peek' } // spend 1 blood per face-down card looked at (during your turn)
  | { op: 'frenzyTarget' } // frenzy drains this ally instead of a random card
  | { op: 'winTies' } // you win every tie
  | { op: 'doubleDiablerie' } // draining it gives 2 Diablerie tokens
  | { op: 'frenzyBonus' } // +1 influence when you cause frenzy
  | { op: 'maxBlood'; n: number } // you may play up to n blood with each card
  | { op: 'freeFaceDown' } // playing face down costs nothing
  | { op: 'havenPower'; n: number } // +n power at the Prince's Haven
  | { op: 'winInfluence'; n: number }; // +n influence each time you win a conflict

export interface AllianceCard {
  id: string;
  kind: 'ally' | 'victim';
  vampire: boolean;
  /** Influence at the end of the game while in the alliance. */
  influence: number;
  /** Blood in 1. Beso. */
  kiss: number;
  /** Blood gained when drained. */
  drainBlood: number;
  /** Influence at the end of the game once drained. */
  drainedInfluence: number;
  ability?: AllyAbility;
}

export type LocationEffect =
  | { op: 'succubus'; max: number } // after resolving, each player may take back up to max assigned blood
  | { op: 'frenzyBonus'; n: number } // causing frenzy here: +n influence
  | { op: 'noFaceDown' } // cards cannot be played face down here
  | { op: 'winnerGain'; blood?: number; influence?: number }
  | { op: 'faceDownExtra'; n: number } // playing face down here costs n more blood
  | { op: 'faceUpGain'; blood: number } // playing a card face up here gains blood
  | { op: 'rankGain'; rank: number; influence: number };

export interface LocationCard {
  id: string;
  effect: LocationEffect;
}

export type RelicEffect =
  | { when: 'turn'; op: 'restore' } // return 1 drained ally/victim to your alliance
  | { when: 'turn'; op: 'gainBlood'; n: number }
  | { when: 'turn'; op: 'opponentsLose'; n: number }
  | { when: 'turn'; op: 'peekLocation' } // look at every face-down card at one location
  | { when: 'turn'; op: 'recall' } // take one of your assigned cards back to your hand
  | { when: 'resolutionStart'; op: 'bloodEverywhere' } // play 1 blood at each location
  | { when: 'conflict'; op: 'power'; n: number }
  | { when: 'conflict'; op: 'winTies' };

export interface RelicCard {
  id: string;
  /** Influence at the end of the game, used or not. */
  value: number;
  effect: RelicEffect;
}

const C = (id: string, power: number, kind: VendettaCardKind, effect?: ClanEffect): Omit<ClanCard, 'clan'> => ({
  id,
  power,
  kind,
  ...(effect ? { effect } : {}),
});

/** The 7 clan-specific cards of each clan (ids xx01..xx07). */
const SPECIFIC: Record<VendettaClanId, Omit<ClanCard, 'clan'>[]> = {
  BR: [
    C('BR01', 6, 'conflict', { op: 'selfPower', delta: -2, cond: 'assignedBlood' }), // rulebook
    C('BR02', 3, 'consequence', { op: 'rivalsLose', byRound: [1, 1, 1] }),
    C('BR03', 4, 'passive', { op: 'challenge', lose: 1 }), // rulebook
    C('BR04', 4, 'consequence', { op: 'rivalsLose', byRound: [1, 2, 3] }), // rulebook
    C('BR05', 2, 'prep', { op: 'rivalsLose', byRound: [2, 2, 2] }),
    C('BR06', 3, 'conflict', { op: 'selfPower', delta: 1, cond: 'perRival' }),
    C('BR07', 3, 'prep', { op: 'steal', n: 1 }), // rulebook
  ],
  GA: [
    C('GA01', 3, 'conflict', { op: 'selfPower', delta: 2, cond: 'assignedBlood' }),
    C('GA02', 2, 'conflict', { op: 'halveRivals' }), // rulebook
    C('GA03', 2, 'prep', { op: 'gain', blood: 2 }),
    C('GA04', 1, 'passive', { op: 'onPlayGain', blood: 2 }),
    C('GA05', 5, 'conflict', { op: 'selfPower', delta: -1, cond: 'perRival' }),
    C('GA06', 3, 'consequence', { op: 'ifWinner', blood: 3 }),
    C('GA07', 2, 'consequence', { op: 'gain', blood: 2 }),
  ],
  MA: [
    C('MA01', 0, 'conflict', { op: 'selfPower', delta: 2, cond: 'round' }),
    C('MA02', 2, 'conflict', { op: 'rivalCardsPower', delta: -1 }),
    C('MA03', 3, 'prep', { op: 'rivalsLose', byRound: [1, 1, 1] }),
    C('MA04', 1, 'passive', { op: 'winTies' }),
    C('MA05', 2, 'consequence', { op: 'ifNotWinner', influence: 2 }),
    C('MA06', 4, 'consequence', { op: 'winnerLoses', n: 2 }),
    C('MA07', 2, 'prep', { op: 'rivalsLose', byRound: [1, 2, 3] }),
  ],
  NO: [
    C('NO01', 3, 'passive', { op: 'onPlayRecall' }),
    C('NO02', 2, 'passive', { op: 'onPlayRecall' }),
    C('NO03', 2, 'consequence', { op: 'gain', influence: 1 }),
    C('NO04', 3, 'conflict', { op: 'selfPower', delta: 1, cond: 'perRival' }),
    C('NO05', 1, 'prep', { op: 'steal', n: 1 }),
    C('NO06', 4, 'consequence', { op: 'rivalsLose', byRound: [1, 1, 1] }),
    C('NO07', 4, 'prep', { op: 'mayWithdraw', steal: 1 }), // rulebook
  ],
  TO: [
    C('TO01', 1, 'conflict', { op: 'selfPower', delta: 1, cond: 'per2Alliance' }),
    C('TO02', 2, 'consequence', { op: 'gainPerAlliance', per: 2 }),
    C('TO03', 3, 'prep', { op: 'steal', n: 1 }),
    C('TO04', 2, 'passive', { op: 'winTies' }),
    C('TO05', 2, 'consequence', { op: 'ifWinner', influence: 2 }),
    C('TO06', 4, 'conflict', { op: 'selfPower', delta: 1, cond: 'perRival' }),
    C('TO07', 3, 'conflict', { op: 'selfPower', delta: 1, cond: 'per2Alliance' }),
  ],
  TR: [
    C('TR01', 2, 'prep', { op: 'steal', n: 1 }),
    C('TR02', 1, 'conflict', { op: 'selfPower', delta: 1, cond: 'perAssignedBlood' }),
    C('TR03', 2, 'prep', { op: 'mayPay', cost: 2, rivalsLose: 2 }),
    C('TR04', 3, 'consequence', { op: 'mayPay', cost: 2, influence: 1 }),
    C('TR05', 3, 'consequence', { op: 'mayPay', cost: 'half', rivalsLose: 4 }), // rulebook
    C('TR06', 4, 'conflict', { op: 'selfPower', delta: 2, cond: 'assignedBlood' }),
    C('TR07', 1, 'consequence', { op: 'gain', blood: 3 }),
  ],
  VE: [
    C('VE01', 3, 'prep', { op: 'rivalsLose', byRound: [1, 1, 1] }),
    C('VE02', 2, 'consequence', { op: 'steal', n: 1 }),
    C('VE03', 2, 'passive', { op: 'winTies' }),
    C('VE04', 4, 'conflict', { op: 'rivalCardsPower', delta: -1 }),
    C('VE05', 1, 'consequence', { op: 'ifWinner', influence: 2 }),
    C('VE06', 3, 'conflict', { op: 'selfPower', delta: 1, cond: 'perRival' }),
    C('VE07', 3, 'consequence', { op: 'winnerLoses', n: 2 }),
  ],
};

function buildClanCards(): ClanCard[] {
  const out: ClanCard[] = [];
  for (const clan of CLANS) {
    for (const c of SPECIFIC[clan]) out.push({ ...c, clan });
    // The two starting cards every clan has: «Caza» (xx08) and «En guardia» (xx09).
    out.push({ id: `${clan}08`, clan, power: 1, kind: 'passive', effect: { op: 'onPlayGain', blood: 2 }, starter: true });
    out.push({ id: `${clan}09`, clan, power: 3, kind: 'passive', starter: true });
  }
  return out;
}

export const CLAN_CARDS: readonly ClanCard[] = buildClanCards();

const A = (
  id: string,
  vampire: boolean,
  influence: number,
  kiss: number,
  drainBlood: number,
  drainedInfluence: number,
  ability?: AllyAbility,
): AllianceCard => ({ id, kind: 'ally', vampire, influence, kiss, drainBlood, drainedInfluence, ...(ability ? { ability } : {}) });

/** 30 allies: AL01-AL15 humans, AL16-AL30 vampires. */
export const ALLIES: readonly AllianceCard[] = [
  A('AL01', false, 2, 1, 3, 1, { op: 'acquireBloodPerAlliance' }), // rulebook ability (banker)
  A('AL02', false, 1, 2, 3, 0),
  A('AL03', false, 2, 1, 4, 1),
  A('AL04', false, 3, 1, 3, 1),
  A('AL05', false, 1, 2, 4, 0, { op: 'frenzyTarget' }), // rulebook ability (dancer)
  A('AL06', false, 2, 2, 3, 0),
  A('AL07', false, 1, 1, 4, 1, { op: 'freeFaceDown' }),
  A('AL08', false, 2, 1, 3, 0, { op: 'maxBlood', n: 4 }),
  A('AL09', false, 3, 0, 3, 1),
  A('AL10', false, 1, 3, 3, 0),
  A('AL11', false, 2, 1, 3, 1, { op: 'acquireInfluence', n: 1 }),
  A('AL12', false, 1, 2, 4, 0),
  A('AL13', false, 2, 1, 4, 1), // Marcel: the card shows 1 (drained influence) and 4 (drain blood)
  A('AL14', false, 2, 1, 3, 0, { op: 'winInfluence', n: 1 }), // Bronwyn
  A('AL15', false, 1, 1, 5, 0),
  A('AL16', true, 3, 1, 4, 0, { op: 'acquireBlood', n: 3 }), // rulebook ability (anarch)
  A('AL17', true, 2, 0, 3, 0, { op: 'acquireBlood', n: 5 }), // rulebook ability and 0/3 values
  A('AL18', true, 3, 1, 3, 0, { op: 'peek' }), // rulebook ability and 0/3 values
  A('AL19', true, 3, 1, 4, 1, { op: 'winTies' }), // rulebook ability (Machiavellian)
  A('AL20', true, 2, 1, 5, 0, { op: 'doubleDiablerie' }), // rulebook ability and 0/5 values
  A('AL21', true, 3, 1, 4, 1, { op: 'frenzyBonus' }), // rulebook ability
  A('AL22', true, 4, 0, 4, 1),
  A('AL23', true, 2, 2, 4, 0, { op: 'havenPower', n: 2 }), // Portia
  A('AL24', true, 3, 1, 5, 1),
  A('AL25', true, 2, 2, 4, 0, { op: 'maxBlood', n: 4 }),
  A('AL26', true, 4, 1, 3, 1),
  A('AL27', true, 3, 0, 5, 1, { op: 'freeFaceDown' }),
  A('AL28', true, 2, 1, 4, 0, { op: 'winInfluence', n: 1 }),
  A('AL29', true, 3, 2, 4, 0, { op: 'acquireInfluence', n: 2 }),
  A('AL30', true, 5, 0, 4, 1),
];

/** 35 victims, all with the same values (rulebook: drained for 3 blood, worth 1 influence, then 0). */
export const VICTIMS: readonly AllianceCard[] = Array.from({ length: 35 }, (_, i) => ({
  id: `VI${String(i + 1).padStart(2, '0')}`,
  kind: 'victim' as const,
  vampire: false,
  influence: 1,
  kiss: 1,
  drainBlood: 3,
  drainedInfluence: 0,
}));

export const LOCATION_CARDS: readonly LocationCard[] = [
  { id: 'LC01', effect: { op: 'succubus', max: 3 } }, // Succubus Club (rulebook)
  { id: 'LC02', effect: { op: 'frenzyBonus', n: 1 } }, // Las Afueras (rulebook)
  { id: 'LC03', effect: { op: 'noFaceDown' } },
  { id: 'LC04', effect: { op: 'winnerGain', blood: 2 } },
  { id: 'LC05', effect: { op: 'faceDownExtra', n: 1 } },
  { id: 'LC06', effect: { op: 'faceUpGain', blood: 1 } },
  { id: 'LC07', effect: { op: 'rankGain', rank: 2, influence: 1 } },
];

export const RELICS: readonly RelicCard[] = [
  { id: 'RE01', value: 0, effect: { when: 'turn', op: 'restore' } }, // El Cáliz de Isaac (rulebook)
  { id: 'RE02', value: 2, effect: { when: 'resolutionStart', op: 'bloodEverywhere' } }, // rulebook effect, name designed
  { id: 'RE03', value: 1, effect: { when: 'turn', op: 'peekLocation' } },
  { id: 'RE04', value: 1, effect: { when: 'turn', op: 'gainBlood', n: 3 } },
  { id: 'RE05', value: 1, effect: { when: 'turn', op: 'opponentsLose', n: 1 } },
  { id: 'RE06', value: 1, effect: { when: 'conflict', op: 'power', n: 3 } },
  { id: 'RE07', value: 1, effect: { when: 'turn', op: 'recall' } },
  { id: 'RE08', value: 2, effect: { when: 'conflict', op: 'winTies' } },
];

/**
 * 5.4 rewards (the printed table was lost in the text; designed, see the docs): influence for
 * 1st, 2nd and 3rd place by round. 1st also takes the Ally, 2nd a Victim, 3rd no card.
 */
export const REWARDS: readonly (readonly [number, number, number])[] = [
  [1, 1, 0],
  [2, 1, 0],
  [3, 2, 0],
];
/** Extra influence for the winner at the Prince's Haven (rulebook). */
export const HAVEN_BONUS = 1;

/** Planning turns per round (rulebook tables): standard and 3-player. */
export const PLANNING_TURNS = { standard: [2, 3, 4], three: [3, 4, 5] } as const;

/** Components (rulebook «Contenido»): token values in the supply. */
export const SUPPLY = { blood: 70, influence: 80, diablerie: 8 } as const;
export const START = { blood: 6, influence: 3 } as const;
export const MAX_BLOOD_PER_CARD = 3;
export const FACE_DOWN_COST = 1;
export const DIABLERIE_ELIMINATES = 3;

export const clanCardById: ReadonlyMap<string, ClanCard> = new Map(CLAN_CARDS.map((c) => [c.id, c]));
export const allianceById: ReadonlyMap<string, AllianceCard> = new Map([...ALLIES, ...VICTIMS].map((c) => [c.id, c]));
export const locationCardById: ReadonlyMap<string, LocationCard> = new Map(LOCATION_CARDS.map((c) => [c.id, c]));
export const relicById: ReadonlyMap<string, RelicCard> = new Map(RELICS.map((c) => [c.id, c]));

export function clanCardsOf(clan: VendettaClanId): ClanCard[] {
  return CLAN_CARDS.filter((c) => c.clan === clan);
}
