/**
 * The action cards of the four Fifth Edition starter decks, with their political actions, allies and
 * retainers (vtes-es 6.1 "Tipos de acciones", 6.3 "Acciones políticas", 1.6.1.4 "Aliados",
 * "Servidores"; vtes-pl "Rodzaje akcji", "Akcje polityczne", "Sojusznicy", "Słudzy"): what a minion
 * does as its action. Facts and effect data only (effects.ts); the texts are rendered from the data.
 */
import type { CardDef } from './effects';
import {
  lv,
  mode,
  lib,
  ANARCH,
  BURN_IN_TORPOR,
  ONE_ON_MINION,
  PREY,
  A_METHUSELAH,
  A_MINION,
  PRINCE_OR_JUSTICAR,
  TYPES,
} from './starter-builders';

export const STARTER_ACTION_CARDS: CardDef[] = [
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
    '100640',
    'Enchant Kindred',
    TYPES.action,
    [
      mode('action', [lv('pre')], [{ e: 'bleed', plus: 1 }], { targets: PREY }),
      mode(
        'action',
        [lv('pre', 2)],
        [
          { e: 'actionStealth', n: 1 },
          { e: 'prims', do: [{ p: 'bloodToUncontrolled', n: 2, younger: true }] },
        ],
      ),
    ],
    { libDisc: [['pre']] },
  ),
  lib(
    '100913',
    'Heroic Might',
    TYPES.action,
    [
      mode(
        'action',
        [lv('pot')],
        [{ e: 'actionStealth', n: 3 }, { e: 'attachStrength', n: 1 }, BURN_IN_TORPOR, { e: 'strike', s: 'burnEquipment' }],
        { limits: [ONE_ON_MINION] },
      ),
      mode(
        'action',
        [lv('pot', 2)],
        [{ e: 'actionStealth', n: 3 }, { e: 'attachStrength', n: 2, rangedDamage: 2 }, BURN_IN_TORPOR, { e: 'strike', s: 'burnEquipment' }],
        { limits: [ONE_ON_MINION] },
      ),
    ],
    { blood: 3, libDisc: [['pot']] },
  ),
  lib(
    '102229',
    'Line Brawl',
    TYPES.action,
    [
      mode('action', [lv('cel')], [{ e: 'prims', do: [{ p: 'move', n: 1, from: 'targetPool', to: 'pool' }] }], { targets: A_METHUSELAH }),
      mode('action', [lv('pot')], [{ e: 'enterCombat' }], { targets: A_MINION }),
      mode('action', [lv('pre')], [{ e: 'bleed', plus: 1 }], { targets: PREY }),
    ],
    { reqs: [ANARCH], libDisc: [['cel'], ['pot'], ['pre']] },
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
        { targets: PREY },
      ),
      mode(
        'action',
        [lv('pot', 2), lv('pre', 2)],
        [
          { e: 'bleed', plus: 2 },
          { e: 'strengthIfBlocked', n: 2 },
        ],
        { targets: PREY },
      ),
    ],
    { libDisc: [['pot', 'pre']] },
  ),
  lib(
    '100845',
    'Govern the Unaligned',
    TYPES.action,
    [
      mode('action', [lv('dom')], [{ e: 'bleed', plus: 2 }], { targets: PREY }),
      mode(
        'action',
        [lv('dom', 2)],
        [
          { e: 'actionStealth', n: 1 },
          { e: 'prims', do: [{ p: 'bloodToUncontrolled', n: 3, younger: true }] },
        ],
      ),
    ],
    { blood: 1, libDisc: [['dom']] },
  ),
  lib(
    '101627',
    'Revelations',
    TYPES.action,
    [
      mode(
        'action',
        [lv('aus')],
        [
          { e: 'actionStealth', n: 1 },
          { e: 'prims', do: [{ p: 'discardFromTarget' }] },
        ],
        { targets: PREY },
      ),
      mode(
        'action',
        [lv('aus', 2)],
        [{ e: 'actionStealth', n: 1 }, { e: 'prims', do: [{ p: 'putIntoPlay' }] }, { e: 'openHandPrey' }, { e: 'burnableByAction' }],
      ),
    ],
    { blood: 1, libDisc: [['aus']] },
  ),
  lib(
    '102213',
    'Creeping Sabotage',
    TYPES.action,
    [mode('action', [], [{ e: 'actionStealth', n: 1 }, { e: 'card', id: 'sabotage' }, { e: 'burnableByAction' }])],
    { blood: 'X', clan: ['Nosferatu'] },
  ),
  lib(
    '100515',
    'Deep Song',
    TYPES.action,
    [
      mode('action', [lv('ani')], [{ e: 'bleed', plus: 1 }], { targets: PREY }),
      mode('action', [lv('ani', 2)], [{ e: 'enterCombat', lockTarget: true }, { e: 'frenzy' }], { targets: A_MINION }),
    ],
    { libDisc: [['ani']] },
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
          { e: 'mod', stat: 'roundDamage', n: 1, who: 'employer' },
        ],
      ),
      mode(
        'retainer',
        [lv('ani', 2)],
        [
          { e: 'retainer', life: 2 },
          { e: 'mod', stat: 'roundDamage', n: 1, who: 'employer' },
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
        ],
        { limits: [ONE_ON_MINION] },
      ),
      mode(
        'action',
        [lv('pot', 2)],
        [
          { e: 'actionStealth', n: 2 },
          { e: 'attachStrength', n: 2 },
          { e: 'cannotPlay', cid: '101993', name: 'Torn Signpost' },
        ],
        { limits: [ONE_ON_MINION] },
      ),
    ],
    { blood: 1, libDisc: [['pot']] },
  ),
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
  lib(
    '102065',
    'Underbridge Stray',
    TYPES.ally,
    [
      mode(
        'ally',
        [lv('ani')],
        [
          { e: 'ally', life: 1, strength: 0, bleed: 0 },
          { e: 'ability', window: 'press', cost: [{ c: 'life', n: 1 }], effects: [{ p: 'press', who: 'minion' }] },
          { e: 'ability', window: 'directed', cost: [{ c: 'burnSelf' }], effects: [{ p: 'unlock', who: 'minion' }] },
        ],
      ),
      mode(
        'ally',
        [lv('ani', 2)],
        [
          { e: 'ally', life: 2, strength: 1, bleed: 0 },
          { e: 'ability', window: 'press', cost: [{ c: 'life', n: 1 }], effects: [{ p: 'press', who: 'minion' }] },
          { e: 'ability', window: 'directed', cost: [{ c: 'burnSelf' }], effects: [{ p: 'unlock', who: 'minion' }] },
        ],
      ),
    ],
    { blood: 1, libDisc: [['ani']] },
  ),
  lib('100065', 'Ancilla Empowerment', TYPES.pol, [
    mode('political', [], [{ e: 'prims', do: [{ p: 'seatPool', n: 1, from: 'each', to: 'bank', per: 'minion' }] }]),
  ]),
  lib(
    '100999',
    'Intimidation',
    TYPES.action,
    [
      mode('action', [lv('pre')], [{ e: 'bleed', plus: 1 }], { targets: PREY }),
      mode('action', [lv('pre', 2)], [{ e: 'bleed', plus: 2 }], { targets: PREY }),
    ],
    { libDisc: [['pre']] },
  ),
  lib('101056', 'Kine Resources Contested', TYPES.pol, [
    mode(
      'political',
      [],
      [
        {
          e: 'prims',
          do: [
            { p: 'allot', n: 4, among: 'any', spread: 2 },
            { p: 'seatPool', n: 1, from: 'points', to: 'bank' },
          ],
        },
      ],
    ),
  ]),
  lib(
    '101353',
    'Parity Shift',
    TYPES.pol,
    [
      mode(
        'political',
        [],
        [
          {
            e: 'prims',
            do: [
              { p: 'chooseSeat', among: 'richer' },
              { p: 'allot', n: 3, among: 'notChosen' },
              { p: 'seatPool', n: 1, from: 'chosen', to: 'points' },
            ],
          },
        ],
      ),
    ],
    { reqs: [PRINCE_OR_JUSTICAR] },
  ),
];
