/**
 * Scenario family of aims (issue 29; tests only; vtes-es 6.4.3, 6.4.5; vocab/prims/aim.ts): the actor plays the
 * card as it chooses its strike, then strikes with its hand (strength 1); the opponent, holding no combat card,
 * does not strike. The blood the opponent lost: 1 and the aim's extra damage; stripped, 1 (or not offered).
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const primsIn = (m: Mode): Prim[] => m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));

/** Seat 0's test actor (Disciplines of the mode) holding `def` (and `actorHand`) bleeds; seat 1's test opponent (6 blood, holding `oppHand`) blocks: at the actor's strike. */
export function aimFight(def: CardDef, mi: number, oppHand: CardDef[] = [], strip = false, actorHand: CardDef[] = []) {
  const actor = testVampire('Test Actor', discsOf(def.modes[mi]), [], def.clan[0] ?? 'Caitiff');
  const opp = testVampire('Test Opponent', {});
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6 }], hand: [def.name, ...actorHand.map((c) => c.name)] },
      { ready: [{ card: opp.name, blood: 6 }], hand: oppHand.map((c) => c.name) },
    ],
    defs: [def, actor, opp, ...new Map([...oppHand, ...actorHand].map((c) => [c.id, c])).values()],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(opp.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA' || !x.act);
  return { sc, a, o, h: sc.uid(def.name, 0, 'hand') };
}

function aimCase(def: CardDef, mi: number, plus: number): FamilyCase {
  return {
    family: 'aim',
    expected: 1 + plus,
    run(strip) {
      const { sc, o, h } = aimFight(def, mi, [], strip);
      const pick = dec(sc.s).options.find((x) => x.id === `card:${h}:${mi}`);
      if (!pick) throw new Error(`scenario: ${def.name} is not offered as the strike is chosen`);
      sc.choose(pick.id).choose('hand').choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 6 - sc.s.cards[o].blood;
    },
  };
}

/** The families a card's modes fit: an aim played as the strike is chosen. */
export function aimFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (m.kind !== 'combat' || m.window?.combat !== 'strike' || m.if || m.effects.length !== 1) return;
    const ps = primsIn(m);
    if ([...def.reqs, ...m.conditions].some((c) => c.r !== 'disc')) return;
    if (ps.length === 1 && ps[0].p === 'aim') out.push(aimCase(def, mi, ps[0].plus));
  });
  return out;
}
