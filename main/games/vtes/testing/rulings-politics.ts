/**
 * The rulings of politics (vtes-es 6.3: referendums, votes, political action cards): the entries of the V:TES rulings suite (rulings.ts) checked by the
 * scenarios of rulings-politics.test.ts, each outcome in our own words.
 */
import type { RulingEntry } from './ruling-entry';

export const POLITICS_RULINGS: readonly RulingEntry[] = [
  {
    key: 'votes-one-way',
    area: 'politics',
    cid: '102214',
    card: 'Protected District',
    sources: ['LSJ 20031119', 'LSJ 20031115', 'vtes-es 6.3.3', 'vtes-pl Uzyskiwanie głosów'],
    outcome: 'its votes go against, so a primogen that already voted for cannot use it',
  },
  {
    key: 'silverson-once',
    area: 'politics',
    cid: '201530',
    card: 'Alexander Silverson',
    sources: ['LSJ 20031115'],
    outcome: 'a vampire voting against his referendum burns 1 blood once, however many of its votes go against',
  },
  {
    key: 'delaying-political-done',
    area: 'politics',
    cid: '100519',
    card: 'Delaying Tactics',
    sources: ['RTR 19970630'],
    outcome:
      'the vampire whose referendum it cancelled has still performed its political action: unlocked again, it is offered no other political action this turn',
  },
  {
    key: 'delaying-no-tally',
    area: 'politics',
    cid: '100519',
    card: 'Delaying Tactics',
    sources: ['LSJ 20010209'],
    outcome: 'a cancelled referendum has no count of votes, so nothing that depends on the margin (Voter Captivation) can follow it',
  },
  {
    key: 'krc-allocation',
    area: 'politics',
    cid: '101056',
    card: 'Kine Resources Contested',
    sources: ['LSJ 20000622', 'LSJ 20020819'],
    outcome:
      'the caller may give points to themself and may give a Methuselah more points than their pool, but never all 4 points to one Methuselah',
  },
  {
    key: 'parity-illegal',
    area: 'politics',
    cid: '101353',
    card: 'Parity Shift',
    sources: ['LSJ 20100129', 'ANK 20191228'],
    outcome: 'with no Methuselah holding more pool than the caller, the terms cannot be met and the card is not offered',
  },
  {
    key: 'ancilla-double-oust',
    area: 'politics',
    cid: '100065',
    card: 'Ancilla Empowerment',
    sources: ['LSJ 20000309'],
    outcome:
      'when it ousts two neighbours at once, each of their predators scores the victory point, the ousted one too, and only a surviving predator gains the 6 pool; nobody scores for a grand-prey',
  },
  {
    key: 'breach-double-oust',
    area: 'politics',
    cid: '101271',
    card: 'Neonate Breach',
    sources: ['LSJ 20000309'],
    outcome:
      'when the Methuselahs it chooses are ousted at once, each of their predators scores the victory point, the ousted one too, and only a surviving predator gains the 6 pool',
  },
  {
    key: 'uprising-double-oust',
    area: 'politics',
    cid: '100059',
    card: 'Anarchist Uprising',
    sources: ['LSJ 20000309'],
    outcome:
      'when it ousts two neighbours at once, each of their predators scores the victory point, the ousted one too, and only a surviving predator gains the 6 pool',
  },
  {
    key: 'kine-double-oust',
    area: 'politics',
    cid: '101056',
    card: 'Kine Resources Contested',
    sources: ['LSJ 20000309'],
    outcome:
      'with its points ousting two neighbours at once, both predators score the victory point and only the surviving one gains the 6 pool',
  },
  {
    key: 'alexa-locked-once',
    area: 'politics',
    cid: '201529',
    card: 'Alexa Draper',
    sources: ['ANK 20220705'],
    outcome: 'her discard for a vote is offered while she is locked, and only once in the same referendum',
  },
  {
    key: 'voter-ousted',
    area: 'politics',
    cid: '102131',
    card: 'Voter Captivation',
    sources: ['RTR 19951110'],
    outcome: 'a referendum whose effect ousts the calling Methuselah leaves no time to play it',
  },
  {
    key: 'delaying-any-time',
    area: 'politics',
    cid: '100519',
    card: 'Delaying Tactics',
    sources: ['LSJ 19980130'],
    outcome: 'it may be played before any vote is cast and after votes have been cast alike',
  },
  {
    key: 'joseph-votes-locked',
    area: 'politics',
    cid: '200724',
    card: "Joseph O'Grady",
    sources: ['ANK 20220705'],
    outcome: 'his burn of 1 blood for 1 vote is offered and counted while he is locked',
  },
  {
    key: 'stefano-votes-locked',
    area: 'politics',
    cid: '201314',
    card: 'Stefano Giovanni',
    sources: ['ANK 20220705'],
    outcome: 'his burn of 1 blood for 1 vote is offered and counted while he is locked',
  },
];
