/**
 * Scenarios of an ally whose own strikes are first strike (issue 29; tests only; `ownStrikes { firstStrike: 'any' }`
 * read for an ally's own text too, vocab/prims-combat.ts; vtes-es 6.4.5): Muddled Vampire Hunter, entering combat with
 * another Methuselah's ready vampire as a (D) action. Each plays the card through the engine's decisions and fails once
 * its effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const VICTIM = testVampire('Test Hunted', {});

/**
 * Seat 0's ally enters combat with seat 1's vampire (2 blood) as a (D) action, nobody blocks (1); both strike with their
 * hands: the ally's 4 damage lands first and the vampire goes to torpor (tens) before its strike, so the ally of 1 life
 * stays ready (hundreds).
 */
function firstStrikeCase(def: CardDef) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      phase: 'minion',
      seats: [{ ready: [{ card: def.name, blood: 1 }] }, { ready: [{ card: VICTIM.name, blood: 2 }] }],
      defs: [def, VICTIM],
      strip: strip ? [def.name] : [],
    });
    const ally = sc.uid(def.name, 0);
    const v = sc.uid(VICTIM.name, 1);
    if (!ids(sc.s).includes(`min:${ally}`)) return 0;
    sc.choose(`min:${ally}`);
    const o = ids(sc.s).find((x) => x.startsWith(`use:${ally}:`) && x.split(':').includes(v));
    if (!o) return 0;
    sc.choose(o);
    sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act, 40);
    const entered = sc.s.combat && sc.s.act?.target === 1 ? 1 : 0;
    const striking = (x: typeof sc.s) => !!x.combat && dec(x).kind === 'vtes.strike';
    for (let i = 0; i < 6 && sc.s.combat; i++) {
      sc.s = passUntil(sc.s, (x) => striking(x) || !x.combat, 40);
      if (!sc.s.combat) break;
      sc.choose(ids(sc.s).includes('hand') ? 'hand' : ids(sc.s)[0]);
    }
    sc.s = passUntil(sc.s, (x) => !x.combat && !x.act, 40);
    const torpor = sc.s.cards[v].zone === 'torpor' ? 10 : 0;
    const alive = sc.s.cards[ally].zone === 'ready' ? 100 : 0;
    return entered + torpor + alive;
  };
}

export const ALLY_FIRST_STRIKE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Muddled Vampire Hunter: unique mortal, 1 life, 4 strength, 0 bleed; strikes first; a (D) action to enter combat with
  // another Methuselah's ready vampire
  '101250': (def) => [{ family: 'an ally entering combat whose strikes are first strike', expected: 111, run: firstStrikeCase(def) }],
};
