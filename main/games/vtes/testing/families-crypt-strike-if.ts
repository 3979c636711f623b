/**
 * The scenario family of a vampire's own strike offered only against some opposing minions (issue 30 item 1; tests only;
 * the rules: vocab/offers.ts `strikeOffers`, an ability of window `strike` with a Condition on the `opponent`, vtes-es
 * 6.4.3, 6.4.5): "can strike: combat ends in combat with a werewolf" (Céleste Lamontagne). A test ally of the class the
 * Condition names (or a test vampire of its clan) bleeds the vampire's Methuselah; the vampire blocks; the opposing
 * minion strikes with its hand and the vampire chooses the offered strike. Measured: 1 when the strike was offered and
 * the combat ended with no damage to the vampire, plus 10 when the strike is not offered against a plain test vampire.
 * With the effects stripped: the strike is never offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import type { Cond } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { classAlly, foeHandStrike } from './families-crypt-foe';
import { type FamilyCase, testVampire } from './test-vampire';

/** The opposing minion the Condition takes: an ally of its class, or a vampire of its clan. */
function opposing(c: Cond): CardDef | undefined {
  if (c.c === 'class' && c.who === 'opponent') return classAlly(c.class);
  if (c.c === 'clan' && c.who === 'opponent') return testVampire('Test Strike Foe', {}, [], c.clan);
  return undefined;
}

const PLAIN_FOE = testVampire('Test Plain Foe', {});

/** The vampire's blood lost, and whether its strike was offered, in a combat with `foe` (it bleeds, the vampire blocks). */
function fight(def: CardDef, a: Ability, foe: CardDef, strip: boolean): { offered: boolean; lost: number; over: boolean } {
  const { sc, me } = foeHandStrike(def, foe, strip);
  const n = def.modes.flatMap((m) => m.effects.filter((e) => isKind(e, 'ability'))).indexOf(a);
  const o = dec(sc.s).options.find((x) => x.id === `use:${me}:${n}`);
  if (!o) return { offered: false, lost: 0, over: false };
  const before = sc.s.cards[me].blood;
  sc.choose(o.id);
  sc.s = passUntil(sc.s, (x) => !x.combat);
  return { offered: true, lost: before - sc.s.cards[me].blood, over: !sc.s.combat };
}

function strikeIfCase(def: CardDef, a: Ability, foe: CardDef): FamilyCase {
  return {
    family: "vampire's own strike under a Condition on the opposing minion: combat ends",
    expected: 11,
    run(strip) {
      const hit = fight(def, a, foe, strip);
      const plain = fight(def, a, PLAIN_FOE, strip);
      return (hit.offered && hit.over && hit.lost === 0 ? 1 : 0) + (plain.offered ? 0 : 10);
    },
  };
}

/** The cases of this family a vampire fits: its own strike "combat ends" under a Condition on the opposing minion. */
export function cryptStrikeIfCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter(
      (e): e is Ability =>
        isKind(e, 'ability') && e.window === 'strike' && e.strike?.s === 'combatEnds' && !!e.if && e.who?.role === 'self',
    )
    .flatMap((a) => {
      const foe = opposing(a.if!);
      return foe ? [strikeIfCase(def, a, foe)] : [];
    });
}
