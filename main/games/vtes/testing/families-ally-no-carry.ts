/**
 * Scenarios of an ally whose own text gives intercept to a blocker of a clan by locking, and which cannot have
 * equipment (issue 29; tests only; vtes-es 6.2.2.2, 6.1.3; `noCarry` of an ally's mode, core/no-carry.ts):
 * - lock for intercept: seat 0's vampire with 1 stealth bleeds seat 1; seat 1's vampire of the clan attempts to
 *   block and seat 1 takes every offered use of the ally (ready beside it). Measured: seat 1's pool (30: blocked).
 * - no equipment: seat 1's test equipment may not go on the ally (core/no-carry.ts `cannotHold`, the one check of
 *   every road an equipment takes onto a minion), while it may on the vampire. Measured: 1 when refused.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { cannotHold } from '../core/no-carry';
import type { FamilyCase } from './families';
import { Scenario } from './scenario';
import { ids } from './testing';
import { testVampire } from './test-vampire';
import { GEAR } from './families-crypt';

const SNEAK = testVampire('Test Ally Sneak', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);
const EQUIP = GEAR.find((d) => d.types.includes('Equipment'))!;

function lockInterceptCase(def: CardDef, clan: string): FamilyCase {
  const warden = testVampire('Test Ally Warden', {}, [], clan);
  return {
    family: 'ally: locks to give a blocker of its clan +1 intercept',
    expected: 30,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: SNEAK.name, blood: 4 }] },
          {
            ready: [
              { card: warden.name, blood: 4 },
              { card: def.name, blood: 1 },
            ],
          },
        ],
        defs: [def, SNEAK, warden],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(SNEAK.name);
      const b = sc.uid(warden.name, 1);
      const ally = sc.uid(def.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      for (let i = 0; i < 80 && sc.s.act; i++) {
        const o = ids(sc.s);
        const pick = o.find((x) => !x.startsWith('block:') && x.split(':').includes(ally)) ?? o.find((x) => x === `block:${b}`);
        sc.choose(pick ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
      }
      return sc.pool(1);
    },
  };
}

function noEquipmentCase(def: CardDef): FamilyCase {
  const mate = testVampire('Test Ally Mate', {});
  return {
    family: 'ally: cannot have equipment',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: mate.name, blood: 4 }] }, { ready: [{ card: def.name, blood: 1 }], hand: [EQUIP.name] }],
        defs: [def, mate, EQUIP],
        strip: strip ? [def.name] : [],
      });
      const eq = sc.s.seats[1].zones.hand[0];
      if (cannotHold(sc.s, eq, sc.uid(mate.name))) throw new Error('scenario: the equipment is refused by any minion');
      return cannotHold(sc.s, eq, sc.uid(def.name, 1)) ? 1 : 0;
    },
  };
}

/** The cases of these families an ally fits. */
export function allyNoCarryCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m) =>
    m.kind !== 'ally'
      ? []
      : m.effects.flatMap((e) => {
          if (isKind(e, 'noCarry') && e.types.includes('equipment')) return [noEquipmentCase(def)];
          if (
            isKind(e, 'ability') &&
            e.window === 'intercept' &&
            e.cost.length === 1 &&
            e.cost[0].c === 'lock' &&
            e.who?.role === 'blocker' &&
            e.who.where?.c === 'clan'
          )
            return [lockInterceptCase(def, e.who.where.clan)];
          return [];
        }),
  );
}
