/**
 * Scenarios of the cards a minion plays as a round ends once its strikes have done more damage to the opposing vampire
 * than that vampire's did to it (issue 29; tests only; vtes-es 6.4.1, 6.4.6): the Condition `inflictedMore`
 * (the strikes' damage landed this round, environmental and retainer damage not counted: LSJ 20010812), a card
 * put on the opposing vampire (`attach { to: 'opponent' }`, one copy on it: `oneOn: 'opponent'`) that sends it to
 * torpor (`toTorpor`) and changes it while it is there (Disarm's strength), and the bearer's way to burn it.
 * - `roundWon`: seat 0's test actor (strength 4, the mode's Disciplines) bleeds, seat 1's test opponent (strength
 *   3, 6 blood) blocks; both hand strike at close range, the actor's 4 damage beats the opponent's 3; at the end
 *   of the round the actor plays the card: 10 when the opponent is then in torpor, plus the strength it lost
 *   (its strength with the card on it, read from the torpor region). Not offered when the actor lost the round
 *   (strength 2 against 3): +100.
 * - `burnOff`: the opponent's vampire bears the card in its controller's minion phase with 3 blood: 1 when it may
 *   burn 3 blood to burn the card and does (the card in the ash heap, the vampire with no blood left).
 */
import type { CardDef, Mode } from '../schema/effects';
import { strengthOf } from '../core/queries';
import { dec, ids, passUntil } from './testing';
import { blockedBleed, Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

/** The test vampire `name` with strength `str` (the mode's Disciplines). */
const striker = (name: string, str: number, disc: Record<string, 1 | 2> = {}) =>
  testVampire(name, disc, str !== 1 ? [{ e: 'mod', stat: 'strength', n: str - 1, who: 'self' }] : []);

/**
 * The blocked bleed of the round: the actor (strength `actorStr`, 6 blood, holding `def`) against the opponent
 * (strength 3, 6 blood); both hand strike at close range. The scenario stands at the end of the first round.
 */
function roundFought(def: CardDef, m: Mode, strip: boolean, actorStr: number) {
  const { sc, a, o } = blockedBleed(def, striker('Test Actor', actorStr, discsOf(m)), striker('Test Opponent', 3), strip);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  sc.choose('hand').choose('hand');
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'endRound');
  return { sc, a, o };
}

/** Whether the card is offered to the deciding Methuselah now. */
const offered = (sc: Scenario, def: CardDef) => {
  if (!sc.s.combat) return false;
  const c = sc.uid(def.name, 0, 'hand');
  return dec(sc.s).options.some((x) => x.id.split(':').includes(c));
};

/** The card played at the end of a round the actor won: the opponent to torpor, its strength lowered by `lose`. */
export function roundWonCase(def: CardDef, mi: number, lose: number): FamilyCase {
  const m = def.modes[mi];
  return {
    family: 'roundWon',
    expected: 10 + lose,
    run(strip) {
      // a round lost: not offered
      const lost = roundFought(def, m, strip, 2);
      const outside = offered(lost.sc, def) ? 100 : 0;
      const { sc, o } = roundFought(def, m, strip, 4);
      sc.play(def.name, { mode: mi });
      const torpor = sc.s.cards[o].zone === 'torpor' ? 10 : 0;
      return torpor + 3 - strengthOf(sc.s, o) + outside;
    },
  };
}

/** The bearer (3 blood, in its controller's minion phase) burns 3 blood to burn the card on it. */
export function burnOffCase(def: CardDef, mi: number): FamilyCase {
  return {
    family: 'burnOff',
    expected: 1,
    run(strip) {
      const opp = striker('Test Opponent', 1);
      const sc = new Scenario({
        seats: [{ ready: [{ card: opp.name, blood: 3, attached: [{ card: def.name, mode: mi }] }] }, {}],
        defs: [def, opp],
        strip: strip ? [def.name] : [],
      });
      const o = sc.uid(opp.name);
      const w = sc.uid(def.name);
      const use = ids(sc.s).find((x) => x.startsWith('use:') && x.split(':').includes(w));
      if (!use) return 0;
      sc.choose(use);
      return sc.s.cards[w].zone === 'ash' && sc.s.cards[o].blood === 0 ? 1 : 0;
    },
  };
}

/** Scenarios of the cards of this family, by official id. */
export const ROUND_WON_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Disarm: [pot] -1 strength, [POT] -2
  '100549': (def) => [roundWonCase(def, 0, 1), roundWonCase(def, 1, 2), burnOffCase(def, 0)],
};
