/**
 * The rulings of the cards acting at the end of the turn, on events and in the phase windows (issue 27
 * item 5; vtes-es 3, 1.6.4, 7, 8): the entries of the V:TES rulings suite (rulings.ts) checked by the
 * scenarios of rulings-turn.test.ts, each outcome in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const TURN_RULINGS: readonly RulingEntry[] = [
  {
    key: 'ennoia-either-clan',
    area: 'turn',
    cid: '100646',
    card: "Ennoia's Theater",
    sources: ['ANK 20190203', 'RTR 20180303', 'vtes-es 1.6.1.3', 'vtes-es 7'],
    outcome:
      'played with a ready Gangrel or a ready Gangrel antitribu, not with neither; its transfer is usable after transfers were already spent in the influence phase',
  },
  {
    key: 'leather-jacket-prevent',
    area: 'turn',
    cid: '101081',
    card: 'Leather Jacket',
    sources: ['LSJ 20001114', 'vtes-es 6.4.6'],
    outcome:
      'burned as its bearer is about to take the damage of a strike, all of it is prevented; with no damage to prevent it is not offered',
  },
  {
    key: 'nra-pac-not-before-it',
    area: 'turn',
    cid: '101305',
    card: 'NRA PAC',
    sources: ['LSJ 20061218', 'vtes-es 1.6.4'],
    outcome: 'played in the discard phase, it does not unlock the minions that equipped earlier in that turn; the next turns it does',
  },
  {
    key: 'waste-management-draw',
    area: 'turn',
    cid: '102153',
    card: 'Waste Management Operation',
    sources: ['ANK 20211201', 'LSJ 20041201', 'vtes-es 8'],
    outcome:
      'with an empty library and a hand short of its size, the card put at the bottom of the library is drawn at once; with several cards in the ash heap its player chooses which; a burned vampire is never one of them (not offered with only crypt cards there)',
  },
  {
    key: 'effective-management-empty-crypt',
    area: 'turn',
    cid: '100616',
    card: 'Effective Management',
    sources: ['RTR 20000501', 'LSJ 20070411-2'],
    outcome: 'not offered in the master phase while its player’s crypt is empty',
  },
  {
    key: 'kindred-intelligence-empty-crypt',
    area: 'turn',
    cid: '101050',
    card: 'Kindred Intelligence',
    sources: ['RTR 20000501', 'LSJ 20070411-2'],
    outcome: 'offered as an action to a Nosferatu while its Methuselah’s crypt holds a card, not once it is empty',
  },
  {
    key: 'donal-blocker-burns-on-block',
    area: 'turn',
    cid: '200364',
    card: "Dónal O'Connor",
    sources: ['RTR 19960530', 'vtes-es 6.2.2.2'],
    outcome: 'the vampire blocking him burns 1 blood as the block succeeds, before any combat begins',
  },
  {
    key: 'donal-empty-blocker',
    area: 'turn',
    cid: '200364',
    card: "Dónal O'Connor",
    sources: ['TOM 19951215-1'],
    outcome: 'a blocker with no blood may still block him: the block succeeds and the burn finds nothing to burn',
  },
  {
    key: 'anneke-other-requirements',
    area: 'turn',
    cid: '200106',
    card: 'Anneke',
    sources: ['RTR 20020501', 'LSJ 20041203', 'vtes-es 6.2.2.1'],
    outcome:
      'she may block a bleed of another Methuselah across the table, but only the seat restriction is lifted: locked, she is not offered the block',
  },
  {
    key: 'tho-replacement-unseen',
    area: 'turn',
    cid: '200824',
    card: 'Le Dinh Tho',
    sources: ['PIB 20121031', 'vtes-es 6.2.1'],
    outcome:
      "his action may aim at a Methuselah who is not his prey; the card that Methuselah draws to replace the discarded one is not shown to Tho's Methuselah",
  },
];
