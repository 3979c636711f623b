/**
 * The scenario family of a vampire's own ability reducing a bleed against its Methuselah (issue 30 item 1;
 * tests only; the rules: vocab/abilities.ts window `reaction`, vocab/prims/bonus.ts; vtes-es 6.1.1, 6.2.3):
 * `{ e: 'ability', window: 'reaction', if: { bleed, targetsYou, ... }, effects: [bonus bleed -n] }`
 * ("burn 1 blood to reduce a bleed against you by 2": Serenna the White; "if you are being bled by an ally or
 * a younger vampire, reduce the bleed by one": Greta Kircher). Seat 0's test vampire (younger than the
 * vampire, bleed 3) bleeds seat 1, which controls the vampire; nobody blocks; the vampire's Methuselah uses
 * the ability as reactions are played. Measured: the pool seat 1 lost, and 100 per blood the vampire
 * burned. Expected: 3 minus the reduction, 100 per blood of the cost. Stripped: 3, nothing burned.
 */
import type { CardDef, Effect } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** The bleeder: younger than any vampire of capacity 2 or more, +2 bleed (a bleed of 3). */
const BLEEDER = testVampire('Test Young Bleeder', {}, [{ e: 'mod', stat: 'bleed', n: 2, who: 'self' }], 'Caitiff', { capacity: 1 });

function bleedCutCase(def: CardDef, a: Ability, cut: number): FamilyCase {
  const blood = a.cost.reduce((k, c) => k + (c.c === 'blood' ? c.n : 0), 0);
  return {
    family: "vampire's own bleed reduction as reactions are played",
    expected: 3 - cut + 100 * blood,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: BLEEDER.name, blood: 1 }] }, { pool: 30, ready: [{ card: def.name, blood: 4 }] }],
        defs: [def, BLEEDER],
        strip: strip ? [def.name] : [],
      });
      const b = sc.uid(BLEEDER.name);
      const v = sc.uid(def.name, 1);
      sc.choose(`min:${b}`).choose(`bleed:${b}`);
      // pass until the vampire's use is offered or the action ends
      sc.s = passUntil(sc.s, (x) => !x.act || dec(x).options.some((o) => o.id.startsWith('use:') && o.id.split(':').includes(v)));
      const use = sc.s.act && dec(sc.s).options.find((o) => o.id.startsWith('use:') && o.id.split(':').includes(v));
      if (use) sc.choose(use.id);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1) + 100 * (4 - sc.s.cards[v].blood);
    },
  };
}

const isCut = (e: Effect): e is Ability =>
  isKind(e, 'ability') &&
  e.window === 'reaction' &&
  e.who?.role === 'self' &&
  e.cost.every((c) => c.c === 'blood') &&
  e.effects.length === 1 &&
  e.effects[0].p === 'bonus' &&
  e.effects[0].stat === 'bleed' &&
  typeof e.effects[0].n === 'number' &&
  e.effects[0].n < 0;

/** The cases of this family a vampire fits. */
export function cryptBleedCutCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.filter(isCut).map((a) => {
      const p = a.effects[0] as Extract<Ability['effects'][number], { p: 'bonus' }>;
      return bleedCutCase(def, a, -(p.n as number));
    }),
  );
}
