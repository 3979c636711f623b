/**
 * The rulings of allies, retainers and equipment automated in issue 29 (area `cards`): the entries of
 * the rulings suite (rulings.ts); their scenarios are in rulings-allies-scenarios.ts, which
 * rulings-cards.test.ts spreads into its own. Outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const ALLY_RULINGS: readonly RulingEntry[] = [
  {
    key: 'mylan-directed-or-not',
    area: 'cards',
    cid: '101261',
    card: 'Mylan Horseed',
    sources: ['PIB 20121028', 'vtes-es 6.2.1'],
    outcome: "its unlocking action is undirected at a vampire of its own Methuselah and directed at another Methuselah's vampire",
  },
  {
    key: 'marionette-not-optional',
    area: 'cards',
    cid: '100641',
    card: 'Enchanted Marionette',
    sources: ['RTR 19980707', 'LSJ 19980722'],
    outcome: 'the +1 stealth is always there in a bleed of its bearer: nobody is asked whether to use it',
  },
  {
    key: 'carlton-since-last-turn',
    area: 'cards',
    cid: '100298',
    card: 'Carlton Van Wyk',
    sources: ['LSJ 20020429', 'ANK 20180517', 'vtes-es 8'],
    outcome:
      'recruited this turn, he may already burn a vampire that committed diablerie this turn; a diablerie of his Methuselah’s last turn no longer counts in the next discard phase, one made in another Methuselah’s turn since does',
  },
  {
    key: 'burn-option-with-a-copy-in-play',
    area: 'cards',
    cid: '100657',
    card: 'Erebus Mask',
    sources: ['LSJ 20100203-2', 'vtes-es 1.6.1.3'],
    outcome:
      'a Methuselah with a ready vampire of its clan may not burn a copy from the hand by its burn option, even with another copy already in play; without one, it may',
  },
  {
    key: 'renegade-garou-strike-mandatory',
    area: 'cards',
    cid: '101602',
    card: 'Renegade Garou',
    sources: ['PIB 20121028', 'vtes-es 6.4.3'],
    outcome:
      'its additional strike of the round is given without asking once the first strikes resolve: its controller is asked for that strike, never whether to take it',
  },
  {
    key: 'asanbonsam-range-set',
    area: 'cards',
    cid: '100103',
    card: 'Asanbonsam Ghoul',
    sources: ['RTR 19970630', 'ANK 20180720', 'vtes-es 6.4.2'],
    outcome:
      'blocking a bleed, the first round of the combat is at close range with no determine-range step: the acting vampire is offered no maneuver card before strikes',
  },
  {
    key: 'asanbonsam-ghoul-monster',
    area: 'cards',
    cid: '100103',
    card: 'Asanbonsam Ghoul',
    sources: ['ANK 20200203-2', 'LSJ 20060515'],
    outcome: 'in play it is a monster and not a mortal',
  },
  ...['101345', '101670'].map((cid): RulingEntry => ({
    key: `location-not-equipment-${cid}`,
    area: 'cards',
    cid,
    card: cid === '101345' ? 'Palatial Estate' : 'Sacré-Cœur Cathedral, France',
    sources: ['LSJ 20080114', 'vtes-es 6.1.3'],
    outcome:
      'carried by a minion it is a location, not equipment: another minion of its Methuselah is offered no equip action to take it, as it is for a piece of equipment beside it',
  })),
];
