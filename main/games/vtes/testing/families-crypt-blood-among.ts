/**
 * The scenario family of blood distributed among vampires (issue 30 item 1; tests only; vtes-es 1.2, 6.3.2;
 * vocab/prims/blood-among.ts): a vampire's own political action whose referendum puts n blood from the bank, one at a
 * time, on ready vampires of the user's choice (Dmitra Ilyanova). The vampire calls it (testing/families-crypt-own-
 * referendum.ts `callReferendum`: its Methuselah's voter votes for, the referendum passes) and the first vampire offered
 * takes each blood. Measured by the blood the ready vampires of the table gained. Stripped, no such action is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import type { VtesState } from '../core/state';
import { callReferendum } from './families-crypt-own-referendum';
import type { FamilyCase } from './test-vampire';

/** The blood on every ready vampire of the table. */
const tableBlood = (s: VtesState): number => s.seats.reduce((n, x) => n + x.zones.ready.reduce((m, u) => m + s.cards[u].blood, 0), 0);

/** The n of the vampire's own political action distributing blood among vampires, if it has one. */
function bloodAmongOf(def: CardDef): number | undefined {
  for (const m of def.modes)
    for (const e of m.effects) {
      if (!isKind(e, 'ability')) continue;
      const a = e as Ability;
      if (a.window !== 'action' || !a.action?.political) continue;
      for (const p of a.effects) if (p.p === 'bloodAmong' && p.sel.of === 'vampire') return p.n;
    }
  return undefined;
}

/** n blood of the bank shared out over ready vampires: the blood gained at the table (n). */
function bloodAmongCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own political action: blood from the bank among ready vampires",
    expected: n,
    run(strip) {
      const r = callReferendum(def, strip, 'vtes.bloodAmong');
      if (!r) return 0;
      // the vampire 5, the voter 3, the prince 3 as they start
      return tableBlood(r.sc.s) - 11;
    },
  };
}

/** The cases of this family a vampire fits. */
export function cryptBloodAmongCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const n = bloodAmongOf(def);
  return n === undefined ? [] : [bloodAmongCase(def, n)];
}
