/**
 * The scenario family of a vampire's own bleed of any Methuselah (issue 30 item 1; tests only; the rules:
 * vocab/offers.ts, an offered action with `bleed` and `methuselah`, vtes-es 6.1.1, 6.2.1): "can bleed any Methuselah as a
 * (D) action" (Julia Prima). Three Methuselahs, none but the vampire's with a minion; the vampire bleeds seat 2 (its
 * predator, not its prey). Measured: the pool seat 2 lost (1), plus 10 when the same bleed is offered at its prey
 * (seat 1) too. With the effects stripped: no such bleed, 0.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

const bleedAnyCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own bleed of any Methuselah",
  expected: 11,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 3 }] }, {}, {}],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    sc.choose(`min:${v}`);
    const at = (seat: number) => dec(sc.s).options.find((x) => x.id.startsWith(`useAt:${v}:`) && x.id.endsWith(`:${seat}`));
    const o = at(2);
    if (!o) return 0;
    const prey = at(1) ? 10 : 0;
    const pool = sc.s.seats[2].pool;
    sc.choose(o.id);
    sc.s = passUntil(sc.s, (x) => !x.act);
    return prey + pool - sc.s.seats[2].pool;
  },
});

const isBleedAny = (e: Effect): boolean =>
  isKind(e, 'ability') &&
  e.window === 'action' &&
  e.who?.role === 'self' &&
  !!e.action?.methuselah &&
  e.action.bleed === 0 &&
  !e.action.target &&
  e.effects.length === 0;

/** The cases of this family a vampire fits. */
export function cryptBleedAnyCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.some((m) => m.kind === 'vampire' && m.effects.some(isBleedAny)) ? [bleedAnyCase(def)] : [];
}
