/**
 * Scenario families of powers giving life or blood up to what a minion starts with (issue 30 item 3; tests only;
 * imbued appendix A.1, A.3; vtes-es 1.2, 4, 6.1; vocab/prims/gain-to-start.ts): an imbued below its starting life
 * gains 1 in its controller's unlock phase; an action paid with a conviction adds 1 blood to a vampire or 1 life to
 * another ally, never beyond its capacity or printed life (Rejuvenate). Each fails once the card's effects are
 * stripped.
 */
import type { CardDef } from '../schema/effects';
import { dec, passUntil } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { TEST_CONVICTION, testImbued } from './imbued-scenarios';

const HURT = testImbued('Test Hurt', 4);
const WHOLE = testImbued('Test Whole', 4);
/** A mortal ally with 3 life printed. */
export const HELPER: CardDef = {
  id: 'test-helper',
  name: 'Test Helper',
  kind: 'library',
  types: ['Ally'],
  clan: [],
  reqs: [],
  classes: ['mortal'],
  modes: [{ kind: 'ally', conditions: [], effects: [{ e: 'ally', life: 3, strength: 1, bleed: 1 }] }],
  automation: 'full',
};
const FULL = testVampire('Test Full', {});

/**
 * Two imbued of seat 0 bear the power: one at 2 of its 4 life, one at 4. Measured: 100 when the first has 3 once
 * seat 0's unlock phase is over, 10 when seat 1's unlock phase gives it nothing more, 1 when the second stays at 4.
 */
export const lifeInUnlock = (def: CardDef): FamilyCase => ({
  family: 'power: its imbued below its starting life gains 1 life in its unlock phase',
  expected: 111,
  run(strip) {
    // seat 1's discard phase: seat 0's turn comes next
    const sc = new Scenario({
      phase: 'discard',
      active: 1,
      defs: [def, HURT, WHOLE],
      strip: strip ? [def.name] : [],
      seats: [
        {
          ready: [
            { card: HURT.name, blood: 2, attached: [{ card: def.name }] },
            { card: WHOLE.name, blood: 4, attached: [{ card: def.name }] },
          ],
        },
        {},
      ],
    });
    const h = sc.uid(HURT.name);
    const w = sc.uid(WHOLE.name);
    sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'minion', 40);
    const own = sc.s.cards[h].blood;
    sc.s = passUntil(sc.s, (x) => x.active === 1 && x.phase === 'minion', 80);
    return (own === 3 ? 100 : 0) + (sc.s.cards[h].blood === 3 ? 10 : 0) + (sc.s.cards[w].blood === 4 ? 1 : 0);
  },
});

/**
 * The imbued bearing the power and a conviction takes the +1 stealth action at a mortal ally of its Methuselah at 1
 * of its 3 life; a vampire at its capacity is not offered. Measured: 100 when the ally has 2 life after the action,
 * 10 when the power is locked and the conviction burned, 1 when the full vampire was not a target offered.
 */
export const lifeByAction = (def: CardDef): FamilyCase => ({
  family: 'power: an action paid with a conviction adds 1 blood or life, up to the starting amount',
  expected: 111,
  run(strip) {
    const sc = new Scenario({
      defs: [def, HURT, HELPER, FULL, TEST_CONVICTION],
      strip: strip ? [def.name] : [],
      seats: [
        {
          ready: [
            { card: HURT.name, blood: 4, attached: [{ card: def.name }, { card: TEST_CONVICTION.name }] },
            { card: HELPER.name, blood: 1 },
            { card: FULL.name, blood: 8 },
          ],
        },
        {},
      ],
    });
    const k = sc.uid(HURT.name);
    const a = sc.uid(HELPER.name);
    const v = sc.uid(FULL.name);
    const p = sc.uid(def.name);
    sc.choose(`min:${k}`);
    const offers = dec(sc.s).options.filter((o) => o.id.startsWith('use:') && o.id.split(':')[1] === p);
    const o = offers.find((x) => x.id.endsWith(`:${a}`));
    if (!o) return 0;
    const noFull = !offers.some((x) => x.id.endsWith(`:${v}`));
    sc.choose(o.id);
    sc.s = passUntil(sc.s, (x) => !x.act);
    const paid = sc.s.cards[p].locked && sc.s.cards[k].attached.length === 1;
    return (sc.s.cards[a].blood === 2 ? 100 : 0) + (paid ? 10 : 0) + (noFull ? 1 : 0);
  },
});

export const IMBUED_LIFE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Rejuvenate: 1 life in the unlock phase below the starting life; an action adding 1 blood or life, up to the start
  '101592': (def) => [lifeInUnlock(def), lifeByAction(def)],
};
