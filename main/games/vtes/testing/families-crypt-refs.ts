/**
 * The scenario family of a vampire's own trigger as a referendum passes (issue 30 item 1; tests only; the rule:
 * vocab/triggers.ts `runRefPassedTriggers`, vtes-es 6.3.2): `{ e: 'on', event: 'vtes.refPassed', own: true }` whose
 * primitives burn pool of the Methuselah the trigger names (`seat: 'prey'`: the prey losing 1 pool each time a political action's referendum succeeds while the vampire is ready). A test vampire of the vampire's Methuselah calls a
 * referendum that passes (its political action's vote, nobody against); measured: the pool the prey lost to it.
 * Expected: the pool its primitives burn. With the effects stripped: nothing. Or the trigger unlocks the vampire after
 * a referendum it called itself passes (`if: { c: 'acting', who: 'self' }`: Xaviar): measured, 1 when it is unlocked.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { pollingBeside, TEST_REFERENDUM } from './families-votes';
import type { FamilyCase } from './test-vampire';

function refPassedCase(def: CardDef, n: number): FamilyCase {
  return {
    family: "vampire's own trigger as a referendum passes",
    expected: n,
    run(strip) {
      const { sc } = pollingBeside(def, strip);
      // the acting Methuselah casts its political action's vote for it; everybody else passes
      if (ids(sc.s).includes('call:y')) sc.choose('call:y');
      sc.s = passUntil(sc.s, (x) => !x.ref, 40);
      return 20 - sc.s.seats[1].pool;
    },
  };
}

/** The vampire calls the referendum itself and it passes; measured: 1 when it is unlocked afterwards. */
function unlocksCase(def: CardDef): FamilyCase {
  return {
    family: "vampire's own trigger as its referendum passes: it unlocks",
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 3 }], hand: [TEST_REFERENDUM.name] }, { pool: 20 }],
        defs: [def, TEST_REFERENDUM],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      sc.play(TEST_REFERENDUM.name, { by: def.name });
      sc.s = passUntil(sc.s, (x) => x.ref?.step === 'polling' && dec(x).seat === 0, 20);
      if (ids(sc.s).includes('call:y')) sc.choose('call:y');
      sc.s = passUntil(sc.s, (x) => !x.ref, 40);
      return sc.s.cards[v].locked ? 0 : 1;
    },
  };
}

const isOwnRefPassed = (e: Effect): e is Extract<Effect, { e: 'on' }> =>
  isKind(e, 'on') && !!e.own && (e.event === 'vtes.refPassed' || (Array.isArray(e.event) && e.event.includes('vtes.refPassed')));

/** The cases of this family a vampire fits: its own trigger burning its prey's pool as a referendum passes. */
export function cryptRefCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const burnt = def.modes
    .flatMap((m) => m.effects.filter(isOwnRefPassed))
    .filter((t) => t.seat === 'prey' && !t.if && !t.filter)
    .flatMap((t) => t.effects)
    .reduce((k, p) => k + (p.p === 'move' && p.from === 'pool' && p.to === 'bank' ? p.n : 0), 0);
  const unlocks = def.modes
    .flatMap((m) => m.effects.filter(isOwnRefPassed))
    .some((t) => !t.seat && t.if?.c === 'acting' && t.if.who === 'self' && t.effects.some((p) => p.p === 'unlock' && p.who === 'minion'));
  return [...(burnt ? [refPassedCase(def, burnt)] : []), ...(unlocks ? [unlocksCase(def)] : [])];
}
