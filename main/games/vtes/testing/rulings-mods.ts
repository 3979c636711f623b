/**
 * The rulings of the action modifiers and reactions automated on issue 29's records (the `interceptBy`
 * primitive, votes with an X cost, blood burned as an effect): the entries of the V:TES rulings suite
 * (rulings.ts), each checked by the scenario of the same key in rulings-mods.test.ts; outcomes in our own
 * words.
 */
import type { RulingEntry } from './ruling-entry';

export const MODS_RULINGS: readonly RulingEntry[] = [
  {
    key: 'awe-x-zero',
    area: 'mods',
    cid: '100119',
    card: 'Awe',
    sources: ['LSJ 20030502', 'vtes-es 1.6.1.3'],
    outcome: 'X may be 0: played for no blood, it gives 1 vote',
  },
  {
    key: 'blanket-acting-side',
    area: 'mods',
    cid: '100177',
    card: 'Blanket of Night',
    sources: ['LSJ 19990425', 'vtes-es 1.6.3.2'],
    outcome:
      'the superior mode is offered to another unlocked vampire of the acting Methuselah only: not to a locked one, nor to a vampire of the Methuselah whose minion attempts to block',
  },
  {
    key: 'forced-march-burn',
    area: 'mods',
    cid: '100761',
    card: 'Forced March',
    sources: ['ANK 20210226', 'vtes-es 6.2.3'],
    outcome:
      'the superior mode’s unlock after a successful action burns 1 blood as its effect, offered once the action succeeded: the vampire ends unlocked with 1 blood less',
  },
  {
    key: 'acheron-vortex-before-block',
    area: 'mods',
    cid: '100016',
    card: 'Acheron Vortex',
    sources: ['LSJ 20020612', 'vtes-es 6.2.2.2'],
    outcome:
      'played as the action is announced, before any block attempt: a younger vampire without Necromancy or Obtenebration attempting to block later has 1 less intercept and fails',
  },
  {
    key: 'missing-voice-before-block',
    area: 'mods',
    cid: '101226',
    card: 'The Missing Voice',
    sources: ['LSJ 20020612', 'vtes-es 6.2.2.2'],
    outcome:
      'played as the action is announced, before any block attempt: a younger vampire attempting to block later has 1 less intercept and fails',
  },
  {
    key: 'perfect-paragon-before-block',
    area: 'mods',
    cid: '101387',
    card: 'Perfect Paragon',
    sources: ['LSJ 20020612', 'vtes-es 6.2.2.2'],
    outcome:
      'played as the action is announced, before any block attempt: a younger vampire attempting to block later has 1 less intercept and fails',
  },
  {
    key: 'moles-tunneling-needs-blood',
    area: 'mods',
    cid: '101234',
    card: "Mole's Tunneling",
    sources: ['ANK 20210226'],
    outcome:
      'the superior mode burns 1 blood as its effect, on top of the card’s cost of 1: not offered to a vampire with only the cost; with both they are burned for +2 stealth',
  },
  {
    key: 'stygian-shroud-needs-blood',
    area: 'mods',
    cid: '102282',
    card: 'Stygian Shroud',
    sources: ['ANK 20210226'],
    outcome: 'the superior mode burns 1 blood as its effect: not offered to a vampire with no blood left',
  },
];
