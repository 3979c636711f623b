/**
 * The minion cards of the four Fifth Edition starter decks (vtes-es 1.6.3: actions, action modifiers, reactions, combat cards, political actions, allies, retainers; vtes-pl "Karty podwładnych").
 * Facts and effect data only (effects.ts); the texts are rendered from the data in Spanish and Polish.
 */
import type { CardDef } from './effects';
import {
  lv,
  mode,
  lib,
  ANARCH,
  BARON,
  BURN_IN_TORPOR,
  ONCE_PER_COMBAT,
  ONCE_PER_ROUND,
  ONCE_PER_UNLOCK,
  ONE_ON_MINION,
  PREY,
  A_METHUSELAH,
  A_MINION,
  PRINCE_OR_JUSTICAR,
  PRIMOGEN,
  TYPES,
} from './starter-builders';

export const STARTER_MINION_CARDS: CardDef[] = [
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
    '102218',
    'Bait and Switch',
    TYPES.react,
    [mode('reaction', [], [{ e: 'redirectBleed', lockSelf: true }], { window: { against: 'bleedingYou' } })],
    {
      reqs: [BARON],
    },
  ),
  lib('100519', 'Delaying Tactics', TYPES.react, [mode('reaction', [], [{ e: 'cancelReferendum' }], { window: { polling: true } })], {
    blood: 1,
  }),
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
          { e: 'prims', do: [{ p: 'additionalStrike', limited: true }] },
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
    '100959',
    'Immortal Grapple',
    TYPES.combat,
    [
      mode('combat', [lv('pot')], [{ e: 'prims', do: [{ p: 'strikeOnly', kind: 'hand' }] }], {
        window: { combat: 'closeBeforeStrikes' },
        limits: [ONCE_PER_ROUND],
      }),
      mode(
        'combat',
        [lv('pot', 2)],
        [
          {
            e: 'prims',
            do: [{ p: 'strikeOnly', kind: 'hand' }, { p: 'nextRoundClose' }, { p: 'press', who: 'minion' }],
          },
        ],
        { window: { combat: 'closeBeforeStrikes' }, limits: [ONCE_PER_ROUND] },
      ),
    ],
    { libDisc: [['pot']] },
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
    '101239',
    'Monkey Wrench',
    TYPES.mod,
    [mode('modifier', [], [{ e: 'bleedPlus', n: 'X', limited: true }], { window: { bleed: true } })],
    {
      blood: 'X',
      reqs: [ANARCH],
    },
  ),
  lib('101321', 'On the Qui Vive', TYPES.react, [
    mode(
      'reaction',
      [{ r: 'locked' }],
      [
        {
          e: 'prims',
          do: [
            { p: 'wake', who: 'minion' },
            { p: 'noUnlock', who: 'minion', allyOnly: true },
          ],
        },
      ],
      {
        limits: [ONCE_PER_UNLOCK],
      },
    ),
  ]),
  lib('102230', 'Organized Resistance', TYPES.react, [mode('reaction', [], [{ e: 'organizedResistance' }])], { reqs: [BARON] }),
  lib(
    '101523',
    'Pursuit',
    TYPES.combat,
    [
      mode('combat', [lv('cel')], [{ e: 'prims', do: [{ p: 'maneuver' }] }]),
      mode('combat', [lv('cel', 2)], [{ e: 'prims', do: [{ p: 'additionalStrike', limited: true }] }]),
    ],
    { libDisc: [['cel']] },
  ),
  lib(
    '101532',
    'Quickness',
    TYPES.combat,
    [
      mode('combat', [lv('cel')], [{ e: 'prims', do: [{ p: 'additionalStrike', limited: true }] }], { limits: [ONCE_PER_ROUND] }),
      mode('combat', [lv('cel', 2)], [{ e: 'prims', do: [{ p: 'additionalStrike', limited: false }] }], { limits: [ONCE_PER_ROUND] }),
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
          { e: 'prims', do: [{ p: 'maneuver', toClose: true }] },
        ],
      ),
    ],
    { blood: 1, libDisc: [['pot']] },
  ),
  lib('101945', 'Taste of Vitae', TYPES.combat, [
    mode('combat', [], [{ e: 'prims', do: [{ p: 'gainBlood', n: 'opponentLost' }] }], {
      window: { combat: 'endOfRound' },
      limits: [ONCE_PER_ROUND],
    }),
  ]),
  lib(
    '101993',
    'Torn Signpost',
    TYPES.combat,
    [
      mode('combat', [lv('pot')], [{ e: 'prims', do: [{ p: 'strength', n: 2, set: true }] }], { window: { combat: 'beforeRange' } }),
      mode('combat', [lv('pot', 2)], [{ e: 'prims', do: [{ p: 'strength', n: 3, set: true }] }], { window: { combat: 'beforeRange' } }),
    ],
    { libDisc: [['pot']] },
  ),
  lib(
    '100236',
    'Bonding',
    TYPES.mod,
    [
      mode('modifier', [lv('dom')], [{ e: 'bleedPlus', n: 1, limited: true }], { window: { bleed: true } }),
      mode(
        'modifier',
        [lv('dom', 2)],
        [
          { e: 'stealth', n: 1 },
          { e: 'bleedPlus', n: 1, limited: true },
        ],
        { window: { bleed: true } },
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
      mode('modifier', [lv('dom')], [{ e: 'bleedPlus', n: 2, limited: true }], { window: { bleed: true } }),
      mode('modifier', [lv('dom', 2)], [{ e: 'bleedPlus', n: 3, limited: true }], { window: { bleed: true } }),
    ],
    { blood: 1, libDisc: [['dom']] },
  ),
  lib(
    '100518',
    'Deflection',
    TYPES.react,
    [
      mode('reaction', [lv('dom')], [{ e: 'redirectBleed', lockSelf: true }], { window: { against: 'bleedingYou' } }),
      mode('reaction', [lv('dom', 2)], [{ e: 'redirectBleed', lockSelf: false }], { window: { against: 'bleedingYou' } }),
    ],
    { blood: 1, libDisc: [['dom']] },
  ),
  lib(
    '100680',
    'Eyes of Argus',
    TYPES.react,
    [
      mode('reaction', [lv('aus')], [{ e: 'intercept', n: 2 }], { window: { against: 'directedAtYou' } }),
      mode('reaction', [lv('aus', 2), { r: 'locked' }], [{ e: 'prims', do: [{ p: 'wake', who: 'minion' }] }]),
    ],
    { libDisc: [['aus']] },
  ),
  lib(
    '100687',
    'Faceless Night',
    TYPES.mod,
    [
      mode('modifier', [lv('obf')], [{ e: 'stealth', n: 1 }]),
      mode(
        'modifier',
        [lv('obf', 2)],
        [
          { e: 'stealth', n: 1 },
          { e: 'prims', do: [{ p: 'lockFailedBlockers' }] },
        ],
      ),
    ],
    { libDisc: [['obf']] },
  ),
  lib(
    '100765',
    'Foreshadowing Destruction',
    TYPES.mod,
    [
      mode('modifier', [lv('dom')], [{ e: 'bleedPlus', n: 1, limited: true }], { window: { bleed: true } }),
      mode('modifier', [lv('dom', 2)], [{ e: 'bleedPlus', n: 3, limited: true, ifPoolAtMost: 9 }], { window: { bleed: true } }),
    ],
    { libDisc: [['dom']] },
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
    '101857',
    'Spying Mission',
    TYPES.mod,
    [
      mode('modifier', [lv('obf')], [{ e: 'stealth', n: 1 }]),
      mode('modifier', [lv('obf', 2)], [{ e: 'card', id: 'spying' }], { window: { bleed: true } }),
    ],
    { libDisc: [['obf']] },
  ),
  lib(
    '101913',
    'Swallowed by the Night',
    ['Action Modifier', 'Combat'],
    [mode('modifier', [lv('obf')], [{ e: 'stealth', n: 1 }]), mode('combat', [lv('obf', 2)], [{ e: 'prims', do: [{ p: 'maneuver' }] }])],
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
      mode('reaction', [lv('aus', 2)], [{ e: 'redirectBleed', lockSelf: true }], { window: { against: 'bleedingYou' } }),
    ],
    { blood: 1, libDisc: [['aus']] },
  ),
  lib(
    '100301',
    'Carrion Crows',
    TYPES.combat,
    [
      mode('combat', [lv('ani')], [{ e: 'prims', do: [{ p: 'damage', n: 1, to: 'opponent', each: 'round' }] }], {
        window: { combat: 'beforeRange' },
        limits: [ONCE_PER_COMBAT],
      }),
      mode('combat', [lv('ani', 2)], [{ e: 'prims', do: [{ p: 'damage', n: 2, to: 'opponent', each: 'round' }] }], {
        window: { combat: 'beforeRange' },
        limits: [ONCE_PER_COMBAT],
      }),
    ],
    { libDisc: [['ani']] },
  ),
  lib(
    '100308',
    "Cats' Guidance",
    TYPES.react,
    [
      mode('reaction', [lv('ani'), { r: 'locked' }], [{ e: 'unlockSelf' }], { window: { blocker: 'hasBlocked' } }),
      mode('reaction', [lv('ani', 2)], [{ e: 'intercept', n: 1 }]),
    ],
    { libDisc: [['ani']] },
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
    '100863',
    'Guard Dogs',
    TYPES.react,
    [
      mode('reaction', [lv('ani'), { r: 'locked' }], [{ e: 'unlockSelf' }], { window: { bleed: true, against: 'directedAtYou' } }),
      mode('reaction', [lv('ani', 2), { r: 'locked' }], [{ e: 'unlockSelf' }, { e: 'prims', do: [{ p: 'maneuver' }] }], {
        window: { bleed: true, against: 'directedAtYou' },
      }),
    ],
    { libDisc: [['ani']] },
  ),
  lib(
    '100995',
    'Instinctive Reaction',
    TYPES.react,
    [
      mode('reaction', [lv('ani')], [{ e: 'intercept', n: 1 }], { window: { predatorActing: true } }),
      mode(
        'reaction',
        [lv('ani', 2)],
        [
          { e: 'intercept', n: 1 },
          { e: 'prims', do: [{ p: 'maneuver' }] },
        ],
        { window: { predatorActing: true } },
      ),
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
  lib(
    '102216',
    'Warrens, The',
    TYPES.react,
    [mode('reaction', [], [{ e: 'intercept', n: 2, titledBonus: 1 }], { window: { against: 'directedAtYou' } })],
    {
      blood: 1,
      clan: ['Nosferatu'],
    },
  ),
  lib('100065', 'Ancilla Empowerment', TYPES.pol, [mode('political', [], [{ e: 'refBurnPerMinion' }])]),
  lib(
    '100157',
    'Bewitching Oration',
    TYPES.mod,
    [
      mode('modifier', [lv('pre')], [{ e: 'votes', n: 2 }], { window: { polling: true } }),
      mode('modifier', [lv('pre', 2)], [{ e: 'votes', n: 4 }], { window: { polling: true } }),
    ],
    { libDisc: [['pre']] },
  ),
  lib(
    '100492',
    'Daring the Dawn',
    TYPES.mod,
    [
      mode('modifier', [lv('for')], [{ e: 'prims', do: [{ p: 'noVampireBlock' }, { p: 'aggAfterAction', n: 2 }] }]),
      mode('modifier', [lv('for', 2)], [{ e: 'prims', do: [{ p: 'noVampireBlock' }, { p: 'aggAfterAction', n: 1 }] }]),
    ],
    { libDisc: [['for']] },
  ),
  lib(
    '100788',
    'Freak Drive',
    TYPES.mod,
    [
      mode('modifier', [lv('for')], [{ e: 'prims', do: [{ p: 'unlock', who: 'actor' }] }], { window: { after: 'success' } }),
      mode('modifier', [lv('for', 2)], [{ e: 'prims', do: [{ p: 'unlock', who: 'actor' }] }], { window: { after: 'blocked' } }),
    ],
    { blood: 1, libDisc: [['for']] },
  ),
  lib(
    '100918',
    'Hidden Strength',
    TYPES.combat,
    [
      mode('combat', [lv('for')], [{ e: 'prims', do: [{ p: 'prevent', n: 1, plusX: true }] }]),
      mode(
        'combat',
        [lv('for', 2)],
        [
          {
            e: 'prims',
            do: [
              { p: 'prevent', n: 1, plusX: true },
              { p: 'press', who: 'minion' },
            ],
          },
        ],
      ),
    ],
    {
      blood: 'X',
      libDisc: [['for']],
    },
  ),
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
  lib(
    '102131',
    'Voter Captivation',
    TYPES.mod,
    [
      mode('modifier', [lv('pre')], [{ e: 'bloodPerVoteMargin', toPool: 0 }], { window: { after: 'refPassed' } }),
      mode('modifier', [lv('pre', 2)], [{ e: 'bloodPerVoteMargin', toPool: 2 }], { window: { after: 'refPassed' } }),
    ],
    { libDisc: [['pre']] },
  ),
  lib('102137', "Wake with Evening's Freshness", TYPES.react, [
    mode('reaction', [{ r: 'locked' }, { r: 'vampire' }], [{ e: 'noReplace' }, { e: 'prims', do: [{ p: 'wake', who: 'minion' }] }]),
  ]),
];
