/**
 * Scenario families of a conviction burned to cancel a card aimed at its imbued (issue 30 items 2-3; tests only;
 * imbued appendix A.2; vtes-es 1.6.1.1, 6.4.3; the record `cancelInPlay`, rules/cancel.ts): an action card requiring
 * one of the listed Disciplines directed at the imbued is cancelled as it is announced, the conviction burned (an
 * action card without such a Discipline is not offered to cancel); a strike card requiring one played by the minion
 * opposing the imbued is cancelled as it is played; a card taking control of the imbued is cancelled. Each fails
 * once the card's effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { testImbued } from './imbued-scenarios';
import { TEST_RUSH } from './test-library-cards';

const TARGET = testImbued('Test Steadfast', 4);
const DOMINATOR = testVampire('Test Dominator', { dom: 1 });

/** An action entering combat with a minion, requiring Dominate. */
const DOM_RUSH: CardDef = {
  ...TEST_RUSH,
  id: 'test-dom-rush',
  name: 'Test Dom Rush',
  modes: TEST_RUSH.modes.map((m) => ({ ...m, conditions: [{ r: 'disc', disc: 'dom', level: 1 }] })),
};

/** A strike card requiring Dominate: 3 damage. */
const DOM_STRIKE: CardDef = {
  id: 'test-dom-strike',
  name: 'Test Dom Strike',
  kind: 'library',
  types: ['Combat'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [{ kind: 'combat', conditions: [{ r: 'disc', disc: 'dom', level: 1 }], effects: [{ e: 'strike', s: 'damage', dmg: 3 }] }],
  automation: 'full',
};

/** An action taking control of an ally (an imbued counts as one), requiring no Discipline. */
const SEIZE: CardDef = {
  id: 'test-seize',
  name: 'Test Seize',
  kind: 'library',
  types: ['Action'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [
    {
      kind: 'action',
      conditions: [],
      targets: { t: 'card', cards: { what: 'ally' } },
      effects: [{ e: 'prims', do: [{ p: 'takeControl', who: 'target' }] }],
    },
  ],
  automation: 'full',
};

/** The option burning a card in play to cancel, if offered now to `seat`. */
const burnOption = (sc: Scenario, seat: number): string | undefined =>
  dec(sc.s).seat === seat ? ids(sc.s).find((x) => x.startsWith('cancelp:')) : undefined;

/** Seat 0 announces `card` at seat 1's imbued; the target is chosen when the card asks for one. */
function announceAt(sc: Scenario, card: string, a: string, k: string): void {
  const c = sc.uid(card, 0, 'hand');
  sc.choose(`min:${a}`);
  const play = ids(sc.s).find((x) => x.split(':').includes(c));
  if (!play) throw new Error(`no play: ${ids(sc.s).join(' ')}`);
  sc.choose(play);
  const t = ids(sc.s).find((x) => x.split(':').includes(k));
  if (t && dec(sc.s).seat === 0) sc.choose(t);
}

/**
 * Seat 0's vampire with Dominate announces an action requiring Dominate entering combat with seat 1's imbued, which
 * bears the conviction. Measured: 100 when the card is in the ash heap with no combat, 10 when the conviction is
 * burned, 1 when the same action without a Discipline (announced first) was not offered to cancel.
 */
export const cancelActionAt = (def: CardDef): FamilyCase => ({
  family: 'conviction: an action requiring a listed Discipline directed at its imbued cancelled as announced',
  expected: 111,
  run(strip) {
    const at = (card: CardDef) => {
      const sc = new Scenario({
        defs: [def, TARGET, DOMINATOR, card],
        strip: strip ? [def.name] : [],
        seats: [
          { ready: [{ card: DOMINATOR.name, blood: 4 }], hand: [card.name] },
          { ready: [{ card: TARGET.name, blood: 4, attached: [{ card: def.name }] }] },
        ],
      });
      const c = sc.uid(card.name, 0, 'hand');
      announceAt(sc, card.name, sc.uid(DOMINATOR.name), sc.uid(TARGET.name, 1));
      return { sc, c };
    };
    // the same action without a Discipline: nothing to cancel
    const plain = !burnOption(at(TEST_RUSH).sc, 1);
    const { sc, c: dom } = at(DOM_RUSH);
    const k = sc.uid(TARGET.name, 1);
    const r = sc.uid(def.name, 1);
    const o = burnOption(sc, 1);
    if (!o) return 0;
    sc.choose(o);
    sc.s = passUntil(sc.s, (x) => !x.cancelWin, 20);
    const gone = sc.s.cards[dom].zone === 'ash' && !sc.s.combat;
    const burned = sc.s.cards[r].zone === 'ash' && sc.s.cards[k].attached.length === 0;
    return (gone ? 100 : 0) + (burned ? 10 : 0) + (plain ? 1 : 0);
  },
});

/**
 * Seat 0's vampire with Dominate enters combat with seat 1's imbued (an action without a Discipline) and plays a strike
 * requiring Dominate: the imbued's Methuselah burns the conviction to cancel it. Measured: 100 when the imbued keeps
 * its 4 life after the round, 10 when the conviction is burned and the strike card in the ash heap.
 */
export const cancelOpposingStrike = (def: CardDef): FamilyCase => ({
  family: 'conviction: a strike card requiring a listed Discipline played by the minion opposing its imbued cancelled',
  expected: 110,
  run(strip) {
    const sc = new Scenario({
      defs: [def, TARGET, DOMINATOR, DOM_STRIKE, TEST_RUSH],
      strip: strip ? [def.name] : [],
      seats: [
        { ready: [{ card: DOMINATOR.name, blood: 4 }], hand: [TEST_RUSH.name, DOM_STRIKE.name] },
        { ready: [{ card: TARGET.name, blood: 4, attached: [{ card: def.name }] }] },
      ],
    });
    const a = sc.uid(DOMINATOR.name);
    const k = sc.uid(TARGET.name, 1);
    const r = sc.uid(def.name, 1);
    const st = sc.uid(DOM_STRIKE.name, 0, 'hand');
    announceAt(sc, TEST_RUSH.name, a, k);
    sc.s = passUntil(sc.s, (x) => !x.act || (!!x.combat && x.combat.step === 'strikeA' && dec(x).seat === 0), 60);
    if (!sc.s.combat) return 0;
    const strike = ids(sc.s).find((x) => x.split(':').includes(st));
    if (!strike) throw new Error(`no strike: ${ids(sc.s).join(' ')}`);
    sc.choose(strike);
    const o = burnOption(sc, 1);
    if (!o) return 0;
    sc.choose(o);
    sc.s = passUntil(sc.s, (x) => !x.cancelWin, 20);
    // the imbued strikes with its hand, or passes: its life after the round
    sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round > 1, 60);
    const burned = sc.s.cards[r].zone === 'ash' && sc.s.cards[st].zone === 'ash';
    return (sc.s.cards[k].blood === 4 ? 100 : 0) + (burned ? 10 : 0);
  },
});

/**
 * Seat 0's vampire announces an action taking control of seat 1's imbued (no Discipline): the imbued's Methuselah burns
 * the conviction to cancel it. Measured: 100 when seat 1 still controls the imbued, 10 when the conviction is burned.
 */
export const cancelControlChange = (def: CardDef): FamilyCase => ({
  family: 'conviction: a card taking control of its imbued cancelled as played',
  expected: 110,
  run(strip) {
    const sc = new Scenario({
      defs: [def, TARGET, DOMINATOR, SEIZE],
      strip: strip ? [def.name] : [],
      seats: [
        { ready: [{ card: DOMINATOR.name, blood: 4 }], hand: [SEIZE.name] },
        { ready: [{ card: TARGET.name, blood: 4, attached: [{ card: def.name }] }] },
      ],
    });
    const a = sc.uid(DOMINATOR.name);
    const k = sc.uid(TARGET.name, 1);
    const r = sc.uid(def.name, 1);
    announceAt(sc, SEIZE.name, a, k);
    const o = burnOption(sc, 1);
    if (o) sc.choose(o);
    sc.s = passUntil(sc.s, (x) => !x.act && !x.cancelWin, 60);
    return (sc.s.cards[k].controller === 1 ? 100 : 0) + (sc.s.cards[r].zone === 'ash' ? 10 : 0);
  },
});

export const IMBUED_REACT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // React with Conviction: a control change, an action directed at the imbued or an opposing strike card (Chi, Dem, Dom, Pre, Ser)
  '101557': (def) => [cancelControlChange(def), cancelActionAt(def), cancelOpposingStrike(def)],
};
