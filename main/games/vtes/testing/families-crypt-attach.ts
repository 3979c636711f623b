/**
 * Scenario family of a vampire whose own text refuses the cards of a class put on it (issue 30 item 1; tests only;
 * vtes-es 1.1.1; `noAttach`, core/state.ts `attachBarred`): "contracts cannot be placed on Iliana".
 * Seat 0 plays in its master phase a test contract (a master card of class `contract` put on any ready vampire); the
 * vampire is ready at seat 1, beside a test vampire at seat 0. Measured: 10 when the test vampire is offered as the
 * card's target, plus 1 when the vampire is not (stripped: the vampire is offered, 10).
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { ids } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const BYSTANDER = testVampire('Test Bystander', {});

/** A master card of the class, put on any ready vampire (the shape of "Contract", "Hand Contract"). */
function classCard(cls: NonNullable<CardDef['classes']>[number]): CardDef {
  return {
    id: `test-${cls}-card`,
    name: `Test ${cls} card`,
    kind: 'library',
    types: ['Master'],
    clan: [],
    reqs: [],
    classes: [cls],
    modes: [{ kind: 'master', conditions: [], effects: [{ e: 'onVampire', own: false, ready: true }] }],
    automation: 'full',
  };
}

const refusedCase = (def: CardDef, cls: NonNullable<CardDef['classes']>[number]): FamilyCase => ({
  family: `vampire: cards of a class cannot be put on it (${cls})`,
  expected: 11,
  run(strip) {
    const card = classCard(cls);
    const sc = new Scenario({
      phase: 'master',
      seats: [{ ready: [{ card: BYSTANDER.name, blood: 3 }], hand: [card.name] }, { ready: [{ card: def.name, blood: 3 }] }],
      defs: [def, BYSTANDER, card],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name, 1);
    const b = sc.uid(BYSTANDER.name);
    sc.choose(`m:${sc.uid(card.name, 0, 'hand')}`);
    const offered = ids(sc.s).filter((x) => x.startsWith('t:'));
    return (offered.some((x) => x.split(':').includes(b)) ? 10 : 0) + (offered.some((x) => x.split(':').includes(v)) ? 0 : 1);
  },
});

/** The cases of this family a vampire fits. */
export function cryptAttachCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.kind !== 'vampire' ? [] : m.effects.flatMap((e) => (isKind(e, 'noAttach') ? [refusedCase(def, e.class)] : [])),
  );
}
