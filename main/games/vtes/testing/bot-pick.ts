/**
 * What the heuristic bot tests of the card families share (tests only): the bot's answer to the pending decision of a
 * scenario, seeded.
 */
import { RngCursor, seedRng } from '../../../engine/rng';
import { vtesHeuristicBot } from '../bot/bots';
import { seatView } from '../view/seatview';
import type { Scenario } from './scenario';
import { dec } from './testing';

/** The heuristic bot's answer to the pending decision (seeded by `seed`). */
export function botPick(sc: Scenario, seed: string): string {
  const d = dec(sc.s);
  return vtesHeuristicBot.choose(seatView(sc.s, d.seat), d, new RngCursor(seedRng(seed)));
}
