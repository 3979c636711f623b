/**
 * Scenarios of an ally losing life in its controller's unlock phase (issue 29; tests only; vtes-es 4, 6.4.6; an own
 * `unlockPhase` trigger moving its life to the bank, vocab/prims/move.ts: an ally with no life left is burned):
 * seat 0's ally with 2 life, in seat 0's minion phase; the turns go round to seat 0's next unlock phase and again.
 * Measured: 10 × the life lost after one of its own unlock phases (the other Methuselah's takes none), + 1 when it is
 * burned after the second.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import type { FamilyCase } from './families';
import { passUntil } from './testing';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';

const OTHER = testVampire('Test Wane Other', {});

function waneCase(def: CardDef, mi: number): FamilyCase {
  return {
    family: 'ally: loses life in its own unlock phase',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: def.name, blood: 2, mode: mi }] }, { ready: [{ card: OTHER.name, blood: 3 }] }],
        defs: [def, OTHER],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(def.name);
      const t = sc.s.turn;
      sc.s = passUntil(sc.s, (x) => x.turn > t + 1 && x.active === 0 && x.phase !== 'unlock', 120);
      const lost = 2 - sc.s.cards[a].blood;
      sc.s = passUntil(sc.s, (x) => x.turn > t + 3 && x.active === 0 && x.phase !== 'unlock', 200);
      return 10 * lost + (sc.s.cards[a].zone === 'ash' ? 1 : 0);
    },
  };
}

/** The cases of this family an ally fits: an own unlock phase trigger taking 1 life from it. */
export function allyWaneCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) =>
    m.kind === 'ally' &&
    m.effects.some(
      (e) =>
        isKind(e, 'on') &&
        e.event === 'unlockPhase' &&
        e.own &&
        e.effects.some((p) => p.p === 'move' && p.from === 'self' && p.to === 'bank' && p.n === 1),
    )
      ? [waneCase(def, mi)]
      : [],
  );
}
