/**
 * Scenarios of the strike cards whose damage cannot be prevented (issue 29; tests only; vtes-es 6.4.5, 6.4.6): the strike
 * effect's `unpreventable` (Blood Sweat, Exuding Blood, Hexe [STR]). Seat 0's test actor (the mode's Disciplines, a
 * first-round maneuver) bleeds, seat 1's test opponent (6 blood, bearing a test armor preventing 5 damage, used when
 * offered) blocks; the actor maneuvers to long range and strikes with the card, the opponent does not strike:
 * - `unpreventable`: the blood the opponent lost (the strike's damage), + 10 when it went to torpor (aggravated damage
 *   it could not heal), + 100 when the card is offered at close range to a card only usable at long range.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** An equipment preventing 5 damage of its bearer, as often as wanted. */
const ARMOR: CardDef = {
  id: 'test-armor',
  name: 'Test Armor',
  kind: 'library',
  types: ['Equipment'],
  clan: [],
  reqs: [],
  modes: [
    {
      kind: 'equip',
      conditions: [],
      effects: [
        {
          e: 'ability',
          window: 'prevent',
          cost: [],
          who: { of: 'minion', whose: 'any', role: 'bearer', count: 'one' },
          effects: [{ p: 'prevent', n: 5 }],
        },
      ],
    },
  ],
  automation: 'full',
};

function unpreventableCase(def: CardDef, mi: number, dmg: number, long: boolean): FamilyCase {
  const m = def.modes[mi];
  const discs = Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
  return {
    family: 'unpreventable',
    expected: dmg,
    run(strip) {
      const actor = testVampire('Test Actor', discs, [{ e: 'mod', stat: 'firstRoundManeuvers', n: 1, who: 'self' }]);
      const opp = testVampire('Test Opponent', {});
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
          { ready: [{ card: opp.name, blood: 6, attached: [{ card: ARMOR.name }] }] },
        ],
        defs: [def, actor, opp, ARMOR],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(opp.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'range' && dec(x).seat === 0));
      let outside = 0;
      if (long) {
        const close = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
        if (close.combat && dec(close).options.some((x) => x.id.split(':').includes(sc.uid(def.name, 0, 'hand')))) outside = 100;
        sc.choose('optman');
      }
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      sc.play(def.name, { mode: mi });
      sc.choose('none');
      for (let i = 0; i < 20 && sc.s.combat && sc.s.combat.step !== 'press' && sc.s.combat.step !== 'endRound'; i++) {
        const armor = ids(sc.s).find((x) => x.startsWith('static:'));
        if (armor) sc.choose(armor);
        else sc.s = passUntil(sc.s, (x) => !x.combat || x !== sc.s, 1);
      }
      return 6 - sc.s.cards[o].blood + (sc.s.cards[o].zone === 'torpor' ? 10 : 0) + outside;
    },
  };
}

/** Scenarios of the cards of this family, by official id. */
export const UNPREVENTABLE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Blood Sweat: long range, 2R / 3R unpreventable
  '100211': (def) => [unpreventableCase(def, 0, 2, true), unpreventableCase(def, 1, 3, true)],
  // Exuding Blood: long range, 1R / 2R unpreventable
  '100677': (def) => [unpreventableCase(def, 0, 1, true), unpreventableCase(def, 1, 2, true)],
  // Hexe [STR]: 1R aggravated unpreventable (the vampire to torpor)
  '100915': (def) => [unpreventableCase(def, 2, 10, false)],
};
