/**
 * The rulings of the phases and the cards in play (vtes-es 4, 5, 7, 8, 1.6.2: unlock, master, influence, discard): the entries of the V:TES rulings suite (rulings.ts) checked by the
 * scenarios of rulings-phases.test.ts, each outcome in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const PHASES_RULINGS: readonly RulingEntry[] = [
  {
    key: 'elder-library-contested',
    area: 'phases',
    cid: '100620',
    card: 'Elder Library',
    sources: ['ANK 20221028', 'vtes-es 4.1'],
    outcome: 'while contested it adds no hand size, and once burned it stops adding it',
  },
  {
    key: 'carver-once',
    area: 'phases',
    cid: '100303',
    card: "Carver's Meat Packing and Storage",
    sources: ['ANK 20200729', 'vtes-pl Wzorce sformułowań'],
    outcome: 'hostage counters can be burned once per unlock phase in all, whichever Methuselah pays',
  },
  {
    key: 'capuchin-one',
    area: 'phases',
    cid: '102126',
    card: 'Visit from the Capuchin',
    sources: ['PIB 20121031'],
    outcome: 'a second copy cannot be played while one is in play, even with a single counter left on it',
  },
  {
    key: 'jack-mixed',
    area: 'phases',
    cid: '101811',
    card: 'Smiling Jack, The Anarch',
    sources: ['ANK 20181006', 'LSJ 19971212'],
    outcome: 'the other Methuselah may mix pool and blood of different vampires to pay the counters; an empty vampire is not a way to pay',
  },
  {
    key: 'frontal-stack',
    area: 'phases',
    cid: '100794',
    card: 'Frontal Assault',
    sources: ['LSJ 20061018'],
    outcome: 'with two copies in play, a minion of the prey sent to torpor gives 1 pool for each copy',
  },
  {
    key: 'blood-doll-torpor',
    area: 'phases',
    cid: '100199',
    card: 'Blood Doll',
    sources: ['PIB 20150522', 'ANK 20210309-3'],
    outcome: 'its blood can be moved while its vampire is in torpor, and only if its controller chooses to',
  },
  {
    key: 'vessel-torpor',
    area: 'phases',
    cid: '102113',
    card: 'Vessel',
    sources: ['PIB 20150522', 'ANK 20210309-3'],
    outcome: 'its blood can be moved while its vampire is in torpor, and only if its controller chooses to',
  },
  {
    key: 'troublemaker-locked',
    area: 'phases',
    cid: '100058',
    card: 'Anarch Troublemaker',
    sources: ['PIB 20121031'],
    outcome: 'a vampire of the prey that is already locked may be chosen',
  },
  {
    key: 'wider-view-public',
    area: 'phases',
    cid: '102180',
    card: 'Wider View',
    sources: ['LSJ 20080314'],
    outcome: 'the uncontrolled card it removes from the game is public: the log line every seat sees names it',
  },
  {
    key: 'ingrid-out-late',
    area: 'phases',
    cid: '200634',
    card: 'Ingrid Rossler',
    sources: ['RTR 20180303'],
    outcome:
      'her extra transfers count only when she is ready as the influence phase starts: influenced out during it, she adds none that phase',
  },
];
