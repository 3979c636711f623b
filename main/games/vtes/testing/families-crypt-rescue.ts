/**
 * Scenario families of a vampire's own price of rescue and its own master phase ability paid by locking it (issue 30
 * item 1; tests only):
 * - `{ e: 'mod', stat: 'rescueCost', n, who: 'self' }` ("rescuing it from torpor costs 1 additional blood", vtes-es
 *   6.5.3): the vampire is in torpor, a test vampire of its Methuselah rescues it paying all of the price itself;
 *   measured: the blood that rescuer paid (2 plus the printed amount; stripped, at most 2 is offered).
 * - an ability of window `master` of the vampire itself paid by locking it ("if it is ready during your master
 *   phase, you can lock it to get +1 master phase action", vtes-es 5): the ability is used once; measured: the master
 *   phase actions gained (100 each) and the vampire locked (1).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const RESCUER = testVampire('Test Rescuer', {});

const rescueCase = (def: CardDef, n: number): FamilyCase => ({
  family: 'costs more to rescue from torpor',
  expected: 2 + n,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: RESCUER.name, blood: 6 }], torpor: [{ card: def.name, blood: Math.min(def.capacity ?? 1, 2) }] }, {}],
      defs: [def, RESCUER],
      strip: strip ? [def.name] : [],
    });
    const r = sc.uid(RESCUER.name);
    sc.choose(`min:${r}`);
    // the rescue where the rescuer pays the most
    const o = dec(sc.s)
      .options.filter((x) => x.id.startsWith(`rescue:${r}:`))
      .sort((a, b) => Number(b.id.split(':').pop()) - Number(a.id.split(':').pop()))[0];
    if (!o) throw new Error(`scenario: ${def.name} cannot be rescued`);
    sc.choose(o.id);
    sc.s = passUntil(sc.s, (x) => !x.act);
    if (sc.s.cards[sc.uid(def.name)].zone !== 'ready') throw new Error(`scenario: ${def.name} was not rescued`);
    return 6 - sc.s.cards[r].blood;
  },
});

const lockForMasterCase = (def: CardDef, n: number): FamilyCase => ({
  family: "vampire's own master phase ability paid by locking it",
  expected: 100 * n + 1,
  run(strip) {
    const sc = new Scenario({
      defs: [def],
      phase: 'master',
      seats: [{ ready: [{ card: def.name, blood: 3 }], hand: ['Blood Doll'] }, {}],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    const before = sc.s.turnFlags.masterLeft;
    const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(v));
    if (!o) throw new Error(`scenario: ${def.name} offers no master phase use`);
    sc.choose(o.id);
    return 100 * (sc.s.turnFlags.masterLeft - before) + (sc.s.cards[v].locked ? 1 : 0);
  },
});

const isLockMaster = (a: Ability): boolean =>
  a.window === 'master' &&
  a.who?.role === 'self' &&
  a.cost.length === 1 &&
  a.cost[0].c === 'lock' &&
  a.effects.every((p) => p.p === 'masterAction');

/** The cases of these families a vampire fits. */
export function cryptRescueCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const effects = def.modes.flatMap((m) => (m.kind === 'vampire' ? m.effects : []));
  const out: FamilyCase[] = [];
  const n = effects.reduce((k, e) => k + (isKind(e, 'mod') && e.stat === 'rescueCost' && e.who === 'self' && !e.if ? e.n : 0), 0);
  if (n > 0) out.push(rescueCase(def, n));
  for (const e of effects)
    if (isKind(e, 'ability') && isLockMaster(e))
      out.push(
        lockForMasterCase(
          def,
          e.effects.reduce((k, p) => k + (p.p === 'masterAction' && typeof p.n === 'number' ? p.n : 0), 0),
        ),
      );
  return out;
}
