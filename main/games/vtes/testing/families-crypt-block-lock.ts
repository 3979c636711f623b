/**
 * The scenario family of a vampire that does not lock for its successful block when a Condition holds (issue 30 item 1;
 * tests only; vtes-es 6.2.2.2; the effect `blockNoLock`, core/block-rules.ts `blockSparesLock`): Justine, Elder of Dallas
 * ("a vampire with a capacity below 4"). A test vampire arranged for the Condition (a vampire of the capacity named)
 * bleeds the vampire's Methuselah; the vampire blocks. Measured: 1 when it is still unlocked as the combat starts.
 * Stripped, it locks.
 */
import type { CardDef } from '../schema/effects';
import type { Cond } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** The acting vampire's capacity the Condition asks for (its `capacity` leaf on the actor), if the Condition is only that. */
function actorCapacity(c: Cond | undefined): number | undefined {
  if (!c) return 4;
  if (c.c === 'all') {
    let cap: number | undefined;
    for (const x of c.of)
      if (x.c === 'capacity' && x.who === 'actor') cap = x.max ?? x.min;
      else if (!(x.c === 'vampire' && x.who === 'actor')) return undefined;
    return cap;
  }
  return c.c === 'capacity' && c.who === 'actor' ? (c.max ?? c.min) : undefined;
}

const blockLockCase = (def: CardDef, cap: number): FamilyCase => ({
  family: "vampire's own block that does not lock it",
  expected: 1,
  run(strip) {
    const actor = testVampire('Test Small Bleeder', {}, [], 'Caitiff', { capacity: cap });
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 2 }] }, { ready: [{ card: def.name, blood: 4 }] }],
      defs: [def, actor],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    const v = sc.uid(def.name, 1);
    sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${v}`);
    sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act, 40);
    return sc.s.combat && !sc.s.cards[v].locked ? 1 : 0;
  },
});

/**
 * `failedBlockLock` ("if a younger vampire attempts to block him and fails, lock that vampire at the end of the action"):
 * the vampire bleeds; a younger test vampire with -1 intercept attempts to block and fails. Measured: 1 when it is locked
 * once the action is over. Stripped, it stays unlocked.
 */
const failedLockCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own text: a failed blocker locked at the end of the action",
  expected: 1,
  run(strip) {
    const young = testVampire('Test Young Blocker', {}, [{ e: 'mod', stat: 'intercept', n: -1, who: 'self' }], 'Caitiff', { capacity: 1 });
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [{ card: young.name, blood: 1 }] }],
      defs: [def, young],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    const y = sc.uid(young.name, 1);
    sc.choose(`min:${v}`).choose(`bleed:${v}`).choose(`block:${y}`);
    sc.s = passUntil(sc.s, (x) => !x.act, 40);
    return sc.s.cards[y].locked ? 1 : 0;
  },
});

/** The cases of this family a vampire fits. */
export function cryptBlockLockCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const out: FamilyCase[] = [];
  for (const m of def.modes)
    for (const e of m.effects)
      if (isKind(e, 'failedBlockLock')) out.push(failedLockCase(def));
      else if (isKind(e, 'blockNoLock')) {
        const cap = actorCapacity(e.if);
        if (cap !== undefined) out.push(blockLockCase(def, cap));
      }
  return out;
}
