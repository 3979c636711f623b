/**
 * The combat cards of the four Fifth Edition starter decks (vtes-es 6.4 "Combate"; vtes-pl "Walka"):
 * strikes, maneuvers, presses, prevention and the cards played before range or at the end of a
 * round. Facts and effect data only (effects.ts); the texts are rendered from the data.
 */
import type { CardDef } from './effects';
import { lv, mode, lib, ANARCH, ONCE_PER_COMBAT, ONCE_PER_ROUND, TYPES } from './starter-builders';

export const STARTER_COMBAT_CARDS: CardDef[] = [
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
];
