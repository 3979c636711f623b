/**
 * The scenario family of a vampire's own unlock phase ability paid with one of its retainers (issue 30 item 1; tests
 * only; vtes-es 4, 1.1.2; the primitive `burnRetainer` then blood from the bank onto the vampire): "during your unlock
 * phase, this vampire can burn one of her retainers to gain 2 blood" (Carna). The vampire (3 blood) employs a test
 * retainer; its use is offered in the unlock phase and taken. Measured: 10 when the retainer was burned, plus the blood
 * the vampire gained. Stripped, no use is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase } from './test-vampire';
import { TEST_BRUISER } from './families-crypt-barred';

function retainerBloodCase(def: CardDef, gain: number): FamilyCase {
  return {
    family: "vampire's own unlock phase ability: a retainer burned for blood",
    expected: 10 + gain,
    run(strip) {
      const sc = new Scenario({
        phase: 'unlock',
        seats: [{ ready: [{ card: def.name, blood: 3, attached: [{ card: TEST_BRUISER.name }] }] }, {}],
        defs: [def, TEST_BRUISER],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const r = sc.s.cards[v].attached[0];
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:`));
      if (!o) throw new Error(`scenario: ${def.name} offers no use`);
      sc.choose(o.id);
      return (sc.s.cards[r].zone === 'attached' ? 0 : 10) + sc.s.cards[v].blood - 3;
    },
  };
}

/** The cases of this family a vampire fits: its own unlock phase ability burning one of its retainers for its blood. */
export function cryptRetainerBloodCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects
      .filter((e): e is Ability => isKind(e, 'ability') && e.window === 'unlock' && e.who?.role === 'self' && !e.cost.length)
      .flatMap((a) => {
        const [burn, gain] = a.effects;
        if (a.effects.length !== 2 || burn.p !== 'burnRetainer' || burn.class) return [];
        if (gain.p !== 'move' || gain.from !== 'bank' || gain.to !== 'self') return [];
        return [retainerBloodCase(def, gain.n)];
      }),
  );
}
