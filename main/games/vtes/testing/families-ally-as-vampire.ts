/**
 * Scenarios of an ally playing cards "as a vampire" (issue 29; tests only; the record `asVampire`, core/ally-as-vampire.ts;
 * vtes-es 1.6.1.3, G00083, G00085): High Top, Rock Cat, Rafastio Ghoul, Ghouled Street Thug, Talaq, Herald of Topheth. The
 * ally blocks another Methuselah's vampire bleeding its Methuselah; its Methuselah holds a combat card requiring the record's first Discipline at the basic level, "a
 * vampire" and the record's capacity, and one requiring that Discipline at the superior level. Each plays the card
 * through the engine's decisions and fails once its effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef, Condition, Mode } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { strengthOf } from '../core/queries';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './action-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

const FOE = testVampire('Test Foe', {});

/** A combat card of one mode (+1 strength this round) under these requirements. */
const trick = (name: string, conditions: Condition[]): CardDef =>
  testLibraryCard(name, 'Combat', {
    kind: 'combat',
    conditions,
    effects: [{ e: 'prims', do: [{ p: 'strength', n: 1, for: 'round' }] }],
  } satisfies Mode);

/** The ally's `asVampire` record (its first mode). */
function record(def: CardDef) {
  const a = def.modes[0]?.effects.find((e) => isKind(e, 'asVampire'));
  if (!a || !isKind(a, 'asVampire')) throw new Error(`scenario: ${def.name} has no asVampire record`);
  return a;
}

/**
 * Measured: 1 if the basic card is offered to the ally in its combat, 10 if the superior one is (never: basic level only),
 * 100 if the basic card, played, gives the ally its +1 strength; expected 101.
 */
function asVampireCase(def: CardDef): FamilyCase {
  const a = record(def);
  const disc = a.discs[0];
  const basic = trick('Test Basic Trick', [
    { r: 'disc', disc, level: 1 },
    { r: 'vampire' },
    ...(a.capacity ? [{ r: 'capacity', min: a.capacity, max: a.capacity } as const] : []),
  ]);
  const sup = trick('Test Superior Trick', [{ r: 'disc', disc, level: 2 }]);
  const life = def.modes[0].effects.find((e) => isKind(e, 'ally'));
  return {
    family: 'an ally playing cards requiring a Discipline as a vampire',
    expected: 101,
    run(strip) {
      // seat 1's vampire bleeds seat 0, whose ally blocks: their combat
      const sc = new Scenario({
        phase: 'minion',
        active: 1,
        seats: [
          { ready: [{ card: def.name, blood: life && isKind(life, 'ally') ? life.life : 3 }], hand: [basic.name, sup.name] },
          { ready: [{ card: FOE.name, blood: 4 }] },
        ],
        defs: [def, FOE, basic, sup],
        strip: strip ? [def.name] : [],
      });
      const ally = sc.uid(def.name, 0);
      const v = sc.uid(FOE.name, 1);
      const b = sc.uid(basic.name, 0, 'hand');
      const p = sc.uid(sup.name, 0, 'hand');
      sc.choose(`min:${v}`).choose(`bleed:${v}`);
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${ally}`) || !x.act, 20);
      if (!sc.s.act) return 0;
      sc.choose(`block:${ally}`);
      let out = 0;
      for (let i = 0; i < 60 && (sc.s.act || sc.s.combat); i++) {
        const mine = !!sc.s.combat && dec(sc.s).seat === 0;
        const offered = ids(sc.s);
        if (mine && offered.some((x) => x.split(':')[1] === p)) out |= 2;
        const play = mine ? offered.find((x) => x.startsWith('card:') && x.split(':')[1] === b) : undefined;
        if (play) {
          const before = strengthOf(sc.s, ally);
          sc.choose(play);
          out |= 1;
          if (strengthOf(sc.s, ally) === before + 1) out |= 4;
          break;
        }
        // on: pass where one may, else a hand strike
        const on = offered.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? (offered.includes('hand') ? 'hand' : offered[0]);
        sc.choose(on);
      }
      return (out & 1 ? 1 : 0) + (out & 2 ? 10 : 0) + (out & 4 ? 100 : 0);
    },
  };
}

export const ALLY_AS_VAMPIRE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // High Top: unique werewolf, 3 life, 1 strength; +1 intercept; a (D) action to enter combat with another Methuselah's
  // minion; an additional strike each round, a maneuver each combat; basic Celerity cards as a 4-capacity vampire; 1 life
  // in the unlock phase below 3
  '100929': (def) => [asVampireCase(def)],
  // Rock Cat: 4 life, 3 strength; a (D) action to enter combat with a ready minion; opposing vampires of capacity 3 or less
  // cannot strike in round 1; a press each combat; basic Potence cards as a 3-capacity vampire
  '101645': (def) => [asVampireCase(def)],
  // Rafastio Ghoul: 2 life, 1 strength, 1 bleed; basic Thaumaturgy cards as a 3-capacity vampire
  '101537': (def) => [asVampireCase(def)],
  // Ghouled Street Thug: 2 life, 1 strength; a 1R strike; basic Potence cards as a 2-capacity vampire
  '100821': (def) => [asVampireCase(def)],
  // Talaq, The Immortal: unique, 3 life; a 1R strike; basic Quietus or Thaumaturgy cards as a 3-capacity vampire; a
  // maneuver each combat
  '101930': (def) => [asVampireCase(def)],
  // Herald of Topheth: 5 life, 3 strength, 1 bleed, flight, infernal; basic Daimoinon, Potence or Presence cards as a
  // 5-capacity vampire; a (D) action to enter combat with a minion; 1 life in its unlock phase at 4 or fewer
  '100912': (def) => [asVampireCase(def)],
};
