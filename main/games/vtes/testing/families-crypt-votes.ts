/**
 * The scenario family of a vampire's own votes beyond its title (issue 30 item 1; tests only; the rule:
 * rules/politics.ts `vampireVotes`, vtes-es 6.3.3): `{ e: 'mod', stat: 'votes', n, who: 'self', if? }` ("gets one
 * additional vote during each political action": Genevieve). A test vampire of the next Methuselah calls a
 * referendum with a test political action; the vampire's Methuselah casts the vampire's votes for it. Measured: the
 * votes that vampire cast. With the effects stripped: its title's only (none: no vote offered).
 */
import { titleVotes } from '../core/held-titles';
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_REFERENDUM } from './families-votes';
import { type FamilyCase, testVampire } from './test-vampire';

const CALLER = testVampire('Test Votes Caller', {});

function votesCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own votes beyond its title in a political action",
    expected: titleVotes(def.title) + n,
    run(strip) {
      const sc = new Scenario({
        active: 1,
        seats: [{ ready: [{ card: def.name, blood: 3 }] }, { ready: [{ card: CALLER.name, blood: 3 }], hand: [TEST_REFERENDUM.name] }],
        defs: [def, CALLER, TEST_REFERENDUM],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const cast = `v:${v}:y`;
      sc.play(TEST_REFERENDUM.name, { by: CALLER.name });
      sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || ids(x).includes(cast), 20);
      if (!sc.s.ref || !ids(sc.s).includes(cast)) throw new Error(`scenario: ${def.name} casts no votes`);
      const before = sc.s.ref.yes;
      sc.choose(cast);
      return sc.s.ref!.yes - before;
    },
  };
}

/** The cases of this family a vampire fits: its own votes modifier, always or during political actions. */
export function cryptVotesCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter(
      (e): e is Extract<Effect, { e: 'mod' }> =>
        isKind(e, 'mod') &&
        e.stat === 'votes' &&
        e.who === 'self' &&
        !e.per &&
        (!e.if || (e.if.c === 'action' && e.if.kind === 'political')),
    )
    .map((e) => votesCase(def, e.n));
}
