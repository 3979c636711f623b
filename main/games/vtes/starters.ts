/**
 * Built-in V:TES cards: the four Fifth Edition starter decks (Brujah from V5A, Malkavian,
 * Nosferatu and Ventrue from V5). Only FACTS are stored here (ids, names, counts, costs,
 * disciplines, capacities, titles) plus each card's effect as vocabulary data (effects.ts);
 * the printed texts are not stored. Texts are rendered from the data in Spanish and Polish.
 */
import { automationOf, type CardDef, type Disc, type Effect, type Mode, type ModeKind, type Req, type Sect, type Title } from './effects';
import { displayNameOf } from '../../common/card-names';

export type { CardDef } from './effects';
export { STARTER_DECKS, STARTER_IDS, type DeckList, type StarterId } from './starter-decks';

// ---- small builders -----------------------------------------------------------------------

const lv = (disc: Disc, level: 1 | 2 = 1): Req => ({ r: 'disc', disc, level });
const mode = (kind: ModeKind, reqs: Req[], effects: Effect[]): Mode => ({ kind, reqs, effects });

function vamp(
  id: string,
  name: string,
  clan: string,
  capacity: number,
  discs: string,
  opts: { title?: Title; city?: string; sect?: Sect; group?: string; abilities?: Effect[] } = {},
): CardDef {
  const disc: Record<string, 1 | 2> = {};
  for (const d of discs.split(' ').filter(Boolean)) disc[d.toLowerCase()] = d === d.toUpperCase() ? 2 : 1;
  const modes = opts.abilities?.length ? [mode('vampire', [], opts.abilities)] : [];
  // a vampire is always playable; only its special ability may need manual operations
  const automation = automationOf(modes) === 'full' ? 'full' : 'partial';
  return {
    id,
    name,
    kind: 'crypt',
    types: ['Vampire'],
    clan: [clan],
    capacity,
    group: opts.group ?? '6',
    disc,
    title: opts.title,
    city: opts.city,
    sect: opts.sect ?? 'camarilla',
    reqs: [],
    modes,
    automation,
  };
}

function lib(
  id: string,
  name: string,
  types: string[],
  modes: Mode[],
  opts: {
    pool?: number | 'X';
    blood?: number | 'X';
    clan?: string[];
    reqs?: Req[];
    burnOption?: boolean;
    unique?: boolean;
    libDisc?: string[][];
  } = {},
): CardDef {
  return {
    id,
    name,
    kind: 'library',
    types,
    clan: opts.clan ?? [],
    pool: opts.pool,
    blood: opts.blood,
    burnOption: opts.burnOption,
    unique: opts.unique,
    reqs: opts.reqs ?? [],
    modes,
    automation: automationOf(modes),
    libDisc: opts.libDisc,
  };
}

const ANARCH: Req = { r: 'sect', sect: 'anarch' };
const BARON: Req = { r: 'title', titles: ['baron'] };
const PRINCE_OR_JUSTICAR: Req = { r: 'title', titles: ['prince', 'justicar'] };
const PRIMOGEN: Req = { r: 'title', titles: ['primogen'] };

// ---- crypt ------------------------------------------------------------------------------

