/**
 * Scenario family of strike cards whose hand strike may be "a melee weapon strike" instead (issue 29; tests
 * only; vtes-es 6.4.3, 6.4.5; rules/melee-strikes.ts): the actor bears a test melee weapon (strength+1 damage)
 * and strikes with the card used with that weapon, the opponent not striking. The blood the opponent lost:
 * the actor's strength 1, the weapon's 1, the card's bonus. Stripped, the card offers no strike at all.
 */
import type { CardDef, Mode } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** A melee weapon (6.4.5): strength+1 damage each strike. */
export const TEST_CLUB: CardDef = {
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

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const plainReqs = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].every((c) => c.r === 'disc');

/**
 * Seat 0's test actor (strength 1, Disciplines `disc`, bearing `weapon`, holding `def`) bleeds; seat 1's test
 * vampire (6 blood) blocks: at the actor's strike of round 1. `strip`: `def` played with its effects stripped.
 */
export function weaponFight(def: CardDef, disc: Record<string, 1 | 2>, weapon: CardDef, strip = false) {
  const actor = testVampire('Test Actor', disc, [], def.clan[0] ?? 'Caitiff');
  const opp = testVampire('Test Opponent', {});
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6, attached: [{ card: weapon.name }] }], hand: [def.name] },
      { ready: [{ card: opp.name, blood: 6 }] },
    ],
    defs: [def, actor, opp, weapon],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(opp.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA' || !x.act);
  return { sc, a, o, h: sc.uid(def.name, 0, 'hand'), w: sc.uid(weapon.name, 0, 'attached') };
}

/** The option of the pending decision playing hand card `h` in mode `mode` with the weapon `w` (its id names it `@w`). */
export const withWeapon = (sc: Scenario, h: string, mode: number, w: string): string | undefined =>
  dec(sc.s)
    .options.map((x) => x.id)
    .find((id) => {
      const p = id.split(':');
      return p[1] === h && p[2] === String(mode) && p.includes(`@${w}`);
    });

/** The actor (bearing the club) strikes with the card used as the club's strike; the blood the opponent lost. */
function meleeCase(def: CardDef, mi: number, m: Mode, plus: number): FamilyCase {
  return {
    family: 'strike: hand or melee weapon',
    expected: 2 + plus,
    run(strip) {
      const { sc, o, h, w } = weaponFight(def, discsOf(m), TEST_CLUB, strip);
      const pick = withWeapon(sc, h, mi, w);
      if (!pick) throw new Error(`scenario: ${def.name} is not offered with a melee weapon`);
      sc.choose(pick).choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 6 - sc.s.cards[o].blood;
    },
  };
}

/** The families a card's strike modes fit: a hand strike "or a melee weapon strike" at +N damage. */
export function meleeFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (m.kind !== 'combat' || m.window || m.if || !plainReqs(def, m)) return;
    const st = m.effects.find((e) => isKind(e, 'strike'));
    if (st && isKind(st, 'strike') && st.s === 'hand' && st.melee && !st.agg && !st.firstStrike)
      out.push(meleeCase(def, mi, m, st.plus ?? 0));
  });
  return out;
}
