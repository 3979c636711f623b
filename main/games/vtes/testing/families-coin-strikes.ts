/**
 * Scenarios of a coin flipped for each strike made against a minion (issue 29, h-combat; tests only; the primitive
 * `coinStrikes`, vocab/prims/coin-strikes.ts, rules/coin-strikes.ts; vtes-es 6.4.5): Gemini's Mirror [OBF]. Seat 0's
 * test actor bleeds, seat 1's opponent (strength 1) blocks; the actor plays the card before range, does not strike, and
 * the opponent strikes with its hand. Measured: 10 when the coin was flipped for the actor (the record kept in the combat
 * as the strikes are chosen), + 1 when the damage the actor took matches the coin's side (tails: none, and the flips go
 * on; heads: the hand strike's 1 damage, and no more flips). The side is drawn from the game's seeded generator; the
 * measure is the same whichever it is.
 */
import type { CardDef } from '../schema/effects';
import { effectWhere, isPrim } from '../schema/effect-query';
import { passUntil } from './testing';
import { sweepFight } from './families-combat-sweep';
import type { FamilyCase } from './test-vampire';

function coinCase(def: CardDef, mi: number): FamilyCase {
  const m = def.modes[mi];
  return {
    family: 'a coin flipped for each strike against the minion until heads',
    expected: 11,
    run(strip) {
      const { sc, a } = sweepFight(def, m, strip, 'preRange', 1, [], false, true);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA' || !x.combat);
      const flips = !!sc.s.combat?.coinStrikes?.includes(a);
      sc.choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press' || x.combat.round > 1);
      const lost = 6 - sc.s.cards[a].blood;
      const tails = !!sc.s.combat?.coinStrikes?.includes(a);
      if (!flips) return lost === 1 ? 0 : -1;
      return 10 + ((tails && lost === 0) || (!tails && lost === 1) ? 1 : 0);
    },
  };
}

/** The cases of this family a card fits: a combat mode flipping a coin for the strikes against its minion. */
export function coinStrikesCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) =>
    m.kind === 'combat' && m.effects.some(effectWhere('prims', (e) => e.do.some(isPrim('coinStrikes')))) ? [coinCase(def, mi)] : [],
  );
}
