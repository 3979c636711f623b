/**
 * Scenarios of a card in play that attempts to block (issue 29; tests only; the effect `cardBlocks`,
 * rules/card-block.ts; vtes-es 6.2.2): Unleash Hell's Fury. Each plays the card through the engine's decisions and
 * fails once its effects are stripped (data/coverage-gate.test.ts and data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { dec, passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';

const BLEEDER = testVampire('Test Bleeder', {});
const HOST = testVampire('Test Host', {});

/**
 * Seat 1 has `def` in play (mode 0) and a locked vampire; seat 0's vampire (5 blood, stealth 0) bleeds seat 1, whose
 * Methuselah blocks with the card: offered as a blocker (1), the bleed stopped (10: seat 1 keeps its 30 pool), no
 * combat (100), the acting vampire's 1 aggravated damage (1000: it cannot heal it and goes to torpor, 6.4.6), the card
 * burned (ten thousands).
 */
function cardBlockCase(def: CardDef) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      seats: [{ ready: [{ card: BLEEDER.name, blood: 5 }] }, { ready: [{ card: HOST.name, blood: 3, locked: true }], play: [def.name] }],
      defs: [def, BLEEDER, HOST],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(BLEEDER.name);
    const card = sc.uid(def.name, 1);
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    sc.s = passUntil(sc.s, (x) => !x.act || (x.act.step === 'block' && dec(x).seat === 1));
    let offered = 0;
    let combat = false;
    if (sc.s.act && dec(sc.s).options.some((o) => o.id === `block:${card}`)) {
      offered = 1;
      sc.choose(`block:${card}`);
    }
    for (let i = 0; i < 30 && sc.s.act; i++) {
      combat ||= !!sc.s.combat;
      sc.s = passUntil(sc.s, (x) => !x.act || !!x.combat, 1);
    }
    const bled = sc.pool(1) === 30 ? 10 : 0;
    return (
      offered + bled + (combat ? 0 : 100) + (sc.s.cards[a].zone === 'torpor' ? 1000 : 0) + (sc.s.cards[card].zone === 'ash' ? 10000 : 0)
    );
  };
}

/** Seat 0's infernal vampire with Daimoinon plays mode `mi` of `def`: the card in play (1), the vampire unlocked (10). */
function putCase(def: CardDef, mi: number) {
  return (strip: boolean): number => {
    const level = def.modes[mi].conditions.find((c) => c.r === 'disc')?.level ?? 1;
    const actor = testVampire('Test Infernal', { dai: level }, [], 'Baali', { traits: ['infernal'] });
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, { ready: [{ card: HOST.name, blood: 3 }] }],
      defs: [def, actor, HOST],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    const h = sc.uid(def.name, 0, 'hand');
    sc.play(def.name, { by: actor.name, mode: mi });
    sc.s = passUntil(sc.s, (x) => !x.act);
    return (sc.s.cards[h].zone === 'play' ? 1 : 0) + (sc.s.cards[a].locked ? 0 : 10);
  };
}

export const CARD_BLOCK_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Unleash Hell's Fury: +1 stealth, requires an infernal vampire, unique; [dai] put in play, it may attempt to block
  // an action directed at its Methuselah (or at a card it controls) as a capacity 9 infernal vampire with +2 intercept:
  // if it blocks, the acting minion takes 1 unpreventable aggravated damage and the card burns; [DAI] and the vampire
  // unlocks
  '102076': (def) => [
    { family: 'an action card put in play', expected: 1, run: putCase(def, 0) },
    { family: 'an action card put in play, the vampire unlocked', expected: 11, run: putCase(def, 1) },
    {
      family: 'a card in play blocking a bleed: 1 aggravated damage to the acting vampire, no combat, the card burned',
      expected: 11111,
      run: cardBlockCase(def),
    },
  ],
};
