/**
 * Scenarios of the thirteenth session's combat records on strikes and maneuvers (issue 29, h-combat; tests only;
 * vtes-es 6.4.2-6.4.5): the strike effect's `dodge` (a hand strike and dodge, Stutter-Step [CEL]) and the stat
 * `combatFlex` (an optional maneuver or press each combat, Ruins of Ceoris). Seat 0's test actor bleeds, seat 1's test
 * opponent (6 blood) blocks.
 * - `handAndDodge`: the actor (the mode's Disciplines, one limited additional strike of its own each round) strikes
 *   with the card, the opponent with its hand. Measured: the blood the opponent lost (the hand strike's 1), + 10 when the
 *   actor lost none (the opposing strike dodged), + 100 when the actor is asked for no additional strike in the round.
 *   Stripped: the card is not offered.
 * - `combatFlex`: the actor bears the card. Measured: 1 when an optional maneuver is offered to the actor of the clan the
 *   modifier names in the first round's range step, + 10 when none is offered to a bearer of another clan. Stripped: 10.
 */
import type { CardDef, Mode } from '../schema/effects';
import { effectIn } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

function handAndDodgeCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [{ e: 'mod', stat: 'roundStrikes', n: 1, who: 'self' }]);
  const opp = testVampire('Test Opponent', {});
  return {
    family: 'handAndDodge',
    expected: 111,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 6 }], hand: [def.name] }, { ready: [{ card: opp.name, blood: 6 }] }],
        defs: [def, actor, opp],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(opp.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'strikeA' && dec(x).seat === 0));
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || (dec(x).seat === 1 && ids(x).includes('hand')));
      sc.choose('hand');
      let extra = false;
      for (let i = 0; i < 30 && sc.s.combat && sc.s.combat.round === 1 && sc.s.combat.step !== 'press'; i++) {
        if (sc.s.combat.step === 'extraStrike' && dec(sc.s).seat === 0) extra = true;
        sc.s = passUntil(sc.s, (x) => !x.combat || x !== sc.s, 1);
      }
      return 6 - sc.s.cards[o].blood + (sc.s.cards[a].blood === 6 ? 10 : 0) + (extra ? 0 : 100);
    },
  };
}

function flexCase(def: CardDef, clan: string): FamilyCase {
  /** Whether the bearer of clan `c` is offered an optional maneuver in the first round's range step. */
  const offered = (strip: boolean, c: string): boolean => {
    const actor = testVampire('Test Actor', {}, [], c);
    const opp = testVampire('Test Opponent', {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 6, attached: [{ card: def.name }] }] }, { ready: [{ card: opp.name, blood: 6 }] }],
      defs: [def, actor, opp],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    const o = sc.uid(opp.name, 1);
    sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
    sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step !== 'preRange' || dec(x).seat === 0);
    for (let i = 0; i < 10 && sc.s.combat && sc.s.combat.step !== 'strikeA'; i++) {
      if (sc.s.combat.step === 'range' && dec(sc.s).seat === 0 && ids(sc.s).includes('optman')) return true;
      sc.s = passUntil(sc.s, (x) => !x.combat || x !== sc.s, 1);
    }
    return false;
  };
  return {
    family: 'combatFlex',
    expected: 11,
    run: (strip) => (offered(strip, clan) ? 1 : 0) + (offered(strip, 'Caitiff') ? 0 : 10),
  };
}

function cases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    const flex = effectIn(m.effects, 'mod', (e) => e.stat === 'combatFlex')?.if;
    return [
      ...(effectIn(m.effects, 'strike')?.dodge ? [handAndDodgeCase(def, mi, m)] : []),
      ...(flex && flex.c === 'clan' && typeof flex.clan === 'string' ? [flexCase(def, flex.clan)] : []),
    ];
  });
}

/** Stutter-Step, Ruins of Ceoris. */
export const COMBAT_FLEX_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '101889': cases,
  '101658': cases,
};
