/**
 * Issue 29 item 4: the heuristic bot calls a referendum burning the pool of the Methuselahs it chooses when
 * its votes carry it (Neonate Breach: its prey burns 1, and 3 more with a ready vampire of capacity 4 or
 * less). Found by the TWD soak's `fullCardsNeverPlayed` line (held in 13 games, never played: only other
 * referendum shapes had a reading, this one scored 2).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from './bots';
import { seatView } from '../view/seatview';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { sharedFile } from '../../../testing/shared-data';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, ids } from '../testing/testing';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';

const PRINCE = testVampire('Test Prince', {}, [], 'Caitiff', { title: 'prince' });

/** Seat 0's prince (holding Neonate Breach) picks its action; seat 1's ready vampire has capacity `cap`. */
function botAction(cap: number): string {
  const breach = cardDefFromDetail(officialCard('101271'));
  const small = testVampire('Test Neonate', {}, [], 'Caitiff', { capacity: cap });
  const sc = new Scenario({
    seats: [{ ready: [{ card: PRINCE.name, blood: 4 }], hand: [breach.name] }, { ready: [{ card: small.name, blood: 2 }] }],
    defs: [breach, PRINCE, small],
  });
  sc.choose(`min:${sc.uid(PRINCE.name)}`);
  const d = dec(sc.s);
  const pick = vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng('bot-seat-pool')));
  expect(ids(sc.s)).toContain(pick);
  return pick;
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
  'V:TES heuristic bot: pool burned by chosen Methuselahs',
  () => {
    it('calls Neonate Breach when the prey has a small ready vampire (4 pool burned) rather than bleeding for 1', () => {
      expect(botAction(3)).toMatch(/^card:/);
    });

    it('bleeds for 1 rather than call it for 1 pool against a prey with only larger vampires', () => {
      expect(botAction(8)).toMatch(/^bleed:/);
    });
  },
);
