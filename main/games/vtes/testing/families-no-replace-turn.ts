/**
 * Scenarios of a card not replaced until after the current turn (issue 29, h-mods, fifteenth session; tests only;
 * vtes-es 1.6.1.2): the effect `noReplace { for: 'turn' }` (rules/reactions.ts `markNoReplace`: the turn's hand size one
 * less, drawn up as the turn ends in rules/turn.ts).
 * - `noReplaceTurn` (Sonar [PRO]): seat 0's sneaking vampire (+1 stealth) bleeds seat 1, whose vampire attempts to block
 *   and plays the card for +1 intercept. Measured: seat 1's hand once the action is over (tens: 6, the card not replaced)
 *   and as seat 1's turn starts (units: 7, drawn up as seat 0's turn ended): 67. Stripped: the card is not offered (11).
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

function noReplaceTurnCase(def: CardDef, mode: number): FamilyCase {
  const disc = def.modes[mode]?.conditions.find((r) => r.r === 'disc');
  const actor = testVampire('Test Sonar Sneak', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);
  const reactor = testVampire('Test Sonar Listener', disc?.r === 'disc' ? { [disc.disc]: 2 } : {});
  return {
    family: 'noReplaceTurn',
    expected: 67,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 6 }] }, { ready: [{ card: reactor.name, blood: 6 }], hand: [def.name] }],
        defs: [def, actor, reactor],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const r = sc.uid(reactor.name, 1);
      const h = sc.uid(def.name, 1, 'hand');
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${r}`);
      for (let i = 0; i < 60 && sc.s.act; i++) {
        const o = ids(sc.s);
        sc.choose(
          o.find((x) => x === `react:${h}:${mode}`) ?? o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore'].includes(x)) ?? o[0],
        );
      }
      const after = sc.s.seats[1].zones.hand.length;
      sc.s = passUntil(sc.s, (x) => x.active === 1, 200);
      return after * 10 + sc.s.seats[1].zones.hand.length;
    },
  };
}

/** Sonar (its [PRO] mode: the [pro] one differs only by its Condition). */
export const NO_REPLACE_TURN_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101824': (def) => [noReplaceTurnCase(def, 1)],
};
