/**
 * The heuristic bot in the "as it is played" window (bot-cancel.ts; vtes-es 1.6.1.1): it cancels a master
 * card its prey plays that stays in play or costs pool, and lets a free one-shot trifle go. Found by the TWD
 * soak's `fullCardsNeverPlayed` line: Sudden Reversal and Wash were held in 34 and 32 games and never played.
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import type { CardDef } from '../schema/effects';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { dec } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';

/** A location of 2 pool that stays in play. */
const HAVEN: CardDef = {
  id: 'test-haven',
  name: 'Test Haven',
  kind: 'library',
  types: ['Master'],
  clan: [],
  reqs: [],
  pool: 2,
  modes: [{ kind: 'master', conditions: [], effects: [{ e: 'inPlay', location: true }] }],
  automation: 'full',
};

/** Seat 0 (in its master phase) plays `card`; seat 1, its prey, holds Sudden Reversal: the bot's answer. */
function answer(card: string): string {
  const reversal = cardDefFromDetail(officialCard('101896'));
  const sc = new Scenario({
    phase: 'master',
    seats: [{ ready: [{ card: 'Ashley', blood: 1 }], hand: [card] }, { hand: [reversal.name] }],
    defs: [reversal, HAVEN],
  });
  sc.choose(`m:${sc.uid(card, 0, 'hand')}`);
  const d = dec(sc.s);
  expect(d.kind).toBe('vtes.cancelCard');
  expect(d.seat).toBe(1);
  const v = seatView(sc.s, 1);
  expect(v.cancelling?.seat).toBe(0);
  return vtesHeuristicBot.choose(v, d, new RngCursor(seedRng('bot-cancel')));
}

describe('V:TES heuristic bot: cancelling a card as it is played (1.6.1.1)', () => {
  it('cancels a location its prey pays pool for', () => {
    expect(answer(HAVEN.name)).toMatch(/^cancel/);
  });

  it('lets a free trifle go (Life in the City)', () => {
    expect(answer('Life in the City')).toBe('pass');
  });
});
