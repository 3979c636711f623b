/**
 * The scenario family of a priscus's own ballots beyond its one (issue 30 item 1; tests only; vtes-es 6.3.3, the prisci
 * bloc; the stat `ballots`, rules/politics.ts): `{ e: 'mod', stat: 'ballots', n, who: 'self' }` ("+1 ballot":
 * Gratiano). A test vampire of the next Methuselah calls a referendum with a test political action; the vampire's
 * Methuselah casts its ballot for it. Measured: the ballots cast for (1 + n; stripped, 1).
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_REFERENDUM } from './families-votes';
import { type FamilyCase, testVampire } from './test-vampire';

const CALLER = testVampire('Test Ballots Caller', {});

function ballotsCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "priscus's own ballots beyond its one in the prisci bloc",
    expected: 1 + n,
    run(strip) {
      const sc = new Scenario({
        active: 1,
        seats: [{ ready: [{ card: def.name, blood: 3 }] }, { ready: [{ card: CALLER.name, blood: 3 }], hand: [TEST_REFERENDUM.name] }],
        defs: [def, CALLER, TEST_REFERENDUM],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const cast = `b:${v}:y`;
      sc.play(TEST_REFERENDUM.name, { by: CALLER.name });
      sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || ids(x).includes(cast), 20);
      if (!sc.s.ref || !ids(sc.s).includes(cast)) throw new Error(`scenario: ${def.name} casts no ballot`);
      const before = sc.s.ref.ballots?.yes ?? 0;
      sc.choose(cast);
      return (sc.s.ref!.ballots?.yes ?? 0) - before;
    },
  };
}

/** The cases of this family a vampire fits: its own ballots modifier. */
export function cryptBallotsCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter((e): e is Extract<Effect, { e: 'mod' }> => isKind(e, 'mod') && e.stat === 'ballots' && e.who === 'self' && !e.per && !e.if)
    .map((e) => ballotsCase(def, e.n));
}
