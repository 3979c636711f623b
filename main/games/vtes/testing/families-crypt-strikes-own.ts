/**
 * Scenario families of a vampire's own text about its strikes (issue 30 item 1; tests only; vtes-es 6.4.5, 6.4.6;
 * `ownStrikes`, vocab/prims-combat.ts): the vampire bleeds, a test vampire with +5 intercept blocks and the strikes are
 * chosen (a hand strike, or none):
 * - `aggHand` ("damage from its hand strikes is aggravated"): the vampire strikes with its hand, the blocker (6 blood)
 *   does not strike. Measured: 1 when the blocker went to torpor (aggravated damage is not healed).
 * - `firstStrike: 'any'` ("strikes with first strike"): both strike with their hands; the blocker has no blood, so the
 *   vampire's strike sends it to torpor before its own strike resolves. Measured: the blood the vampire lost (0; at the
 *   same time, 1); `firstStrike: 'gun'` the same with a test gun it bears, and with its hand (no first strike).
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, ids } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testGun, testVampire } from './test-vampire';

const WATCHER = testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);

/** A gun of 1 damage (6.4.5: a ranged strike reaches at long range). */
const TEST_GUN = testGun(1);

/**
 * The vampire (`mine` blood; bearing the test gun and striking with it if `gun`) bleeds, the watcher (`theirs` blood)
 * blocks; seat 0 strikes with its hand (or the gun), seat 1 with its hand too if `both`.
 */
function fight(def: CardDef, strip: boolean, mine: number, theirs: number, both: boolean, gun = false) {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: def.name, blood: mine, attached: gun ? [{ card: TEST_GUN.name }] : [] }] },
      { ready: [{ card: WATCHER.name, blood: theirs }] },
    ],
    defs: [def, WATCHER, TEST_GUN],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  const w = sc.uid(WATCHER.name, 1);
  sc.choose(`min:${v}`).choose(`bleed:${v}`).choose(`block:${w}`);
  for (let i = 0; i < 40 && sc.s.act && (sc.s.combat?.round ?? 1) === 1; i++) {
    const seat = dec(sc.s).seat;
    const striking = !!sc.s.combat?.step.startsWith('strike') && ids(sc.s).includes('hand');
    const ranged = gun && seat === 0 ? ids(sc.s).find((x) => x.startsWith('ranged:')) : undefined;
    if (striking && ranged) sc.choose(ranged);
    else if (striking && (seat === 0 || both)) sc.choose('hand');
    else {
      const o = ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
      if (!o) break;
      sc.choose(o);
    }
  }
  return { sc, v, w };
}

const aggHandCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own hand strikes aggravated",
  expected: 1,
  run(strip) {
    const { sc, w } = fight(def, strip, 4, 6, false);
    return sc.s.cards[w].zone === 'torpor' ? 1 : 0;
  },
});

const firstStrikeCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own strikes first strike",
  expected: 0,
  run(strip) {
    const { sc, v } = fight(def, strip, 4, 0, true);
    return 4 - sc.s.cards[v].blood;
  },
});

/**
 * `firstStrike: 'gun'` ("first strike when striking with a gun"): as above, the vampire strikes once with a gun it bears,
 * once with its hand. Measured: 10 times the blood it lost with the gun (0), plus the blood lost with its hand (1).
 */
const gunFirstCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own gun strikes first strike",
  expected: 1,
  run(strip) {
    const lost = (gun: boolean) => {
      const { sc, v } = fight(def, strip, 4, 0, true, gun);
      return 4 - sc.s.cards[v].blood;
    };
    return 10 * lost(true) + lost(false);
  },
});

/** A test strike card: 1 damage, requiring the Discipline at its basic level. */
function discStrike(disc: string): CardDef {
  return {
    id: `test-disc-strike-${disc}`,
    name: `Test Disc Strike ${disc}`,
    kind: 'library',
    types: ['Combat'],
    clan: [],
    reqs: [],
    modes: [{ kind: 'combat', conditions: [{ r: 'disc', disc, level: 1 }], effects: [{ e: 'strike', s: 'damage', dmg: 1 }] }],
    automation: 'full',
  };
}

/**
 * `plusDisc` ("damaging strikes it makes that require Thaumaturgy inflict +1 damage"): the vampire (with the Discipline)
 * bleeds, the watcher (6 blood) blocks and does not strike; the vampire strikes with a test card requiring the Discipline
 * (1 damage). Measured: the blood the watcher lost (1 + n; stripped, 1).
 */
const plusDiscCase = (def: CardDef, disc: string, n: number): FamilyCase => ({
  family: "vampire's own strikes requiring a Discipline: more damage",
  expected: 1 + n,
  run(strip) {
    const card = discStrike(disc);
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 4 }], hand: [card.name] }, { ready: [{ card: WATCHER.name, blood: 6 }] }],
      defs: [def, WATCHER, card],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    const w = sc.uid(WATCHER.name, 1);
    const h = sc.uid(card.name, 0, 'hand');
    sc.choose(`min:${v}`).choose(`bleed:${v}`).choose(`block:${w}`);
    for (let i = 0; i < 40 && sc.s.act && (sc.s.combat?.round ?? 1) === 1; i++) {
      const seat = dec(sc.s).seat;
      const play = seat === 0 && sc.s.combat?.step.startsWith('strike') ? ids(sc.s).find((x) => x.split(':').includes(h)) : undefined;
      if (play) sc.choose(play);
      else {
        const o = ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
        if (!o) break;
        sc.choose(o);
      }
    }
    return 6 - sc.s.cards[w].blood;
  },
});

/** The cases of these families a vampire fits. */
export function cryptOwnStrikeCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.kind !== 'vampire'
      ? []
      : m.effects.flatMap((e) =>
          isKind(e, 'ownStrikes')
            ? [
                ...(e.aggHand ? [aggHandCase(def)] : []),
                ...(e.firstStrike === 'any' ? [firstStrikeCase(def)] : []),
                ...(e.firstStrike === 'gun' ? [gunFirstCase(def)] : []),
                ...(e.plusDisc ? [plusDiscCase(def, e.plusDisc.disc, e.plusDisc.n)] : []),
              ]
            : [],
        ),
  );
}
