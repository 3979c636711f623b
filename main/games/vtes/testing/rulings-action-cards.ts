/**
 * The rulings of the action cards automated in issue 29's actions batch (vtes-es 6.1, 6.2): the entries of the
 * V:TES rulings suite (rulings.ts) checked by the scenarios of testing/rulings-action-cards.test.ts, each outcome in our
 * own words.
 */
import type { RulingEntry } from './ruling-entry';

export const ACTION_CARD_RULINGS: readonly RulingEntry[] = [
  {
    key: 'bums-rush-replaced-after-action',
    area: 'actionCards',
    cid: '100266',
    card: "Bum's Rush",
    sources: ['LSJ 20001120', 'LSJ 20101021', 'vtes-es 1.6.1.2'],
    outcome: 'the card is not replaced during the combat its action starts; its player draws it back once the whole action is over',
  },
  {
    key: 'far-mastery-no-requirements',
    area: 'actionCards',
    cid: '100703',
    card: 'Far Mastery',
    sources: ['TOM 19960226-1'],
    outcome: 'a stolen retainer goes onto the acting vampire even if that vampire could not have played the card',
  },
  {
    key: 'lure-no-requirements',
    area: 'actionCards',
    cid: '101134',
    card: 'Lure of the Serpent',
    sources: ['TOM 19960226-1'],
    outcome: 'a stolen retainer goes onto the acting vampire even if that vampire could not have played the card',
  },
  {
    key: 'abbot-other-methuselah',
    area: 'actionCards',
    cid: '100006',
    card: 'Abbot',
    sources: ['LSJ 20061222'],
    outcome:
      'its intercept counts in actions directed at its controller (or a card they control), not in actions directed at another Methuselah',
  },
  {
    key: 'rewilding-directed-at-controller',
    area: 'actionCards',
    cid: '101632',
    card: 'Rewilding',
    sources: ['RBK who-may-attempt-to-block', 'LSJ 20090324'],
    outcome: "an action aimed at another Methuselah's location is directed at that Methuselah",
  },
  {
    key: 'nose-locked-target-fizzles',
    area: 'actionCards',
    cid: '101296',
    card: 'Nose of the Hound',
    sources: ['ANK 20210124', 'LSJ 20070411'],
    outcome: 'aimed at a locked minion that is unlocked again as the action resolves, it has no effect: no combat',
  },
  {
    key: 'banishment-undirected',
    area: 'actionCards',
    cid: '100131',
    card: 'Banishment',
    sources: ['ANK 20221019-3', 'vtes-es 6.3'],
    outcome: "the referendum is not directed at anybody, even if the chosen vampire is another Methuselah's",
  },
  {
    key: 'banishment-no-choice',
    area: 'actionCards',
    cid: '100131',
    card: 'Banishment',
    sources: ['LSJ 20100129', 'ANK 20191228'],
    outcome: 'with no ready vampire younger than the caller, its terms cannot be met and the card is not offered',
  },
  {
    key: 'banishment-unlocked-not-unlocking',
    area: 'actionCards',
    cid: '100131',
    card: 'Banishment',
    sources: ['LSJ 20060213', 'LSJ 20060908'],
    outcome: 'the vampire and the cards on it go to the uncontrolled region unlocked, without any of them unlocking',
  },
  {
    key: 'banishment-influenced-back',
    area: 'actionCards',
    cid: '100131',
    card: 'Banishment',
    sources: ['PIB 20140122', 'TOM 19951209'],
    outcome: 'the banished vampire keeps its blood and may be influenced back as any uncontrolled vampire',
  },
  {
    key: 'banishment-keeps-marks',
    area: 'actionCards',
    cid: '100131',
    card: 'Banishment',
    sources: ['LSJ 20010809-3', 'LSJ 20010809-2', 'TOM 19960210'],
    outcome: 'the banished vampire keeps the lasting effects on it',
  },
  {
    key: 'banishment-controller-region',
    area: 'actionCards',
    cid: '100131',
    card: 'Banishment',
    sources: ['ANK 20200408-2', 'RTR 20000501'],
    outcome: 'the vampire goes to the uncontrolled region of the Methuselah controlling it, not of the one who owns it',
  },
];
