/**
 * Scenarios of an ability that unlocks a minion to attempt to block at once (issue 29; tests only; the primitive
 * `unlockToBlock`, vocab/prims/unlock-to-block.ts, made by rules/action.ts in the block step): Under Siege, Eternal
 * Vigilance. Each plays
 * the card through the engine's decisions and fails once its effects are stripped (data/coverage-gate.test.ts and
 * data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { dec, passUntil, usesOf } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';

const BISHOP = testVampire('Test Sabbat Bishop', {}, [], 'Caitiff', { sect: 'sabbat', title: 'bishop' });
const SABBAT = testVampire('Test Sabbat Guard', {}, [], 'Caitiff', { sect: 'sabbat' });
const BLEEDER = testVampire('Test Bleeder', {});

const ARCHBISHOP = testVampire('Test Sabbat Archbishop', {}, [], 'Caitiff', { sect: 'sabbat', title: 'archbishop' });

/** Seat 0's titled Sabbat vampire plays `def` unblocked: the card in play (1), its counters (tens), the card on it (hundreds). */
function putCase(def: CardDef, actor = BISHOP) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, {}],
      defs: [def, actor],
      strip: strip ? [def.name] : [],
    });
    const h = sc.uid(def.name, 0, 'hand');
    sc.play(def.name, { by: actor.name });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const on = sc.s.cards[h].host === sc.uid(actor.name) ? 100 : 0;
    return (sc.s.cards[h].zone === 'play' ? 1 : 0) + 10 * sc.s.cards[h].blood + on;
  };
}

/**
 * Seat 1 has `def` in play with `counters` counters and a locked Sabbat vampire; seat 0's vampire (stealth 0) bleeds
 * seat 1, whose Methuselah uses the card for its vampire: offered (1), the vampire blocks (10: seat 1 keeps its 30
 * pool), its intercept in the attempt (hundreds), the counters left (thousands), the card burned (ten thousands).
 * With `onGuard`, the card is on the vampire instead: the thousands are its blood left as the use is made.
 */
function blockCase(def: CardDef, counters: number, onGuard = false) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      seats: [
        { ready: [{ card: BLEEDER.name, blood: 5 }] },
        onGuard
          ? { ready: [{ card: SABBAT.name, blood: 3, locked: true, attached: [{ card: def.name }] }] }
          : { ready: [{ card: SABBAT.name, blood: 3, locked: true }], play: [{ card: def.name, blood: counters }] },
      ],
      defs: [def, BLEEDER, SABBAT],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(BLEEDER.name);
    const g = sc.uid(SABBAT.name, 1);
    const card = onGuard ? sc.s.cards[g].attached[0] : sc.uid(def.name, 1);
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    sc.s = passUntil(sc.s, (x) => !x.act || (x.act.step === 'block' && dec(x).seat === 1));
    let offered = 0;
    let intercept = 0;
    let paid = 0;
    const use = sc.s.act ? usesOf(sc.s, card, g)[0] : undefined;
    if (use) {
      offered = 1;
      sc.choose(use);
      intercept = sc.s.act?.blocker === g ? sc.s.act.intercept : 0;
      paid = 3 - sc.s.cards[g].blood;
    }
    for (let i = 0; i < 40 && sc.s.act; i++) sc.s = passUntil(sc.s, (x) => !x.act || !!x.combat, 1);
    const blocked = sc.pool(1) === 30 ? 10 : 0;
    const c = sc.s.cards[card];
    const left = onGuard ? 3 - paid : c.zone === 'play' ? c.blood : 0;
    return offered + blocked + 100 * intercept + 1000 * left + (c.zone === 'ash' ? 10000 : 0);
  };
}

export const UNLOCK_TO_BLOCK_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Under Siege: +1 stealth, unique, requires a titled Sabbat vampire; in play with 3 counters; once each action a Sabbat
  // vampire of its Methuselah may burn a counter to unlock and attempt to block with +1 intercept; burned with none left
  '102063': (def) => [
    { family: 'an action card put in play with its counters', expected: 31, run: putCase(def) },
    { family: 'a counter burned to unlock and block with +1 intercept', expected: 2111, run: blockCase(def, 3) },
    { family: 'its last counter burned: the card burns', expected: 10111, run: blockCase(def, 1) },
  ],
  // Eternal Vigilance: +1 stealth, requires a ready archbishop, priscus, cardinal or regent; on the acting vampire, who
  // (Sabbat) may burn 1 blood during an action to unlock and attempt to block; burned if the vampire goes to torpor
  '100666': (def) => [
    { family: 'a card on the acting vampire', expected: 100, run: putCase(def, ARCHBISHOP) },
    { family: 'a blood burned to unlock and block', expected: 2011, run: blockCase(def, 0, true) },
  ],
};
