/**
 * The scenario family of a vampire's own influence phase ability locking it to unlock another vampire of its Methuselah
 * (issue 30 item 1; tests only; vtes-es 7, 1.1.2; an ability of window `influence`, cost `lock`, a `who` Selector with no
 * role, the primitive `unlock` of that minion): "during your influence phase, this vampire can lock to unlock another
 * vampire" (Angela Preston). In seat 0's influence phase the vampire is unlocked, a test vampire locked; the use naming
 * the test vampire is taken. Measured: 1 when the test vampire is unlocked, 10 when the vampire is locked. Stripped, no
 * use is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { ids } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const SLEEPER = testVampire('Test Sleeper', {});

/** The index among the vampire's abilities of its influence phase lock unlocking another of its vampires. */
function influenceUnlock(def: CardDef): number | undefined {
  const abilities = def.modes.flatMap((m) => m.effects.filter((e): e is Ability => isKind(e, 'ability')));
  const n = abilities.findIndex(
    (a) =>
      a.window === 'influence' &&
      !!a.who &&
      !a.who.role &&
      a.cost.length === 1 &&
      a.cost[0].c === 'lock' &&
      a.effects.length === 1 &&
      a.effects[0].p === 'unlock' &&
      a.effects[0].who === 'minion',
  );
  return n < 0 ? undefined : n;
}

function influenceUnlockCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own influence phase lock unlocking another vampire",
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'influence',
        seats: [
          {
            ready: [
              { card: def.name, blood: 3 },
              { card: SLEEPER.name, blood: 3, locked: true },
            ],
          },
          {},
        ],
        defs: [def, SLEEPER],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const w = sc.uid(SLEEPER.name);
      const o = ids(sc.s).find((x) => x.startsWith(`use:${v}:${n}`) && x.split(':').includes(w));
      if (!o) return 0;
      sc.choose(o);
      return (sc.s.cards[w].locked ? 0 : 1) + (sc.s.cards[v].locked ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits. */
export function cryptInfluenceUnlockCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const n = influenceUnlock(def);
  return n === undefined ? [] : [influenceUnlockCase(def, n)];
}
