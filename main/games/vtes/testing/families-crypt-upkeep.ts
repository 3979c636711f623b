/**
 * The scenario family of a vampire's own trigger in its controller's prey's unlock phase (issue 30 item 1; tests
 * only; the rules: vocab/triggers.ts `runMomentTriggers`, vocab/prims/keep-locations.ts, vtes-es 4):
 * `{ e: 'on', event: 'unlockPhase', own: true, seat: 'prey', if: { c: 'yourTurn' } }` whose primitive is
 * `keepLocations` (Arika: the prey keeps each location for pool or burns it). The prey controls two test
 * locations; its turn comes; it pays for the first and burns the second. Measured: 10 per location burned plus
 * the pool it paid. Expected: 10 + n. With the effects stripped: nothing is asked.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

const LOCATION: CardDef = {
  id: 'test-upkeep-location',
  name: 'Test Upkeep Location',
  kind: 'library',
  types: ['Master'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'master', conditions: [], effects: [{ e: 'inPlay', location: true }] }],
  automation: 'full',
};

function upkeepCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own trigger in the prey's unlock phase: locations kept for pool or burned",
    expected: 10 + n,
    run(strip) {
      const sc = new Scenario({
        phase: 'discard',
        seats: [{ ready: [{ card: def.name, blood: 3 }] }, { play: [LOCATION.name, LOCATION.name], pool: 20 }],
        defs: [def, LOCATION],
        strip: strip ? [def.name] : [],
      });
      const asked = (x: typeof sc.s) => ids(x).some((o) => o.startsWith('k:'));
      sc.s = passUntil(sc.s, (x) => asked(x) || (x.active === 1 && x.phase !== 'unlock'));
      if (asked(sc.s)) sc.choose(ids(sc.s).find((o) => o.startsWith('k:'))!);
      if (asked(sc.s)) sc.choose(ids(sc.s).find((o) => o.startsWith('d:'))!);
      return 10 * (2 - sc.s.seats[1].zones.play.length) + 20 - sc.s.seats[1].pool;
    },
  };
}

const isPreyUpkeep = (e: Effect): e is Extract<Effect, { e: 'on' }> =>
  isKind(e, 'on') && !!e.own && e.event === 'unlockPhase' && e.seat === 'prey' && e.if?.c === 'yourTurn' && !e.filter;

/** The cases of this family a vampire fits. */
export function cryptUpkeepCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects.filter(isPreyUpkeep))
    .flatMap((t) => (t.effects.length === 1 && t.effects[0].p === 'keepLocations' ? [upkeepCase(def, t.effects[0].n)] : []));
}
