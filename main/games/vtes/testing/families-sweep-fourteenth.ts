/**
 * Scenarios of the action cards of the fourteenth session said by records that already exist (issue 29; tests only):
 * Go Anarch (`attach`, `becomeAnarch`, `unlock`), Concert Tour (`attach`, an unlock phase ability of the card on its
 * bearer paid by burning it, `bloodToCapacity`). Each plays the card through the engine's decisions and fails once its
 * effects are stripped (data/coverage-gate.test.ts and data/action-sweep.test.ts run them both ways).
 */
import type { CardDef } from '../schema/effects';
import { sectOf } from '../core/state';
import { ids, passUntil } from './testing';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';

/** Seat 0's `actor` plays `def` unblocked: the card on it (1), unlocked (10), anarch now (100), its blood (thousands). */
function onActorCase(def: CardDef, actor: CardDef) {
  return (strip: boolean): number => {
    const sc = new Scenario({
      seats: [{ ready: [{ card: actor.name, blood: 5 }], hand: [def.name] }, {}],
      defs: [def, actor],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    sc.play(def.name, { by: actor.name });
    sc.s = passUntil(sc.s, (x) => !x.act);
    const c = sc.s.cards[a];
    const on = c.attached.some((x) => sc.s.cards[x].cid === def.id) ? 1 : 0;
    return on + (c.locked ? 0 : 10) + (sectOf(sc.s, a) === 'anarch' ? 100 : 0) + 1000 * c.blood;
  };
}

/**
 * In seat 0's unlock phase, its vampire (capacity 8, 2 blood) bearing `def` burns it to fill up: blood gained (units),
 * the card burned (10); with `played`, the card's own play first (hundreds when it ends on the acting vampire).
 */
function fillUpCase(def: CardDef, actor: CardDef) {
  return (strip: boolean): number => {
    const played = onActorCase(def, actor)(strip) % 10;
    const sc = new Scenario({
      phase: 'discard',
      active: 1,
      seats: [{ ready: [{ card: actor.name, blood: 2, attached: [{ card: def.name }] }] }, {}],
      defs: [def, actor],
      strip: strip ? [def.name] : [],
    });
    const a = sc.uid(actor.name);
    const card = sc.s.cards[a].attached[0];
    sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'unlock');
    const use = ids(sc.s).find((o) => o.startsWith(`use:${card}:`));
    if (use) sc.choose(use);
    return sc.s.cards[a].blood - 2 + (sc.s.cards[card].zone === 'ash' ? 10 : 0) + 100 * played;
  };
}

const ANARCH_TO_BE = testVampire('Test Untitled', {});
const SINGER = testVampire('Test Singer', {}, [], 'Daughter of Cacophony');

export const SWEEP_FOURTEENTH_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Go Anarch: +1 stealth, requires a ready untitled non-anarch vampire; on it, it becomes anarch and unlocks
  '100840': (def) => [{ family: 'a card on the acting vampire: anarch and unlocked', expected: 5111, run: onActorCase(def, ANARCH_TO_BE) }],
  // Concert Tour: +1 stealth, on the acting Daughter of Cacophony; in its unlock phase, burned to fill it up
  '100393': (def) => [
    { family: 'a card on the vampire burned in the unlock phase: blood to capacity', expected: 116, run: fillUpCase(def, SINGER) },
  ],
};
