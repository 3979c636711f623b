/**
 * Scenarios of the out-of-turn master cards played at a combat's damage (issue 29; tests only; vtes-es 1.6.2.4, 6.4.5,
 * 6.4.6; rules/moments.ts, rules/oot-play.ts), by official card id, run both ways by data/master-scenarios.test.ts:
 * once the strikes are chosen and their damage known, a Methuselah plays the card on the vampire about to take
 * aggravated damage (the moment's card, role `minion`): the combat ends before the damage (`endCombat`), and as it ends
 * the vampire is locked and sent to torpor, and does not unlock as normal (`torporAfterCombat`); the card burns in that
 * vampire's next unlock phase (a trigger of the card it is on).
 */
import { expect } from 'vitest';
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { dec, ids, passUntil } from './testing';

/** A vampire whose hand strikes are aggravated (its own text), bleeding. */
const CLAWED = testVampire('Test Clawed', {}, [{ e: 'ownStrikes', aggHand: true }]);
/** A vampire of the prey that blocks (3 intercept). */
const VICTIM = testVampire('Test Victim', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);

/**
 * Seat 0's clawed vampire bleeds seat 1, whose vampire (2 blood) blocks; both strike with their hands; seat 1 holds `def`
 * and plays it whenever it is offered. Returns the scenario as the combat is over (and the action too).
 */
export function aggravatedCombat(def: CardDef, strip: boolean, third = false): Scenario {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: CLAWED.name, blood: 4 }] },
      { ready: [{ card: VICTIM.name, blood: 2 }], hand: [def.name] },
      ...(third ? [{ hand: [def.name] }] : []),
    ],
    defs: [def, CLAWED, VICTIM],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(CLAWED.name);
  const v = sc.uid(VICTIM.name, 1);
  const card = sc.uid(def.name, 1, 'hand');
  const other = third ? sc.uid(def.name, 2, 'hand') : undefined;
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${v}`), 20);
  sc.choose(`block:${v}`);
  for (let i = 0; i < 80 && (sc.s.act || sc.s.combat); i++) {
    const o = ids(sc.s);
    if (other && o.some((x) => x.split(':').includes(other))) secondOffered.add(sc);
    const mine = o.find((x) => x.split(':').includes(card));
    const pick =
      mine ?? (o.includes('hand') ? 'hand' : o.find((x) => ['pass', 'decline', 'done', 'none', 'noMore', 'ootpass'].includes(x)));
    if (!pick) throw new Error(`scenario: cannot go on in ${dec(sc.s).kind}: ${o.join(' ')}`);
    sc.choose(pick);
  }
  return sc;
}

/** The scenarios in which the third Methuselah's copy was offered. */
const secondOffered = new WeakSet<Scenario>();

/** 1000 when the blocker lost no blood, 100 in torpor, 10 locked, 1 with the card on it. */
function measure(sc: Scenario, def: CardDef): number {
  const v = sc.uid(VICTIM.name, 1);
  const c = sc.s.cards[v];
  const on = c.attached.some((u) => sc.s.cards[u].cid === def.id);
  return (c.blood === 2 ? 1000 : 0) + (c.zone === 'torpor' ? 100 : 0) + (c.locked ? 10 : 0) + (on ? 1 : 0);
}

export const MASTER_MOMENT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Rötschreck: played as the blocker is about to take aggravated damage: no damage, the combat ends, the blocker
  // locked in torpor with the card on it
  '101654': (def) => [
    {
      family: 'out of turn at aggravated damage: the combat ends, the vampire locked and sent to torpor with the card',
      expected: 1111,
      run: (strip) => measure(aggravatedCombat(def, strip), def),
    },
  ],
};

/** The checks of the rulings of testing/rulings-master-moment.ts, by entry key; `def` reads a card's definition by official id. */
export function masterMomentRulings(def: (id: string) => CardDef): Record<string, () => void> {
  return {
    // RTR 19980623: the card goes on the vampire that would receive the aggravated damage, not on its striker
    'rotschreck-on-damaged': () => {
      const d = def('101654');
      const sc = aggravatedCombat(d, false);
      const a = sc.uid(CLAWED.name);
      expect([sc.s.cards[a].zone, sc.s.cards[a].attached.length, sc.s.cards[sc.uid(VICTIM.name, 1)].attached.length]).toEqual([
        'ready',
        0,
        1,
      ]);
    },
    // LSJ 19990217: the combat ends at once, before the damage: the striker (4 blood) took no damage either, and the
    // card burns in its vampire's next unlock phase, the vampire staying locked (it does not unlock as normal)
    'rotschreck-combat-ends': () => {
      const d = def('101654');
      const sc = aggravatedCombat(d, false, true);
      const a = sc.uid(CLAWED.name);
      const v = sc.uid(VICTIM.name, 1);
      // the third Methuselah's copy was never offered
      expect([sc.s.cards[a].blood, secondOffered.has(sc)]).toEqual([4, false]);
      sc.s = passUntil(sc.s, (x) => x.active === 1 && x.phase !== 'unlock', 200);
      expect([sc.s.cards[v].zone, sc.s.cards[v].locked, sc.s.cards[v].attached.length, sc.s.seats[1].zones.ash.length]).toEqual([
        'torpor',
        true,
        0,
        1,
      ]);
    },
  };
}
