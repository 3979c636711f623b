/**
 * The scenario family of a vampire's own trigger unlocking it as a discard phase starts (issue 30 item 1; tests only;
 * the rule: vocab/triggers.ts `runMomentTriggers`, vtes-es 8): `{ e: 'on', event: 'discardPhase', own: true, if:
 * locked, effects: [unlock] }` ("during any Methuselah's discard phase, she may unlock": Masika). The vampire is locked at
 * seat 0; seat 1 (a card in hand) plays its turn from its minion phase to its discard phase. Measured: 1 when the vampire is unlocked in
 * that discard phase. With the effects stripped: still locked.
 * The same trigger locking the vampire as its controller's discard phase starts, while unlocked (`if`: your turn, not
 * locked; "if this vampire is unlocked during your discard phase, lock it": Roy): measured 1 when it is locked in its
 * controller's discard phase, 10 when it stays unlocked in the other Methuselah's. Stripped: unlocked in its own.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { passUntil } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

const unlocksInDiscard = (def: CardDef): FamilyCase => ({
  family: "vampire's own trigger as any discard phase starts: it unlocks",
  expected: 1,
  run(strip) {
    const sc = new Scenario({
      active: 1,
      // a card in seat 1's hand: its discard phase asks (the phase is not skipped)
      seats: [{ ready: [{ card: def.name, blood: 3, locked: true }] }, { hand: ['Blood Doll'] }],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    sc.s = passUntil(sc.s, (x) => x.phase === 'discard', 20);
    if (sc.s.active !== 1) throw new Error('scenario: not in the other Methuselah’s discard phase');
    return sc.s.cards[v].locked ? 0 : 1;
  },
});

/** The vampire after the discard phase of seat `active` starts, unlocked before (a card in each hand: no phase skipped). */
function lockedInDiscard(def: CardDef, strip: boolean, active: 0 | 1): boolean {
  const sc = new Scenario({
    active,
    seats: [{ ready: [{ card: def.name, blood: 3 }], hand: ['Blood Doll'] }, { hand: ['Blood Doll'] }],
    defs: [def],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  sc.s = passUntil(sc.s, (x) => x.phase === 'discard', 20);
  if (sc.s.active !== active) throw new Error('scenario: not in the expected discard phase');
  return sc.s.cards[v].locked;
}

const locksInOwnDiscard = (def: CardDef): FamilyCase => ({
  family: "vampire's own trigger as its controller's discard phase starts: it locks",
  expected: 11,
  run: (strip) => (lockedInDiscard(def, strip, 0) ? 1 : 0) + (lockedInDiscard(def, strip, 1) ? 0 : 10),
});

/** A vampire's own trigger as a discard phase starts doing `p` to itself, and nothing else. */
const isOwnDiscard =
  (p: 'lock' | 'unlock') =>
  (e: Effect): boolean =>
    isKind(e, 'on') &&
    !!e.own &&
    e.event === 'discardPhase' &&
    !e.filter &&
    !e.seat &&
    e.effects.length === 1 &&
    e.effects[0].p === p &&
    e.effects[0].who === 'self';

/** The cases of this family a vampire fits. */
export function cryptMomentUnlockCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const has = (p: 'lock' | 'unlock') => def.modes.some((m) => m.effects.some(isOwnDiscard(p)));
  return [...(has('unlock') ? [unlocksInDiscard(def)] : []), ...(has('lock') ? [locksInOwnDiscard(def)] : [])];
}
