/**
 * Scenarios of an action card put on the acting vampire that gives it intercept and spares it the lock of its blocks of
 * vampires no older than it, burnable by any vampire with less stealth for some (issue 29; tests only; records: `attach`,
 * `mod` intercept, `blockNoLock` read on a card on the blocker, `burnableByAction { others, bearer, stealthIf }`):
 * Atonement. Each plays the card through the engine's decisions and fails once its effects are stripped
 * (data/coverage-gate.test.ts and data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { statBonus } from '../core/queries';

const PENITENT = testVampire('Test Penitent', {}, [], 'Caitiff', { capacity: 5 });
const YOUNG = testVampire('Test Young Bleeder', {}, [], 'Caitiff', { capacity: 4 });
const ELDER = testVampire('Test Sly Elder', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }], 'Caitiff', { capacity: 7 });
const SETITE = testVampire('Test Setite', {}, [], 'Follower of Set', { capacity: 6 });

/** Seat 0's capacity 5 vampire plays `def`: the card on it (1), its intercept from it (tens). */
function playCase(def: CardDef) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      seats: [{ ready: [{ card: PENITENT.name, blood: 4 }], hand: [def.name] }, { ready: [{ card: YOUNG.name, blood: 3 }] }],
      defs: [def, PENITENT, YOUNG],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(PENITENT.name);
    const c = sc.uid(def.name, 0, 'hand');
    sc.play(def.name, { by: PENITENT.name });
    sc.s = passUntil(sc.s, (x) => !x.act);
    return (sc.s.cards[c].host === v ? 1 : 0) + 10 * statBonus(sc.s, 'intercept', v);
  };
}

/** Seat 1's `who` bleeds seat 0, whose vampire `v` attempts to block when offered: the pool seat 0 lost. */
function bleedAt(sc: Scenario, who: string, v: string): number {
  const before = sc.pool(0);
  const u = sc.uid(who, 1);
  sc.choose(`min:${u}`).choose(`bleed:${u}`);
  sc.s = passUntil(sc.s, (x) => !x.act || ids(x).includes(`block:${v}`));
  if (sc.s.act && dec(sc.s).seat === 0) sc.choose(`block:${v}`);
  sc.s = passUntil(sc.s, (x) => !x.act);
  return before - sc.pool(0);
}

/**
 * The card on seat 0's capacity 5 vampire: it blocks a younger vampire's bleed and stays unlocked (1), then blocks an
 * older vampire's +1 stealth bleed with the card's intercept (tens: no pool lost) and locks (hundreds).
 */
function blockCase(def: CardDef) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      active: 1,
      phase: 'minion',
      seats: [
        { pool: 20, ready: [{ card: PENITENT.name, blood: 5, attached: [{ card: def.name }] }] },
        {
          ready: [
            { card: YOUNG.name, blood: 3 },
            { card: ELDER.name, blood: 3 },
          ],
        },
      ],
      defs: [def, PENITENT, YOUNG, ELDER],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(PENITENT.name);
    bleedAt(sc, YOUNG.name, v);
    const unlocked = sc.s.cards[v].locked ? 0 : 1;
    const lost = bleedAt(sc, ELDER.name, v);
    return unlocked + (lost === 0 ? 10 : 0) + (sc.s.cards[v].locked ? 100 : 0);
  };
}

/**
 * Seat 1's Follower of Set is offered to burn the card on seat 0's vampire (1), at -1 stealth as seat 0 may block (tens),
 * and burns it, unblocked (hundreds).
 */
function burnCase(def: CardDef) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      active: 1,
      phase: 'minion',
      seats: [{ ready: [{ card: PENITENT.name, blood: 5, attached: [{ card: def.name }] }] }, { ready: [{ card: SETITE.name, blood: 3 }] }],
      defs: [def, PENITENT, SETITE],
      strip: strip ? [def.name] : [],
    });
    const c = sc.uid(def.name);
    const u = sc.uid(SETITE.name, 1);
    sc.choose(`min:${u}`);
    const burn = ids(sc.s).find((x) => x.startsWith('burnAct:') && x.split(':').includes(c));
    if (!burn) return 0;
    sc.choose(burn);
    const stealth = sc.s.act?.stealth === -1 ? 10 : 0;
    sc.s = passUntil(sc.s, (x) => !x.act);
    return 1 + stealth + (sc.s.cards[c].zone === 'ash' ? 100 : 0);
  };
}

export const BLOCK_SPARED_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Atonement: on the acting vampire, +1 intercept, no lock for blocking a vampire no older; any vampire burns it, a
  // Follower of Set with -1 stealth
  '100109': (def) => [
    { family: 'on the acting vampire, +1 intercept', expected: 11, run: playCase(def) },
    { family: 'no lock for blocking a younger vampire, the lock for an older one', expected: 111, run: blockCase(def) },
    { family: 'burned by a Follower of Set at -1 stealth', expected: 111, run: burnCase(def) },
  ],
};
