/**
 * The scenario family of a vampire's strength in the combat of its own offered action (issue 30 item 1; tests only;
 * vtes-es 6.4.3; a `mod` of `strength` under the Condition `ownOffer`, vocab/offers.ts): Faruq's (D) action at a
 * Banu Haqim of another Methuselah, with one more strength in the combat it starts (Faruq). The vampire takes
 * its action at a test vampire its target Selector takes (8 blood, not blocked); in the combat it strikes with its
 * hand, the target does not strike. Measured: the blood the target lost (the vampire's strength, 1 printed, plus the
 * record's amount), plus 10 when a second combat of the same vampire that is not its action's (it blocks that test
 * vampire's bleed) gives its hand strike no bonus. Stripped, no action is offered. The same for an optional maneuver
 * in that combat (a `mod` of `firstRoundManeuvers` or `combatManeuvers` under `ownOffer`: Massassi).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { choose, dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';
import { ownTargetedActions } from './families-crypt-take';

/** The hand strike of `v` against `t` in the combat under way (the other side does not strike); the blood `t` lost. */
function handStrike(sc: Scenario, v: string, t: string): number {
  const before = sc.s.cards[t].blood;
  sc.s = passUntil(sc.s, (x) => !x.combat || dec(x).options.some((o) => o.id === 'hand'), 20);
  while (sc.s.combat) {
    const d = dec(sc.s);
    const ids = d.options.map((o) => o.id);
    if (ids.includes('hand') && d.seat === sc.s.cards[v].controller) sc.s = choose(sc.s, 'hand');
    else if (ids.includes('none')) sc.s = choose(sc.s, 'none');
    else sc.s = passUntil(sc.s, (x) => !x.combat || dec(x).options.some((o) => o.id === 'hand' || o.id === 'none'), 5);
    if (sc.s.combat && sc.s.combat.round > 1) break;
  }
  return before - sc.s.cards[t].blood;
}

/**
 * The vampire (5 blood) takes its offered action `a` at a test vampire its target Selector takes (8 blood, not blocked),
 * up to the combat it starts (`own`); and another combat of the same two, the rival bleeding and the vampire blocking
 * (`other`, before its combat). Throws when no such action is offered (stripped).
 */
export function offerCombats(def: CardDef, a: Ability, strip: boolean): { own: Scenario; other: Scenario; v: string; t: string } {
  const where = a.action!.target!.where;
  const clan = where?.c === 'clan' ? where.clan : 'Caitiff';
  const rival = testVampire(`Test Rival ${clan}`, {}, [], clan, { capacity: 9 });
  const spec = {
    seats: [{ ready: [{ card: def.name, blood: 5 }] }, { ready: [{ card: rival.name, blood: 8 }] }],
    defs: [def, rival],
    strip: strip ? [def.name] : [],
  };
  const own = new Scenario(spec);
  const v = own.uid(def.name);
  const t = own.uid(rival.name, 1);
  own.choose(`min:${v}`);
  const o = dec(own.s).options.find((x) => x.id.startsWith(`use:${v}:`) && x.id.endsWith(`:${t}`));
  if (!o) throw new Error(`scenario: ${def.name} offers no action`);
  own.choose(o.id);
  own.s = passUntil(own.s, (x) => !!x.combat || !x.act);
  const other = new Scenario({ ...spec, active: 1 });
  other.choose(`min:${t}`).choose(`bleed:${t}`).choose(`block:${v}`);
  return { own, other, v, t };
}

function offerStatCase(def: CardDef, a: Ability, n: number): FamilyCase {
  return {
    family: "vampire's own strength in the combat of its own offered action",
    expected: 1 + n + 10,
    run(strip) {
      const { own, other, v, t } = offerCombats(def, a, strip);
      const mine = handStrike(own, v, t);
      // another combat: the rival bleeds and the vampire blocks it
      const plain = handStrike(other, v, t);
      return mine + (plain === 1 ? 10 : 0);
    },
  };
}

/**
 * An optional maneuver in the combat of its own offered action (a successful action entering combat gives a maneuver in
 * that combat's first round: Massassi; vtes-es 6.4.2): the maneuvers it starts that combat with, plus 10 when the other
 * combat (its block) gives it none.
 */
function offerManeuverCase(def: CardDef, a: Ability, n: number): FamilyCase {
  return {
    family: "vampire's own optional maneuver in the combat of its own offered action",
    expected: n + 10,
    run(strip) {
      const { own, other, v } = offerCombats(def, a, strip);
      other.s = passUntil(other.s, (x) => !!x.combat || !x.act);
      return (own.s.combat?.optManeuvers[v] ?? 0) + ((other.s.combat?.optManeuvers[v] ?? 0) === 0 ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits: a strength bonus or a maneuver in the combat of its own action entering combat. */
export function cryptOfferStatCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const fights = ownTargetedActions(def).filter((a) => a.action?.combat && a.cost.length === 0);
  if (fights.length !== 1) return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) => {
      if (!isKind(e, 'mod') || e.who !== 'self' || e.if?.c !== 'ownOffer') return [];
      if (e.stat === 'strength') return [offerStatCase(def, fights[0], e.n)];
      return e.stat === 'firstRoundManeuvers' || e.stat === 'combatManeuvers' ? [offerManeuverCase(def, fights[0], e.n)] : [];
    }),
  );
}
