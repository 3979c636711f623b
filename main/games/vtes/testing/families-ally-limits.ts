/**
 * Scenarios of an ally's own limits (issue 29; tests only): immune to non-aggravated damage (the record `immune`,
 * rules/damage-immune.ts; vtes-es 6.4.6: Tye Cooper) and "cannot take actions" (`cannotAct { kind: 'any' }`, rules/minion.ts
 * `canAct`; vtes-es 6.1: Hellhound); with Tye Cooper's action burning a minion in torpor for an ash heap card. Each plays
 * the card through the engine's decisions and fails once its effects are stripped (data/coverage-gate.test.ts runs them
 * both ways).
 */
import type { CardDef } from '../schema/effects';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './action-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

const BRUTE = testVampire('Test Brute', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);
const SLEEPER = testVampire('Test Sleeper', {});
const HOST = testVampire('Test Host', {});
/** A plain action card anybody may play (the ally is offered it unless it cannot act). */
const ERRAND = testLibraryCard('Test Errand', 'Action', {
  kind: 'action',
  conditions: [],
  effects: [{ e: 'prims', do: [{ p: 'move', n: 1, from: 'bank', to: 'pool' }] }],
});

/**
 * Seat 0's ally (1 life) bleeds seat 1, whose strength-3 vampire blocks; both strike with their hands: the ally immune to
 * non-aggravated damage is still ready (1) with its life (10 × life).
 */