const ANARCH_SECT = 'anarch' as const;
export const STARTER_CRYPT: CardDef[] = [
  // Brujah (V5A)
  vamp('201576', 'Aline Gädeke', 'Brujah', 7, 'cel POT PRE', {
    title: 'baron',
    city: 'Mannheim',
    sect: ANARCH_SECT,
    abilities: [{ e: 'vUnlockAfterAnarchAction' }],
  }),
  vamp('200132', 'Ariane', 'Brujah', 3, 'cel pot pre', {
    sect: ANARCH_SECT,
    group: '5',
    abilities: [{ e: 'mod', stat: 'stealth', n: -1, who: 'self', while: 'undirected' }],
  }),
  vamp('201579', 'Atiena', 'Brujah', 6, 'obf pot pre CEL', { title: 'baron', city: 'Mombasa', sect: ANARCH_SECT }),
  vamp('201581', 'Brandon Grime', 'Brujah', 5, 'pot pre tha CEL', { sect: ANARCH_SECT }),
  vamp('201585', 'Elen Kamjian', 'Brujah', 4, 'CEL POT', { sect: ANARCH_SECT, abilities: [{ e: 'vMustBleed', plus: 1 }] }),
  vamp('201609', 'Octane', 'Brujah', 6, 'CEL POT PRE', { sect: ANARCH_SECT }),
  vamp('201610', 'Rayne', 'Brujah', 2, 'pot', { sect: ANARCH_SECT }),
  vamp('201612', 'Siarhei Levchenko', 'Brujah', 5, 'pot CEL PRE', { sect: ANARCH_SECT }),
  vamp('201613', 'Theo Bell', 'Brujah', 8, 'aus dom CEL POT PRE', {
    sect: ANARCH_SECT,
    abilities: [{ e: 'enterCombat' }, { e: 'mod', stat: 'strength', n: 1, who: 'self' }],
  }),
  vamp('201614', 'Valeriya Zinovieva', 'Brujah', 7, 'cel pre pro POT', {
    title: 'baron',
    city: 'Moscow',
    sect: ANARCH_SECT,
    abilities: [{ e: 'mod', stat: 'strength', n: 1, who: 'self' }],
  }),
  // Malkavian (V5)
  vamp('201530', 'Alexander Silverson', 'Malkavian', 8, 'pre AUS DOM OBF', {
    title: 'prince',
    city: 'Birmingham',
    abilities: [{ e: 'vCostlyVotesAgainst' }],
  }),
  vamp('201532', 'Andi Liu', 'Malkavian', 6, 'aus obf pre DOM', { title: 'prince', city: 'Taipei' }),
  vamp('201533', 'Ashley', 'Malkavian', 3, 'dom obf'),
  vamp('201543', 'Colette', 'Malkavian', 5, 'dom AUS OBF'),
  vamp('201544', 'Donny Kowalczyk', 'Malkavian', 6, 'cel dom obf AUS', { title: 'prince', city: 'Pittsburgh' }),
  vamp('201546', 'Dr. Stephen Norton', 'Malkavian', 4, 'aus OBF'),
  vamp('201548', 'Gelasia Fotiou', 'Malkavian', 6, 'obf pre AUS DOM'),
  vamp('201559', 'Meaghan', 'Malkavian', 3, 'aus obf'),
  vamp('201569', 'Sully', 'Malkavian', 4, 'aus dom obf'),
  // Nosferatu (V5)
  vamp('201534', 'Aunt Linda', 'Nosferatu', 4, 'obf POT'),
  vamp('201536', 'Baixinho', 'Nosferatu', 3, 'ani obf'),
  vamp('201537', 'Belinde', 'Nosferatu', 6, 'ani aus pot OBF', { title: 'prince', city: 'Copenhagen' }),
  vamp('201545', 'Dowager, The', 'Nosferatu', 6, 'aus pot ANI OBF', {
    title: 'primogen',
    abilities: [{ e: 'mod', stat: 'intercept', n: 1, who: 'self', while: 'directed' }],
  }),
  vamp('201549', 'Horace Radcliffe', 'Nosferatu', 5, 'obf ANI POT'),
  vamp('201553', 'Larissa Moreira', 'Nosferatu', 6, 'pot ANI OBF', {
    title: 'primogen',
    abilities: [{ e: 'vDiscardForBleed', disc: 'ani' }],
  }),
  vamp('201555', 'Lenny Burkhead', 'Nosferatu', 6, 'obf pot pre ANI', {
    title: 'primogen',
    abilities: [{ e: 'mod', stat: 'bleed', n: 1, who: 'self' }],
  }),
  vamp('201568', 'Ryan', 'Nosferatu', 4, 'ani obf pot'),
  vamp('201573', 'Wauneka', 'Nosferatu', 5, 'ani aus obf POT'),
  // Ventrue (V5)
  vamp('201529', 'Alexa Draper', 'Ventrue', 8, 'for pot DOM PRE', {
    title: 'prince',
    city: 'Melbourne',
    abilities: [{ e: 'vDiscardForVote', disc: 'dom' }],
  }),
  vamp('201531', 'Alice Chen', 'Ventrue', 7, 'dom obf FOR PRE', { title: 'prince', city: 'Nairobi' }),
  vamp('201539', 'Brock Sterling', 'Ventrue', 3, 'FOR'),
  vamp('201541', 'Chelsea Blake', 'Ventrue', 5, 'cel for pre DOM'),
  vamp('201550', 'Horst von Brühl', 'Ventrue', 6, 'aus dom pre FOR', { title: 'prince', city: 'Mannheim' }),
  vamp('201557', 'Madison', 'Ventrue', 6, 'DOM FOR PRE'),
  vamp('201562', 'Naomi Stewart', 'Ventrue', 5, 'dom FOR PRE'),
  vamp('201565', 'Oshri Dahan', 'Ventrue', 4, 'dom for pre'),
  vamp('201570', 'Sybren van Oosten', 'Ventrue', 7, 'dom tha FOR PRE', {
    title: 'prince',
    city: 'Rotterdam',
    abilities: [{ e: 'vUnlockAfterRefPass' }],
  }),
];

// ---- library ----------------------------------------------------------------------------

