/**
 * The scenario family of a vampire's own trigger as it goes to torpor (issue 30 item 1; tests only; the rule:
 * vocab/triggers.ts `runTriggers`, vtes-es 6.4.7, 6.5): `{ e: 'on', event: 'vtes.torpor', own: true }` burning the
 * vampire itself (Julius). The vampire, with 1 blood, bleeds; a strength 3 test vampire blocks and strikes with its
 * hand; the damage left after its blood sends it to torpor. Measured: 1 when it ends in its ash heap rather than in
 * torpor. With the effects stripped: it stays in torpor.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const CRUSHER = testVampire('Test Torpor Crusher', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);

function burnsInTorpor(def: CardDef): FamilyCase {
  return {
    family: "vampire's own trigger as it goes to torpor: it burns",
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 1 }] }, { ready: [{ card: CRUSHER.name, blood: 6 }] }],
        defs: [def, CRUSHER],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(def.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(CRUSHER.name, 1)}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('none').choose('hand');
      sc.s = passUntil(sc.s, (x) => !x.combat && !x.act);
      const zone = sc.s.cards[a]?.zone;
      if (zone !== 'ash' && zone !== 'torpor') throw new Error(`scenario: ${def.name} ends in ${String(zone)}`);
      return zone === 'ash' ? 1 : 0;
    },
  };
}

const isOwnTorpor = (e: Effect): e is Extract<Effect, { e: 'on' }> =>
  isKind(e, 'on') && !!e.own && e.event === 'vtes.torpor' && !e.filter && !e.if;

/** The cases of this family a vampire fits: its own torpor trigger burning it. */
export function cryptTorporCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const burns = def.modes
    .flatMap((m) => m.effects.filter(isOwnTorpor))
    .some((t) => t.effects.length === 1 && t.effects[0].p === 'burn' && t.effects[0].who === 'self');
  return burns ? [burnsInTorpor(def)] : [];
}
