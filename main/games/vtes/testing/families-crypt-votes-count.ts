/**
 * The scenario family of a vampire's own votes counted per card a Selector takes (issue 30 item 1; tests only; the
 * rule: rules/politics.ts `vampireVotes`, vtes-es 6.3.3; a `mod` of `votes` with `per` the Amount `count`): "while he
 * has no title, +1 vote for each ready titled vampire controlled by other Methuselahs" (Gerald Windham). A titled test
 * vampire of the next Methuselah calls a referendum, another Methuselah has a second titled vampire, and the vampire's
 * own Methuselah a third (not counted); its Methuselah casts its votes for the referendum. Measured: the votes it cast
 * (the printed amount for each of the two). Stripped, it has no vote to cast.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { Scenario } from './scenario';
import { TEST_REFERENDUM } from './families-votes';
import { votesFor } from './families-crypt-votes-own-count';
import { type FamilyCase, testVampire } from './test-vampire';

const PRINCE = testVampire('Test Titled Caller', {}, [], 'Caitiff', { title: 'prince' });
const PRIMOGEN = testVampire('Test Titled Other', {}, [], 'Caitiff', { title: 'primogen' });
const OWN = testVampire('Test Titled Own', {}, [], 'Caitiff', { title: 'primogen' });

function votesCountCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own votes for each card a Selector takes",
    expected: 2 * n,
    run(strip) {
      const sc = new Scenario({
        active: 1,
        seats: [
          {
            ready: [
              { card: def.name, blood: 3 },
              { card: OWN.name, blood: 3 },
            ],
          },
          { ready: [{ card: PRINCE.name, blood: 3 }], hand: [TEST_REFERENDUM.name] },
          { ready: [{ card: PRIMOGEN.name, blood: 3 }] },
        ],
        defs: [def, PRINCE, PRIMOGEN, OWN, TEST_REFERENDUM],
        strip: strip ? [def.name] : [],
      });
      // stripped, it has no votes to cast (0)
      return votesFor(sc, sc.uid(def.name), PRINCE.name);
    },
  };
}

/** The cases of this family a vampire fits: its own votes per ready titled vampire of the others, while it has no title. */
export function cryptVotesCountCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt' || def.title) return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter(
      (e): e is Extract<Effect, { e: 'mod' }> =>
        isKind(e, 'mod') &&
        e.stat === 'votes' &&
        e.who === 'self' &&
        typeof e.per === 'object' &&
        e.per.a === 'count' &&
        e.per.sel.whose === 'other' &&
        e.per.sel.where?.c === 'titled' &&
        (!e.if || (e.if.c === 'not' && e.if.of.c === 'titled')),
    )
    .map((e) => votesCountCase(def, e.n));
}
