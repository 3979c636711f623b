/**
 * The scenario family of a vampire's own trigger unlocking it as a discard phase starts (issue 30 item 1; tests only;
 * the rule: vocab/triggers.ts `runMomentTriggers`, vtes-es 8): `{ e: 'on', event: 'discardPhase', own: true, if:
 * locked, effects: [unlock] }` ("during any Methuselah's discard phase, she may unlock": Masika). The vampire is locked at
 * seat 0; seat 1 (a card in hand) plays its turn from its minion phase to its discard phase. Measured: 1 when the vampire is unlocked in
 * that discard phase. With the effects stripped: still locked.
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

const isOwnDiscardUnlock = (e: Effect): boolean =>
  isKind(e, 'on') &&
  !!e.own &&
  e.event === 'discardPhase' &&
  !e.filter &&
  !e.seat &&
  e.effects.length === 1 &&
  e.effects[0].p === 'unlock' &&
  e.effects[0].who === 'self';

/** The cases of this family a vampire fits. */
export function cryptMomentUnlockCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.some((m) => m.effects.some(isOwnDiscardUnlock)) ? [unlocksInDiscard(def)] : [];
}
