/**
 * Scenarios of a referendum polled with votes and ballots changed by title (issue 29, h-mods, thirteenth session;
 * tests only; vtes-es 6.3.3): the primitive `pollByTitle` (Eat the Rich).
 * - `pollByTitle`: seat 0's anarch caller (no title) calls the referendum and choose seat 1 in its terms; seat 0 votes
 *   for with the card's vote and burns the Edge; seat 1 votes against with a prince (2 votes) and casts a priscus's
 *   ballot (the prisci bloc's 3 votes). Measured: the pool seat 1 burned when it passes (1, plus the record's `plus`
 *   with its ready titled prince). Stripped: 2 votes for, 5 against, nothing burned (0).
 */
import type { CardDef } from '../schema/effects';
import { primsOf } from '../schema/modes';
import { isPrim } from '../schema/effect-query';
import { ids } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const ANARCH = testVampire('Test Anarch Caller', {}, [], 'Caitiff', { sect: 'anarch' });
const PRINCE = testVampire('Test Prince', {}, [], 'Caitiff', { title: 'prince' });
const PRISCUS = testVampire('Test Priscus', {}, [], 'Caitiff', { title: 'priscus', sect: 'sabbat' });

function pollByTitleCase(def: CardDef): FamilyCase {
  const seatPool = primsOf(def.modes[0].effects).find(isPrim('seatPool'));
  const plus = seatPool && 'plus' in seatPool ? (seatPool.plus?.n ?? 0) : 0;
  return {
    family: 'pollByTitle',
    expected: (seatPool?.n ?? 0) + plus,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: ANARCH.name, blood: 4 }], hand: [def.name] },
          {
            ready: [
              { card: PRINCE.name, blood: 4 },
              { card: PRISCUS.name, blood: 4 },
            ],
          },
        ],
        edge: 0,
        defs: [def, ANARCH, PRINCE, PRISCUS],
        strip: strip ? [def.name] : [],
      });
      const p = sc.uid(PRINCE.name, 1);
      const b = sc.uid(PRISCUS.name, 1);
      sc.play(def.name, { by: ANARCH.name });
      const wants = ['tseat:1', 'tdone', 'call:y', 'edge:y', `v:${p}:n`, `b:${b}:n`];
      for (let i = 0; i < 60 && (sc.s.act || sc.s.ref); i++) {
        const o = ids(sc.s);
        sc.choose(o.find((x) => wants.includes(x)) ?? o.find((x) => ['done', 'pass', 'decline', 'none'].includes(x)) ?? o[0]);
      }
      return 30 - sc.pool(1);
    },
  };
}

/** Eat the Rich. */
export const POLL_BY_TITLE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '100605': (def) => [pollByTitleCase(def)],
};
