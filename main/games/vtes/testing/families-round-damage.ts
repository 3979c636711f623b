/**
 * Scenario families of combat cards played before range that change what a round's strikes do (issue 29;
 * tests only; vtes-es 6.4.3, 6.4.5, 6.4.6): the damage past the first of each round prevented for the rest of
 * the combat (`preventPastFirst`: Flesh of Marble) and a strike the minion can make this round, ranged, that
 * steals blood (`roundStrike`: Hunger of Marduk). Played through the engine's decisions by card names in the
 * combat of a blocked bleed between seat 0's test vampire holding the card and seat 1's strength 3 brute.
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const plainReqs = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].every((c) => c.r === 'disc' || c.r === 'clan');
const primsIn = (m: Mode): Prim[] => m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));

/** A strength 3 brute. */
const BRUTE = testVampire('Test Brute', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);
/** A strike card: 3 aggravated damage. */
export const TEST_FANGS: CardDef = {
  id: 'test-fangs',
  name: 'Test Fangs',
  kind: 'library',
  types: ['Combat'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'strike', s: 'damage', dmg: 3, agg: true }] }],
  automation: 'full',
};

/**
 * Seat 0's test actor (Disciplines of the mode) holding `def` bleeds, seat 1's brute (holding the test fangs)
 * blocks; the actor plays `def`'s mode `mi` before range is determined, in its first turn to do so.
 */
export function brutePlayedBeforeRange(def: CardDef, mi: number, strip: boolean) {
  const m = def.modes[mi];
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
      { ready: [{ card: BRUTE.name, blood: 6 }], hand: [TEST_FANGS.name] },
    ],
    defs: [def, actor, BRUTE, TEST_FANGS],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(BRUTE.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  sc.s = passUntil(sc.s, (x) => (x.combat?.step === 'preRange' && dec(x).seat === 0) || !x.act);
  sc.play(def.name, { mode: mi });
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  return { sc, a, o };
}

/**
 * Damage past the first of each round prevented: the brute strikes the actor, who does not strike, with its
 * hand (3 damage), and in another game with the test fangs (3 aggravated). 100 times the blood lost to the
 * hand strike, plus the blood lost to the fangs and 10 if the actor went to torpor: 112 at basic (aggravated
 * damage lands), 110 with `agg`; 312 without the card.
 */
function pastFirstCase(def: CardDef, mi: number, agg: boolean): FamilyCase {
  const fight = (strip: boolean, fangs: boolean) => {
    const { sc, a } = brutePlayedBeforeRange(def, mi, strip);
    sc.choose('none');
    if (fangs) sc.play(TEST_FANGS.name);
    else sc.choose('hand');
    sc.s = passUntil(sc.s, (x) => !x.combat);
    return 6 - sc.s.cards[a].blood + (sc.s.cards[a].zone === 'torpor' ? 10 : 0);
  };
  return {
    family: `preventPastFirst${agg ? ':agg' : ''}`,
    expected: 100 + (agg ? 10 : 12),
    run: (strip) => 100 * fight(strip, false) + fight(strip, true),
  };
}

/** A strike this round, ranged, stealing n blood: the actor makes it (the brute does not strike); the blood the brute lost. */
function roundStrikeCase(def: CardDef, mi: number, n: number): FamilyCase {
  return {
    family: 'roundStrike',
    expected: n,
    run(strip) {
      const { sc, o } = brutePlayedBeforeRange(def, mi, strip);
      if (!dec(sc.s).options.some((x) => x.id === 'rstrike')) throw new Error('scenario: no strike of the round');
      sc.choose('rstrike').choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 6 - sc.s.cards[o].blood;
    },
  };
}

/** The families a card's before-range modes fit. */
export function roundDamageFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    if (m.kind !== 'combat' || m.window?.combat !== 'beforeRange' || m.if || !plainReqs(def, m) || m.effects.length !== 1) return;
    const ps = primsIn(m);
    if (ps.length !== 1) return;
    const p = ps[0];
    if (p.p === 'preventPastFirst') out.push(pastFirstCase(def, mi, !!p.agg));
    if (p.p === 'roundStrike') out.push(roundStrikeCase(def, mi, p.steal));
  });
  return out;
}
