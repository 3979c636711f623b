/**
 * Scenarios of the combat cards that change how their Methuselah replaces cards for the rest of a combat (issue 29;
 * tests only; vtes-es 1.6.1.2): `drawOnReplace` (Infernal Pursuit [CEL]). Seat 0's test actor (the mode's
 * Disciplines) holding two copies of the card bleeds, seat 1's test opponent blocks; before strikes the actor plays one
 * copy, then the other: `replaceDraw`, the cards seat 0 discards down (1 with the first copy's own replacement, then 2
 * with the second's: the first copy's and its own), each a discard-down choice; 100 when its hand is not back at its
 * size (7) afterwards.
 */
import type { CardDef, Mode } from '../schema/effects';
import { handSize } from '../core/state';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

/** Seat 0 answers the discard-down choices now asked (the last card offered each time, one drawn): how many. */
function discardDown(sc: Scenario): number {
  let n = 0;
  while (sc.s.pick?.kind === 'discardDown' && sc.s.pick.seat === 0 && n < 10) {
    const o = dec(sc.s).options;
    sc.choose(o[o.length - 1].id);
    n++;
  }
  return n;
}

function replaceDrawCase(def: CardDef, mi: number): FamilyCase {
  const m = def.modes[mi];
  return {
    family: 'replaceDraw',
    expected: 3,
    run(strip) {
      const actor = testVampire('Test Actor', discsOf(m));
      const opp = testVampire('Test Opponent', {});
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 6 }], hand: [def.name, def.name] }, { ready: [{ card: opp.name, blood: 6 }] }],
        defs: [def, actor, opp],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(opp.name, 1)}`);
      const at = () =>
        (sc.s = passUntil(
          sc.s,
          (x) => !x.combat || ((x.combat.step === 'preStrike' || x.combat.step === 'postStrike') && dec(x).seat === 0),
        ));
      at();
      sc.play(def.name, { mode: mi });
      let n = discardDown(sc);
      at();
      sc.play(def.name, { mode: mi });
      n += discardDown(sc);
      return n + (sc.s.seats[0].zones.hand.length === handSize(sc.s, 0) ? 0 : 100);
    },
  };
}

/** Scenarios of the cards of this family, by official id. */
export const REPLACE_DRAW_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Infernal Pursuit: [CEL] one more card with each replacement for the rest of the combat
  '100980': (def) => [replaceDrawCase(def, 1)],
};
