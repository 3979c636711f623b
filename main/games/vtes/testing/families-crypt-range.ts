/**
 * The scenario family of a vampire's own ability before range is determined (issue 30 item 1; tests only; the window
 * `beforeRange`, rules/combat.ts, vtes-es 6.4.2): "once each combat, it can discard a political action card before
 * range is determined to get +2 strength that combat" (Kasim Bayar). The vampire bleeds (a political action card in
 * its Methuselah's hand), a test vampire of the prey blocks; before range the ability is used. Measured: the
 * vampire's strength gained, the blood it paid (10 each) and the cards discarded to the ash heap (100 each). With the effects
 * stripped no use is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { strengthOf } from '../core/queries';
import { dec } from './testing';
import { beforeRangeOf } from './families-crypt-set-range';
import { type FamilyCase, testVampire } from './test-vampire';
import { TEST_REFERENDUM } from './families-votes';

const BLOCKER = testVampire('Test Range Blocker', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);

function strengthCase(def: CardDef, a: Ability, n: number): FamilyCase {
  const blood = a.cost.reduce((k, c) => k + (c.c === 'blood' ? c.n : 0), 0);
  const discards = a.cost.filter((c) => c.c === 'discard').length;
  return {
    family: 'own ability before range: strength for the combat',
    expected: n + 10 * blood + 100 * discards,
    run(strip) {
      const { sc, v } = beforeRangeOf(def, BLOCKER, strip, [TEST_REFERENDUM.name], [TEST_REFERENDUM]);
      const o = sc.s.combat && dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:`));
      if (!o) throw new Error(`scenario: ${def.name} offers no use before range`);
      const str = strengthOf(sc.s, v);
      const ash = sc.s.seats[0].zones.ash.length;
      sc.choose(o.id);
      return strengthOf(sc.s, v) - str + 10 * (4 - sc.s.cards[v].blood) + 100 * (sc.s.seats[0].zones.ash.length - ash);
    },
  };
}

/** The cases of this family a vampire fits: its own `beforeRange` ability giving strength only. */
export function cryptRangeCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) => {
      if (!isKind(e, 'ability') || e.window !== 'beforeRange' || e.who?.role !== 'self') return [];
      const n = e.effects.reduce((k, p) => k + (p.p === 'strength' && !p.set && !p.for ? p.n : 0), 0);
      return n && e.effects.every((p) => p.p === 'strength') ? [strengthCase(def, e, n)] : [];
    }),
  );
}
