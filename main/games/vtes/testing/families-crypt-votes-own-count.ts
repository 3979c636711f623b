/**
 * The scenario family of a vampire's own votes counted per ready vampire its controller has that a Selector takes (issue
 * 30 item 1; tests only; rules/politics.ts, vtes-es 6.3.3; a `mod` of `votes` with `per` the Amount `count` of a
 * Selector of the user's vampires): "+1 vote for each ready unique infernal vampire you control" (Xeper), "for each
 * ready titled vampire you control" (Ayo Igoli). Seat 0 controls the vampire, a test vampire the Selector's Condition
 * takes and one it does not; seat 1's titled test vampire calls a referendum; seat 0 casts the vampire's votes for it.
 * Measured: the votes it cast (the printed amount for each vampire taken, the vampire itself included when taken).
 * Stripped, it casts none.
 */
import type { CardDef, Effect } from '../schema/effects';
import type { Cond } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_REFERENDUM } from './families-votes';
import { type FamilyCase, type VampireFacts, testVampire } from './test-vampire';

type Mod = Extract<Effect, { e: 'mod' }>;

const CALLER = testVampire('Test Own Count Caller', {}, [], 'Caitiff', { title: 'prince' });

/** The facts of a vampire the Condition takes (a title, a trait; "not nonUnique" is met by any plain vampire). */
function takenFacts(c: Cond): VampireFacts | undefined {
  if (c.c === 'titled') return { title: 'primogen' };
  if (c.c === 'trait' && c.trait !== 'nonUnique') return { traits: [c.trait] };
  if (c.c === 'all') {
    const parts = c.of.map((x) => (x.c === 'not' && x.of.c === 'trait' && x.of.trait === 'nonUnique' ? {} : takenFacts(x)));
    return parts.every((x) => x !== undefined) ? Object.assign({}, ...parts) : undefined;
  }
  return undefined;
}

/** Whether the vampire itself meets the Condition's facts (its title or its traits). */
function selfTaken(def: CardDef, f: VampireFacts): boolean {
  if (f.title && !def.title) return false;
  return (f.traits ?? []).every((t) => def.traits?.includes(t));
}

function ownCountCase(def: CardDef, e: Mod, f: VampireFacts): FamilyCase {
  const yes = testVampire('Test Counted', {}, [], 'Caitiff', f);
  const no = testVampire('Test Not Counted', {});
  return {
    family: "vampire's own votes for each of its controller's vampires a Selector takes",
    expected: e.n * (1 + (selfTaken(def, f) ? 1 : 0)),
    run(strip) {
      const sc = new Scenario({
        active: 1,
        seats: [
          {
            ready: [
              { card: def.name, blood: 3 },
              { card: yes.name, blood: 3 },
              { card: no.name, blood: 3 },
            ],
          },
          { ready: [{ card: CALLER.name, blood: 3 }], hand: [TEST_REFERENDUM.name] },
        ],
        defs: [def, CALLER, yes, no, TEST_REFERENDUM],
        strip: strip ? [def.name] : [],
      });
      return votesFor(sc, sc.uid(def.name), CALLER.name);
    },
  };
}

/** The caller calls the test referendum; the votes vampire `v` then casts for it (0 when it has none to cast). */
export function votesFor(sc: Scenario, v: string, caller: string): number {
  const cast = `v:${v}:y`;
  sc.play(TEST_REFERENDUM.name, { by: caller });
  sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || ids(x).includes(cast), 30);
  if (!sc.s.ref || !ids(sc.s).includes(cast)) return 0;
  const before = sc.s.ref.yes;
  sc.choose(cast);
  return sc.s.ref!.yes - before;
}

/** The cases of this family a vampire fits: its own votes per ready vampire of its controller's a Selector takes. */
export function cryptVotesOwnCountCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt' || def.title) return [];
  return def.modes
    .flatMap((m) => m.effects)
    .flatMap((e) => {
      if (!isKind(e, 'mod') || e.stat !== 'votes' || e.who !== 'self' || e.if || typeof e.per !== 'object' || e.per.a !== 'count')
        return [];
      const sel = e.per.sel;
      if (sel.of !== 'vampire' || sel.whose !== 'you' || !sel.where) return [];
      const f = takenFacts(sel.where);
      return f ? [ownCountCase(def, e, f)] : [];
    });
}
