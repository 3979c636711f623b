/**
 * The scenario family of a vampire that takes aggravated damage from some opposing minions (issue 30 item 1; tests only;
 * the rule: rules/strikes.ts `aggFrom`, vtes-es 6.4.5, 6.4.6): `{ e: 'aggFrom', if }` (Selena: the damage a werewolf
 * inflicts on her is aggravated). A test ally of the class the Condition names bleeds the vampire's Methuselah and the
 * vampire blocks; the ally strikes with its hand (1 damage), the vampire does not strike; the same with a plain test
 * vampire. Measured: 1 when the ally's damage sent the vampire to torpor (aggravated, not healed), plus 10 when the plain
 * vampire's damage left it ready. With the effects stripped the ally's damage is healed with blood.
 * The same for `{ e: 'noDamageFrom', if }` with a Condition on the opposing vampire's clan (Saulot: the damage Baali
 * inflict on him is none): a test vampire of the clan strikes; measured 1 when the vampire lost no blood, plus 10 when a
 * plain test vampire's strike took 1 blood. Stripped, the clan's strike takes 1 blood too.
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

/** The blood the vampire lost after a round in which `foe` (it bleeds, the vampire blocks) hits it with its hand. */
function bloodLost(def: CardDef, foe: CardDef, strip: boolean): number {
  const { sc, me } = foeHandStrike(def, foe, strip);
  sc.choose('none');
  sc.s = passUntil(sc.s, (x) => !x.combat);
  return 4 - sc.s.cards[me].blood;
}

function noDamageFromCase(def: CardDef, clan: string): FamilyCase {
  const foe = testVampire(`Test ${clan} Foe`, {}, [], clan);
  return {
    family: 'damage from opposing vampires of a clan reduced to 0 on the vampire',
    expected: 11,
    run: (strip) => (bloodLost(def, foe, strip) === 0 ? 1 : 0) + (bloodLost(def, PLAIN, strip) === 1 ? 10 : 0),
  };
}

/** The cases of this family a vampire fits: its own `aggFrom` whose Condition is the opposing minion's class, or `noDamageFrom` by clan. */
export function cryptAggFromCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const effects = def.modes.flatMap((m) => m.effects);
  return [
    ...effects
      .filter((e): e is Extract<Effect, { e: 'aggFrom' }> => isKind(e, 'aggFrom'))
      .flatMap((e) => (e.if.c === 'class' && e.if.who === 'opponent' ? [aggFromCase(def, e.if.class)] : [])),
    ...effects
      .filter((e): e is Extract<Effect, { e: 'noDamageFrom' }> => isKind(e, 'noDamageFrom'))
      .flatMap((e) => (e.if.c === 'clan' && e.if.who === 'opponent' ? [noDamageFromCase(def, e.if.clan)] : [])),
  ];
}
