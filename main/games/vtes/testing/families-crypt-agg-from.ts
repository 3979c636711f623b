/**
 * The scenario family of a vampire that takes aggravated damage from some opposing minions (issue 30 item 1; tests only;
 * the rule: rules/strikes.ts `aggFrom`, vtes-es 6.4.5, 6.4.6): `{ e: 'aggFrom', if }` (Selena: the damage a werewolf
 * inflicts on her is aggravated). A test ally of the class the Condition names bleeds the vampire's Methuselah and the
 * vampire blocks; the ally strikes with its hand (1 damage), the vampire does not strike; the same with a plain test
 * vampire. Measured: 1 when the ally's damage sent the vampire to torpor (aggravated, not healed), plus 10 when the plain
 * vampire's damage left it ready. With the effects stripped the ally's damage is healed with blood.
 */
import type { CardDef, Effect } from '../schema/effects';
import type { CardClass } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { passUntil } from './testing';
import { classAlly, foeHandStrike } from './families-crypt-foe';
import { type FamilyCase, testVampire } from './test-vampire';

const PLAIN = testVampire('Test Agg Plain Foe', {});

/** The vampire's region after a round in which `foe` (it bleeds, the vampire blocks) hits it with its hand. */
function regionAfter(def: CardDef, foe: CardDef, strip: boolean): string {
  const { sc, me } = foeHandStrike(def, foe, strip);
  sc.choose('none');
  sc.s = passUntil(sc.s, (x) => !x.combat);
  return sc.s.cards[me].zone;
}

function aggFromCase(def: CardDef, cls: CardClass): FamilyCase {
  const foe = classAlly(cls);
  return {
    family: 'damage from some opposing minions aggravated on the vampire',
    expected: 11,
    run(strip) {
      return (regionAfter(def, foe, strip) === 'torpor' ? 1 : 0) + (regionAfter(def, PLAIN, strip) === 'ready' ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits: its own `aggFrom` whose Condition is the opposing minion's class. */
export function cryptAggFromCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter((e): e is Extract<Effect, { e: 'aggFrom' }> => isKind(e, 'aggFrom'))
    .flatMap((e) => (e.if.c === 'class' && e.if.who === 'opponent' ? [aggFromCase(def, e.if.class)] : []));
}
