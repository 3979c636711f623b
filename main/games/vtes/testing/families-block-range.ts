/**
 * The scenario family of a blocker's own range rule (issue 29; tests only; vtes-es 6.4.2, the record
 * `blockRange`: "if it blocks a directed action, set the range for the first round to close"), with the
 * intercept its text gives during directed actions. An ally of the other Methuselah blocks a bleed (a
 * directed action) of a vampire holding a maneuver card; measured: 10 × the ally's intercept bonus during
 * a directed action beyond an undirected one + 1 if the first round goes to strikes with no range step
 * (the maneuver never offered). With the card's effects stripped, both are 0.
 */
import type { CardDef } from '../schema/effects';
import { statBonus } from '../core/queries';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';

const RUNNER = testVampire('Test Runner', {});
/** A combat card that is only a maneuver (6.4.2). */
export const SIDESTEP: CardDef = {
  id: 'test-sidestep',
  name: 'Test Sidestep',
  kind: 'library',
  types: ['Combat'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'prims', do: [{ p: 'maneuver' }] }] }],
  automation: 'full',
};

function blockRangeCase(def: CardDef, mi: number, life: number, intercept: number): FamilyCase {
  return {
    family: 'ally: the first round at close range when it blocks',
    expected: 10 * intercept + 1,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: RUNNER.name, blood: 6 }], hand: [SIDESTEP.name] },
          { ready: [{ card: def.name, blood: life, mode: mi }] },
        ],
        defs: [def, RUNNER, SIDESTEP],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(RUNNER.name);
      const b = sc.uid(def.name, 1);
      const bonus = statBonus(sc.s, 'intercept', b, { directed: true }) - statBonus(sc.s, 'intercept', b, { directed: false });
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${b}`);
      // the first round until its strikes: was the maneuver card offered (a range step)?
      let offered = false;
      sc.s = passUntil(sc.s, (x) => {
        if (!x.combat) return true;
        if (x.combat.step === 'strikeA') return true;
        const d = dec(x);
        if (d.options.some((o) => o.id.includes(sc.s.seats[0].zones.hand[0] ?? '-'))) offered = true;
        return false;
      });
      return 10 * bonus + (sc.s.combat && !offered ? 1 : 0);
    },
  };
}

/** The family's cases of an ally whose own text sets the first round's range when it blocks a directed action. */
export function blockRangeCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'library') return [];
  return def.modes.flatMap((m, mi) => {
    const ally = m.effects.find((e) => isKind(e, 'ally'));
    const rule = m.effects.find((e) => isKind(e, 'blockRange'));
    if (m.kind !== 'ally' || !ally || !isKind(ally, 'ally') || !rule || !isKind(rule, 'blockRange')) return [];
    if (rule.if && !(rule.if.c === 'action' && rule.if.kind === 'directed')) return [];
    const intercept = m.effects.reduce(
      (k, e) =>
        k + (isKind(e, 'mod') && e.stat === 'intercept' && e.who === 'self' && e.if?.c === 'action' && e.if.kind === 'directed' ? e.n : 0),
      0,
    );
    return [blockRangeCase(def, mi, ally.life, intercept)];
  });
}
