/**
 * Scenario family of the action modifiers that put a price on a block attempt (issue 29; tests only; vtes-es
 * 6.2.2.1): `blockPrice { n, by, life? }` ("vampires must burn 1 blood to attempt to block this action": Force
 * of Personality [PRE], Tenebrous Form [OBT], Where the Veil Thins [OBL], Unthinkable Humiliation). Seat 0's
 * test vampire (the mode's Disciplines) hunts and plays the card as the action is announced; seat 1's
 * vampire (+5 intercept, 4 blood, no Discipline) then attempts to block. Measured: the blood it burned for the
 * attempt. With the card's effects stripped it is not offered as the action is announced (the scenario
 * stops with an error).
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { actorAndSentry, sentryScenario } from './families-block-combat';
import type { FamilyCase } from './test-vampire';

const primsOf = (m: Mode): Prim[] => m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));

function blockPriceCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  const { actor, sentry } = actorAndSentry(def, m);
  return {
    family: 'blockPrice',
    expected: n,
    run(strip) {
      const sc = sentryScenario(def, actor, sentry, strip);
      const a = sc.uid(actor.name);
      const b = sc.uid(sentry.name, 1);
      sc.choose(`min:${a}`).choose(`hunt:${a}`);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${b}`), 5);
      sc.choose(`block:${b}`);
      return 4 - sc.s.cards[b].blood;
    },
  };
}

/** The modes whose only effects are a block price paid in blood by every vampire (stealth, block restrictions and intercept changes beside it). */
export function blockPriceFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  if (def.reqs.length) return out;
  def.modes.forEach((m, mi) => {
    if (m.kind !== 'modifier' || m.if || m.window || m.limits?.length || !m.conditions.every((c) => c.r === 'disc')) return;
    const ps = primsOf(m);
    const price = ps.find((p) => p.p === 'blockPrice');
    if (!price || price.p !== 'blockPrice') return;
    const known =
      ps.filter((p) => p.p === 'blockPrice').length === 1 &&
      ps.every((p) => p.p === 'blockPrice' || p.p === 'notBlockedBy' || (p.p === 'interceptBy' && p.n <= 0)) &&
      m.effects.every((e) => isKind(e, 'prims') || (isKind(e, 'stealth') && typeof e.n === 'number'));
    if (known) out.push(blockPriceCase(def, mi, m, price.n));
  });
  return out;
}
