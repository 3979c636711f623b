/**
 * The scenario family of a vampire's own intercept loss for a younger blocking vampire, bought during its action (issue 30
 * item 1; tests only; vtes-es 6.2.2.2; an ability of window `stealth` whose Condition names the blocker, younger than the
 * vampire, and whose primitive is a negative `bonus` of intercept: Mélusine d'Anjou). The vampire bleeds seat 1, whose
 * +5 intercept test vampire blocks: one younger than it, in another game one older. Measured: the intercept the younger
 * blocker lost through the use, plus 10 when no use is offered against the older one. Stripped: no use (10).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { ids } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const guard = (cap: number) =>
  testVampire(`Test Guard Cap ${cap}`, {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }], 'Caitiff', { capacity: cap });

/** The intercept the blocker of capacity `cap` lost by the vampire's use, or undefined when no use is offered. */
function lost(def: CardDef, cap: number, strip: boolean): number | undefined {
  const g = guard(cap);
  const sc = new Scenario({
    seats: [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [{ card: g.name, blood: 3 }] }],
    defs: [def, g],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  sc.choose(`min:${v}`)
    .choose(`bleed:${v}`)
    .choose(`block:${sc.uid(g.name, 1)}`);
  const before = sc.s.act!.intercept;
  const use = ids(sc.s).find((x) => !x.startsWith('block:') && x.split(':').includes(v));
  if (!use) return undefined;
  sc.choose(use);
  return before - (sc.s.act?.intercept ?? before);
}

function minusCase(def: CardDef, n: number): FamilyCase {
  const cap = def.capacity ?? 8;
  return {
    family: "vampire's own intercept loss for a younger blocking vampire",
    expected: n + 10,
    run: (strip) => (lost(def, cap - 1, strip) ?? 0) + (lost(def, cap + 1, strip) === undefined ? 10 : 0),
  };
}

/** The cases of this family a vampire fits: its own `stealth` ability, a younger blocker's intercept lowered. */
export function cryptBlockerMinusCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects).filter((e): e is Ability => isKind(e, 'ability'));
  return abilities.flatMap((a) => {
    const p = a.effects[0];
    const younger = a.if?.c === 'all' && a.if.of.some((c) => c.c === 'younger' && c.who === 'blocker' && c.than === 'self');
    return a.window === 'stealth' &&
      younger &&
      a.effects.length === 1 &&
      p.p === 'bonus' &&
      p.stat === 'intercept' &&
      typeof p.n === 'number'
      ? [minusCase(def, -p.n)]
      : [];
  });
}
