/**
 * Scenarios of the combat cards that press to continue by themselves (issue 29; tests only; vtes-es 6.4.4): `autoPress`
 * (Trap: put in play before range in the first round with 3 counters). Seat 0's test actor bleeds, seat 1's test
 * opponent blocks; no minion strikes:
 * - `autoPress`: with no other card played, the card presses to continue in three press steps (its counters 3, 2, 1),
 *   so the combat lasts 4 rounds; + 10 when the card is in the ash heap after the combat; + 100 × the rounds of the same
 *   combat when the opponent (an optional press each combat) presses to end in the first press step (1: either
 *   combatant may end it, LSJ 20040521 aside).
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';

const PASS = ['pass', 'decline', 'done', 'none'];
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** The rounds of the combat after the card is played before range (`endIt`: the opponent presses to end when it can). */
function rounds(def: CardDef, strip: boolean, endIt: boolean): { n: number; burned: boolean } {
  const actor = testVampire('Test Actor', {});
  const opp = testVampire('Test Opponent', {}, endIt ? [{ e: 'mod', stat: 'combatPresses', n: 1, who: 'self' }] : []);
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 6 }], hand: [def.name] }, { ready: [{ card: opp.name, blood: 6 }] }],
    defs: [def, actor, opp],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  sc.choose(`min:${a}`)
    .choose(`bleed:${a}`)
    .choose(`block:${sc.uid(opp.name, 1)}`);
  sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'preRange' && dec(x).seat === 0));
  const card = sc.uid(def.name, 0, 'hand');
  sc.play(def.name);
  let n = 0;
  for (let i = 0; i < 300 && sc.s.combat; i++) {
    n = Math.max(n, sc.s.combat.round);
    if (endIt && sc.s.combat.step === 'press' && dec(sc.s).seat === 1 && ids(sc.s).includes('optpress')) {
      sc.choose('optpress');
      continue;
    }
    const pass = ids(sc.s).find((x) => PASS.includes(x));
    if (!pass) break;
    sc.choose(pass);
  }
  return { n, burned: sc.s.cards[card].zone === 'ash' };
}

function autoPressCase(def: CardDef): FamilyCase {
  return {
    family: 'autoPress',
    expected: 114,
    run(strip) {
      const fought = rounds(def, strip, false);
      return fought.n + (fought.burned ? 10 : 0) + 100 * rounds(def, strip, true).n;
    },
  };
}

/** Scenarios of the cards of this family, by official id. */
export const AUTO_PRESS_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Trap
  '102012': (def) => [autoPressCase(def)],
};
