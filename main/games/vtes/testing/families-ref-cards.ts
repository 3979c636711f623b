/**
 * Referendums whose terms choose a card in play (issue 29, h-mods, eleventh session; tests only; vtes-es 6.3.2): the
 * terms `chooseCard` (and `chooseSeat`), the outcome acting on that card.
 * - `removedAlly` (Permanent Vacation): seat 1's ready ally is chosen; measured: 1 once it is removed from the game.
 * - `controlToChosen` (Disputed Territory): seat 1's location and seat 2 are chosen; measured: the seat controlling
 *   the location after the referendum (2; stripped, still 1).
 */
import type { CardDef } from '../schema/effects';
import { referendum } from './master-scenarios';
import { TEST_ALLY, TEST_PLACE } from './action-scenarios';
import type { FamilyCase } from './test-vampire';

function removedAllyCase(def: CardDef): FamilyCase {
  return {
    family: 'removedAlly',
    expected: 1,
    run(strip) {
      const sc = referendum(def, 'camarilla', [{}, { ready: [{ card: TEST_ALLY.name }] }], [], { defs: [TEST_ALLY] })(strip);
      return sc.s.cards[sc.uid(TEST_ALLY.name, 1)].zone === 'removed' ? 1 : 0;
    },
  };
}

function controlToChosenCase(def: CardDef): FamilyCase {
  return {
    family: 'controlToChosen',
    expected: 2,
    run(strip) {
      const sc = referendum(def, 'camarilla', [{}, { play: [TEST_PLACE.name] }, {}], ['', 'target:2'], { defs: [TEST_PLACE] })(strip);
      const place = Object.values(sc.s.cards).find((c) => c.cid === TEST_PLACE.id);
      return place?.controller ?? -1;
    },
  };
}

/** Permanent Vacation, Disputed Territory. */
export const REF_CARD_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101390': (def) => [removedAllyCase(def)],
  '100557': (def) => [controlToChosenCase(def)],
};
