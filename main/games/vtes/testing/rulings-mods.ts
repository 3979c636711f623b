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
  {
    key: 'cot-before-resolution',
    area: 'mods',
    cid: '100323',
    card: 'Change of Target',
    sources: ['LSJ 19980224', 'vtes-es 6.2.3'],
    outcome:
      'offered once a block succeeded, before the blocker locks and before the combat; never while a minion only attempts to block, nor for an action nobody blocked',
  },
  {
    key: 'cot-same-action',
    area: 'mods',
    cid: '100323',
    card: 'Change of Target',
    sources: ['LSJ 20070709', 'LSJ 20010803-1', 'vtes-es 6.1'],
    outcome:
      'the hunt ends at once, with no combat and nothing more played in it; the unlocked vampire may take another action this turn, but not the hunt again',
  },
  {
    key: 'cot-stuck',
    area: 'mods',
    cid: '100323',
    card: 'Change of Target',
    sources: ['LSJ 19980112', 'vtes-es 6'],
    outcome: 'a vampire with no blood whose hunt it ended must hunt and may not: it takes no action this turn',
  },
  {
    key: 'cot-leave-torpor',
    area: 'mods',
    cid: '100323',
    card: 'Change of Target',
    sources: ['LSJ 20050105-2', 'vtes-es 6.5.2'],
    outcome: 'played on an attempt to leave torpor that was blocked: the action ends and the blocking vampire is not offered the diablerie',
  },
  {
    key: 'obedience-ends',
    area: 'mods',
    cid: '101309',
    card: 'Obedience',
    sources: ['RTR 20180719', 'LSJ 20070709', 'vtes-es 6.2.3'],
    outcome:
      'the blocker plays it against a younger acting vampire: the action ends at once with no combat, the blocker stays unlocked, the acting vampire unlocks (only at basic level) and cannot hunt again this turn; not offered against an acting vampire as old as the blocker',
  },
  {
    key: 'cot-block-triggers',
    area: 'mods',
    cid: '100323',
    card: 'Change of Target',
    sources: ['RTR 19991206', 'vtes-es 6.2.3'],
    outcome:
      'what happens as the action is blocked still happens: the blocker carrying Rebel gains its blood for blocking a titled vampire, then the action ends with no combat',
  },
  {
    key: 'mental-maze-ends',
    area: 'mods',
    cid: '101201',
    card: 'Mental Maze',
    sources: ['RTR 20180719', 'vtes-es 6.2.3', 'vtes-es 1.6.1.3'],
    outcome:
      'the blocker plays it against a younger acting vampire: the action ends at once with no combat and the blocker locks (at basic level); it costs a Follower of Set no blood and any other vampire 1',
  },
];
