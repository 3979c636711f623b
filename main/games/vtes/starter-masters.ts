/**
 * The master cards of the four Fifth Edition starter decks (vtes-es 1.6.2; vtes-pl "Karty mistrza").
 * Facts and effect data only (effects.ts); the texts are rendered from the data in Spanish and Polish.
 */
import type { CardDef } from './effects';
import type { Prim } from './vocab/records';
import { mode, lib, ANARCH, BURN_IN_TORPOR, LOCK, TYPES, bloodDoll, hg } from './starter-builders';

/** Dreams of the Sphinx: a counter per lock, burned at 3. */
const DREAMS_COUNTER: Prim = { p: 'counter', burnAt: 3 };

export const STARTER_MASTERS: CardDef[] = [
  lib(
    '100052',
    'Anarch Free Press, The',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', unique: true },
          {
            e: 'ability',
            window: 'intercept',
            cost: [LOCK],
            who: { role: 'blocking', sect: 'anarch' },
            effects: [{ p: 'bonus', stat: 'intercept', n: 1 }],
          },
          {
            e: 'ability',
            window: 'after',
            cost: [LOCK],
            who: { role: 'acting', sect: 'anarch', after: 'hunt' },
            effects: [{ p: 'move', n: 1, from: 'bank', to: 'minion' }],
          },
        ],
      ),
    ],
    { pool: 1, reqs: [ANARCH], unique: true },
  ),
  lib('100199', 'Blood Doll', TYPES.master, [mode('master', [], [{ e: 'onVampire', own: true, ready: false }, ...bloodDoll('master')])]),
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
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', location: true, unique: true },
          { e: 'card', id: 'carver' },
        ],
      ),
    ],
    { pool: 1, unique: true },
  ),
  lib(
    '100698',
    'Fame',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'onVampire', own: false, ready: true },
          {
            e: 'on',
            event: 'vtes.torpor',
            filter: { ready: true, minion: 'bearer', zone: 'torpor' },
            effects: [{ p: 'move', n: 3, from: 'pool', to: 'bank' }],
          },
          {
            e: 'on',
            event: 'unlockPhase',
            filter: { minion: 'bearer', zone: 'torpor' },
            seat: 'active',
            effects: [{ p: 'move', n: 1, from: 'pool', to: 'bank' }],
          },
        ],
      ),
    ],
    { unique: true },
  ),
  lib('100794', 'Frontal Assault', TYPES.master, [
    mode(
      'master',
      [],
      [
        { e: 'inPlay' },
        { e: 'card', id: 'frontalAssault' },
        {
          e: 'on',
          event: ['vtes.burn', 'vtes.torpor'],
          filter: { ready: true, minion: 'preyMinion' },
          effects: [{ p: 'move', n: 1, from: 'bank', to: 'pool' }],
        },
      ],
    ),
  ]),
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
          { e: 'ability', window: 'prevent', cost: [], limit: 'combat', who: { role: 'bearer' }, effects: [{ p: 'prevent', n: 1 }] },
          BURN_IN_TORPOR,
        ],
      ),
    ],
    {
      pool: 2,
    },
  ),
  lib('100897', 'Haven Uncovered', TYPES.master, [
    mode(
      'master',
      [],
      [
        { e: 'onVampire', own: false, ready: true },
        { e: 'card', id: 'havenUncovered' },
      ],
    ),
  ]),
  hg('102150', 'Warzone Hunting Ground', 'Brujah'),
  hg('100108', 'Asylum Hunting Ground', 'Malkavian'),
  lib(
    '100135',
    'Barrens, The',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', location: true, unique: true },
          { e: 'ability', window: 'minion', cost: [LOCK], effects: [{ p: 'discardChosen' }] },
        ],
      ),
    ],
    {
      unique: true,
    },
  ),
  lib(
    '100588',
    'Dreams of the Sphinx',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', unique: true },
          // lock: +2 hand size this turn, or 1 blood on an uncontrolled vampire (whenever asked), or 1 pool in
          // the unlock phase with the Edge; a counter per lock, burned at 3
          { e: 'ability', window: 'any', cost: [LOCK], effects: [DREAMS_COUNTER, { p: 'handSize', n: 2 }] },
          { e: 'ability', window: 'any', cost: [LOCK], effects: [DREAMS_COUNTER, { p: 'bloodToUncontrolled', n: 1 }] },
          {
            e: 'ability',
            window: 'unlock',
            cost: [LOCK],
            who: { edge: true },
            effects: [DREAMS_COUNTER, { p: 'move', n: 1, from: 'bank', to: 'pool' }],
          },
        ],
      ),
    ],
    {
      pool: 1,
      unique: true,
    },
  ),
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
  lib('101104', 'Life in the City', TYPES.master, [
    mode('master', [], [{ e: 'trifle' }, { e: 'prims', do: [{ p: 'move', n: 1, from: 'bank', to: 'target' }] }]),
  ]),
  lib('102180', 'Wider View', TYPES.master, [mode('master', [], [{ e: 'trifle' }, { e: 'inPlay' }, { e: 'card', id: 'widerView' }])], {
    pool: 1,
  }),
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
          {
            e: 'ability',
            window: 'stealth',
            cost: [LOCK],
            who: { role: 'acting', clan: 'Nosferatu' },
            effects: [{ p: 'bonus', stat: 'stealth', n: 1 }],
          },
        ],
      ),
    ],
    {
      pool: 1,
      clan: ['Nosferatu'],
      unique: true,
    },
  ),
  lib('101564', 'Rebel', TYPES.master, [
    mode(
      'master',
      [],
      [
        { e: 'archetype' },
        { e: 'trifle' },
        { e: 'onVampire', own: true, ready: false },
        {
          e: 'on',
          event: 'vtes.blocked',
          filter: { minion: 'bearer', blockOf: ['titled', 'political'] },
          limit: 'turn',
          effects: [{ p: 'move', n: 1, from: 'bank', to: 'minion' }],
        },
      ],
    ),
  ]),
  hg('101808', 'Slum Hunting Ground', 'Nosferatu'),
  lib(
    '101811',
    'Smiling Jack, The Anarch',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', unique: true },
          { e: 'card', id: 'smilingJack' },
          { e: 'burnableByAction', vampiresOnly: true },
        ],
      ),
    ],
    { unique: true },
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
          ...bloodDoll('unlock'),
        ],
      ),
    ],
    { pool: 1 },
  ),
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
          { e: 'card', id: 'warsaw', clan: 'Nosferatu' },
        ],
      ),
    ],
    { pool: 2, clan: ['Nosferatu'], unique: true },
  ),
  lib(
    '100058',
    'Anarch Troublemaker',
    TYPES.master,
    [
      mode(
        'master',
        [],
        [
          { e: 'inPlay', unique: true },
          { e: 'card', id: 'troublemaker' },
        ],
      ),
    ],
    {
      unique: true,
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
  lib('101225', 'Misdirection', TYPES.master, [mode('master', [], [{ e: 'prims', do: [{ p: 'lock', who: 'target' }] }])], { pool: 1 }),
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
          { e: 'ability', window: 'polling', cost: [LOCK], limit: 'referendum', effects: [{ p: 'votes', n: 3 }] },
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
          { e: 'inPlay', unique: true, counters: 4 },
          { e: 'mod', stat: 'handSize', n: 1, who: 'controller', per: 'counter' },
          { e: 'instead', of: 'replaceCard', burn: 'counter' },
        ],
      ),
    ],
    { unique: true },
  ),
];
