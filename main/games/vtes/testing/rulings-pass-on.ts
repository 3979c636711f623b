/**
 * The rulings of a master card passed from vampire to vampire (issue 29, h-masters, thirteenth session;
 * testing/families-pass-on.ts checks them, `passOnRulings`), area `masters`; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const PASS_ON_RULINGS: readonly RulingEntry[] = [
  {
    key: 'fear-torpor',
    area: 'masters',
    cid: '100710',
    card: 'Fear of Mekhet',
    sources: ['ANK 20210109'],
    outcome: 'moved, not played: it may go to a justicar or Inner Circle member in torpor',
  },
  {
    key: 'fear-burned',
    area: 'masters',
    cid: '100710',
    card: 'Fear of Mekhet',
    sources: ['vtes-es 1.1.2'],
    outcome: 'a vampire without the 5 blood to burn is burned, with the card on it',
  },
];
