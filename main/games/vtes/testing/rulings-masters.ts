/**
 * The rulings of the master cards and political actions automated for issue 29 (vtes-es 1.6.2, 5, 6.3):
 * the entries of the V:TES rulings suite (rulings.ts) checked by the scenarios of
 * data/master-scenarios.test.ts, each outcome in our own words.
 */
import type { RulingEntry } from './ruling-entry';
import { MASTER_CARD_RULINGS } from './rulings-master-cards';
import { MASTER_WINDOW_RULINGS } from './rulings-master-windows';
import { MASTER_SWEEP_RULINGS } from './rulings-master-sweep';
import { MASTER_BLEED_RULINGS } from './rulings-master-bleed';
import { MASTERS_B_RULINGS } from './rulings-masters-b';
import { MASTERS_THIRTEENTH_RULINGS } from './rulings-masters-thirteenth';
import { MASTERS_FOURTEENTH_A_RULINGS } from './rulings-masters-fourteenth-a';
import { MASTERS_FOURTEENTH_B_RULINGS } from './rulings-masters-fourteenth-b';
import { MASTERS_FIFTEENTH_B_RULINGS } from './rulings-masters-fifteenth-b';
import { MASTER_INTERCEPT_RULINGS } from './rulings-master-intercept';
import { MASTER_CHOSEN_RULINGS } from './rulings-master-chosen';
import { MASTER_ALLY_RULINGS } from './rulings-master-ally';
import { MASTER_HAVEN_RULINGS } from './rulings-master-haven';
import { ASH_SWAP_RULINGS } from './rulings-ash-swap';
import { MASTER_SWEEP_TWELFTH_RULINGS } from './rulings-master-sweep-twelfth';

export const MASTERS_RULINGS: readonly RulingEntry[] = [
  ...(
    [
      ['100046', 'Ambush'],
      ['100747', 'Fleetness'],
    ] as const
  ).map(([cid, card]): RulingEntry => ({
    key: `locked-target-fizzles-${cid}`,
    area: 'masters',
    cid,
    card,
    sources: ['ANK 20210124', 'LSJ 20070411'],
    outcome: 'aimed at a locked minion that is unlocked again as the action resolves, it has no effect: no combat',
  })),
  {
    key: 'dominate-kine-as-is',
    area: 'masters',
    cid: '100573',
    card: 'Dominate Kine',
    sources: ['RTR 19980623'],
    outcome: 'a stolen location changes controller and nothing else: a locked one stays locked',
  },
  {
    key: 'tribute-no-vampire',
    area: 'masters',
    cid: '102023',
    card: 'Tribute to the Master',
    sources: ['ANK 20210717'],
    outcome: 'its player may play it without any ready vampire: it then moves no blood',
  },
  {
    key: 'liquidation-short-library',
    area: 'masters',
    cid: '101112',
    card: 'Liquidation',
    sources: ['LSJ 20070901'],
    outcome: 'with fewer than seven cards in the library it cannot be played',
  },
  {
    key: 'villein-unaffordable',
    area: 'masters',
    cid: '102121',
    card: 'Villein',
    sources: ['ANK 20210714'],
    outcome: 'a Villein whose extra pool on a vampire its player could not pay is not played on that vampire',
  },
  {
    key: 'villein-less-blood',
    area: 'masters',
    cid: '102121',
    card: 'Villein',
    sources: ['LSJ 20100216', 'ANK 20180512-2'],
    outcome: 'on a vampire with less blood than the least amount, its player takes what the vampire has',
  },
  {
    key: 'minion-tap-villein-cost',
    area: 'masters',
    cid: '101217',
    card: 'Minion Tap',
    sources: ['LSJ 20020620'],
    outcome: 'on a vampire carrying a Villein it costs one more pool, paid together with the pool it gains',
  },
  {
    key: 'sudden-reversal-trifle',
    area: 'masters',
    cid: '101896',
    card: 'Sudden Reversal',
    sources: ['LSJ 20090126', 'RTR 20001020'],
    outcome: 'a trifle it cancels as it is played from the hand gives no extra master phase action, and its cost is not paid',
  },
  {
    key: 'giant-once-torpor',
    area: 'masters',
    cid: '100824',
    card: "Giant's Blood",
    sources: ['LSJ 20061109'],
    outcome: 'one copy in the whole game; a vampire in torpor may be chosen, an uncontrolled one never',
  },
  {
    key: 'reckless-opponents',
    area: 'masters',
    cid: '101567',
    card: 'Reckless Agitation',
    sources: ['LSJ 20000622', 'LSJ 20100129'],
    outcome: 'no point to the caller nor all six to one Methuselah, so it is not called with a single opponent left',
  },
  {
    key: 'iron-fist-opponents',
    area: 'masters',
    cid: '102270',
    card: "Camarilla's Iron Fist",
    sources: ['ANK 20241106', 'LSJ 20100129'],
    outcome: 'no point to the Methuselah gaining pool nor all five to one, so it is not called with a single opponent left',
  },
  {
    key: 'protect-no-choice',
    area: 'masters',
    cid: '101499',
    card: 'Protect Thine Own',
    sources: ['LSJ 20100129', 'ANK 20191228'],
    outcome: 'with no vampire its terms may choose, the referendum cannot be called and the card is not offered',
  },
  {
    key: 'conservative-agitation-self',
    area: 'masters',
    cid: '100414',
    card: 'Conservative Agitation',
    sources: ['LSJ 20000622'],
    outcome: 'its caller may allot points to themselves, but not all of them to one Methuselah',
  },
  {
    key: 'domain-challenge-after',
    area: 'masters',
    cid: '100570',
    card: 'Domain Challenge',
    sources: ['RTR 19941109'],
    outcome: 'locked minions are counted once the referendum is over: the vampire that called it counts',
  },
  ...MASTER_CARD_RULINGS,
  ...MASTER_WINDOW_RULINGS,
  ...MASTER_SWEEP_RULINGS,
  ...MASTER_BLEED_RULINGS,
  ...MASTERS_B_RULINGS,
  ...MASTERS_THIRTEENTH_RULINGS,
  ...MASTERS_FOURTEENTH_A_RULINGS,
  ...MASTERS_FOURTEENTH_B_RULINGS,
  ...MASTERS_FIFTEENTH_B_RULINGS,
  ...MASTER_INTERCEPT_RULINGS,
  ...MASTER_CHOSEN_RULINGS,
  ...MASTER_ALLY_RULINGS,
  ...MASTER_HAVEN_RULINGS,
  ...ASH_SWAP_RULINGS,
  ...MASTER_SWEEP_TWELFTH_RULINGS,
];
