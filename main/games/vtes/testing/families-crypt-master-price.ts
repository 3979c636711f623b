/**
 * The scenario family of a vampire's own price on the master cards aimed at it (issue 30 item 1; tests only; vtes-es
 * 1.6.1.3; `costMod { of: 'onBearer', who: 'self' }`, core/cost-mods.ts `costOnTarget`): "master cards targeting him cost
 * you 1 additional pool" (Walker Grimes), his controller's master cards only (LSJ 20081124-1). A Methuselah plays a 1-pool
 * test master card on the vampire in its master phase. Measured: the pool its controller paid, plus 10 times the pool
 * another Methuselah paid (1: no more).
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { Scenario } from './scenario';
import { TEST_ON_VAMPIRE } from './test-on-vampire';
import type { FamilyCase } from './test-vampire';

/** Seat `player` (active, master phase) plays the test master card on the vampire of seat 0: the pool it paid. */
function paid(def: CardDef, player: 0 | 1, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    active: player,
    seats: [
      { ready: [{ card: def.name, blood: 3 }], ...(player === 0 ? { hand: [TEST_ON_VAMPIRE.name] } : {}) },
      player === 1 ? { hand: [TEST_ON_VAMPIRE.name] } : {},
    ],
    defs: [def, TEST_ON_VAMPIRE],
    strip: strip ? [def.name] : [],
  });
  const before = sc.pool(player);
  sc.play(TEST_ON_VAMPIRE.name, { target: def.name, targetSeat: 0 });
  return before - sc.pool(player);
}

/** The cases of this family a vampire fits. */
export function cryptMasterPriceCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.kind !== 'vampire'
      ? []
      : m.effects.flatMap((e): FamilyCase[] =>
          isKind(e, 'costMod') && e.of === 'onBearer' && e.who === 'self'
            ? [
                {
                  family: 'master cards on the vampire cost its controller more',
                  expected: 1 + e.n + 10,
                  run: (strip) => paid(def, 0, strip) + 10 * paid(def, 1, strip),
                },
              ]
            : [],
        ),
  );
}