function immuneCase(def: CardDef, life: number): FamilyCase {
  return {
    family: 'an ally immune to non-aggravated damage',
    expected: 1 + 10 * life,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: def.name, blood: life }] }, { ready: [{ card: BRUTE.name, blood: 4 }] }],
        defs: [def, BRUTE],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(def.name);
      const b = sc.uid(BRUTE.name, 1);
      if (!ids(sc.s).includes(`min:${a}`)) return 0;
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${b}`) || !x.act, 20);
      if (!sc.s.act) return 0;
      sc.choose(`block:${b}`);
      for (let i = 0; i < 60 && (sc.s.act || sc.s.combat); i++) {
        const o = ids(sc.s);
        // both strike with their hands; every other step passes
        sc.choose(o.includes('hand') ? 'hand' : (o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]));
      }
      return sc.s.cards[a].zone === 'ready' ? 1 + 10 * sc.s.cards[a].blood : 0;
    },
  };
}

/** Seat 0's minion phase, the ally unlocked, a plain action card in hand: 1 if the ally is not offered to act (a vampire is). */
function cannotActCase(def: CardDef): FamilyCase {
  return {
    family: 'an ally that cannot take actions',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [
          {
            ready: [
              { card: def.name, blood: 2 },
              { card: HOST.name, blood: 3 },
            ],
            hand: [ERRAND.name],
          },
          {},
        ],
        defs: [def, HOST, ERRAND],
        strip: strip ? [def.name] : [],
      });
      const o = ids(sc.s);
      return (o.includes(`min:${sc.uid(def.name)}`) ? 0 : 1) + (o.includes(`min:${sc.uid(HOST.name)}`) ? 10 : 0);
    },
  };
}

/**
 * Seat 0's ally burns seat 1's vampire in torpor by its (D) action, nobody blocks; then a library card of its Methuselah's ash
 * heap goes to hand: 10 if the vampire burned, 1 if the card is in hand.
 */
function burnTorporCase(def: CardDef): FamilyCase {
  return {
    family: 'an ally burning a minion in torpor, then an ash heap card to hand',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: def.name, blood: 1 }], ash: [ERRAND.name] }, { torpor: [{ card: SLEEPER.name, blood: 1 }] }],
        defs: [def, SLEEPER, ERRAND],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(def.name);
      const v = sc.uid(SLEEPER.name, 1);
      const card = sc.uid(ERRAND.name, 0, 'ash');
      if (!ids(sc.s).includes(`min:${a}`)) return 0;
      sc.choose(`min:${a}`);
      const o = ids(sc.s).find((x) => x.startsWith(`use:${a}:`) && x.split(':').includes(v));
      if (!o) return 0;
      sc.choose(o);
      for (let i = 0; i < 30 && (sc.s.act || sc.s.pick); i++) {
        const p = ids(sc.s);
        // the ash heap card chosen (the pick names it), else pass
        sc.choose(p.find((x) => x.split(':').includes(card)) ?? p.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? p[0]);
      }
      return (sc.s.cards[v].zone === 'ash' ? 10 : 0) + (sc.s.cards[card].zone === 'hand' ? 1 : 0);
    },
  };
}

const TREMERE = testVampire('Test Warlock', {}, [], 'Tremere');
const OTHER = testVampire('Test Bystander', {});

/** Seat 0's minion phase: the ally's (D) action to enter combat is offered at seat 1's Tremere (10), not at its other vampire (1). */
function clanTargetCase(def: CardDef): FamilyCase {
  return {
    family: "an ally's action to enter combat with a vampire of one clan",
    expected: 10,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [
          { ready: [{ card: def.name, blood: 2 }] },
          {
            ready: [
              { card: TREMERE.name, blood: 3 },
              { card: OTHER.name, blood: 3 },
            ],
          },
        ],
        defs: [def, TREMERE, OTHER],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(def.name);
      if (!ids(sc.s).includes(`min:${a}`)) return 0;
      sc.choose(`min:${a}`);
      const at = (t: string) => ids(sc.s).some((x) => x.startsWith(`use:${a}:`) && x.split(':').includes(t));
      return (at(sc.uid(TREMERE.name, 1)) ? 10 : 0) + (at(sc.uid(OTHER.name, 1)) ? 1 : 0);
    },
  };
}

const SNEAK = testVampire('Test Sneak', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);

/**
 * Seat 1's sneak (+1 stealth) bleeds seat 0, whose ally (4 life) attempts to block; in the intercept step it pays 1 life for
 * +1 intercept when offered: 1 if the block then succeeds (their combat), + 10 for the life paid.
 */
function lifeForInterceptCase(def: CardDef): FamilyCase {
  return {
    family: 'an ally paying life for intercept once during a directed action',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        active: 1,
        seats: [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [{ card: SNEAK.name, blood: 3 }] }],
        defs: [def, SNEAK],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(SNEAK.name, 1);
      const v = sc.uid(def.name);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      if (!ids(sc.s).includes(`block:${v}`)) return 0;
      sc.choose(`block:${v}`);
      const use = sc.s.act && ids(sc.s).find((x) => x !== 'pass' && x.split(':').includes(v));
      if (!use) return 0;
      sc.choose(use);
      sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act, 20);
      return (sc.s.combat ? 1 : 0) + 10 * (4 - sc.s.cards[v].blood);
    },
  };
}

/** Seat 0's ally (1 life) steals from seat 1's vampire (3 blood) by its +1 stealth (D) action, unblocked: its life gained, + 10 × the blood lost. */
function stealCase(def: CardDef): FamilyCase {
  return {
    family: 'an ally stealing blood or life from a minion as an action',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: def.name, blood: 1 }] }, { ready: [{ card: OTHER.name, blood: 3 }] }],
        defs: [def, OTHER],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(def.name);
      const v = sc.uid(OTHER.name, 1);
      if (!ids(sc.s).includes(`min:${a}`)) return 0;
      sc.choose(`min:${a}`);
      const o = ids(sc.s).find((x) => x.startsWith(`use:${a}:`) && x.split(':').includes(v));
      if (!o) return 0;
      sc.choose(o);
      sc.s = passUntil(sc.s, (x) => !x.act, 30);
      return sc.s.cards[a].blood - 1 + 10 * (3 - sc.s.cards[v].blood);
    },
  };
}

export const ALLY_LIMITS_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Tye Cooper: unique wraith, 1 life, 1 bleed; a (D) action burning a minion in torpor, then a library card of the ash heap
  // to hand (discarding down after); immune to non-aggravated damage
  '102053': (def) => [immuneCase(def, 1), burnTorporCase(def)],
  // Hellhound: 2 life, 1 strength; cannot take actions; 1 life from the bank in its own unlock phase while it has only 1
  '100911': (def) => [cannotActCase(def)],
  // Order of Hermes Cabal: unique mage, 2 life, 1 bleed; a 1R aggravated strike; a (D) action to enter combat with another
  // Methuselah's Tremere
  '101329': (def) => [clanTargetCase(def)],
  // Harzomatuili: unique werewolf, 4 life, 2 strength; a maneuver each combat; aggravated hand strikes; once in a directed
  // action, 1 life for +1 intercept; 1 life in its unlock phase below 4
  '100890': (def) => [lifeForInterceptCase(def)],
  // Impundulu: unique demon, 1 life, flight; a maneuver each combat; a 1R strike; a +1 stealth (D) action stealing 1 blood
  // or life from a minion
  '100966': (def) => [stealCase(def)],
};
