/**
 * Scenarios of the combat cards of the eleventh session whose records are a limit counted for each Discipline apart
 * ("only one X can be played at a given Discipline each combat": `limits: [{ once: 'combat', perDisc: true }]`) and
 * pool burned by the Methuselah controlling the opposing minion (`move { from: 'opponentPool' }`), issue 29, tests
 * only (vtes-es 6.4.3, 6.4.1). Hell-for-Leather, played by seat 0's test anarch (the three Disciplines) against
 * seat 1's test opponent (strength 3, 6 blood), who blocked its bleed:
 * - `dodgeAndMore`: the actor hand strikes; in the additional strikes step it plays one copy at [cel] (an additional
 *   strike not counted against the limit), then the other copy at [ani] as that strike (a dodge, with a limited
 *   additional strike), not barred by the first copy, played at another Discipline: 10 for each additional strike
 *   the actor makes, plus the blood it lost;
 * - `opponentPool`: the actor (strength 7) sends the opponent (1 blood) to torpor with its hand strike; at the end of
 *   the round [obt]: the pool seat 1 burned (2); +100 when it is offered while the opponent is ready.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { blockedBleed, type Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** Seat 0's anarch (strength `str`) holding `copies` copies of `def` bleeds; seat 1's opponent (`oppBlood` blood) blocks. */
function anarchFight(def: CardDef, strip: boolean, str: number, oppBlood: number, copies = 1) {
  const actor = testVampire(
    'Test Anarch',
    { ani: 1, cel: 1, obt: 1 },
    str !== 1 ? [{ e: 'mod', stat: 'strength', n: str - 1, who: 'self' }] : [],
    'Caitiff',
    { sect: 'anarch' },
  );
  const opp = testVampire('Test Opponent', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);
  const { sc, a, o } = blockedBleed(def, actor, opp, strip, { copies, oppBlood });
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  return { sc, a, o };
}

/** A hand strike, then the [cel] copy in the additional strikes step, then the [ani] copy as the additional strike. */
function dodgeAndMoreCase(def: CardDef): FamilyCase {
  return {
    family: 'dodgeAndMore',
    expected: 20,
    run(strip) {
      const { sc, a } = anarchFight(def, strip, 1, 6, 2);
      sc.choose('hand').choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'extra' || x.combat.step === 'press');
      sc.play(def.name, { mode: 1 });
      let extra = 0;
      for (let i = 0; i < 6 && sc.s.combat; i++) {
        sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'extraStrike' && dec(x).seat === 0) || x.combat.step === 'press');
        if (sc.s.combat?.step !== 'extraStrike') break;
        extra++;
        // the first additional strike is the other copy at [ani] (a dodge with one more additional strike)
        if (i === 0) sc.play(def.name, { mode: 0 });
        else sc.choose('hand');
      }
      return 10 * extra + 6 - sc.s.cards[a].blood;
    },
  };
}

/** Whether seat 0 is offered its copy of the card now. */
const offered = (sc: Scenario, def: CardDef) => {
  if (!sc.s.combat) return false;
  const c = sc.uid(def.name, 0, 'hand');
  return dec(sc.s).seat === 0 && ids(sc.s).some((x) => x.split(':').includes(c));
};

/** [obt] at the end of the round, once the opponent is in torpor: the pool its Methuselah burned. */
function opponentPoolCase(def: CardDef): FamilyCase {
  return {
    family: 'opponentPool',
    expected: 2,
    run(strip) {
      // the opponent still ready at the end of the round: not offered
      const near = anarchFight(def, strip, 1, 6);
      near.sc.choose('hand').choose('hand');
      near.sc.s = passUntil(near.sc.s, (x) => !x.combat || x.combat.step === 'endRound');
      const outside = offered(near.sc, def) ? 100 : 0;
      const { sc } = anarchFight(def, strip, 7, 1);
      const pool = sc.pool(1);
      sc.choose('hand').choose('hand');
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'endRound' && dec(x).seat === 0));
      sc.play(def.name, { mode: 2 });
      return pool - sc.pool(1) + outside;
    },
  };
}

/** Scenarios of this family's cards, by official id. */
export const OPPONENT_POOL_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Hell-for-Leather
  '100910': (def) => [dodgeAndMoreCase(def), opponentPoolCase(def)],
};
