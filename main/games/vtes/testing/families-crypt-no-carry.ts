/**
 * Scenario families of a vampire that cannot have equipment or retainers or play action cards (issue 30 item 1; tests
 * only; vtes-es 6.1.3, 6.1.4; `noCarry`, core/no-carry.ts; `cannotAct { kind: 'action' }`, core/queries.ts
 * `cannotAct`; rulings LSJ 20050315, LSJ 20010210):
 * - `noCarry`: in its minion phase, seat 0's vampire has in hand a test equipment and a test retainer and another
 *   minion of seat 0 bears a test equipment; the vampire is selected. Measured: 1 for each of the three kinds refused
 *   that are not offered (an equip action with the card in hand, an employ action with the retainer, an action taking
 *   the other minion's equipment), so 2 for "equipment", 3 for "equipment and retainers".
 * - `cannotAct { kind: 'action' }` ("cannot play action cards"): a test action card in hand. Measured: 1 when it is
 *   not offered to the vampire (another vampire of seat 0 is offered it).
 * - An own `endOfTurn` trigger after a successful employ action ("if he successfully employs a retainer, he unlocks
 *   at the end of the turn": Enkidu): the vampire employs a test retainer (unblocked), the turn ends. Measured: 1 when
 *   the vampire is unlocked as the next Methuselah's turn starts.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { GEAR } from './families-crypt';
import { type FamilyCase, testVampire } from './test-vampire';

const MATE = testVampire('Test Carry Mate', {});
const FOE = testVampire('Test Carry Foe', {});
const EQUIP = GEAR.find((d) => d.types.includes('Equipment'))!;
const HOUND = GEAR.find((d) => d.types.includes('Retainer'))!;

/** A plain action card with no requirement (its effects are none: only whether it is offered is read). */
const TEST_DEED: CardDef = {
  id: 'test-carry-deed',
  name: 'Test Carry Deed',
  kind: 'library',
  types: ['Action'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'action', conditions: [], effects: [] }],
  automation: 'full',
};

/** Seat 0's vampire (and a mate bearing the test equipment) with `hand`; the vampire is selected in the minion phase. */
function selected(def: CardDef, strip: boolean, hand: string[]) {
  const sc = new Scenario({
    seats: [
      {
        ready: [
          { card: def.name, blood: 6 },
          { card: MATE.name, blood: 4, attached: [{ card: EQUIP.name }] },
        ],
        hand,
      },
      { ready: [{ card: FOE.name, blood: 4 }] },
    ],
    defs: [def, MATE, FOE, EQUIP, HOUND, TEST_DEED],
    strip: strip ? [def.name] : [],
  });
  const u = sc.uid(def.name);
  sc.choose(`min:${u}`);
  return { sc, u };
}

const naming = (sc: Scenario, x: string) => ids(sc.s).some((o) => o.split(/[:+]/).includes(x));

const noCarryCase = (def: CardDef, types: readonly string[]): FamilyCase => ({
  family: `vampire: cannot have ${types.join(' or ')}`,
  expected: types.length === 2 ? 3 : 2,
  run(strip) {
    const { sc } = selected(def, strip, [EQUIP.name, HOUND.name]);
    const [eq, hound] = sc.s.seats[0].zones.hand;
    const worn = sc.uid(EQUIP.name, 0, 'attached');
    if (!naming(sc, hound) && !types.includes('retainer')) throw new Error(`scenario: ${def.name} is offered no employ action`);
    return (naming(sc, eq) ? 0 : 1) + (naming(sc, worn) ? 0 : 1) + (types.includes('retainer') && !naming(sc, hound) ? 1 : 0);
  },
});

const noActionCardCase = (def: CardDef): FamilyCase => ({
  family: 'vampire: cannot play action cards',
  expected: 1,
  run(strip) {
    const { sc } = selected(def, strip, [TEST_DEED.name]);
    const deed = sc.s.seats[0].zones.hand[0];
    return naming(sc, deed) ? 0 : 1;
  },
});

const unlockAfterEmployCase = (def: CardDef): FamilyCase => ({
  family: 'vampire: unlocks at the end of the turn after a successful employ action',
  expected: 1,
  run(strip) {
    const { sc, u } = selected(def, strip, [HOUND.name]);
    const hound = sc.s.seats[0].zones.hand[0];
    const o = ids(sc.s).find((x) => x.split(':').includes(hound));
    if (!o) throw new Error(`scenario: no employ action: ${ids(sc.s).join(' ')}`);
    sc.choose(o);
    sc.s = passUntil(sc.s, (x) => x.active !== 0, 60);
    if (sc.s.cards[hound].host !== u) throw new Error('scenario: the retainer was not employed');
    return sc.s.cards[u].locked ? 0 : 1;
  },
});

/** The cases of these families a vampire fits. */
export function cryptNoCarryCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.kind !== 'vampire'
      ? []
      : m.effects.flatMap((e) => {
          if (isKind(e, 'noCarry')) return [noCarryCase(def, e.types)];
          if (isKind(e, 'cannotAct') && e.kind === 'action') return [noActionCardCase(def)];
          if (
            isKind(e, 'on') &&
            e.event === 'endOfTurn' &&
            e.own &&
            e.if?.c === 'didThisTurn' &&
            e.if.kind === 'employ' &&
            e.effects.length === 1 &&
            e.effects[0].p === 'unlock'
          )
            return [unlockAfterEmployCase(def)];
          return [];
        }),
  );
}
