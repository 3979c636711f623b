/**
 * The scenario family of a card on a minion burned to make a directed action at that minion fail (issue 29, h-masters-b;
 * tests only; the primitive vocab/prims/action-fails.ts, an ability of window `directed` whose Condition names the
 * action's target as its bearer, vtes-es 6.2.3): Secret Passage.
 */
import type { CardDef } from '../schema/effects';
import { Scenario } from './scenario';
import { dec, ids } from './testing';
import { TEST_RUSH } from './test-library-cards';
import { type FamilyCase, testVampire } from './test-vampire';

const RUSHER = testVampire('Test Passage Rusher', {}, [{ e: 'mod', stat: 'stealth', n: 2, who: 'self' }]);
const HIDER = testVampire('Test Passage Hider', {});
const OTHER = testVampire('Test Passage Other', {});

/**
 * Seat 1's vampire bears the card; seat 0's vampire (+2 stealth) takes a (D) action to enter combat with it (`at`: the
 * bearer) or with seat 1's other vampire; seat 1 takes every use of the card offered, else passes. Measured: 1 when no
 * combat started, + 10 when the card is burned.
 */
function rushAt(def: CardDef, atBearer: boolean, strip: boolean): number {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: RUSHER.name, blood: 4 }], hand: [TEST_RUSH.name] },
      {
        ready: [
          { card: HIDER.name, blood: 4, attached: [{ card: def.name }] },
          { card: OTHER.name, blood: 4 },
        ],
      },
    ],
    defs: [def, RUSHER, HIDER, OTHER, TEST_RUSH],
    strip: strip ? [def.name] : [],
  });
  const card = sc.uid(def.name, 1);
  sc.play(TEST_RUSH.name, { by: RUSHER.name, target: atBearer ? HIDER.name : OTHER.name, targetSeat: 1 });
  for (let i = 0; i < 40 && sc.s.act && !sc.s.combat; i++) {
    const o = ids(sc.s);
    const use = dec(sc.s).seat === 1 ? o.find((x) => x.startsWith('use:') && x.split(':').includes(card)) : undefined;
    sc.choose(use ?? o.find((x) => ['pass', 'decline', 'done', 'none', 'noBlock'].includes(x)) ?? o[0]);
  }
  return (sc.s.combat ? 0 : 1) + (sc.s.cards[card].zone === 'ash' ? 10 : 0);
}

export const ACTION_FAILS_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Secret Passage: on a ready minion of yours; burn it to make a directed action at that minion fail
  '101710': (def) => [
    {
      family: 'burned to make a (D) action at its minion fail, never one at another minion',
      expected: 111,
      run: (s) => rushAt(def, true, s) + (rushAt(def, false, s) === 0 ? 100 : 0),
    },
  ],
};
