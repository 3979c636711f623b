/**
 * The scenario family of a vampire that performs no directed action unless a Condition holds (issue 30 item 1; tests
 * only; vtes-es 6.1, 6.2.1; the effect `noDirected`, rules/minion.ts): Valkyrie ("unless Brunhilde is ready"). In its
 * Methuselah's minion phase the vampire is chosen to act with nothing making the Condition hold. Measured: 1 when no bleed
 * (a directed action) is offered to it and a hunt (undirected) still is. Stripped, the bleed is offered.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { ids } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

const noDirectedCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own text: no directed action unless a Condition holds",
  expected: 1,
  run(strip) {
    const sc = new Scenario({
      phase: 'minion',
      seats: [{ ready: [{ card: def.name, blood: 1 }] }, {}],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    sc.choose(`min:${v}`);
    const o = ids(sc.s);
    return !o.some((x) => x.startsWith('bleed:')) && o.some((x) => x.startsWith('hunt:')) ? 1 : 0;
  },
});

/** The cases of this family a vampire fits. */
export function cryptNoDirectedCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.some((m) => m.effects.some((e) => isKind(e, 'noDirected'))) ? [noDirectedCase(def)] : [];
}
