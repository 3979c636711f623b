/**
 * The scenario family of a vampire's own stealth for the acting minion of its Methuselah, paid by a discarded card of a
 * type (issue 30 item 1; tests only; vtes-es 6.2.2.2, 1.6.1.2; an ability of window `stealth` for the role `actor`, paid
 * by a `discard` cost of a type, during its Methuselah's turn: Maila). Seat 0's test vampire bleeds seat 1 beside the
 * vampire, a test political action card in hand; seat 1's +5 intercept test vampire blocks. In the stealth step the use
 * naming that card is chosen. Measured: the stealth gained, plus 10 when the card is in the ash heap. Stripped: no use (0).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { COST_TYPE_NAMES } from '../core/cost-mods';
import { ids } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './test-library-cards';
import { type FamilyCase, testVampire } from './test-vampire';

const RUNNER = testVampire('Test Stealth Runner', {});
const WARDEN = testVampire('Test Stealth Warden', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);

function actorDiscardCase(def: CardDef, type: keyof typeof COST_TYPE_NAMES, n: number): FamilyCase {
  const paid = testLibraryCard('Test Paid Card', COST_TYPE_NAMES[type], { kind: 'action', conditions: [], effects: [] });
  return {
    family: "vampire's own stealth for the acting minion, paid by a discarded card",
    expected: n + 10,
    run(strip) {
      const sc = new Scenario({
        seats: [
          {
            ready: [
              { card: def.name, blood: 3 },
              { card: RUNNER.name, blood: 3 },
            ],
            hand: [paid.name],
          },
          { ready: [{ card: WARDEN.name, blood: 3 }] },
        ],
        defs: [def, RUNNER, WARDEN, paid],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const runner = sc.uid(RUNNER.name);
      const card = sc.uid(paid.name, 0, 'hand');
      sc.choose(`min:${runner}`)
        .choose(`bleed:${runner}`)
        .choose(`block:${sc.uid(WARDEN.name, 1)}`);
      const before = sc.s.act!.stealth;
      const use = ids(sc.s).find((x) => x.split(':').includes(v) && x.split(':').includes(card));
      if (!use) return 0;
      sc.choose(use);
      return (sc.s.act?.stealth ?? before) - before + (sc.s.cards[card].zone === 'ash' ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits: its own `stealth` ability for the acting minion, paid by a card of a type. */
export function cryptActorDiscardCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects).filter((e): e is Ability => isKind(e, 'ability'));
  return abilities.flatMap((a) => {
    const p = a.effects[0];
    const k = a.cost[0];
    return a.window === 'stealth' &&
      a.who?.role === 'actor' &&
      a.cost.length === 1 &&
      k.c === 'discard' &&
      k.type &&
      !k.n &&
      !k.x &&
      a.effects.length === 1 &&
      p.p === 'bonus' &&
      p.stat === 'stealth' &&
      typeof p.n === 'number'
      ? [actorDiscardCase(def, k.type, p.n)]
      : [];
  });
}
