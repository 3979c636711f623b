/**
 * The scenario family of a vampire's own trigger in its controller's prey's unlock phase (issue 30 item 1; tests
 * only; the rules: vocab/triggers.ts `runMomentTriggers`, vocab/prims/keep-locations.ts, vtes-es 4):
 * `{ e: 'on', event: 'unlockPhase', own: true, seat: 'prey', if: { c: 'yourTurn' } }` whose primitive is
 * `keepLocations` (Arika: the prey keeps each location for pool or burns it). The prey controls two test
 * locations; its turn comes; it pays for the first and burns the second. Measured: 10 per location burned plus
 * the pool it paid. Expected: 10 + n. With the effects stripped: nothing is asked. Also, with `controllerTurn`, the
 * prey asked in the controller's unlock phase (`edgeForBlood`: Keith Moody).
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

/** Keith Moody: in his controller's unlock phase, the prey, holding the Edge, burns it; measured: the blood he lost. */
function edgeCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own trigger in its controller's unlock phase: the prey's Edge for its blood",
    expected: n,
    run(strip) {
      const sc = new Scenario({
        phase: 'discard',
        active: 1,
        edge: 1,
        seats: [{ ready: [{ card: def.name, blood: 3 }] }, { pool: 20 }],
        defs: [def],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const asked = (x: typeof sc.s) => ids(x).includes('goOn');
      sc.s = passUntil(sc.s, (x) => asked(x) || (x.active === 0 && x.phase !== 'unlock'));
      if (asked(sc.s)) sc.choose('goOn');
      return 3 - sc.s.cards[v].blood;
    },
  };
}

const isEdgeTrigger = (e: Effect): e is Extract<Effect, { e: 'on' }> =>
  isKind(e, 'on') && !!e.own && e.event === 'unlockPhase' && e.seat === 'prey' && e.if?.c === 'controllerTurn' && !e.filter;

const isPreyUpkeep = (e: Effect): e is Extract<Effect, { e: 'on' }> =>
  isKind(e, 'on') && !!e.own && e.event === 'unlockPhase' && e.seat === 'prey' && e.if?.c === 'yourTurn' && !e.filter;

/** The cases of this family a vampire fits. */
export function cryptUpkeepCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const edge = def.modes
    .flatMap((m) => m.effects.filter(isEdgeTrigger))
    .flatMap((t) => (t.effects.length === 1 && t.effects[0].p === 'edgeForBlood' ? [edgeCase(def, t.effects[0].n)] : []));
  return def.modes
    .flatMap((m) => m.effects.filter(isPreyUpkeep))
    .flatMap((t) => (t.effects.length === 1 && t.effects[0].p === 'keepLocations' ? [upkeepCase(def, t.effects[0].n)] : []))
    .concat(edge);
}