const TYPES = {
  master: ['Master'],
  action: ['Action'],
  mod: ['Action Modifier'],
  react: ['Reaction'],
  combat: ['Combat'],
  pol: ['Political Action'],
  ally: ['Ally'],
  ret: ['Retainer'],
};

const hg = (id: string, name: string, clan: string) =>
  lib(id, name, TYPES.master, [mode('master', [], [{ e: 'inPlay', location: true, unique: true }, { e: 'huntingGround' }])], {
    pool: 2,
    clan: [clan],
    unique: true,
  });

export const STARTER_LIBRARY: CardDef[] = [
  lib(
    '102217',
    '47th Street Royals',
    TYPES.ally,
    [
      mode(
        'ally',
        [],
        [
          { e: 'ally', life: 2, strength: 1, bleed: 0 },
          { e: 'reduceBleed', n: 3, burnSelf: true },
        ],
      ),
    ],
    {
      clan: ['Brujah'],
      unique: true,
    },
  ),
  lib(
    '100052',
    'Anarch Free Press, The',
    TYPES.master,
    [mode('master', [], [{ e: 'inPlay', unique: true }, { e: 'lockForIntercept', sect: 'anarch' }, { e: 'lockAfterHunt' }])],
    { pool: 1, reqs: [ANARCH], unique: true },
  ),
  lib('102218', 'Bait and Switch', TYPES.react, [mode('reaction', [{ r: 'bleedingYou' }], [{ e: 'redirectBleed', lockSelf: true }])], {
    reqs: [BARON],
  }),
  lib('100199', 'Blood Doll', TYPES.master, [
    mode(
      'master',
      [],
      [
        { e: 'onVampire', own: true, ready: false },
        { e: 'bloodDoll', phase: 'master' },
      ],
    ),
  ]),
  lib(
    '100297',
    'Carfax Abbey',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', location: true, unique: true },
          { e: 'huntingGround', anarchOnly: true },
        ],
      ),
    ],
    {
      pool: 2,
      reqs: [ANARCH],
      unique: true,
    },
  ),
  lib(
    '100303',
    "Carver's Meat Packing and Storage",
    TYPES.master,
    [mode('master', [], [{ e: 'inPlay', location: true, unique: true }, { e: 'carver' }])],
    { pool: 1, unique: true },
  ),
  lib('100519', 'Delaying Tactics', TYPES.react, [mode('reaction', [{ r: 'polling' }], [{ e: 'cancelReferendum' }])], { blood: 1 }),
  lib(
    '100597',
    'Dust Up',
    TYPES.combat,
    [
      mode('combat', [lv('ani')], [{ e: 'strike', s: 'hand', plus: 1, undodgeable: true }]),
      mode(
        'combat',
        [lv('cel')],
        [
          { e: 'strike', s: 'dodge' },
          { e: 'extraStrike', limited: true },
        ],
      ),
      mode('combat', [lv('pot')], [{ e: 'strike', s: 'hand', plus: 2 }]),
    ],
    { reqs: [ANARCH], libDisc: [['ani'], ['cel'], ['pot']] },
  ),
  lib(
    '100640',
    'Enchant Kindred',
    TYPES.action,
    [
      mode('action', [lv('pre')], [{ e: 'bleed', plus: 1 }]),
      mode(
        'action',
        [lv('pre', 2)],
        [
          { e: 'actionStealth', n: 1 },
          { e: 'bloodToUncontrolled', n: 2 },
        ],
      ),
    ],
    { libDisc: [['pre']] },
  ),
  lib('100698', 'Fame', TYPES.master, [mode('master', [], [{ e: 'onVampire', own: false, ready: true }, { e: 'fame' }])], { unique: true }),
  lib('100794', 'Frontal Assault', TYPES.master, [mode('master', [], [{ e: 'inPlay' }, { e: 'frontalAssault' }])]),
  lib(
    '100866',
    'Guardian Angel',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'onVampire', own: true, ready: true },
          { e: 'mod', stat: 'intercept', n: 1, who: 'bearer', while: 'bleedAtYou' },
          { e: 'preventEachCombat', n: 1 },
        ],
      ),
    ],
    {
      pool: 2,
    },
  ),
  lib('100897', 'Haven Uncovered', TYPES.master, [
    mode('master', [], [{ e: 'onVampire', own: false, ready: true }, { e: 'havenUncovered' }]),
  ]),
  lib(
    '100913',
    'Heroic Might',
    TYPES.action,
    [
      mode(
        'action',
        [lv('pot')],
        [
          { e: 'actionStealth', n: 3 },
          { e: 'attachStrength', n: 1, burnInTorpor: true },
          { e: 'strike', s: 'burnEquipment' },
          { e: 'onlyOne' },
        ],
      ),
      mode(
        'action',
        [lv('pot', 2)],
        [
          { e: 'actionStealth', n: 3 },
          { e: 'attachStrength', n: 2, rangedDamage: 2, burnInTorpor: true },
          { e: 'strike', s: 'burnEquipment' },
          { e: 'onlyOne' },
        ],
      ),
    ],
    { blood: 3, libDisc: [['pot']] },
  ),
  lib(
    '100959',
    'Immortal Grapple',
    TYPES.combat,
    [
      mode('combat', [lv('pot'), { r: 'closeBeforeStrikes' }, { r: 'oncePerRound' }], [{ e: 'handOnlyRound' }]),
      mode(
        'combat',
        [lv('pot', 2), { r: 'closeBeforeStrikes' }, { r: 'oncePerRound' }],
        [
          { e: 'handOnlyRound', nextRoundClose: true },
          { e: 'press', optional: true },
        ],
      ),
    ],
    { libDisc: [['pot']] },
  ),
  lib(
    '102229',
    'Line Brawl',
    TYPES.action,
    [
      mode('action', [lv('cel')], [{ e: 'stealPool', n: 1 }]),
      mode('action', [lv('pot')], [{ e: 'enterCombat' }]),
      mode('action', [lv('pre')], [{ e: 'bleed', plus: 1 }]),
    ],
    { reqs: [ANARCH], libDisc: [['cel'], ['pot'], ['pre']] },
  ),
  lib('101239', 'Monkey Wrench', TYPES.mod, [mode('modifier', [{ r: 'bleed' }], [{ e: 'bleedPlus', n: 'X', limited: true }])], {
    blood: 'X',
    reqs: [ANARCH],
  }),
  lib('101321', 'On the Qui Vive', TYPES.react, [
    mode('reaction', [{ r: 'locked' }], [{ e: 'onePerUnlock' }, { e: 'wake' }, { e: 'allyNoUnlock' }]),
  ]),
  lib('102230', 'Organized Resistance', TYPES.react, [mode('reaction', [], [{ e: 'organizedResistance' }])], { reqs: [BARON] }),
  lib(
    '101523',
    'Pursuit',
    TYPES.combat,
    [mode('combat', [lv('cel')], [{ e: 'maneuver' }]), mode('combat', [lv('cel', 2)], [{ e: 'extraStrike', limited: true }])],
    { libDisc: [['cel']] },
  ),
  lib(
    '101532',
    'Quickness',
    TYPES.combat,
    [
      mode('combat', [lv('cel'), { r: 'oncePerRound' }], [{ e: 'extraStrike', limited: true }]),
      mode('combat', [lv('cel', 2), { r: 'oncePerRound' }], [{ e: 'extraStrike', limited: false }]),
    ],
    { libDisc: [['cel']] },
  ),
  lib(
    '102215',
    'Roundhouse',
    TYPES.combat,
    [
      mode('combat', [lv('pot')], [{ e: 'strike', s: 'hand', plus: 2 }]),
      mode('combat', [lv('pot', 2)], [{ e: 'strike', s: 'hand', plus: 3 }]),
    ],
    { libDisc: [['pot']] },
  ),
  lib(
    '101772',
    'Show of Force',
    TYPES.action,
    [
      mode(
        'action',
        [lv('pot'), lv('pre')],
        [
          { e: 'bleed', plus: 1 },
          { e: 'strengthIfBlocked', n: 1 },
        ],
      ),
      mode(
        'action',
        [lv('pot', 2), lv('pre', 2)],
        [
          { e: 'bleed', plus: 2 },
          { e: 'strengthIfBlocked', n: 2 },
        ],
      ),
    ],
    { libDisc: [['pot', 'pre']] },
  ),
  lib(
    '101798',
    'Slam',
    TYPES.combat,
    [
      mode('combat', [lv('pot')], [{ e: 'strike', s: 'hand', plus: 2 }]),
      mode(
        'combat',
        [lv('pot', 2)],
        [
          { e: 'strike', s: 'hand', plus: 2 },
          { e: 'maneuver', toCloseOnly: true, optional: true },
        ],
      ),
    ],
    { blood: 1, libDisc: [['pot']] },
  ),
  lib('101945', 'Taste of Vitae', TYPES.combat, [mode('combat', [{ r: 'endOfRound' }, { r: 'oncePerRound' }], [{ e: 'gainLostBlood' }])]),
  lib(
    '101993',
    'Torn Signpost',
    TYPES.combat,
    [
      mode('combat', [lv('pot'), { r: 'beforeRange' }], [{ e: 'strengthSet', n: 2 }]),
      mode('combat', [lv('pot', 2), { r: 'beforeRange' }], [{ e: 'strengthSet', n: 3 }]),
    ],
    { libDisc: [['pot']] },
  ),
  hg('102150', 'Warzone Hunting Ground', 'Brujah'),
  hg('100108', 'Asylum Hunting Ground', 'Malkavian'),
  lib(
    '100135',
    'Barrens, The',
    TYPES.master,
    [mode('master', [], [{ e: 'inPlay', location: true, unique: true }, { e: 'lockToDiscard' }])],
    {
      unique: true,
    },
  ),
  lib(
    '100236',
    'Bonding',
    TYPES.mod,
    [
      mode('modifier', [lv('dom'), { r: 'bleed' }], [{ e: 'bleedPlus', n: 1, limited: true }]),
      mode(
        'modifier',
        [lv('dom', 2), { r: 'bleed' }],
        [
          { e: 'stealth', n: 1 },
          { e: 'bleedPlus', n: 1, limited: true },
        ],
      ),
    ],
    { libDisc: [['dom']] },
  ),
  lib(
    '100362',
    'Cloak the Gathering',
    TYPES.mod,
    [
      mode('modifier', [lv('obf')], [{ e: 'stealth', n: 1 }]),
      mode('modifier', [lv('obf', 2)], [{ e: 'stealth', n: 1 }, { e: 'playedByOther' }]),
    ],
    {
      libDisc: [['obf']],
    },
  ),
  lib(
    '100401',
    'Conditioning',
    TYPES.mod,
    [
      mode('modifier', [lv('dom'), { r: 'bleed' }], [{ e: 'bleedPlus', n: 2, limited: true }]),
      mode('modifier', [lv('dom', 2), { r: 'bleed' }], [{ e: 'bleedPlus', n: 3, limited: true }]),
    ],
    { blood: 1, libDisc: [['dom']] },
  ),
  lib(
    '100518',
    'Deflection',
    TYPES.react,
    [
      mode('reaction', [lv('dom'), { r: 'bleedingYou' }], [{ e: 'redirectBleed', lockSelf: true }]),
      mode('reaction', [lv('dom', 2), { r: 'bleedingYou' }], [{ e: 'redirectBleed', lockSelf: false }]),
    ],
    { blood: 1, libDisc: [['dom']] },
  ),
  lib('100588', 'Dreams of the Sphinx', TYPES.master, [mode('master', [], [{ e: 'inPlay', unique: true }, { e: 'dreams' }])], {
    pool: 1,
    unique: true,
  }),
  lib(
    '100620',
    'Elder Library',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', location: true, unique: true },
          { e: 'mod', stat: 'handSize', n: 1, who: 'controller' },
        ],
      ),
    ],
    { pool: 1, unique: true },
  ),
  lib(
    '100680',
    'Eyes of Argus',
    TYPES.react,
    [
      mode('reaction', [lv('aus'), { r: 'directedAtYou' }], [{ e: 'intercept', n: 2 }]),
      mode('reaction', [lv('aus', 2), { r: 'locked' }], [{ e: 'wake' }]),
    ],
    { libDisc: [['aus']] },
  ),
  lib(
    '100687',
    'Faceless Night',
    TYPES.mod,
    [
      mode('modifier', [lv('obf')], [{ e: 'stealth', n: 1 }]),
      mode('modifier', [lv('obf', 2)], [{ e: 'stealth', n: 1 }, { e: 'lockFailedBlockers' }]),
    ],
    { libDisc: [['obf']] },
  ),
  lib(
    '100765',
    'Foreshadowing Destruction',
    TYPES.mod,
    [
      mode('modifier', [lv('dom'), { r: 'bleed' }], [{ e: 'bleedPlus', n: 1, limited: true }]),
      mode('modifier', [lv('dom', 2), { r: 'bleed' }], [{ e: 'bleedPlus', n: 3, limited: true, ifPoolAtMost: 9 }]),
    ],
    { libDisc: [['dom']] },
  ),
  lib(
    '100845',
    'Govern the Unaligned',
    TYPES.action,
    [
      mode('action', [lv('dom')], [{ e: 'bleed', plus: 2 }]),
      mode(
        'action',
        [lv('dom', 2)],
        [
          { e: 'actionStealth', n: 1 },
          { e: 'bloodToUncontrolled', n: 3 },
        ],
      ),
    ],
    { blood: 1, libDisc: [['dom']] },
  ),
  lib('101104', 'Life in the City', TYPES.master, [mode('master', [], [{ e: 'trifle' }, { e: 'addBlood', n: 1 }])]),
  lib(
    '101125',
    'Lost in Crowds',
    TYPES.mod,
    [mode('modifier', [lv('obf')], [{ e: 'stealth', n: 1 }]), mode('modifier', [lv('obf', 2)], [{ e: 'stealth', n: 2 }])],
    { libDisc: [['obf']] },
  ),
  lib(
    '101627',
    'Revelations',
    TYPES.action,
    [
      mode('action', [lv('aus')], [{ e: 'actionStealth', n: 1 }, { e: 'discardFromPrey' }]),
      mode('action', [lv('aus', 2)], [{ e: 'actionStealth', n: 1 }, { e: 'openHandPrey' }, { e: 'burnableByAction' }]),
    ],
    { blood: 1, libDisc: [['aus']] },
  ),
  lib(
    '101857',
    'Spying Mission',
    TYPES.mod,
    [mode('modifier', [lv('obf')], [{ e: 'stealth', n: 1 }]), mode('modifier', [lv('obf', 2), { r: 'bleed' }], [{ e: 'spying' }])],
    { libDisc: [['obf']] },
  ),
  lib(
    '101913',
    'Swallowed by the Night',
    ['Action Modifier', 'Combat'],
    [mode('modifier', [lv('obf')], [{ e: 'stealth', n: 1 }]), mode('combat', [lv('obf', 2)], [{ e: 'maneuver' }])],
    {
      libDisc: [['obf']],
    },
  ),
  lib(
    '101949',
    'Telepathic Misdirection',
    TYPES.react,
    [
      mode('reaction', [lv('aus')], [{ e: 'intercept', n: 1 }]),
      mode('reaction', [lv('aus', 2), { r: 'bleedingYou' }], [{ e: 'redirectBleed', lockSelf: true }]),
    ],
    { blood: 1, libDisc: [['aus']] },
  ),
  lib('102180', 'Wider View', TYPES.master, [mode('master', [], [{ e: 'trifle' }, { e: 'inPlay' }, { e: 'widerView' }])], { pool: 1 }),
  lib(
    '100301',
    'Carrion Crows',
    TYPES.combat,
    [
      mode('combat', [lv('ani'), { r: 'beforeRange' }, { r: 'oncePerCombat' }], [{ e: 'envDamage', n: 1 }]),
      mode('combat', [lv('ani', 2), { r: 'beforeRange' }, { r: 'oncePerCombat' }], [{ e: 'envDamage', n: 2 }]),
    ],
    { libDisc: [['ani']] },
  ),
  lib(
    '100308',
    "Cats' Guidance",
    TYPES.react,
    [
      mode('reaction', [lv('ani'), { r: 'locked' }, { r: 'hasBlocked' }], [{ e: 'unlockSelf' }]),
      mode('reaction', [lv('ani', 2)], [{ e: 'intercept', n: 1 }]),
    ],
    { libDisc: [['ani']] },
  ),
  lib(
    '102213',
    'Creeping Sabotage',
    TYPES.action,
    [mode('action', [], [{ e: 'actionStealth', n: 1 }, { e: 'sabotage' }, { e: 'burnableByAction' }])],
    { blood: 'X', clan: ['Nosferatu'] },
  ),
  lib(
    '100515',
    'Deep Song',
    TYPES.action,
    [
      mode('action', [lv('ani')], [{ e: 'bleed', plus: 1 }]),
      mode('action', [lv('ani', 2)], [{ e: 'enterCombat', lockTarget: true }, { e: 'frenzy' }]),
    ],
    { libDisc: [['ani']] },
  ),
  lib(
    '100863',
    'Guard Dogs',
    TYPES.react,
    [
      mode('reaction', [lv('ani'), { r: 'locked' }, { r: 'bleed' }, { r: 'directedAtYou' }], [{ e: 'unlockSelf' }]),
      mode(
        'reaction',
        [lv('ani', 2), { r: 'locked' }, { r: 'bleed' }, { r: 'directedAtYou' }],
        [{ e: 'unlockSelf' }, { e: 'maneuver', optional: true }],
      ),
    ],
    { libDisc: [['ani']] },
  ),
  lib(
    '100995',
    'Instinctive Reaction',
    TYPES.react,
    [
      mode('reaction', [lv('ani'), { r: 'predatorActing' }], [{ e: 'intercept', n: 1 }]),
      mode(
        'reaction',
        [lv('ani', 2), { r: 'predatorActing' }],
        [
          { e: 'intercept', n: 1 },
          { e: 'maneuver', optional: true },
        ],
      ),
    ],
    { libDisc: [['ani']] },
  ),
  lib(
    '101070',
    'Labyrinth, The',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', location: true, unique: true },
          { e: 'lockForStealth', clan: 'Nosferatu' },
        ],
      ),
    ],
    {
      pool: 1,
      clan: ['Nosferatu'],
      unique: true,
    },
  ),
  lib(
    '101254',
    'Murder of Crows',
    TYPES.ret,
    [
      mode(
        'retainer',
        [lv('ani')],
        [
          { e: 'retainer', life: 1 },
          { e: 'retainerDamage', n: 1 },
        ],
      ),
      mode(
        'retainer',
        [lv('ani', 2)],
        [
          { e: 'retainer', life: 2 },
          { e: 'retainerDamage', n: 1 },
        ],
      ),
    ],
    { blood: 1, libDisc: [['ani']] },
  ),
  lib(
    '101483',
    'Preternatural Strength',
    TYPES.action,
    [
      mode(
        'action',
        [lv('pot')],
        [
          { e: 'actionStealth', n: 2 },
          { e: 'attachStrength', n: 1 },
          { e: 'cannotPlay', cid: '101993', name: 'Torn Signpost' },
          { e: 'onlyOne' },
        ],
      ),
      mode(
        'action',
        [lv('pot', 2)],
        [
          { e: 'actionStealth', n: 2 },
          { e: 'attachStrength', n: 2 },
          { e: 'cannotPlay', cid: '101993', name: 'Torn Signpost' },
          { e: 'onlyOne' },
        ],
      ),
    ],
    { blood: 1, libDisc: [['pot']] },
  ),
  lib('102214', 'Protected District', TYPES.react, [mode('reaction', [], [{ e: 'reduceBleed', n: 3, orVotesAgainst: true }])], {
    reqs: [PRIMOGEN],
  }),
  lib(
    '101550',
    'Raven Spy',
    TYPES.ret,
    [
      mode(
        'retainer',
        [lv('ani')],
        [
          { e: 'retainer', life: 1 },
          { e: 'mod', stat: 'intercept', n: 1, who: 'employer' },
        ],
      ),
      mode(
        'retainer',
        [lv('ani', 2)],
        [
          { e: 'retainer', life: 2 },
          { e: 'mod', stat: 'intercept', n: 1, who: 'employer' },
        ],
      ),
    ],
    { blood: 1, libDisc: [['ani']] },
  ),
  lib('101564', 'Rebel', TYPES.master, [
    mode('master', [], [{ e: 'archetype' }, { e: 'trifle' }, { e: 'onVampire', own: true, ready: false }, { e: 'rebelBlock' }]),
  ]),
  hg('101808', 'Slum Hunting Ground', 'Nosferatu'),
  lib(
    '101811',
    'Smiling Jack, The Anarch',
    TYPES.master,
    [mode('master', [], [{ e: 'inPlay', unique: true }, { e: 'smilingJack' }, { e: 'burnableByAction', vampiresOnly: true }])],
    { unique: true },
  ),
  lib(
    '102065',
    'Underbridge Stray',
    TYPES.ally,
    [
      mode('ally', [lv('ani')], [{ e: 'ally', life: 1, strength: 0, bleed: 0 }, { e: 'strayPress' }, { e: 'strayUnlock' }]),
      mode('ally', [lv('ani', 2)], [{ e: 'ally', life: 2, strength: 1, bleed: 0 }, { e: 'strayPress' }, { e: 'strayUnlock' }]),
    ],
    { blood: 1, libDisc: [['ani']] },
  ),
  lib(
    '102113',
    'Vessel',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'trifle' },
          { e: 'onVampire', own: false, ready: false },
          { e: 'mayBurnNamed', cid: '100199', name: 'Blood Doll' },
          { e: 'bloodDoll', phase: 'unlock' },
        ],
      ),
    ],
    { pool: 1 },
  ),
  lib('102216', 'Warrens, The', TYPES.react, [mode('reaction', [{ r: 'directedAtYou' }], [{ e: 'intercept', n: 2, titledBonus: 1 }])], {
    blood: 1,
    clan: ['Nosferatu'],
  }),
  lib(
    '102149',
    'Warsaw Station',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', location: true, unique: true },
          { e: 'warsaw', clan: 'Nosferatu' },
        ],
      ),
    ],
    { pool: 2, clan: ['Nosferatu'], unique: true },
  ),
  lib('100058', 'Anarch Troublemaker', TYPES.master, [mode('master', [], [{ e: 'inPlay', unique: true }, { e: 'troublemaker' }])], {
    unique: true,
  }),
  lib('100065', 'Ancilla Empowerment', TYPES.pol, [mode('political', [], [{ e: 'refBurnPerMinion' }])]),
  lib(
    '100157',
    'Bewitching Oration',
    TYPES.mod,
    [
      mode('modifier', [lv('pre'), { r: 'polling' }], [{ e: 'votes', n: 2 }]),
      mode('modifier', [lv('pre', 2), { r: 'polling' }], [{ e: 'votes', n: 4 }]),
    ],
    { libDisc: [['pre']] },
  ),
  lib(
    '100492',
    'Daring the Dawn',
    TYPES.mod,
    [
      mode('modifier', [lv('for')], [{ e: 'noVampireBlock', aggAfter: 2 }]),
      mode('modifier', [lv('for', 2)], [{ e: 'noVampireBlock', aggAfter: 1 }]),
    ],
    { libDisc: [['for']] },
  ),
  lib(
    '100788',
    'Freak Drive',
    TYPES.mod,
    [
      mode('modifier', [lv('for'), { r: 'after', outcome: 'success' }], [{ e: 'unlockActor' }]),
      mode('modifier', [lv('for', 2), { r: 'after', outcome: 'blocked' }], [{ e: 'unlockActor' }]),
    ],
    { blood: 1, libDisc: [['for']] },
  ),
  lib(
    '100918',
    'Hidden Strength',
    TYPES.combat,
    [
      mode('combat', [lv('for')], [{ e: 'prevent', n: 'X+1' }]),
      mode(
        'combat',
        [lv('for', 2)],
        [
          { e: 'prevent', n: 'X+1' },
          { e: 'press', optional: true },
        ],
      ),
    ],
    {
      blood: 'X',
      libDisc: [['for']],
    },
  ),
  lib(
    '100984',
    'Information Highway',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', location: true, unique: true },
          { e: 'transfers', n: 2 },
        ],
      ),
    ],
    { unique: true },
  ),
  lib(
    '100999',
    'Intimidation',
    TYPES.action,
    [mode('action', [lv('pre')], [{ e: 'bleed', plus: 1 }]), mode('action', [lv('pre', 2)], [{ e: 'bleed', plus: 2 }])],
    { libDisc: [['pre']] },
  ),
  lib('101056', 'Kine Resources Contested', TYPES.pol, [mode('political', [], [{ e: 'refAllocateBurn', points: 4 }])]),
  lib(
    '101144',
    'Majesty',
    TYPES.combat,
    [
      mode('combat', [lv('pre')], [{ e: 'strike', s: 'combatEnds' }]),
      mode('combat', [lv('pre', 2)], [{ e: 'strike', s: 'combatEnds' }, { e: 'unlockActor' }]),
    ],
    {
      blood: 1,
      libDisc: [['pre']],
    },
  ),
  lib('101225', 'Misdirection', TYPES.master, [mode('master', [], [{ e: 'lockMinion' }])], { pool: 1 }),
  lib('101353', 'Parity Shift', TYPES.pol, [mode('political', [], [{ e: 'refParity', n: 3 }])], { reqs: [PRINCE_OR_JUSTICAR] }),
  lib(
    '101706',
    'Second Tradition: Domain',
    TYPES.react,
    [
      mode('reaction', [], [{ e: 'intercept', n: 2 }]),
      mode('reaction', [{ r: 'locked' }], [{ e: 'unlockSelf', bloodCost: 1, blockWith: 2 }]),
    ],
    {
      reqs: [PRINCE_OR_JUSTICAR],
    },
  ),
  hg('102084', 'Uptown Hunting Ground', 'Ventrue'),
  lib(
    '102109',
    'Ventrue Headquarters',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', location: true, unique: true },
          { e: 'lockForVotes', n: 3 },
        ],
      ),
    ],
    {
      pool: 1,
      clan: ['Ventrue'],
      unique: true,
    },
  ),
  lib(
    '102126',
    'Visit from the Capuchin',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', unique: true },
          { e: 'capuchin', n: 4 },
        ],
      ),
    ],
    { unique: true },
  ),
  lib(
    '102131',
    'Voter Captivation',
    TYPES.mod,
    [
      mode('modifier', [lv('pre'), { r: 'refPassed' }], [{ e: 'bloodPerVoteMargin', toPool: 0 }]),
      mode('modifier', [lv('pre', 2), { r: 'refPassed' }], [{ e: 'bloodPerVoteMargin', toPool: 2 }]),
    ],
    { libDisc: [['pre']] },
  ),
  lib('102137', "Wake with Evening's Freshness", TYPES.react, [
    mode('reaction', [{ r: 'locked' }, { r: 'vampire' }], [{ e: 'noReplace' }, { e: 'wake' }]),
  ]),
];

/**
 * The starter cards as the game holds them: named as players read them ("The Barrens", not the
 * list's "Barrens, The"), like the imported cards (imported.ts); the lookup keeps the list's name.
 */
export const STARTER_DEFS: ReadonlyMap<string, CardDef> = new Map(
  [...STARTER_CRYPT, ...STARTER_LIBRARY].map((c) => [c.id, { ...c, name: displayNameOf(c.name) }]),
);
