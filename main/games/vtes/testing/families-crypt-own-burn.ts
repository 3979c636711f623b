/**
 * The scenario family of a vampire's own trigger as it is burned in combat (issue 30 item 1; tests only; the rule:
 * vocab/triggers.ts `runTriggers`, the burned minion's own text read from the ash heap, vtes-es 6.4.6):
 * `{ e: 'on', event: 'vtes.burn', own: true, seat: 'minionCtl', filter: inCombat self }` burning its controller's pool
 * (Angela Decker) or gaining it (Mr. Noir). The vampire, with 1 blood, bleeds; a test vampire whose hand strikes are
 * aggravated, with +2 strength, blocks and strikes with its hand; the vampire does not strike and burns. Measured: the
 * pool its controller lost (or gained), the record's n. With the effects stripped: none.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind, isPrim } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { bleedBlocked } from './families-crypt-opponent-leaves';
import { type FamilyCase, testVampire } from './test-vampire';

const BURNER = testVampire('Test Ash Maker', {}, [
  { e: 'ownStrikes', aggHand: true },
  { e: 'mod', stat: 'strength', n: 2, who: 'self' },
]);

function poolAsBurned(def: CardDef, n: number, gain: boolean): FamilyCase {
  return {
    family: `vampire's own trigger as it is burned in combat: its controller ${gain ? 'gains' : 'burns'} pool`,
    expected: n,
    run(strip) {
      const { sc, a } = bleedBlocked(def, strip, 1, BURNER, 6);
      const pool = sc.s.seats[0].pool;
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('none');
      if (ids(sc.s).includes('hand')) sc.choose('hand');
      sc.s = passUntil(sc.s, (x) => !x.combat && !x.act);
      if (sc.s.cards[a]?.zone !== 'ash') throw new Error(`scenario: ${def.name} ends in ${String(sc.s.cards[a]?.zone)}`);
      return gain ? sc.s.seats[0].pool - pool : pool - sc.s.seats[0].pool;
    },
  };
}

/** The pool move of a vampire's own burn trigger, if it is one. */
function ownBurnMove(e: Effect): { n: number; gain: boolean } | undefined {
  if (!isKind(e, 'on') || !e.own || e.event !== 'vtes.burn' || e.seat !== 'minionCtl' || e.effects.length !== 1) return undefined;
  const p = e.effects[0];
  if (!isPrim('move')(p) || typeof p.n !== 'number') return undefined;
  if (p.from === 'pool' && p.to === 'bank') return { n: p.n, gain: false };
  if (p.from === 'bank' && p.to === 'pool') return { n: p.n, gain: true };
  return undefined;
}

/** The cases of this family a vampire fits. */
export function cryptOwnBurnCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.kind !== 'vampire'
      ? []
      : m.effects.flatMap((e) => {
          const mv = ownBurnMove(e);
          return mv ? [poolAsBurned(def, mv.n, mv.gain)] : [];
        }),
  );
}
