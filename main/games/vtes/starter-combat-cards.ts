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
          { e: 'extraStrike', limited: true },
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
      mode('combat', [lv('pot')], [{ e: 'handOnlyRound' }], { window: { combat: 'closeBeforeStrikes' }, limits: [ONCE_PER_ROUND] }),
      mode(
        'combat',
        [lv('pot', 2)],
        [
          { e: 'handOnlyRound', nextRoundClose: true },
          { e: 'press', optional: true },
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
    [mode('combat', [lv('cel')], [{ e: 'maneuver' }]), mode('combat', [lv('cel', 2)], [{ e: 'extraStrike', limited: true }])],
    { libDisc: [['cel']] },
  ),
  lib(
    '101532',
    'Quickness',
    TYPES.combat,
    [
      mode('combat', [lv('cel')], [{ e: 'extraStrike', limited: true }], { limits: [ONCE_PER_ROUND] }),
      mode('combat', [lv('cel', 2)], [{ e: 'extraStrike', limited: false }], { limits: [ONCE_PER_ROUND] }),
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
          { e: 'maneuver', toCloseOnly: true, optional: true },
        ],
      ),
    ],
    { blood: 1, libDisc: [['pot']] },
  ),
  lib('101945', 'Taste of Vitae', TYPES.combat, [
    mode('combat', [], [{ e: 'gainLostBlood' }], { window: { combat: 'endOfRound' }, limits: [ONCE_PER_ROUND] }),
  ]),
  lib(
    '101993',
    'Torn Signpost',
    TYPES.combat,
    [
      mode('combat', [lv('pot')], [{ e: 'strengthSet', n: 2 }], { window: { combat: 'beforeRange' } }),
      mode('combat', [lv('pot', 2)], [{ e: 'strengthSet', n: 3 }], { window: { combat: 'beforeRange' } }),
    ],
    { libDisc: [['pot']] },
  ),
  lib(
    '100301',
    'Carrion Crows',
    TYPES.combat,
    [
      mode('combat', [lv('ani')], [{ e: 'envDamage', n: 1 }], { window: { combat: 'beforeRange' }, limits: [ONCE_PER_COMBAT] }),
      mode('combat', [lv('ani', 2)], [{ e: 'envDamage', n: 2 }], { window: { combat: 'beforeRange' }, limits: [ONCE_PER_COMBAT] }),
    ],
    { libDisc: [['ani']] },
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
