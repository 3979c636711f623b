/**
 * The scenario family of a vampire's own undirected action exchanging a card of the hand for a library card of the ash
 * heap (issue 30 item 1; tests only; vtes-es 6.1, 6.2.3, 1.1.2; the primitive `ashSwap { req: 'any' }`: Carlotta
 * Giovanni). Seat 0's vampire (4 blood) holds a Blood Doll, its ash heap a test action card; the action is taken
 * unblocked, the ash heap card and the Blood Doll picked. Measured: 100 when the test card is in the hand, 10 when the
 * Blood Doll is in the ash heap, 1 for each blood the vampire paid. Stripped: the action is not offered (0).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { CRYPT_TEST_ALLY } from './crypt-test-cards';
import { type FamilyCase } from './test-vampire';

function swapCase(def: CardDef, i: number, a: Ability): FamilyCase {
  const cost = a.cost.reduce((n, k) => n + (k.c === 'blood' ? k.n : 0), 0);
  return {
    family: 'offered action: a hand card for a library card of the ash heap',
    expected: 110 + cost,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 4 }], hand: ['Blood Doll'], ash: [CRYPT_TEST_ALLY.name] }, {}],
        defs: [def, CRYPT_TEST_ALLY],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const want = sc.uid(CRYPT_TEST_ALLY.name, 0, 'ash');
      const doll = sc.uid('Blood Doll', 0, 'hand');
      sc.choose(`min:${v}`);
      const use = ids(sc.s).find((x) => x === `use:${v}:${i}:${v}`);
      if (!use) return 0;
      sc.choose(use);
      const naming = (u: string) => ids(sc.s).find((x) => x.split(':').includes(u));
      sc.s = passUntil(sc.s, (x) => !x.act || !!x.pick);
      const ash = naming(want);
      if (ash) sc.choose(ash);
      const hand = naming(doll);
      if (hand) sc.choose(hand);
      return (sc.s.cards[want].zone === 'hand' ? 100 : 0) + (sc.s.cards[doll].zone === 'ash' ? 10 : 0) + (4 - sc.s.cards[v].blood);
    },
  };
}

/** The cases of this family a vampire fits: its own undirected action whose one primitive is `ashSwap { req: 'any' }`. */
export function cryptAshSwapCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects).filter((e): e is Ability => isKind(e, 'ability'));
  return abilities.flatMap((a, i) =>
    a.window === 'action' && !a.action?.target && a.effects.length === 1 && a.effects[0].p === 'ashSwap' && a.effects[0].req === 'any'
      ? [swapCase(def, i, a)]
      : [],
  );
}
