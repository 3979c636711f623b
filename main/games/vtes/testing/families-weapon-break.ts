/**
 * Scenarios of the prevention cards that break the weapon the damage came from (issue 29; tests only; vtes-es 6.4.6):
 * `burnStrikeWeapon { class }` before `prevent` (Armor of Vitality [FOR]). Seat 0's test actor (the mode's Disciplines,
 * 6 blood) bleeds, seat 1's test opponent blocks bearing a test melee weapon (strength+1) or a 2R test gun; the actor
 * does not strike, the opponent strikes with its weapon, the actor plays the card as the damage is prevented:
 * - `weaponBreak`: 10 when the melee weapon is burned + the blood the actor lost (the card's 1: all prevented) + 100 when
 *   the gun (no melee weapon) is burned too.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testGun, testVampire } from './test-vampire';

/** A melee weapon: strength+1 damage. */
const CLUB: CardDef = {
  id: 'test-club',
  name: 'Test Club',
  kind: 'library',
  types: ['Equipment'],
  clan: [],
  reqs: [],
  classes: ['melee'],
  modes: [
    {
      kind: 'equip',
      conditions: [],
      effects: [
        {
          e: 'ability',
          window: 'strike',
          cost: [],
          who: { of: 'minion', whose: 'any', role: 'bearer', count: 'one' },
          strike: { s: 'damage', dmg: 1, str: true },
          effects: [],
        },
      ],
    },
  ],
  automation: 'full',
};
const GUN = testGun(2);

/** The opponent strikes with `weapon`, the actor prevents with the card: the weapon's zone after and the actor's blood lost. */
function broken(def: CardDef, mi: number, strip: boolean, weapon: CardDef): { burned: boolean; lost: number } {
  const m = def.modes[mi];
  const discs = Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
  const actor = testVampire('Test Actor', discs);
  const opp = testVampire('Test Opponent', {});
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
      { ready: [{ card: opp.name, blood: 6, attached: [{ card: weapon.name }] }] },
    ],
    defs: [def, actor, opp, weapon],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const w = sc.uid(weapon.name, 1, 'attached');
  sc.choose(`min:${a}`)
    .choose(`bleed:${a}`)
    .choose(`block:${sc.uid(opp.name, 1)}`);
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
  sc.choose('none');
  sc.choose(ids(sc.s).find((x) => x.split(':').includes(w)) ?? 'none');
  sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'prevent' && dec(x).seat === 0));
  if (sc.s.combat?.step === 'prevent') sc.play(def.name, { mode: mi });
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press' || x.combat.step === 'endRound');
  return { burned: sc.s.cards[w].zone === 'ash', lost: 6 - sc.s.cards[a].blood };
}

function weaponBreakCase(def: CardDef, mi: number): FamilyCase {
  return {
    family: 'weaponBreak',
    expected: 11,
    run(strip) {
      const club = broken(def, mi, strip, CLUB);
      return (club.burned ? 10 : 0) + club.lost + (broken(def, mi, strip, GUN).burned ? 100 : 0);
    },
  };
}

/** Scenarios of the cards of this family, by official id. */
export const WEAPON_BREAK_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Armor of Vitality: [FOR] prevent 3, the melee weapon the damage came from destroyed
  '100089': (def) => [weaponBreakCase(def, 1)],
};
