/**
 * The scenario family of a vampire's own aggravated hand strikes bought in combat (issue 30 item 1; tests only; the
 * window `beforeRange`, rules/combat.ts, vtes-es 6.4.2, 6.4.6): "once each round (once each combat), it can burn 1
 * blood to make the damage of its hand strikes aggravated for the current round" (Janey Pickman, Lambach), an
 * ability of the vampire itself whose primitive is `aggHand { for: 'round' }`, offered before range is determined in
 * each round (known deviation: not later in the round). The vampire bleeds, a test vampire of the prey blocks; before
 * range the ability is used and both strike with their hands. Measured: 1 when the blocker took aggravated damage,
 * plus 10 per blood paid. With the effects stripped no use is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { apply } from '../rules/kernel';
import { dec, ids } from './testing';
import { beforeRangeOf } from './families-crypt-set-range';
import { type FamilyCase, testVampire } from './test-vampire';

const BLOCKER = testVampire('Test Agg Blocker', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);

function aggCase(def: CardDef, a: Ability): FamilyCase {
  const blood = a.cost.reduce((k, c) => k + (c.c === 'blood' ? c.n : 0), 0);
  return {
    family: 'own ability before range: aggravated hand strikes this round',
    expected: 1 + 10 * blood,
    run(strip) {
      const { sc, v } = beforeRangeOf(def, BLOCKER, strip);
      const o = sc.s.combat && dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:`));
      if (!o) throw new Error(`scenario: ${def.name} offers no use before range`);
      sc.choose(o.id);
      const paid = 4 - sc.s.cards[v].blood;
      let agg = 0;
      for (let i = 0; i < 40 && sc.s.combat && sc.s.combat.round === 1; i++) {
        const opts = ids(sc.s);
        const pick = opts.includes('hand') ? 'hand' : opts.find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
        if (!pick) throw new Error(`scenario: cannot go on in ${dec(sc.s).kind}: ${opts.join(' ')}`);
        const r = apply(sc.s, dec(sc.s).seat, pick);
        for (const e of r.events)
          if (e.type === 'vtes.damage' && e.params?.agg && e.params.name === BLOCKER.name) agg += Number(e.params.agg);
        sc.s = r.state;
      }
      return (agg > 0 ? 1 : 0) + 10 * paid;
    },
  };
}

/**
 * A crypt card's own abilities of window `beforeRange` for the vampire itself whose only primitive is of kind `p` (the
 * shape of the agg-hand and equip-hand families).
 */
export function ownBeforeRange(def: CardDef, p: string): Ability[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.filter(
      (e): e is Ability =>
        isKind(e, 'ability') && e.window === 'beforeRange' && e.who?.role === 'self' && e.effects.length === 1 && e.effects[0].p === p,
    ),
  );
}

/** The cases of this family a vampire fits: its own `beforeRange` ability making its hand strikes aggravated this round. */
export function cryptAggHandCases(def: CardDef): FamilyCase[] {
  return ownBeforeRange(def, 'aggHand').flatMap((e) =>
    e.effects[0].p === 'aggHand' && e.effects[0].for === 'round' ? [aggCase(def, e)] : [],
  );
}
