/**
 * The rulings of the master cards and events automated in the eighth session (issue 29, h-masters; vtes-es
 * 1.6.1.1, 1.6.2, 1.6.4, 5), area `masters`: each entry checked by its scenario in
 * testing/master-windows-scenarios.ts (`masterWindowRulings`), run by data/master-scenarios.test.ts; outcomes in
 * our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTER_WINDOW_RULINGS: readonly RulingEntry[] = [
  {
    key: 'wash-trifle',
    area: 'masters',
    cid: '102151',
    card: 'Wash',
    sources: ['ANK 20170124', 'LSJ 20090126', 'RBK trifle'],
    outcome:
      'a cancelled trifle gives no extra master phase action; the action given back is not a trifle bonus, so a trifle played afterwards still gives one',
  },
  {
    key: 'wash-out-of-turn',
    area: 'masters',
    cid: '102151',
    card: 'Wash',
    sources: ['LSJ 20070309-2'],
    outcome:
      "an out-of-turn master card washed still counts against its player's next master phase (no other out-of-turn card before it); that phase gets one action more",
  },
  {
    key: 'wash-predator-prey',
    area: 'masters',
    cid: '102151',
    card: 'Wash',
    sources: ['vtes-es 1.3'],
    outcome: 'only a master card played by the predator or the prey of its player is cancelled, never one across the table',
  },
  {
    key: 'haqim-once',
    area: 'masters',
    cid: '102226',
    card: "Haqim's Law: Retribution",
    sources: ['ANK 20221102-2'],
    outcome: 'each copy in play is used once each action: two copies give two discards for bleed, one copy only one',
  },
  {
    key: 'scourge-at-once',
    area: 'masters',
    cid: '101697',
    card: 'Scourge of the Enochians',
    sources: ['ANK 20200508-1'],
    outcome:
      'a vampire burned with it: the predator takes the card at once, still in the discard phase; none burned: the predator takes it once the phase is over',
  },
  {
    key: 'anarch-revolt-cumulative',
    area: 'masters',
    cid: '100055',
    card: 'Anarch Revolt',
    sources: ['LSJ 19980225'],
    outcome: 'with two copies in play a Methuselah without a ready anarch burns 2 pool in their unlock phase',
  },
];
