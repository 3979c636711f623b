/**
 * The scenario family of a vampire's ability making an action directed at it fail (issue 30 item 1; tests only; vtes-es
 * 6.2.3, 1.1.2; group ruling G00156; vocab/prims/fail-action.ts, the discard cost's `burn`): "burn a card that requires
 * X from your hand to cause an action directed at this vampire to fail" (Edward Vignes). Seat 0's test vampire takes a
 * (D) action entering combat with the vampire (testing/families-imbued-convictions.ts `TEST_RUSH`); seat 1, holding the
 * vampire and two cards requiring the Discipline, uses the ability as soon as it is offered (its block decision).
 * Measured: 1 when the action ends with no combat, 10 when one card of the hand went to the ash heap and none was drawn.
 * Stripped, the ability is not offered and the combat starts.
 * The same made to fail by burning the Edge, "when a vampire of capacity 4 or less is bleeding you" (Victorine
 * Lafourcade): seat 0's test vampire of capacity 4 bleeds seat 1, which has the Edge and uses the ability as soon as it is
 * offered. Measured: 1 when seat 1 lost no pool, 10 when the Edge is burned. Stripped, the bleed succeeds.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_RUSH } from './test-library-cards';
import { type FamilyCase, testVampire } from './test-vampire';

const ACTOR = testVampire('Test Rusher', {});
const BLEEDER = testVampire('Test Small Bleeder', {}, [], 'Caitiff', { capacity: 4 });

/** A card of the hand requiring each Discipline such a cost may ask (a reaction, so nobody plays it by itself here). */
const PAYER: Record<string, string> = { dom: 'Deflection' };

/** The vampire's ability making an action directed at it fail, paid with a card of the hand requiring a Discipline. */
function failAbility(def: CardDef): { a: Ability; n: number; disc: string } | undefined {
  const abilities = def.modes.flatMap((m) => m.effects.filter((e): e is Ability => isKind(e, 'ability')));
  for (let n = 0; n < abilities.length; n++) {
    const a = abilities[n];
    const k = a.cost.find((x) => x.c === 'discard');
    if (a.window === 'reaction' && a.effects.some((p) => p.p === 'failAction') && k?.c === 'discard' && k.disc && PAYER[k.disc])
      return { a, n, disc: k.disc };
  }
  return undefined;
}

function failCase(def: CardDef, disc: string): FamilyCase {
  const payer = PAYER[disc];
  return {
    family: "vampire's ability: an action directed at it made to fail, paid with a card burned from the hand",
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [
          { ready: [{ card: ACTOR.name, blood: 4 }], hand: [TEST_RUSH.name] },
          { ready: [{ card: def.name, blood: 3 }], hand: [payer, payer] },
        ],
        defs: [def, ACTOR, TEST_RUSH],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name, 1);
      sc.play(TEST_RUSH.name, { by: ACTOR.name, target: def.name, targetSeat: 1 });
      const offered = (x: Scenario['s']) => ids(x).some((id) => id.startsWith(`use:${v}:`));
      sc.s = passUntil(sc.s, (x) => !x.act || !!x.combat || offered(x), 60);
      if (offered(sc.s)) sc.choose(ids(sc.s).find((id) => id.startsWith(`use:${v}:`))!);
      sc.s = passUntil(sc.s, (x) => !x.act || !!x.combat, 60);
      const z = sc.s.seats[1].zones;
      const burned = z.ash.length === 1 && z.hand.length === 1 ? 10 : 0;
      return (sc.s.combat ? 0 : 1) + burned;
    },
  };
}

/** The vampire's ability making a bleed against its Methuselah fail, paid by burning the Edge. */
function edgeFailAbility(def: CardDef): number | undefined {
  const abilities = def.modes.flatMap((m) => m.effects.filter((e): e is Ability => isKind(e, 'ability')));
  const n = abilities.findIndex(
    (a) => a.window === 'reaction' && a.effects.some((p) => p.p === 'failAction') && a.cost.length === 1 && a.cost[0].c === 'edge',
  );
  return n < 0 ? undefined : n;
}

function edgeFailCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's ability: a bleed against its Methuselah made to fail by burning the Edge",
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: BLEEDER.name, blood: 3 }] }, { ready: [{ card: def.name, blood: 3, locked: true }] }],
        defs: [def, BLEEDER],
        strip: strip ? [def.name] : [],
        edge: 1,
      });
      const v = sc.uid(def.name, 1);
      const b = sc.uid(BLEEDER.name);
      const pool = sc.s.seats[1].pool;
      sc.choose(`min:${b}`);
      sc.choose(ids(sc.s).find((x) => x.startsWith('bleed:'))!);
      const use = `use:${v}:${n}:`;
      const offered = (x: Scenario['s']) => ids(x).some((id) => id.startsWith(use));
      sc.s = passUntil(sc.s, (x) => !x.act || offered(x), 60);
      if (offered(sc.s)) sc.choose(ids(sc.s).find((id) => id.startsWith(use))!);
      sc.s = passUntil(sc.s, (x) => !x.act, 60);
      return (sc.s.seats[1].pool === pool ? 1 : 0) + (sc.s.edge === null ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits. */
export function cryptFailActionCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const f = failAbility(def);
  const e = edgeFailAbility(def);
  return [...(f ? [failCase(def, f.disc)] : []), ...(e !== undefined ? [edgeFailCase(def, e)] : [])];
}
