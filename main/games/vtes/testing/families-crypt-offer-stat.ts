/**
 * The scenario family of a vampire's strength in the combat of its own offered action (issue 30 item 1; tests only;
 * vtes-es 6.4.3; a `mod` of `strength` under the Condition `ownOffer`, vocab/offers.ts): Faruq's (D) action at a
 * Banu Haqim of another Methuselah, with one more strength in the combat it starts (Faruq). The vampire takes
 * its action at a test vampire its target Selector takes (8 blood, not blocked); in the combat it strikes with its
 * hand, the target does not strike. Measured: the blood the target lost (the vampire's strength, 1 printed, plus the
 * record's amount), plus 10 when a second combat of the same vampire that is not its action's (it blocks that test
 * vampire's bleed) gives its hand strike no bonus. Stripped, no action is offered.
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

function offerStatCase(def: CardDef, a: Ability, n: number): FamilyCase {
  const where = a.action!.target!.where;
  const clan = where?.c === 'clan' ? where.clan : 'Caitiff';
  const rival = testVampire(`Test Rival ${clan}`, {}, [], clan, { capacity: 9 });
  return {
    family: "vampire's own strength in the combat of its own offered action",
    expected: 1 + n + 10,
    run(strip) {
      const spec = {
        seats: [{ ready: [{ card: def.name, blood: 5 }] }, { ready: [{ card: rival.name, blood: 8 }] }],
        defs: [def, rival],
        strip: strip ? [def.name] : [],
      };
      const sc = new Scenario(spec);
      const v = sc.uid(def.name);
      const t = sc.uid(rival.name, 1);
      sc.choose(`min:${v}`);
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:`) && x.id.endsWith(`:${t}`));
      if (!o) throw new Error(`scenario: ${def.name} offers no action`);
      sc.choose(o.id);
      sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
      const own = handStrike(sc, v, t);
      // another combat: the rival bleeds and the vampire blocks it
      const other = new Scenario({ ...spec, active: 1 });
      other.choose(`min:${t}`).choose(`bleed:${t}`).choose(`block:${v}`);
      const plain = handStrike(other, v, t);
      return own + (plain === 1 ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits: a strength bonus in the combat of its own action entering combat. */
export function cryptOfferStatCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const fights = ownTargetedActions(def).filter((a) => a.action?.combat && a.cost.length === 0);
  if (fights.length !== 1) return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) =>
      isKind(e, 'mod') && e.stat === 'strength' && e.who === 'self' && e.if?.c === 'ownOffer' ? [offerStatCase(def, fights[0], e.n)] : [],
    ),
  );
}
