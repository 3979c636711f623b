/**
 * The scenario family of a vampire's own votes changed while another ready vampire holds a title (issue 30 item 1;
 * tests only; rules/politics.ts `vampireVotes`, vtes-es 6.3.3; the Condition leaf `otherTitle`, core/params/cond.ts):
 * `{ e: 'mod', stat: 'votes', n, who: 'self', if: { c: 'otherTitle', title } }` ("if there are any other justicars
 * ready, he gets 1 fewer vote": Anastasz di Zagreb). A test vampire of the next Methuselah holding the title calls a
 * referendum with a test political action; the vampire's Methuselah casts the vampire's votes for it. Measured: the
 * votes that vampire cast (its title's plus n; stripped, its title's only), and 10 when, the caller untitled, it casts its
 * title's votes (its own title is not another's).
 */
import { titleVotes } from '../core/held-titles';
import type { CardDef, Effect } from '../schema/effects';
import type { NamedTitle } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_REFERENDUM } from './families-votes';
import { type FamilyCase, testVampire } from './test-vampire';

const PLAIN_CALLER = testVampire('Test Plain Caller', {});

/** The votes the vampire casts for a referendum `caller` calls. */
function castBy(def: CardDef, caller: CardDef, strip: boolean): number {
  const sc = new Scenario({
    active: 1,
    seats: [{ ready: [{ card: def.name, blood: 3 }] }, { ready: [{ card: caller.name, blood: 3 }], hand: [TEST_REFERENDUM.name] }],
    defs: [def, caller, TEST_REFERENDUM],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  const cast = `v:${v}:y`;
  sc.play(TEST_REFERENDUM.name, { by: caller.name });
  sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || ids(x).includes(cast), 20);
  if (!sc.s.ref || !ids(sc.s).includes(cast)) throw new Error(`scenario: ${def.name} casts no votes`);
  const before = sc.s.ref.yes;
  sc.choose(cast);
  return sc.s.ref!.yes - before;
}

function votesIfCase(def: CardDef, n: number, title: NamedTitle): FamilyCase {
  const caller = testVampire('Test Titled Caller', {}, [], 'Ventrue', { title, sect: 'camarilla' });
  return {
    family: "vampire's own votes changed while another ready vampire holds a title",
    expected: titleVotes(def.title) + n + 10,
    // with the titled caller; with an untitled one the vampire's own title does not count as "another"
    run: (strip) => castBy(def, caller, strip) + (castBy(def, PLAIN_CALLER, strip) === titleVotes(def.title) ? 10 : 0),
  };
}

/** The cases of this family a vampire fits: its own votes modifier under the Condition `otherTitle`. */
export function cryptVotesIfCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter(
      (e): e is Extract<Effect, { e: 'mod' }> => isKind(e, 'mod') && e.stat === 'votes' && e.who === 'self' && e.if?.c === 'otherTitle',
    )
    .map((e) => votesIfCase(def, e.n, (e.if as { title: NamedTitle }).title));
}
