/**
 * The rulings of the master cards of the twelfth session's masters helper (issue 29), area `masters`: each entry checked
 * by its scenario in testing/master-sweep-twelfth.ts (`masterSweepTwelfthRulings`), run by data/master-scenarios.test.ts;
 * outcomes in our own words. Pending rulings with what the engine does: `MASTER_SWEEP_TWELFTH_PENDING`.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTER_SWEEP_TWELFTH_RULINGS: readonly RulingEntry[] = [
  {
    key: 'sinking-ship-pool',
    area: 'masters',
    cid: '100793',
    card: 'From a Sinking Ship',
    sources: ['vtes-es 1.6.2'],
    outcome: 'not offered when no other Methuselah with 3 or fewer pool controls a minion it may take',
  },
  {
    key: 'failsafe-contested-trifle',
    area: 'masters',
    cid: '100691',
    card: 'Failsafe',
    sources: ['RBK contested-cards'],
    outcome: "a copy played while another Methuselah's is in play is contested and still gives the trifle's master phase action",
  },
  {
    key: 'los-angeles-baron',
    area: 'masters',
    cid: '101435',
    card: 'Powerbase: Los Angeles',
    sources: ['LSJ 20050128', 'LSJ 20080603'],
    outcome:
      'a card requiring a baron, discarded with the extra discard phase action, counts as one requiring an anarch: a ready anarch may unlock; a card requiring neither gives nothing',
  },
  {
    key: 'savannah-unique-location',
    area: 'masters',
    cid: '101442',
    card: 'Powerbase: Savannah',
    sources: ['vtes-es 1.1.2', 'vtes-es 6.4'],
    outcome:
      'only another unique location of its controller pays it (a common location does not), and only for a combat of its controller’s acting vampire',
  },
  {
    key: 'arboretum-end-round',
    area: 'masters',
    cid: '100631',
    card: 'Elysium: The Arboretum',
    sources: ['RTR 20001020', 'LSJ 20001024'],
    outcome: 'the combat it ends still has its end of round: cards played at the end of a round or of the combat may be played',
  },
  {
    key: 'arboretum-camarilla-only',
    area: 'masters',
    cid: '100631',
    card: 'Elysium: The Arboretum',
    sources: ['vtes-es 6.4'],
    outcome: 'not usable in a combat against a vampire of another sect',
  },
];

export const MASTER_SWEEP_TWELFTH_PENDING: Readonly<Record<string, readonly string[]>> = {
  // Powerbase: Savannah: the acting vampire is the one that announced the action; no automated card changes which
  // vampire counts as acting in its combat (Deep Song is played by hand)
  '101442': ['ANK 20230814'],
  // Elysium: The Arboretum: its referendum to burn it counts as an action requiring a Camarilla vampire; no automated
  // card reads an action's requirements from the card in play that gives it
  '100631': ['LSJ 20080604'],
  // Powerbase: Los Angeles: the action to steal it counts as an action requiring an anarch (same reason)
  '101435': ['LSJ 20080604'],
  // From a Sinking Ship: `takeControl` takes the minion as it is, its requirements not read (vocab/prims/take-control.ts);
  // no scenario yet takes a minion whose card has requirements
  '100793': ['TOM 19960226-1'],
};
