/**
 * The scenario family of a vampire's own offered action paid by discarding a card of a type from the hand, chosen as
 * it is announced (issue 30 item 1; tests only; vtes-es 6.2.1, 1.6.1.2; the option `useDisc`, vocab/offers.ts: Talbot
 * "discard a master card to enter combat with a minion as a (D) action"). Seat 0's vampire (4 blood) holds a test card
 * of the type and a test card of another type, its library 5 cards; seat 1 controls a test vampire. Measured: 100 when
 * no option discards the card of the other type, 10 when the card of the type is in the ash heap and the hand
 * drew from the library as the action is announced, 1 when the combat with the target starts. Stripped: the action
 * is not offered (0).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { COST_TYPE_NAMES } from '../core/cost-mods';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './test-library-cards';
import { type FamilyCase, testVampire } from './test-vampire';

const FOE = testVampire('Test Discard Foe', {}, [], 'Caitiff', { capacity: 4 });
/** A card of a type that is never the one asked (an action card when a master card is asked, else a master card). */
const card = (type: string): CardDef =>
  testLibraryCard(`Test Paid ${type}`, type, { kind: type === 'Master' ? 'master' : 'action', conditions: [], effects: [] });

function discardActionCase(def: CardDef, i: number, a: Ability, type: string): FamilyCase {
  const paid = card(type);
  const other = card(type === 'Master' ? 'Action' : 'Master');
  return {
    family: `offered action paid by a discarded ${type.toLowerCase()} card`,
    expected: 111,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: def.name, blood: 4 }], hand: [paid.name, other.name], library: Array(5).fill(other.name) },
          { ready: [{ card: FOE.name, blood: 4 }] },
        ],
        defs: [def, FOE, paid, other],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const o = sc.uid(FOE.name, 1);
      const h = sc.uid(paid.name, 0, 'hand');
      const x = sc.uid(other.name, 0, 'hand');
      sc.choose(`min:${v}`);
      const offers = dec(sc.s).options.filter((y) => y.id.startsWith(`useDisc:${v}:${i}:${v}:`));
      if (!offers.length) return 0;
      let n = offers.some((y) => y.id.endsWith(`:${x}`)) ? 0 : 100;
      const pick = offers.find((y) => y.id === `useDisc:${v}:${i}:${v}:${o}:${h}`);
      if (!pick) return n;
      sc.choose(pick.id);
      const z = sc.s.seats[0].zones;
      if (sc.s.cards[h].zone === 'ash' && z.hand.length > 1 && z.library.length < 5) n += 10;
      if (passUntil(sc.s, (y) => !!y.combat || !y.act).combat?.b === o) n += 1;
      return n;
    },
  };
}

/** The cases of this family a vampire fits: its own action entering combat, paid by a discarded card of a type. */
export function cryptDiscardActionCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects).filter((e): e is Ability => isKind(e, 'ability'));
  return abilities.flatMap((a, i) => {
    const d = a.cost.find((k) => k.c === 'discard');
    return a.window === 'action' && a.action?.combat && a.action.target && d?.c === 'discard' && d.type && !d.disc
      ? [discardActionCase(def, i, a, COST_TYPE_NAMES[d.type])]
      : [];
  });
}
