/**
 * Scenarios of a referendum giving the Methuselahs its terms choose their ash heap back (issue 29, h-mods, fifteenth
 * session; tests only; vtes-es 6.3.2, 1.1.2): the primitive `ashRecover { noHand, seats: 'chosen' }` and the effect
 * `removedAfterPlay` (core/queries.ts `toAsh`).
 * - `ashChosen` (Reinforcements): seat 0's prince calls the referendum, chooses itself and seat 1; it passes. Seat 0
 *   takes three of the four library cards of its ash heap, seat 1 its two, each shuffled into their library. Measured:
 *   the cards back in seat 0's library (tens), seat 1's (units), and 100 when the card played left the game rather
 *   than rest in the ash heap (132). Stripped: nothing moves and the card rests in the ash heap (0).
 * - `removedFailed`: the same referendum, seat 1's justicar (3 votes) votes against: it fails, and the card still
 *   leaves the game. Measured: 1. Stripped: 0.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const ASHED = 'Blood Doll';

function game(def: CardDef, strip: boolean, against: boolean): { sc: Scenario; card: string } {
  const prince = testVampire('Test Reinforced Prince', {}, [], def.clan[0] ?? 'Caitiff', { title: 'prince' });
  const other = testVampire('Test Reinforced Other', {}, [], 'Caitiff', { title: 'justicar' });
  const sc = new Scenario({
    seats: [
      { ready: [{ card: prince.name, blood: 4 }], hand: [def.name], ash: [ASHED, ASHED, ASHED, ASHED] },
      { ready: [{ card: other.name, blood: 4 }], ash: [ASHED, ASHED] },
    ],
    defs: [def, prince, other],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 0, 'hand');
  const o = sc.uid(other.name, 1);
  sc.play(def.name, { by: prince.name });
  const wants = ['tseat:0', 'tseat:1', 'tdone', 'call:y'];
  for (let i = 0; i < 80 && (sc.s.act || sc.s.ref || sc.s.pick); i++) {
    const opts = ids(sc.s);
    const no = against && dec(sc.s).seat === 1 ? opts.find((x) => x.startsWith(`v:${o}:n`)) : undefined;
    // the chosen Methuselahs take every card offered, up to the card's three
    const take = opts.find((x) => x.startsWith('t:'));
    const pick = opts.find((x) => wants.includes(x) && (x !== 'tseat:1' || !opts.includes('tseat:0')));
    sc.choose(no ?? pick ?? take ?? opts.find((x) => ['done', 'pass', 'decline', 'none'].includes(x)) ?? opts[0]);
  }
  return { sc, card };
}

/** Library cards moved back (tens: seat 0, units: seat 1), plus 100 for the card played out of the game. */
function ashChosenCase(def: CardDef): FamilyCase {
  return {
    family: 'ashChosen',
    expected: 132,
    run(strip) {
      const { sc, card } = game(def, strip, false);
      const back = (seat: number, had: number) =>
        had - sc.s.seats[seat].zones.ash.filter((u) => sc.s.cards[u].cid !== sc.s.cards[card].cid).length;
      return back(0, 4) * 10 + back(1, 2) + (sc.s.cards[card].zone === 'ash' ? 0 : 100);
    },
  };
}

function removedFailedCase(def: CardDef): FamilyCase {
  return {
    family: 'removedFailed',
    expected: 1,
    run(strip) {
      const { sc, card } = game(def, strip, true);
      return sc.s.cards[card].zone === 'ash' ? 0 : 1;
    },
  };
}

/** Reinforcements. */
export const ASH_CHOSEN_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101590': (def) => [ashChosenCase(def), removedFailedCase(def)],
};
