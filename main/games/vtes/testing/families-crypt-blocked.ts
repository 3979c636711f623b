/**
 * The scenario family of a vampire's own trigger when its action is blocked (issue 30 item 1; tests only; the
 * rules: vocab/triggers.ts `runBlockTriggers`, vtes-es 6.2.2.2): `{ e: 'on', event: 'vtes.blocked', own: true }`
 * whose primitives burn the vampire's blood ("it burns 1 blood before block resolution"). The vampire bleeds, an
 * older test vampire of the prey blocks; measured: the blood the vampire lost before the combat starts.
 * Expected: the blood its primitives burn. With the effects stripped: nothing.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const ELDER = testVampire('Test Elder Blocker', {}, [], 'Caitiff', { capacity: 11 });

function blockedCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own trigger when its action is blocked",
    expected: n,
    run(strip) {
      // up to its capacity (a vampire holds no more, 1.2)
      const b = Math.min(def.capacity ?? 4, 4);
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: b }] }, { ready: [{ card: ELDER.name, blood: 6 }] }],
        defs: [def, ELDER],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(def.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(ELDER.name, 1)}`);
      sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
      return b - sc.s.cards[a].blood;
    },
  };
}

const isOwnBlocked = (e: Effect): e is Extract<Effect, { e: 'on' }> =>
  isKind(e, 'on') && !!e.own && (e.event === 'vtes.blocked' || (Array.isArray(e.event) && e.event.includes('vtes.blocked')));

/** The cases of this family a vampire fits: its own blocked trigger burning its blood. */
export function cryptBlockedCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const burnt = def.modes
    .flatMap((m) => m.effects.filter(isOwnBlocked))
    .flatMap((t) => t.effects)
    .reduce((k, p) => k + (p.p === 'move' && p.from === 'self' && p.to === 'bank' ? p.n : 0), 0);
  return burnt ? [blockedCase(def, burnt)] : [];
}
