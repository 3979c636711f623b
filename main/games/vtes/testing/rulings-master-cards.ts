/**
 * The rulings of the master cards and events automated in the seventh session (issue 29; vtes-es 1.6.2, 1.6.4),
 * area `masters`: each entry checked by its scenario in testing/master-cards-scenarios.ts (`masterCardRulings`),
 * run by data/master-scenarios.test.ts; outcomes in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const MASTER_CARD_RULINGS: readonly RulingEntry[] = [
  {
    key: 'ashur-empty-ash',
    area: 'masters',
    cid: '100106',
    card: 'Ashur Tablets',
    sources: ['PIB 20130119'],
    outcome: 'the third copy is played with an empty ash heap: the copies go and the pool is gained, nothing is chosen',
  },
  {
    key: 'ashur-no-targets',
    area: 'masters',
    cid: '100106',
    card: 'Ashur Tablets',
    sources: ['LSJ 20091030'],
    outcome: 'nothing is chosen as a copy is played: the ash heap cards are chosen only once the third copy is in play',
  },
  {
    key: 'ashur-shown',
    area: 'masters',
    cid: '100106',
    card: 'Ashur Tablets',
    sources: ['LSJ 20081129'],
    outcome: 'the chosen card that goes to the hand is shown to every Methuselah',
  },
  {
    key: 'coven-mandatory',
    area: 'masters',
    cid: '100435',
    card: 'The Coven',
    sources: ['LSJ 20100723', 'PIB 20111002'],
    outcome: "the predator takes control as its controller's discard phase starts, without anyone asking for it",
  },
  {
    key: 'coven-contested-trifle',
    area: 'masters',
    cid: '100435',
    card: 'The Coven',
    sources: ['RBK contested-cards'],
    outcome: "a copy played while another Methuselah's is in play is contested and still gives the trifle's master phase action",
  },
  {
    key: 'tend-flock-bank',
    area: 'masters',
    cid: '101956',
    card: 'Tend the Flock',
    sources: ['ANK 20190511'],
    outcome: 'the 3 blood come from the blood bank: neither the pool nor the chosen Baali pays them',
  },
  {
    key: 'bitter-sweet-ousted',
    area: 'masters',
    cid: '100163',
    card: 'The Bitter and Sweet Story',
    sources: ['ANK 20230527-2'],
    outcome: 'once its controller is ousted it is gone: the predator gains the victory point and no hand size, and draws nothing',
  },
];
