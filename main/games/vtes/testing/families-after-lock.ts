/**
 * Scenarios of an ally that locks after an unsuccessful action to damage the acting vampire (issue 29, h-combat; tests
 * only; an ability of window `after` costing `lock`, Condition "not successful", primitive `hurt { who: 'actor' }`;
 * vtes-es 6.2.3, 6.4.6): Neighborhood Watch Commander. Seat 0's test vampire bleeds seat 1, whose test vampire blocks;
 * after the combat the action is unsuccessful and seat 1 locks the ally. Measured: 10 when the ally is locked, plus the
 * blood the acting vampire lost after the combat.
 */
import type { CardDef } from '../schema/effects';
import { effectWhere, primWhere } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const ACTOR = testVampire('Test Watched Actor', {});
const BLOCKER = testVampire('Test Watch Blocker', {});

function afterLockCase(def: CardDef, mi: number, n: number): FamilyCase {
  return {
    family: 'ally locked after an unsuccessful action to damage the acting vampire',
    expected: 10 + n,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: ACTOR.name, blood: 6 }] },
          {
            ready: [
              { card: BLOCKER.name, blood: 6 },
              { card: def.name, blood: 1, mode: mi },
            ],
          },
        ],
        defs: [def, ACTOR, BLOCKER],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(ACTOR.name);
      const ally = sc.uid(def.name, 1);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(BLOCKER.name, 1)}`);
      sc.s = passUntil(sc.s, (x) => x.act?.step === 'after' || !x.act, 80);
      const before = sc.s.cards[a].blood;
      for (let i = 0; i < 10 && sc.s.act; i++) {
        const d = dec(sc.s);
        const use = d.seat === 1 ? d.options.find((o) => o.id.includes(ally)) : undefined;
        sc.choose(use ? use.id : d.options.find((o) => ['pass', 'decline', 'done', 'none'].includes(o.id))!.id);
      }
      return (sc.s.cards[ally].locked ? 10 : 0) + before - sc.s.cards[a].blood;
    },
  };
}

/** The cases a card fits: an ally mode with an `after` ability paid by locking it, hurting the acting minion. */
export function afterLockCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    if (m.kind !== 'ally') return [];
    const hurt = m.effects
      .filter(effectWhere('ability', (e) => e.window === 'after' && e.cost.some((c) => c.c === 'lock')))
      .flatMap((e) => e.effects.filter(primWhere('hurt', (p) => p.who === 'actor')));
    return hurt.length ? [afterLockCase(def, mi, hurt[0].n)] : [];
  });
}
