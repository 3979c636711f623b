/**
 * Scenario family of vote modifiers (issue 29; tests only; vtes-es 6.3.3, window `polling`): a test
 * vampire with the card's Disciplines calls a referendum with a test political action and, in the
 * polling step, plays the card for it (an X cost paid as X = 2); measured: the votes the card cast. With
 * its effects stripped the card casts none (it is not offered as a vote).
 */
import type { CardDef, Mode } from '../schema/effects';
import { costOf } from '../schema/modes';
import type { Amount } from '../schema/schema-params';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

/** A political action that does nothing once passed: only its polling matters here. */
export const TEST_REFERENDUM: CardDef = {
  id: 'test-referendum',
  name: 'Test Referendum',
  kind: 'library',
  types: ['Political Action'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'political', conditions: [], effects: [] }],
  automation: 'full',
};

const REF_CALLER = testVampire('Test Referendum Caller', {});

/**
 * Seat 0's test caller (3 blood) plays the test referendum beside `def` (3 blood, its effects stripped when `strip`);
 * seat 1 has 20 pool. The scenario is returned at seat 0's turn to poll (6.3.3), with `def`'s uid.
 */
export function pollingBeside(def: CardDef, strip: boolean): { sc: Scenario; v: string } {
  const sc = new Scenario({
    seats: [
      {
        ready: [
          { card: REF_CALLER.name, blood: 3 },
          { card: def.name, blood: 3 },
        ],
        hand: [TEST_REFERENDUM.name],
      },
      { pool: 20 },
    ],
    defs: [def, REF_CALLER, TEST_REFERENDUM],
    strip: strip ? [def.name] : [],
  });
  sc.play(TEST_REFERENDUM.name, { by: REF_CALLER.name });
  sc.s = passUntil(sc.s, (x) => x.ref?.step === 'polling' && dec(x).seat === 0, 20);
  return { sc, v: sc.uid(def.name) };
}

/** The X the family pays for an X cost. */
const X = 2;

/** An amount of numbers and X with X paid as the family pays it; undefined for one reading the state. */
function withX(a: Amount): number | undefined {
  if (typeof a === 'number') return a;
  if (a.a === 'x') return X;
  if (a.a !== 'sum') return undefined;
  const parts = a.of.map(withX);
  return parts.every((n) => n !== undefined) ? parts.reduce<number>((k, n) => k + n!, 0) : undefined;
}

function votesCase(def: CardDef, mi: number, m: Mode, expected: number): FamilyCase {
  const caller = testVampire('Test Caller', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  const xCost = costOf(def, m).blood === 'X';
  return {
    family: 'votes',
    expected,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: caller.name, blood: 5 }], hand: [TEST_REFERENDUM.name, def.name] }, {}],
        defs: [def, caller, TEST_REFERENDUM],
        strip: strip ? [def.name] : [],
      });
      const h = sc.uid(def.name, 0, 'hand');
      sc.play(TEST_REFERENDUM.name, { by: caller.name });
      sc.s = passUntil(sc.s, (x) => x.ref?.step === 'polling' && dec(x).seat === 0, 20);
      const want = (id: string) => {
        const p = id.split(':');
        return p[0] === 'mod' && p[1] === h && p[2] === String(mi) && p[3] === 'y' && (!xCost || p[4] === String(X));
      };
      const o = ids(sc.s).find(want);
      if (!o) throw new Error(`scenario: ${def.name} is not offered as votes: ${ids(sc.s).join(' ')}`);
      const before = sc.s.ref!.yes;
      sc.choose(o);
      return sc.s.ref!.yes - before;
    },
  };
}

/** The vote modifiers a card's modes are: only the polling window, only `votes` primitives. */
export function votesFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    const w = m.window ?? {};
    if (m.kind !== 'modifier' || m.if || Object.keys(w).length !== 1 || !w.polling) return;
    if (![...def.reqs, ...m.conditions].every((c) => c.r === 'disc')) return;
    if (!m.effects.length || !m.effects.every((e) => isKind(e, 'prims') && e.do.every((p) => p.p === 'votes'))) return;
    const ps = m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));
    const ns = ps.map((p) => (p.p === 'votes' ? withX(p.n) : undefined));
    if (ns.every((n) => n !== undefined))
      out.push(
        votesCase(
          def,
          mi,
          m,
          ns.reduce<number>((k, n) => k + n!, 0),
        ),
      );
  });
  return out;
}
