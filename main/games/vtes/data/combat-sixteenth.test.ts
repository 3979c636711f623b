/**
 * The combat cards, equipment, allies and retainers made `full` in the sixteenth session (issue 29, h-combat): each
 * card's scenarios both ways (the coverage gate runs them all; here, one card at a time) and its texts in es and pl.
 */
import { describe } from 'vitest';
import { OFFICIAL_THERE, roundCardTests } from '../../../testing/vtes-card-round';

const ROUND = ['101270', '101644', '101398', '100422', '100817'];

describe.skipIf(!OFFICIAL_THERE)('V:TES combat family, sixteenth session (issue 29)', () => {
  roundCardTests(ROUND);
});
