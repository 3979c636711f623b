/**
 * The scenario family of a vampire's own bonus to its ranged strikes (issue 30 item 1; tests only; vtes-es 6.4.5; the stat
 * `rangedDamage`, rules/strikes.ts): "+1 damage with ranged strikes (even at close range)" (Casino Reeds, The Dracon). The
 * vampire bleeds bearing a test gun (1 damage, ranged), a test vampire with +5 intercept and 6 blood blocks; in the first
 * round (at close range) the vampire strikes with the gun, the blocker does not strike. Measured: the blood the blocker
 * lost healing the damage (1 + n).
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, ids } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testGun, testVampire } from './test-vampire';

const TARGET = testVampire('Test Ranged Target', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);
const GUN = testGun(1);

function rangedCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own ranged strikes: more damage",
    expected: 1 + n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 4, attached: [{ card: GUN.name }] }] }, { ready: [{ card: TARGET.name, blood: 6 }] }],
        defs: [def, TARGET, GUN],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const w = sc.uid(TARGET.name, 1);
      sc.choose(`min:${v}`).choose(`bleed:${v}`).choose(`block:${w}`);
      for (let i = 0; i < 40 && sc.s.act && (sc.s.combat?.round ?? 1) === 1; i++) {
        const striking = !!sc.s.combat?.step.startsWith('strike');
        const ranged = striking && dec(sc.s).seat === 0 ? ids(sc.s).find((x) => x.startsWith('ranged:')) : undefined;
        if (ranged) sc.choose(ranged);
        else {
          const o = ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
          if (!o) break;
          sc.choose(o);
        }
      }
      return 6 - sc.s.cards[w].blood;
    },
  };
}

/** The cases of this family a vampire fits. */
export function cryptRangedCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.kind !== 'vampire'
      ? []
      : m.effects.flatMap((e): FamilyCase[] =>
          isKind(e, 'mod') && e.stat === 'rangedDamage' && e.who === 'self' && !e.if && typeof e.n === 'number'
            ? [rangedCase(def, e.n)]
            : [],
        ),
  );
}
