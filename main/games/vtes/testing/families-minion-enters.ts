/**
 * Scenarios of a card watching another minion put in play (issue 29, h-combat; tests only; the trigger event
 * `vtes.minionEnters`, vocab/triggers.ts, vtes-es 6.1.5 and 7): Gran Madre di Dio on seat 0's vampire (capacity 8);
 * seat 1, its prey and predator in a game of two, puts minions in play.
 * - In seat 1's influence phase a vampire of capacity 6 moves to its ready region: measured 10 if it is locked, + 1 per
 *   blood it burned (a younger vampire than the bearer burns 1).
 * - In seat 1's minion phase an ally is recruited: measured 1 if it is locked.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { ids, passUntil } from './testing';
import { TEST_ALLY } from './test-library-cards';

const BEARER = testVampire('Test Enters Bearer', {});
const RECRUITER = testVampire('Test Enters Recruiter', {});
const NEWCOMER = testVampire('Test Enters Newcomer', {}, [], 'Caitiff', { capacity: 6 });

function vampireCase(def: CardDef): FamilyCase {
  return {
    family: 'a minion put in play by the predator or prey is locked (a younger vampire burns 1 blood)',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'influence',
        active: 1,
        seats: [
          { ready: [{ card: BEARER.name, blood: 3, attached: [{ card: def.name }] }] },
          { ready: [{ card: RECRUITER.name, blood: 3 }], uncontrolled: [{ card: NEWCOMER.name, blood: 6 }] },
        ],
        defs: [def, BEARER, RECRUITER, NEWCOMER],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(NEWCOMER.name, 1, 'uncontrolled');
      const o = ids(sc.s).find((x) => x.startsWith('influence') && x.split(':').includes(v));
      if (!o) throw new Error(`not influenced: ${ids(sc.s).join(' ')}`);
      sc.choose(o);
      const c = sc.s.cards[v];
      if (c.zone !== 'ready') throw new Error('not ready');
      return (c.locked ? 10 : 0) + (6 - c.blood);
    },
  };
}

function allyCase(def: CardDef): FamilyCase {
  return {
    family: 'a minion put in play by the predator or prey is locked (an ally recruited)',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        active: 1,
        seats: [
          { ready: [{ card: BEARER.name, blood: 3, attached: [{ card: def.name }] }] },
          { pool: 20, ready: [{ card: RECRUITER.name, blood: 3 }], hand: [TEST_ALLY.name] },
        ],
        defs: [def, BEARER, RECRUITER, TEST_ALLY],
        strip: strip ? [def.name] : [],
      });
      const ally = sc.uid(TEST_ALLY.name, 1, 'hand');
      sc.play(TEST_ALLY.name, { by: RECRUITER.name });
      sc.s = passUntil(sc.s, (x) => !x.act, 40);
      const c = sc.s.cards[ally];
      if (c.zone !== 'ready') throw new Error(`not recruited: ${c.zone}`);
      return c.locked ? 1 : 0;
    },
  };
}

/** The cases a card fits: a piece of equipment locking a minion put in play (`vtes.minionEnters`). */
export function minionEntersCases(def: CardDef): FamilyCase[] {
  const watches = def.modes.some((m) =>
    m.effects.some(
      (e) => isKind(e, 'on') && e.event === 'vtes.minionEnters' && e.effects.some((p) => p.p === 'lock' && p.who === 'minion'),
    ),
  );
  return watches ? [vampireCase(def), allyCase(def)] : [];
}
