/**
 * Scenarios of a modifier put in play after a successful directed action and burned later for votes (issue 29, h-mods,
 * thirteenth session; tests only; vtes-es 6.2.3, 6.3.3): `putIntoPlay` in the window `after: 'success'`, a polling
 * ability of a card in play with the cost `burnSelf` (Propaganda of the Deed).
 * - `deedVotes`: seat 0's anarch bleeds seat 1 unblocked and plays the card as the bleed succeeds; then seat 0's other
 *   vampire calls a test referendum gaining 3 pool, seat 1's prince votes against (2), seat 0 burns the card for its
 *   votes. Measured: the pool gained (3), and 10 with the card in the ash heap. Stripped: the referendum fails (0).
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './action-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

const ANARCH = testVampire('Test Deed Anarch', {}, [], 'Caitiff', { sect: 'anarch' });
const SPEAKER = testVampire('Test Deed Speaker', {});
const RIVAL = testVampire('Test Deed Prince', {}, [], 'Caitiff', { title: 'prince' });
const GAIN = testLibraryCard('Test Deed Referendum', 'Political Action', {
  kind: 'political',
  conditions: [],
  effects: [{ e: 'prims', do: [{ p: 'move', n: 3, from: 'bank', to: 'pool' }] }],
});

function deedVotesCase(def: CardDef): FamilyCase {
  return {
    family: 'deedVotes',
    expected: 13,
    run(strip) {
      const sc = new Scenario({
        seats: [
          {
            ready: [
              { card: ANARCH.name, blood: 4 },
              { card: SPEAKER.name, blood: 4 },
            ],
            hand: [def.name, GAIN.name],
          },
          { ready: [{ card: RIVAL.name, blood: 4, locked: true }] },
        ],
        defs: [def, ANARCH, SPEAKER, RIVAL, GAIN],
        strip: strip ? [def.name] : [],
      });
      const h = sc.uid(def.name, 0, 'hand');
      const a = sc.uid(ANARCH.name, 0);
      const r = sc.uid(RIVAL.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      for (let i = 0; i < 40 && sc.s.act; i++) {
        const o = ids(sc.s);
        sc.choose(o.find((x) => x.includes(h)) ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
      }
      sc.s = passUntil(sc.s, (x) => !x.act && ids(x).includes(`min:${sc.uid(SPEAKER.name, 0)}`));
      const pool = sc.pool(0);
      sc.play(GAIN.name, { by: SPEAKER.name });
      for (let i = 0; i < 40 && (sc.s.act || sc.s.ref); i++) {
        const o = ids(sc.s);
        const burn = o.find((x) => x.includes(h) && x.endsWith(':y'));
        sc.choose(
          o.find((x) => x === 'call:y') ??
            burn ??
            o.find((x) => x === `v:${r}:n`) ??
            o.find((x) => ['done', 'pass', 'decline', 'none'].includes(x)) ??
            o[0],
        );
      }
      return sc.pool(0) - pool + (sc.s.cards[h].zone === 'ash' ? 10 : 0);
    },
  };
}

/** Propaganda of the Deed. */
export const DEED_VOTES_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101496': (def) => [deedVotesCase(def)],
};
