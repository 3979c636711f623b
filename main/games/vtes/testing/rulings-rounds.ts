/**
 * The rulings of the combat cards played before range that change a round's strikes or damage (issue 29,
 * testing/families-round-damage.ts): the entries of the V:TES rulings suite (rulings.ts), area `rounds`, each
 * checked by the scenario of the same key in rulings-rounds.test.ts, and the rulings not followed (spread into
 * rulings-listed.ts); outcomes and reasons in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const ROUNDS_RULINGS: readonly RulingEntry[] = [
  {
    key: 'hunger-of-marduk-twice',
    area: 'rounds',
    cid: '102227',
    card: 'Hunger of Marduk',
    sources: ['ANK 20220207', 'vtes-es 6.4.3'],
    outcome:
      'the strike it gives is an option of every strike of the round: with an additional strike the vampire steals with it a second time',
  },
];

/** Rulings of these cards the engine does not follow or model, with the reason. */
export const ROUNDS_NOT_FOLLOWED: Readonly<Record<string, readonly { refs: readonly string[]; reason: string }[]>> = {
  '100749': [
    {
      refs: ['LSJ 20040812-2'],
      reason:
        'not modelled: no automated card makes a vampire take aggravated damage as normal, so the basic level reads the damage as it is dealt and lets aggravated damage land',
    },
    {
      refs: ['LSJ 20021001'],
      reason:
        'not followed: at the superior level the point that lands is a normal one when there is one (blood heals it), not asked of the vampire',
    },
  ],
};
