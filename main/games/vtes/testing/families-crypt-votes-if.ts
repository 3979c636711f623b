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
import type { Cond, NamedTitle } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_REFERENDUM } from './families-votes';
import { type FamilyCase, testVampire } from './test-vampire';

const PLAIN_CALLER = testVampire('Test Plain Caller', {});

/** A test card of the location class, put in the vampire's Methuselah's play (`controls { location }`). */
const TEST_LOCATION: CardDef = {
  id: 'test-votes-location',
  name: 'Test Quiet Haven',
  kind: 'library',
  types: ['Master'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [],
  classes: ['location'],
  automation: 'full',
};

/** What the table holds beside the two vampires: the caller's (the prey's) pool, a location of the vampire's Methuselah. */
interface Table {
  preyPool?: number;
  location?: boolean;
}

/** The votes the vampire casts for a referendum `caller` calls. */
function castBy(def: CardDef, caller: CardDef, strip: boolean, t: Table = {}): number {
  const sc = new Scenario({
    active: 1,
    seats: [
      { ready: [{ card: def.name, blood: 3 }], play: t.location ? [TEST_LOCATION.name] : [] },
      { ready: [{ card: caller.name, blood: 3 }], hand: [TEST_REFERENDUM.name], pool: t.preyPool ?? 30 },
    ],
    defs: [def, caller, TEST_REFERENDUM, TEST_LOCATION],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  const cast = `v:${v}:y`;
  sc.play(TEST_REFERENDUM.name, { by: caller.name });
  sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || ids(x).includes(cast), 20);
  // no votes to cast (an untitled vampire whose Condition does not hold): none offered
  if (!sc.s.ref || !ids(sc.s).includes(cast)) return 0;
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

/**
 * Votes under a Condition on the table (Üresség: the prey's pool at most `max`; Neserian: a location controlled): the
 * vampire's votes with the Condition arranged (its title's plus n), and 10 when, not arranged, it casts its title's only.
 */
function votesTableCase(def: CardDef, n: number, on: Table, off: Table): FamilyCase {
  return {
    family: "vampire's own votes under a Condition on the table",
    expected: titleVotes(def.title) + n + 10,
    run: (strip) => castBy(def, PLAIN_CALLER, strip, on) + (castBy(def, PLAIN_CALLER, strip, off) === titleVotes(def.title) ? 10 : 0),
  };
}

/** The tables holding and not holding a Condition this family arranges, if it is one. */
function tablesFor(c: Cond | undefined): [Table, Table] | undefined {
  if (c?.c === 'pool' && c.of === 'prey' && c.max !== undefined && c.min === undefined)
    return [{ preyPool: c.max }, { preyPool: c.max + 1 }];
  if (c?.c === 'controls' && c.of === 'you' && c.location && c.min === undefined) return [{ location: true }, {}];
  return undefined;
}

/** The cases of this family a vampire fits: its own votes modifier under the Condition `otherTitle` or one on the table. */
export function cryptVotesIfCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const mods = def.modes
    .flatMap((m) => m.effects)
    .filter((e): e is Extract<Effect, { e: 'mod' }> => isKind(e, 'mod') && e.stat === 'votes' && e.who === 'self');
  return mods.flatMap((e) => {
    if (e.if?.c === 'otherTitle') return [votesIfCase(def, e.n, e.if.title)];
    const t = tablesFor(e.if);
    return t ? [votesTableCase(def, e.n, ...t)] : [];
  });
}
