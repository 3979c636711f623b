/**
 * The scenario family of a vampire's own discard of a card requiring a Discipline whenever its Methuselah is asked during
 * its own turn, once each turn (issue 30 item 1; tests only; vtes-es 1.6.1.2; an ability of window `any` paid by a
 * `discard` cost, its option naming the hand card: Katherine Stoddard). Seat 0's vampire is ready in its minion phase,
 * two test cards requiring the Discipline in hand. Measured: 100 when the use offered discarded the card it named, 10
 * when the hand was drawn back up (to its size), 1 when a second use is not offered this turn. Stripped: no use (1).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { ids } from './testing';
import { Scenario } from './scenario';
import { discBleed } from './families-crypt';
import type { FamilyCase } from './test-vampire';

function anyDiscardCase(def: CardDef, disc: string): FamilyCase {
  const card = { ...discBleed(disc), libDisc: [[disc]] };
  return {
    family: "vampire's own discard of a card of a Discipline, once each turn",
    expected: 111,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 3 }], hand: [card.name, card.name, 'Blood Doll'] }, {}],
        defs: [def, card],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const hand = sc.s.seats[0].zones.hand;
      const [first] = hand;
      const before = hand.length;
      const useOf = () => ids(sc.s).find((x) => x.startsWith(`use:${v}:`));
      const use = useOf();
      if (use) sc.choose(use);
      const named = use?.split(':').includes(first) ? first : hand.find((h) => use?.split(':').includes(h));
      const discarded = named !== undefined && sc.s.cards[named].zone === 'ash' ? 100 : 0;
      const drawn = use && sc.s.seats[0].zones.hand.length >= before ? 10 : 0;
      return discarded + drawn + (useOf() ? 0 : 1);
    },
  };
}

/** The cases of this family a vampire fits: its own `any` ability whose only cost discards a card of a Discipline. */
export function cryptAnyDiscardCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects).filter((e): e is Ability => isKind(e, 'ability'));
  return abilities.flatMap((a) => {
    const k = a.cost[0];
    return a.window === 'any' && a.who?.role === 'self' && a.cost.length === 1 && k.c === 'discard' && k.disc && !k.n && !k.x
      ? [anyDiscardCase(def, k.disc)]
      : [];
  });
}
