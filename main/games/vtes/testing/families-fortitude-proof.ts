/**
 * Scenarios of the strike cards whose damage cards requiring Fortitude cannot prevent, and of the primitive barring the
 * opposing vampire's weapon damage this round (issue 29, h-combat, thirteenth session; tests only; vtes-es 6.4.5,
 * 6.4.6): the strike effect's `noFor` and `weaponsNoDamage` (Blood Rage, Blood Fury, Soul Burn, Bollix [tha], Dead Hand
 * [NEC]). Seat 0's test actor (the mode's Disciplines, 6 blood) bleeds; seat 1's test opponent (Fortitude, 6 blood)
 * blocks.
 * - `noForStrike`: the actor strikes with the card at close range, the opponent does not strike and holds a test card
 *   requiring Fortitude preventing 3 damage, played whenever it is offered. Measured: the blood the opponent lost (the
 *   strike's damage). Stripped: the card is not offered.
 * - `weaponsNoDamage`: the opponent bears a 2-damage gun and strikes with it; the actor strikes with the card. Measured:
 *   the blood the actor lost (the card's cost: the gun's 2 damage are not inflicted), + 10 once the opponent's strike is
 *   made with the gun. Stripped: the card is not offered.
 */
import type { CardDef, Mode } from '../schema/effects';
import { primsOf } from '../schema/modes';
import { effectIn, primWhere } from '../schema/effect-query';
import { strengthOf } from '../core/queries';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './action-scenarios';
import { cancelStrikeCases } from './families-cancel-strike';
import { type FamilyCase, testGun, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

/** A prevention card requiring Fortitude: 3 damage. */
const TOUGHNESS = testLibraryCard('Test Toughness', 'Combat', {
  kind: 'combat',
  conditions: [{ r: 'disc', disc: 'for', level: 1 }],
  effects: [{ e: 'prims', do: [{ p: 'prevent', n: 3 }] }],
});
const GUN = testGun(2);

/** Seat 0's actor and seat 1's blocker in the first round's strike step, the actor to strike. */
function arrange(def: CardDef, m: Mode, strip: boolean, oppHand: string[], gear: CardDef[]) {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff', def.reqs.length ? { sect: 'anarch' } : {});
  const opp = testVampire('Test Opponent', { for: 1 });
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
      { ready: [{ card: opp.name, blood: 6, attached: gear.map((g) => ({ card: g.name })) }], hand: oppHand },
    ],
    defs: [def, actor, opp, TOUGHNESS, ...gear],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(opp.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'strikeA' && dec(x).seat === 0));
  return { sc, a, o };
}

function noForCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const st = effectIn(m.effects, 'strike')!;
  return {
    family: 'noForStrike',
    expected: st.s === 'hand' ? 1 + (st.plus ?? 0) : (st.dmg ?? 0),
    run(strip) {
      const { sc, a, o } = arrange(def, m, strip, [TOUGHNESS.name], []);
      if (st.s === 'hand' && strengthOf(sc.s, a) !== 1) throw new Error('scenario: the actor strikes at strength 1');
      sc.play(def.name, { mode: mi });
      const t = sc.uid(TOUGHNESS.name, 1, 'hand');
      for (let i = 0; i < 30 && sc.s.combat && sc.s.combat.round === 1 && sc.s.combat.step !== 'press'; i++) {
        const use = ids(sc.s).find((y) => y.split(':').includes(t));
        if (use) sc.choose(use);
        else sc.s = passUntil(sc.s, (x) => !x.combat || x !== sc.s, 1);
      }
      return 6 - sc.s.cards[o].blood;
    },
  };
}

function weaponsCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  return {
    family: 'weaponsNoDamage',
    expected: 10 + (typeof def.blood === 'number' ? def.blood : 0),
    run(strip) {
      const { sc, a } = arrange(def, m, strip, [], [GUN]);
      const g = sc.uid(GUN.name, 1);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || (dec(x).seat === 1 && dec(x).kind === 'vtes.strike'));
      const gun = ids(sc.s).find((y) => y.startsWith('ranged:') && y.split(':').includes(g));
      if (!gun) throw new Error(`scenario: no gun strike: ${ids(sc.s).join(' ')}`);
      sc.choose(gun);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press' || x.combat.round > 1);
      return 6 - sc.s.cards[a].blood + 10;
    },
  };
}

function cases(def: CardDef): FamilyCase[] {
  return [...cancelStrikeCases(def), ...fortitudeCases(def)];
}

function fortitudeCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => [
    ...(effectIn(m.effects, 'strike')?.noFor ? [noForCase(def, mi, m)] : []),
    ...(primsOf(m.effects).some(primWhere('weaponsNoDamage', () => true)) ? [weaponsCase(def, mi, m)] : []),
  ]);
}

/** Blood Rage, Blood Fury, Soul Burn, Bollix (with its [pre] cancel: families-cancel-strike.ts), Dead Hand. */
export const FORTITUDE_PROOF_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = Object.fromEntries(
  ['100208', '100201', '101829', '100232', '100503'].map((id) => [id, cases]),
);
