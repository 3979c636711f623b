/**
 * The scenario families of a vampire's own action price and of intercept it lends (issue 30 item 1; tests only):
 * - "bleed actions cost this vampire n more blood" (the vampire effect `actionCost`, rules/action-cost.ts; vtes-es
 *   6.2.3): the vampire bleeds seat 1, nobody blocks; measured by the blood it burned (n). Stripped, it burns none.
 * - "during an action, lock this vampire and choose a non-Sabbat vampire: it may burn 1 blood for +1 intercept" (an
 *   ability of window `reaction` paid by locking, choosing a vampire by its Selector, granting `paidIntercept`; vtes-es
 *   6.2.2.2): seat 0's test vampire with +1 stealth bleeds seat 1, whose test blocker gets the use at the block decision,
 *   attempts the block and buys the intercept. Measured: 1 when the action is blocked, 10 when the vampire is locked,
 *   100 when the blocker burned the blood. Stripped, the block fails.
 * Marciana Giovanni, Investigator has both.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const TARGET = testVampire('Test Bled', {});
const SNEAK = testVampire('Test Sneak', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);
const WARDEN = testVampire('Test Warden', {});

/** "bleed actions cost n more blood": the blood the vampire burns for its successful bleed (n). */
function bleedCostCase(def: CardDef, n: number): FamilyCase {
  const start = Math.min(def.capacity ?? 4, 4);
  return {
    family: "vampire's own bleed costing it more blood",
    expected: n,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: def.name, blood: start }] }, { ready: [{ card: TARGET.name, blood: 3, locked: true }] }],
        defs: [def, TARGET],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      sc.choose(`min:${v}`);
      const o = ids(sc.s).find((x) => x.startsWith('bleed:'));
      if (!o) throw new Error(`scenario: ${def.name} cannot bleed`);
      sc.choose(o);
      sc.s = passUntil(sc.s, (x) => !x.act, 60);
      return start - sc.s.cards[v].blood;
    },
  };
}

/** The vampire's reaction-window ability lending paid intercept to a vampire it chooses, paid by locking. */
function lendAbility(def: CardDef): number | undefined {
  const abilities = def.modes.flatMap((m) => m.effects.filter((e): e is Ability => isKind(e, 'ability')));
  const n = abilities.findIndex(
    (a) =>
      a.window === 'reaction' &&
      !!a.who &&
      !a.who.role &&
      a.cost.length === 1 &&
      a.cost[0].c === 'lock' &&
      a.effects.some((p) => p.p === 'paidIntercept' && p.n > 0),
  );
  return n < 0 ? undefined : n;
}

/** The intercept lent to the blocker, bought and the bleed blocked (111). */
function lendCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's ability: intercept for blood lent to another vampire during an action",
    expected: 111,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [
          { ready: [{ card: SNEAK.name, blood: 3 }] },
          {
            ready: [
              { card: def.name, blood: Math.min(def.capacity ?? 2, 2) },
              { card: WARDEN.name, blood: 3 },
            ],
          },
        ],
        defs: [def, SNEAK, WARDEN],
        strip: strip ? [def.name] : [],
      });
      const sneak = sc.uid(SNEAK.name);
      const v = sc.uid(def.name, 1);
      const w = sc.uid(WARDEN.name, 1);
      sc.choose(`min:${sneak}`);
      sc.choose(ids(sc.s).find((x) => x.startsWith('bleed:'))!);
      const use = `use:${v}:${n}:${w}`;
      sc.s = passUntil(sc.s, (x) => !x.act || ids(x).some((id) => id.startsWith(use) || id.startsWith(`block:`)), 60);
      const lend = ids(sc.s).find((id) => id.startsWith(use));
      if (lend) sc.choose(lend);
      const block = ids(sc.s).find((id) => id.startsWith('block:') && id.includes(w));
      if (!block) return 0;
      sc.choose(block);
      sc.s = passUntil(sc.s, (x) => !x.act || ids(x).some((id) => id.startsWith('paid:')), 60);
      const paid = ids(sc.s).find((id) => id.startsWith('paid:'));
      if (paid) sc.choose(paid);
      sc.s = passUntil(sc.s, (x) => !x.act || x.act.outcome !== undefined || x.act.step === 'block', 60);
      const blocked = sc.s.act?.outcome === 'blocked' ? 1 : 0;
      return blocked + (sc.s.cards[v].locked ? 10 : 0) + (sc.s.cards[w].blood === 2 ? 100 : 0);
    },
  };
}

/** The cases of these families a vampire fits. */
export function cryptActionCostCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const out: FamilyCase[] = [];
  for (const m of def.modes)
    for (const e of m.effects) if (isKind(e, 'actionCost') && e.kind === 'bleed') out.push(bleedCostCase(def, e.n));
  const n = lendAbility(def);
  if (n !== undefined) out.push(lendCase(def, n));
  return out;
}
