/**
 * The action modifiers and reactions of the four Fifth Edition starter decks (vtes-es 1.6.3.2
 * "Modificadores de acción", 1.6.3.6 "Reacciones"; vtes-pl "Modyfikatory akcji", "Karty reakcji"):
 * cards played during an action, by the acting minion or by the others. Swallowed by the Night is
 * here (an action modifier that is also a combat card). Facts and effect data only (effects.ts).
 */
import type { CardDef } from './effects';
import { lv, mode, lib, ANARCH, BARON, ONCE_PER_UNLOCK, PRINCE_OR_JUSTICAR, PRIMOGEN, TYPES } from './starter-builders';

export const STARTER_MODIFIER_CARDS: CardDef[] = [
  lib(
    '102218',
    'Bait and Switch',
    TYPES.react,
    [mode('reaction', [], [{ e: 'redirectBleed', lockSelf: true }], { window: { against: 'bleedingYou' } })],
    {
      reqs: [BARON],
    },
  ),
  lib(
    '100519',
    'Delaying Tactics',
    TYPES.react,
    [mode('reaction', [], [{ e: 'prims', do: [{ p: 'cancel', what: 'referendum' }] }], { window: { polling: true } })],
    {
      blood: 1,
    },
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
    '101125',
    'Lost in Crowds',
    TYPES.mod,
    [mode('modifier', [lv('obf')], [{ e: 'stealth', n: 1 }]), mode('modifier', [lv('obf', 2)], [{ e: 'stealth', n: 2 }])],
    { libDisc: [['obf']] },
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
  lib('102214', 'Protected District', TYPES.react, [mode('reaction', [], [{ e: 'reduceBleed', n: 3, orVotesAgainst: true }])], {
    reqs: [PRIMOGEN],
  }),
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
  lib(
    '100157',
    'Bewitching Oration',
    TYPES.mod,
    [
      mode('modifier', [lv('pre')], [{ e: 'prims', do: [{ p: 'votes', n: 2 }] }], { window: { polling: true } }),
      mode('modifier', [lv('pre', 2)], [{ e: 'prims', do: [{ p: 'votes', n: 4 }] }], { window: { polling: true } }),
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
