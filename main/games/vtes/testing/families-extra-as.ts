/**
 * Scenarios of the additional strikes that can only be one strike (issue 29; tests only; vtes-es 6.4.3;
 * `additionalStrike.strike`, rules/extra-as.ts): seat 0's vampire (the mode's Disciplines) bleeds and seat 1's vampire,
 * bearing a test gun, blocks; at close range seat 0 plays the card as its strike, seat 1 does not strike; as seat 0
 * chooses its additional strike, only the card's strike (and not striking) is offered, and it is taken. Measured: 1 when
 * no other strike is offered, + 10 when the strike made is the record's (a dodge; a weapon burned: the gun gone).
 */
import type { CardDef, Mode } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import type { FamilyCase } from './families';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { apply } from '../rules/kernel';
import { testGun, testVampire } from './test-vampire';

const GUN = testGun(2);
const discs = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

/** The fight of the family, up to seat 0's additional strike (or the combat's end): the scenario, the vampire, the gun. */
export function atExtraAs(def: CardDef, mi: number, m: Mode, strip: boolean) {
  const actor = testVampire('Test Dancer', discs(m));
  const opp = testVampire('Test Gunner', {});
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
      { ready: [{ card: opp.name, blood: 6, attached: [{ card: GUN.name }] }] },
    ],
    defs: [def, actor, opp, GUN],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(opp.name, 1);
  const gun = sc.uid(GUN.name, 1, 'attached');
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  sc.play(def.name, { mode: mi });
  sc.choose('none');
  sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'extraStrike' && dec(x).seat === 0));
  return { sc, a, gun };
}

function extraAsCase(def: CardDef, mi: number, m: Mode, kind: 'dodge' | 'burnEquipment'): FamilyCase {
  return {
    family: `combat: an additional strike that can only be ${kind}`,
    expected: 11,
    run(strip) {
      const { sc, gun } = atExtraAs(def, mi, m, strip);
      if (!sc.s.combat) throw new Error('scenario: no additional strike');
      const o2 = ids(sc.s);
      const alone = o2.length === 2 && o2.includes('none') ? 1 : 0;
      // the strike made, as its event says (the round may be over once it resolves)
      const r = apply(
        sc.s,
        0,
        o2.find((x) => x !== 'none')!,
      );
      sc.s = r.state;
      const made = r.events.find((e) => e.type === 'vtes.strike')?.params?.kind;
      if (sc.s.combat?.step === 'extraStrike' && dec(sc.s).seat === 1) sc.choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      const ok = kind === 'dodge' ? made === 'dodge' : sc.s.cards[gun].zone === 'ash';
      return alone + (ok ? 10 : 0);
    },
  };
}

/** The cases of this family a card fits: each mode with an additional strike restricted to a strike. */
export function extraAsCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) =>
    m.effects.flatMap((e) =>
      isKind(e, 'prims') ? e.do.flatMap((p) => (p.p === 'additionalStrike' && p.strike ? [extraAsCase(def, mi, m, p.strike.s)] : [])) : [],
    ),
  );
}
