/**
 * Scenarios of the equipment giving a Discipline at its superior level (issue 29; tests only; vtes-es 1.1.2, 1.6.1.3):
 * `discLevels { sup }` (Drum of Xipe Totec, Changeling Skin Mask, The Sargon Fragment), and The Sargon Fragment's action
 * (an ash heap card back to the hand, then a discard down: `ashRecover { discardDown }`).
 * - `supLevel`: seat 0's test vampire, with no level of the Discipline, bears the card: its level (2).
 * - `ashAction`: the bearer (7 cards in hand, a test card in the ash heap) takes the card's action, unblocked: 1000 ×
 *   the blood it paid + 10 × its level of Necromancy + 1 when the ash heap card reached the hand + 1 when it is then
 *   asked to discard down.
 */
import type { CardDef } from '../schema/effects';
import { discLevel } from '../core/state';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** The Discipline the card gives at its superior level. */
const supDisc = (def: CardDef) => def.modes[0].effects.find((e) => isKind(e, 'discLevels') && !!e.sup) as { disc: string };

/** Seat 0's test vampire (4 blood) bearing the card, with `hand` and `ash`. */
function bearing(def: CardDef, strip: boolean, hand: string[] = [], ash: string[] = []) {
  const v = testVampire('Test Bearer', {});
  const sc = new Scenario({
    seats: [{ ready: [{ card: v.name, blood: 4, attached: [{ card: def.name }] }], hand, ash }, { pool: 20 }],
    defs: [def, v],
    strip: strip ? [def.name] : [],
  });
  return { sc, v: sc.uid(v.name), card: sc.uid(def.name, 0, 'attached') };
}

function supLevelCase(def: CardDef): FamilyCase {
  return {
    family: 'supLevel',
    expected: 2,
    run(strip) {
      const { sc, v } = bearing(def, strip);
      return discLevel(sc.s, v, supDisc(def).disc);
    },
  };
}

function ashActionCase(def: CardDef): FamilyCase {
  return {
    family: 'ashAction',
    expected: 1022,
    run(strip) {
      const { sc, v, card } = bearing(def, strip, Array(7).fill('Blood Doll'), ['Blood Doll']);
      const lost = sc.uid('Blood Doll', 0, 'ash');
      const level = discLevel(sc.s, v, 'nec');
      sc.choose(`min:${v}`);
      const use = ids(sc.s).find((o) => o.startsWith(`use:${card}:`));
      if (!use) throw new Error('scenario: the action is not offered');
      sc.choose(use);
      sc.s = passUntil(sc.s, (x) => !x.act || !!x.pick);
      if (sc.s.pick?.kind === 'ashRecover') sc.choose(dec(sc.s).options.find((o) => o.id.split(':').includes(lost))!.id);
      const back = sc.s.cards[lost].zone === 'hand' ? 1 : 0;
      const down = sc.s.pick?.kind === 'discardDown' ? 1 : 0;
      return 1000 * (4 - sc.s.cards[v].blood) + 10 * level + back + down;
    },
  };
}

/** Scenarios of the cards of this family, by official id. */
export const CARRIED_SUP_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Drum of Xipe Totec: superior Celerity (its maneuver: the equipment families)
  '100591': (def) => [supLevelCase(def)],
  // Changeling Skin Mask: superior Obfuscate (its intercept: the equipment families)
  '100325': (def) => [supLevelCase(def)],
  // The Sargon Fragment: superior Necromancy, an ash heap card back as an action
  '101681': (def) => [supLevelCase(def), ashActionCase(def)],
};
