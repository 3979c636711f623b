/**
 * Issue 30 item 1 (sixteenth session, h-crypt-a): the vampires of this round played through their scenario families
 * both ways (the coverage gate runs them all; here, one card at a time), and their texts in es and pl.
 */
import { describe } from 'vitest';
import { OFFICIAL_THERE, roundCardTests } from '../../../testing/vtes-card-round';

const ROUND = ['200985', '200956', '200428', '200090', '201435', '201016', '200734', '200908', '201319'];

describe.skipIf(!OFFICIAL_THERE)('V:TES vampires, sixteenth session (issue 30)', () => {
  roundCardTests(ROUND);
});
